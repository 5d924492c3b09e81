#pragma once
// Which past frames a history keeps whole (key frames), so that any frame is a short re-simulation
// away, in a byte budget whatever the world's size and the run's length.
//
// Dense near the newest frame, where a teacher who pauses presses "step back", sparser behind it:
// the key frame of frame f, `age` = newest - f frames old, is kept while f is a multiple of
//     spacing(age) = base * 2^level,   level = floor(log2(1 + floor(age / (perLevel * base))))
// so each level holds perLevel key frames at twice the spacing of the level before it, and a run of
// L frames keeps about perLevel * log2(1 + L / (perLevel * base)) of them. A frame's spacing only
// grows (as it ages, as perLevel shrinks, as base doubles) and always by a power of two, so a key
// frame dropped once is never wanted again. When the key frames outgrow their budget perLevel
// shrinks by an eighth, and once it is 1 base doubles. base starts at one key frame per 1 500
// vehicle-frames (30 frames up to 50 vehicles, every frame from 1 500 on) and perLevel at as many
// worlds as the budget holds: a classroom flock keeps a key frame a second for hours, as before,
// while a crowd of 10 000 boids (2.4 MB a world) keeps every frame of the last few seconds.
// Plain C++ (no Qt).
#include "world.h"

#include <cstddef>
#include <cstdint>
#include <map>

namespace steer {

class KeyFrames {
public:
    using Map = std::map<std::int64_t, World>;

    static constexpr std::int64_t kVehicleFramesPerKey = 1500; // 30 frames at 50 vehicles

    // What a copy of a world holds: the World itself, its arrays and each vehicle's own blocks (id,
    // program), each block as the allocator rounds it; and what one key frame costs.
    static std::size_t worldBytes(const World& w);
    static std::size_t cost(const World& w);

    // Starts again from `first` (explanations already stripped), always kept, under this budget.
    void reset(World first, std::size_t budgetBytes);

    std::int64_t spacing(std::int64_t age) const;
    // Whether the rule keeps frame f while `last` is the newest frame and it is not stored yet.
    bool wants(std::int64_t f, std::int64_t last) const;
    // Stores a key frame the rule wants, then thins to the budget.
    void store(World key, std::int64_t last);
    // The newest frame became `last`, one after the previous newest: drops the key frames whose age
    // just reached a new level and whose frame is not a multiple of its spacing (one look-up a level).
    void aged(std::int64_t last);
    // Drops every key frame the rule no longer keeps (after the newest frame jumped or the rule
    // coarsened).
    void conform(std::int64_t last);

    // The key frame at or before frame n (n at or after the first).
    const World& atOrBefore(std::int64_t n) const;
    const World& first() const { return keys_.begin()->second; }
    std::int64_t firstFrame() const { return keys_.begin()->first; }
    const Map& map() const { return keys_; }

    // Moves every key frame after `frame` out (an edit's branch) / forgets them / puts them back.
    Map extractAfter(std::int64_t frame);
    void dropAfter(std::int64_t frame);
    void merge(Map later, std::int64_t last);

    std::size_t count() const { return keys_.size(); }
    std::size_t bytes() const { return bytes_; }
    std::size_t budget() const { return budget_; }
    std::int64_t base() const { return base_; }
    std::int64_t perLevel() const { return perLevel_; }

private:
    void fitBudget(std::int64_t last);
    void drop(Map::iterator it);

    Map keys_;
    std::size_t bytes_ = 0;
    std::size_t budget_ = 0;
    std::int64_t base_ = 1;
    std::int64_t perLevel_ = 1;
};

} // namespace steer
