#pragma once
// What one Lennard-Jones avoidance call (004) computed over all obstacles (each pushing one has a
// LennardJonesPushRecord).
#include "behaviour_id.h"
#include "vector2d.h"

namespace steer {

struct LennardJonesRecord {
    static constexpr Behaviour kBehaviour = Behaviour::LennardJones;
    Vector2D position;  // _position
    Vector2D velocity;  // before the pushes
    int obstacles = 0;
    int pushes = 0;     // obstacles within the cut-off
    double A = 0.0;
    double B = 0.0;
    double n = 0.0;
    double m = 0.0;
    double cutoff = 0.0;
    double speed = 0.0;
    bool operator==(const LennardJonesRecord&) const = default;
    // Its numbers under the seed's names, in the order the compare pane lists them (counts and flags as
    // numbers, flags 1 or 0): what a table of every number shows, without looking one up by name.
    template <class F>
    void forEachNumber(F&& f) const
    {
        f("obstacles", double(obstacles)), f("pushes", double(pushes)), f("A", A), f("B", B), f("n", n), f("m", m);
        f("cutoff", cutoff), f("speed", speed);
    }
};

} // namespace steer
