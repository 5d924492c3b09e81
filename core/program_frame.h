#pragma once
// One frame of any world, read from its vehicles' programs (program.h) in the world's frame order:
//  - in turn (PursueTest, FlockTest): vehicle i makes its calls and moves before vehicle i+1 calls;
//  - simultaneous (SeekFleeTest1, PursueEvadeTest, the Cocos offset pursuit): every vehicle makes
//    its calls on the same state, then every vehicle moves.
// A Lennard-Jones call acts on the velocity, as seed 004 does: after the other calls' force is
// applied and |v| truncated, before the move (which then keeps |v| = ljSpeed).
// A world where every vehicle only flocks runs flockFrame (the neighbour grid and worker threads);
// the frames are the same as the calls below would make.
#include "world.h"

namespace steer {

void runFrame(World& w);

} // namespace steer
