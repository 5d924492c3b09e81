#pragma once
// followPath (SteeredVehicle.as, 000-002): seek the current waypoint, move to the next one within
// pathThreshold, and arrive at the last one unless the path loops.
#include "behaviours/steer_context.h"
#include "vehicle.h"

#include <vector>

namespace steer {

struct CallSite;

struct Path {
    std::vector<Vector2D> points;
    bool loop = true; // PathTest calls followPath(_path, true)
    bool operator==(const Path&) const = default;
};

void followPath(Vehicle& v, const Path& path, const SteerContext& c, int parent = -1);
// The demo's call: follow the world's path.
void followPathCall(const CallSite& site);

} // namespace steer
