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
};

} // namespace steer
