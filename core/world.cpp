#include "world.h"

#include "program_frame.h"

#include <cstring>

namespace steer {

void World::step()
{
    if (script) {
        stepScripted();
        return;
    }
    stepPlain();
}

void World::stepScripted()
{
    ScriptRunner* runner = currentScriptRunner();
    if (!runner) {
        scriptError = ScriptError{"this program has no script engine", 0};
        return;
    }
    World next = *this;
    try {
        runner->beginFrame(next, *script);
        const ScriptFrame frame(next, *runner, *script);
        next.scriptFrame = &frame;
        next.stepPlain();
        next.scriptFrame = nullptr;
        runner->endFrame();
    } catch (const ScriptFailure& failure) {
        runner->endFrame();
        scriptError = failure.error;
        return;
    }
    next.scriptError.reset();
    *this = std::move(next);
}

void World::stepPlain()
{
    if (recordExplanations) {
        explanations.resize(vehicles.size());
        for (auto& e : explanations)
            e.clear();
    } else {
        explanations.clear();
    }
    runFrame(*this);
    ++frame;
}

int World::indexOf(std::string_view id) const
{
    for (std::size_t i = 0; i < vehicles.size(); ++i)
        if (vehicles[i].id == id)
            return static_cast<int>(i);
    return -1;
}

VehicleExplanation* World::explanationSlot(std::size_t i)
{
    const bool recorded = recordExplanations && (recordOnly < 0 || static_cast<std::size_t>(recordOnly) == i);
    return recorded ? &explanations[i] : nullptr;
}

void World::neighbourCandidates(std::size_t self, double radius, std::vector<int>& out) const
{
    if (neighbourGrid.built() && neighbourGrid.size() == vehicles.size())
        neighbourGrid.query(vehicles[self].position, radius, out);
    else if (kinematics.size() == vehicles.size())
        scanNeighbours(kinematics, vehicles[self].position, radius, out); // a flock frame's current copy
    else
        scanNeighbours(vehicles, vehicles[self].position, radius, out);
}

namespace {
struct Hasher {
    std::uint64_t h = 1469598103934665603ULL;
    void bytes(const void* p, std::size_t n)
    {
        const auto* b = static_cast<const unsigned char*>(p);
        for (std::size_t i = 0; i < n; ++i) {
            h ^= b[i];
            h *= 1099511628211ULL;
        }
    }
    void num(double d) { bytes(&d, sizeof d); }
    void vec(Vector2D v)
    {
        num(v.x);
        num(v.y);
    }
};
} // namespace

std::uint64_t World::hash() const
{
    Hasher h;
    h.num(static_cast<double>(frame));
    for (const auto& v : vehicles) {
        h.vec(v.position);
        h.vec(v.velocity);
        h.vec(v.steeringForce);
        h.num(v.wanderAngle);
        h.num(v.pathIndex);
    }
    for (const auto& o : obstacles) {
        h.vec(o.position);
        h.vec(o.velocity);
        h.num(o.radius);
    }
    for (const auto& p : path.points)
        h.vec(p);
    h.vec(pointer);
    Random copy = rng;
    const std::uint64_t bits = copy.nextBits();
    h.bytes(&bits, sizeof bits);
    if (script) { // nothing when there is none, so every pinned hash of a world without one stands
        h.bytes(script->source.data(), script->source.size());
        h.bytes(script->fileName.data(), script->fileName.size());
        for (const auto& id : script->vehicles)
            h.bytes(id.data(), id.size() + 1);
    }
    return h.h;
}

bool World::allFinite() const
{
    for (const auto& v : vehicles)
        if (!v.position.isFinite() || !v.velocity.isFinite() || !v.steeringForce.isFinite() || !v.lastForce.isFinite())
            return false;
    for (const auto& o : obstacles)
        if (!o.position.isFinite())
            return false;
    return true;
}

bool World::operator==(const World& o) const
{
    return scenario == o.scenario && stageWidth == o.stageWidth && stageHeight == o.stageHeight &&
           vehicles == o.vehicles && obstacles == o.obstacles && path == o.path && pointer == o.pointer &&
           variants == o.variants && demoOrder == o.demoOrder &&
           orderIsVariant == o.orderIsVariant && obstaclesDrift == o.obstaclesDrift && lennardJones == o.lennardJones && rng == o.rng && frame == o.frame &&
           (script == o.script || (script && o.script && *script == *o.script));
}

} // namespace steer
