#include "neighbour_numbers.h"

#include <cmath>

namespace diagrams {

std::vector<steer::Vector2D> neighbourPositions(const steer::BehaviourRecord& flockCall)
{
    std::vector<steer::Vector2D> out;
    if (flockCall.behaviour != steer::Behaviour::Flock)
        return out;
    for (const steer::Item& it : flockCall.items)
        if (it.kind == steer::ItemKind::NeighbourLink)
            out.push_back(it.origin + it.vec);
    return out;
}

int neighbourNumber(const std::vector<steer::Vector2D>& positions, steer::Vector2D at)
{
    // A link stores its end as origin + (end − origin), which may differ from the end in the last bit.
    const double tolerance = 1e-9 * (1.0 + std::abs(at.x) + std::abs(at.y));
    for (std::size_t i = 0; i < positions.size(); ++i)
        if (positions[i].dist(at) <= tolerance)
            return int(i) + 1;
    return 0;
}

} // namespace diagrams
