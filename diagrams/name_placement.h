#pragma once
// Where a vehicle's name goes when a vector drawn from a vehicle runs through the place under it
// (seek's v_d pointing down, the leader's frame axes in offset pursuit, the dashed line to p′):
// above, right or left of its vehicle instead, whichever is crossed by the fewest strokes, still
// in sight and on no other name or vehicle. Deterministic: ties keep the earlier place (under
// the vehicle first), so a name only moves when a place it moves to is better.
#include "world_painter.h"

#include <QLineF>
#include <QRectF>

#include <optional>
#include <vector>

namespace diagrams {

// Length of an arrow's head at uiScale 1, device pixels (the painter's and the strokes' here).
constexpr qreal kArrowHeadPixels = 13.0;

// A vehicle's name as the stage writes it: in the interface language, then in each extra language
// that names it differently ("seeker · 寻找者 · ищущий"), on one line that is placed as one
// (world_painter.cpp paints it; stage_fit.cpp keeps room for it).
QString stageName(const std::string& id, const OverlayOptions& o);

// The straight strokes the overlay draws from vehicles, in stage coordinates: the selected
// vehicle's arrows (each shaft and the two sides of its head, `pixelsPerUnit` sizing the head),
// its ΣF as applied and as summed, its dashed line to p′; and, for a handful of vehicles, the
// others' own arrows and ΣF as paintOverlay draws them faintly.
std::vector<QLineF> drawnArrowLines(const steer::World& w, int selected, const OverlayOptions& o, qreal pixelsPerUnit);

// How many of `lines` pass within `margin` of `box` (any coordinates, the same for both).
int linesCrossing(const QRectF& box, const std::vector<QLineF>& lines, qreal margin = 0);

// Moves each name of `names` (vehicleNameLabels' boxes, stage coordinates) that a stroke of
// `lines` crosses to above, right or left of its vehicle where fewer strokes cross it. `seen`,
// when given, is where a moved name must stay (the view; the stage without it); `uiScale` and
// `pixelsPerUnit` as painted.
void moveNamesOffLines(std::vector<TextLabel>& names, const steer::World& w, const std::vector<QLineF>& lines,
                       qreal pixelsPerUnit, qreal uiScale, const std::optional<QRectF>& seen);

} // namespace diagrams
