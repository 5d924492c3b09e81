#include "paint_kit.h"

#include "diagram_style.h"

#include <QFontMetricsF>
#include <QHash>
#include <QPainterPath>
#include <QStringList>

#include <cmath>

namespace diagrams {

QFont classroomFont(qreal pixels, bool bold)
{
    QFont f;
    // DejaVu Sans first for Latin and Cyrillic, Noto Sans CJK for Chinese: both ship with the
    // Debian packages the README installs, so a projector shows the same glyphs everywhere.
    f.setFamilies({QStringLiteral("DejaVu Sans"), QStringLiteral("Noto Sans CJK SC"), QStringLiteral("sans-serif")});
    f.setPixelSize(std::max(1, int(std::lround(pixels))));
    f.setBold(bold);
    f.setStyleHint(QFont::SansSerif);
    return f;
}

QPen screenPen(const QColor& c, qreal pixels, qreal pixelsPerUnit, Qt::PenStyle style)
{
    QPen pen(c, pixels / pixelsPerUnit, style, Qt::RoundCap, Qt::RoundJoin);
    return pen;
}

QPen hairPen(const QColor& c)
{
    QPen pen(c, 1.0, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin);
    pen.setCosmetic(true);
    return pen;
}

void drawArrow(QPainter& p, QPointF from, QPointF to, qreal headPixels, qreal pixelsPerUnit, bool openHead)
{
    const QLineF shaft(from, to);
    const qreal len = shaft.length();
    if (len <= 1e-9)
        return;
    qreal head = headPixels / pixelsPerUnit;
    // Short vectors still get a head, but never one longer than half the arrow.
    head = std::min(head, len * 0.6);
    const QPointF dir = (to - from) / len;
    const QPointF normal(-dir.y(), dir.x());
    const QPointF base = to - dir * head;
    const QPen pen = p.pen();
    QPen solid = pen;
    solid.setStyle(Qt::SolidLine);
    if (openHead) {
        // A V of solid strokes; the dashed shaft stops a little short so no dash hides the tip.
        p.drawLine(from, to - dir * std::min(head * 0.25, len * 0.2));
        p.setPen(solid);
        p.drawLine(to, base + normal * (head * 0.5));
        p.drawLine(to, base - normal * (head * 0.5));
        p.setPen(pen);
        return;
    }
    // Stop the shaft inside the head so a wide dashed pen does not poke through the tip.
    p.drawLine(from, base + dir * (head * 0.3));
    QPolygonF tri;
    tri << to << base + normal * (head * 0.45) << base - normal * (head * 0.45);
    solid.setWidthF(pen.widthF() * 0.5);
    p.setPen(solid);
    p.setBrush(pen.color());
    p.drawPolygon(tri);
    p.setBrush(Qt::NoBrush);
    p.setPen(pen);
}

void appendArrowLines(std::vector<QLineF>& lines, QPointF from, QPointF to, qreal headUnits)
{
    const qreal dx = to.x() - from.x();
    const qreal dy = to.y() - from.y();
    const qreal len = std::sqrt(dx * dx + dy * dy);
    lines.emplace_back(from, to);
    if (len <= 1e-9)
        return;
    const qreal head = std::min(headUnits, len * 0.6);
    const qreal ux = dx / len;
    const qreal uy = dy / len;
    const QPointF base(to.x() - ux * head, to.y() - uy * head);
    const QPointF n(-uy * head * 0.45, ux * head * 0.45);
    lines.emplace_back(to, base + n);
    lines.emplace_back(to, base - n);
}

void drawScreenText(QPainter& p, QPointF at, qreal dx, qreal dy, const QString& text, const QFont& font,
                    const QColor& color, qreal pixelsPerUnit)
{
    if (text.isEmpty())
        return;
    p.save();
    p.translate(at);
    p.scale(1.0 / pixelsPerUnit, 1.0 / pixelsPerUnit);
    p.setFont(font);
    const QFontMetricsF fm(font);
    const QPointF baseline(dx, dy + fm.ascent() * 0.5);
    // Glyph outlines are cached per text and size: shaping the same "v" and "F" every frame is
    // the dearest part of painting the labels.
    static thread_local QHash<QString, QPainterPath> cache;
    const QString key = text + QLatin1Char('|') + QString::number(font.pixelSize()) + (font.bold() ? u'b' : u'n')
        + font.families().value(0);
    auto found = cache.constFind(key);
    if (found == cache.constEnd()) {
        if (cache.size() > 512)
            cache.clear();
        QPainterPath glyphs;
        glyphs.addText(QPointF(0, 0), font, text);
        found = cache.insert(key, glyphs);
    }
    const QPainterPath path = found->translated(baseline);
    // A white halo under the glyphs keeps labels readable over arrows and circles.
    p.setPen(QPen(stageStyle().halo, 3.5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(Qt::NoBrush);
    p.drawPath(path);
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    p.drawPath(path);
    p.restore();
}

} // namespace diagrams
