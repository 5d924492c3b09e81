#pragma once
// What one evade() call computed, named as the seed names it.
#include "behaviour_id.h"
#include "vector2d.h"

namespace steer {

struct EvadeRecord {
    static constexpr Behaviour kBehaviour = Behaviour::Evade;
    Vector2D position;        // _position
    Vector2D targetPosition;  // target.position
    Vector2D predictedTarget; // target.position ± target.velocity * lookAheadTime (Variants::evade)
    double dist = 0.0;
    double lookAheadTime = 0.0;
    double targetSpeed = 0.0; // |target.velocity|
    bool operator==(const EvadeRecord&) const = default;
    // Its numbers under the seed's names, in the order the compare pane lists them (counts and flags as
    // numbers, flags 1 or 0): what a table of every number shows, without looking one up by name.
    template <class F>
    void forEachNumber(F&& f) const
    {
        f("dist", dist), f("lookAheadTime", lookAheadTime), f("targetSpeed", targetSpeed);
    }
};

} // namespace steer
