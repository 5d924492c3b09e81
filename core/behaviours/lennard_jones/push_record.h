#pragma once
// One obstacle within the cut-off of a Lennard-Jones avoidance call: its push on the velocity.
#include "behaviour_id.h"
#include "vector2d.h"

namespace steer {

struct LennardJonesPushRecord {
    static constexpr Behaviour kBehaviour = Behaviour::LennardJonesPush;
    Vector2D position;         // _position
    Vector2D obstaclePosition;
    Vector2D r;                // position - obstacle.position
    Vector2D u;                // r / |r| * U
    Vector2D velocity;         // before this push
    Vector2D vPlusU;           // velocity + u
    Vector2D dv;               // vPlusU with its length set to speed
    int obstacle = 0;          // its index
    double rLength = 0.0;
    double cutoff = 0.0;
    double radius = 0.0;
    double d = 0.0;            // rLength / radius
    double U = 0.0;            // the potential at d
    double speed = 0.0;
    bool operator==(const LennardJonesPushRecord&) const = default;
    // Its numbers under the seed's names, in the order the compare pane lists them (counts and flags as
    // numbers, flags 1 or 0): what a table of every number shows, without looking one up by name.
    template <class F>
    void forEachNumber(F&& f) const
    {
        f("obstacle", double(obstacle)), f("rLength", rLength), f("cutoff", cutoff), f("radius", radius), f("d", d);
        f("U", U), f("speed", speed);
    }
};

} // namespace steer
