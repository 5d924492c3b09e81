#include "plot_tracker.h"

#include <algorithm>
#include <climits>

namespace plots {

namespace {
// The first frame whose recorded input differs between the two logs (the frames before it ran alike).
std::int64_t firstInputChange(const steer::InputLog::Events& before, const steer::InputLog::Events& now)
{
    auto [a, b] = std::mismatch(before.begin(), before.end(), now.begin(), now.end());
    std::int64_t first = INT64_MAX;
    if (a != before.end())
        first = a->first;
    if (b != now.end())
        first = std::min(first, b->first);
    return first;
}
} // namespace

void PlotTracker::revalidate(const PlotRun& run, int vehicle)
{
    const steer::InputLog::Events& input = run.history().log().events();
    std::uint64_t zero = 0;
    run.visit(0, 0, [&zero](const steer::World& w) {
        zero = w.hash();
        return false;
    });
    std::int64_t keep = firstInputChange(input_, input);
    if (vehicle != vehicle_ || zero != frameZero_) {
        keep = 0;
        read_ = 0;
    }
    series_.truncate(keep);
    input_ = input;
    frameZero_ = zero;
    vehicle_ = vehicle;
    generation_ = run.generation();
}

void PlotTracker::readFrames(const PlotRun& run, std::int64_t from, std::int64_t to)
{
    if (from > to)
        return;
    // The one new frame of playing forward is the shown one: no visit (which copies the history).
    const steer::World* shown = run.shown ? run.shown() : nullptr;
    if (from == to && shown && shown->frame == from) {
        series_.append(sampleFrame(*shown, vehicle_));
        ++read_;
        return;
    }
    run.visit(from, to, [this](const steer::World& w) {
        series_.append(sampleFrame(w, vehicle_));
        ++read_;
        return true;
    });
}

bool PlotTracker::update(const PlotRun& run, int vehicle)
{
    const std::int64_t before = series_.size();
    bool changed = false;
    if (generation_ != run.generation() || vehicle != vehicle_) {
        revalidate(run, vehicle);
        changed = true;
    }
    const std::int64_t last = run.history().lastFrame();
    if (series_.size() > last + 1) {
        series_.truncate(last + 1);
        changed = true;
    }
    readFrames(run, series_.size(), last);
    return changed || series_.size() != before;
}

} // namespace plots
