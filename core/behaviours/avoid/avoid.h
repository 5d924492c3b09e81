#pragma once
// avoid (SteeredVehicle.as, 000-002): for each circle ahead whose buffer the feeler reaches, turn
// the full-speed heading 90° away from it, scale it by how far the circle is, and brake.
//   projection = heading * dotProd(circle - position, heading);  dist = |projection - difference|
//   hit: dist < radius + avoidBuffer and |projection| < avoidDistance
#include "obstacle.h"
#include "behaviours/steer_context.h"
#include "vehicle.h"

#include <span>

namespace steer {

struct CallSite;

void avoid(Vehicle& v, std::span<const Obstacle> circles, const SteerContext& c, int parent = -1);
// The demo's call: avoid the world's circles.
void avoidCall(const CallSite& site);

} // namespace steer
