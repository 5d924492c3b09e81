#include "claims_tracker.h"

#include "controller.h"

#include <algorithm>

void ClaimsTracker::revalidate(const Controller& controller)
{
    const steer::InputLog::Events& input = controller.history().log().events();
    std::uint64_t zero = 0;
    controller.visitShownFrames(0, 0, [&zero](const steer::World& w) {
        zero = w.hash();
        return false;
    });
    // Frames 0 .. keep - 1 ran alike.
    std::int64_t keep = input_.firstDifference(input);
    if (marks_.empty() || zero != frameZero_ || marks_.front().scenario != controller.world().scenario)
        keep = 0;
    if (keep <= 0) {
        marks_.clear();
        last_ = {};
        looked_ = {};
    } else if (last_.frame >= keep) {
        marks_.resize(std::min(marks_.size(), std::size_t((keep - 1) / kMarkEvery + 1)));
        last_ = marks_.back();
    }
    if (looked_.frame >= keep)
        looked_ = {};
    input_.assign(input);
    frameZero_ = zero;
    generation_ = controller.generation();
}

void ClaimsTracker::markIfDue(const steer::Claims& c)
{
    if (c.frame % kMarkEvery == 0 && std::int64_t(marks_.size()) == c.frame / kMarkEvery)
        marks_.push_back(c);
}

void ClaimsTracker::observe(const Controller& controller, steer::Claims& c, qint64 to, bool mark)
{
    if (c.frame >= to) // a mark on the frame itself (a visit always visits one frame at least)
        return;
    controller.visitShownFrames(c.frame + 1, to, [&](const steer::World& w) {
        c.observe(w);
        if (mark)
            markIfDue(c);
        return true;
    });
}

const steer::Claims& ClaimsTracker::at(const Controller& controller)
{
    if (!steer::Claims::applies(controller.world().scenario)) {
        marks_.clear();
        last_ = {};
        looked_ = {};
        input_.clear();
        generation_ = 0;
        return none_;
    }
    if (generation_ != controller.generation())
        revalidate(controller);
    const qint64 n = controller.frame();
    if (last_.frame == n)
        return last_;
    if (last_.frame == n - 1) { // playing or stepping forward: one more frame, the one shown
        last_.observe(controller.world());
        markIfDue(last_);
        return last_;
    }
    if (n > last_.frame) {
        observe(controller, last_, n, true);
        return last_;
    }
    // Back before the furthest frame: from the mark before it, or from the frame looked at last
    // when that lies between the mark and this frame (stepping forward again).
    if (looked_.frame == n)
        return looked_;
    const std::int64_t mark = n / kMarkEvery;
    if (looked_.frame < 0 || looked_.frame > n || looked_.frame < mark * kMarkEvery)
        looked_ = marks_.at(std::size_t(mark));
    observe(controller, looked_, n, false);
    return looked_;
}
