#pragma once
// arrive (SteeredVehicle.as, 000-002): seek that slows down inside arrivalThreshold.
//   speed = maxSpeed outside, maxSpeed * dist / arrivalThreshold inside;
//   force = normalize(target - position) * speed - velocity
#include "behaviours/steer_context.h"
#include "vehicle.h"

namespace steer {

struct CallSite;

void arrive(Vehicle& v, Vector2D target, const SteerContext& c, int parent = -1);
// The demo's call: arrive at the pointer or another vehicle's position.
void arriveCall(const CallSite& site);

} // namespace steer
