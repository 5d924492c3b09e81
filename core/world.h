#pragma once
// The whole simulation state as one copyable value. step() advances exactly one frame in the
// order of the current scenario's seed program; the seeded Random is its only randomness, so the
// same seed and inputs give the same frames bit for bit.
#include "behaviours.h"
#include "neighbour_grid.h"
#include "obstacle.h"
#include "random.h"
#include "script_hook.h"
#include "variants.h"
#include "vehicle.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace steer {

enum class ScenarioId : std::uint8_t {
    Seek, Flee, SeekFlee, SeekFleeCycle, Arrive, Pursue, PursueEvade, Wander, Avoid, Path, Flock,
    OffsetPursuit, LennardJones,
    Sandbox, // not a seed demo: an open stage where the teacher places vehicles and gives them programs
    Swarm,   // FlockTest as a crowd: 10 000 boids at the demo's density (last, so earlier ids keep their numbers)
};

struct World {
    ScenarioId scenario = ScenarioId::Seek;
    std::uint64_t seed = 1;
    double stageWidth = 550.0; // the seeds' Flash stage
    double stageHeight = 400.0;
    std::vector<Vehicle> vehicles;
    std::vector<Obstacle> obstacles;
    Path path;
    Vector2D pointer{275.0, 200.0}; // the demos' mouseX, mouseY
    Variants variants;
    LennardJonesParams lennardJones;
    Random rng;
    std::int64_t frame = 0;
    // How a frame runs the vehicles' programs (program_frame.h): the demos fix the order as their
    // seed code does; where it is a variant (flock, sandbox) Variants::order decides.
    FrameOrder demoOrder = FrameOrder::InTurn;
    bool orderIsVariant = false;
    bool obstaclesDrift = false; // AvoidTest moves its circles every frame
    FrameOrder frameOrder() const { return orderIsVariant ? variants.order : demoOrder; }

    bool recordExplanations = true;
    // Record only this vehicle (the selected one in a large flock, where recording every
    // neighbour link of every vehicle would cost more than the simulation); -1 records all.
    int recordOnly = -1;
    std::vector<VehicleExplanation> explanations; // last frame's, one per vehicle (when recording)

    // The user's script (code lab, script_hook.h): state, hashed and compared, shared between copies.
    std::shared_ptr<const UserScript> script;

    // Advances one frame. With a script, the frame is stepped on a copy kept only when every scripted
    // call succeeds: on a failure the world stays exactly as it was and scriptError says why.
    void step();
    int indexOf(std::string_view id) const; // -1 when absent

    // Indices (ascending) of the vehicles within `radius` of vehicle `self` (self included).
    // The one place flocking asks for neighbours: while a flock frame runs, neighbourGrid answers
    // (the same set in the same order as the scan); otherwise every vehicle is scanned.
    void neighbourCandidates(std::size_t self, double radius, std::vector<int>& out) const;

    // Where vehicle i's explanation goes this frame, or null when it is not recorded.
    VehicleExplanation* explanationSlot(std::size_t i);

    // Not state (not hashed, not compared, not copied): how the frame is computed, never what.
    bool useNeighbourIndex = true; // false: always scan (the reference the index is checked against)
    int threads = 0;               // simultaneous flock: worker threads, 0 = every core (same frames)
    NeighbourGrid neighbourGrid;   // built at the start of a flock frame, kept current as vehicles move
    std::vector<Kinematics> kinematics; // a flock frame's compact copy of the vehicles (empty between frames)
    const ScriptFrame* scriptFrame = nullptr; // set only while a scripted frame runs
    std::optional<ScriptError> scriptError;   // why the last step() did not advance (cleared by a step that does)

    // A digest of every number that determines the next frames (determinism checks).
    std::uint64_t hash() const;
    bool allFinite() const;

    bool operator==(const World& o) const; // state equality (explanations not compared)

private:
    void stepPlain();
    void stepScripted();
};

} // namespace steer
