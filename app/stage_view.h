#pragma once
// The centre of the window: a QGraphicsView of the stage. One item paints the stage, vehicles and
// the overlay for the current frame from the world's records (not thousands of items per frame).
// It never changes the world: every user action is a signal the controller turns into input.
#include "overlay_options.h"
#include "world.h"

#include <QGraphicsView>
#include <QPointF>

class StageItem;

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
    const diagrams::OverlayOptions& overlay() const;
    void setTrailsEnabled(bool on);
    bool trailsEnabled() const;
    void clearTrails();

    void zoomIn();
    void zoomOut();
    void fitStage(); // whole stage visible, scaled to the view (the default)
    bool isFitted() const { return fitted_; }
    qreal zoomFactor() const; // 1 when fitted

    // What is shown (the copy made by setWorld) and hit tests on it, in stage coordinates.
    const steer::World& world() const;
    int vehicleAt(QPointF stagePos) const;  // -1 for none
    int obstacleAt(QPointF stagePos) const; // -1 for none
    StageItem* stageItem() const { return item_; }

signals:
    void vehicleClicked(int index);
    void pointerMoved(QPointF stagePos);          // mouse moving over the stage
    void targetDragged(QPointF stagePos);         // the pointer target marker dragged (and left there)
    void stageClicked(QPointF stagePos);          // click on empty stage (path: adds a waypoint)
    void obstacleDragged(int index, QPointF stagePos);
    // Overlay item of the selected vehicle under the mouse: its call index in the explanation and
    // int(ItemKind); the update's total force is (-1, int(ItemKind::TotalForce)); -1, -1 for none.
    void itemHovered(int callIndex, int kind);

protected:
    void resizeEvent(QResizeEvent* e) override;
    void wheelEvent(QWheelEvent* e) override;
    void mousePressEvent(QMouseEvent* e) override;
    void mouseMoveEvent(QMouseEvent* e) override;
    void mouseReleaseEvent(QMouseEvent* e) override;
    void leaveEvent(QEvent* e) override;
    void changeEvent(QEvent* e) override; // a new language changes the legend's width
    void drawForeground(QPainter* painter, const QRectF& rect) override;

private:
    enum class Drag { None, PendingClick, Pan, Target, Obstacle, Consumed };
    void updateSceneRect();
    void zoomBy(qreal factor);
    qreal fittedScale() const;
    // Where the legend goes: a column right of the stage (wide views), a band of columns under it
    // (tall views, e.g. 1280x800 with both docks open), or over a corner when neither fits.
    struct LegendPlacement {
        enum Mode { None, Column, Band, Corner } mode = None;
        int columns = 1;
        qreal bandHeight = 0;
        qreal textScale = 1; // a band may use slightly smaller text to fit two columns
    };
    LegendPlacement legendPlacement() const;
    QRectF stageArea() const; // viewport part the fitted stage uses (the legend keeps the rest)
    diagrams::OverlayOptions screenOptions() const; // the options with this screen's size scale
    bool nearTarget(QPointF stagePos) const;
    void updateHover(QPointF stagePos);

    StageItem* item_ = nullptr;
    bool fitted_ = true;
    Drag drag_ = Drag::None;
    QPointF pressPos_;
    QPointF lastPanPos_;
    QPointF grabOffset_;
    int dragIndex_ = -1;
    int hoverCall_ = -1;
    int hoverKind_ = -1;
    int legendCorner_ = 0; // diagrams::legendCorner's numbering; kept so the legend does not wander
};
