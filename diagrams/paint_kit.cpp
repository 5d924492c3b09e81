#include "paint_kit.h"

#include "diagram_style.h"

#include <QFontMetricsF>
#include <QHash>
#include <QImage>
#include <QPaintEngine>
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

namespace {

// Glyph outlines per text and font: shaping the same "v" and "F" every frame is dear.
const QPainterPath& glyphOutline(const QString& text, const QFont& font)
{
    static thread_local QHash<QString, QPainterPath> cache;
    const QString key = text + QLatin1Char('|') + QString::number(font.pixelSize()) + (font.bold() ? u'b' : u'n')
        + font.families().value(0);
    auto found = cache.constFind(key);
    if (found == cache.constEnd()) {
        if (cache.size() > 512)
            cache.clear();
        // A font engine of its own (ForceOutline is part of the engine's key) that only ever makes
        // these paths. An outline depends on what its engine did before: with the engine widget
        // text shares, the GUI thread's "персонаж" lay 1/64 px off a pool thread's once the window
        // had shown Chinese and Russian, and the stage is painted on a pool thread
        // (StageView::paintEvent) while tests compare it with the GUI thread's painting.
        QFont outlined = font;
        outlined.setStyleStrategy(QFont::StyleStrategy(font.styleStrategy() | QFont::ForceOutline));
        QPainterPath glyphs;
        glyphs.addText(QPointF(0, 0), outlined, text);
        found = cache.insert(key, glyphs);
    }
    return *found;
}

// A white halo under the glyphs keeps labels readable over arrows and circles.
void paintHaloText(QPainter& p, const QPainterPath& glyphs, const QColor& color)
{
    p.setPen(QPen(stageStyle().halo, 3.5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(Qt::NoBrush);
    p.drawPath(glyphs);
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    p.drawPath(glyphs);
}

// One label as it lands on device pixels: the halo and glyphs painted once into an image, with
// the device pixel of the text's origin inside it.
struct LabelSprite {
    QImage image;
    QPoint origin;
};

// On a pixel device a label is painted once and then copied each frame: stroking the halo round
// every glyph was the dearest part of a frame's overlay (a profile of four compare panes put it
// at a sixth of all the painting). The label's origin is put on a whole device pixel, so a copy
// is the same pixels as painting it there afresh.
const LabelSprite& labelSprite(const QString& text, const QFont& font, const QColor& color, qreal scale)
{
    static thread_local QHash<QString, LabelSprite> cache;
    const QString key = text + QLatin1Char('|') + font.key() + QLatin1Char('|') + QString::number(color.rgba(), 16)
        + QLatin1Char('|') + QString::number(stageStyle().halo.rgba(), 16) + QLatin1Char('|') + QString::number(scale, 'g', 6);
    auto found = cache.constFind(key);
    if (found != cache.constEnd())
        return *found;
    if (cache.size() > 2048)
        cache.clear();
    const QPainterPath& glyphs = glyphOutline(text, font);
    const qreal margin = 3.0; // the halo's half width (1.75) and the antialiased edge
    const QRectF box = glyphs.boundingRect().adjusted(-margin, -margin, margin, margin);
    const QRect device = QTransform::fromScale(scale, scale).mapRect(box).toAlignedRect();
    LabelSprite sprite;
    sprite.origin = -device.topLeft();
    sprite.image = QImage(device.size().expandedTo(QSize(1, 1)), QImage::Format_ARGB32_Premultiplied);
    sprite.image.fill(Qt::transparent);
    QPainter q(&sprite.image);
    q.setRenderHint(QPainter::Antialiasing);
    q.translate(sprite.origin);
    q.scale(scale, scale);
    paintHaloText(q, glyphs, color);
    q.end();
    return *cache.insert(key, sprite);
}

} // namespace

void drawScreenText(QPainter& p, QPointF at, qreal dx, qreal dy, const QString& text, const QFont& font,
                    const QColor& color, qreal pixelsPerUnit)
{
    if (text.isEmpty())
        return;
    p.save();
    p.translate(at);
    p.scale(1.0 / pixelsPerUnit, 1.0 / pixelsPerUnit);
    const QFontMetricsF fm(font);
    const QPointF baseline(dx, dy + fm.ascent() * 0.5);
    // Logical to device pixels: a uniform scale and a shift, on a raster device, can take the
    // label's picture; anything else (SVG, PDF, a turned painter) gets the outlines themselves.
    // The device transform holds everything between the label and the pixels: the view's scale,
    // the device pixel ratio (1.5 at 150 % scaling) and the widget's place in the window.
    const QTransform toDevice = p.deviceTransform();
    const bool sprite = p.paintEngine() && p.paintEngine()->type() == QPaintEngine::Raster
        && toDevice.type() <= QTransform::TxScale && toDevice.m11() > 0 && qFuzzyCompare(toDevice.m11(), toDevice.m22());
    if (sprite) {
        const LabelSprite& s = labelSprite(text, font, color, toDevice.m11());
        const QPointF o = toDevice.map(baseline);
        const QPoint corner = QPoint(int(std::lround(o.x())), int(std::lround(o.y()))) - s.origin;
        // With the painter's own transform reset, what is left (the ratio and the widget's place)
        // is undone for the corner, and the image's own pixel ratio undoes the ratio for its
        // size, so each of its pixels lands on exactly one of the device's.
        p.resetTransform();
        const QTransform base = p.deviceTransform();
        QImage image = s.image;
        image.setDevicePixelRatio(base.m11());
        p.drawImage(base.inverted().map(QPointF(corner)), image);
    } else {
        paintHaloText(p, glyphOutline(text, font).translated(baseline), color);
    }
    p.restore();
}

} // namespace diagrams
