#pragma once
// The overlay's item painters, shared by the stage (world_painter.cpp) and the magnifier card, so
// that a vector has the same colour, line and head in both. Any coordinates: `pixelsPerUnit` is
// how many device pixels one unit of the painter covers (1 when painting in device pixels).
#include "explanation.h"
#include "overlay_geometry.h"

#include <QPainter>

namespace diagrams {

// One item in its kind's style (diagram_style.h): glowing when highlighted, `alpha` below 255
// fades it (outside a focus, a circle that does not push).
void drawItem(QPainter& p, steer::Geometry g, steer::ItemKind kind, const PlacedItem& it, bool highlighted,
              qreal pixelsPerUnit, qreal uiScale, int alpha = 255);
// truncate(ΣF, maxForce): the part applied at full strength, the part cut away (when there is
// one) faint and dashed, with an open head at the sum's tip.
void drawTruncation(QPainter& p, const TruncationParts& t, bool highlighted, qreal pixelsPerUnit, qreal uiScale);

} // namespace diagrams
