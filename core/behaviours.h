#pragma once
// The steering methods of SteeredVehicle.as (000/001/002), the Cocos port (003) and the
// Lennard-Jones avoidance (004). Each adds to v.steeringForce exactly as the seed code does
// (avoid and Lennard-Jones also change the velocity directly, as printed) and, when `ex` is
// given, records what it computed. `parent` links a nested call (pursue -> seek) to its caller.
#include "explanation.h"
#include "neighbour_grid.h"
#include "obstacle.h"
#include "random.h"
#include "variants.h"
#include "vehicle.h"

#include <span>
#include <vector>

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

struct Path {
    std::vector<Vector2D> points;
    bool loop = true; // PathTest calls followPath(_path, true)
    bool operator==(const Path&) const = default;
};

struct SteerContext {
    const Variants& variants;
    VehicleExplanation* ex = nullptr; // null: recording off
};

void seek(Vehicle& v, Vector2D target, const SteerContext& c, int parent = -1);
void flee(Vehicle& v, Vector2D target, const SteerContext& c, int parent = -1);
void arrive(Vehicle& v, Vector2D target, const SteerContext& c, int parent = -1);
void pursue(Vehicle& v, const Vehicle& target, const SteerContext& c, int parent = -1);
void evade(Vehicle& v, const Vehicle& target, const SteerContext& c, int parent = -1);
void wander(Vehicle& v, Random& rng, const SteerContext& c, int parent = -1);
void avoid(Vehicle& v, std::span<const Obstacle> circles, const SteerContext& c, int parent = -1);
void followPath(Vehicle& v, const Path& path, const SteerContext& c, int parent = -1);
// `all` holds every vehicle (self included, at index self); `candidates` are the indices, ascending,
// of those within inSightDist (World::neighbourCandidates), so a spatial index can supply them; any
// ascending list holding every vehicle flock accepts gives the same result (flockFilter may thin it).
void flock(Vehicle& v, std::size_t self, std::span<const Vehicle> all, std::span<const int> candidates,
           const SteerContext& c, int parent = -1);
// The same computation (one implementation) reading the others from `all` as Kinematics.
void flock(Vehicle& v, std::size_t self, std::span<const Kinematics> all, std::span<const int> candidates,
           const SteerContext& c, int parent = -1);
// The same reading the others from a neighbour grid's entries (candidates are then their places in
// `all`, and `self` is all.size() when the candidates already leave v out).
void flock(Vehicle& v, std::size_t self, std::span<const NeighbourEntry> all, std::span<const int> candidates,
           const SteerContext& c, int parent = -1);
// The candidates flock() would skip by its own tests, for a query to drop before sorting them:
// the vehicle itself and, with front-only sight, those behind it (same numbers, same test).
NeighbourFilter flockFilter(const Vehicle& v, std::size_t self, const Variants& variants);
bool inSight(const Vehicle& v, const Vehicle& other, InSight variant);
bool tooClose(const Vehicle& v, const Vehicle& other);
void pursueOffset(Vehicle& v, const Vehicle& leader, Vector2D offset, const SteerContext& c, int parent = -1);
void lennardJones(Vehicle& v, std::span<const Obstacle> obstacles, const LennardJonesParams& lj,
                  const SteerContext& c, int parent = -1);

} // namespace steer
