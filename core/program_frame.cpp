#include "program_frame.h"

#include "behaviours/call_site.h"
#include "flock_frame.h"
#include "script_hook.h"

namespace steer {

namespace {
bool callsFlock(const World& w)
{
    for (const auto& v : w.vehicles)
        for (const auto& c : v.program)
            if (c.enabled && c.behaviour == Behaviour::Flock)
                return true;
    return false;
}

bool callsLennardJones(const Vehicle& v)
{
    for (const auto& c : v.program)
        if (c.enabled && c.behaviour == Behaviour::LennardJones)
            return true;
    return false;
}

class FrameRunner {
public:
    explicit FrameRunner(World& w) : w_(w), flocking_(callsFlock(w)) {}

    void run()
    {
        if (flocking_) { // flock() reads the others as Kinematics, found through the grid
            w_.kinematics.resize(w_.vehicles.size());
            for (std::size_t i = 0; i < w_.vehicles.size(); ++i)
                w_.kinematics[i] = {w_.vehicles[i].position, w_.vehicles[i].velocity};
            if (w_.useNeighbourIndex)
                w_.neighbourGrid.build(w_.kinematics, w_.stageWidth, w_.stageHeight, w_.vehicles[0].params.inSightDist);
        }
        const std::size_t n = w_.vehicles.size();
        if (w_.frameOrder() == FrameOrder::InTurn) {
            for (std::size_t i = 0; i < n; ++i) {
                calls(i);
                finish(i);
            }
        } else {
            for (std::size_t i = 0; i < n; ++i)
                calls(i);
            for (std::size_t i = 0; i < n; ++i)
                finish(i);
        }
        w_.neighbourGrid.clear();
        w_.kinematics.clear();
    }

private:
    SteerContext ctx(std::size_t i) { return SteerContext{w_.variants, w_.explanationSlot(i), w_.scriptFrame}; }

    // The vehicle's calls in its program's order, each made by its row of the behaviour table.
    void calls(std::size_t i)
    {
        for (const BehaviourCall& c : w_.vehicles[i].program)
            if (c.enabled)
                if (const auto run = behaviourRow(c.behaviour).run)
                    run(CallSite{w_, i, c, ctx(i), candidates_});
        if (w_.scriptFrame)
            w_.scriptFrame->runner().touched(i);
    }

    void finish(std::size_t i)
    {
        Vehicle& v = w_.vehicles[i];
        VehicleExplanation* e = w_.explanationSlot(i);
        if (callsLennardJones(v)) { // 004: v += F, |v| <= maxSpeed, then the push sets |v| = ljSpeed
            if (e)
                e->updated = true;
            UpdateRecord* rec = e ? &e->update : nullptr;
            if (v.steered) {
                applySteering(v, rec);
                v.velocity.truncate(v.params.maxSpeed);
            }
            lennardJones(v, w_.obstacles, w_.lennardJones, ctx(i));
            move(v, w_.stageWidth, w_.stageHeight, rec, false);
        } else {
            update(v, w_.stageWidth, w_.stageHeight, e);
        }
        if (w_.scriptFrame)
            w_.scriptFrame->runner().touched(i);
        if (flocking_ && w_.frameOrder() == FrameOrder::InTurn) { // later vehicles see this one where it now is
            w_.kinematics[i] = {v.position, v.velocity};
            if (w_.neighbourGrid.built())
                w_.neighbourGrid.moved(i, v.position);
        }
    }

    World& w_;
    bool flocking_;
    std::vector<int> candidates_;
};
} // namespace

void runFrame(World& w)
{
    if (w.obstaclesDrift) // AvoidTest moves the circles between wander() and avoid(); wander reads none of them
        for (auto& c : w.obstacles)
            driftObstacle(c, w.stageWidth, w.stageHeight);
    if (!flockFrame(w)) // FlockTest's loop, when every vehicle only flocks
        FrameRunner(w).run();
}

} // namespace steer
