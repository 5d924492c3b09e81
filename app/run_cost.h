#pragma once
// What a command-line run would cost on this machine, so that one that cannot finish in about a
// minute (a well-formed lesson with a flock of 1 000 000, --frames 10000000) is refused before it
// starts instead of holding the terminal for hours (issue #36). --no-cost-limit runs it anyway.
#include "world.h"

#include <QString>

#include <cstdint>

namespace runcost {

enum class Run {
    Trace,  // --trace: the world alone
    Window, // --screenshot, --export-animation, the window: its controller keeps history too
};

// Seconds, roughly, to compute frames 1..`frames` of `world` (as built, at frame 0) and to paint
// and encode `pictures` of them (--export-animation; 0 otherwise).
double estimatedSeconds(const steer::World& world, Run run, std::int64_t frames, std::int64_t pictures = 0);

// Runs estimated above this are refused unless --no-cost-limit is given.
inline constexpr double kLimitSeconds = 60.0;

// Empty when the run is affordable, else the one-line refusal (CommandLine context).
QString refusal(const steer::World& world, Run run, std::int64_t frames, std::int64_t pictures = 0);

} // namespace runcost
