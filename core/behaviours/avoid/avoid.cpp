#include "avoid.h"

#include "behaviours/call_site.h"
#include "script_hook.h"
#include "world.h"

#include <cmath>
#include <numbers>

namespace steer {

void avoid(Vehicle& v, std::span<const Obstacle> circles, const SteerContext& c, int parent)
{
    if (c.script && c.script->handles(ScriptMethod::Avoid, v, c, parent))
        return; // the user's script replaces this method (script_hook.h)
    CallRecorder r(c.ex, Behaviour::Avoid, parent);
    const Vector2D velocityBefore = v.velocity;
    const Vector2D forceBefore = v.steeringForce;
    int hits = 0;
    int ahead = 0;
    int behind = 0;
    for (std::size_t i = 0; i < circles.size(); ++i) {
        const Obstacle& circle = circles[i];
        const Vector2D heading = v.velocity.normalized();
        const Vector2D difference = circle.position.subtract(v.position);
        const double dotProd = difference.dotProd(heading);
        if (!(dotProd > 0)) {
            ++behind; // behind the vehicle (or beside it): not tested further
            continue;
        }
        ++ahead;
        const Vector2D feeler = heading.multiply(v.params.avoidDistance);
        const Vector2D projection = heading.multiply(dotProd);
        const double dist = projection.subtract(difference).length();
        const bool nearFeeler = dist < circle.radius + v.params.avoidBuffer;
        const bool withinReach = projection.length() < feeler.length();
        const bool collides = nearFeeler && withinReach;
        // One child record per circle ahead: why it was, or was not, avoided.
        CallRecorder cr(r ? c.ex : nullptr, Behaviour::AvoidCircle, r.index());
        if (cr) {
            cr.arrow(ItemKind::Difference, "difference", v.position, difference);
            cr.arrow(ItemKind::Feeler, "feeler", v.position, feeler);
            cr.arrow(ItemKind::Projection, "projection", v.position, projection);
            cr.segment(ItemKind::FeelerDistance, "dist", v.position + projection, circle.position);
            cr.circle(ItemKind::BufferCircle, "radiusPlusBuffer", circle.position, circle.radius + v.params.avoidBuffer);
            auto& d = cr.data<AvoidCircleRecord>();
            d.position = v.position;
            d.circleCentre = circle.position;
            d.difference = difference;
            d.feeler = feeler;
            d.projection = projection;
            d.feelerLength = feeler.length();
            d.projectionLength = projection.length();
            d.circle = static_cast<int>(i);
            d.dotProd = dotProd;
            d.dist = dist;
            d.radius = circle.radius;
            d.avoidBuffer = v.params.avoidBuffer;
            d.nearFeeler = nearFeeler;
            d.withinReach = withinReach;
            d.hit = collides;
        }
        if (!collides)
            continue;
        Vector2D force = heading.multiply(v.params.maxSpeed);
        const int side = difference.sign(v.velocity);
        force.setAngle(force.angle() + side * std::numbers::pi / 2);
        const Vector2D turned = force;
        const double ratio = projection.length() / feeler.length();
        force = force.multiply(1.0 - ratio);
        v.steeringForce = v.steeringForce.add(force);
        const Vector2D before = v.velocity;
        v.velocity = v.velocity.multiply(ratio); // brake: harder the closer the obstacle
        ++hits;
        if (cr) {
            cr.arrow(ItemKind::SteeringForce, "force", v.position, force);
            cr.arrow(ItemKind::Velocity, "velocity", v.position, before);
            cr.arrow(ItemKind::Brake, "brakedVelocity", v.position, v.velocity);
            auto& d = cr.data<AvoidCircleRecord>();
            d.sign = side;
            d.turned = turned;
            d.ratio = ratio;
            d.force = force;
            d.velocity = before;
            d.brakedVelocity = v.velocity;
        }
    }
    if (r) {
        // The summary: what all the circles together did to the force and the velocity.
        const Vector2D heading = velocityBefore.normalized();
        r.arrow(ItemKind::Velocity, "velocity", v.position, velocityBefore);
        r.arrow(ItemKind::Feeler, "feeler", v.position, heading.multiply(v.params.avoidDistance));
        if (hits > 0) {
            r.arrow(ItemKind::SteeringForce, "force", v.position, v.steeringForce.subtract(forceBefore));
            r.arrow(ItemKind::Brake, "brakedVelocity", v.position, v.velocity);
        }
        r.data<AvoidRecord>() = {v.position,
                                 velocityBefore,
                                 heading.multiply(v.params.avoidDistance),
                                 v.steeringForce.subtract(forceBefore),
                                 v.velocity,
                                 static_cast<int>(circles.size()),
                                 ahead,
                                 behind,
                                 hits,
                                 v.params.avoidDistance,
                                 v.params.avoidBuffer,
                                 v.params.maxSpeed};
    }
}

void avoidCall(const CallSite& site) { avoid(site.world.vehicles[site.self], site.world.obstacles, site.context); }

} // namespace steer
