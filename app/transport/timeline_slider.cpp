#include "timeline_slider.h"

#include <QPainter>
#include <algorithm>
#include <QStyle>
#include <QStyleOptionSlider>
#include <QStylePainter>

TimelineSlider::TimelineSlider(QWidget* parent) : QSlider(Qt::Horizontal, parent) {}

QColor TimelineSlider::hatchColour() { return QColor(214, 96, 0); }

int TimelineSlider::centreOf(int frame) const
{
    QStyleOptionSlider opt;
    initStyleOption(&opt);
    const QRect groove = style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderGroove, this);
    const QRect handle = style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderHandle, this);
    const int span = groove.width() - handle.width();
    return groove.x() + handle.width() / 2 +
           QStyle::sliderPositionFromValue(minimum(), maximum(), frame, span, opt.upsideDown);
}

QRect TimelineSlider::replacedRect() const
{
    if (value() >= maximum())
        return {};
    QStyleOptionSlider opt;
    initStyleOption(&opt);
    const QRect groove = style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderGroove, this);
    // From just after the shown frame to the last one; a band taller than the thin groove so that
    // the hatching reads on a projector, centred on it.
    const int left = (centreOf(value()) + centreOf(value() + 1)) / 2;
    const int right = centreOf(maximum()) + 2;
    const int h = std::min(height() - 2, std::max(groove.height(), 10));
    return QRect(QPoint(left, groove.center().y() - h / 2 + 1), QPoint(right, groove.center().y() + (h - 1) / 2 + 1));
}

void TimelineSlider::paintEvent(QPaintEvent*)
{
    // Groove, then the hatched future, then the handle on top of it.
    QStylePainter p(this);
    QStyleOptionSlider opt;
    initStyleOption(&opt);
    opt.subControls = QStyle::SC_SliderGroove;
    p.drawComplexControl(QStyle::CC_Slider, opt);
    const QRect r = replacedRect();
    if (!r.isEmpty()) {
        QColor tint = hatchColour();
        tint.setAlpha(60);
        p.fillRect(r, tint);
        p.fillRect(r, QBrush(hatchColour(), Qt::BDiagPattern));
        p.setPen(hatchColour());
        p.drawRect(r.adjusted(0, 0, -1, -1));
    }
    initStyleOption(&opt);
    opt.subControls = QStyle::SC_SliderHandle;
    p.drawComplexControl(QStyle::CC_Slider, opt);
}
