#include "follow_camera.h"

#include "controller.h"
#include "display_texts.h"
#include "scenarios.h"
#include "stage_view.h"

#include <QAction>
#include <QEvent>
#include <QMainWindow>
#include <QMenu>

FollowCamera::FollowCamera(Controller* controller, StageView* stage, QObject* parent)
    : QObject(parent), controller_(controller), stage_(stage)
{
}

FollowCamera* FollowCamera::addToWindow(QMainWindow* window, Controller* controller, StageView* stage, QMenu* viewMenu)
{
    auto* f = new FollowCamera(controller, stage, window);
    f->setObjectName(QStringLiteral("followCamera"));
    f->action_ = new QAction(window);
    f->action_->setObjectName(QStringLiteral("followSelected"));
    f->action_->setShortcut(QKeySequence(Qt::Key_F));
    f->action_->setCheckable(true);
    f->action_->setChecked(stage->following());
    window->addAction(f->action_); // the key works wherever the focus is
    viewMenu->addAction(f->action_);
    connect(f->action_, &QAction::toggled, stage, &StageView::setFollowing);
    connect(stage, &StageView::followingChanged, f->action_, &QAction::setChecked);
    connect(controller, &Controller::scenarioChanged, f, [f] {
        if (f->controller_->scenario().crowd)
            f->action_->setChecked(true);
    });
    stage->installEventFilter(f);
    f->retranslate();
    return f;
}

bool FollowCamera::eventFilter(QObject* watched, QEvent* e)
{
    if (watched == stage_ && e->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, e);
}

void FollowCamera::retranslate()
{
    texts::setActionTexts(action_, tr("Follow the selected vehicle"),
                          tr("While zoomed in, keep the selected vehicle in the middle of the stage view"));
}
