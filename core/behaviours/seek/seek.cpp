#include "seek.h"

#include "behaviours/call_site.h"
#include "behaviours/shared_steps.h"
#include "script_hook.h"
#include "world.h"

namespace steer {

void seek(Vehicle& v, Vector2D target, const SteerContext& c, int parent)
{
    if (c.script && c.script->handles(ScriptMethod::Seek, v, c, parent, target))
        return; // the user's script replaces this method (script_hook.h)
    CallRecorder r(c.ex, Behaviour::Seek, parent);
    Vector2D desiredVelocity = steps::desiredTowards(v, target);
    desiredVelocity = desiredVelocity.multiply(v.params.maxSpeed);
    const Vector2D force = desiredVelocity.subtract(v.velocity);
    v.steeringForce = v.steeringForce.add(force);
    if (r) {
        r.point(ItemKind::Target, "target", target);
        r.arrow(ItemKind::Velocity, "velocity", v.position, v.velocity);
        r.arrow(ItemKind::DesiredVelocity, "desiredVelocity", v.position, desiredVelocity);
        r.arrow(ItemKind::SteeringForce, "force", v.position, force);
        r.data<SeekRecord>() = {v.position, target, v.velocity, desiredVelocity, force, v.params.maxSpeed};
    }
}

void seekCall(const CallSite& site)
{
    Vector2D point;
    if (targetPoint(site.world, site.call, point))
        seek(site.world.vehicles[site.self], point, site.context);
}

} // namespace steer
