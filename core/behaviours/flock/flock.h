#pragma once
// flock (SteeredVehicle.as, 000-002): over the vehicles in sight, separation (flee each one too
// close), cohesion (seek their average position) and alignment (steer towards their average
// velocity; the seeds disagree on how it is applied, see Variants::alignment).
#include "neighbour_grid.h"
#include "behaviours/steer_context.h"
#include "vehicle.h"

#include <span>

namespace steer {

struct CallSite;

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
// The seeds' inSight() and tooClose(), which flock() inlines.
bool inSight(const Vehicle& v, const Vehicle& other, InSight variant);
bool tooClose(const Vehicle& v, const Vehicle& other);
// The demo's call: flock with every vehicle of the world (its Kinematics snapshot, found through
// the neighbour query).
void flockCall(const CallSite& site);

} // namespace steer
