#include "explanation.h"

#include <array>

namespace steer {

std::string_view behaviourId(Behaviour b)
{
    static constexpr std::array<std::string_view, kBehaviourCount> ids = {
        "seek", "flee", "arrive", "pursue", "evade", "wander", "avoid", "followPath", "flock", "pursueOffset",
        "lennardJones", "avoidCircle", "lennardJonesPush"};
    return ids[static_cast<int>(b)];
}

std::string_view itemKindId(ItemKind k)
{
    static constexpr std::array<std::string_view, kItemKindCount> ids = {
        "velocity", "desiredVelocity", "steeringForce", "totalForce", "target", "predictedTarget", "lookAhead",
        "arrivalCircle", "difference", "feeler", "projection", "feelerDistance", "bufferCircle", "brake",
        "wanderCenter", "wanderCircle", "wanderOffset", "inSightCone", "tooCloseCircle", "neighbourLink",
        "averagePosition", "averageVelocity", "alignment", "waypoint", "pathThresholdCircle", "offsetPoint",
        "localFrame", "cutoffCircle", "push", "fixedSpeedVelocity", "velocityPlusPush",
        "fleeForce"};
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

double BehaviourRecord::value(std::string_view name, double fallback) const
{
    const Number* n = number(name);
    return n ? n->value : fallback;
}

CallRecorder::CallRecorder(VehicleExplanation* ex, Behaviour b, int parent) : ex_(ex)
{
    if (!ex_)
        return;
    index_ = static_cast<int>(ex_->calls.size());
    ex_->calls.push_back(BehaviourRecord{b, parent, {}, {}});
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
