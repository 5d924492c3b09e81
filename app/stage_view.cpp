#include "stage_view.h"

#include "diagram_style.h"
#include "overlay_geometry.h"
#include "overlay_hit.h"
#include "palette.h"
#include "scenarios.h"
#include "stage_fit.h"
#include "stage_item.h"
#include "stage_paint_ahead.h"
#include "world_painter.h"

#include <QGraphicsScene>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPaintEngine>
#include <QPainter>
#include <QResizeEvent>
#include <QScrollBar>
#include <QThread>
#include <QThreadPool>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace {
constexpr qreal kZoomStep = 1.25;
constexpr qreal kMinZoom = 0.2;  // relative to the fitted scale
constexpr qreal kMaxZoom = 12.0; // for the seeds' 550×400 stage; a larger stage goes further in
constexpr qreal kGrabPx = 14.0;   // how close (screen pixels) a press must be to grab a marker
constexpr qreal kDragStartPx = 4.0;
constexpr qreal kSceneReach = 4000.0; // room to pan around the stage
constexpr qreal kViewMargin = 10.0;   // viewport pixels kept free round the stage and the legend
constexpr qreal kWaypointRadius = 10.0; // PathTest's circle round each waypoint, stage units

// Qt's raster engine hands every fill of more than 96 spans (one wide stroke, the in-sight
// sector) to its global thread pool in pieces and waits for them. With as many pool threads as
// cores, the pieces wake threads that then compete with the GUI thread for the same cores: on the
// 2-core machines four compare panes spent a quarter of their time in those hand-offs, and one
// pool thread made the frame 57 -> 49 ms (bench_compare). One core is left to the GUI thread.
void leaveACoreToTheGuiThread()
{
    static const bool once = [] {
        QThreadPool::globalInstance()->setMaxThreadCount(std::max(1, QThread::idealThreadCount() - 1));
        return true;
    }();
    (void)once;
}
}

StageView::StageView(QWidget* parent)
    : QGraphicsView(parent)
{
    leaveACoreToTheGuiThread();
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
    setBackgroundBrush(diagrams::stageStyle().surround);
    setFrameShape(QFrame::NoFrame);
    // The viewport's background (QAbstractScrollArea's autofill, the palette's Base) is filled in
    // paintEvent, and only where the stage's picture will not cover it: filling all of it before
    // each frame, then drawing the picture over it, was 2 % of a played flock.
    viewport()->setAutoFillBackground(false);
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus); // Delete on a picked waypoint
    setMinimumSize(320, 240);
    updateSceneRect();
    setToolTip(tr("Click a vehicle to select it. Wheel: zoom. Drag empty space: pan."));
}

StageView::~StageView() { settleAhead(); }

void StageView::settleAhead()
{
    if (ahead_)
        std::exchange(ahead_, nullptr)->settle();
}

StageItem* StageView::editItem()
{
    settleAhead();
    ++stamp_;
    return item_;
}

StageItem* StageView::stageItem() const
{
    // Handed out for tests, which may change it: a picture painted ahead is then stale.
    auto* self = const_cast<StageView*>(this);
    self->settleAhead();
    ++self->stamp_;
    return item_;
}

paint_ahead::Shot StageView::shot() const
{
    paint_ahead::Shot s;
    s.size = viewport()->size();
    s.dpr = viewport()->devicePixelRatioF();
    s.transform = viewportTransform();
    s.background = backgroundBrush();
    s.hints = renderHints();
    s.windowSize = QSizeF(window()->size());
    s.stamp = stamp_;
    s.labelArea = labelArea();
    return s;
}

QImage StageView::paintPicture(const paint_ahead::Shot& s) const
{
    QImage picture;
    paintPicture(s, picture);
    return picture;
}

void StageView::paintPicture(const paint_ahead::Shot& s, QImage& picture) const
{
    // What QGraphicsView::paintEvent paints for this scene of one item with no legend: the
    // background brush, then the item under the viewport's transform.
    const QSize pixels = (QSizeF(s.size) * s.dpr).toSize();
    const bool fits = picture.format() == QImage::Format_RGB32 || picture.format() == QImage::Format_ARGB32_Premultiplied;
    if (picture.size() != pixels || !fits)
        picture = QImage(pixels, QImage::Format_RGB32);
    picture.setDevicePixelRatio(s.dpr);
    // At a fractional pixel ratio the last column or row may be only partly covered by the
    // logical fill below: it must not blend with whatever memory the image was given (or last
    // painted).
    if (QSizeF(s.size) * s.dpr != QSizeF(pixels))
        picture.fill(s.background.color());
    QPainter p(&picture);
    p.setRenderHints(s.hints);
    p.fillRect(QRectF(QPointF(0, 0), QSizeF(s.size)), s.background);
    p.setTransform(s.transform);
    item_->paintFrame(p, s.windowSize, s.labelArea);
}

void StageView::paintAhead(const std::vector<StageView*>& views)
{
    std::vector<std::shared_ptr<paint_ahead::Slot>> panes;
    for (StageView* v : views) {
        v->settleAhead();
        if (!paint_ahead::enabled())
            continue;
        // Only what QGraphicsView would paint the same way: a shown view, its one item, no legend
        // (compare panes leave the legend to the main view).
        if (!v->isVisible() || v->window()->isMinimized() || v->scene()->items().size() != 1
            || !v->legendRect().isEmpty() || v->viewport()->size().isEmpty())
            continue;
        v->ahead_ = std::make_shared<paint_ahead::Slot>(v, v->shot());
        panes.push_back(v->ahead_);
    }
    paint_ahead::start(std::move(panes));
}

void StageView::paintEvent(QPaintEvent* e)
{
    // What the autofill did: the viewport's background, unless an opaque picture of the whole
    // viewport, on whole device pixels, is drawn over every pixel of it.
    const bool linesUp = pictureLinesUp();
    const auto fillBackground = [this, e] {
        QPainter p(viewport());
        const QBrush& base = viewport()->palette().brush(viewport()->backgroundRole());
        for (const QRect& r : e->region())
            p.fillRect(r, base);
    };
    if (const std::shared_ptr<paint_ahead::Slot> slot = std::exchange(ahead_, nullptr)) {
        const QImage picture = slot->take();
        if (!picture.isNull() && slot->shot() == shot()) {
            if (!linesUp)
                fillBackground();
            QPainter p(viewport());
            p.drawImage(QPointF(0, 0), picture);
            ++picturesShown_;
            return;
        }
    }
    // Qt's raster engine hands each fill of 96 spans or more to its global pool in pieces and waits
    // for them, unless the painting thread is one of the pool's own: the stage item, which makes
    // most of those fills, is painted on a pool thread in one piece (played, avoid switched
    // threads about 800 times a frame). The other items (a lesson's notes) and the legend are
    // painted over it here, as QGraphicsView would.
    pictureShown_ = paintOnPool_ && item_->isVisible() && linesUp;
    if (pictureShown_) {
        // Straight into the backing store where its pixels are the viewport's one for one: the
        // 4 MB copy of a picture each frame was 4 % of a played seek.
        QImage inPlace = pixelsInPlace(e);
        paintedInPlace_ = !inPlace.isNull();
        paint_ahead::paintNow(this, shot(), paintedInPlace_ ? inPlace : picture_);
        ++picturesPaintedNow_;
        picturesPaintedInPlace_ += paintedInPlace_ ? 1 : 0;
    } else {
        fillBackground();
    }
    item_->setShownByPicture(pictureShown_);
    QGraphicsView::paintEvent(e); // the picture as background; notes and the legend over it
    item_->setShownByPicture(false);
    pictureShown_ = false;
    paintedInPlace_ = false;
}

QImage StageView::pixelsInPlace(const QPaintEvent* e) const
{
    // A paint of the whole viewport, into an image of 32-bit pixels, one device pixel per logical
    // pixel: the window's raster backing store (a grab paints into a pixmap, and gets the picture).
    const QRect rect = viewport()->rect();
    if (e->region() != QRegion(rect))
        return {};
    QPainter probe(viewport());
    QPaintEngine* engine = probe.paintEngine();
    QPaintDevice* device = engine && engine->type() == QPaintEngine::Raster ? engine->paintDevice() : nullptr;
    const QTransform t = probe.deviceTransform();
    probe.end();
    if (!device || device->devType() != QInternal::Image || t.type() > QTransform::TxTranslate)
        return {};
    auto* image = static_cast<QImage*>(device);
    const QPoint at(qRound(t.dx()), qRound(t.dy()));
    const QRect pixels(at, rect.size());
    if ((image->format() != QImage::Format_RGB32 && image->format() != QImage::Format_ARGB32_Premultiplied) ||
        image->devicePixelRatio() != 1.0 || QPointF(at) != QPointF(t.dx(), t.dy()) || !image->rect().contains(pixels) ||
        !image->isDetached())
        return {};
    uchar* first = image->bits() + qsizetype(pixels.y()) * image->bytesPerLine() + qsizetype(pixels.x()) * 4;
    return QImage(first, pixels.width(), pixels.height(), image->bytesPerLine(), image->format());
}

bool StageView::pictureLinesUp() const
{
    // The picture's pixels must be the device's one for one, as drawn in place: the viewport's
    // corner and size on whole device pixels (always at 100 % and 200 %; at 150 % only where the
    // layout happens to put them). Elsewhere it is painted here, as before.
    const qreal dpr = viewport()->devicePixelRatioF();
    const QPointF corner = QPointF(viewport()->mapTo(window(), QPoint(0, 0))) * dpr;
    const QSizeF size = QSizeF(viewport()->size()) * dpr;
    auto whole = [](qreal v) { return v == std::round(v); };
    return !size.isEmpty() && whole(corner.x()) && whole(corner.y()) && whole(size.width()) && whole(size.height());
}

void StageView::drawBackground(QPainter* painter, const QRectF& rect)
{
    if (!pictureShown_) {
        QGraphicsView::drawBackground(painter, rect);
        return;
    }
    if (paintedInPlace_)
        return; // the pixels are there already
    painter->save();
    painter->resetTransform();
    painter->drawImage(QPointF(0, 0), picture_);
    painter->restore();
}

void StageView::updateSceneRect()
{
    const steer::World& w = item_->world();
    // At least the stage's own size on every side: the view can only be centred where the scene
    // reaches, and a crowd's 17 000-unit stage fitted above the legend band needs to move up by
    // more than 4000 units would allow (it sat centred, under the legend).
    const qreal reach = std::max({kSceneReach, qreal(w.stageWidth), qreal(w.stageHeight)});
    scene()->setSceneRect(-reach, -reach, w.stageWidth + 2 * reach, w.stageHeight + 2 * reach);
}

void StageView::setWorld(const steer::World& world)
{
    const steer::World& old = item_->world();
    const bool scenarioChanged = world.scenario != old.scenario || world.stageWidth != old.stageWidth
        || world.stageHeight != old.stageHeight;
    editItem()->setWorld(world);
    if (scenarioChanged) {
        updateSceneRect();
        if (fitted_)
            fitStage();
    }
    centreOnSelected();
    viewport()->update();
}

const steer::World& StageView::world() const { return item_->world(); }

void StageView::setFrame(const steer::World& world, int vehicleIndex)
{
    editItem()->setSelected(vehicleIndex);
    setWorld(world);
}

void StageView::setSelected(int vehicleIndex)
{
    editItem()->setSelected(vehicleIndex);
    centreOnSelected();
    viewport()->update();
}

void StageView::setFollowing(bool on)
{
    if (following_ == on)
        return;
    following_ = on;
    centreOnSelected();
    emit followingChanged(on);
}

void StageView::centreOnSelected()
{
    const steer::World& w = item_->world();
    const int sel = item_->selected();
    if (!following_ || fitted_ || sel < 0 || std::size_t(sel) >= w.vehicles.size())
        return;
    // centerOn truncates to whole scroll steps (up to 1.4 px off); rounded, the vehicle is at most
    // half a pixel off the middle on each axis.
    const steer::Vector2D p = w.vehicles[std::size_t(sel)].position;
    const QPointF at = transform().map(QPointF(p.x, p.y));
    const QPointF middle = followPoint();
    horizontalScrollBar()->setValue(int(std::lround(at.x() - middle.x())));
    verticalScrollBar()->setValue(int(std::lround(at.y() - middle.y())));
}

QPointF StageView::followPoint() const { return stageArea().center(); }

int StageView::selected() const { return item_->selected(); }

void StageView::setOverlay(const diagrams::OverlayOptions& options)
{
    base_ = options;
    diagrams::OverlayOptions shown = options;
    shown.uiScale *= textScale_ * diagrams::stageStyle().textScale; // the palette's own label size
    shown.legend = options.legend && (!presenting_ || options.legendInShows);
    const bool legendChanged = shown.legend != item_->options().legend || shown.uiScale != item_->options().uiScale
        || shown.legendForm != item_->options().legendForm || shown.legendFolded != item_->options().legendFolded;
    editItem()->setOptions(shown);
    if (legendChanged && fitted_)
        fitStage();
    centreOnSelected(); // the legend's size moves the middle of the free part
    viewport()->update();
}

const diagrams::OverlayOptions& StageView::overlay() const { return base_; }

void StageView::setPresenting(bool on)
{
    if (presenting_ == on)
        return;
    presenting_ = on;
    setOverlay(base_);
}

bool StageView::legendShown() const { return item_->options().legend; }

double StageView::stageItemScale() const { return item_->options().uiScale / base_.uiScale / diagrams::stageStyle().textScale; }

void StageView::restyle()
{
    setBackgroundBrush(diagrams::stageStyle().surround);
    setOverlay(base_);
}

void StageView::setTextScale(double scale)
{
    textScale_ = scale;
    setOverlay(base_);
}

void StageView::setTrailsEnabled(bool on)
{
    editItem()->setTrailsEnabled(on);
    viewport()->update();
}

bool StageView::trailsEnabled() const { return item_->trailsEnabled(); }

void StageView::setTrails(std::vector<std::vector<steer::Vector2D>> trails)
{
    editItem()->setTrails(std::move(trails));
    viewport()->update();
}

void StageView::clearTrails()
{
    editItem()->clearTrails();
    viewport()->update();
}

qreal StageView::zoomFactor() const
{
    const qreal fit = fittedScale();
    return fit > 0 ? transform().m11() / fit : 1.0;
}

qreal StageView::fittedScale() const
{
    return diagrams::fitStage(stageArea(), item_->world(), diagrams::stageMargins(item_->world(), screenOptions()))
        .pixelsPerUnit;
}

StageView::PlacementKey StageView::placementKey() const
{
    PlacementKey k;
    k.viewport = viewport()->size();
    k.options = screenOptions();
    // Hover and focus change the legend's highlight, never its size.
    k.options.highlightCall = -1;
    k.options.highlightKind.reset();
    k.options.focus.reset();
    k.options.stepHidden.clear(); // and so does line by line
    k.options.stepLit.clear();
    k.language = diagrams::legendTitle();
    k.palette = int(diagrams::currentPalette());
    const steer::World& w = item_->world();
    k.scenario = w.scenario;
    k.stageWidth = w.stageWidth;
    k.stageHeight = w.stageHeight;
    if (k.options.vehicleNames) { // the names' widths are in the stage's margins
        k.vehicleIds.reserve(w.vehicles.size());
        for (const auto& v : w.vehicles)
            k.vehicleIds.push_back(v.id);
    }
    return k;
}

StageView::LegendPlacement StageView::legendPlacement() const
{
    // Measuring every kind's text in several sizes is dear, and its answer changes only with the
    // key's parts: measured again only when one of them differs.
    if (!placementCacheOn_)
        return measurePlacement();
    PlacementKey key = placementKey();
    if (!placement_ || !(placement_->first == key))
        placement_.emplace(std::move(key), measurePlacement());
    return placement_->second;
}

StageView::LegendPlacement StageView::measurePlacement() const
{
    const QRectF area = QRectF(viewport()->rect()).adjusted(kViewMargin, kViewMargin, -kViewMargin, -kViewMargin);
    const diagrams::OverlayOptions o = screenOptions();
    if (!o.legend || o.legendFolded) // the folded chip sits in the corner: no room kept for it
        return {};
    const steer::World& w = item_->world();
    if (o.legendForm == diagrams::LegendForm::Compact) {
        // One narrow column beside the stage, never a band (a band of one column would take the
        // height of every row from the stage), as wide as this scenario's symbols need; smaller
        // text only when the column is taller than the view.
        for (const qreal textScale : {1.0, 0.85, 0.7, 0.6, 0.5}) {
            diagrams::OverlayOptions small = o;
            small.uiScale *= textScale;
            const QSizeF column = diagrams::legendReserve(w, small, 1);
            if (column.height() <= area.height() || textScale == 0.5)
                return {LegendPlacement::Column, 1, column.width() + kViewMargin, textScale};
        }
    }
    const diagrams::StageMargins margins = diagrams::stageMargins(w, o);
    auto scaleLeft = [&](QRectF a) { return diagrams::fitStage(a, w, margins).pixelsPerUnit; };
    const qreal whole = scaleLeft(area);
    // A column sized for every kind in this language, so the stage keeps its size while rows
    // come and go.
    const qreal columnWidth = diagrams::legendMaxWidth(o) + kViewMargin;
    // A column taller than the view would be cut off at the bottom (a bilingual flock legend in
    // presentation type): then it does not count, and a band with smaller text is found instead.
    const bool columnFits = diagrams::legendReserve(w, o, 1).height() <= area.height();
    const qreal besideScale = columnFits ? scaleLeft(area.adjusted(0, 0, -columnWidth, 0)) : 0;
    if (columnFits && besideScale >= 0.85 * whole)
        return {LegendPlacement::Column, 1, columnWidth, 1};
    // A band of as many columns as fit across, sized for every kind the scenario can show. Smaller
    // text first, then a smaller stage (a bilingual legend is twice as tall); when nothing keeps
    // enough of the stage, whichever placement leaves the largest one. Never over the stage.
    LegendPlacement best{LegendPlacement::Column, 1, columnWidth, 1};
    qreal bestScale = besideScale;
    // The last tries are for large classroom type (presentation, --text-scale 3): smaller text
    // there, never below the desk's own size, leaves the stage a useful size.
    const struct { qreal textScale, keep; } tries[] = {{1.0, 0.85}, {0.9, 0.85}, {0.8, 0.85}, {0.9, 0.7},  {0.8, 0.6},
                                                       {0.7, 0.6},  {0.6, 0.55}, {0.5, 0.5},  {0.4, 0.5},  {0.3, 0.45},
                                                       {0.25, 0.4}};
    for (const auto& [textScale, keep] : tries) {
        if (textScale < 0.5 && o.uiScale * textScale < 1.0)
            break;
        diagrams::OverlayOptions small = o;
        small.uiScale *= textScale;
        int columns = 1;
        while (columns < 6 && diagrams::legendReserve(w, small, columns + 1).width() <= area.width())
            ++columns;
        const QSizeF band = diagrams::legendReserve(w, small, columns);
        if (!band.isEmpty() && band.width() <= area.width()) {
            const qreal extent = band.height() + kViewMargin;
            const qreal above = scaleLeft(area.adjusted(0, 0, 0, -extent));
            const LegendPlacement here{LegendPlacement::Band, columns, extent, textScale};
            if (above >= keep * whole)
                return here;
            if (above > bestScale) {
                bestScale = above;
                best = here;
            }
        }
        // Smaller text in the column beside too, once the usual tries failed (the band would be too tall).
        if (textScale <= 0.7 && diagrams::legendReserve(w, small, 1).height() <= area.height()) {
            const qreal width = diagrams::legendMaxWidth(small) + kViewMargin;
            const qreal beside = scaleLeft(area.adjusted(0, 0, -width, 0));
            const LegendPlacement here{LegendPlacement::Column, 1, width, textScale};
            if (beside >= keep * whole)
                return here;
            if (beside > bestScale) {
                bestScale = beside;
                best = here;
            }
        }
    }
    return best;
}

QRectF StageView::stageArea() const
{
    QRectF area = QRectF(viewport()->rect()).adjusted(kViewMargin, kViewMargin, -kViewMargin, -kViewMargin);
    const LegendPlacement place = legendPlacement();
    if (place.mode == LegendPlacement::Column)
        area.setRight(area.right() - place.extent);
    else if (place.mode == LegendPlacement::Band)
        area.setBottom(area.bottom() - place.extent);
    return area;
}

diagrams::OverlayOptions StageView::screenOptions() const
{
    diagrams::OverlayOptions o = item_->options();
    o.uiScale *= diagrams::autoUiScale(QSizeF(window()->size())); // as StageItem::paint
    o.live = true; // the legend may say what the mouse does here
    return o;
}

void StageView::setPaintCachesEnabled(bool on)
{
    placementCacheOn_ = on; // what is remembered stays, used again only while its key holds
    paintOnPool_ = on;
    editItem()->setLayerCacheEnabled(on);
    viewport()->update();
}

QRectF StageView::stageRect() const
{
    const steer::World& w = item_->world();
    return viewportTransform().mapRect(QRectF(0, 0, w.stageWidth, w.stageHeight));
}

void StageView::fitStage()
{
    const steer::World& w = item_->world();
    const diagrams::StageFit fit = diagrams::fitStage(stageArea(), w, diagrams::stageMargins(w, screenOptions()));
    const qreal s = fit.pixelsPerUnit;
    setTransform(QTransform::fromScale(s, s));
    // Put the stage where the fit placed it (its area may be left of the legend column or above
    // the band, and a name under a vehicle on the bottom edge needs more room below than above).
    const QPointF viewCentre = QRectF(viewport()->rect()).center();
    const QPointF offset = (viewCentre - fit.stage.center()) / s;
    const auto anchor = transformationAnchor();
    setTransformationAnchor(QGraphicsView::NoAnchor);
    centerOn(QPointF(w.stageWidth / 2, w.stageHeight / 2) + offset);
    setTransformationAnchor(anchor);
    fitted_ = true;
    viewport()->update();
    emit zoomChanged();
}

void StageView::zoomBy(qreal factor)
{
    const qreal z = zoomFactor();
    // As close as on the seeds' stage: the swarm's 12 298-px stage fitted is 22 times smaller, and
    // 12 times its fit would still show a boid a few pixels long, too small to read its vectors.
    const steer::World& w = item_->world();
    const qreal larger = std::max(1.0, std::min(w.stageWidth / 550.0, w.stageHeight / 400.0));
    const qreal target = std::clamp(z * factor, kMinZoom, kMaxZoom * larger);
    if (target == z)
        return;
    scale(target / z, target / z);
    fitted_ = false;
    centreOnSelected(); // the zoom's anchor moved the vehicle off the centre
    viewport()->update();
    emit zoomChanged();
}

void StageView::setZoomFactor(qreal factor)
{
    const auto anchor = transformationAnchor();
    setTransformationAnchor(QGraphicsView::AnchorViewCenter);
    zoomBy(factor / zoomFactor());
    setTransformationAnchor(anchor);
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
    centreOnSelected();
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

int StageView::waypointAt(QPointF stagePos) const
{
    const steer::World& w = item_->world();
    const double r = kWaypointRadius + kGrabPx / transform().m11() * 0.5;
    int best = -1;
    double bestD2 = r * r;
    for (int i = int(w.path.points.size()) - 1; i >= 0; --i) {
        const auto& p = w.path.points[std::size_t(i)];
        const double d2 = (p.x - stagePos.x()) * (p.x - stagePos.x()) + (p.y - stagePos.y()) * (p.y - stagePos.y());
        if (d2 <= bestD2) {
            bestD2 = d2;
            best = i;
        }
    }
    return best;
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
    dragMoved_ = false;
    // A click on the legend picks the rule whose force its row names (the window focuses it).
    if (e->button() == Qt::LeftButton) {
        if (const diagrams::LegendHit hit = legendHitAt(e->position()); hit.inBox) {
            drag_ = Drag::Consumed;
            if (hit.fold)
                emit legendFoldClicked();
            else
                emit legendClicked(hit.kind ? int(*hit.kind) : -1);
            e->accept();
            return;
        }
    }
    // A waypoint wins over a vehicle passing by it unless the press is nearer the vehicle.
    int waypoint = waypointAt(pos);
    if (waypoint >= 0) {
        if (const int v = vehicleAt(pos); v >= 0) {
            const auto& vp = item_->world().vehicles[std::size_t(v)].position;
            const auto& wp = item_->world().path.points[std::size_t(waypoint)];
            if (vp.distSQ({pos.x(), pos.y()}) < wp.distSQ({pos.x(), pos.y()}))
                waypoint = -1;
        }
    }
    if (e->button() == Qt::RightButton && waypoint >= 0) {
        drag_ = Drag::Consumed;
        pickedWaypoint_ = -1;
        emit waypointDeleteRequested(waypoint);
        e->accept();
        return;
    }
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
    } else if (waypoint >= 0) {
        drag_ = Drag::Waypoint;
        dragIndex_ = waypoint;
        pickedWaypoint_ = waypoint;
        editItem()->setWaypointHighlight(waypoint);
        const auto& c = item_->world().path.points[std::size_t(waypoint)];
        grabOffset_ = QPointF(c.x, c.y) - pos;
        viewport()->setCursor(Qt::ClosedHandCursor);
    } else if (int v = vehicleAt(pos); v >= 0) {
        drag_ = Drag::Consumed;
        // Select here first: in a crowd setWorld keeps only the selected vehicle's records, and
        // the controller answers this signal with setWorld before setSelected.
        editItem()->setSelected(v);
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
    case Drag::Waypoint:
        // A click on a waypoint only picks it; it moves once the mouse really moves.
        if (!dragMoved_ && (e->position() - pressPos_).manhattanLength() < kDragStartPx)
            break;
        dragMoved_ = true;
        emit waypointDragged(dragIndex_, pos + grabOffset_);
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
        if (d.x() != 0 || d.y() != 0) {
            fitted_ = false;
            setFollowing(false); // the teacher takes the camera: it stays where it is put
        }
        break;
    }
    case Drag::None:
    case Drag::Consumed:
        if (!legendHover(e->position()))
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
        pickedWaypoint_ = -1;
        if (pos.x() >= 0 && pos.y() >= 0 && pos.x() <= w.stageWidth && pos.y() <= w.stageHeight)
            emit stageClicked(pos);
    } else if (drag_ == Drag::Target) {
        emit targetDragged(pos);
        emit dragFinished();
    } else if (drag_ == Drag::Obstacle) {
        emit obstacleDragged(dragIndex_, pos + grabOffset_);
        emit dragFinished();
    } else if (drag_ == Drag::Waypoint && dragMoved_) {
        emit waypointDragged(dragIndex_, pos + grabOffset_);
        emit dragFinished();
    }
    drag_ = Drag::None;
    dragMoved_ = false;
    viewport()->unsetCursor();
    e->accept();
}

void StageView::keyPressEvent(QKeyEvent* e)
{
    if (e->key() == Qt::Key_Delete || e->key() == Qt::Key_Backspace) {
        const int index = hoverWaypoint_ >= 0 ? hoverWaypoint_ : pickedWaypoint_;
        if (index >= 0 && std::size_t(index) < item_->world().path.points.size()) {
            hoverWaypoint_ = pickedWaypoint_ = -1;
            editItem()->setWaypointHighlight(-1);
            emit waypointDeleteRequested(index);
            e->accept();
            return;
        }
    }
    QGraphicsView::keyPressEvent(e);
}

void StageView::leaveEvent(QEvent* e)
{
    if (hoverWaypoint_ >= 0) {
        hoverWaypoint_ = -1;
        editItem()->setWaypointHighlight(pickedWaypoint_);
    }
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
        editItem(); // names on the stage are in the new language: a picture painted ahead is stale
        if (fitted_)
            fitStage();
        centreOnSelected();
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
    const int waypoint = vehicleAt(pos) < 0 ? waypointAt(pos) : -1;
    if (waypoint != hoverWaypoint_) {
        hoverWaypoint_ = waypoint;
        editItem()->setWaypointHighlight(waypoint >= 0 ? waypoint : pickedWaypoint_);
    }
    if (waypoint >= 0) {
        tip = tr("Waypoint %1: drag it to move it; right-click or Delete removes it").arg(waypoint + 1);
    } else if (int v = vehicleAt(pos); v >= 0) {
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
        // The cross of the target a behaviour used sits on the pointer's ring until the ring is
        // dragged away; a press there drags the ring, so the tip says that first.
        if (nearTarget(pos))
            tip = tr("Target: drag it to move it") + QLatin1Char('\n') + what;
    } else if (nearTarget(pos)) {
        tip = tr("Target: drag it to move it");
    } else if (int o = obstacleAt(pos); o >= 0) {
        tip = tr("Obstacle %1: drag it to move it").arg(o + 1);
    }
    if (tip != viewport()->toolTip())
        viewport()->setToolTip(tip);
    // Show what can be grabbed: the target marker, (in avoid) the circles, (in path) the waypoints.
    if (waypoint >= 0 || nearTarget(pos) || (vehicleAt(pos) < 0 && obstacleAt(pos) >= 0))
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

QRectF StageView::legendRect() const { return legendBox(legendPlacement()); }

QRectF StageView::labelArea() const
{
    // The strip stageArea() keeps for the legend is left out whole, not only the legend's box:
    // the box changes size as rows come and go, the strip does not, so a label does not jump
    // between frames as the legend grows under it.
    QRectF area(viewport()->rect());
    if (!item_->options().legend)
        return area;
    const LegendPlacement place = legendPlacement(); // kept: no text measured again per frame
    if (place.mode == LegendPlacement::Band)
        area.setBottom(stageArea().bottom() + kViewMargin);
    else if (place.mode == LegendPlacement::Column)
        area.setRight(stageArea().right() + kViewMargin);
    return area;
}

diagrams::LegendHit StageView::legendHitAt(QPointF at) const
{
    const LegendPlacement place = legendPlacement();
    const QRectF box = legendBox(place);
    if (!box.contains(at))
        return {};
    diagrams::OverlayOptions o = screenOptions(); // as drawForeground paints it
    o.uiScale *= place.textScale;
    return diagrams::legendRowAt(box, item_->world(), item_->selected(), o, place.columns, at);
}

bool StageView::legendHover(QPointF at)
{
    const diagrams::LegendHit hit = legendHitAt(at);
    if (!hit.inBox)
        return false;
    QString tip;
    const diagrams::OverlayOptions& o = item_->options();
    const bool folded = o.legendFolded;
    if (hit.fold) {
        tip = folded ? tr("Unfold the legend") : tr("Fold the legend to one line");
    } else {
        // The row's names, in the interface language and each extra one (the compact legend
        // shows only the symbols), then what a click does.
        QStringList lines = diagrams::legendRowNames(item_->world(), item_->selected(), o, hit);
        if (hit.kind && diagrams::legendRule(item_->world(), item_->selected(), *hit.kind))
            lines << tr("%1: click to show only this rule's vectors on the stage; click again to show everything")
                         .arg(diagrams::kindName(*hit.kind));
        tip = lines.join(QLatin1Char('\n'));
    }
    if (tip != viewport()->toolTip())
        viewport()->setToolTip(tip);
    if (hit.fold || (hit.kind && diagrams::legendRule(item_->world(), item_->selected(), *hit.kind)))
        viewport()->setCursor(Qt::PointingHandCursor);
    else
        viewport()->unsetCursor();
    if (hoverCall_ != -1 || hoverKind_ != -1) {
        hoverCall_ = hoverKind_ = -1;
        emit itemHovered(-1, -1);
    }
    return true;
}

QRectF StageView::legendBox(const LegendPlacement& place) const
{
    if (!item_->options().legend)
        return {};
    diagrams::OverlayOptions o = screenOptions();
    o.uiScale *= place.textScale;
    const steer::World& w = item_->world();
    const QSizeF size = diagrams::legendSize(w, item_->selected(), o, place.columns);
    const QRectF area = QRectF(viewport()->rect()).adjusted(kViewMargin, kViewMargin, -kViewMargin, -kViewMargin);
    if (!size.isEmpty() && o.legendFolded) // the chip, over the stage's top right corner
        return {area.right() - size.width(), area.top(), size.width(), size.height()};
    if (size.isEmpty() || place.mode == LegendPlacement::None)
        return {};
    if (place.mode == LegendPlacement::Band) // under the stage, in the band stageArea() kept free
        return {area.center().x() - size.width() / 2, area.bottom() - place.extent + kViewMargin, size.width(),
                size.height()};
    return {area.right() - size.width(), area.top(), size.width(), size.height()}; // the column
}

void StageView::drawForeground(QPainter* painter, const QRectF&)
{
    const LegendPlacement place = legendPlacement();
    const QRectF box = legendBox(place);
    if (box.isEmpty())
        return;
    diagrams::OverlayOptions o = screenOptions();
    o.uiScale *= place.textScale;
    painter->save();
    painter->resetTransform();
    diagrams::paintLegend(*painter, box, item_->world(), item_->selected(), o, place.columns);
    painter->restore();
}
