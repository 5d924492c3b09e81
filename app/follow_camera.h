#pragma once
// View → Follow the selected vehicle (key F): the stage's follow camera (StageView::setFollowing)
// as a checkable action. Opening a crowd (the swarm) turns it on, since there a zoomed-in view
// loses its boid within seconds; elsewhere it stays as the teacher left it. It acts only while
// zoomed in, so the fitted stage every scenario opens with never moves.
#include <QObject>

class Controller;
class QAction;
class QMainWindow;
class QMenu;
class StageView;

class FollowCamera : public QObject {
    Q_OBJECT
public:
    // Its action goes at the end of `viewMenu` (after the zoom actions).
    static FollowCamera* addToWindow(QMainWindow* window, Controller* controller, StageView* stage, QMenu* viewMenu);
    QAction* action() const { return action_; }

protected:
    bool eventFilter(QObject* watched, QEvent* e) override; // the action's language

private:
    FollowCamera(Controller* controller, StageView* stage, QObject* parent);
    void retranslate();

    Controller* controller_;
    StageView* stage_;
    QAction* action_ = nullptr;
};
