#pragma once
// seek (SteeredVehicle.as, 000-002): steer towards a point at full speed.
//   desiredVelocity = normalize(target - position) * maxSpeed
//   force = desiredVelocity - velocity;  steeringForce += force
#include "behaviours/steer_context.h"
#include "vehicle.h"

namespace steer {

struct CallSite;

void seek(Vehicle& v, Vector2D target, const SteerContext& c, int parent = -1);
// The demo's call: seek the pointer or another vehicle's position.
void seekCall(const CallSite& site);

} // namespace steer
