#include "follow_path.h"

#include "behaviours/arrive/arrive.h"
#include "behaviours/call_site.h"
#include "behaviours/seek/seek.h"
#include "script_hook.h"
#include "world.h"

namespace steer {

void followPath(Vehicle& v, const Path& path, const SteerContext& c, int parent)
{
    if (c.script && c.script->handles(ScriptMethod::FollowPath, v, c, parent))
        return; // the user's script replaces this method (script_hook.h)
    const auto& points = path.points;
    if (v.pathIndex < 0 || static_cast<std::size_t>(v.pathIndex) >= points.size())
        return; // path[_pathIndex] == null
    CallRecorder r(c.ex, Behaviour::FollowPath, parent);
    const int last = static_cast<int>(points.size()) - 1;
    Vector2D wayPoint = points[static_cast<std::size_t>(v.pathIndex)];
    const double dist = v.position.dist(wayPoint);
    const int indexBefore = v.pathIndex;
    if (dist < v.params.pathThreshold) {
        if (v.pathIndex >= last) {
            if (path.loop)
                v.pathIndex = 0;
        } else {
            ++v.pathIndex;
        }
    }
    // As printed, the method steers at the waypoint it read before advancing the index.
    const bool arriving = v.pathIndex >= last && !path.loop;
    if (r) {
        r.point(ItemKind::Waypoint, "wayPoint", wayPoint);
        r.circle(ItemKind::PathThresholdCircle, "pathThreshold", wayPoint, v.params.pathThreshold);
        r.data<FollowPathRecord>() = {v.position, wayPoint, indexBefore, v.pathIndex, static_cast<int>(points.size()),
                                      dist,       v.params.pathThreshold, path.loop, arriving};
    }
    if (arriving)
        arrive(v, wayPoint, c, r.index());
    else
        seek(v, wayPoint, c, r.index());
}

void followPathCall(const CallSite& site) { followPath(site.world.vehicles[site.self], site.world.path, site.context); }

} // namespace steer
