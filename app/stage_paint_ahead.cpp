#include "stage_paint_ahead.h"

#include "stage_view.h"

#include <QThreadPool>

#include <algorithm>
#include <future>

namespace paint_ahead {

namespace {
std::atomic<bool> on{true};
}

void setEnabled(bool enable) { on.store(enable); }
bool enabled() { return on.load(); }

void Slot::paintIfUnclaimed()
{
    int expected = Queued;
    if (!state_.compare_exchange_strong(expected, Painting))
        return;
    QImage picture = view_->paintPicture(shot_);
    {
        std::lock_guard lock(mutex_);
        picture_ = std::move(picture);
        state_.store(Done);
    }
    finished_.notify_all();
}

void Slot::settle()
{
    int expected = Queued;
    if (state_.compare_exchange_strong(expected, Claimed))
        return;
    std::unique_lock lock(mutex_);
    finished_.wait(lock, [this] { return state_.load() != Painting; });
}

QImage Slot::take()
{
    int expected = Queued;
    if (state_.compare_exchange_strong(expected, Claimed))
        return {};
    std::unique_lock lock(mutex_);
    finished_.wait(lock, [this] { return state_.load() != Painting; });
    return state_.load() == Done ? std::move(picture_) : QImage();
}

void start(std::vector<std::shared_ptr<Slot>> panes)
{
    if (panes.empty())
        return;
    // The GUI thread paints from the first pane on; the task from the last, so they meet halfway.
    std::reverse(panes.begin(), panes.end());
    // A reserved thread runs even where the pool is at its maximum (StageView keeps that at
    // cores - 1 for Qt's own fills): the task then has a thread of its own and the fills theirs.
    QThreadPool* pool = QThreadPool::globalInstance();
    pool->reserveThread();
    pool->startOnReservedThread([panes = std::move(panes)] {
        for (const auto& slot : panes)
            slot->paintIfUnclaimed();
    });
}

void paintNow(const StageView* view, const Shot& shot, QImage& picture)
{
    // Shared, not captured by reference: the pool's thread may still be leaving set_value when
    // this thread, woken by it, returns. The picture and shot are only touched before that.
    auto done = std::make_shared<std::promise<void>>();
    std::future<void> finished = done->get_future();
    QThreadPool* pool = QThreadPool::globalInstance();
    pool->reserveThread();
    pool->startOnReservedThread([done, view, &shot, &picture] {
        view->paintPicture(shot, picture);
        done->set_value();
    });
    finished.get();
}

} // namespace paint_ahead
