#include "timeline_slider.h"

#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>
#include <algorithm>
#include <QStyle>
#include <QStyleOptionSlider>
#include <QStylePainter>

TimelineSlider::TimelineSlider(QWidget* parent) : QSlider(Qt::Horizontal, parent)
{
    setMinimumHeight(28); // room for the bookmark ticks above the groove
}

QColor TimelineSlider::hatchColour() { return QColor(214, 96, 0); }

// The bookmark list's blue, darker than any style's groove, so that ticks read on a projector.
QColor TimelineSlider::markColour() { return QColor(20, 80, 200); }

void TimelineSlider::setMarks(const QList<int>& frames, const QStringList& titles)
{
    titles_ = titles;
    if (frames == marks_)
        return;
    marks_ = frames;
    update();
}

QString TimelineSlider::markTitleAt(const QPoint& pos) const
{
    QStringList found;
    for (int i = 0; i < marks_.size(); ++i) {
        // A few pixels around the small triangle: a tick is hard to hit on a projector's laptop.
        if (markRect(marks_[i]).adjusted(-3, -3, 3, 3).contains(pos) && i < titles_.size() && !titles_[i].isEmpty())
            found << titles_[i];
    }
    return found.join(QLatin1Char('\n'));
}

bool TimelineSlider::event(QEvent* e)
{
    if (e->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(e);
        const QString title = markTitleAt(help->pos());
        if (!title.isEmpty()) {
            QToolTip::showText(help->globalPos(), title, this);
            return true;
        }
    }
    return QSlider::event(e);
}

QRect TimelineSlider::markRect(int frame) const
{
    if (!marks_.contains(frame) || frame < minimum() || frame > maximum())
        return {};
    QStyleOptionSlider opt;
    initStyleOption(&opt);
    const QRect groove = style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderGroove, this);
    // A triangle pointing down at the groove from the top edge of the slider, under the handle's
    // width so that the handle resting on a bookmark still leaves it visible above.
    const int x = centreOf(frame);
    const int top = std::max(0, groove.center().y() - 12);
    return QRect(QPoint(x - 4, top), QPoint(x + 4, std::max(top + 5, groove.top() - 1)));
}

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
    // Bookmark ticks last: the handle must not hide the moment it rests on.
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(markColour());
    for (int frame : marks_) {
        const QRect m = markRect(frame);
        if (m.isEmpty())
            continue;
        const QPolygon tri({m.topLeft(), m.topRight() + QPoint(1, 0), QPoint(m.center().x(), m.bottom() + 1)});
        p.drawPolygon(tri);
    }
}
