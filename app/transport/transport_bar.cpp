#include "transport_bar.h"
#include "digits_label.h"
#include "steady_layout.h"

#include "controller.h"
#include "speed_box.h"
#include "timeline_slider.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>

TransportBar::TransportBar(Controller* controller, const Actions& actions, QWidget* parent)
    : QWidget(parent), c_(controller), speed_(new SpeedBox(this)), speedLabel_(new QLabel(this)),
      frameLabel_(new DigitsLabel(this)), timeline_(new TimelineSlider(this))
{
    // Two rows: the timeline gets the whole width (it is the teacher's way back to any frame).
    auto* rows = new steady::VBoxLayout(this); // the frame counter changes every frame, rarely its size
    rows->setContentsMargins(4, 2, 4, 2);
    rows->setSpacing(2);
    auto* top = new QHBoxLayout;
    auto* layout = new QHBoxLayout;
    rows->addLayout(top);
    rows->addLayout(layout);
    auto button = [this, layout](QAction* a, Qt::ToolButtonStyle style) {
        if (!a)
            return;
        auto* b = new QToolButton(this);
        b->setDefaultAction(a);
        b->setObjectName(QStringLiteral("button_") + a->objectName());
        b->setToolButtonStyle(style);
        b->setAutoRaise(false);
        b->setFocusPolicy(Qt::NoFocus); // Space and the arrows stay the window's shortcuts
        layout->addWidget(b);
    };
    // Frame 0 and the last frame are the ends of the row, with the usual ⏮ ⏭ icons; the steps and
    // Play carry their words.
    button(actions.rewind, Qt::ToolButtonIconOnly);
    button(actions.stepBack, Qt::ToolButtonTextBesideIcon);
    button(actions.playPause, Qt::ToolButtonTextBesideIcon);
    button(actions.stepForward, Qt::ToolButtonTextBesideIcon);
    button(actions.goToEnd, Qt::ToolButtonIconOnly);
    layout->addSpacing(8);
    layout->addWidget(speedLabel_);
    speed_->setValue(c_->speed());
    speed_->setObjectName(QStringLiteral("speed"));
    speedLabel_->setBuddy(speed_);
    layout->addWidget(speed_);
    layout->addStretch(1);
    // Reset starts a new run: set apart from the stepping buttons so it is not hit by accident.
    button(actions.reset, Qt::ToolButtonTextBesideIcon);
    frameLabel_->setObjectName(QStringLiteral("frameCounter"));
    timeline_->setObjectName(QStringLiteral("timeline"));
    // Both change every frame while playing. Filling their own background (the bar's, the
    // window's colour) makes them opaque to the repaint manager, which then repaints just them
    // instead of the bar and the window behind them first: three paint events a frame fewer.
    frameLabel_->setAutoFillBackground(true);
    timeline_->setAutoFillBackground(true);
    timeline_->setRange(0, 0);
    timeline_->setFocusPolicy(Qt::NoFocus);
    top->addWidget(timeline_, 1);
    top->addWidget(frameLabel_);

    connect(speed_, &QDoubleSpinBox::valueChanged, c_, &Controller::setSpeed);
    connect(speed_, &SpeedBox::refused, this, [this](const QString& text) {
        QToolTip::showText(speed_->mapToGlobal(QPoint(0, -speed_->height())), text, speed_);
        emit message(text);
    });
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

QSlider* TransportBar::timeline() const { return timeline_; }

QDoubleSpinBox* TransportBar::speedBox() const { return speed_; }

void TransportBar::showFrame()
{
    const QSignalBlocker block(timeline_);
    timeline_->setRange(0, int(c_->lastFrame()));
    timeline_->setValue(int(c_->frame()));
    frameLabel_->setText(tr("Frame %1 / %2").arg(c_->frame()).arg(c_->lastFrame()));
    QString tip = tr("Timeline: drag to any frame since the last reset; the frames are replayed exactly.");
    if (c_->frame() < c_->lastFrame())
        tip += QLatin1Char('\n') +
               tr("Hatched: frames %1 to %2 would be replaced by a change made now (a drag, a waypoint, a "
                  "parameter, a variant); Undo brings them back.")
                   .arg(c_->frame() + 1)
                   .arg(c_->lastFrame());
    timeline_->setToolTip(tip);
    timeline_->update();
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
    timeline_->setAccessibleName(tr("Timeline"));
    timeline_->setAccessibleDescription(tr("Frames since the last reset; the bookmarks are marked above it"));
    // Wide enough for long runs, so the counter does not shift the slider as it grows.
    frameLabel_->setMinimumWidth(
        frameLabel_->fontMetrics().horizontalAdvance(tr("Frame %1 / %2").arg(999999).arg(999999)) + 8);
    speed_->setToolTip(tr("Playback speed: 1× is 30 frames per second. The arrows walk 0.1×, 0.25×, 0.5×, 1×, 2× "
                          "and 4×; type any value from 0.1 to 4 and press Enter."));
    frameLabel_->setToolTip(tr("The frame shown / the last frame reached since the reset."));
}
