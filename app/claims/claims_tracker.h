#pragma once
// The seeds' claims (core/claims.h) at the frame the controller shows. Stepping back shows exactly
// what a fresh run to that frame shows: the values are kept at every kMarkEvery-th frame reached
// (and at the furthest one), and a frame between two marks is observed again from the mark before
// it. Keeping every frame's values grew without bound while playing (a pursue at 4x kept about
// 280 bytes a frame: 120 MB an hour, counted by nobody). Frame k follows from frame 0 and the
// input recorded at frames 0 .. k alone, so when the controller's frames change (an edit, undo,
// reset: a new generation) the values kept stay up to the first frame whose input differs, and
// only the frames after it are replayed through the history.
#include "claims.h"
#include "input_log.h"

#include <QtGlobal>

#include <cstdint>
#include <vector>

class Controller;

class ClaimsTracker {
public:
    // One set of values kept every this many frames: an hour at 4x keeps 6 750 of them (about a
    // megabyte), and a step back observes at most 63 frames again (a few hundred microseconds for
    // the three vehicles of a pursue).
    static constexpr std::int64_t kMarkEvery = 64;

    // Claims over frames 0 .. controller.frame(); empty (frame -1) where the scenario makes none.
    const steer::Claims& at(const Controller& controller);

    // How many sets of values are kept (marks, the furthest frame, the frame looked at): for the tests.
    std::size_t keptCount() const { return marks_.size() + 2; }

private:
    // Drops the kept values that a changed frame 0 or changed input may have changed.
    void revalidate(const Controller& controller);
    // Observes frames from .. to into `c` (which holds frame from - 1), marking them when `mark`.
    void observe(const Controller& controller, steer::Claims& c, qint64 to, bool mark);
    void markIfDue(const steer::Claims& c);

    quint64 generation_ = 0;
    std::uint64_t frameZero_ = 0;        // digest of the shown frame 0 the values start from
    steer::InputDigest input_;           // the input the kept values were computed with (its digest)
    std::vector<steer::Claims> marks_;   // marks_[i]: frames 0 .. i * kMarkEvery observed
    steer::Claims last_;                 // frames 0 .. the furthest frame reached (frame -1: none)
    steer::Claims looked_;               // an earlier frame stepped back to (frame -1: none)
    steer::Claims none_;
};
