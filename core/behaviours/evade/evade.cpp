#include "evade.h"

#include "behaviours/call_site.h"
#include "behaviours/flee/flee.h"
#include "behaviours/shared_steps.h"
#include "script_hook.h"
#include "world.h"

namespace steer {

void evade(Vehicle& v, const Vehicle& target, const SteerContext& c, int parent)
{
    if (c.script && c.script->handles(ScriptMethod::Evade, v, c, parent, {}, &target))
        return; // the user's script replaces this method (script_hook.h)
    CallRecorder r(c.ex, Behaviour::Evade, parent);
    const double dist = v.position.dist(target.position);
    const double t = steps::lookAheadTime(dist, v.params.maxSpeed, target, c.variants.lookAhead);
    const Vector2D ahead = target.velocity.multiply(t);
    const Vector2D predictedTarget = c.variants.evade == EvadePrediction::Ahead ? target.position.add(ahead)
                                                                                 : target.position.subtract(ahead);
    if (r) {
        r.segment(ItemKind::LookAhead, "lookAhead", target.position, predictedTarget);
        r.point(ItemKind::PredictedTarget, "predictedTarget", predictedTarget);
        r.data<EvadeRecord>() = {v.position, target.position, predictedTarget, dist, t, target.velocity.length()};
    }
    flee(v, predictedTarget, c, r.index());
}

void evadeCall(const CallSite& site)
{
    if (const Vehicle* target = targetVehicle(site.world, site.call))
        evade(site.world.vehicles[site.self], *target, site.context);
}

} // namespace steer
