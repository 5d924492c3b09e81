#include "overlay_geometry.h"

#include "diagram_style.h"

namespace diagrams {

steer::Vector2D recordAnchor(const steer::World& w, std::size_t vehicle)
{
    if (vehicle < w.explanations.size() && w.explanations[vehicle].updated)
        return w.explanations[vehicle].update.positionBefore;
    return w.vehicles[vehicle].position;
}

PlacedItem placeItem(const steer::Item& item, steer::Vector2D anchor, double vectorScale)
{
    const bool scaled = styleFor(item.kind).scaled;
    const double s = scaled ? vectorScale : 1.0;
    const steer::Vector2D origin = scaled ? anchor + (item.origin - anchor) * s : item.origin;
    PlacedItem p;
    p.from = toPointF(origin);
    switch (item.geometry) {
    case steer::Geometry::Arrow:
    case steer::Geometry::Segment:
        p.to = toPointF(origin + item.vec * s);
        break;
    case steer::Geometry::Point:
        p.to = p.from;
        break;
    case steer::Geometry::Circle:
    case steer::Geometry::Sector:
        p.to = p.from;
        p.radius = item.radius * s;
        p.angle = item.angle;
        p.span = item.span;
        break;
    }
    return p;
}

PlacedItem placeTotalForce(const steer::UpdateRecord& u, double vectorScale)
{
    PlacedItem p;
    p.from = toPointF(u.positionBefore);
    p.to = toPointF(u.positionBefore + u.force * vectorScale);
    return p;
}

namespace {
bool isForceKind(steer::ItemKind k) { return k == steer::ItemKind::SteeringForce || k == steer::ItemKind::FleeForce; }

// The arrow that can close v + F = v_d: flee records its v_d − v as FleeForce (and the −F it
// applies as SteeringForce); seek, arrive and the others record their F as SteeringForce.
const steer::Item* triangleSideCandidate(const steer::BehaviourRecord& r)
{
    const steer::Item* flee = r.firstItem(steer::ItemKind::FleeForce);
    return flee ? flee : r.firstItem(steer::ItemKind::SteeringForce);
}
} // namespace

const steer::Item* triangleForce(const steer::VehicleExplanation& ex, std::size_t call)
{
    if (call >= ex.calls.size() || steer::forceKindOf(ex, call) != steer::ItemKind::SteeringForce)
        return nullptr;
    const steer::BehaviourRecord& r = ex.calls[call];
    const steer::Item* v = r.firstItem(steer::ItemKind::Velocity);
    const steer::Item* vd = r.firstItem(steer::ItemKind::DesiredVelocity);
    const steer::Item* f = triangleSideCandidate(r);
    if (!v || !vd || !f || f->geometry != steer::Geometry::Arrow)
        return nullptr;
    // Only where the record states v + F = v_d (flee's "force" is v_d − v; its applied −force is not).
    const steer::Vector2D gap = v->vec + f->vec - vd->vec;
    return gap.length() <= 1e-9 * (1.0 + vd->vec.length()) ? f : nullptr;
}

PlacedItem placeCallItem(const steer::VehicleExplanation& ex, std::size_t call, const steer::Item& item,
                         steer::Vector2D anchor, const OverlayOptions& o, double vectorScale)
{
    PlacedItem p = placeItem(item, anchor, vectorScale);
    // Cheap test first: only a force arrow can be a triangle's side.
    if (!o.triangle || item.geometry != steer::Geometry::Arrow || !isForceKind(item.kind) ||
        triangleForce(ex, call) != &item)
        return p;
    const PlacedItem v = placeItem(*ex.calls[call].firstItem(steer::ItemKind::Velocity), anchor, vectorScale);
    const QPointF shift = v.to - p.from;
    p.from += shift;
    p.to += shift;
    return p;
}

TruncationParts placeTruncation(const steer::UpdateRecord& u, double vectorScale)
{
    TruncationParts t;
    t.applied.from = toPointF(u.positionBefore);
    t.applied.to = toPointF(u.positionBefore + u.forceTruncated * vectorScale);
    if (u.force.length() > u.forceTruncated.length() + 1e-9) {
        PlacedItem cut;
        cut.from = t.applied.to;
        cut.to = toPointF(u.positionBefore + u.force * vectorScale);
        t.cutAway = cut;
    }
    return t;
}

bool isHighlighted(const OverlayOptions& o, int call, steer::ItemKind kind)
{
    const bool callSet = o.highlightCall >= 0;
    const bool kindSet = o.highlightKind.has_value();
    if (!callSet && !kindSet)
        return false;
    if (callSet && call != o.highlightCall)
        return false;
    if (kindSet && kind != *o.highlightKind)
        return false;
    return true;
}

} // namespace diagrams
