#include "neighbour_numbers.h"

#include <cmath>

namespace diagrams {

std::vector<steer::Vector2D> neighbourPositions(const steer::BehaviourRecord& flockCall)
{
    // The record keeps the vehicles in sight in the order flock() adds them: the numbering.
    if (flockCall.behaviour != steer::Behaviour::Flock)
        return {};
    return flockCall.as<steer::FlockRecord>().inSight;
}

int neighbourNumber(const std::vector<steer::Vector2D>& positions, steer::Vector2D at)
{
    // A position taken from a link's end (origin + (end − origin)) may differ in the last bit.
    const double tolerance = 1e-9 * (1.0 + std::abs(at.x) + std::abs(at.y));
    for (std::size_t i = 0; i < positions.size(); ++i)
        if (positions[i].dist(at) <= tolerance)
            return int(i) + 1;
    return 0;
}

} // namespace diagrams
