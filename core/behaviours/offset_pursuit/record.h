#pragma once
// What one pursueOffset() call (the Cocos port, 003) computed, named as the port names it.
#include "behaviour_id.h"
#include "vector2d.h"

namespace steer {

struct OffsetPursuitRecord {
    static constexpr Behaviour kBehaviour = Behaviour::OffsetPursuit;
    Vector2D position;        // _position
    Vector2D leaderPosition;
    Vector2D heading;         // the leader's heading (unit)
    Vector2D side;            // the leader's side (unit)
    Vector2D offset;          // (x along the side, y along the heading)
    Vector2D localOffset;     // the offset in stage coordinates
    Vector2D offsetTargetPos; // leader.position + localOffset
    Vector2D predictedTarget; // offsetTargetPos + leader.velocity * lookAheadTime
    double dist = 0.0;
    double lookAheadTime = 0.0;
    bool operator==(const OffsetPursuitRecord&) const = default;
    // Its numbers under the seed's names, in the order the compare pane lists them (counts and flags as
    // numbers, flags 1 or 0): what a table of every number shows, without looking one up by name.
    template <class F>
    void forEachNumber(F&& f) const
    {
        f("offsetX", offset.x), f("offsetY", offset.y), f("localOffsetX", localOffset.x);
        f("localOffsetY", localOffset.y), f("dist", dist), f("lookAheadTime", lookAheadTime);
    }
};

} // namespace steer
