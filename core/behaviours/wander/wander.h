#pragma once
// wander (SteeredVehicle.as, 000-002): a point on a circle ahead of the vehicle, whose angle takes a
// random step each frame.
//   center = normalize(velocity) * wanderDistance;  offset = (wanderRadius at wanderAngle)
//   wanderAngle += random() * wanderRange - wanderRange * 0.5;  force = center + offset
#include "random.h"
#include "behaviours/steer_context.h"
#include "vehicle.h"

namespace steer {

struct CallSite;

void wander(Vehicle& v, Random& rng, const SteerContext& c, int parent = -1);
// The demo's call: wander, drawing from the world's seeded generator.
void wanderCall(const CallSite& site);

} // namespace steer
