#pragma once
// The sandbox's pointer tools (issue #11): what a click on an empty part of the stage places (a
// wandering vehicle, a circle, a waypoint) and a right-click on a vehicle or circle offering to
// remove it. Only in the Sandbox scenario; elsewhere the stage behaves as before. It watches the
// stage view from outside (its stageClicked signal, an event filter for the right button), so the
// view keeps its one job of showing the world and reporting input.
#include <QObject>
#include <QPointF>
#include <QPointer>

class Controller;
class QMenu;
class StageView;

class SandboxTools : public QObject {
    Q_OBJECT
public:
    enum class Tool { Vehicle, Circle, Waypoint };
    static constexpr double kCircleRadius = 30.0;

    SandboxTools(Controller* controller, StageView* stage, QObject* parent = nullptr);

    Tool tool() const { return tool_; }
    void setTool(Tool t) { tool_ = t; }
    // The right-click menu shown last (null when none is open): tests trigger its action.
    QMenu* itemMenu() const;

protected:
    bool eventFilter(QObject* watched, QEvent* e) override;

private:
    void place(QPointF stagePos);
    bool offerRemove(QPointF stagePos, QPoint globalPos);

    Controller* controller_;
    StageView* stage_;
    Tool tool_ = Tool::Vehicle;
    QPointer<QMenu> itemMenu_; // deletes itself on close: then null
};
