#include "stage_view.h"

#include "overlay_geometry.h"
#include "overlay_hit.h"
#include "scenarios.h"
#include "stage_item.h"
#include "world_painter.h"

#include <QGraphicsScene>
#include <QMouseEvent>
#include <QPainter>
#include <QResizeEvent>
#include <QScrollBar>
#include <QWheelEvent>

#include <cmath>

namespace {
constexpr qreal kZoomStep = 1.25;
constexpr qreal kMinZoom = 0.2;  // relative to the fitted scale
constexpr qreal kMaxZoom = 12.0;
constexpr qreal kGrabPx = 14.0;   // how close (screen pixels) a press must be to grab a marker
constexpr qreal kDragStartPx = 4.0;
constexpr qreal kSceneReach = 4000.0; // room to pan around the stage
}

StageView::StageView(QWidget* parent)
    : QGraphicsView(parent)
{
    auto* scene = new QGraphicsScene(this);
    item_ = new StageItem;
    scene->addItem(item_);
    setScene(scene);
    setRenderHint(QPainter::Antialiasing, true);
    setRenderHint(QPainter::TextAntialiasing, true);
    // One item repaints the whole frame anyway; partial updates would only add bookkeeping.
    setViewportUpdateMode(QGraphicsView::FullViewportUpdate);
    setOptimizationFlag(QGraphicsView::DontSavePainterState, true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setBackgroundBrush(QColor(0xdd, 0xe1, 0xe6));
    setFrameShape(QFrame::NoFrame);
    setMouseTracking(true);
    setMinimumSize(320, 240);
    updateSceneRect();
    setToolTip(tr("Click a vehicle to select it. Wheel: zoom. Drag empty space: pan."));
}

StageView::~StageView() = default;

void StageView::updateSceneRect()
{
    const steer::World& w = item_->world();
    scene()->setSceneRect(-kSceneReach, -kSceneReach, w.stageWidth + 2 * kSceneReach, w.stageHeight + 2 * kSceneReach);
}

void StageView::setWorld(const steer::World& world)
{
    const steer::World& old = item_->world();
    const bool scenarioChanged = world.scenario != old.scenario || world.stageWidth != old.stageWidth
        || world.stageHeight != old.stageHeight;
    item_->setWorld(world);
    if (scenarioChanged) {
        updateSceneRect();
        if (fitted_)
            fitStage();
    }
    viewport()->update();
}

const steer::World& StageView::world() const { return item_->world(); }

void StageView::setFrame(const steer::World& world, int vehicleIndex)
{
    item_->setSelected(vehicleIndex);
    setWorld(world);
}

void StageView::setSelected(int vehicleIndex)
{
    item_->setSelected(vehicleIndex);
    viewport()->update();
}

int StageView::selected() const { return item_->selected(); }

void StageView::setOverlay(const diagrams::OverlayOptions& options)
{
    const bool legendChanged = options.legend != item_->options().legend;
    item_->setOptions(options);
    if (legendChanged && fitted_)
        fitStage();
    viewport()->update();
}

const diagrams::OverlayOptions& StageView::overlay() const { return item_->options(); }

void StageView::setTrailsEnabled(bool on)
{
    item_->setTrailsEnabled(on);
    viewport()->update();
}

bool StageView::trailsEnabled() const { return item_->trailsEnabled(); }

void StageView::clearTrails()
{
    item_->clearTrails();
    viewport()->update();
}

qreal StageView::zoomFactor() const
{
    const qreal fit = fittedScale();
    return fit > 0 ? transform().m11() / fit : 1.0;
}

qreal StageView::fittedScale() const
{
    const steer::World& w = item_->world();
    const QRectF area = stageArea();
    return std::max<qreal>(1e-3, std::min(area.width() / w.stageWidth, area.height() / w.stageHeight));
}

StageView::LegendPlacement StageView::legendPlacement() const
{
    constexpr qreal margin = 10.0;
    const QRectF area = QRectF(viewport()->rect()).adjusted(margin, margin, -margin, -margin);
    const diagrams::OverlayOptions o = screenOptions();
    if (!o.legend)
        return {};
    const steer::World& w = item_->world();
    if (diagrams::legendColumnFits(area.size(), diagrams::legendMaxWidth(o) + margin, w))
        return {LegendPlacement::Column, 1, 0};
    // As many columns as fit across, sized for every kind the scenario can show, so the stage
    // keeps its size while rows come and go; text may shrink a little to fit more columns.
    const qreal whole = std::min(area.width() / w.stageWidth, area.height() / w.stageHeight);
    // Smaller text first; then a smaller stage (a bilingual legend is twice as tall), before
    // giving up and covering a corner of the stage.
    const struct { qreal textScale, keep; } tries[] = {{1.0, 0.85}, {0.9, 0.85}, {0.8, 0.85}, {0.9, 0.7}, {0.8, 0.6}};
    for (const auto& [textScale, keep] : tries) {
        diagrams::OverlayOptions small = o;
        small.uiScale *= textScale;
        int columns = 1;
        while (columns < 6 && diagrams::legendReserve(w, small, columns + 1).width() <= area.width())
            ++columns;
        const QSizeF band = diagrams::legendReserve(w, small, columns);
        if (band.isEmpty() || band.width() > area.width())
            continue;
        const qreal above =
            std::min(area.width() / w.stageWidth, (area.height() - band.height() - margin) / w.stageHeight);
        if (above >= keep * whole)
            return {LegendPlacement::Band, columns, band.height(), textScale};
    }
    return {LegendPlacement::Corner, 1, 0};
}

QRectF StageView::stageArea() const
{
    constexpr qreal margin = 10.0;
    QRectF area = QRectF(viewport()->rect()).adjusted(margin, margin, -margin, -margin);
    const LegendPlacement place = legendPlacement();
    if (place.mode == LegendPlacement::Column)
        area.setRight(area.right() - diagrams::legendMaxWidth(screenOptions()) - margin);
    else if (place.mode == LegendPlacement::Band)
        area.setBottom(area.bottom() - place.bandHeight - margin);
    return area;
}

diagrams::OverlayOptions StageView::screenOptions() const
{
    diagrams::OverlayOptions o = item_->options();
    o.uiScale *= diagrams::autoUiScale(QSizeF(window()->size())); // as StageItem::paint
    return o;
}

void StageView::fitStage()
{
    const steer::World& w = item_->world();
    const qreal s = fittedScale();
    setTransform(QTransform::fromScale(s, s));
    // Centre the stage in its area (which may be left of the legend column).
    const QRectF area = stageArea();
    const QPointF viewCentre = QRectF(viewport()->rect()).center();
    const QPointF offset = (viewCentre - area.center()) / s;
    const auto anchor = transformationAnchor();
    setTransformationAnchor(QGraphicsView::NoAnchor);
    centerOn(QPointF(w.stageWidth / 2, w.stageHeight / 2) + offset);
    setTransformationAnchor(anchor);
    fitted_ = true;
    viewport()->update();
}

void StageView::zoomBy(qreal factor)
{
    const qreal z = zoomFactor();
    const qreal target = std::clamp(z * factor, kMinZoom, kMaxZoom);
    if (target == z)
        return;
    scale(target / z, target / z);
    fitted_ = false;
    viewport()->update();
}

void StageView::zoomIn()
{
    const auto anchor = transformationAnchor();
    setTransformationAnchor(QGraphicsView::AnchorViewCenter);
    zoomBy(kZoomStep);
    setTransformationAnchor(anchor);
}

void StageView::zoomOut()
{
    const auto anchor = transformationAnchor();
    setTransformationAnchor(QGraphicsView::AnchorViewCenter);
    zoomBy(1.0 / kZoomStep);
    setTransformationAnchor(anchor);
}

void StageView::resizeEvent(QResizeEvent* e)
{
    QGraphicsView::resizeEvent(e);
    if (fitted_)
        fitStage();
}

void StageView::wheelEvent(QWheelEvent* e)
{
    const qreal steps = e->angleDelta().y() / 120.0;
    if (steps == 0) {
        e->ignore();
        return;
    }
    zoomBy(std::pow(kZoomStep, steps));
    e->accept();
}

int StageView::vehicleAt(QPointF stagePos) const
{
    const steer::World& w = item_->world();
    const qreal tol = std::max<qreal>(12.0, kGrabPx / transform().m11());
    int best = -1;
    double bestD2 = tol * tol;
    // From the top of the drawing order down, so the vehicle drawn last wins a tie.
    for (int i = int(w.vehicles.size()) - 1; i >= 0; --i) {
        const auto& p = w.vehicles[std::size_t(i)].position;
        const double d2 = (p.x - stagePos.x()) * (p.x - stagePos.x()) + (p.y - stagePos.y()) * (p.y - stagePos.y());
        if (d2 < bestD2) {
            bestD2 = d2;
            best = i;
        }
    }
    return best;
}

int StageView::obstacleAt(QPointF stagePos) const
{
    const steer::World& w = item_->world();
    for (int i = int(w.obstacles.size()) - 1; i >= 0; --i) {
        const auto& o = w.obstacles[std::size_t(i)];
        const double dx = o.position.x - stagePos.x();
        const double dy = o.position.y - stagePos.y();
        const double r = o.radius + kGrabPx / transform().m11() * 0.5;
        if (dx * dx + dy * dy <= r * r)
            return i;
    }
    return -1;
}

bool StageView::nearTarget(QPointF stagePos) const
{
    const steer::World& w = item_->world();
    if (!steer::scenarioInfo(w.scenario).usesPointer)
        return false;
    const qreal tol = (kGrabPx + 6.0) / transform().m11();
    const double dx = w.pointer.x - stagePos.x();
    const double dy = w.pointer.y - stagePos.y();
    return dx * dx + dy * dy <= tol * tol;
}

void StageView::mousePressEvent(QMouseEvent* e)
{
    const QPointF pos = mapToScene(e->position().toPoint());
    pressPos_ = e->position();
    lastPanPos_ = e->position();
    drag_ = Drag::None;
    if (e->button() == Qt::MiddleButton || e->button() == Qt::RightButton) {
        drag_ = Drag::Pan;
        viewport()->setCursor(Qt::ClosedHandCursor);
        e->accept();
        return;
    }
    if (e->button() != Qt::LeftButton) {
        QGraphicsView::mousePressEvent(e);
        return;
    }
    if (nearTarget(pos)) {
        drag_ = Drag::Target;
        viewport()->setCursor(Qt::ClosedHandCursor);
        emit targetDragged(pos);
    } else if (int v = vehicleAt(pos); v >= 0) {
        drag_ = Drag::Consumed;
        // Select here first: in a crowd setWorld keeps only the selected vehicle's records, and
        // the controller answers this signal with setWorld before setSelected.
        item_->setSelected(v);
        viewport()->update();
        emit vehicleClicked(v);
    } else if (int o = obstacleAt(pos); o >= 0) {
        drag_ = Drag::Obstacle;
        dragIndex_ = o;
        const auto& c = item_->world().obstacles[std::size_t(o)].position;
        grabOffset_ = QPointF(c.x, c.y) - pos;
        viewport()->setCursor(Qt::ClosedHandCursor);
    } else {
        drag_ = Drag::PendingClick;
    }
    e->accept();
}

void StageView::mouseMoveEvent(QMouseEvent* e)
{
    const QPointF pos = mapToScene(e->position().toPoint());
    switch (drag_) {
    case Drag::Target:
        emit targetDragged(pos);
        break;
    case Drag::Obstacle:
        emit obstacleDragged(dragIndex_, pos + grabOffset_);
        break;
    case Drag::PendingClick:
        if ((e->position() - pressPos_).manhattanLength() < kDragStartPx)
            break;
        drag_ = Drag::Pan;
        viewport()->setCursor(Qt::ClosedHandCursor);
        [[fallthrough]];
    case Drag::Pan: {
        const QPointF d = e->position() - lastPanPos_;
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - int(std::lround(d.x())));
        verticalScrollBar()->setValue(verticalScrollBar()->value() - int(std::lround(d.y())));
        if (d.x() != 0 || d.y() != 0)
            fitted_ = false;
        break;
    }
    case Drag::None:
    case Drag::Consumed:
        updateHover(pos);
        break;
    }
    lastPanPos_ = e->position();
    emit pointerMoved(pos);
    e->accept();
}

void StageView::mouseReleaseEvent(QMouseEvent* e)
{
    const QPointF pos = mapToScene(e->position().toPoint());
    if (drag_ == Drag::PendingClick && e->button() == Qt::LeftButton) {
        const steer::World& w = item_->world();
        if (pos.x() >= 0 && pos.y() >= 0 && pos.x() <= w.stageWidth && pos.y() <= w.stageHeight)
            emit stageClicked(pos);
    } else if (drag_ == Drag::Target) {
        emit targetDragged(pos);
    } else if (drag_ == Drag::Obstacle) {
        emit obstacleDragged(dragIndex_, pos + grabOffset_);
    }
    drag_ = Drag::None;
    viewport()->unsetCursor();
    e->accept();
}

void StageView::leaveEvent(QEvent* e)
{
    if (hoverCall_ != -1 || hoverKind_ != -1) {
        hoverCall_ = hoverKind_ = -1;
        emit itemHovered(-1, -1);
    }
    QGraphicsView::leaveEvent(e);
}

void StageView::changeEvent(QEvent* e)
{
    QGraphicsView::changeEvent(e);
    if (e->type() == QEvent::LanguageChange) {
        if (fitted_)
            fitStage();
        viewport()->update();
    }
}

void StageView::updateHover(QPointF pos)
{
    const steer::World& w = item_->world();
    const qreal tol = 6.0 / transform().m11();
    QString tip;
    int call = -1;
    int kind = -1;
    if (int v = vehicleAt(pos); v >= 0) {
        const auto& veh = w.vehicles[std::size_t(v)];
        tip = tr("%1: speed %2 px/frame").arg(diagrams::vehicleName(veh.id)).arg(veh.velocity.length(), 0, 'f', 2);
    } else if (const auto hit = diagrams::overlayItemAt(w, item_->selected(), item_->options(), pos, tol)) {
        call = hit->call;
        kind = int(hit->kind);
        QString what = diagrams::kindName(hit->kind);
        if (hit->call >= 0) {
            const auto& rec = w.explanations[std::size_t(item_->selected())].calls[std::size_t(hit->call)];
            const auto& item = rec.items[hit->item];
            what = tr("%1 (%2 in %3)").arg(what, QString::fromUtf8(item.name),
                                          QString::fromUtf8(steer::behaviourId(rec.behaviour).data(),
                                                            qsizetype(steer::behaviourId(rec.behaviour).size())));
            if (item.geometry == steer::Geometry::Arrow || item.geometry == steer::Geometry::Segment)
                what += tr(": length %1").arg(item.vec.length(), 0, 'f', 3);
            else if (item.geometry == steer::Geometry::Circle || item.geometry == steer::Geometry::Sector)
                what += tr(": radius %1").arg(item.radius, 0, 'f', 1);
        } else {
            const auto& u = w.explanations[std::size_t(item_->selected())].update;
            what += tr(": length %1").arg(u.force.length(), 0, 'f', 3);
        }
        tip = what;
    } else if (nearTarget(pos)) {
        tip = tr("Target: drag it to move it");
    } else if (int o = obstacleAt(pos); o >= 0) {
        tip = tr("Obstacle %1: drag it to move it").arg(o + 1);
    }
    if (tip != viewport()->toolTip())
        viewport()->setToolTip(tip);
    // Show what can be grabbed: the target marker and (in avoid) the circles.
    if (nearTarget(pos) || (vehicleAt(pos) < 0 && obstacleAt(pos) >= 0))
        viewport()->setCursor(Qt::OpenHandCursor);
    else if (vehicleAt(pos) >= 0)
        viewport()->setCursor(Qt::PointingHandCursor);
    else
        viewport()->unsetCursor();
    if (call != hoverCall_ || kind != hoverKind_) {
        hoverCall_ = call;
        hoverKind_ = kind;
        emit itemHovered(call, kind);
    }
}

void StageView::drawForeground(QPainter* painter, const QRectF&)
{
    if (!item_->options().legend)
        return;
    const diagrams::OverlayOptions o = screenOptions();
    const steer::World& w = item_->world();
    const QSizeF size = diagrams::legendSize(w, item_->selected(), o);
    if (size.isEmpty())
        return;
    const QRectF area = QRectF(viewport()->rect()).adjusted(10, 10, -10, -10);
    const LegendPlacement place = legendPlacement();
    if (place.mode == LegendPlacement::Band) {
        // Under the stage, in the band stageArea() kept free.
        diagrams::OverlayOptions small = o;
        small.uiScale *= place.textScale;
        const QSizeF band = diagrams::legendSize(w, item_->selected(), small, place.columns);
        const QRectF box(area.center().x() - band.width() / 2, area.bottom() - place.bandHeight, band.width(),
                         band.height());
        painter->save();
        painter->resetTransform();
        diagrams::paintLegend(*painter, box, w, item_->selected(), small, place.columns);
        painter->restore();
        return;
    }
    // Beside the stage when the fitted view kept a column for it; otherwise over the stage, in
    // the corner that hides the fewest vehicles and never the selected one if it can help it.
    static thread_local std::vector<QPointF> points;
    points.clear();
    std::optional<QPointF> sel;
    const QTransform t = viewportTransform();
    if (w.vehicles.size() <= diagrams::kCrowdSize)
        for (const auto& v : w.vehicles)
            points.push_back(t.map(QPointF(v.position.x, v.position.y)));
    for (const auto& ob : w.obstacles) // an obstacle counts as much as a few vehicles
        points.insert(points.end(), 3, t.map(QPointF(ob.position.x, ob.position.y)));
    if (item_->selected() >= 0 && std::size_t(item_->selected()) < w.vehicles.size()) {
        const auto& p = w.vehicles[std::size_t(item_->selected())].position;
        sel = t.map(QPointF(p.x, p.y));
    }
    legendCorner_ = diagrams::legendCorner(area, size, points, sel, legendCorner_);
    painter->save();
    painter->resetTransform();
    diagrams::paintLegend(*painter, diagrams::legendBoxAt(area, size, legendCorner_), w, item_->selected(), o);
    painter->restore();
}
