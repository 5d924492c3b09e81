#include "behaviour_table.h"

#include "behaviours/arrive/arrive.h"
#include "behaviours/avoid/avoid.h"
#include "behaviours/evade/evade.h"
#include "behaviours/flee/flee.h"
#include "behaviours/flock/flock.h"
#include "behaviours/follow_path/follow_path.h"
#include "behaviours/offset_pursuit/offset_pursuit.h"
#include "behaviours/pursue/pursue.h"
#include "behaviours/seek/seek.h"
#include "behaviours/wander/wander.h"

#include <array>

namespace steer {

namespace {
using B = Behaviour;
using K = ItemKind;
using T = CallTarget;

// Per behaviour: the calls it nests, the kinds its own record holds (read from its recording code),
// the parameters it reads.
constexpr K kSeekKinds[] = {K::Target, K::Velocity, K::DesiredVelocity, K::SteeringForce};
constexpr K kFleeKinds[] = {K::Target, K::Velocity, K::DesiredVelocity, K::FleeForce, K::SteeringForce};
constexpr K kArriveKinds[] = {K::Target, K::ArrivalCircle, K::Velocity, K::DesiredVelocity, K::SteeringForce};
constexpr K kPredictKinds[] = {K::LookAhead, K::PredictedTarget};
constexpr K kWanderKinds[] = {K::Velocity, K::WanderCenter, K::WanderCircle, K::WanderOffset, K::SteeringForce};
constexpr K kAvoidKinds[] = {K::Velocity, K::Feeler, K::SteeringForce, K::Brake};
constexpr K kAvoidCircleKinds[] = {K::Difference, K::Feeler,         K::Projection, K::FeelerDistance,
                                   K::BufferCircle, K::SteeringForce, K::Velocity,   K::Brake};
constexpr K kPathKinds[] = {K::Waypoint, K::PathThresholdCircle};
constexpr K kFlockKinds[] = {K::NeighbourLink,   K::InSightCone,     K::TooCloseCircle, K::AveragePosition,
                             K::AverageVelocity, K::Alignment,       K::SteeringForce,  K::SeparationSum};
constexpr K kOffsetKinds[] = {K::LocalFrame, K::OffsetPoint, K::LookAhead, K::PredictedTarget};
constexpr K kLennardJonesKinds[] = {K::CutoffCircle, K::Velocity};
constexpr K kPushKinds[] = {K::Difference, K::Push, K::Velocity, K::VelocityPlusPush, K::FixedSpeedVelocity};

constexpr B kCallsSeek[] = {B::Seek};
constexpr B kCallsFlee[] = {B::Flee};
constexpr B kCallsArrive[] = {B::Arrive};
constexpr B kCallsSeekOrArrive[] = {B::Seek, B::Arrive};
constexpr B kCallsFleeAndSeek[] = {B::Flee, B::Seek};
constexpr B kCallsAvoidCircle[] = {B::AvoidCircle};
constexpr B kCallsPush[] = {B::LennardJonesPush};

constexpr std::string_view kMaxSpeed[] = {"maxSpeed"};
constexpr std::string_view kArriveParams[] = {"maxSpeed", "arrivalThreshold"};
constexpr std::string_view kWanderParams[] = {"wanderDistance", "wanderRadius", "wanderRange"};
constexpr std::string_view kAvoidParams[] = {"avoidDistance", "avoidBuffer", "maxSpeed"};
constexpr std::string_view kPathParams[] = {"pathThreshold"};
constexpr std::string_view kFlockParams[] = {"inSightDist", "tooCloseDist"};
constexpr std::string_view kLennardJonesParams[] = {"A", "B", "n", "m", "ljCutoff", "ljSpeed"};

constexpr std::span<const B> noCalls{};
constexpr std::span<const std::string_view> noParams{};

// In the order of enum Behaviour; menus list the callable rows in this order.
constexpr std::array<BehaviourRow, kBehaviourCount> kTable = {{
    {B::Seek, "seek", "seek", T::PointOrVehicle, noCalls, kSeekKinds, kMaxSpeed, seekCall},
    {B::Flee, "flee", "flee", T::PointOrVehicle, noCalls, kFleeKinds, kMaxSpeed, fleeCall},
    {B::Arrive, "arrive", "arrive", T::PointOrVehicle, noCalls, kArriveKinds, kArriveParams, arriveCall},
    {B::Pursue, "pursue", "pursue", T::Vehicle, kCallsSeek, kPredictKinds, kMaxSpeed, pursueCall},
    {B::Evade, "evade", "evade", T::Vehicle, kCallsFlee, kPredictKinds, kMaxSpeed, evadeCall},
    {B::Wander, "wander", "wander", T::None, noCalls, kWanderKinds, kWanderParams, wanderCall},
    {B::Avoid, "avoid", "avoid", T::None, kCallsAvoidCircle, kAvoidKinds, kAvoidParams, avoidCall},
    {B::FollowPath, "followPath", "follow-path", T::None, kCallsSeekOrArrive, kPathKinds, kPathParams, followPathCall},
    {B::Flock, "flock", "flock", T::None, kCallsFleeAndSeek, kFlockKinds, kFlockParams, flockCall},
    {B::OffsetPursuit, "pursueOffset", "offset-pursuit", T::VehicleAndOffset, kCallsArrive, kOffsetKinds, kMaxSpeed,
     offsetPursuitCall},
    {B::LennardJones, "lennardJones", "lennard-jones", T::None, kCallsPush, kLennardJonesKinds, kLennardJonesParams,
     nullptr},
    // Parts of another call's record: one per circle ahead (avoid), one per obstacle pushing (lennardJones).
    // They read their caller's parameters.
    {B::AvoidCircle, "avoidCircle", "", T::None, noCalls, kAvoidCircleKinds, noParams, nullptr},
    {B::LennardJonesPush, "lennardJonesPush", "", T::None, noCalls, kPushKinds, noParams, nullptr},
}};

constexpr bool inEnumOrder()
{
    for (std::size_t i = 0; i < kTable.size(); ++i)
        if (static_cast<std::size_t>(kTable[i].behaviour) != i)
            return false;
    return true;
}
static_assert(inEnumOrder(), "the behaviour table must have one row per Behaviour, in the enum's order");

// (That every callable row has a frame call is checked by tst_behaviour_table: comparing a
// function's address with null is not a constant expression in every build, e.g. the sanitizers'.)
} // namespace

const BehaviourRow& behaviourRow(Behaviour b) { return kTable[static_cast<std::size_t>(b)]; }

std::string_view behaviourId(Behaviour b) { return behaviourRow(b).id; }

std::span<const BehaviourRow> behaviourTable() { return kTable; }

const BehaviourRow* behaviourNamed(std::string_view name)
{
    if (name.empty())
        return nullptr;
    for (const BehaviourRow& r : kTable)
        if (r.name == name)
            return &r;
    return nullptr;
}

} // namespace steer
