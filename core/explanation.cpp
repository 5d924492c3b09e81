#include "explanation.h"

namespace steer {

namespace {
template <std::size_t... I>
RecordData recordOfIndex(std::size_t i, std::index_sequence<I...>)
{
    RecordData out;
    ((i == I ? (out.emplace<I>(), true) : false) || ...);
    return out;
}
} // namespace

RecordData emptyRecord(Behaviour b) { return recordOfIndex(std::size_t(b), std::make_index_sequence<kBehaviourCount>{}); }

namespace {
// A switch that names every kind (-Wswitch-enum makes a kind without its id a warning, and CI's
// build fails on one); the checks below make kItemKindCount the number of kinds.
constexpr std::string_view idOf(ItemKind k)
{
    switch (k) {
    case ItemKind::Velocity: return "velocity";
    case ItemKind::DesiredVelocity: return "desiredVelocity";
    case ItemKind::SteeringForce: return "steeringForce";
    case ItemKind::TotalForce: return "totalForce";
    case ItemKind::Target: return "target";
    case ItemKind::PredictedTarget: return "predictedTarget";
    case ItemKind::LookAhead: return "lookAhead";
    case ItemKind::ArrivalCircle: return "arrivalCircle";
    case ItemKind::Difference: return "difference";
    case ItemKind::Feeler: return "feeler";
    case ItemKind::Projection: return "projection";
    case ItemKind::FeelerDistance: return "feelerDistance";
    case ItemKind::BufferCircle: return "bufferCircle";
    case ItemKind::Brake: return "brake";
    case ItemKind::WanderCenter: return "wanderCenter";
    case ItemKind::WanderCircle: return "wanderCircle";
    case ItemKind::WanderOffset: return "wanderOffset";
    case ItemKind::InSightCone: return "inSightCone";
    case ItemKind::TooCloseCircle: return "tooCloseCircle";
    case ItemKind::NeighbourLink: return "neighbourLink";
    case ItemKind::AveragePosition: return "averagePosition";
    case ItemKind::AverageVelocity: return "averageVelocity";
    case ItemKind::Alignment: return "alignment";
    case ItemKind::Waypoint: return "waypoint";
    case ItemKind::PathThresholdCircle: return "pathThresholdCircle";
    case ItemKind::OffsetPoint: return "offsetPoint";
    case ItemKind::LocalFrame: return "localFrame";
    case ItemKind::CutoffCircle: return "cutoffCircle";
    case ItemKind::Push: return "push";
    case ItemKind::FixedSpeedVelocity: return "fixedSpeedVelocity";
    case ItemKind::VelocityPlusPush: return "velocityPlusPush";
    case ItemKind::FleeForce: return "fleeForce";
    case ItemKind::SeparationForce: return "separationForce";
    case ItemKind::CohesionForce: return "cohesionForce";
    case ItemKind::WanderForce: return "wanderForce";
    case ItemKind::AvoidForce: return "avoidForce";
    case ItemKind::SeparationSum: return "separationSum";
    }
    return {};
}

constexpr bool countsEveryKind()
{
    for (int k = 0; k < kItemKindCount; ++k)
        if (idOf(ItemKind(k)).empty())
            return false;
    return idOf(ItemKind(kItemKindCount)).empty(); // a kind after the last one counted has an id too
}
static_assert(countsEveryKind(), "kItemKindCount must be the number of ItemKinds (the kinds are numbered from 0)");
} // namespace

// (Lesson files write these ids: they must not change.)
std::string_view itemKindId(ItemKind k) { return idOf(k); }

const Item* BehaviourRecord::firstItem(ItemKind k) const
{
    for (const auto& i : items)
        if (i.kind == k)
            return &i;
    return nullptr;
}

ItemKind forceKindOf(const VehicleExplanation& ex, std::size_t call)
{
    if (call >= ex.calls.size())
        return ItemKind::SteeringForce;
    const BehaviourRecord& r = ex.calls[call];
    if (r.parent >= 0) {
        const BehaviourRecord& caller = ex.calls[static_cast<std::size_t>(r.parent)];
        if (caller.behaviour == Behaviour::Flock)
            return r.behaviour == Behaviour::Flee ? ItemKind::SeparationForce : ItemKind::CohesionForce;
        if (caller.behaviour == Behaviour::Avoid)
            return forceKindOf(ex, static_cast<std::size_t>(r.parent));
        return ItemKind::SteeringForce;
    }
    if (r.behaviour == Behaviour::Flock)
        return ItemKind::Alignment; // its own force item is the applied alignment
    // Wander and avoid get a name of their own only beside another behaviour (AvoidTest: wander + avoid).
    int topLevel = 0;
    for (const BehaviourRecord& c : ex.calls)
        topLevel += c.parent < 0 ? 1 : 0;
    if (topLevel < 2)
        return ItemKind::SteeringForce;
    if (r.behaviour == Behaviour::Wander)
        return ItemKind::WanderForce;
    if (r.behaviour == Behaviour::Avoid)
        return ItemKind::AvoidForce;
    return ItemKind::SteeringForce;
}

Rule ruleOf(const VehicleExplanation& ex, std::size_t call)
{
    const BehaviourRecord& r = ex.calls[call];
    const int caller = r.parent >= 0 ? static_cast<int>(ex.calls[static_cast<std::size_t>(r.parent)].behaviour) : -1;
    return Rule{r.behaviour, caller};
}

ItemKind shownKind(const VehicleExplanation& ex, std::size_t call, const Item& item)
{
    return item.kind == ItemKind::SteeringForce ? forceKindOf(ex, call) : item.kind;
}

CallRecorder::CallRecorder(VehicleExplanation* ex, Behaviour b, int parent) : ex_(ex)
{
    if (!ex_)
        return;
    index_ = static_cast<int>(ex_->calls.size());
    ex_->calls.push_back(BehaviourRecord{b, parent, {}, emptyRecord(b)});
}

BehaviourRecord* CallRecorder::rec() { return ex_ ? &ex_->calls[static_cast<std::size_t>(index_)] : nullptr; }

void CallRecorder::arrow(ItemKind k, const char* name, Vector2D origin, Vector2D vec)
{
    if (auto* r = rec())
        r->items.push_back({k, Geometry::Arrow, name, origin, vec});
}

void CallRecorder::segment(ItemKind k, const char* name, Vector2D from, Vector2D to)
{
    if (auto* r = rec())
        r->items.push_back({k, Geometry::Segment, name, from, to - from});
}

void CallRecorder::point(ItemKind k, const char* name, Vector2D at)
{
    if (auto* r = rec())
        r->items.push_back({k, Geometry::Point, name, at, {}});
}

void CallRecorder::circle(ItemKind k, const char* name, Vector2D centre, double radius)
{
    if (auto* r = rec())
        r->items.push_back({k, Geometry::Circle, name, centre, {}, radius});
}

void CallRecorder::sector(ItemKind k, const char* name, Vector2D centre, double radius, double from, double span)
{
    if (auto* r = rec())
        r->items.push_back({k, Geometry::Sector, name, centre, {}, radius, from, span});
}

} // namespace steer
