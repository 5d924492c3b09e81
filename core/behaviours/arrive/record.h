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
    // Its numbers under the seed's names, in the order the compare pane lists them (counts and flags as
    // numbers, flags 1 or 0): what a table of every number shows, without looking one up by name.
    template <class F>
    void forEachNumber(F&& f) const
    {
        f("dist", dist), f("arrivalThreshold", arrivalThreshold), f("maxSpeed", maxSpeed), f("speed", speed);
        f("slowing", slowing ? 1.0 : 0.0);
    }
};

} // namespace steer
