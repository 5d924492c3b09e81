#pragma once
// What a behaviour computed in one frame, as typed data: the overlay draws the items and the
// formula panel prints the numbers. Names are the seeds' variable names (identifiers, not UI text).
#include "behaviour_id.h"
#include "behaviours/arrive/record.h"
#include "behaviours/avoid/circle_record.h"
#include "behaviours/avoid/record.h"
#include "behaviours/evade/record.h"
#include "behaviours/flee/record.h"
#include "behaviours/flock/record.h"
#include "behaviours/follow_path/record.h"
#include "behaviours/lennard_jones/push_record.h"
#include "behaviours/lennard_jones/record.h"
#include "behaviours/offset_pursuit/record.h"
#include "behaviours/pursue/record.h"
#include "behaviours/seek/record.h"
#include "behaviours/wander/record.h"
#include "script_record.h"
#include "vector2d.h"

#include <cstdint>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace steer {

// What one call computed, typed: one alternative per Behaviour, in the enum's order (checked
// below), so a record's type is its behaviour and its fields are the seed's variables.
using RecordData = std::variant<SeekRecord, FleeRecord, ArriveRecord, PursueRecord, EvadeRecord, WanderRecord,
                                AvoidRecord, FollowPathRecord, FlockRecord, OffsetPursuitRecord, LennardJonesRecord,
                                AvoidCircleRecord, LennardJonesPushRecord>;
static_assert(std::variant_size_v<RecordData> == kBehaviourCount, "one record type per Behaviour");
namespace detail {
template <std::size_t... I>
constexpr bool recordsInEnumOrder(std::index_sequence<I...>)
{
    return ((std::size_t(std::variant_alternative_t<I, RecordData>::kBehaviour) == I) && ...);
}
} // namespace detail
static_assert(detail::recordsInEnumOrder(std::make_index_sequence<kBehaviourCount>{}),
              "RecordData's alternatives must follow enum Behaviour's order");
// A default record of behaviour b's type.
RecordData emptyRecord(Behaviour b);

// One kind per thing the overlay can show; the diagram style table has one row per kind.
enum class ItemKind : std::uint8_t {
    Velocity,           // v (arrow from the vehicle)
    DesiredVelocity,    // v_d
    SteeringForce,      // F of one behaviour call
    TotalForce,         // summed F before truncation (update)
    Target,             // point sought / fled / arrived at
    PredictedTarget,    // pursue/evade/offset: predicted point
    LookAhead,          // segment target.p -> predicted
    ArrivalCircle,      // circle of radius arrivalThreshold around the target
    Difference,         // avoid: obstacle.p - p
    Feeler,             // avoid: heading * avoidDistance
    Projection,         // avoid: heading * dotProd
    FeelerDistance,     // avoid: segment from projection tip to obstacle centre (dist)
    BufferCircle,       // avoid: radius + avoidBuffer around the obstacle
    Brake,              // avoid: velocity after braking (v·ratio)
    WanderCenter,       // wander: heading * wanderDistance
    WanderCircle,       // wander: circle of wanderRadius around the centre
    WanderOffset,       // wander: offset on the circle, angle = wanderAngle
    InSightCone,        // flock: sector (half disc with the front test, full disc without)
    TooCloseCircle,     // flock: tooCloseDist
    NeighbourLink,      // flock: segment to a vehicle in sight
    AveragePosition,    // flock: point
    AverageVelocity,    // flock: arrow from the vehicle
    Alignment,          // flock: the alignment force as computed (even where a variant discards it)
    Waypoint,           // path: current waypoint
    PathThresholdCircle,// path: pathThreshold around the waypoint
    OffsetPoint,        // offset pursuit: leader.p + local offset
    LocalFrame,         // offset pursuit: leader's heading/side axes
    CutoffCircle,       // Lennard-Jones: cut-off distance around an obstacle
    Push,               // Lennard-Jones: u = r/|r| * U
    FixedSpeedVelocity, // Lennard-Jones: dv = v + u with |dv| set to the fixed speed
    VelocityPlusPush,   // Lennard-Jones: v + u, before its length is fixed
    FleeForce,          // flee: force = desiredVelocity - velocity, the vector flee subtracts
    // Which rule a steering force belongs to, where one vehicle adds several (shownKind). The core
    // records SteeringForce; these kinds only name it for drawing, each with its own style.
    SeparationForce,    // flock: a separation flee's F (F_sep)
    CohesionForce,      // flock: the cohesion seek's F (F_coh)
    WanderForce,        // wander's F, when the vehicle also runs another behaviour (F_wander)
    AvoidForce,         // object avoidance's F, when the vehicle also runs another behaviour (F_avoid)
    SeparationSum,      // flock: ΣF_sep, the sum of the separation flees' forces (the formula panel's sum)
};
constexpr int kItemKindCount = 37;
std::string_view itemKindId(ItemKind k);

enum class Geometry : std::uint8_t {
    Arrow,   // origin -> origin + vec
    Point,   // at origin
    Circle,  // centre origin, radius
    Sector,  // centre origin, radius, from angle over span (radians, screen coordinates)
    Segment, // origin -> origin + vec, no head
};

struct Item {
    ItemKind kind;
    Geometry geometry;
    const char* name; // seed variable name, e.g. "desiredVelocity"
    Vector2D origin;
    Vector2D vec;
    double radius = 0.0;
    double angle = 0.0;
    double span = 0.0;
};

// One call of a behaviour method. Nested calls (pursue -> seek, flock -> flee/seek) point to
// their caller through `parent`; so do the per-circle parts of a loop (avoid -> one AvoidCircle per
// circle ahead, lennardJones -> one LennardJonesPush per obstacle within the cut-off), whose
// caller keeps the summary. Numbers are read from the typed `data` (as<SeekRecord>().force, or
// forEachNumber for a table of all of them), items by kind: nothing is looked up by a string, so a
// misspelt name is a compile error, not a silent 0 (issue #33).
struct BehaviourRecord {
    Behaviour behaviour;
    int parent = -1;
    std::vector<Item> items; // what the overlay draws, in drawing order
    RecordData data;         // what the call computed, as the seed names it

    // The typed record; R must be this behaviour's record type (a wrong type is a programming error).
    template <class R>
    const R& as() const
    {
        return std::get<R>(data);
    }

    // The first item of kind k (nullptr if none): what the overlay draws, read without its name.
    // Every behaviour records at most one item of each kind, except the repeated ones (LocalFrame,
    // NeighbourLink, CutoffCircle), whose readers loop over the items.
    const Item* firstItem(ItemKind k) const;
};

// SteeredVehicle.update() then Vehicle.update(), step by step.
struct UpdateRecord {
    bool steered = true;
    Vector2D force;          // sum of this frame's forces, before truncation
    Vector2D forceTruncated; // truncate(F, maxForce)
    Vector2D acceleration;   // F / mass
    Vector2D velocityBefore;
    Vector2D velocitySum;    // v + a
    Vector2D velocityTruncated; // truncate(v + a, maxSpeed), after any direct change (Lennard-Jones)
    Vector2D velocityAfter;     // after the edge rule (bounce flips a component)
    Vector2D positionBefore;
    Vector2D positionMoved;  // p + v, before the edge rule
    Vector2D positionAfter;  // after wrap/bounce
    double mass = 1.0;
    double maxForce = 1.0;
    double maxSpeed = 10.0;
    bool edgeHit = false;
};

struct VehicleExplanation {
    std::vector<BehaviourRecord> calls;
    std::vector<ScriptCallRecord> scripted; // the calls a user's script made (script_record.h), in order
    UpdateRecord update;
    bool updated = false;
    void clear()
    {
        calls.clear();
        scripted.clear();
        updated = false;
    }
};

// The kind `item` of call `call` is drawn and listed as: a steering force becomes the force of its
// rule (SeparationForce ... AvoidForce; the flock's applied alignment joins Alignment); every other
// item keeps its kind. Records and hashes are unchanged: this is a reading of the call tree.
ItemKind shownKind(const VehicleExplanation& ex, std::size_t call, const Item& item);
// The kind a call's steering force is shown as (SteeringForce when it has no rule of its own).
ItemKind forceKindOf(const VehicleExplanation& ex, std::size_t call);

// A rule as the formula panel heads it: a behaviour and the behaviour that called it (-1 at the
// top), so "flee under flock" is separation in every frame, whatever its call's index.
struct Rule {
    Behaviour behaviour;
    int caller = -1; // a Behaviour, or -1
    bool operator==(const Rule&) const = default;
};
Rule ruleOf(const VehicleExplanation& ex, std::size_t call);

// Thin handle used inside behaviours: every method is a no-op when recording is off.
class CallRecorder {
public:
    CallRecorder(VehicleExplanation* ex, Behaviour b, int parent);
    explicit operator bool() const { return ex_ != nullptr; }
    int index() const { return index_; }
    VehicleExplanation* explanation() const { return ex_; }
    void arrow(ItemKind k, const char* name, Vector2D origin, Vector2D vec);
    void segment(ItemKind k, const char* name, Vector2D from, Vector2D to);
    void point(ItemKind k, const char* name, Vector2D at);
    void circle(ItemKind k, const char* name, Vector2D centre, double radius);
    void sector(ItemKind k, const char* name, Vector2D centre, double radius, double from, double span);
    // The typed record to fill in (only while recording: check the recorder first).
    template <class R>
    R& data()
    {
        return std::get<R>(rec()->data);
    }

private:
    BehaviourRecord* rec();
    VehicleExplanation* ex_;
    int index_ = -1;
};

} // namespace steer
