#pragma once
// What one wander() call computed, named as the seed names it.
#include "behaviour_id.h"
#include "vector2d.h"

namespace steer {

struct WanderRecord {
    static constexpr Behaviour kBehaviour = Behaviour::Wander;
    Vector2D position;       // _position
    Vector2D velocity;       // _velocity
    Vector2D center;         // normalize(velocity) * wanderDistance, from the vehicle
    Vector2D offset;         // wanderRadius at wanderAngle, from the circle's centre
    Vector2D force;          // center + offset
    double wanderAngle = 0.0;     // the angle this frame used
    double random = 0.0;          // Math.random() from the world's generator
    double step = 0.0;            // what wanderAngle changed by
    double nextWanderAngle = 0.0; // wanderAngle + step
    double wanderDistance = 0.0;
    double wanderRadius = 0.0;
    double wanderRange = 0.0;
    bool operator==(const WanderRecord&) const = default;
    // Its numbers under the seed's names, in the order the compare pane lists them (counts and flags as
    // numbers, flags 1 or 0): what a table of every number shows, without looking one up by name.
    template <class F>
    void forEachNumber(F&& f) const
    {
        f("wanderAngle", wanderAngle), f("random", random), f("step", step), f("nextWanderAngle", nextWanderAngle);
        f("wanderDistance", wanderDistance), f("wanderRadius", wanderRadius), f("wanderRange", wanderRange);
    }
};

} // namespace steer
