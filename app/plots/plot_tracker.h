#pragma once
// Keeps one run's series (plot_series.h) current with that run's frames 0 .. lastFrame for one
// vehicle. Playing forward adds the one new frame; stepping back or jumping reads nothing (the
// frames are already there). A new generation keeps the frames before the first input that differs
// (frame k follows from frame 0 and the input of frames 0 .. k alone) and reads the rest again; a
// different vehicle or a different frame 0 starts over.
#include "input_log.h"
#include "plot_run.h"
#include "plot_series.h"

namespace plots {

class PlotTracker {
public:
    // Brings the series up to date; returns true when it changed.
    bool update(const PlotRun& run, int vehicle);
    const Series& series() const { return series_; }
    // Frames read since the last start-over (visits and shown frames), for the tests.
    std::int64_t framesRead() const { return read_; }
    // What it keeps of the input the values were read with (a digest per frame with input), for the tests.
    std::size_t inputBytes() const { return input_.bytes(); }

private:
    void revalidate(const PlotRun& run, int vehicle);
    void readFrames(const PlotRun& run, std::int64_t from, std::int64_t to);

    Series series_;
    quint64 generation_ = 0;
    int vehicle_ = -1;
    std::uint64_t frameZero_ = 0;
    steer::InputDigest input_; // the input the values were read with (its digest, not a copy)
    std::int64_t read_ = 0;
};

} // namespace plots
