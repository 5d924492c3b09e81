#include "crowd_painter.h"

#include "diagram_style.h"
#include "overlay_geometry.h"

#include <QImage>
#include <QPaintEngine>

#include <algorithm>
#include <atomic>
#include <cmath>

namespace diagrams {

namespace {

std::atomic<bool> shortcutsOn{true};

// What can change on the device (seenDeviceRect), for the crowd shortcuts: only on a raster
// painter, and only while they are on.
std::optional<QRectF> visibleDeviceRect(const QPainter& p)
{
    if (!shortcutsOn.load(std::memory_order_relaxed) || !p.paintEngine()
        || p.paintEngine()->type() != QPaintEngine::Raster)
        return std::nullopt;
    return seenDeviceRect(p);
}

// A vehicle's own colour (as the palette shows it) taken 40 % towards the ink.
QRgb dotColor(std::uint32_t color, const QColor& ink)
{
    const QColor c = inPalette(QColor::fromRgb(QRgb(0xff000000u | color)));
    auto mix = [](int a, int b) { return (a * 3 + b * 2) / 5; };
    return qRgb(mix(c.red(), ink.red()), mix(c.green(), ink.green()), mix(c.blue(), ink.blue()));
}

} // namespace

void setCrowdShortcutsEnabled(bool on) { shortcutsOn.store(on, std::memory_order_relaxed); }

bool crowdShortcutsEnabled() { return shortcutsOn.load(std::memory_order_relaxed); }

std::optional<QRectF> seenDeviceRect(const QPainter& p)
{
    const QPaintDevice* device = p.device();
    const QTransform t = p.worldTransform();
    if (!device || !t.isInvertible() || t.type() > QTransform::TxScale)
        return std::nullopt;
    QRectF area(0, 0, device->width(), device->height());
    if (p.hasClipping())
        area &= t.mapRect(p.clipBoundingRect());
    return area;
}

std::optional<QRectF> seenStageRect(const QPainter& p)
{
    const std::optional<QRectF> area = seenDeviceRect(p);
    if (!area)
        return std::nullopt;
    return p.worldTransform().inverted().mapRect(*area);
}

std::optional<QRectF> visibleStageRect(const QPainter& p)
{
    const std::optional<QRectF> area = visibleDeviceRect(p);
    if (!area)
        return std::nullopt;
    return p.worldTransform().inverted().mapRect(*area);
}

bool crowdAsDots(const QPainter& p, const steer::World& w, qreal ppu)
{
    if (w.vehicles.size() <= kCrowdSize || !visibleDeviceRect(p))
        return false;
    return 20.0 * ppu * p.device()->devicePixelRatioF() < kCrowdDotBelowPixels;
}

void paintCrowdDots(QPainter& p, const steer::World& w, int selected)
{
    const std::optional<QRectF> area = visibleDeviceRect(p);
    if (!area)
        return;
    const QTransform t = p.worldTransform();
    const qreal dpr = p.device()->devicePixelRatioF();
    // The picture covers only the stage's part of the device (boids stay on the stage), so the
    // surround and the legend band cost nothing to clear and blend.
    const qreal slack = 20.0; // stage units: a vehicle on the edge reaches past it
    const QRect box = area->intersected(t.mapRect(QRectF(-slack, -slack, w.stageWidth + 2 * slack,
                                                         w.stageHeight + 2 * slack)))
                          .toAlignedRect();
    if (box.isEmpty())
        return;
    // One picture per painting thread (compare panes are painted on a pool thread), kept between
    // frames so that only its pixels are cleared, not reallocated.
    static thread_local QImage dots;
    const QSize pixels(int(std::ceil(box.width() * dpr)), int(std::ceil(box.height() * dpr)));
    if (dots.size() != pixels)
        dots = QImage(pixels, QImage::Format_ARGB32_Premultiplied);
    dots.fill(Qt::transparent);
    dots.setDevicePixelRatio(dpr);

    const QColor ink = stageStyle().ink;
    const int width = dots.width(), height = dots.height();
    const auto stride = std::size_t(dots.bytesPerLine() / 4);
    QRgb* bits = reinterpret_cast<QRgb*>(dots.bits());
    // The dot's top-left pixel: the vehicle's position rounded, less half the dot.
    const qreal ox = box.x() * dpr, oy = box.y() * dpr;
    for (std::size_t i = 0; i < w.vehicles.size(); ++i) {
        if (int(i) == selected)
            continue;
        const auto& v = w.vehicles[i];
        const QPointF at = t.map(QPointF(v.position.x, v.position.y));
        const int x0 = int(std::lround(at.x() * dpr - ox)) - kCrowdDotPixels / 2;
        const int y0 = int(std::lround(at.y() * dpr - oy)) - kCrowdDotPixels / 2;
        if (x0 + kCrowdDotPixels <= 0 || y0 + kCrowdDotPixels <= 0 || x0 >= width || y0 >= height)
            continue;
        const QRgb c = dotColor(v.color, ink);
        for (int y = std::max(0, y0); y < std::min(height, y0 + kCrowdDotPixels); ++y)
            for (int x = std::max(0, x0); x < std::min(width, x0 + kCrowdDotPixels); ++x)
                bits[std::size_t(y) * stride + std::size_t(x)] = c;
    }
    p.save();
    p.setWorldTransform(QTransform());
    p.drawImage(QPointF(box.topLeft()), dots);
    p.restore();
}

} // namespace diagrams
