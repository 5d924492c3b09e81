#pragma once
// An animation of frames A to B for slides: each frame painted exactly as the window shows it (the
// state of frame n with the vectors of the step n -> n+1, the same diagrams painters, overlay
// options, selection and lesson notes), optionally with the selected vehicle's formulas beside
// the stage, into a GIF, an MP4 or a PNG sequence (frame_sink.h). Shared by File → Export
// animation and `steeringlab --export-animation`.
#include "frame_sink.h"
#include "overlay_options.h"
#include "picture.h"
#include "stage_notes.h"
#include "world.h"

#include <QImage>
#include <QSize>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

class ComparePane;
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
    bool trails = false;      // each stage's trails, as the window draws them when they are on
    bool frameNumber = true;  // "Frame N" under the stages
    QStringList panes; // compare panes beside the main stage, as the window shows them (compare_spec.h's form)
};

// The frames of a job as the window shows them, one after another (frames in increasing order,
// as Controller::visitShownFrames gives them): the main stage with its trails and notes, and each
// compare pane following the main run's input from its own set-up, under the window's captions.
class PictureSequence {
public:
    PictureSequence(const Controller& controller, const AnimationJob& job);
    ~PictureSequence();
    // The first frame whose picture is wanted: frames before it (up to a trail's length) are
    // visited only to draw the trails leading to it.
    std::int64_t warmUpFrom(std::int64_t from) const;
    // Takes the main stage's shown frame in; the picture of it (valid until the next call).
    const diagrams::Picture& next(const steer::World& shownMain);
    QString problem() const { return problem_; } // a pane that could not be built or stopped following (its message)

private:
    const Controller& controller_;
    const AnimationJob& job_;
    std::vector<std::unique_ptr<ComparePane>> panes_;
    diagrams::Trails trails_;
    diagrams::Picture picture_;
    QString problem_;
};

// The picture of one shown frame (what each exported frame is).
QImage renderAnimationFrame(const diagrams::Picture& picture, const AnimationJob& job);
// The same for the main stage alone (no panes, no trails).
QImage renderAnimationFrame(const steer::World& shown, const AnimationJob& job);

// Called after each frame with the number written and the total; returning false cancels.
using Progress = std::function<bool(int done, int total)>;

// Writes the animation. Empty on success; "" with *cancelled set when the progress callback
// stopped it; else a translated message. In both failure cases no file is left behind.
QString exportAnimation(const Controller& controller, const AnimationJob& job, const Progress& progress = {},
                        bool* cancelled = nullptr);

} // namespace exporting
