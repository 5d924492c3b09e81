#include "arrive.h"

#include "behaviours/call_site.h"
#include "behaviours/shared_steps.h"
#include "script_hook.h"
#include "world.h"

namespace steer {

void arrive(Vehicle& v, Vector2D target, const SteerContext& c, int parent)
{
    if (c.script && c.script->handles(ScriptMethod::Arrive, v, c, parent, target))
        return; // the user's script replaces this method (script_hook.h)
    CallRecorder r(c.ex, Behaviour::Arrive, parent);
    Vector2D desiredVelocity = steps::desiredTowards(v, target);
    const double dist = v.position.dist(target);
    const bool outside = dist > v.params.arrivalThreshold;
    const double speed = outside ? v.params.maxSpeed : v.params.maxSpeed * dist / v.params.arrivalThreshold;
    desiredVelocity = desiredVelocity.multiply(speed);
    const Vector2D force = desiredVelocity.subtract(v.velocity);
    v.steeringForce = v.steeringForce.add(force);
    if (r) {
        r.point(ItemKind::Target, "target", target);
        r.circle(ItemKind::ArrivalCircle, "arrivalThreshold", target, v.params.arrivalThreshold);
        r.arrow(ItemKind::Velocity, "velocity", v.position, v.velocity);
        r.arrow(ItemKind::DesiredVelocity, "desiredVelocity", v.position, desiredVelocity);
        r.arrow(ItemKind::SteeringForce, "force", v.position, force);
        r.data<ArriveRecord>() = {v.position, target,   v.velocity, desiredVelocity, force, dist, v.params.arrivalThreshold,
                                  v.params.maxSpeed, speed, !outside};
    }
}

void arriveCall(const CallSite& site)
{
    Vector2D point;
    if (targetPoint(site.world, site.call, point))
        arrive(site.world.vehicles[site.self], point, site.context);
}

} // namespace steer
