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
};

} // namespace steer
