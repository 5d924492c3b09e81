#pragma once
// What one flee() call computed, named as the seed names it.
#include "behaviour_id.h"
#include "vector2d.h"

namespace steer {

struct FleeRecord {
    static constexpr Behaviour kBehaviour = Behaviour::Flee;
    Vector2D position;        // _position
    Vector2D target;
    Vector2D velocity;        // _velocity
    Vector2D desiredVelocity; // normalize(target - position) * maxSpeed
    Vector2D force;           // desiredVelocity - velocity, as seek computes it
    Vector2D appliedForce;    // -force: what _steeringForce.subtract(force) adds
    double maxSpeed = 0.0;
    bool operator==(const FleeRecord&) const = default;
    // Its numbers under the seed's names, in the order the compare pane lists them (counts and flags as
    // numbers, flags 1 or 0): what a table of every number shows, without looking one up by name.
    template <class F>
    void forEachNumber(F&& f) const
    {
        f("maxSpeed", maxSpeed);
    }
};

} // namespace steer
