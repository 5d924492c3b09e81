#include "history.h"

#include <algorithm>
#include <iterator>

namespace steer {

World withNextStep(const World& now, bool record, int recordOnly)
{
    World next = now;
    next.recordExplanations = record;
    next.recordOnly = recordOnly;
    next.step();
    World shown = now;
    shown.recordExplanations = record;
    shown.recordOnly = recordOnly;
    shown.explanations = std::move(next.explanations);
    return shown;
}

int recordOnlyFor(std::size_t vehicles, int selected)
{
    constexpr std::size_t kRecordAllUpTo = 60;
    return vehicles > kRecordAllUpTo ? selected : -1;
}

History::History(std::size_t keyFrameBudgetBytes) : requestedBudget_(keyFrameBudgetBytes) {}

std::size_t History::keyFrameBudgetFor(const World& w)
{
    return std::clamp(kKeysWanted * KeyFrames::cost(w), kDefaultBudget, kCrowdBudget);
}

World History::stripped(World& w)
{
    // Copy without the explanation records (they are rebuilt by re-simulating the last step):
    // set them aside for the copy instead of copying and then dropping them.
    std::vector<VehicleExplanation> saved = std::move(w.explanations);
    w.explanations = {};
    World copy = w;
    w.explanations = std::move(saved);
    return copy;
}

void History::reset(World initial)
{
    current_ = std::move(initial);
    last_ = current_.frame;
    log_.clear();
    cache_.clear();
    resimulated_ = 0;
    World key = stripped(current_);
    const std::size_t budget = requestedBudget_ ? requestedBudget_ : keyFrameBudgetFor(key);
    keys_.reset(std::move(key), budget);
}

void History::storeKeyFrameIfDue()
{
    if (keys_.wants(current_.frame, last_))
        keys_.store(stripped(current_), last_);
}

bool History::stepForward()
{
    const std::int64_t next = current_.frame + 1;
    current_.step();
    if (current_.scriptError) // a user's script failed: the world stayed where it was
        return false;
    if (next > last_) {
        last_ = next;
        keys_.aged(last_);
    }
    storeKeyFrameIfDue();
    log_.applyAt(next, current_);
    return true;
}

bool History::stepBack()
{
    if (current_.frame <= keys_.firstFrame())
        return false;
    goTo(current_.frame - 1);
    return true;
}

std::size_t History::cacheLimit() const
{
    // Sized by the key frame before the shown frame: a copy like the cached states (no spare
    // capacity), of a world as large as those around it (the sandbox adds and removes vehicles).
    const std::size_t budget = std::min(keys_.budget(), kCacheBudget);
    return std::max<std::size_t>(2, budget / std::max<std::size_t>(1, worldBytes(keys_.atOrBefore(current_.frame))));
}

std::vector<std::int64_t> History::framesToCache(std::int64_t from, std::int64_t n)
{
    // When the stretch does not fit beside what the cache holds, make room for half the cache at
    // least: the oldest checkpoints (furthest back) go first.
    const std::size_t limit = cacheLimit();
    if (cache_.size() + std::size_t(n - from) > limit)
        while (!cache_.empty() && cache_.size() > limit / 2)
            cache_.erase(cache_.begin());
    const std::int64_t room = std::int64_t(limit - cache_.size());
    std::vector<std::int64_t> keep;
    if (n - from <= room) {
        for (std::int64_t f = from + 1; f <= n; ++f)
            keep.push_back(f);
        return keep;
    }
    // The frames just before n, which the next steps back read, and checkpoints evenly spread over
    // the rest, from which a later step back re-simulates a piece of gap frames instead of the
    // whole stretch (and spreads that piece's checkpoints in turn).
    const std::int64_t dense = std::max<std::int64_t>(1, room / 2);
    const std::int64_t points = room - dense;
    const std::int64_t denseFrom = n - dense + 1;
    const std::int64_t gap = std::max<std::int64_t>(1, (denseFrom - from + points) / (points + 1));
    for (std::int64_t f = from + gap; f < denseFrom && std::int64_t(keep.size()) < points; f += gap)
        keep.push_back(f);
    for (std::int64_t f = denseFrom; f <= n; ++f)
        keep.push_back(f);
    return keep;
}

const World& History::rawState(std::int64_t n)
{
    if (const auto hit = cache_.find(n); hit != cache_.end())
        return hit->second;
    const World& key = keys_.atOrBefore(n);
    if (key.frame == n)
        return key;
    // Re-simulate from the latest key frame or cached state before n. What the cache held after
    // n is off the way back now.
    cache_.erase(cache_.upper_bound(n), cache_.end());
    auto cached = cache_.upper_bound(n);
    const bool fromCache = cached != cache_.begin() && std::prev(cached)->first > key.frame;
    World w = fromCache ? std::prev(cached)->second : key;
    w.recordExplanations = false; // the records do not change the state; only the last step needs them
    const std::vector<std::int64_t> keep = framesToCache(w.frame, n);
    auto next = keep.begin();
    resimulated_ += n - w.frame;
    while (w.frame < n) {
        log_.applyAt(w.frame, w);
        w.step();
        if (w.scriptError) { // met a script's time or memory limit this time: stop, cache nothing
            stopped_ = std::move(w);
            return stopped_;
        }
        if (next != keep.end() && *next == w.frame) {
            ++next;
            if (w.frame == n)
                return cache_.emplace(n, std::move(w)).first->second;
            cache_.emplace(w.frame, w);
        }
    }
    return cache_.emplace(n, std::move(w)).first->second; // framesToCache always keeps n
}

void History::goTo(std::int64_t n)
{
    const std::int64_t first = keys_.firstFrame();
    n = std::clamp(n, first, last_);
    if (n == current_.frame)
        return;
    if (n == current_.frame + 1) {
        stepForward();
        return;
    }
    const bool record = current_.recordExplanations;
    const int only = current_.recordOnly;
    if (n == first) {
        current_ = keys_.first();
        current_.recordExplanations = record;
        current_.recordOnly = only;
        current_.explanations.clear();
        log_.applyAt(n, current_);
        return;
    }
    current_ = recordedStep(n, record, only);
}

World History::recordedStep(std::int64_t n, bool record, int only)
{
    if (!record) {
        // No records wanted: the raw state of n itself (a key frame or cached state when near one)
        // with n's input, which is what the step from n-1 gives.
        World w = rawState(n);
        w.recordExplanations = false;
        w.recordOnly = only;
        w.explanations.clear();
        log_.applyAt(n, w);
        return w;
    }
    // The records shown for frame n are those of the step n-1 -> n: take the raw state of n-1,
    // replay its input and take that one step with recording on.
    World w = rawState(n - 1);
    ++resimulated_;
    log_.applyAt(n - 1, w);
    w.recordExplanations = record;
    w.recordOnly = only;
    w.step();
    log_.applyAt(n, w);
    return w;
}

void History::setRecordOnly(int vehicle)
{
    if (current_.recordOnly == vehicle)
        return;
    current_.recordOnly = vehicle;
    const std::int64_t n = current_.frame;
    if (!current_.recordExplanations || n <= keys_.firstFrame())
        return;
    current_ = recordedStep(n, true, vehicle); // the same step again, recording the new vehicle
}

void History::trimCache(std::int64_t frame)
{
    // Cached raw states up to `frame` stay valid: input at `frame` applies after its raw state.
    cache_.erase(cache_.upper_bound(frame), cache_.end());
}

void History::trimAfter(std::int64_t frame)
{
    log_.trimAfter(frame);
    keys_.dropAfter(frame);
    trimCache(frame);
    last_ = frame;
}

std::optional<std::string> History::record(const InputEvent& e)
{
    World trial = stripped(current_);
    if (auto err = applyEvent(trial, e))
        return err;
    applyEvent(current_, e);
    const std::int64_t f = current_.frame;
    if (f < last_)
        trimAfter(f);
    log_.add(f, e);
    return std::nullopt;
}

std::optional<std::string> History::recordMerging(const InputEvent& e)
{
    const std::int64_t f = current_.frame;
    InputEvent* prev = log_.lastAt(f, e.type);
    if (!prev || prev->index != e.index)
        return record(e);
    World trial = stripped(current_);
    if (auto err = applyEvent(trial, e))
        return err;
    // The earlier move within this frame is replaced: replay applies only where it ended.
    *prev = e;
    applyEvent(current_, e);
    if (f < last_)
        trimAfter(f);
    return std::nullopt;
}

std::optional<std::string> History::recordPointer(Vector2D p) { return recordMerging(InputEvent::pointer(p)); }

std::size_t History::eventsAt(std::int64_t frame) const
{
    const auto it = log_.events().find(frame);
    return it == log_.events().end() ? 0 : it->second.size();
}

History::Branch History::cut(std::int64_t frame, std::size_t position)
{
    Branch b;
    b.last = last_;
    log_.cut(frame, position, b.atFrame, b.later);
    b.keys = keys_.extractAfter(frame);
    last_ = frame;
    trimCache(frame);
    if (current_.frame > frame || (current_.frame == frame && !b.atFrame.empty()))
        reload(std::min(current_.frame, frame));
    return b;
}

void History::splice(std::int64_t frame, std::size_t position, Branch b)
{
    const bool shownChanges = current_.frame == frame && !b.atFrame.empty();
    log_.splice(frame, position, std::move(b.atFrame), std::move(b.later));
    last_ = std::max(frame, b.last);
    keys_.merge(std::move(b.keys), last_);
    trimCache(frame);
    if (shownChanges)
        reload(current_.frame);
}

void History::reload(std::int64_t frame)
{
    const bool record = current_.recordExplanations;
    const int only = current_.recordOnly;
    frame = std::clamp(frame, keys_.firstFrame(), last_);
    if (frame == keys_.firstFrame()) {
        current_ = keys_.first();
        current_.recordExplanations = record;
        current_.recordOnly = only;
        current_.explanations.clear();
        log_.applyAt(frame, current_);
        return;
    }
    current_ = recordedStep(frame, record, only);
}

std::optional<std::string> History::installLog(const InputLog& log, std::int64_t lastFrame, const Progress& progress,
                                               bool* cancelled)
{
    const std::int64_t firstFrame = keys_.firstFrame();
    if (lastFrame < firstFrame)
        return "the last frame " + std::to_string(lastFrame) + " is before the first";
    if (!log.events().empty() &&
        (log.events().begin()->first < firstFrame || log.events().rbegin()->first > lastFrame))
        return "an event is recorded at frame " +
               std::to_string(log.events().begin()->first < firstFrame ? log.events().begin()->first
                                                                       : log.events().rbegin()->first) +
               ", outside frames " + std::to_string(firstFrame) + " to " + std::to_string(lastFrame);
    // Replay once, checking every event, before anything of this history changes, keeping key
    // frames by the same rule as stepping (so a long log never holds more than the budget).
    World w = keys_.first();
    w.recordExplanations = false;
    KeyFrames keys;
    keys.reset(keys_.first(), keys_.budget());
    const std::int64_t first = keys.firstFrame();
    while (true) {
        if (w.frame > first) {
            keys.aged(w.frame);
            if (keys.wants(w.frame, w.frame))
                keys.store(w, w.frame);
        }
        const auto it = log.events().find(w.frame);
        if (it != log.events().end())
            for (const auto& e : it->second)
                if (auto err = applyEvent(w, e))
                    return "frame " + std::to_string(w.frame) + ": " + *err;
        if (w.frame >= lastFrame)
            break;
        // Asked every 64 frames: often enough for a crowd (tenths of a second each), rare enough to cost nothing.
        if (progress && w.frame % 64 == 0 && !progress(w.frame, lastFrame)) {
            if (cancelled)
                *cancelled = true;
            return "cancelled at frame " + std::to_string(w.frame);
        }
        w.step();
        if (w.scriptError) {
            // The lesson's code fails in the step after this frame (a limit met this time, or a
            // bookmark saved past where it fails): the frames up to here are the lesson's. Input
            // recorded later could never apply: such a lesson is refused rather than cut short.
            if (log.events().upper_bound(w.frame) != log.events().end())
                return "frame " + std::to_string(w.frame) + ": the script failed: " + w.scriptError->message;
            lastFrame = w.frame;
            break;
        }
        if (!w.allFinite())
            return "frame " + std::to_string(w.frame) + ": the world is no longer finite";
    }
    log_ = log;
    keys_ = std::move(keys);
    last_ = lastFrame;
    cache_.clear();
    reload(first);
    return std::nullopt;
}

void History::replay(std::int64_t from, std::int64_t to, const std::function<bool(const World&)>& visit) const
{
    from = std::clamp(from, keys_.firstFrame(), last_);
    to = std::clamp(to, from, last_);
    World w = keys_.atOrBefore(from);
    if (auto cached = cache_.upper_bound(from); cached != cache_.begin() && std::prev(cached)->first > w.frame)
        w = std::prev(cached)->second;
    w.recordExplanations = false;
    w.explanations.clear();
    replayCatchUp_ += from - w.frame;
    while (w.frame < from) {
        log_.applyAt(w.frame, w);
        w.step();
        if (w.scriptError) // a script met its limits on this replay: no frames to visit
            return;
    }
    log_.applyAt(from, w); // a frame is shown with its input applied, as stepForward leaves it
    while (visit(w) && w.frame < to) {
        w.step();
        if (w.scriptError)
            return;
        log_.applyAt(w.frame, w);
    }
}

void History::keepShownState()
{
    const std::int64_t n = current_.frame;
    if (keys_.atOrBefore(n).frame == n || cache_.count(n) || eventsAt(n) != 0)
        return;
    // Where the cache already holds frames after n (stepped back, then played on), they were
    // re-simulated from the same log and agree with this state; room is made at the old end.
    if (cache_.size() >= cacheLimit())
        cache_.erase(cache_.begin());
    World raw = stripped(current_);
    raw.recordExplanations = false; // as rawState keeps them
    cache_.emplace(n, std::move(raw));
}

std::vector<std::vector<Vector2D>> History::recentPositions(std::int64_t frames)
{
    const std::int64_t now = current_.frame;
    const std::int64_t from = std::max(keys_.firstFrame(), now - std::max<std::int64_t>(frames, 0));
    std::vector<std::vector<Vector2D>> out(current_.vehicles.size());
    for (auto& trail : out)
        trail.reserve(std::size_t(now - from + 1));
    // One pass from the key frame at or before `from` (input does not move vehicles, so the raw
    // states give the positions of the frames shown).
    World w = keys_.atOrBefore(from);
    if (auto cached = cache_.upper_bound(from); cached != cache_.begin() && std::prev(cached)->first > w.frame)
        w = std::prev(cached)->second;
    w.recordExplanations = false;
    while (true) {
        if (w.frame >= from)
            for (std::size_t i = 0; i < out.size() && i < w.vehicles.size(); ++i)
                out[i].push_back(w.vehicles[i].position);
        if (w.frame >= now)
            break;
        log_.applyAt(w.frame, w);
        w.step();
        if (w.scriptError) // a script met its limits on this replay: the trails end here
            break;
    }
    return out;
}

std::size_t History::cacheBytes() const
{
    std::size_t b = 0;
    for (const auto& [f, w] : cache_)
        b += worldBytes(w);
    return b;
}

} // namespace steer
