#include "offset_pursuit.h"

#include "behaviours/arrive/arrive.h"
#include "behaviours/call_site.h"
#include "script_hook.h"
#include "world.h"

namespace steer {

void pursueOffset(Vehicle& v, const Vehicle& leader, Vector2D offset, const SteerContext& c, int parent)
{
    if (c.script && c.script->handles(ScriptMethod::PursueOffset, v, c, parent, offset, &leader))
        return; // the user's script replaces this method (script_hook.h)
    CallRecorder r(c.ex, Behaviour::OffsetPursuit, parent);
    // 003 as printed: x along the leader's side, y along its heading.
    const Vector2D side = leader.side();
    const Vector2D heading = leader.heading();
    const Vector2D localOffset(side.x * offset.x + side.y * offset.y, heading.x * offset.x + heading.y * offset.y);
    const Vector2D offsetTargetPos = leader.position.add(localOffset);
    const double dist = v.position.dist(offsetTargetPos);
    const double denominator = v.params.maxSpeed + leader.velocity.length();
    const double t = denominator > 0 ? dist / denominator : 0.0;
    const Vector2D predictedTarget = offsetTargetPos.add(leader.velocity.multiply(t));
    if (r) {
        r.arrow(ItemKind::LocalFrame, "heading", leader.position, heading.multiply(30));
        r.arrow(ItemKind::LocalFrame, "side", leader.position, side.multiply(30));
        r.point(ItemKind::OffsetPoint, "offsetTargetPos", offsetTargetPos);
        r.segment(ItemKind::LookAhead, "lookAhead", offsetTargetPos, predictedTarget);
        r.point(ItemKind::PredictedTarget, "predictedTarget", predictedTarget);
        r.data<OffsetPursuitRecord>() = {v.position,   leader.position, heading, side, offset, localOffset,
                                         offsetTargetPos, predictedTarget, dist, t};
    }
    arrive(v, predictedTarget, c, r.index());
}

void offsetPursuitCall(const CallSite& site)
{
    if (const Vehicle* leader = targetVehicle(site.world, site.call))
        pursueOffset(site.world.vehicles[site.self], *leader, site.call.offset, site.context);
}

} // namespace steer
