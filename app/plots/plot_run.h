#pragma once
// A run the Plots panel draws: a source of frames with a name and a colour. The main run (the
// window's Controller) is always line 1; compare mode adds its panes as further runs with
// PlotsPanel::setExtraRuns, each drawn as a line of its own colour and named in the legend and in
// the CSV header.
//
// A run is read through four functions, so any owner of frames can be one:
//   visit(from, to, v)  calls v with frames from .. to (clamped to 0 .. lastFrame), each exactly as
//                       the window shows a frame: the state with the explanation records of its next
//                       step (Controller::visitShownFrames; a compare pane does the same on a copy of
//                       its history). v returns false to stop early.
//   history()           the run's history: its last frame and the input log that made its frames.
//   generation()        changes whenever frames already read may differ (edit, undo, reset). Within
//                       one generation frame n is always the same world.
//   shown()             optional: the frame shown now with its records, or null. While playing forward
//                       the panel takes the one new frame from here instead of visiting it again.
// After a new generation the panel keeps the values of the frames before the first input that
// differs (and nothing when frame 0 itself differs), and reads the rest again.
#include "history.h"

#include <QColor>
#include <QString>

#include <functional>

class Controller;

namespace plots {

using FrameVisitor = std::function<bool(const steer::World&)>;

struct PlotRun {
    QString name;
    QColor color;
    std::function<void(qint64 from, qint64 to, const FrameVisitor& visit)> visit;
    std::function<const steer::History&()> history;
    std::function<quint64()> generation;
    std::function<const steer::World*()> shown; // may be empty
};

// The window's own run: the controller's frames, its generation and its shown frame.
PlotRun controllerRun(const Controller* controller, const QString& name, const QColor& color);

// Any other history as a run (a compare pane's): frames are taken from a copy of `history()` and
// given the records of their next step for vehicle `selected()` (as the window records a crowd).
// `generation` must change whenever that history's frames may differ (a pane follows the main
// controller, so the main controller's generation serves). The run has no shown() shortcut.
PlotRun historyRun(const QString& name, const QColor& color, std::function<const steer::History&()> history,
                   std::function<quint64()> generation, std::function<int()> selected);

} // namespace plots
