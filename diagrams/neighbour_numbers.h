#pragma once
// The flock's neighbours in sight, numbered 1, 2 ... in the order flock() visits them (the order of
// its NeighbourLink segments), so that the numbers on the stage and in the formula lines agree.
#include "explanation.h"

#include <cstddef>
#include <vector>

namespace diagrams {

// Where each neighbour in sight was when the flock call ran, in its order (empty for other calls).
std::vector<steer::Vector2D> neighbourPositions(const steer::BehaviourRecord& flockCall);
// A crowd's hundreds of numbers would bury the picture: only a few neighbours are numbered.
constexpr std::size_t kMaxNumberedNeighbours = 12;
inline bool neighboursNumbered(std::size_t count) { return count > 0 && count <= kMaxNumberedNeighbours; }
// The number (from 1) of the neighbour at `at` (a flee's target), 0 when none is there.
int neighbourNumber(const std::vector<steer::Vector2D>& positions, steer::Vector2D at);

} // namespace diagrams
