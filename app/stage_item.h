#pragma once
// The one scene item of the stage view: paints the stage, trails, vehicles and overlay of the
// current frame with the diagrams painters, in stage coordinates (one scene unit = one stage pixel).
#include "overlay_options.h"
#include "world.h"

#include <QGraphicsItem>
#include <QImage>
#include <QTransform>
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
    // The trails to draw, per vehicle its positions oldest first up to the shown frame: given by
    // the caller from the history, so they are a function of the frame shown (rebuilt after
    // stepping back, never cut short by a jump).
    void setTrails(std::vector<std::vector<steer::Vector2D>> trails);
    void clearTrails();
    // Number of positions of a vehicle's trail (for tests).
    std::size_t trailLength(std::size_t vehicle) const;
    // The path waypoint under the mouse or picked (path editing), drawn with a ring; -1 for none.
    void setWaypointHighlight(int index);
    int waypointHighlight() const { return waypoint_; }

    // When the stage has a path or still obstacles, the ground (background, grid, border, path)
    // and those obstacles are kept as a picture in the device's pixels and drawn again only when
    // they or the view change (on by default; a plain ground is cheaper to draw than to copy).
    // Off paints everything every frame: the reference the caches are tested against.
    void setLayerCacheEnabled(bool on);
    bool layerCacheEnabled() const { return layerCacheOn_; }
    // How often the picture was painted anew (tests: a palette or a zoom must repaint it).
    int layerRenders() const { return layerRenders_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    // paint() with the size that scales text and lines (autoUiScale) given: the window's. Touches
    // nothing but this item (and its ground picture), so a compare pane can be painted on a pool
    // thread while nothing else uses the item (stage_paint_ahead.h).
    // labelArea: the painter's device pixels where labels may go (empty: all it shows).
    void paintFrame(QPainter& painter, QSizeF windowSize, QRectF labelArea = {});
    // While on, paint() paints nothing: the view has already drawn this item's frame from a
    // picture painted on a pool thread (StageView::paintEvent) and paints the other items over it.
    void setShownByPicture(bool on) { shownByPicture_ = on; }

private:
    void paintTrails(QPainter& p, qreal pixelsPerUnit, qreal uiScale) const;
    void paintWaypointHighlight(QPainter& p, qreal pixelsPerUnit, qreal uiScale) const;
    // Draws the ground (and the obstacles when none drifts) from the picture, painting it first when
    // anything it shows differs; false when this painter cannot use it (it then paints directly).
    bool paintLayer(QPainter& p, qreal pixelsPerUnit, bool* obstaclesDone);

    // Everything the picture depends on, compared in full before each use.
    struct LayerKey {
        QTransform toLayer; // item coordinates to the picture's pixels (at its pixel ratio)
        QSize pixels;
        qreal dpr = 1;
        int palette = 0;
        bool antialiased = false;
        bool shortcuts = true; // diagrams::crowdShortcutsEnabled(): the grid's spacing
        double stageWidth = 0, stageHeight = 0;
        steer::Path path;
        bool withObstacles = false;
        std::vector<steer::Obstacle> obstacles;
        bool operator==(const LayerKey&) const = default;
    };
    bool shownByPicture_ = false;
    bool layerCacheOn_ = true;
    LayerKey layerKey_;
    QImage layer_;
    int layerRenders_ = 0;

    steer::World world_;
    int selected_ = -1;
    diagrams::OverlayOptions options_;
    bool trailsOn_ = false;
    std::vector<std::vector<steer::Vector2D>> trails_;
    int waypoint_ = -1;
};
