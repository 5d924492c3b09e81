#pragma once
// Where an explanation item lands on the stage. Per-frame velocities and forces are a few pixels
// long, so "scaled" kinds are blown up by the vector scale about the vehicle's position at the
// time the behaviour ran (the wander circle grows with its centre arrow, and so on). The painter
// and the hit test both go through here so that what is hovered is what is drawn.
#include "explanation.h"
#include "overlay_options.h"
#include "paint_kit.h"
#include "world.h"

#include <QLineF>
#include <QPointF>

#include <optional>

namespace diagrams {

struct PlacedItem {
    QPointF from;       // arrow/segment start, point, circle/sector centre
    QPointF to;         // arrow/segment end (== from for points and circles)
    qreal radius = 0;   // circles and sectors
    qreal angle = 0;    // sector start (radians, screen coordinates, y down)
    qreal span = 0;     // sector span (radians)
};

// Above this many vehicles the view keeps only the selected vehicle's full records (thin lines
// for the rest), so that a 1000-vehicle flock stays cheap to copy and paint.
constexpr std::size_t kCrowdSize = 60;
// Up to this many vehicles the unselected ones also show their own top-level behaviour items
// (faint); above it, only velocity and total force.
constexpr std::size_t kFewVehicles = 6;

// Where the vehicle stood when its behaviours ran this frame (before the update moved it).
steer::Vector2D recordAnchor(const steer::World& w, std::size_t vehicle);

PlacedItem placeItem(const steer::Item& item, steer::Vector2D anchor, double vectorScale);

// The total force of the update (drawn as its own kind), placed like a scaled arrow.
PlacedItem placeTotalForce(const steer::UpdateRecord& u, double vectorScale);

// v + F = v_d: the force item of call `call` that closes the triangle with the call's velocity and
// desired velocity (seek, flee's v_d − v, arrive, and the seeks/flees pursue, evade, path following
// and offset pursuit make), or nullptr. Calls whose force is one rule of several (the flock's
// separation and cohesion) keep their forces at the vehicle, where the rules add up.
const steer::Item* triangleForce(const steer::VehicleExplanation& ex, std::size_t call);
// placeItem, except that with OverlayOptions::triangle the triangle's force starts at the tip of
// v as drawn (same scale), so that its end is the tip of v_d. The painter, the labels and the
// magnifier place the selected vehicle's items through here.
PlacedItem placeCallItem(const steer::VehicleExplanation& ex, std::size_t call, const steer::Item& item,
                         steer::Vector2D anchor, const OverlayOptions& o, double vectorScale);

// truncate(ΣF, maxForce) drawn: the part applied (from the vehicle to the truncated tip) and,
// when the truncation cuts, the part cut away (from there on to the sum's tip).
struct TruncationParts {
    PlacedItem applied;
    std::optional<PlacedItem> cutAway;
};
TruncationParts placeTruncation(const steer::UpdateRecord& u, double vectorScale);

bool isHighlighted(const OverlayOptions& o, int call, steer::ItemKind kind);

} // namespace diagrams
