#include "explanation.h"

#include <array>

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

std::string_view itemKindId(ItemKind k)
{
    static constexpr std::array<std::string_view, kItemKindCount> ids = {
        "velocity", "desiredVelocity", "steeringForce", "totalForce", "target", "predictedTarget", "lookAhead",
        "arrivalCircle", "difference", "feeler", "projection", "feelerDistance", "bufferCircle", "brake",
        "wanderCenter", "wanderCircle", "wanderOffset", "inSightCone", "tooCloseCircle", "neighbourLink",
        "averagePosition", "averageVelocity", "alignment", "waypoint", "pathThresholdCircle", "offsetPoint",
        "localFrame", "cutoffCircle", "push", "fixedSpeedVelocity", "velocityPlusPush",
        "fleeForce", "separationForce", "cohesionForce", "wanderForce", "avoidForce", "separationSum"};
    return ids[static_cast<int>(k)];
}

const Number* BehaviourRecord::number(std::string_view name) const
{
    for (const auto& n : numbers)
        if (name == n.name)
            return &n;
    return nullptr;
}

const Item* BehaviourRecord::item(std::string_view name) const
{
    for (const auto& i : items)
        if (name == i.name)
            return &i;
    return nullptr;
}

const Item* BehaviourRecord::firstItem(ItemKind k) const
{
    for (const auto& i : items)
        if (i.kind == k)
            return &i;
    return nullptr;
}

double BehaviourRecord::value(std::string_view name, double fallback) const
{
    const Number* n = number(name);
    return n ? n->value : fallback;
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
    ex_->calls.push_back(BehaviourRecord{b, parent, {}, {}, emptyRecord(b)});
}

BehaviourRecord* CallRecorder::rec() { return ex_ ? &ex_->calls[static_cast<std::size_t>(index_)] : nullptr; }

void CallRecorder::number(const char* name, double v)
{
    if (auto* r = rec())
        r->numbers.push_back({name, v});
}

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
