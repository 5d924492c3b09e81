#pragma once
// A benchmark whose simulation went wrong must not just print a time: these checks print why on
// stderr and the benchmark then returns 1, so CTest reports it as failed. Nothing here measures
// speed; the figures stay printed, never asserted.
#include "world.h"

#include <cinttypes>
#include <cstdio>

namespace benchcheck {

// Every position, velocity and force finite.
inline bool finite(const char* bench, const steer::World& w)
{
    if (w.allFinite())
        return true;
    std::fprintf(stderr, "%s: WRONG RESULT: non-finite state at frame %lld\n", bench, static_cast<long long>(w.frame));
    return false;
}

// The benchmarked world is the one a straight run reaches (same frame, same state, same hash).
inline bool sameAsStraightRun(const char* bench, const steer::World& w, const steer::World& straight)
{
    if (w.frame == straight.frame && w.hash() == straight.hash() && w == straight)
        return true;
    std::fprintf(stderr,
                 "%s: WRONG RESULT: frame %lld hash %016" PRIx64 " differs from the straight run's frame %lld hash %016" PRIx64
                 "\n",
                 bench, static_cast<long long>(w.frame), w.hash(), static_cast<long long>(straight.frame), straight.hash());
    return false;
}

} // namespace benchcheck
