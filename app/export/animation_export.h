#pragma once
// An animation of frames A to B for slides: each frame painted exactly as the window shows it (the
// state of frame n with the vectors of the step n -> n+1, the same diagrams painters, overlay
// options, selection and lesson notes), optionally with the selected vehicle's formulas beside
// the stage, into a GIF, an MP4 or a PNG sequence (frame_sink.h). Shared by File → Export
// animation and `steeringlab --export-animation`.
#include "frame_sink.h"
#include "overlay_options.h"
#include "stage_notes.h"
#include "world.h"

#include <QImage>
#include <QSize>
#include <QString>

#include <cstdint>
#include <functional>

class Controller;

namespace exporting {

struct AnimationJob {
    QString path;             // .gif, .mp4 or .png (a numbered sequence)
    std::int64_t from = 0;    // first and last frame, both included
    std::int64_t to = 0;
    QSize size{1280, 720};
    int framesPerSecond = 30; // the program's speed at 1x
    diagrams::OverlayOptions overlay;
    int selected = 0;
    bool withFormulas = false; // the selected vehicle's formulas beside the stage
    std::function<diagrams::StageNotes(std::int64_t frame)> notesAt; // a lesson's notes; may be empty
};

// The picture of one shown frame (what each exported frame is).
QImage renderAnimationFrame(const steer::World& shown, const AnimationJob& job);

// Called after each frame with the number written and the total; returning false cancels.
using Progress = std::function<bool(int done, int total)>;

// Writes the animation. Empty on success; "" with *cancelled set when the progress callback
// stopped it; else a translated message. In both failure cases no file is left behind.
QString exportAnimation(const Controller& controller, const AnimationJob& job, const Progress& progress = {},
                        bool* cancelled = nullptr);

} // namespace exporting
