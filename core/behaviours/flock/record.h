#pragma once
// What one flock() call computed, named as the seed names it (its separation flees and cohesion
// seek are child records).
#include "behaviour_id.h"
#include "vector2d.h"

#include <vector>

namespace steer {

struct FlockRecord {
    static constexpr Behaviour kBehaviour = Behaviour::Flock;
    Vector2D position;          // _position
    std::vector<Vector2D> inSight; // the positions of the vehicles in sight, in the order flock() adds them
    double inSightDist = 0.0;
    double tooCloseDist = 0.0;
    double sightFrom = 0.0;     // the sight sector: from this angle (radians, screen coordinates) ...
    double sightSpan = 0.0;     // ... over this span (a half disc with the front test, a full disc without)
    int inSightCount = 0;
    int tooCloseCount = 0;
    Vector2D separation;        // ΣF_sep: the separation flees' applied forces, summed in the order applied
    // Only when inSightCount > 0 (otherwise flock() returns after the loop):
    Vector2D averagePosition;   // sum of positions / inSightCount
    Vector2D averageVelocity;   // (velocity + sum of velocities) / inSightCount
    Vector2D alignment;         // averageVelocity - velocity, as computed
    Vector2D alignmentApplied;  // what reached _steeringForce (Variants::alignment)
    bool alignmentAdded = false; // false where the printed code discards it (000/001)
    bool operator==(const FlockRecord&) const = default;
    // Its numbers under the seed's names, in the order the compare pane lists them (counts and flags as
    // numbers, flags 1 or 0): what a table of every number shows, without looking one up by name.
    template <class F>
    void forEachNumber(F&& f) const
    {
        f("inSightCount", double(inSightCount)), f("tooCloseCount", double(tooCloseCount));
        f("inSightDist", inSightDist), f("tooCloseDist", tooCloseDist);
        if (inSightCount > 0)
            f("alignmentApplied", alignmentAdded ? 1.0 : 0.0);
    }
};

} // namespace steer
