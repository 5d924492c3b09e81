#include "wander.h"

#include "behaviours/call_site.h"
#include "script_hook.h"
#include "world.h"

namespace steer {

void wander(Vehicle& v, Random& rng, const SteerContext& c, int parent)
{
    if (c.script && c.script->handles(ScriptMethod::Wander, v, c, parent))
        return; // the user's script replaces this method (script_hook.h)
    CallRecorder r(c.ex, Behaviour::Wander, parent);
    const Vector2D center = v.velocity.normalized().multiply(v.params.wanderDistance);
    Vector2D offset(0, 0);
    offset.setLength(v.params.wanderRadius);
    offset.setAngle(v.wanderAngle);
    const double angleUsed = v.wanderAngle;
    const double random = rng.next();
    const double range = v.params.wanderRange;
    const double step = c.variants.wander == WanderStep::Range ? random * range - range * 0.5 : random - 0.5 * range;
    v.wanderAngle += step;
    const Vector2D force = center.add(offset);
    v.steeringForce = v.steeringForce.add(force);
    if (r) {
        r.arrow(ItemKind::Velocity, "velocity", v.position, v.velocity);
        r.arrow(ItemKind::WanderCenter, "center", v.position, center);
        r.circle(ItemKind::WanderCircle, "wanderRadius", v.position + center, v.params.wanderRadius);
        r.arrow(ItemKind::WanderOffset, "offset", v.position + center, offset);
        r.arrow(ItemKind::SteeringForce, "force", v.position, force);
        r.data<WanderRecord>() = {v.position,         v.velocity, center, offset, force, angleUsed, random, step,
                                  v.wanderAngle,      v.params.wanderDistance, v.params.wanderRadius, range};
    }
}

void wanderCall(const CallSite& site) { wander(site.world.vehicles[site.self], site.world.rng, site.context); }

} // namespace steer
