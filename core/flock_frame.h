#pragma once
// One frame of a world where every vehicle only flocks, in either update order (World::frameOrder):
//  - in turn, as the seeds' FlockTest: vehicle i flocks with the others as they are at that moment
//    (vehicles 0..i-1 have already moved this frame), then moves;
//  - simultaneous, as Reynolds' boids: every vehicle flocks with the same snapshot of frame k, then
//    moves. Each vehicle then depends on the snapshot only, so the vehicles are shared out over
//    World::threads worker threads and the frame is the same whatever their number.
// Neighbours come from the exact neighbour grid (World::useNeighbourIndex), or a scan.
#include "world.h"

namespace steer {

// Runs the frame and returns true when every vehicle's program is a single enabled flock call;
// otherwise changes nothing and returns false. (One pass over the vehicles both checks that and
// copies the frame's snapshot: a crowd of 100 000 is 24 MB of Vehicle, read once instead of twice.)
bool flockFrame(World& w);

// From this many vehicles a simultaneous frame asks the processor for the cells of the vehicle a
// few places ahead. It visits the vehicles by index, in no order on the stage, so once the grid no
// longer fits the caches every query waits for memory; the hints hide part of that wait (100 000
// boids on two threads: 35-38 -> 28-31 ms wall clock a frame, one thread 54 -> 49 ms, on a quiet
// machine). Below about 40 000 boids the grid stays in the caches and the hints only cost (10 000
// boids: 3.6 -> 4.1 ms a frame). They change no result.
constexpr std::size_t kPrefetchFromVehicles = 40000;

// The worker threads a simultaneous frame of n vehicles uses (1 for small flocks, where starting
// threads would cost more than it saves).
int flockThreads(const World& w, std::size_t n);

} // namespace steer
