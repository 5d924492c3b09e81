#pragma once
// What one followPath() call computed, named as the seed names it.
#include "behaviour_id.h"
#include "vector2d.h"

namespace steer {

struct FollowPathRecord {
    static constexpr Behaviour kBehaviour = Behaviour::FollowPath;
    Vector2D position;       // _position
    Vector2D wayPoint;       // path[_pathIndex] as read before advancing
    int pathIndex = 0;       // _pathIndex read
    int nextPathIndex = 0;   // _pathIndex after the call
    int pathLength = 0;
    double dist = 0.0;       // _position.dist(wayPoint)
    double pathThreshold = 0.0;
    bool loop = false;
    bool arriving = false;   // the last waypoint of a path that does not loop: arrive, not seek
    bool operator==(const FollowPathRecord&) const = default;
    // Its numbers under the seed's names, in the order the compare pane lists them (counts and flags as
    // numbers, flags 1 or 0): what a table of every number shows, without looking one up by name.
    template <class F>
    void forEachNumber(F&& f) const
    {
        f("pathIndex", double(pathIndex)), f("nextPathIndex", double(nextPathIndex)), f("dist", dist);
        f("pathThreshold", pathThreshold), f("pathLength", double(pathLength)), f("loop", loop ? 1.0 : 0.0);
        f("arriving", arriving ? 1.0 : 0.0);
    }
};

} // namespace steer
