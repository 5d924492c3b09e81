#include "sandbox_tools.h"

#include "controller.h"
#include "diagram_style.h"
#include "program.h"
#include "stage_view.h"

#include <QMenu>
#include <QMouseEvent>
#include <QPointer>

namespace {
bool inSandbox(const Controller* c) { return c->world().scenario == steer::ScenarioId::Sandbox; }
} // namespace

SandboxTools::SandboxTools(Controller* controller, StageView* stage, QObject* parent)
    : QObject(parent), controller_(controller), stage_(stage)
{
    connect(stage_, &StageView::stageClicked, this, &SandboxTools::place);
    // Installed after the scroll area's own filter, so it sees a press first.
    stage_->viewport()->installEventFilter(this);
}

QMenu* SandboxTools::itemMenu() const { return itemMenu_; }

void SandboxTools::place(QPointF stagePos)
{
    if (!inSandbox(controller_))
        return;
    switch (tool_) {
    case Tool::Vehicle: {
        steer::Program wander;
        steer::parseProgram("wander", wander);
        controller_->addVehicle(stagePos, wander);
        break;
    }
    case Tool::Circle:
        controller_->addObstacle(stagePos, kCircleRadius);
        break;
    case Tool::Waypoint:
        controller_->addWaypoint(stagePos);
        break;
    }
}

bool SandboxTools::eventFilter(QObject* watched, QEvent* e)
{
    if (watched == stage_->viewport() && e->type() == QEvent::MouseButtonPress && inSandbox(controller_)) {
        auto* me = static_cast<QMouseEvent*>(e);
        if (me->button() == Qt::RightButton)
            return offerRemove(stage_->mapToScene(me->position().toPoint()), me->globalPosition().toPoint());
    }
    return QObject::eventFilter(watched, e);
}

bool SandboxTools::offerRemove(QPointF stagePos, QPoint globalPos)
{
    // A waypoint under the pointer keeps its own right-click (the stage deletes it).
    if (stage_->waypointAt(stagePos) >= 0)
        return false;
    const int vehicle = stage_->vehicleAt(stagePos);
    const int obstacle = vehicle < 0 ? stage_->obstacleAt(stagePos) : -1;
    if (vehicle < 0 && obstacle < 0)
        return false; // right-drag pans as everywhere
    delete itemMenu_;
    auto* menu = new QMenu(stage_);
    itemMenu_ = menu;
    menu->setObjectName(QStringLiteral("sandboxItemMenu"));
    menu->setAttribute(Qt::WA_DeleteOnClose);
    QPointer<Controller> c = controller_;
    if (vehicle >= 0) {
        // By id: the world may move on (playing) while the menu is open.
        const std::string id = stage_->world().vehicles[std::size_t(vehicle)].id;
        menu->addAction(tr("Remove vehicle %1").arg(diagrams::vehicleName(id)), this, [c, id] {
            if (c)
                c->removeVehicle(c->world().indexOf(id));
        });
    } else {
        menu->addAction(tr("Remove circle %1").arg(obstacle + 1), this, [c, obstacle] {
            if (c)
                c->removeObstacle(obstacle);
        });
    }
    menu->popup(globalPos);
    return true;
}
