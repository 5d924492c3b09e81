#pragma once
// What one pursue() call computed, named as the seed names it (the Cocos port's head-on test too).
#include "behaviour_id.h"
#include "vector2d.h"

namespace steer {

struct PursueRecord {
    static constexpr Behaviour kBehaviour = Behaviour::Pursue;
    Vector2D position;        // _position
    Vector2D targetPosition;  // target.position
    Vector2D predictedTarget; // target.position + target.velocity * lookAheadTime (the target itself head-on)
    double dist = 0.0;
    double lookAheadTime = 0.0;
    double targetSpeed = 0.0; // |target.velocity|
    // The Cocos port (003) first tests for a target head-on in front; the book (000-002) does not.
    bool headOnTested = false;
    double toTargetDotHeading = 0.0;      // (target.position - position) . heading
    double headingDotTargetHeading = 0.0; // heading . target.heading
    bool headOn = false;                  // in front and facing (< -0.95): seek the target itself
    bool operator==(const PursueRecord&) const = default;
};

} // namespace steer
