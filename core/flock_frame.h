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

void flockFrame(World& w);

// The worker threads a simultaneous frame of n vehicles uses (1 for small flocks, where starting
// threads would cost more than it saves).
int flockThreads(const World& w, std::size_t n);

} // namespace steer
