#pragma once
// Steps that several of SteeredVehicle's methods compute the same way (the seeds repeat them in
// each method; here they are written once so the methods cannot drift apart).
#include "variants.h"
#include "vector2d.h"
#include "vehicle.h"

namespace steer::steps {

// Look-ahead time of pursue/evade: dist / maxSpeed (000-002) or dist / (maxSpeed + |target.v|)
// (003). A vehicle that cannot move (maxSpeed 0 and a still target) predicts no time ahead
// instead of dividing by zero.
inline double lookAheadTime(double dist, double maxSpeed, const Vehicle& target, LookAhead variant)
{
    const double denominator = variant == LookAhead::Cocos ? maxSpeed + target.velocity.length() : maxSpeed;
    return denominator > 0.0 ? dist / denominator : 0.0;
}

// seek/flee/arrive's first two lines: desiredVelocity = target.subtract(_position); normalize().
inline Vector2D desiredTowards(const Vehicle& v, Vector2D target)
{
    Vector2D desired = target.subtract(v.position);
    desired.normalize();
    return desired;
}

} // namespace steer::steps
