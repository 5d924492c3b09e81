#include "stage_fit.h"

#include "paint_kit.h"
#include "world_painter.h"

#include <QFontMetricsF>

#include <algorithm>
#include <set>

namespace diagrams {

StageMargins stageMargins(const steer::World& w, const OverlayOptions& o)
{
    StageMargins m;
    m.units = kSelectionRingUnits + 2.0;
    if (!o.vehicleNames || w.vehicles.empty())
        return m;
    // Measured as vehicleNameLabels draws them (bold, the selected vehicle's), once per distinct
    // name: a thousand-vehicle flock has a few name widths, not a thousand.
    std::set<std::string> ids;
    for (const auto& v : w.vehicles)
        ids.insert(v.id);
    const QFontMetricsF fm(classroomFont(kNamePixels * o.uiScale, true));
    for (const std::string& id : ids)
        m.nameHalf = std::max(m.nameHalf, fm.horizontalAdvance(vehicleName(id)) / 2 + 3);
    m.below = kNameGapPixels * o.uiScale + fm.ascent() * 0.5 + fm.descent() + 4;
    return m;
}

StageFit fitStage(const QRectF& area, const steer::World& w, const StageMargins& m)
{
    const qreal sw = w.stageWidth + 2 * m.units;
    const qreal sh = w.stageHeight + 2 * m.units;
    // A name sticks out sideways only by what its half-width exceeds the margin in units, which
    // depends on the scale being found: two passes settle it (the second changes it little).
    qreal ppu = std::min(area.width() / sw, (area.height() - m.below) / sh);
    for (int pass = 0; pass < 2; ++pass) {
        const qreal side = std::max<qreal>(0, m.nameHalf - m.units * ppu);
        ppu = std::min((area.width() - 2 * side) / sw, (area.height() - m.below) / sh);
    }
    ppu = std::max<qreal>(ppu, 1e-3);
    const qreal side = std::max<qreal>(0, m.nameHalf - m.units * ppu);
    const QSizeF used(sw * ppu + 2 * side, sh * ppu + m.below);
    const QPointF corner(area.center().x() - used.width() / 2, area.center().y() - used.height() / 2);
    const QPointF origin = corner + QPointF(side + m.units * ppu, m.units * ppu);
    return {QRectF(origin, QSizeF(w.stageWidth * ppu, w.stageHeight * ppu)), ppu};
}

} // namespace diagrams
