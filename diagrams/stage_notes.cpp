#include "stage_notes.h"

#include "diagram_style.h"
#include "paint_kit.h"

#include <QFontMetricsF>
#include <QLineF>

#include <algorithm>
#include <cmath>

namespace diagrams {
namespace {

constexpr qreal kPadPixels = 5.0;  // between the text and its frame
constexpr qreal kGapPixels = 6.0;  // between an arrow's tail and its label

constexpr qreal kMaxWidthPixels = 300.0; // longer notes wrap: a note must not cover the stage
constexpr int kTextFlags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;

QSizeF textSize(const QString& text, const QFont& font, qreal uiScale)
{
    const QFontMetricsF fm(font);
    return fm.boundingRect(QRectF(0, 0, kMaxWidthPixels * uiScale, 1e6), kTextFlags, text).size();
}

} // namespace

QRectF stageNoteTextBox(const StageNote& n, qreal ppu, qreal uiScale)
{
    if (n.text.isEmpty())
        return {};
    const QFont font = classroomFont(kNoteTextPixels * uiScale);
    const QSizeF px = textSize(n.text, font, uiScale) + QSizeF(2 * kPadPixels, 2 * kPadPixels) * uiScale;
    const QSizeF units = px / ppu;
    if (!n.arrow)
        return QRectF(n.at, units);
    // The label sits beyond the tail, on the side away from the head, so the arrow points from it.
    QPointF away = n.tail - n.at;
    const qreal len = std::hypot(away.x(), away.y());
    away = len > 1e-9 ? away / len : QPointF(0, -1);
    const qreal gap = kGapPixels * uiScale / ppu;
    // Far enough along `away` that the box's edge, not its centre, is `gap` from the tail.
    const qreal reach = std::abs(away.x()) * units.width() / 2 + std::abs(away.y()) * units.height() / 2 + gap;
    const QPointF centre = n.tail + away * reach;
    return QRectF(centre - QPointF(units.width() / 2, units.height() / 2), units);
}

bool stageNoteContains(const StageNote& n, QPointF point, qreal ppu, qreal uiScale)
{
    const QRectF box = stageNoteTextBox(n, ppu, uiScale);
    if (!box.isEmpty() && box.contains(point))
        return true;
    if (!n.arrow)
        return false;
    // Distance from the shaft, in screen pixels.
    const QLineF shaft(n.tail, n.at);
    const qreal l2 = shaft.dx() * shaft.dx() + shaft.dy() * shaft.dy();
    qreal t = l2 > 0 ? ((point.x() - n.tail.x()) * shaft.dx() + (point.y() - n.tail.y()) * shaft.dy()) / l2 : 0;
    t = std::clamp<qreal>(t, 0, 1);
    const QPointF nearest = shaft.pointAt(t);
    return std::hypot(point.x() - nearest.x(), point.y() - nearest.y()) * ppu <= 8.0 * uiScale;
}

void paintStageNotes(QPainter& p, const StageNotes& notes, qreal ppu, qreal uiScale)
{
    if (notes.empty())
        return;
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    const QFont font = classroomFont(kNoteTextPixels * uiScale);
    for (const StageNote& n : notes) {
        if (n.arrow) {
            p.setPen(screenPen(n.color, kNoteArrowPixels * uiScale, ppu));
            p.setBrush(n.color);
            drawArrow(p, n.tail, n.at, 16.0 * uiScale, ppu);
        }
        const QRectF box = stageNoteTextBox(n, ppu, uiScale);
        if (!box.isEmpty()) {
            // A light card framed in the note's colour: readable over vectors and vehicles.
            p.setPen(screenPen(n.color, 1.5 * uiScale, ppu));
            p.setBrush(stageStyle().card);
            p.drawRect(box);
            // Text is laid out in device pixels (fonts do not scale well in stage units).
            p.save();
            p.translate(box.topLeft());
            p.scale(1 / ppu, 1 / ppu);
            p.setFont(font);
            p.setPen(n.color.darker(140));
            const qreal pad = kPadPixels * uiScale;
            // A hair wider than measured: the same words must wrap at the same places.
            p.drawText(QRectF(pad, pad, box.width() * ppu - 2 * pad + 1, box.height() * ppu - 2 * pad),
                       kTextFlags, n.text);
            p.restore();
        }
        if (n.picked) {
            QRectF frame = box.isEmpty() ? QRectF(n.tail, n.at).normalized() : box;
            if (n.arrow)
                frame = frame.united(QRectF(n.tail, n.at).normalized());
            const qreal m = 4.0 * uiScale / ppu;
            p.setPen(screenPen(QColor(20, 80, 200), 1.5 * uiScale, ppu, Qt::DashLine));
            p.setBrush(Qt::NoBrush);
            p.drawRect(frame.adjusted(-m, -m, m, m));
        }
    }
    p.restore();
}

} // namespace diagrams
