#include "program_frame.h"

#include "flock_frame.h"

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

// The point a seek, flee or arrive call heads for; false when its vehicle is gone.
bool targetPoint(const World& w, const BehaviourCall& c, Vector2D& out)
{
    if (c.target == "pointer") {
        out = w.pointer;
        return true;
    }
    const int t = w.indexOf(c.target);
    if (t < 0)
        return false;
    out = w.vehicles[static_cast<std::size_t>(t)].position;
    return true;
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
    SteerContext ctx(std::size_t i) { return SteerContext{w_.variants, w_.explanationSlot(i)}; }

    void calls(std::size_t i)
    {
        Vehicle& v = w_.vehicles[i];
        for (const BehaviourCall& c : v.program) {
            if (!c.enabled)
                continue;
            Vector2D point;
            const int t = c.target.empty() || c.target == "pointer" ? -1 : w_.indexOf(c.target);
            switch (c.behaviour) {
            case Behaviour::Seek:
                if (targetPoint(w_, c, point))
                    seek(v, point, ctx(i));
                break;
            case Behaviour::Flee:
                if (targetPoint(w_, c, point))
                    flee(v, point, ctx(i));
                break;
            case Behaviour::Arrive:
                if (targetPoint(w_, c, point))
                    arrive(v, point, ctx(i));
                break;
            case Behaviour::Pursue:
                if (t >= 0)
                    pursue(v, w_.vehicles[static_cast<std::size_t>(t)], ctx(i));
                break;
            case Behaviour::Evade:
                if (t >= 0)
                    evade(v, w_.vehicles[static_cast<std::size_t>(t)], ctx(i));
                break;
            case Behaviour::OffsetPursuit:
                if (t >= 0)
                    pursueOffset(v, w_.vehicles[static_cast<std::size_t>(t)], c.offset, ctx(i));
                break;
            case Behaviour::Wander:
                wander(v, w_.rng, ctx(i));
                break;
            case Behaviour::Avoid:
                avoid(v, w_.obstacles, ctx(i));
                break;
            case Behaviour::FollowPath:
                followPath(v, w_.path, ctx(i));
                break;
            case Behaviour::Flock:
                w_.neighbourCandidates(i, v.params.inSightDist, candidates_);
                flock(v, i, std::span<const Kinematics>(w_.kinematics), candidates_, ctx(i));
                break;
            case Behaviour::LennardJones: // acts on the velocity in finish()
            case Behaviour::AvoidCircle:
            case Behaviour::LennardJonesPush:
                break;
            }
        }
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
