#pragma once
// pursueOffset (the Cocos port, 003): arrive at the point `offset` away from the leader in its own
// frame (x along its side, y along its heading), predicted ahead by dist / (maxSpeed + |leader.v|).
#include "behaviours/steer_context.h"
#include "vehicle.h"

namespace steer {

struct CallSite;

void pursueOffset(Vehicle& v, const Vehicle& leader, Vector2D offset, const SteerContext& c, int parent = -1);
// The demo's call: pursue the named leader at the call's offset.
void offsetPursuitCall(const CallSite& site);

} // namespace steer
