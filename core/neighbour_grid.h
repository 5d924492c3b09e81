#pragma once
// The exact spatial index behind World::neighbourCandidates: a uniform grid whose cells are (about)
// the query radius wide, so a query looks at the 3x3 cells around a vehicle instead of every vehicle.
// It is a cache, never state: it answers exactly what scanNeighbours() answers (same indices, same
// ascending order, decided by the same floating-point test), so every frame stays bit-identical.
// Distances are plain Euclidean, not across the wrap edges, exactly as the scan measures them.
#include "vector2d.h"
#include "vehicle.h"

#include <cstddef>
#include <span>
#include <vector>

namespace steer {

// The candidate test both the scan and the grid use: a superset of inSight (a little slack), since
// flock() makes the exact decision. One definition, so the two cannot drift apart by a rounding.
inline double neighbourRadiusSquared(double radius) { return radius * radius * (1.0 + 1e-9) + 1e-9; }
inline bool withinNeighbourRadius(Vector2D p, Vector2D q, double r2) { return p.distSQ(q) <= r2; }

// The reference: every vehicle, in index order (from the vehicles, or from a frame's Kinematics).
void scanNeighbours(std::span<const Vehicle> vehicles, Vector2D p, double radius, std::vector<int>& out);
void scanNeighbours(std::span<const Kinematics> vehicles, Vector2D p, double radius, std::vector<int>& out);

// What a flock would drop anyway, dropped already by the query so that fewer neighbours are put in
// order: the vehicle itself, and (front-only sight) those behind it, decided by flock's own test
// (other.position - origin).dotProd(heading) < 0 on the same numbers.
struct NeighbourFilter {
    int exclude = -1;
    bool frontOnly = false;
    Vector2D origin;
    Vector2D heading;
};

// One indexed vehicle: where it stands and its velocity (both kept current by moved(i, kinematics)),
// and its index among the vehicles.
struct NeighbourEntry {
    Vector2D position;
    Vector2D velocity;
    int index;
};

class NeighbourGrid {
public:
    NeighbourGrid() = default;
    // A copy starts empty: the grid is rebuilt from the vehicles when a frame needs it, and a World
    // copy (history key frames) should not carry a cache it does not use.
    NeighbourGrid(const NeighbourGrid&) {}
    NeighbourGrid& operator=(const NeighbourGrid&)
    {
        clear();
        return *this;
    }
    NeighbourGrid(NeighbourGrid&&) = default;
    NeighbourGrid& operator=(NeighbourGrid&&) = default;

    // Indexes the vehicles' current positions for queries of about `radius` on a width x height stage
    // (vehicles outside the stage are still found: the border cells hold everything beyond them).
    // A vehicle that moves out of its cell by at most `drift` (on each axis) stays where it is in the
    // index, and queries look that much further round them; a larger move (a wrap across the stage)
    // relinks it. A flock passes its largest maxSpeed: a frame's moves then never relink but at the
    // wrap edges. Any drift gives the same answers; only speed varies.
    void build(std::span<const Kinematics> vehicles, double width, double height, double radius, double drift = 0.0);
    // Vehicle i now stands at p (call after every move, so later queries in the frame see it there).
    void moved(std::size_t i, Vector2D p);
    // The same, with its new velocity too, so that entries() stay a current copy (slotsUsable()).
    void moved(std::size_t i, const Kinematics& now);
    // The same indices, in the same ascending order, as scanNeighbours over the indexed positions.
    void query(Vector2D p, double radius, std::vector<int>& out) const { query(p, radius, out, NeighbourFilter{}); }
    // The same, less what `filter` drops (still ascending).
    void query(Vector2D p, double radius, std::vector<int>& out, const NeighbourFilter& filter) const;
    // The same vehicles in the same order (ascending index), given as their places in entries():
    // a flock then reads each neighbour's position and velocity from the very cache lines the query
    // just tested instead of from a random place of a large array. Only while every move was told
    // with its velocity (slotsUsable()). entries() may move in memory at the next moved().
    void querySlots(Vector2D p, double radius, std::vector<int>& out, const NeighbourFilter& filter) const;
    // Asks the processor to start loading the entries a query round p will read (a hint only: no
    // answer depends on it). A simultaneous frame calls it a few vehicles ahead.
    void prefetch(Vector2D p) const;
    bool slotsUsable() const { return built_ && velocitiesCurrent_; }
    std::span<const NeighbourEntry> entries() const { return entries_; }

    bool built() const { return built_; }
    std::size_t size() const { return cellOf_.size(); }
    void clear() { built_ = false; } // keeps the memory for the next build
    std::size_t bytesUsed() const;   // heap memory held (for the per-vehicle figure)

private:
    using Entry = NeighbourEntry;

    int column(double x) const;
    int row(double y) const;
    int cellFor(Vector2D p) const; // elsewhere() for a non-finite position
    int elsewhere() const { return columns_ * rows_; }
    // How far v lies outside the cell's side on one axis (0 inside; border cells are open outwards).
    double gap(double v, int cell, int last) const;
    bool withinDrift(int cell, Vector2D p) const; // p is at most drift_ outside the cell on each axis
    void link(int cell, const Entry& e, std::size_t vehicle);
    void put(std::size_t slot, const Entry& e); // the entry and its copy in xs_, ys_, ids_
    void kill(std::size_t slot); // a dead entry fails every test (NaN compares false)
    void ascending(std::span<const int> in, int* out) const; // distinct vehicle indices, sorted into out
    std::size_t collect(Vector2D p, double radius, const NeighbourFilter& filter) const; // into a per-thread buffer

    bool built_ = false;
    bool velocitiesCurrent_ = false; // every moved() since build() gave the velocity
    double cellSize_ = 1.0;
    double drift_ = 0.0;
    int columns_ = 1;
    int rows_ = 1;
    // Every vehicle at build time, by cell (row-major), by index inside a cell: [0, packed_). A
    // vehicle that leaves its cell during the frame is marked dead there and appended after them,
    // in a short chain per cell, until the next build packs everything again. (One that strays less
    // than drift_ from its cell keeps its entry there: its position is updated in place.)
    std::vector<Entry> entries_;
    // The same positions and indices by slot, one array each, for the query's vector tests.
    std::vector<double> xs_, ys_;
    std::vector<int> ids_;
    std::size_t packed_ = 0;
    std::vector<int> starts_;    // cell c's packed entries are [starts_[c], starts_[c + 1])
    std::vector<int> next_;      // appended entry packed_ + j: the next slot of its chain, or -1
    std::vector<int> movedHead_; // per cell (and one for non-finite positions): first appended slot, or -1
    std::vector<int> cellOf_;    // per vehicle: its cell now
    std::vector<int> slotOf_;    // per vehicle: its live entry
};

} // namespace steer
