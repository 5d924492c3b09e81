#pragma once
// What one arrive() call computed, named as the seed names it.
#include "behaviour_id.h"
#include "vector2d.h"

namespace steer {

struct ArriveRecord {
    static constexpr Behaviour kBehaviour = Behaviour::Arrive;
    Vector2D position;        // _position
    Vector2D target;
    Vector2D velocity;        // _velocity
    Vector2D desiredVelocity; // normalize(target - position) * speed
    Vector2D force;           // desiredVelocity - velocity
    double dist = 0.0;        // _position.dist(target)
    double arrivalThreshold = 0.0;
    double maxSpeed = 0.0;
    double speed = 0.0;       // maxSpeed outside the threshold, maxSpeed * dist / arrivalThreshold inside
    bool slowing = false;     // dist <= arrivalThreshold
    bool operator==(const ArriveRecord&) const = default;
};

} // namespace steer
