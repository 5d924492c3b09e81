#pragma once
// The one scene item of the stage view: paints the stage, trails, vehicles and overlay of the
// current frame with the diagrams painters, in stage coordinates (one scene unit = one stage pixel).
#include "overlay_options.h"
#include "world.h"

#include <QGraphicsItem>
#include <QPointF>

#include <vector>

class StageItem : public QGraphicsItem {
public:
    StageItem();

    // Copies what painting needs. With a crowd, only the selected vehicle's full records are
    // kept (the others draw just velocity and total force), which keeps this copy cheap.
    void setWorld(const steer::World& world);
    const steer::World& world() const { return world_; }
    void setSelected(int index);
    int selected() const { return selected_; }
    void setOptions(const diagrams::OverlayOptions& o);
    const diagrams::OverlayOptions& options() const { return options_; }

    void setTrailsEnabled(bool on);
    bool trailsEnabled() const { return trailsOn_; }
    void clearTrails();
    // Number of remembered positions of a vehicle's trail (for tests).
    std::size_t trailLength(std::size_t vehicle) const;

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    void recordTrails();
    void paintTrails(QPainter& p, qreal pixelsPerUnit) const;

    steer::World world_;
    int selected_ = -1;
    diagrams::OverlayOptions options_;
    bool trailsOn_ = false;
    bool haveFrame_ = false;
    std::int64_t lastFrame_ = -1;
    steer::ScenarioId lastScenario_ = steer::ScenarioId::Seek;
    // trails_[vehicle] is a ring of the last kTrailLength positions; trailHead_ the next slot.
    std::vector<std::vector<QPointF>> trails_;
    std::size_t trailHead_ = 0;
    std::size_t trailCount_ = 0;
};
