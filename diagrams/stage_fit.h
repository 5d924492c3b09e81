#pragma once
// How the stage is fitted into a part of a view or picture so that a vehicle standing on its edge
// (the seeds start some in a corner), its selection ring and its name under it stay fully in
// sight: a margin in stage units for the ring, and one in device pixels for the name's text,
// which keeps its screen size whatever the zoom.
#include "overlay_options.h"
#include "world.h"

#include <QRectF>

namespace diagrams {

struct StageMargins {
    qreal units = 0;     // round the stage, in stage units (the selection ring's radius and its pen)
    qreal nameHalf = 0;  // half the widest vehicle name, device pixels (a name is centred on its vehicle)
    qreal below = 0;     // device pixels under the ring that a name takes
};

// `o.uiScale` must be the final one (with autoUiScale), as when painting.
StageMargins stageMargins(const steer::World& w, const OverlayOptions& o);

struct StageFit {
    QRectF stage;         // where the stage rectangle (0, 0, width, height) lands, device coordinates
    qreal pixelsPerUnit;
};

// The largest stage that fits `area` with its margins, centred in what is left.
StageFit fitStage(const QRectF& area, const steer::World& w, const StageMargins& m);

} // namespace diagrams
