#include "plot_tracker.h"

namespace plots {

void PlotTracker::revalidate(const PlotRun& run, int vehicle)
{
    const steer::InputLog::Events& input = run.history().log().events();
    std::uint64_t zero = 0;
    run.visit(0, 0, [&zero](const steer::World& w) {
        zero = w.hash();
        return false;
    });
    std::int64_t keep = input_.firstDifference(input);
    if (vehicle != vehicle_ || zero != frameZero_) {
        keep = 0;
        read_ = 0;
    }
    series_.truncate(keep);
    input_.assign(input);
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
