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
