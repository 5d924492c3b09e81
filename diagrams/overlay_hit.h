#pragma once
// Which overlay item of the selected vehicle lies under a stage position (for hover highlights and
// tooltips). Works on the same placed geometry as the painter.
#include "overlay_options.h"
#include "world.h"

#include <QPointF>

#include <optional>

namespace diagrams {

struct OverlayHit {
    int call = -1;          // index into explanations[selected].calls; -1 for the update's total force
    steer::ItemKind kind;
    std::size_t item = 0;   // index into that call's items (unused for the total force)
};

// Nearest visible item within `tolerance` stage units of `pos`; arrows and points win over the
// big circles they sit in.
std::optional<OverlayHit> overlayItemAt(const steer::World& w, int selected, const OverlayOptions& o, QPointF pos,
                                        double tolerance);

} // namespace diagrams
