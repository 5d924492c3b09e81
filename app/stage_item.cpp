#include "stage_item.h"

#include "overlay_geometry.h"
#include "world_painter.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QWidget>

#include <array>
#include <cmath>

namespace {
constexpr std::size_t kTrailLength = 90; // three seconds at 30 frames per second
constexpr qreal kOverlayReach = 450.0;   // feelers (300) and in-sight discs (200) reach past the stage
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
    recordTrails();
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

void StageItem::clearTrails()
{
    trails_.clear();
    trailHead_ = 0;
    trailCount_ = 0;
    update();
}

std::size_t StageItem::trailLength(std::size_t vehicle) const
{
    return vehicle < trails_.size() ? trailCount_ : 0;
}

void StageItem::recordTrails()
{
    const bool continues = haveFrame_ && world_.scenario == lastScenario_ && world_.frame == lastFrame_ + 1
        && trails_.size() == world_.vehicles.size();
    const bool same = haveFrame_ && world_.scenario == lastScenario_ && world_.frame == lastFrame_;
    haveFrame_ = true;
    lastScenario_ = world_.scenario;
    lastFrame_ = world_.frame;
    if (!trailsOn_ || same)
        return;
    if (!continues) {
        // A reset, a jump on the timeline, a step back or another scenario: old trails would lie.
        trails_.assign(world_.vehicles.size(), std::vector<QPointF>(kTrailLength));
        trailHead_ = 0;
        trailCount_ = 0;
    }
    for (std::size_t i = 0; i < world_.vehicles.size(); ++i)
        trails_[i][trailHead_] = QPointF(world_.vehicles[i].position.x, world_.vehicles[i].position.y);
    trailHead_ = (trailHead_ + 1) % kTrailLength;
    trailCount_ = std::min(trailCount_ + 1, kTrailLength);
}

void StageItem::paintTrails(QPainter& p, qreal ppu) const
{
    if (!trailsOn_ || trailCount_ < 2)
        return;
    // Older segments fainter: segments are grouped into a few alpha steps, one drawLines each.
    constexpr int kSteps = 6;
    static thread_local std::array<std::vector<QLineF>, kSteps> buckets;
    for (auto& b : buckets)
        b.clear();
    const std::size_t first = (trailHead_ + kTrailLength - trailCount_) % kTrailLength;
    for (const auto& ring : trails_) {
        for (std::size_t k = 1; k < trailCount_; ++k) {
            const QPointF a = ring[(first + k - 1) % kTrailLength];
            const QPointF b = ring[(first + k) % kTrailLength];
            // A wrap across the stage edge is a jump, not a path.
            if (std::abs(a.x() - b.x()) > 60 || std::abs(a.y() - b.y()) > 60)
                continue;
            const int step = int((k * kSteps) / trailCount_);
            buckets[std::size_t(std::min(step, kSteps - 1))].emplace_back(a, b);
        }
    }
    for (int s = 0; s < kSteps; ++s) {
        if (buckets[std::size_t(s)].empty())
            continue;
        const int alpha = 25 + (150 * (s + 1)) / kSteps;
        QPen pen(QColor(0x40, 0x50, 0x70, alpha), 2.0 / ppu, Qt::SolidLine, Qt::RoundCap);
        p.setPen(pen);
        p.drawLines(buckets[std::size_t(s)].data(), int(buckets[std::size_t(s)].size()));
    }
}

QRectF StageItem::boundingRect() const
{
    return QRectF(-kOverlayReach, -kOverlayReach, world_.stageWidth + 2 * kOverlayReach,
                  world_.stageHeight + 2 * kOverlayReach);
}

void StageItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget* widget)
{
    const QTransform t = painter->worldTransform();
    const qreal ppu = std::max<qreal>(1e-3, std::hypot(t.m11(), t.m12()));
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setRenderHint(QPainter::TextAntialiasing, true);
    diagrams::paintStage(*painter, world_, ppu);
    paintTrails(*painter, ppu);
    // Text and lines grow with big screens, as in exports (the device is the view's viewport).
    diagrams::OverlayOptions o = options_;
    // Sized by the whole window (a 1920x1080 window grows the text even though the view is only
    // part of it); by the device when painted elsewhere (an image, a test).
    if (widget && widget->window())
        o.uiScale *= diagrams::autoUiScale(QSizeF(widget->window()->size()));
    else if (const QPaintDevice* d = painter->device())
        o.uiScale *= diagrams::autoUiScale(QSizeF(d->width(), d->height()));
    diagrams::paintVehicles(*painter, world_, selected_, o, ppu);
    diagrams::paintOverlay(*painter, world_, selected_, o, ppu);
    diagrams::paintVehicleNames(*painter, world_, selected_, o, ppu);
}
