#pragma once
// One circle ahead that avoid() tested: why it was, or was not, avoided.
#include "behaviour_id.h"
#include "vector2d.h"

namespace steer {

struct AvoidCircleRecord {
    static constexpr Behaviour kBehaviour = Behaviour::AvoidCircle;
    Vector2D position;       // _position
    Vector2D circleCentre;   // circle.position
    Vector2D difference;     // circle.position - position
    Vector2D feeler;         // heading * avoidDistance
    Vector2D projection;     // heading * dotProd
    double feelerLength = 0.0;     // |feeler|, as the reach test measures it
    double projectionLength = 0.0; // |projection|
    int circle = 0;          // its index in the demo's circles
    double dotProd = 0.0;    // difference . heading
    double dist = 0.0;       // |projection - difference|
    double radius = 0.0;
    double avoidBuffer = 0.0;
    bool nearFeeler = false;  // dist < radius + avoidBuffer
    bool withinReach = false; // |projection| < |feeler|
    bool hit = false;         // both
    // When hit: the full-speed heading turned 90° away (sign), scaled by 1 - ratio, and the brake.
    int sign = 0;
    Vector2D turned;          // the force after the turn, before the scaling
    double ratio = 0.0;       // |projection| / |feeler|
    Vector2D force;
    Vector2D velocity;        // before this circle's brake
    Vector2D brakedVelocity;  // velocity * ratio
    bool operator==(const AvoidCircleRecord&) const = default;
    // Its numbers under the seed's names, in the order the compare pane lists them (counts and flags as
    // numbers, flags 1 or 0): what a table of every number shows, without looking one up by name.
    template <class F>
    void forEachNumber(F&& f) const
    {
        f("circle", double(circle)), f("dotProd", dotProd), f("feelerLength", feeler.length());
        f("projectionLength", projection.length()), f("dist", dist), f("radius", radius), f("avoidBuffer", avoidBuffer);
        f("distTest", nearFeeler ? 1.0 : 0.0), f("reachTest", withinReach ? 1.0 : 0.0), f("hit", hit ? 1.0 : 0.0);
        if (hit)
            f("sign", double(sign)), f("turnedX", turned.x), f("turnedY", turned.y), f("ratio", ratio);
    }
};

} // namespace steer
