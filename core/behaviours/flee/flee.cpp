#include "flee.h"

#include "behaviours/call_site.h"
#include "behaviours/shared_steps.h"
#include "script_hook.h"
#include "world.h"

namespace steer {

void flee(Vehicle& v, Vector2D target, const SteerContext& c, int parent)
{
    if (c.script && c.script->handles(ScriptMethod::Flee, v, c, parent, target))
        return; // the user's script replaces this method (script_hook.h)
    CallRecorder r(c.ex, Behaviour::Flee, parent);
    Vector2D desiredVelocity = steps::desiredTowards(v, target);
    desiredVelocity = desiredVelocity.multiply(v.params.maxSpeed);
    const Vector2D force = desiredVelocity.subtract(v.velocity);
    // The only difference from seek: the force is subtracted.
    v.steeringForce = v.steeringForce.subtract(force);
    if (r) {
        r.point(ItemKind::Target, "target", target);
        r.arrow(ItemKind::Velocity, "velocity", v.position, v.velocity);
        r.arrow(ItemKind::DesiredVelocity, "desiredVelocity", v.position, desiredVelocity);
        // As in the seeds: force = desiredVelocity - velocity, then _steeringForce -= force. The
        // overlay's F arrow is what is applied, -force; "force" itself is drawn as its own kind.
        r.arrow(ItemKind::FleeForce, "force", v.position, force);
        r.arrow(ItemKind::SteeringForce, "appliedForce", v.position, -force);
        r.data<FleeRecord>() = {v.position, target, v.velocity, desiredVelocity, force, -force, v.params.maxSpeed};
    }
}

void fleeCall(const CallSite& site)
{
    Vector2D point;
    if (targetPoint(site.world, site.call, point))
        flee(site.world.vehicles[site.self], point, site.context);
}

} // namespace steer
