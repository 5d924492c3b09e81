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
    // Its numbers under the seed's names, in the order the compare pane lists them (counts and flags as
    // numbers, flags 1 or 0): what a table of every number shows, without looking one up by name.
    template <class F>
    void forEachNumber(F&& f) const
    {
        if (headOnTested) {
            f("toTargetDotHeading", toTargetDotHeading), f("headingDotTargetHeading", headingDotTargetHeading);
            f("headOn", headOn ? 1.0 : 0.0);
        }
        if (!headOn) // head-on, pursue seeks the target itself: nothing is predicted
            f("dist", dist), f("lookAheadTime", lookAheadTime), f("targetSpeed", targetSpeed);
    }
};

} // namespace steer
