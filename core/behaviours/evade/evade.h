#pragma once
// evade (SteeredVehicle.as, 000-002): flee the point where the target will be after lookAheadTime,
// target.position + target.velocity * t (000/001/003; 002 prints - velocity * t: the variant chooses).
#include "behaviours/steer_context.h"
#include "vehicle.h"

namespace steer {

struct CallSite;

void evade(Vehicle& v, const Vehicle& target, const SteerContext& c, int parent = -1);
// The demo's call: evade the vehicle the call names.
void evadeCall(const CallSite& site);

} // namespace steer
