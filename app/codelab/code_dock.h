#pragma once
// The code lab in the window (issue #34): the Code panel in a dock beside the formulas, its Run and
// Reset going to the controller (Controller::setScript: an undoable edit in the input log, saved in
// lessons) and the answer coming back to the panel: applied, or refused with the script's line.
#include <QObject>

class CodePanel;
class Controller;
class QDockWidget;
class QMainWindow;
class QMenu;

namespace codelab {

class CodeDock : public QObject {
    Q_OBJECT
public:
    // The dock is tabbed with `tabWith` (which stays in front) and listed in `panels`.
    static CodeDock* addToWindow(QMainWindow* window, Controller* controller, QDockWidget* tabWith, QMenu* panels);
    CodePanel* panel() const { return panel_; }
    QDockWidget* dock() const { return dock_; }

private:
    CodeDock(QMainWindow* window, Controller* controller, QDockWidget* tabWith, QMenu* panels);
    void run(const QString& source);
    void backToBuiltIns();
    // A lesson or --script brought its own code: the editor shows it.
    void showWorldsScript();

    Controller* controller_;
    CodePanel* panel_;
    QDockWidget* dock_;
};

} // namespace codelab
