// The whole frame as exports draw it: the stage fitted beside or above its legend (world_painter.h).
#include "world_painter.h"

#include "picture.h"
#include "stage_fit.h"
#include "palette.h"

#include <algorithm>

namespace diagrams {

bool legendColumnFits(QSizeF area, qreal columnWidth, const steer::World& w)
{
    const qreal whole = std::min(area.width() / w.stageWidth, area.height() / w.stageHeight);
    const qreal beside = std::min((area.width() - columnWidth) / w.stageWidth, area.height() / w.stageHeight);
    return beside >= 0.85 * whole;
}

FrameLayout frameLayout(const QRectF& target, const steer::World& w, int selected, const OverlayOptions& o)
{
    constexpr qreal margin = 12.0;
    const QRectF area = target.adjusted(margin, margin, -margin, -margin);
    const StageMargins m = stageMargins(w, o);
    // A folded legend is the window's chip, a button: a picture leaves it out.
    const QSizeF column = o.legendFolded ? QSizeF() : legendSize(w, selected, o, 1);
    if (column.isEmpty()) {
        const StageFit fit = fitStage(area, w, m);
        return {fit.stage, fit.pixelsPerUnit, QRectF(), 1};
    }
    // Beside the stage, or in a band of as many columns as fit across under it: whichever leaves
    // the larger stage. Either way the legend never covers the stage.
    QRectF besideArea = area;
    besideArea.setRight(area.right() - column.width() - margin);
    const StageFit beside = fitStage(besideArea, w, m);
    int columns = 1;
    while (columns < 6 && legendSize(w, selected, o, columns + 1).width() <= area.width())
        ++columns;
    const QSizeF band = legendSize(w, selected, o, columns);
    QRectF belowArea = area;
    belowArea.setBottom(area.bottom() - band.height() - margin);
    const StageFit below = fitStage(belowArea, w, m);
    const bool columnFits = column.height() <= area.height() && besideArea.width() > 0;
    if (columnFits && (beside.pixelsPerUnit >= below.pixelsPerUnit || band.width() > area.width())) {
        const qreal left = std::min(besideArea.right() + margin, target.right() - margin - column.width());
        return {beside.stage, beside.pixelsPerUnit, QRectF(QPointF(left, area.top()), column), 1};
    }
    const QRectF box(area.center().x() - band.width() / 2, area.bottom() - band.height(), band.width(), band.height());
    return {below.stage, below.pixelsPerUnit, box, columns};
}

qreal autoUiScale(QSizeF device)
{
    return std::clamp(std::min(device.width() / 1280.0, device.height() / 800.0), 1.0, 2.5);
}

void renderFrame(QPainter& p, const QRectF& target, const steer::World& w, int selected, const OverlayOptions& given,
                 const StageNotes& notes)
{
    OverlayOptions o = given;
    o.uiScale *= autoUiScale(target.size()) * stageStyle().textScale;
    renderFrameScaled(p, target, w, selected, o, notes, {});
}

void renderFrameScaled(QPainter& p, const QRectF& target, const steer::World& w, int selected, const OverlayOptions& o,
                       const StageNotes& notes, const std::vector<std::vector<steer::Vector2D>>& trails)
{
    const FrameLayout layout = frameLayout(target, w, selected, o);
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setRenderHint(QPainter::TextAntialiasing, true);
    p.fillRect(target, stageStyle().surround);
    // Feelers and in-sight discs may reach past the stage, but never into the legend's part.
    QRectF clip = target;
    if (!layout.legend.isEmpty()) {
        if (layout.legend.left() > layout.stage.right())
            clip.setRight(layout.legend.left() - 4);
        else
            clip.setBottom(layout.legend.top() - 4);
    }
    p.setClipRect(clip);
    p.translate(layout.stage.topLeft());
    p.scale(layout.pixelsPerUnit, layout.pixelsPerUnit);
    paintStage(p, w, layout.pixelsPerUnit);
    if (!trails.empty())
        paintTrails(p, trails, layout.pixelsPerUnit, o.uiScale);
    paintVehicles(p, w, selected, o, layout.pixelsPerUnit);
    paintOverlay(p, w, selected, o, layout.pixelsPerUnit);
    paintVehicleNames(p, w, selected, o, layout.pixelsPerUnit);
    paintStageNotes(p, notes, layout.pixelsPerUnit, o.uiScale);
    p.restore();
    if (!layout.legend.isEmpty())
        paintLegend(p, layout.legend, w, selected, o, layout.legendColumns);
}

} // namespace diagrams
