#include "stage_item.h"

#include "crowd_painter.h"
#include "diagram_style.h"
#include "overlay_geometry.h"
#include "palette.h"
#include "picture.h"
#include "stage_view.h"
#include "world_painter.h"

#include <QPaintEngine>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QWidget>

#include <algorithm>
#include <array>
#include <cmath>

namespace {
constexpr qreal kOverlayReach = 450.0; // feelers (300) and in-sight discs (200) reach past the stage
}

StageItem::StageItem()
{
    setFlag(QGraphicsItem::ItemUsesExtendedStyleOption, false);
}

void StageItem::setWorld(const steer::World& w)
{
    const bool sizeChanged = w.stageWidth != world_.stageWidth || w.stageHeight != world_.stageHeight;
    if (sizeChanged)
        prepareGeometryChange();

    const bool crowd = w.vehicles.size() > diagrams::kCrowdSize;
    if (!crowd) {
        world_ = w;
    } else {
        // Everything but the records by plain assignment; records: full for the selected
        // vehicle, update only for the rest (what paintOverlay draws for them in a crowd).
        world_.scenario = w.scenario;
        world_.seed = w.seed;
        world_.stageWidth = w.stageWidth;
        world_.stageHeight = w.stageHeight;
        world_.vehicles = w.vehicles;
        world_.obstacles = w.obstacles;
        world_.path = w.path;
        world_.pointer = w.pointer;
        world_.variants = w.variants;
        world_.lennardJones = w.lennardJones;
        world_.frame = w.frame;
        world_.recordExplanations = w.recordExplanations;
        world_.explanations.resize(w.explanations.size());
        for (std::size_t i = 0; i < w.explanations.size(); ++i) {
            auto& dst = world_.explanations[i];
            const auto& src = w.explanations[i];
            dst.updated = src.updated;
            dst.update = src.update;
            if (int(i) == selected_)
                dst.calls = src.calls;
            else
                dst.calls.clear();
        }
    }
    update();
}

void StageItem::setSelected(int index)
{
    if (index == selected_)
        return;
    selected_ = index;
    update();
}

void StageItem::setOptions(const diagrams::OverlayOptions& o)
{
    options_ = o;
    update();
}

void StageItem::setTrailsEnabled(bool on)
{
    trailsOn_ = on;
    if (!on)
        clearTrails();
    update();
}

void StageItem::setTrails(std::vector<std::vector<steer::Vector2D>> trails)
{
    trails_ = std::move(trails);
    update();
}

void StageItem::clearTrails()
{
    trails_.clear();
    update();
}

std::size_t StageItem::trailLength(std::size_t vehicle) const
{
    return vehicle < trails_.size() ? trails_[vehicle].size() : 0;
}

void StageItem::setWaypointHighlight(int index)
{
    if (index == waypoint_)
        return;
    waypoint_ = index;
    update();
}

void StageItem::paintTrails(QPainter& p, qreal ppu, qreal ui) const
{
    if (trailsOn_)
        diagrams::paintTrails(p, trails_, ppu, ui); // as every export draws them
}

void StageItem::paintWaypointHighlight(QPainter& p, qreal ppu, qreal ui) const
{
    if (waypoint_ < 0 || std::size_t(waypoint_) >= world_.path.points.size())
        return;
    // The selection ring's amber: this one can be dragged, or deleted with a right-click or Delete.
    const auto& pt = world_.path.points[std::size_t(waypoint_)];
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(255, 200, 0, 170), 7.0 * ui / ppu));
    p.drawEllipse(QPointF(pt.x, pt.y), 13.0, 13.0);
    p.setPen(QPen(QColor(0x20, 0x24, 0x2a), 2.0 * ui / ppu));
    p.drawEllipse(QPointF(pt.x, pt.y), 13.0, 13.0);
}

void StageItem::setLayerCacheEnabled(bool on)
{
    // The picture is kept while off: switched on again it is used only if its key still holds.
    layerCacheOn_ = on;
    update();
}

bool StageItem::paintLayer(QPainter& p, qreal ppu, bool* obstaclesDone)
{
    // Only on a raster device whose pixels the picture can match one for one (the view's
    // viewport, or a grab of it); printers, PDF and SVG get the drawing itself.
    QPaintDevice* device = p.device();
    if (!layerCacheOn_ || !device || !p.paintEngine() || p.paintEngine()->type() != QPaintEngine::Raster)
        return false;
    const QTransform world = p.worldTransform();
    if (!world.isInvertible() || world.type() > QTransform::TxScale)
        return false;
    // `toDevice` takes logical device coordinates to the real pixels painted (it holds the
    // widget's place in the window's backing store and the pixel ratio): the picture is laid
    // on those same pixels, so its drawing is the direct drawing shifted by whole pixels.
    const QTransform toDevice = world.inverted() * p.deviceTransform();
    const qreal dpr = device->devicePixelRatioF();
    const QPointF origin = toDevice.map(QPointF(0, 0));
    if (origin != QPointF(std::round(origin.x()), std::round(origin.y())) || std::abs(toDevice.m11() - dpr) > 1e-9
        || std::abs(toDevice.m22() - dpr) > 1e-9)
        return false;

    LayerKey key;
    key.pixels = QSize(int(std::ceil(device->width() * dpr)), int(std::ceil(device->height() * dpr)));
    key.dpr = dpr;
    // Item coordinates to the picture's logical pixels: the device's transform less its origin,
    // at the picture's own pixel ratio.
    key.toLayer = p.deviceTransform() * QTransform::fromTranslate(-origin.x(), -origin.y())
        * QTransform::fromScale(1 / dpr, 1 / dpr);
    key.palette = int(diagrams::currentPalette());
    key.antialiased = p.testRenderHint(QPainter::Antialiasing);
    key.shortcuts = diagrams::crowdShortcutsEnabled();
    key.stageWidth = world_.stageWidth;
    key.stageHeight = world_.stageHeight;
    key.path = world_.path;
    // Obstacles that drift (AvoidTest's circles) are drawn live; still ones belong to the picture.
    key.withObstacles = std::all_of(world_.obstacles.begin(), world_.obstacles.end(),
                                    [](const steer::Obstacle& o) { return o.velocity.x == 0 && o.velocity.y == 0; });
    if (key.withObstacles)
        key.obstacles = world_.obstacles;
    // A plain ground (fill, grid, border) costs less to draw than to copy: the picture pays only
    // with antialiased shapes on it, a path or still obstacles.
    if (world_.path.points.empty() && key.obstacles.empty())
        return false;
    if (layer_.isNull() || !(key == layerKey_)) {
        // Opaque, in the view's surround colour, as the view's background under this item.
        layer_ = QImage(key.pixels, QImage::Format_RGB32); // opaque: drawn as a plain copy
        layer_.setDevicePixelRatio(dpr);
        layer_.fill(diagrams::stageStyle().surround);
        QPainter lp(&layer_);
        lp.setRenderHints(p.renderHints());
        lp.setTransform(key.toLayer);
        diagrams::paintStageGround(lp, world_, ppu);
        if (key.withObstacles)
            diagrams::paintObstacles(lp, world_, ppu);
        lp.end();
        layerKey_ = std::move(key);
        ++layerRenders_;
    }
    p.save();
    p.setWorldTransform(QTransform());
    p.drawImage(QPointF(0, 0), layer_); // logical (0, 0) is the real pixel `origin`
    p.restore();
    *obstaclesDone = layerKey_.withObstacles;
    return true;
}

QRectF StageItem::boundingRect() const
{
    return QRectF(-kOverlayReach, -kOverlayReach, world_.stageWidth + 2 * kOverlayReach,
                  world_.stageHeight + 2 * kOverlayReach);
}

void StageItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget* widget)
{
    if (shownByPicture_)
        return;
    // Sized by the whole window (a 1920x1080 window grows the text even though the view is only
    // part of it); by the device when painted elsewhere (an image, a test).
    QSizeF sizedBy;
    if (widget && widget->window())
        sizedBy = QSizeF(widget->window()->size());
    else if (const QPaintDevice* d = painter->device())
        sizedBy = QSizeF(d->width(), d->height());
    const auto* view = widget ? qobject_cast<const StageView*>(widget->parentWidget()) : nullptr;
    paintFrame(*painter, sizedBy, view ? view->labelArea() : QRectF());
}

void StageItem::paintFrame(QPainter& p, QSizeF windowSize, QRectF labelArea)
{
    QPainter* painter = &p;
    const QTransform t = painter->worldTransform();
    const qreal ppu = std::max<qreal>(1e-3, std::hypot(t.m11(), t.m12()));
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setRenderHint(QPainter::TextAntialiasing, true);
    // Text and lines grow with big screens, as in exports (the device is the view's viewport).
    diagrams::OverlayOptions o = options_;
    if (!windowSize.isEmpty())
        o.uiScale *= diagrams::autoUiScale(windowSize);
    if (!labelArea.isEmpty())
        o.labelArea = labelArea;
    bool obstaclesDone = false;
    if (paintLayer(*painter, ppu, &obstaclesDone)) {
        if (!obstaclesDone)
            diagrams::paintObstacles(*painter, world_, ppu);
        diagrams::paintPointerTarget(*painter, world_, ppu);
    } else {
        diagrams::paintStage(*painter, world_, ppu);
    }
    paintTrails(*painter, ppu, o.uiScale);
    paintWaypointHighlight(*painter, ppu, o.uiScale);
    diagrams::paintVehicles(*painter, world_, selected_, o, ppu);
    diagrams::paintOverlay(*painter, world_, selected_, o, ppu);
    diagrams::paintVehicleNames(*painter, world_, selected_, o, ppu);
}
