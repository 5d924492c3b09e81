#include "code_dock.h"

#include "code_panel.h"
#include "controller.h"
#include "script_hook.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QRegularExpression>

namespace codelab {

namespace {
// The book's methods a script defines (function seek(...) ...), in the book's order: what the
// status line names as replaced. The panel says "Applied: " before each summary.
QStringList methodsDefined(const QString& source)
{
    QStringList found;
    for (int m = 0; m < steer::kScriptMethodCount; ++m) {
        const QString name = QString::fromLatin1(steer::scriptMethodName(steer::ScriptMethod(m)));
        const QRegularExpression re(QStringLiteral("\\bfunction\\s+%1\\s*\\(").arg(name));
        if (re.match(source).hasMatch())
            found << name;
    }
    return found;
}
} // namespace

CodeDock* CodeDock::addToWindow(QMainWindow* window, Controller* controller, QDockWidget* tabWith, QMenu* panels)
{
    return new CodeDock(window, controller, tabWith, panels);
}

CodeDock::CodeDock(QMainWindow* window, Controller* controller, QDockWidget* tabWith, QMenu* panels)
    : QObject(window), controller_(controller), panel_(new CodePanel), dock_(new QDockWidget(window))
{
    dock_->setObjectName(QStringLiteral("codeDock")); // the window's saved layout, not wiring
    dock_->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable | QDockWidget::DockWidgetClosable);
    dock_->setWidget(panel_);
    dock_->setWindowTitle(panel_->windowTitle());
    connect(panel_, &QWidget::windowTitleChanged, dock_, &QDockWidget::setWindowTitle); // follows the language
    window->addDockWidget(window->dockWidgetArea(tabWith), dock_);
    window->tabifyDockWidget(tabWith, dock_);
    tabWith->raise();
    // Closed until asked for (View > Panels > Code, or a lesson that brings code): a class that
    // does not write code keeps the window as it was, its sizes and its pictures.
    dock_->hide();
    panels->addAction(dock_->toggleViewAction());
    connect(panel_, &CodePanel::runRequested, this, &CodeDock::run);
    connect(panel_, &CodePanel::resetRequested, this, &CodeDock::backToBuiltIns);
    connect(controller_, &Controller::scenarioChanged, this, &CodeDock::showWorldsScript);
    showWorldsScript();
}

void CodeDock::run(const QString& source)
{
    const qint64 frame = controller_->frame();
    const Controller::ScriptAnswer answer = controller_->setScript(source);
    if (!answer.message.isEmpty()) {
        panel_->showError(answer.line, answer.message);
        return;
    }
    const QStringList methods = methodsDefined(source);
    if (methods.isEmpty())
        panel_->showApplied(tr("from frame %1; the code defines none of the book's methods, so the vehicles go on with the built-in ones.").arg(frame));
    else
        panel_->showApplied(tr("from frame %1 every vehicle uses your %2.").arg(frame).arg(methods.join(QStringLiteral(", "))));
}

void CodeDock::backToBuiltIns()
{
    const qint64 frame = controller_->frame();
    const Controller::ScriptAnswer answer = controller_->setScript(QString());
    if (!answer.message.isEmpty()) {
        panel_->showError(0, answer.message);
        return;
    }
    panel_->showApplied(tr("from frame %1 the vehicles use the built-in methods again; your code stays in the editor.").arg(frame));
}

void CodeDock::showWorldsScript()
{
    const auto& script = controller_->world().script;
    if (!script)
        return;
    if (QString::fromStdString(script->source) != panel_->source())
        panel_->setSource(QString::fromStdString(script->source));
    if (dock_->isHidden()) {
        dock_->show();
        dock_->raise();
    }
}

} // namespace codelab
