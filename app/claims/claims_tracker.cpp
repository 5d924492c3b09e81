#include "claims_tracker.h"

#include "controller.h"

#include <algorithm>

namespace {

// The first frame whose recorded input differs between the two logs (frames before it ran alike).
std::int64_t firstDifference(const steer::InputLog::Events& a, const steer::InputLog::Events& b)
{
    auto i = a.begin();
    auto j = b.begin();
    for (; i != a.end() && j != b.end(); ++i, ++j)
        if (i->first != j->first || i->second != j->second)
            return std::min(i->first, j->first);
    if (i != a.end())
        return i->first;
    if (j != b.end())
        return j->first;
    return INT64_MAX;
}

} // namespace

void ClaimsTracker::revalidate(const Controller& controller)
{
    const steer::InputLog::Events& input = controller.history().log().events();
    std::uint64_t zero = 0;
    controller.visitShownFrames(0, 0, [&zero](const steer::World& w) {
        zero = w.hash();
        return false;
    });
    std::int64_t keep = firstDifference(input_, input);
    if (frames_.empty() || zero != frameZero_ || frames_.front().scenario != controller.world().scenario)
        keep = 0;
    if (std::int64_t(frames_.size()) > keep)
        frames_.resize(std::size_t(keep));
    input_ = input;
    frameZero_ = zero;
    generation_ = controller.generation();
}

const steer::Claims& ClaimsTracker::at(const Controller& controller)
{
    if (!steer::Claims::applies(controller.world().scenario)) {
        frames_.clear();
        input_.clear();
        generation_ = 0;
        return none_;
    }
    if (generation_ != controller.generation())
        revalidate(controller);
    const qint64 n = controller.frame();
    if (qint64(frames_.size()) > n)
        return frames_[std::size_t(n)];
    if (!frames_.empty() && qint64(frames_.size()) == n) { // playing or stepping forward: one more frame
        steer::Claims next = frames_.back();
        next.observe(controller.world());
        frames_.push_back(std::move(next));
        return frames_.back();
    }
    controller.visitShownFrames(qint64(frames_.size()), n, [this](const steer::World& w) {
        steer::Claims next = frames_.empty() ? steer::Claims{} : frames_.back();
        next.observe(w);
        frames_.push_back(std::move(next));
        return true;
    });
    return frames_.back();
}
