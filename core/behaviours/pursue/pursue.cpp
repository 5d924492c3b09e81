#include "pursue.h"

#include "behaviours/call_site.h"
#include "behaviours/seek/seek.h"
#include "behaviours/shared_steps.h"
#include "script_hook.h"
#include "world.h"

namespace steer {

void pursue(Vehicle& v, const Vehicle& target, const SteerContext& c, int parent)
{
    if (c.script && c.script->handles(ScriptMethod::Pursue, v, c, parent, {}, &target))
        return; // the user's script replaces this method (script_hook.h)
    CallRecorder r(c.ex, Behaviour::Pursue, parent);
    const double dist = v.position.dist(target.position);
    if (c.variants.lookAhead == LookAhead::Cocos) {
        // 003: "face to face, right in front: fly straight at it".
        const Vector2D toTarget = target.position.subtract(v.position);
        const Vector2D heading = v.heading();
        const double ahead = toTarget.dotProd(heading);
        const double facing = heading.dotProd(target.heading());
        const bool headOn = ahead > 0 && facing < -0.95;
        if (r) {
            auto& d = r.data<PursueRecord>();
            d.position = v.position;
            d.targetPosition = target.position;
            d.headOnTested = true;
            d.toTargetDotHeading = ahead;
            d.headingDotTargetHeading = facing;
            d.headOn = headOn;
        }
        if (headOn) {
            r.point(ItemKind::PredictedTarget, "predictedTarget", target.position);
            if (r)
                r.data<PursueRecord>().predictedTarget = target.position;
            seek(v, target.position, c, r.index());
            return;
        }
    }
    const double t = steps::lookAheadTime(dist, v.params.maxSpeed, target, c.variants.lookAhead);
    const Vector2D predictedTarget = target.position.add(target.velocity.multiply(t));
    if (r) {
        r.segment(ItemKind::LookAhead, "lookAhead", target.position, predictedTarget);
        r.point(ItemKind::PredictedTarget, "predictedTarget", predictedTarget);
        auto& d = r.data<PursueRecord>();
        d.position = v.position;
        d.targetPosition = target.position;
        d.predictedTarget = predictedTarget;
        d.dist = dist;
        d.lookAheadTime = t;
        d.targetSpeed = target.velocity.length();
    }
    seek(v, predictedTarget, c, r.index());
}

void pursueCall(const CallSite& site)
{
    if (const Vehicle* target = targetVehicle(site.world, site.call))
        pursue(site.world.vehicles[site.self], *target, site.context);
}

} // namespace steer
