#pragma once
// The transport's timeline: a slider over frames 0 .. last reached. When an earlier frame is shown,
// the frames after it (shown+1 .. last) are painted hatched on the groove: a change made now (a
// drag, a parameter, a waypoint …) would replace them with a new future. The teacher sees what an
// edit costs before making it (Undo brings those frames back). The open lesson's bookmarks are
// ticks over the groove, so the teacher sees where the moments worth stopping at lie.
#include <QList>
#include <QStringList>
#include <QSlider>

class TimelineSlider : public QSlider {
    Q_OBJECT
public:
    explicit TimelineSlider(QWidget* parent = nullptr);

    // The hatched part in widget pixels (empty when the shown frame is the last one).
    QRect replacedRect() const;
    // The hatching's colour, for tests that look for it in a picture.
    static QColor hatchColour();

    // Frames marked with a tick (bookmarks); ticks beyond the last frame reached are not drawn.
    // `titles` (one a frame, may be empty) name them in a tooltip when the pointer rests on a tick.
    void setMarks(const QList<int>& frames, const QStringList& titles = {});
    QList<int> marks() const { return marks_; }
    // The titles of the ticks under `pos` (several bookmarks may share a frame), one a line.
    QString markTitleAt(const QPoint& pos) const;
    // The tick of `frame` in widget pixels (empty when that frame is not marked or not reachable).
    QRect markRect(int frame) const;
    static QColor markColour();

protected:
    void paintEvent(QPaintEvent* e) override;
    bool event(QEvent* e) override; // tooltips over the ticks

private:
    int centreOf(int frame) const; // x of the handle's centre when it shows `frame`

    QList<int> marks_;
    QStringList titles_;
};
