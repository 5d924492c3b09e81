#pragma once
// pursue (SteeredVehicle.as, 000-002; the Cocos port 003 adds a head-on test and another
// look-ahead time): seek the point where the target will be after lookAheadTime.
//   lookAheadTime = dist / maxSpeed;  predictedTarget = target.position + target.velocity * lookAheadTime
#include "behaviours/steer_context.h"
#include "vehicle.h"

namespace steer {

struct CallSite;

void pursue(Vehicle& v, const Vehicle& target, const SteerContext& c, int parent = -1);
// The demo's call: pursue the vehicle the call names.
void pursueCall(const CallSite& site);

} // namespace steer
