#pragma once
// Lennard-Jones avoidance (004): each obstacle within the cut-off pushes the velocity along r by the
// potential U = -A/d^n + B/d^m, d = |r| / radius, and the speed is then set to a fixed value.
// It acts on the velocity after the other calls' force is applied (program_frame.cpp), so it has
// no frame call of its own in the behaviour table.
#include "obstacle.h"
#include "behaviours/steer_context.h"
#include "vehicle.h"

#include <span>

namespace steer {

// Seed 004: U = -A/d^n + B/d^m with d = |r|/radius; skip obstacles farther than cutoff; |v| := speed.
struct LennardJonesParams {
    double A = 0.0;
    double B = 20.0;
    double n = 1.0;
    double m = 2.5;
    double cutoff = 40.0;
    double speed = 5.0;
    bool operator==(const LennardJonesParams&) const = default;
};
// The potential the seed uses; d is clamped away from 0 so a vehicle on an obstacle centre stays finite.
double lennardJonesPotential(const LennardJonesParams& lj, double d);

void lennardJones(Vehicle& v, std::span<const Obstacle> obstacles, const LennardJonesParams& lj,
                  const SteerContext& c, int parent = -1);

} // namespace steer
