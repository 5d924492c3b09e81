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

History::History(std::size_t keyFrameBudgetBytes) : budget_(keyFrameBudgetBytes) {}

std::size_t History::worldBytes(const World& w)
{
    std::size_t b = sizeof(World);
    b += w.vehicles.capacity() * sizeof(Vehicle);
    for (const auto& v : w.vehicles)
        if (v.id.capacity() > 15) // beyond the small-string buffer
            b += v.id.capacity() + 1;
    b += w.obstacles.capacity() * sizeof(Obstacle);
    b += w.path.points.capacity() * sizeof(Vector2D);
    b += w.explanations.capacity() * sizeof(VehicleExplanation);
    return b;
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
    // Big worlds get denser key frames so that a step back re-simulates only a few frames; the
    // budget (thinKeyFrames) still bounds the memory, whatever the size.
    const std::size_t n = std::max<std::size_t>(current_.vehicles.size(), 50);
    interval_ = std::max<std::int64_t>(1, kDefaultInterval * 50 / std::int64_t(n));
    keys_.clear();
    keyBytes_ = 0;
    log_.clear();
    cache_.clear();
    cacheStart_ = 0;
    World key = stripped(current_);
    keyBytes_ += worldBytes(key) + 4 * sizeof(void*);
    keys_.emplace(current_.frame, std::move(key));
}

void History::storeKeyFrameIfDue()
{
    const std::int64_t f = current_.frame;
    if (f % interval_ != 0 || keys_.count(f))
        return;
    World key = stripped(current_);
    keyBytes_ += worldBytes(key) + 4 * sizeof(void*);
    keys_.emplace(f, std::move(key));
    if (keyBytes_ > budget_)
        thinKeyFrames();
}

void History::thinKeyFrames()
{
    // Double the interval until the budget holds again; the first key frame always stays.
    const std::int64_t first = keys_.begin()->first;
    while (keyBytes_ > budget_ && keys_.size() > 2) {
        interval_ *= 2;
        for (auto it = std::next(keys_.begin()); it != keys_.end();) {
            if (it->first % interval_ != 0 && it->first != first) {
                keyBytes_ -= worldBytes(it->second) + 4 * sizeof(void*);
                it = keys_.erase(it);
            } else {
                ++it;
            }
        }
    }
}

void History::stepForward()
{
    const std::int64_t next = current_.frame + 1;
    current_.step();
    if (next > last_)
        last_ = next;
    storeKeyFrameIfDue();
    log_.applyAt(next, current_);
}

bool History::stepBack()
{
    if (current_.frame <= keys_.begin()->first)
        return false;
    goTo(current_.frame - 1);
    return true;
}

const World& History::rawState(std::int64_t n)
{
    if (!cache_.empty() && n >= cacheStart_ && n < cacheStart_ + std::int64_t(cache_.size()))
        return cache_[std::size_t(n - cacheStart_)];
    // Re-simulate from the key frame at or before n, keeping the raw states of the stretch.
    auto it = keys_.upper_bound(n);
    --it; // the first key frame is frame 0 <= n
    cache_.clear();
    cacheStart_ = it->first;
    World w = it->second;
    w.recordExplanations = false; // the records do not change the state; only the last step needs them
    // Keep the states nearest n, which the next steps back read, within the key frames' budget.
    const std::size_t keep = std::max<std::size_t>(2, budget_ / std::max<std::size_t>(1, worldBytes(w)));
    cache_.push_back(w);
    while (w.frame < n) {
        log_.applyAt(w.frame, w);
        w.step();
        cache_.push_back(w);
        if (cache_.size() > keep) {
            cache_.pop_front();
            ++cacheStart_;
        }
    }
    return cache_.back();
}

void History::goTo(std::int64_t n)
{
    const std::int64_t first = keys_.begin()->first;
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
        current_ = keys_.begin()->second;
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
    // The records shown for frame n are those of the step n-1 -> n: take the raw state of n-1,
    // replay its input and take that one step with recording on.
    World w = rawState(n - 1);
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
    if (!current_.recordExplanations || n <= keys_.begin()->first)
        return;
    current_ = recordedStep(n, true, vehicle); // the same step again, recording the new vehicle
}

void History::trimCache(std::int64_t frame)
{
    // Cached raw states up to `frame` stay valid: input at `frame` applies after its raw state.
    if (!cache_.empty() && cacheStart_ + std::int64_t(cache_.size()) - 1 > frame) {
        if (frame < cacheStart_)
            cache_.clear();
        else
            cache_.resize(std::size_t(frame - cacheStart_ + 1));
    }
}

void History::dropKey(std::map<std::int64_t, World>::iterator it)
{
    keyBytes_ -= worldBytes(it->second) + 4 * sizeof(void*);
    keys_.erase(it);
}

void History::trimAfter(std::int64_t frame)
{
    log_.trimAfter(frame);
    while (true) {
        auto it = keys_.upper_bound(frame);
        if (it == keys_.end())
            break;
        dropKey(it);
    }
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
    while (true) {
        auto it = keys_.upper_bound(frame);
        if (it == keys_.end())
            break;
        keyBytes_ -= worldBytes(it->second) + 4 * sizeof(void*);
        b.keys.insert(keys_.extract(it));
    }
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
    for (auto& [f, w] : b.keys)
        keyBytes_ += worldBytes(w) + 4 * sizeof(void*);
    keys_.merge(b.keys);
    last_ = std::max(frame, b.last);
    if (keyBytes_ > budget_)
        thinKeyFrames();
    trimCache(frame);
    if (shownChanges)
        reload(current_.frame);
}

void History::reload(std::int64_t frame)
{
    const bool record = current_.recordExplanations;
    const int only = current_.recordOnly;
    frame = std::clamp(frame, keys_.begin()->first, last_);
    if (frame == keys_.begin()->first) {
        current_ = keys_.begin()->second;
        current_.recordExplanations = record;
        current_.recordOnly = only;
        current_.explanations.clear();
        log_.applyAt(frame, current_);
        return;
    }
    current_ = recordedStep(frame, record, only);
}

std::optional<std::string> History::installLog(const InputLog& log, std::int64_t lastFrame)
{
    if (lastFrame < keys_.begin()->first)
        return "the last frame " + std::to_string(lastFrame) + " is before the first";
    if (!log.events().empty() && (log.events().begin()->first < keys_.begin()->first ||
                                  log.events().rbegin()->first > lastFrame))
        return "an event is recorded at frame " +
               std::to_string(log.events().begin()->first < keys_.begin()->first ? log.events().begin()->first
                                                                                 : log.events().rbegin()->first) +
               ", outside frames " + std::to_string(keys_.begin()->first) + " to " + std::to_string(lastFrame);
    // Replay once, checking every event, before anything of this history changes.
    World w = keys_.begin()->second;
    w.recordExplanations = false;
    std::map<std::int64_t, World> keys;
    std::size_t bytes = 0;
    std::int64_t interval = interval_;
    while (true) {
        if (w.frame % interval == 0 && w.frame != keys_.begin()->first) {
            bytes += worldBytes(w) + 4 * sizeof(void*);
            keys.emplace(w.frame, w);
            // Thin as it goes, as stepping does, so a long log never holds more than the budget.
            while (bytes > budget_ && keys.size() > 1) {
                interval *= 2;
                for (auto it = keys.begin(); it != keys.end();) {
                    if (it->first % interval != 0) {
                        bytes -= worldBytes(it->second) + 4 * sizeof(void*);
                        it = keys.erase(it);
                    } else {
                        ++it;
                    }
                }
            }
        }
        const auto it = log.events().find(w.frame);
        if (it != log.events().end())
            for (const auto& e : it->second)
                if (auto err = applyEvent(w, e))
                    return "frame " + std::to_string(w.frame) + ": " + *err;
        if (w.frame >= lastFrame)
            break;
        w.step();
        if (!w.allFinite())
            return "frame " + std::to_string(w.frame) + ": the world is no longer finite";
    }
    const World first = keys_.begin()->second;
    log_ = log;
    keys_.clear();
    keyBytes_ = worldBytes(first) + 4 * sizeof(void*) + bytes;
    keys_.emplace(first.frame, first);
    keys_.merge(keys);
    interval_ = interval;
    last_ = lastFrame;
    if (keyBytes_ > budget_)
        thinKeyFrames();
    cache_.clear();
    reload(first.frame);
    return std::nullopt;
}

std::vector<std::vector<Vector2D>> History::recentPositions(std::int64_t frames)
{
    const std::int64_t now = current_.frame;
    const std::int64_t from = std::max(keys_.begin()->first, now - std::max<std::int64_t>(frames, 0));
    std::vector<std::vector<Vector2D>> out(current_.vehicles.size());
    for (auto& trail : out)
        trail.reserve(std::size_t(now - from + 1));
    // One pass from the key frame at or before `from` (input does not move vehicles, so the raw
    // states give the positions of the frames shown).
    auto it = keys_.upper_bound(from);
    --it;
    World w = it->second;
    w.recordExplanations = false;
    while (true) {
        if (w.frame >= from)
            for (std::size_t i = 0; i < out.size() && i < w.vehicles.size(); ++i)
                out[i].push_back(w.vehicles[i].position);
        if (w.frame >= now)
            break;
        log_.applyAt(w.frame, w);
        w.step();
    }
    return out;
}

std::size_t History::cacheBytes() const
{
    std::size_t b = cache_.size() * sizeof(World);
    for (const auto& w : cache_)
        b += worldBytes(w) - sizeof(World);
    return b;
}

} // namespace steer
