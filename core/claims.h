#pragma once
// The numbers behind the seeds' claims, measured on the frames of a run (issue #14, "predict,
// then check"): 002 says the pursuer, which predicts, reaches the target before the seeker; the
// arrive listing brakes once dist is no longer above arrivalThreshold; avoid should keep the
// vehicle off the circles. The sandbox (issue #31) has no seed to claim anything, so it counts
// what a teacher sets up there to find out: whether each chase catches its target, how many
// frames that took, and how close the chaser came so far. Claims is fed frame 0, 1, 2, ... in order and holds the values up to
// the last frame it saw, so the same frames always give the same numbers.
#include "world.h"

#include <cstdint>
#include <string>
#include <vector>

namespace steer {

// The drawn vehicle is the triangle (10,0) (-10,5) (-10,-5) (SOURCES.md): one body is 20 long.
// A chaser has reached its target when their positions are at most one body length apart.
inline constexpr double kReachDistance = 20.0;

// Signed distance from point c to the vehicle's drawn triangle at `position`, turned to the
// velocity's angle (angle 0 for a still vehicle, as it is drawn): > 0 outside, < 0 inside.
double distanceToVehicleBody(Vector2D position, Vector2D velocity, Vector2D c);

struct ReachClaim {
    std::string chaser; // vehicle ids
    std::string target;
    std::int64_t frame = -1; // first frame with distance <= kReachDistance, -1 not yet
    double distanceNow = 0.0;
};

struct BrakingClaim {
    std::int64_t frame = -1; // first frame whose arrive step brakes (dist <= arrivalThreshold)
    double distance = 0.0;   // dist at that frame
    double threshold = 0.0;  // arrivalThreshold at that frame
    double distanceNow = 0.0;
    double speedNow = 0.0;
};

struct ClearanceClaim {
    double minimum = 0.0;        // smallest clearance so far (< 0: the body overlapped the circle)
    std::int64_t minimumFrame = -1;
    double now = 0.0;
};

// A sandbox vehicle that seeks, arrives at or pursues a target (the pointer or another vehicle).
// Caught: positions at most kReachDistance apart, as for the seeds' reach claims.
struct ChaseClaim {
    std::string chaser;             // vehicle id
    std::string target;             // vehicle id, or "pointer"
    Behaviour behaviour = Behaviour::Seek;
    std::int64_t since = -1;        // first frame observed making this call
    std::int64_t frame = -1;        // first frame caught, -1 not yet
    double distanceNow = 0.0;
    double minimum = 0.0;           // smallest distance so far
    std::int64_t minimumFrame = -1;
    bool active = true;             // the call is still made at the frame observed (false: stopped, values kept)
    std::int64_t framesToCatch() const { return frame < 0 ? -1 : frame - since; }
};

struct Claims {
    ScenarioId scenario = ScenarioId::Seek;
    std::int64_t frame = -1; // the last frame observed
    std::vector<ReachClaim> reaches;          // pursue: seeker and pursuer; pursue-evade: pursuer
    BrakingClaim braking;                     // arrive
    std::vector<ClearanceClaim> clearances;   // avoid: one per circle
    std::vector<ChaseClaim> chases;           // sandbox: one per chase, in the order they first appeared

    // The scenarios where the seeds make a claim these numbers check.
    static bool applies(ScenarioId id);
    // Adds frame w.frame (the frame after the last one observed, or 0 to start again).
    void observe(const World& w);
};

// The calls that chase a target: seek, arrive and pursue (flee and evade run away; offset pursuit
// keeps a distance on purpose).
bool chasesItsTarget(Behaviour b);

// Clearance between vehicle and circle: distance from the circle's centre to the drawn body minus
// the circle's radius (< 0 when they overlap).
double clearance(const Vehicle& v, const Obstacle& c);

} // namespace steer
