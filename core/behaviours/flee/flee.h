#pragma once
// flee (SteeredVehicle.as, 000-002): seek's desired velocity, but the force is subtracted.
//   force = normalize(target - position) * maxSpeed - velocity;  steeringForce -= force
#include "behaviours/steer_context.h"
#include "vehicle.h"

namespace steer {

struct CallSite;

void flee(Vehicle& v, Vector2D target, const SteerContext& c, int parent = -1);
// The demo's call: flee the pointer or another vehicle's position.
void fleeCall(const CallSite& site);

} // namespace steer
