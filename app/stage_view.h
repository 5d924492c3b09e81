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
    void setSelected(int vehicleIndex);
    int selected() const;
    void setOverlay(const diagrams::OverlayOptions& options);
    const diagrams::OverlayOptions& overlay() const;
    void setTrailsEnabled(bool on);
    bool trailsEnabled() const;
    void clearTrails();

    void zoomIn();
    void zoomOut();
    void fitStage(); // whole stage visible, scaled to the view (the default)

signals:
    void vehicleClicked(int index);
    void pointerMoved(QPointF stagePos);          // mouse moving over the stage
    void targetDragged(QPointF stagePos);         // the pointer target marker dragged (and left there)
    void stageClicked(QPointF stagePos);          // click on empty stage (path: adds a waypoint)
    void obstacleDragged(int index, QPointF stagePos);
    void itemHovered(int callIndex, int kind);    // overlay item under the mouse; -1, -1 for none

protected:
    void resizeEvent(QResizeEvent* e) override;
    void wheelEvent(QWheelEvent* e) override;
    void mousePressEvent(QMouseEvent* e) override;
    void mouseMoveEvent(QMouseEvent* e) override;
    void mouseReleaseEvent(QMouseEvent* e) override;

private:
    StageItem* item_ = nullptr;
    bool fitted_ = true;
};
