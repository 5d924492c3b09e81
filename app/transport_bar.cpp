#include "transport_bar.h"

#include "controller.h"

#include <QAction>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QToolButton>
#include <QVBoxLayout>

TransportBar::TransportBar(Controller* controller, const Actions& actions, QWidget* parent)
    : QWidget(parent), c_(controller), speed_(new QDoubleSpinBox(this)), speedLabel_(new QLabel(this)),
      frameLabel_(new QLabel(this)), timeline_(new QSlider(Qt::Horizontal, this))
{
    // Two rows: the timeline gets the whole width (it is the teacher's way back to any frame).
    auto* rows = new QVBoxLayout(this);
    rows->setContentsMargins(4, 2, 4, 2);
    rows->setSpacing(2);
    auto* top = new QHBoxLayout;
    auto* layout = new QHBoxLayout;
    rows->addLayout(top);
    rows->addLayout(layout);
    for (QAction* a : {actions.reset, actions.stepBack, actions.playPause, actions.stepForward}) {
        auto* b = new QToolButton(this);
        b->setDefaultAction(a);
        b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        b->setAutoRaise(false);
        b->setFocusPolicy(Qt::NoFocus); // Space and the arrows stay the window's shortcuts
        layout->addWidget(b);
    }
    layout->addSpacing(8);
    layout->addWidget(speedLabel_);
    speed_->setRange(Controller::kMinSpeed, Controller::kMaxSpeed);
    speed_->setSingleStep(0.1);
    speed_->setDecimals(1);
    speed_->setSuffix(QStringLiteral("×"));
    speed_->setValue(c_->speed());
    speed_->setKeyboardTracking(false);
    speed_->setObjectName(QStringLiteral("speed"));
    speedLabel_->setBuddy(speed_);
    layout->addWidget(speed_);
    layout->addStretch(1);
    frameLabel_->setObjectName(QStringLiteral("frameCounter"));
    timeline_->setObjectName(QStringLiteral("timeline"));
    timeline_->setRange(0, 0);
    timeline_->setFocusPolicy(Qt::NoFocus);
    top->addWidget(timeline_, 1);
    top->addWidget(frameLabel_);

    connect(speed_, &QDoubleSpinBox::valueChanged, c_, &Controller::setSpeed);
    connect(c_, &Controller::speedChanged, this, [this](double f) {
        const QSignalBlocker block(speed_);
        speed_->setValue(f);
    });
    // Dragging the slider shows every frame it passes: re-simulation from a key frame is quick.
    connect(timeline_, &QSlider::valueChanged, this, [this](int v) {
        if (v != c_->frame())
            c_->jumpTo(v);
    });
    connect(timeline_, &QSlider::sliderPressed, c_, &Controller::pause);
    connect(c_, &Controller::worldChanged, this, &TransportBar::showFrame);
    retranslateUi();
    showFrame();
}

void TransportBar::showFrame()
{
    const QSignalBlocker block(timeline_);
    timeline_->setRange(0, int(c_->lastFrame()));
    timeline_->setValue(int(c_->frame()));
    frameLabel_->setText(tr("Frame %1 / %2").arg(c_->frame()).arg(c_->lastFrame()));
}

void TransportBar::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange) {
        retranslateUi();
        showFrame();
    }
    QWidget::changeEvent(e);
}

void TransportBar::retranslateUi()
{
    speedLabel_->setText(tr("Speed:"));
    // Wide enough for long runs, so the counter does not shift the slider as it grows.
    frameLabel_->setMinimumWidth(
        frameLabel_->fontMetrics().horizontalAdvance(tr("Frame %1 / %2").arg(999999).arg(999999)) + 8);
    speed_->setToolTip(tr("Playback speed: 1× is 30 frames per second (0.1× to 4×)."));
    frameLabel_->setToolTip(tr("The frame shown / the last frame reached since the reset."));
    timeline_->setToolTip(tr("Timeline: drag to any frame since the last reset; the frames are replayed exactly."));
}
