#pragma once
// The seeds' claims (core/claims.h) at the frame the controller shows. The values of every frame
// reached are kept, so stepping back shows exactly what a fresh run to that frame shows. Frame k
// follows from frame 0 and the input recorded at frames 0 .. k alone, so when the controller's
// frames change (an edit, undo, reset: a new generation) the kept values stay up to the first
// frame whose input differs, and only the frames after it are replayed through the history.
#include "claims.h"
#include "input_log.h"

#include <QtGlobal>

#include <cstdint>
#include <vector>

class Controller;

class ClaimsTracker {
public:
    // Claims over frames 0 .. controller.frame(); empty (frame -1) where the scenario makes none.
    const steer::Claims& at(const Controller& controller);

private:
    // Drops the kept frames that a changed frame 0 or changed input may have changed.
    void revalidate(const Controller& controller);

    quint64 generation_ = 0;
    std::uint64_t frameZero_ = 0;        // digest of the shown frame 0 the values start from
    steer::InputLog::Events input_;      // the input the kept values were computed with
    std::vector<steer::Claims> frames_;  // frames_[n]: frames 0 .. n observed
    steer::Claims none_;
};
