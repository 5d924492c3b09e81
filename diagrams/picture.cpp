#include "picture.h"

#include "diagram_style.h"
#include "paint_kit.h"
#include "pane_grid.h"
#include "world_painter.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QLineF>

#include <algorithm>
#include <array>
#include <cmath>

namespace diagrams {
namespace {
constexpr qreal kCaptionPixels = 16.0; // a caption's text at uiScale 1 (the window's bold label)
constexpr qreal kFramePixels = 14.0;   // the frame number's text at uiScale 1
constexpr qreal kGapPixels = 4.0;      // between the cells, as the compare area's grid spacing
} // namespace

void paintTrails(QPainter& p, const Trails& trails, qreal ppu, qreal ui)
{
    // Older segments fainter: segments are grouped into a few alpha steps, one drawLines each.
    constexpr int kSteps = 6;
    static thread_local std::array<std::vector<QLineF>, kSteps> buckets;
    for (auto& b : buckets)
        b.clear();
    for (const auto& trail : trails) {
        const std::size_t count = trail.size();
        for (std::size_t k = 1; k < count; ++k) {
            const QPointF a(trail[k - 1].x, trail[k - 1].y);
            const QPointF b(trail[k].x, trail[k].y);
            // A wrap across the stage edge is a jump, not a path.
            if (std::abs(a.x() - b.x()) > 60 || std::abs(a.y() - b.y()) > 60)
                continue;
            const int step = int((k * kSteps) / count);
            buckets[std::size_t(std::min(step, kSteps - 1))].emplace_back(a, b);
        }
    }
    const StageStyle& st = stageStyle();
    p.save();
    for (int s = 0; s < kSteps; ++s) {
        if (buckets[std::size_t(s)].empty())
            continue;
        QColor c = st.trail;
        c.setAlpha(st.trailAlphaOldest + ((st.trailAlphaNewest - st.trailAlphaOldest) * s) / (kSteps - 1));
        p.setPen(QPen(c, st.trailWidth * ui / ppu, Qt::SolidLine, Qt::RoundCap));
        p.drawLines(buckets[std::size_t(s)].data(), int(buckets[std::size_t(s)].size()));
    }
    p.restore();
}

QString frameNumberText(std::int64_t frame)
{
    return QCoreApplication::translate("Export", "Frame %1").arg(frame);
}

PictureLayout pictureLayout(const QRectF& target, const Picture& picture)
{
    PictureLayout out;
    // Text grows with the whole picture, as the window's grows with the window (not with a pane).
    out.uiScale = picture.overlay.uiScale * autoUiScale(target.size()) * stageStyle().textScale;
    QRectF area = target;
    if (picture.frameNumber) {
        const qreal h = QFontMetricsF(classroomFont(kFramePixels * out.uiScale)).height() + 8 * out.uiScale;
        out.frameLine = QRectF(target.left(), target.bottom() - h, target.width(), h);
        area.setBottom(out.frameLine.top());
    }
    const int count = std::max<int>(1, int(picture.panes.size()));
    if (count == 1 && (picture.panes.empty() || picture.panes.front().caption.isEmpty())) {
        out.captions.push_back(QRectF());
        out.stages.push_back(area);
        return out;
    }
    // The cells as the window's compare area places them (diagrams::paneGrid).
    const std::vector<QRectF> cells = paneRects(area, count, kGapPixels * out.uiScale);
    const QFont font = classroomFont(kCaptionPixels * out.uiScale, true);
    const QFontMetricsF fm(font);
    for (int i = 0; i < count; ++i) {
        const QRectF& cell = cells[std::size_t(i)];
        const QString text = i < int(picture.panes.size()) ? picture.panes[std::size_t(i)].caption : QString();
        // A long caption wraps (as the window's label does) instead of being cut.
        const QRectF textBox = fm.boundingRect(QRectF(0, 0, cell.width() - 12 * out.uiScale, 1e6), Qt::TextWordWrap, text);
        const qreal h = std::min(cell.height() / 3, textBox.height() + 4 * out.uiScale);
        out.captions.push_back(QRectF(cell.left(), cell.top(), cell.width(), h));
        out.stages.push_back(QRectF(cell.left(), cell.top() + h, cell.width(), cell.height() - h));
    }
    return out;
}

void renderPicture(QPainter& p, const QRectF& target, const Picture& picture)
{
    const PictureLayout layout = pictureLayout(target, picture);
    p.save();
    p.fillRect(target, stageStyle().surround);
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setRenderHint(QPainter::TextAntialiasing, true);
    OverlayOptions o = picture.overlay;
    o.uiScale = layout.uiScale;
    o.live = false;
    if (picture.panes.size() > 1)
        o.legend = false; // as the window while comparing: a legend would take a pane's room
    if (o.legendFolded)
        o.legend = false; // the folded chip is a button of the window: a picture has no use for it
    for (std::size_t i = 0; i < picture.panes.size() && i < layout.stages.size(); ++i) {
        const PicturePane& pane = picture.panes[i];
        if (!layout.captions[i].isEmpty()) {
            p.setFont(classroomFont(kCaptionPixels * layout.uiScale, true));
            p.setPen(stageStyle().ink);
            p.drawText(layout.captions[i].adjusted(6 * layout.uiScale, 2 * layout.uiScale, -6 * layout.uiScale, 0),
                       Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, pane.caption);
        }
        const int selected = picture.selected < int(pane.world.vehicles.size()) ? picture.selected : -1;
        renderFrameScaled(p, layout.stages[i], pane.world, selected, o, pane.notes, pane.trails);
    }
    if (!layout.frameLine.isEmpty()) {
        p.setFont(classroomFont(kFramePixels * layout.uiScale));
        p.setPen(stageStyle().ink);
        p.drawText(layout.frameLine.adjusted(12 * layout.uiScale, 0, -12 * layout.uiScale, 0), Qt::AlignLeft | Qt::AlignVCenter,
                   frameNumberText(picture.frame));
    }
    p.restore();
}

} // namespace diagrams
