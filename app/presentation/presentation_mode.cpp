#include "presentation_mode.h"

#include "display_texts.h"
#include "main_window.h"
#include "text_scale.h"
#include "transport_bar.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QEvent>
#include <QMenuBar>
#include <QMouseEvent>
#include <QStatusBar>

PresentationMode::PresentationMode(MainWindow* window, TextScale* textScale) : QObject(window), w_(window), text_(textScale)
{
    action_ = new QAction(w_);
    action_->setObjectName(QStringLiteral("presentation"));
    action_->setCheckable(true);
    action_->setShortcut(QKeySequence(Qt::Key_F5));
    w_->addAction(action_);
    connect(action_, &QAction::toggled, this, &PresentationMode::setActive);
    // Esc is the window's "focus the stage" key; in presentation it also leaves.
    if (auto* focusStage = w_->findChild<QAction*>(QStringLiteral("focusStage")))
        connect(focusStage, &QAction::triggered, this, [this] { setActive(false); });
    hide_.setSingleShot(true);
    hide_.setInterval(kHideAfterMs);
    connect(&hide_, &QTimer::timeout, this, [this] {
        if (active_) {
            w_->transportBar()->hide();
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
    QDockWidget* formulas = w_->findChild<QDockWidget*>(QStringLiteral("formulaDock"));
    if (!formulas || !formulas->widget())
        return;
    if (!active_) {
        formulas->widget()->setFont(QFont()); // back to the application font
        return;
    }
    QFont f = QApplication::font();
    f.setPointSizeF(f.pointSizeF() * kFormulaScale);
    formulas->widget()->setFont(f);
}

void PresentationMode::setActive(bool on)
{
    if (on == active_)
        return;
    active_ = on;
    if (action_->isChecked() != on)
        action_->setChecked(on);
    const auto docks = w_->findChildren<QDockWidget*>();
    if (on) {
        dockState_ = w_->saveState();
        geometry_ = w_->geometry();
        windowState_ = w_->windowState();
        deskTextScale_ = text_->value();
        // The formulas stay, and the Lennard-Jones plot where it was shown.
        for (QDockWidget* d : docks)
            if (d->objectName() != QLatin1String("formulaDock") && d->objectName() != QLatin1String("ljDock") && !d->isFloating())
                d->hide();
        if (QDockWidget* formulas = w_->findChild<QDockWidget*>(QStringLiteral("formulaDock")))
            formulas->show();
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
        w_->transportBar()->show();
        w_->restoreState(dockState_);
    }
    applyFormulaFont();
}

void PresentationMode::fitFormulas()
{
    QDockWidget* formulas = w_->findChild<QDockWidget*>(QStringLiteral("formulaDock"));
    if (active_ && formulas)
        w_->resizeDocks({formulas}, {int(w_->width() * kFormulaWidth)}, Qt::Horizontal);
}

void PresentationMode::pointerMoved(QPoint windowPos)
{
    w_->transportBar()->show();
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
