#include "lennard_jones.h"

#include <algorithm>
#include <cmath>

namespace steer {

double lennardJonesPotential(const LennardJonesParams& lj, double d)
{
    d = std::max(d, 1e-6);
    const double U = -lj.A / std::pow(d, lj.n) + lj.B / std::pow(d, lj.m);
    return std::clamp(U, -1e9, 1e9);
}

void lennardJones(Vehicle& v, std::span<const Obstacle> obstacles, const LennardJonesParams& lj,
                  const SteerContext& c, int parent)
{
    CallRecorder r(c.ex, Behaviour::LennardJones, parent);
    const Vector2D vp = v.position;
    const Vector2D velocityBefore = v.velocity;
    int pushes = 0;
    for (std::size_t i = 0; i < obstacles.size(); ++i) {
        const Obstacle& o = obstacles[i];
        if (r)
            r.circle(ItemKind::CutoffCircle, "cutoff", o.position, lj.cutoff);
        const Vector2D rvec = vp.subtract(o.position);
        const double rlen = rvec.length();
        if (rlen > lj.cutoff)
            continue;
        Vector2D u = rvec.normalized();
        const double d = rlen / o.radius;
        const double U = lennardJonesPotential(lj, d);
        u = u.multiply(U); // u.scaleTo(U) on the unit vector u: u *= U, as 004's comment says
        Vector2D dv = v.velocity.add(u);
        const Vector2D vPlusU = dv;
        dv.setLength(lj.speed);
        const Vector2D before = v.velocity;
        v.velocity = dv;
        ++pushes;
        // One child record per obstacle within the cut-off.
        CallRecorder cr(r ? c.ex : nullptr, Behaviour::LennardJonesPush, r.index());
        if (cr) {
            cr.arrow(ItemKind::Difference, "r", o.position, rvec);
            cr.arrow(ItemKind::Push, "u", vp, u);
            cr.arrow(ItemKind::Velocity, "velocity", vp, before);
            cr.arrow(ItemKind::VelocityPlusPush, "vPlusU", vp, vPlusU);
            cr.arrow(ItemKind::FixedSpeedVelocity, "dv", vp, dv);
            cr.data<LennardJonesPushRecord>() = {vp,   o.position, rvec,     u, before, vPlusU, dv, static_cast<int>(i),
                                                 rlen, lj.cutoff,  o.radius, d, U,      lj.speed};
        }
    }
    if (r) {
        r.arrow(ItemKind::Velocity, "velocity", vp, velocityBefore);
        r.data<LennardJonesRecord>() = {vp,   velocityBefore, static_cast<int>(obstacles.size()), pushes, lj.A, lj.B,
                                        lj.n, lj.m,           lj.cutoff,                          lj.speed};
    }
}

} // namespace steer
