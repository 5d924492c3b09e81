#pragma once
// Which overlay item of the selected vehicle lies under a stage position (for hover highlights and
// tooltips). Works on the same placed geometry as the painter.
#include "overlay_options.h"
#include "world.h"

#include <QPointF>
#include <QRectF>

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

// The legend on a view: which row lies under `pos` (viewport pixels) when paintLegend drew it into
// `area` with these options and columns. inBox tells a click on the legend from one on the stage;
// kind is empty between rows, on the title and on the rows that are not an item kind.
struct LegendHit {
    bool inBox = false;
    std::optional<steer::ItemKind> kind;
    bool fold = false; // on the fold control: the header's triangle, or anywhere on the folded chip
    int line = -1;     // the row under the title (kinds, ghost, pointer target, vector scale); -1 none
};
LegendHit legendRowAt(const QRectF& area, const steer::World& w, int selected, const OverlayOptions& o, int columns,
                      QPointF pos);
// What a row's hover tooltip says: the row's name in the interface language (after its symbol),
// then in each extra language; empty off the rows. The compact legend shows only glyph and symbol.
QStringList legendRowNames(const steer::World& w, int selected, const OverlayOptions& o, const LegendHit& hit);
// The rule a click on a legend row focuses (as the formula panel's ◎ of its call): the rule whose
// force the row names (F, F_sep, F_coh, F_a, F_wander, F_avoid, flee's force) for the selected
// vehicle; none for the other rows.
std::optional<steer::Rule> legendRule(const steer::World& w, int selected, steer::ItemKind kind);

} // namespace diagrams
