#pragma once
// The "Behaviours" panel (issue #11): the selected vehicle's program, one row per call in the order
// the vehicle makes them — switched on or off, its target (the pointer or another vehicle), the
// offset for offset pursuit, moved up or down, removed — an "Add behaviour" menu with the eleven
// callable behaviours, and the vehicle's edge behaviour. Every change hands the whole new list to
// the controller (one undo step, recorded in the input log). In the sandbox it also chooses what a
// click on the stage places (SandboxTools).
#include "program.h"
#include "scenarios.h"
#include "vehicle.h"

#include <QWidget>

#include <string>
#include <vector>

class Controller;
class QButtonGroup;
class QComboBox;
class QDockWidget;
class QGroupBox;
class QLabel;
class QMainWindow;
class QMenu;
class QRadioButton;
class QToolButton;
class QVBoxLayout;
class SandboxTools;
class StageView;

class BehavioursPanel : public QWidget {
    Q_OBJECT
public:
    BehavioursPanel(Controller* controller, StageView* stage, QWidget* parent = nullptr);

    SandboxTools* sandboxTools() const { return tools_; }
    // How many times the rows were built (the panel must not rebuild on every frame).
    int rebuildCount() const { return rebuilds_; }

    // A dock (object name "behavioursDock") tabbed with `tabWith`, in the Panels menu.
    static QDockWidget* addToWindow(QMainWindow* window, Controller* controller, StageView* stage, QDockWidget* tabWith,
                                    QMenu* panels);

protected:
    void changeEvent(QEvent* e) override;

private:
    // What the rows show; they are built again only when this changes.
    struct Shown {
        steer::ScenarioId scenario{};
        int selected = -1;
        steer::Program program;
        steer::EdgeBehavior edge{};
        std::vector<std::string> ids;
    };
    Shown current() const;
    bool showsCurrent() const;
    void refresh();
    void rebuild();
    void retranslate();
    QWidget* callRow(int index, const steer::BehaviourCall& call);
    void fillAddMenu();
    void addCall(int callable);
    // Replaces call `index` with a call of callable behaviour `callable` (keeping its target when
    // the new behaviour takes one like it) as one change.
    void changeKind(int index, int callable);
    std::string otherVehicle() const;
    // Hands `program` to the controller; a refusal is shown under the list.
    void apply(const steer::Program& program);
    void notice(const QString& text);

    Controller* controller_;
    SandboxTools* tools_;
    Shown shown_;
    int rebuilds_ = 0;
    QLabel* vehicle_;
    QWidget* rows_ = nullptr;
    QVBoxLayout* rowsLayout_;
    QLabel* empty_;
    QToolButton* add_;
    QMenu* addMenu_;
    QLabel* edgeLabel_;
    QComboBox* edge_;
    QLabel* notice_;
    QGroupBox* place_;
    QButtonGroup* placeGroup_;
    QRadioButton* placeVehicle_;
    QRadioButton* placeCircle_;
    QRadioButton* placeWaypoint_;
};
