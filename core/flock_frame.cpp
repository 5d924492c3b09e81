#include "flock_frame.h"

#include <algorithm>
#include <thread>
#include <vector>

namespace steer {

namespace {
// Below this many vehicles a simultaneous frame runs on the calling thread: the whole frame
// takes less time than starting a thread.
constexpr std::size_t kVehiclesPerThread = 2048;
// How far ahead a simultaneous frame asks for a vehicle's cells (kPrefetchFromVehicles).
constexpr std::size_t kPrefetchAhead = 4;

void inTurn(World& w, bool indexed)
{
    auto& vs = w.vehicles;
    std::vector<int> candidates;
    for (std::size_t i = 0; i < vs.size(); ++i) {
        VehicleExplanation* ex = w.explanationSlot(i);
        if (indexed && w.neighbourGrid.slotsUsable()) { // neighbours read from the entries the query just tested
            const NeighbourGrid& grid = w.neighbourGrid;
            grid.querySlots(vs[i].position, vs[i].params.inSightDist, candidates, flockFilter(vs[i], i, w.variants));
            flock(vs[i], grid.entries().size(), grid.entries(), candidates, SteerContext{w.variants, ex});
        } else {
            w.neighbourCandidates(i, vs[i].params.inSightDist, candidates);
            flock(vs[i], i, std::span<const Kinematics>(w.kinematics), candidates, SteerContext{w.variants, ex});
        }
        update(vs[i], w.stageWidth, w.stageHeight, ex);
        // Later vehicles see this one where it now is.
        w.kinematics[i] = {vs[i].position, vs[i].velocity};
        if (indexed)
            w.neighbourGrid.moved(i, w.kinematics[i]);
    }
}

// Vehicles [from, to) of a simultaneous frame. Reads only the snapshot (kinematics, and the grid
// built from it) and writes only its own vehicles and their explanations, so ranges run in parallel.
void simultaneousRange(World& w, bool indexed, std::size_t from, std::size_t to)
{
    std::vector<int> candidates;
    const std::span<const Kinematics> snapshot(w.kinematics);
    const bool bySlot = indexed && w.neighbourGrid.slotsUsable();
    const std::span<const NeighbourEntry> entries = w.neighbourGrid.entries();
    const bool ahead = w.vehicles.size() >= kPrefetchFromVehicles;
    for (std::size_t i = from; i < to; ++i) {
        Vehicle& v = w.vehicles[i];
        VehicleExplanation* ex = w.explanationSlot(i);
        if (bySlot) { // the same neighbours, read from the grid entries the query has just tested
            if (ahead && i + kPrefetchAhead < to)
                w.neighbourGrid.prefetch(snapshot[i + kPrefetchAhead].position);
            w.neighbourGrid.querySlots(snapshot[i].position, v.params.inSightDist, candidates, flockFilter(v, i, w.variants));
            flock(v, entries.size(), entries, candidates, SteerContext{w.variants, ex}); // the filter left v out
        } else {
            if (indexed)
                w.neighbourGrid.query(snapshot[i].position, v.params.inSightDist, candidates, flockFilter(v, i, w.variants));
            else
                scanNeighbours(snapshot, snapshot[i].position, v.params.inSightDist, candidates);
            flock(v, i, snapshot, candidates, SteerContext{w.variants, ex});
        }
        update(v, w.stageWidth, w.stageHeight, ex);
    }
}

void simultaneous(World& w, bool indexed)
{
    const std::size_t n = w.vehicles.size();
    const auto parts = static_cast<std::size_t>(flockThreads(w, n));
    std::vector<std::thread> workers;
    workers.reserve(parts - 1);
    for (std::size_t t = 1; t < parts; ++t)
        workers.emplace_back(simultaneousRange, std::ref(w), indexed, n * t / parts, n * (t + 1) / parts);
    simultaneousRange(w, indexed, 0, n / parts);
    for (auto& t : workers)
        t.join();
}
} // namespace

int flockThreads(const World& w, std::size_t n)
{
    const int wanted = w.threads > 0 ? w.threads : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    const auto useful = static_cast<int>(std::max<std::size_t>(1, n / kVehiclesPerThread));
    return std::max(1, std::min(wanted, useful));
}

bool flockFrame(World& w)
{
    auto& vs = w.vehicles;
    if (vs.empty() || w.script) // a script's methods run on one thread, one call at a time (script_hook.h)
        return false;
    // Appended as checked: a world that does not only flock stops at its first other vehicle, without
    // having written a snapshot of every vehicle first.
    w.kinematics.clear();
    w.kinematics.reserve(vs.size());
    double maxSpeed = 0.0;
    for (const Vehicle& v : vs) {
        if (v.program.size() != 1 || v.program[0].behaviour != Behaviour::Flock || !v.program[0].enabled || !v.steered) {
            w.kinematics.clear();
            return false;
        }
        w.kinematics.push_back({v.position, v.velocity});
        maxSpeed = std::max(maxSpeed, v.params.maxSpeed);
    }
    const bool indexed = w.useNeighbourIndex;
    if (indexed) {
        // In turn, a vehicle moves at most its maxSpeed in a frame (update() truncates its velocity
        // first), so with that much drift allowed no move relinks an entry but at the wrap edges.
        const double drift = w.frameOrder() == FrameOrder::InTurn ? maxSpeed : 0.0;
        w.neighbourGrid.build(w.kinematics, w.stageWidth, w.stageHeight, vs[0].params.inSightDist, drift);
    }
    if (w.frameOrder() == FrameOrder::Simultaneous)
        simultaneous(w, indexed);
    else
        inTurn(w, indexed);
    // Caches, not state: nothing of them is left for a copy of the world to carry.
    w.neighbourGrid.clear();
    w.kinematics.clear();
    return true;
}

} // namespace steer
