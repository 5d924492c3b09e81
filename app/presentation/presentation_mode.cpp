#include "presentation_mode.h"

#include "formula_panel.h"

#include "display_texts.h"
#include "stage_view.h"
#include "text_scale.h"
#include "transport_bar.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QMenuBar>
#include <QMouseEvent>
#include <QStatusBar>

PresentationMode::PresentationMode(QMainWindow* window, Parts parts)
    : QObject(window), w_(window), parts_(std::move(parts)), text_(parts_.textScale)
{
    action_ = new QAction(w_);
    action_->setObjectName(QStringLiteral("presentation"));
    action_->setCheckable(true);
    action_->setShortcut(QKeySequence(Qt::Key_F5));
    w_->addAction(action_);
    connect(action_, &QAction::toggled, this, &PresentationMode::setActive);
    // Esc is the window's "focus the stage" key; in presentation it also leaves.
    connect(parts_.focusStage, &QAction::triggered, this, [this] { setActive(false); });
    hide_.setSingleShot(true);
    hide_.setInterval(kHideAfterMs);
    connect(&hide_, &QTimer::timeout, this, [this] {
        if (active_) {
            parts_.transport->hide();
            w_->menuBar()->hide();
        }
    });
    connect(text_, &TextScale::changed, this, &PresentationMode::applyFormulaFont);
    w_->installEventFilter(this);
    retranslateUi();
}

void PresentationMode::retranslateUi()
{
    texts::setActionTexts(action_, tr("Presentation"),
                          tr("Full screen for the class: the stage and large formulas; Esc returns to the desk layout"));
}

void PresentationMode::applyFormulaFont()
{
    FormulaPanel* panel = parts_.formulas;
    if (!active_) {
        panel->setFormulaScale(0); // back to the application font
        return;
    }
    // As large as the formulas' share of the screen lets every line stay whole: they shrink (down
    // to the window's own size) rather than being cut at the edge, as beside two compare panes.
    double scale = kFormulaScale;
    panel->setFormulaScale(scale);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest); // the dock's width as resized
    while (scale > 1.0 && !panel->linesFitWidth()) {
        scale = std::max(1.0, scale - 0.1);
        panel->setFormulaScale(scale);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    }
}

void PresentationMode::setActive(bool on)
{
    if (on == active_)
        return;
    active_ = on;
    if (action_->isChecked() != on)
        action_->setChecked(on);
    // Every panel of the window, those its parts added for themselves too (plots, lessons,
    // claims, compare numbers …): a sweep over the window's docks, not a search for one of them.
    const auto docks = w_->findChildren<QDockWidget*>();
    if (on) {
        dockState_ = w_->saveState();
        geometry_ = w_->geometry();
        windowState_ = w_->windowState();
        deskTextScale_ = text_->value();
        // The formulas stay, and the Lennard-Jones plot where it was shown.
        for (QDockWidget* d : docks)
            if (d != parts_.formulaDock && d != parts_.ljDock && !d->isFloating())
                d->hide();
        parts_.formulaDock->show();
        w_->menuBar()->hide();
        w_->statusBar()->hide();
        text_->setValue(std::max(kTextScale, deskTextScale_), false);
        if (fullScreen_)
            w_->showFullScreen();
        fitFormulas();
        QTimer::singleShot(0, this, &PresentationMode::fitFormulas); // after the window manager's resize
        qApp->installEventFilter(this); // pointer moves anywhere in the window
        hide_.start();
    } else {
        qApp->removeEventFilter(this);
        hide_.stop();
        text_->setValue(deskTextScale_, false);
        if (fullScreen_) {
            w_->setWindowState(windowState_);
            if (!(windowState_ & (Qt::WindowMaximized | Qt::WindowFullScreen)))
                w_->setGeometry(geometry_);
        }
        w_->menuBar()->show();
        w_->statusBar()->show();
        parts_.transport->show();
        w_->restoreState(dockState_);
    }
    // The legend is left out in front of the class unless the teacher asked for it there: the
    // stages get its room (each view fits its stage again).
    for (StageView* view : parts_.stageViews())
        view->setPresenting(on);
    applyFormulaFont();
}

void PresentationMode::fitFormulas()
{
    const bool comparing = parts_.stageViews().size() > 1;
    if (active_) {
        w_->resizeDocks({parts_.formulaDock}, {int(w_->width() * (comparing ? kFormulaWidthComparing : kFormulaWidth))}, Qt::Horizontal);
        applyFormulaFont();
    }
}

void PresentationMode::pointerMoved(QPoint windowPos)
{
    parts_.transport->show();
    // The top edge brings the menus (and with View → Panels, any panel) back on demand.
    if (windowPos.y() <= 4)
        w_->menuBar()->show();
    hide_.start();
}

bool PresentationMode::eventFilter(QObject* watched, QEvent* e)
{
    if (watched == w_ && e->type() == QEvent::LanguageChange)
        retranslateUi();
    if (active_ && e->type() == QEvent::MouseMove && watched->isWidgetType()) {
        auto* widget = static_cast<QWidget*>(watched);
        if (widget->window() == w_)
            pointerMoved(w_->mapFromGlobal(static_cast<QMouseEvent*>(e)->globalPosition().toPoint()));
    }
    return QObject::eventFilter(watched, e);
}
