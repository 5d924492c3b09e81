#pragma once
// Compare panes painted on a second core (issue #11: four panes at 30 frames a second on two cores).
//
// Right after the panes get their frame, one task on a reserved thread of Qt's global pool paints
// them into pictures, last pane first, while the GUI thread goes on with the frame (formulas,
// numbers, the main view) and then paints the panes in order, first pane first. Each pane is
// painted by whichever thread claims it first: the GUI thread, reaching a pane the task has not
// started, paints it itself as always; reaching one the task is painting, it waits for it; reaching
// one that is done, it copies the picture. So two cores share the panes, and nothing is painted
// twice. (A pool thread's fills are not split further by Qt's raster engine, which splits only
// fills made outside its pool, so the task does not fight the GUI thread's own fills for the pool.)
//
// A picture is used only when everything it was painted from still holds (StageView::Shot): any
// change to the view while the task may read it first settles the pane (takes it back, or waits
// for the task to finish it), so the task never reads what the GUI thread writes.
#include <QBrush>
#include <QImage>
#include <QPainter>
#include <QRectF>
#include <QSize>
#include <QTransform>

#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <vector>

class StageView;

namespace paint_ahead {

// What a pane's picture is painted from and for, taken on the GUI thread.
struct Shot {
    QSize size;          // the viewport's, logical pixels
    qreal dpr = 1;
    QTransform transform; // scene (stage) to viewport
    QBrush background;
    QPainter::RenderHints hints;
    QSizeF windowSize;   // sizes text and lines (autoUiScale), as painting in the window does
    quint64 stamp = 0;   // the view's change count
    QRectF labelArea;    // where the stage's labels may go (StageView::labelArea)
    bool operator==(const Shot& o) const
    {
        return size == o.size && dpr == o.dpr && transform == o.transform && background == o.background
            && hints == o.hints && windowSize == o.windowSize && stamp == o.stamp && labelArea == o.labelArea;
    }
};

// One pane's share of a frame: which thread paints it, and the picture when the task did.
class Slot {
public:
    Slot(StageView* view, Shot shot) : view_(view), shot_(std::move(shot)) {}
    const Shot& shot() const { return shot_; }

    // The task: paints the picture unless the GUI thread has claimed the pane.
    void paintIfUnclaimed();
    // The GUI thread, about to change the view: afterwards the task no longer reads it.
    void settle();
    // The GUI thread, painting the pane: the picture when the task painted it (waiting for it to
    // finish), or a null image when the GUI thread claimed it first and must paint it itself.
    QImage take();

private:
    enum State { Queued, Painting, Done, Claimed };
    StageView* view_; // valid while Queued or Painting: the view settles before it goes
    Shot shot_;
    std::atomic<int> state_{Queued};
    QImage picture_;
    std::mutex mutex_;
    std::condition_variable finished_;
};

// Starts the task for these views' current frames (each already has its slot, in order).
void start(std::vector<std::shared_ptr<Slot>> panes);

// The view's picture from `shot`, painted now on a reserved thread of Qt's global pool while the
// calling (GUI) thread waits. One hand-off a frame instead of one for every fill of 96 spans or
// more, which Qt's raster engine splits for the pool only when the painting thread is not one of
// the pool's own (a played avoid frame made about 800 of those hand-offs).
// `picture` keeps its memory from frame to frame when the view's size holds.
void paintNow(const StageView* view, const Shot& shot, QImage& picture);

// On by default; off, every pane is painted by the GUI thread as before (bench_compare's A/B).
void setEnabled(bool on);
bool enabled();

} // namespace paint_ahead
