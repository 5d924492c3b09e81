#include "key_frames.h"

#include <algorithm>
#include <bit>
#include <iterator>
#include <string>
#include <vector>

namespace steer {

namespace {
// Levels beyond this would shift the spacing out of range; no run is that long.
constexpr int kMaxLevel = 40;

// What the allocator holds for one heap block of `bytes`: glibc's chunk header and its rounding to
// 16 bytes (a program of one call, 64 bytes, takes 80). A crowd's key frame is one such block per
// boid beside its Vehicle array; leaving them out undercounted a 10 000-boid key frame by a third.
std::size_t heapBlock(std::size_t bytes) { return bytes == 0 ? 0 : (bytes + sizeof(std::size_t) + 15) / 16 * 16; }

std::size_t stringHeap(const std::string& s) { return s.capacity() > 15 ? heapBlock(s.capacity() + 1) : 0; }

template <typename T>
std::size_t vectorHeap(const std::vector<T>& v) { return heapBlock(v.capacity() * sizeof(T)); }
} // namespace

std::size_t KeyFrames::worldBytes(const World& w)
{
    std::size_t b = sizeof(World);
    b += vectorHeap(w.vehicles);
    for (const auto& v : w.vehicles) { // each vehicle's own blocks: its id and its program
        b += stringHeap(v.id) + vectorHeap(v.program);
        for (const auto& call : v.program)
            b += stringHeap(call.target);
    }
    b += vectorHeap(w.obstacles);
    b += vectorHeap(w.path.points);
    b += vectorHeap(w.explanations);
    for (const auto& e : w.explanations) {
        b += vectorHeap(e.calls);
        for (const auto& call : e.calls)
            b += vectorHeap(call.items); // the typed numbers live inside the record itself
    }
    return b;
}

std::size_t KeyFrames::cost(const World& w) { return worldBytes(w) + 4 * sizeof(void*); } // + the map node

void KeyFrames::reset(World first, std::size_t budgetBytes)
{
    keys_.clear();
    budget_ = budgetBytes;
    const std::int64_t n = std::max<std::int64_t>(std::int64_t(first.vehicles.size()), 50);
    base_ = std::max<std::int64_t>(1, kVehicleFramesPerKey / n);
    perLevel_ = std::max<std::int64_t>(1, std::int64_t(budget_ / std::max<std::size_t>(1, cost(first))));
    bytes_ = cost(first);
    const std::int64_t f = first.frame;
    keys_.emplace(f, std::move(first));
}

std::int64_t KeyFrames::spacing(std::int64_t age) const
{
    const std::uint64_t q = std::uint64_t(std::max<std::int64_t>(age, 0) / (perLevel_ * base_));
    const int level = std::min<int>(int(std::bit_width(q + 1)) - 1, kMaxLevel);
    return base_ << level;
}

bool KeyFrames::wants(std::int64_t f, std::int64_t last) const
{
    return f % spacing(last - f) == 0 && !keys_.count(f);
}

void KeyFrames::store(World key, std::int64_t last)
{
    bytes_ += cost(key);
    const std::int64_t f = key.frame;
    keys_.emplace(f, std::move(key));
    fitBudget(last);
}

void KeyFrames::aged(std::int64_t last)
{
    // A frame's level changes only when its age reaches perLevel * base * (2^j - 1).
    const std::int64_t unit = perLevel_ * base_;
    for (int j = 1; j <= kMaxLevel; ++j) {
        const std::int64_t age = unit * ((std::int64_t(1) << j) - 1);
        const std::int64_t f = last - age;
        if (f <= firstFrame())
            break;
        const auto it = keys_.find(f);
        if (it != keys_.end() && f % spacing(age) != 0)
            drop(it);
    }
}

void KeyFrames::conform(std::int64_t last)
{
    for (auto it = std::next(keys_.begin()); it != keys_.end();) {
        const auto next = std::next(it);
        if (it->first % spacing(last - it->first) != 0)
            drop(it);
        it = next;
    }
}

void KeyFrames::fitBudget(std::int64_t last)
{
    while (bytes_ > budget_ && keys_.size() > 2) {
        if (perLevel_ > 1)
            perLevel_ -= std::max<std::int64_t>(1, perLevel_ / 8);
        else
            base_ *= 2;
        conform(last);
    }
}

const World& KeyFrames::atOrBefore(std::int64_t n) const
{
    auto it = keys_.upper_bound(n);
    if (it != keys_.begin())
        --it;
    return it->second;
}

void KeyFrames::drop(Map::iterator it)
{
    bytes_ -= cost(it->second);
    keys_.erase(it);
}

KeyFrames::Map KeyFrames::extractAfter(std::int64_t frame)
{
    Map later;
    while (true) {
        auto it = keys_.upper_bound(frame);
        if (it == keys_.end())
            break;
        bytes_ -= cost(it->second);
        later.insert(keys_.extract(it));
    }
    return later;
}

void KeyFrames::dropAfter(std::int64_t frame)
{
    while (true) {
        auto it = keys_.upper_bound(frame);
        if (it == keys_.end())
            break;
        drop(it);
    }
}

void KeyFrames::merge(Map later, std::int64_t last)
{
    for (auto& [f, w] : later)
        bytes_ += cost(w);
    keys_.merge(later);
    for (auto& [f, w] : later) // frames already present (none in a well-formed branch)
        bytes_ -= cost(w);
    // The branch's frames were thinned for its own newest frame; the rule may have coarsened since.
    conform(last);
    fitBudget(last);
}

} // namespace steer
