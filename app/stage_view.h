#pragma once
// The centre of the window: a QGraphicsView of the stage. One item paints the stage, vehicles and
// the overlay for the current frame from the world's records (not thousands of items per frame).
// It never changes the world: every user action is a signal the controller turns into input.
#include "overlay_hit.h"
#include "overlay_options.h"
#include "world.h"

#include <QGraphicsView>
#include <QImage>
#include <QPointF>

#include <memory>

#include <optional>
#include <string>
#include <utility>
#include <vector>

class StageItem;
namespace paint_ahead {
class Slot;
struct Shot;
} // namespace paint_ahead

class StageView : public QGraphicsView {
    Q_OBJECT
public:
    explicit StageView(QWidget* parent = nullptr);
    ~StageView() override;

    // Shows this frame (copies what it needs). Call after every change of the world.
    void setWorld(const steer::World& world);
    // With more than diagrams::kCrowdSize vehicles only the selected vehicle's records are copied,
    // so a new selection shows its vectors from the next setWorld: prefer setFrame (selection
    // first, then the world) when both change.
    void setSelected(int vehicleIndex);
    void setFrame(const steer::World& world, int vehicleIndex);
    int selected() const;
    void setOverlay(const diagrams::OverlayOptions& options);
    const diagrams::OverlayOptions& overlay() const; // as set (without the text scale)
    // The classroom's text size (TextScale): labels, legend, names, arrow heads and line widths on
    // the stage grow with it, on top of the options' own uiScale.
    void setTextScale(double scale);
    double textScale() const { return textScale_; }
    // In presentation mode the legend shows only when the options ask for it there
    // (legendInShows): the stage gets its room.
    void setPresenting(bool on);
    bool presenting() const { return presenting_; }
    // Whether the legend is drawn now (on, and not left out by presentation mode or compare mode).
    bool legendShown() const;
    // The palette changed (diagrams/palette.h): background, label sizes, colours.
    void restyle();
    // The uiScale the stage item paints with, over the options' own (for tests).
    double stageItemScale() const;
    void setTrailsEnabled(bool on);
    bool trailsEnabled() const;
    // Per vehicle, its positions up to the shown frame, oldest first (Controller::trailPositions
    // over kTrailFrames: three seconds at 30 frames per second).
    static constexpr int kTrailFrames = 90;
    void setTrails(std::vector<std::vector<steer::Vector2D>> trails);
    void clearTrails();

    void zoomIn();
    void zoomOut();
    void fitStage(); // whole stage visible, scaled to the view (the default)
    bool isFitted() const { return fitted_; }
    qreal zoomFactor() const; // 1 when fitted
    // Zooms about the view's centre to `factor` times the fitted scale (compare panes take the
    // main view's zoom so).
    void setZoomFactor(qreal factor);

    // The follow camera (as OpenSteer's demo has): while zoomed in, every frame, selection and zoom
    // centres the view on the selected vehicle, across the stage when it wraps to the other edge.
    // Fitted, the whole stage shows and nothing moves. Dragging the stage to pan turns it off.
    void setFollowing(bool on);
    bool following() const { return following_; }
    // Where the follow camera keeps the vehicle, in viewport coordinates: the middle of the part of
    // the view the legend leaves free (the middle of the view itself may be under the legend band).
    QPointF followPoint() const;

    // What is shown (the copy made by setWorld) and hit tests on it, in stage coordinates.
    const steer::World& world() const;
    int vehicleAt(QPointF stagePos) const;  // -1 for none
    int obstacleAt(QPointF stagePos) const; // -1 for none
    int waypointAt(QPointF stagePos) const; // path waypoint under the position; -1 for none
    StageItem* stageItem() const;

    // Compare panes: paints these views' current frames on a pool thread while the GUI thread goes
    // on, each view then showing its picture when it paints (stage_paint_ahead.h). Any change to
    // a view first takes its pane back, so this only ever saves time.
    static void paintAhead(const std::vector<StageView*>& views);
    // The picture of the view as painted now, from `shot` (run by the pool thread).
    QImage paintPicture(const paint_ahead::Shot& shot) const;
    // The same into `picture`, which keeps its memory when its size and format fit.
    void paintPicture(const paint_ahead::Shot& shot, QImage& picture) const;
    // How many paints showed a picture painted ahead (tests: that the pool thread did paint).
    int picturesShown() const { return picturesShown_; }
    // How many paints drew the stage item from a picture painted then on a pool thread (paintEvent).
    int picturesPaintedNow() const { return picturesPaintedNow_; }
    // How many of those the pool thread painted straight into the window's backing store.
    int picturesPaintedInPlace() const { return picturesPaintedInPlace_; }

    // Where things are, in viewport coordinates: the stage rectangle and the legend's box (empty
    // when there is none). When fitted, the legend never overlaps the stage.
    QRectF stageRect() const;
    QRectF legendRect() const;
    // Viewport pixels where the stage's labels may be placed: the viewport less the strip kept for
    // the legend, so that no label lies under it.
    QRectF labelArea() const;
    // The overlay options as painted here (with this screen's text scale).
    diagrams::OverlayOptions screenOptions() const;
    // The stage's painting shortcuts (the ground's picture, the legend's placement, the stage item
    // painted on a pool thread): on by default; off measures and paints everything each frame on
    // the GUI thread, the reference the shortcuts are tested against.
    void setPaintCachesEnabled(bool on);

signals:
    void vehicleClicked(int index);
    void pointerMoved(QPointF stagePos);          // mouse moving over the stage
    void targetDragged(QPointF stagePos);         // the pointer target marker dragged (and left there)
    void stageClicked(QPointF stagePos);          // click on empty stage (path: adds a waypoint)
    void obstacleDragged(int index, QPointF stagePos);
    // Path editing: a waypoint dragged (left there), or to delete (right-click on it, or Delete
    // while it is under the mouse or picked by a click).
    void waypointDragged(int index, QPointF stagePos);
    void waypointDeleteRequested(int index);
    // The mouse let go after a drag of the target, an obstacle or a waypoint: the drag is one edit.
    void dragFinished();
    // Overlay item of the selected vehicle under the mouse: its call index in the explanation and
    // int(ItemKind); the update's total force is (-1, int(ItemKind::TotalForce)); -1, -1 for none.
    void itemHovered(int callIndex, int kind);
    // A click on the legend: the row's int(ItemKind), -1 between rows or on the title.
    void legendClicked(int kind);
    // A click on the legend's fold control (its header's triangle, or the folded chip).
    void legendFoldClicked();
    // The follow camera was turned on or off (off also by a pan).
    void followingChanged(bool on);
    // Zoomed in or out, or fitted again (compare panes then take the same zoom).
    void zoomChanged();

protected:
    void resizeEvent(QResizeEvent* e) override;
    void wheelEvent(QWheelEvent* e) override;
    void mousePressEvent(QMouseEvent* e) override;
    void mouseMoveEvent(QMouseEvent* e) override;
    void mouseReleaseEvent(QMouseEvent* e) override;
    void leaveEvent(QEvent* e) override;
    void keyPressEvent(QKeyEvent* e) override;
    void changeEvent(QEvent* e) override; // a new language changes the legend's width
    void drawBackground(QPainter* painter, const QRectF& rect) override; // this paint's picture, if any
    void drawForeground(QPainter* painter, const QRectF& rect) override;
    // A picture painted ahead, when there is one; else the stage item's frame painted now on a
    // pool thread (stage_paint_ahead.h, paintNow), with the other items and the legend over it.
    void paintEvent(QPaintEvent* e) override;

private:
    enum class Drag { None, PendingClick, Pan, Target, Obstacle, Waypoint, Consumed };
    void updateSceneRect();
    void zoomBy(qreal factor);
    void centreOnSelected(); // the follow camera's move, when it is on and the view zoomed in
    qreal fittedScale() const;
    // Where the legend goes: a column right of the stage (wide views) or a band of columns under
    // it (tall views, e.g. 1280x800 with both docks open); never over the stage.
    struct LegendPlacement {
        enum Mode { None, Column, Band } mode = None;
        int columns = 1;
        qreal extent = 0;    // the column's width or the band's height, viewport pixels
        qreal textScale = 1; // a band may use slightly smaller text to fit two columns
    };
    LegendPlacement legendPlacement() const; // cached: see placementKey_
    LegendPlacement measurePlacement() const;
    // What the legend's placement (and the fit that follows it) depends on: the view's and the
    // window's sizes, the options as painted (text scale, palette's label size, kinds shown, second
    // language), the language (the legend title's wording), the palette, the stage and its vehicles'
    // names. Compared in full each paint, so a stale placement cannot survive any of them.
    struct PlacementKey {
        QSize viewport;
        diagrams::OverlayOptions options;
        QString language;
        int palette = 0;
        steer::ScenarioId scenario{};
        double stageWidth = 0, stageHeight = 0;
        std::vector<std::string> vehicleIds;
        bool operator==(const PlacementKey&) const = default;
    };
    PlacementKey placementKey() const;
    QRectF legendBox(const LegendPlacement& place) const;
    QRectF stageArea() const; // viewport part the fitted stage uses (the legend keeps the rest)
    bool nearTarget(QPointF stagePos) const;
    void updateHover(QPointF stagePos);
    diagrams::LegendHit legendHitAt(QPointF viewportPos) const; // the legend's row there, as painted
    bool legendHover(QPointF viewportPos); // the legend's tip; false when the position is off the legend
    void deleteWaypointUnderMouse();

    // The item, to change it: a picture being painted from it is finished or taken back first.
    StageItem* editItem();
    void settleAhead();
    paint_ahead::Shot shot() const;
    bool pictureLinesUp() const; // whether a picture of the viewport lands on whole device pixels
    // The viewport's pixels in the image this paint event paints into (the window's backing
    // store), as an image of their own; null where they are not such pixels one for one.
    QImage pixelsInPlace(const QPaintEvent* e) const;

    StageItem* item_ = nullptr;
    std::shared_ptr<paint_ahead::Slot> ahead_;
    quint64 stamp_ = 0; // counts changes to the item
    int picturesShown_ = 0;
    int picturesPaintedNow_ = 0;
    int picturesPaintedInPlace_ = 0;
    QImage picture_; // the background and the stage item, painted on a pool thread (kept for its memory)
    bool pictureShown_ = false; // during paintEvent: picture_ is this paint's background and item
    bool paintedInPlace_ = false; // during paintEvent: ... already in the device's pixels
    bool paintOnPool_ = true; // off with the paint caches: the plain painting they are tested against
    bool fitted_ = true;
    bool presenting_ = false;
    bool following_ = false;
    diagrams::OverlayOptions base_; // as set by setOverlay
    double textScale_ = 1.0;
    Drag drag_ = Drag::None;
    QPointF pressPos_;
    QPointF lastPanPos_;
    QPointF grabOffset_;
    int dragIndex_ = -1;
    bool dragMoved_ = false; // a waypoint press became a drag
    int hoverCall_ = -1;
    int hoverKind_ = -1;
    int hoverWaypoint_ = -1;
    int pickedWaypoint_ = -1; // clicked last: Delete removes it even when the mouse has moved on
    mutable std::optional<std::pair<PlacementKey, LegendPlacement>> placement_;
    bool placementCacheOn_ = true;
};
