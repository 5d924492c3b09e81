#pragma once
// What one avoid() call computed over all its circles (each circle ahead has an AvoidCircleRecord).
#include "behaviour_id.h"
#include "vector2d.h"

namespace steer {

struct AvoidRecord {
    static constexpr Behaviour kBehaviour = Behaviour::Avoid;
    Vector2D position;       // _position
    Vector2D velocity;       // _velocity before any braking
    Vector2D feeler;         // heading * avoidDistance
    Vector2D force;          // the sum of the circles' forces (zero without a hit)
    Vector2D brakedVelocity; // _velocity after every brake (the velocity itself without a hit)
    int circles = 0;
    int ahead = 0;           // dotProd > 0: tested further
    int behind = 0;
    int hits = 0;
    double avoidDistance = 0.0;
    double avoidBuffer = 0.0;
    double maxSpeed = 0.0;
    bool operator==(const AvoidRecord&) const = default;
    // Its numbers under the seed's names, in the order the compare pane lists them (counts and flags as
    // numbers, flags 1 or 0): what a table of every number shows, without looking one up by name.
    template <class F>
    void forEachNumber(F&& f) const
    {
        f("circles", double(circles)), f("ahead", double(ahead)), f("behind", double(behind)), f("hits", double(hits));
        f("feelerLength", avoidDistance), f("avoidBuffer", avoidBuffer), f("maxSpeed", maxSpeed);
    }
};

} // namespace steer
