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
};

} // namespace steer
