#include "scenarios.h"

#include "flock_frame.h"
#include "parameters.h"

#include <cmath>

namespace steer {

namespace {

const std::vector<std::string_view> kBasic = {"mass", "maxSpeed", "maxForce"};

std::vector<std::string_view> with(std::initializer_list<std::string_view> extra)
{
    std::vector<std::string_view> v = kBasic;
    v.insert(v.end(), extra);
    return v;
}
} // namespace

const std::vector<ScenarioInfo>& scenarioTable()
{
    using B = Behaviour;
    static const std::vector<ScenarioInfo> table = {
        {ScenarioId::Seek, "seek", "SeekTest", "vehicle", true, false, false, false, with({}), {}, {B::Seek}},
        {ScenarioId::Flee, "flee", "FleeTest", "vehicle", true, false, false, false, with({}), {}, {B::Flee}},
        {ScenarioId::SeekFlee, "seek-flee", "SeekFleeTest1", "seeker", false, false, false, false, with({}), {},
         {B::Seek, B::Flee}},
        {ScenarioId::SeekFleeCycle, "seek-flee-cycle", "SeekFleeTest2", "a", false, false, false, false, with({}), {},
         {B::Seek, B::Flee}},
        {ScenarioId::Arrive, "arrive", "ArriveTest", "vehicle", true, false, false, false, with({"arrivalThreshold"}), {},
         {B::Arrive}},
        {ScenarioId::Pursue, "pursue", "PursueTest", "pursuer", false, false, false, false, with({}), {"lookahead"},
         {B::Seek, B::Pursue}},
        {ScenarioId::PursueEvade, "pursue-evade", "PursueEvadeTest", "pursuer", false, false, false, false, with({}),
         {"lookahead", "evade"}, {B::Pursue, B::Evade}},
        {ScenarioId::Wander, "wander", "WanderTest", "vehicle", false, false, false, false,
         with({"wanderDistance", "wanderRadius", "wanderRange"}), {"wander"}, {B::Wander}},
        {ScenarioId::Avoid, "avoid", "AvoidTest", "vehicle", false, false, true, false,
         with({"wanderDistance", "wanderRadius", "wanderRange", "avoidDistance", "avoidBuffer"}), {"wander"},
         {B::Wander, B::Avoid}},
        {ScenarioId::Path, "path", "PathTest", "vehicle", false, true, false, false,
         with({"pathThreshold", "arrivalThreshold", "loop"}), {}, {B::FollowPath}},
        {ScenarioId::Flock, "flock", "FlockTest", "v0", false, false, false, true, with({"inSightDist", "tooCloseDist", "count"}),
         {"alignment", "insight", "order"}, {B::Flock}, 20},
        {ScenarioId::OffsetPursuit, "offset-pursuit", "pursueOffset (Cocos)", "f1", false, true, false, true,
         with({"arrivalThreshold", "pathThreshold", "count"}), {}, {B::OffsetPursuit, B::FollowPath}, 4},
        {ScenarioId::LennardJones, "lennard-jones", "AI_Avoid", "player", true, false, true, false,
         with({"A", "B", "n", "m", "ljCutoff", "ljSpeed"}), {}, {B::Seek, B::LennardJones}},
    };
    return table;
}

const ScenarioInfo* findScenario(std::string_view key)
{
    for (const auto& s : scenarioTable())
        if (s.key == key)
            return &s;
    return nullptr;
}

const ScenarioInfo& scenarioInfo(ScenarioId id) { return scenarioTable()[static_cast<std::size_t>(id)]; }

std::string scenarioKeys()
{
    std::string s;
    for (const auto& i : scenarioTable())
        s += (s.empty() ? "" : ", ") + std::string(i.key);
    return s;
}

double defaultParameterValue(ScenarioId id, std::string_view name)
{
    if (name == "count")
        return scenarioInfo(id).defaultCount;
    const ParamInfo* p = findParameter(name);
    return p ? p->defaultValue : 0.0;
}

std::vector<Vector2D> defaultPathPoints()
{
    return {{90, 80}, {300, 60}, {470, 140}, {430, 320}, {220, 340}, {100, 250}};
}

namespace {
Vehicle makeVehicle(std::string id, Vector2D p, EdgeBehavior edge, std::uint32_t color = 0xffffff)
{
    Vehicle v;
    v.id = std::move(id);
    v.position = p;
    v.edge = edge;
    v.color = color;
    return v;
}

// Follower offsets of the offset-pursuit demo: a V behind the leader, (side, heading) components.
Vector2D followerOffset(int k)
{
    const int rank = k / 2 + 1;
    const double sideSign = (k % 2 == 0) ? -1.0 : 1.0;
    return {sideSign * 40.0 * rank, -40.0 * rank};
}

void setUp(World& w, int count)
{
    const double W = w.stageWidth;
    const double H = w.stageHeight;
    auto& vs = w.vehicles;
    switch (w.scenario) {
    case ScenarioId::Seek:
    case ScenarioId::Arrive:
        vs.push_back(makeVehicle("vehicle", {0, 0}, EdgeBehavior::Wrap));
        break;
    case ScenarioId::Flee:
        vs.push_back(makeVehicle("vehicle", {200, 200}, EdgeBehavior::Bounce));
        break;
    case ScenarioId::SeekFlee:
        vs.push_back(makeVehicle("seeker", {200, 200}, EdgeBehavior::Bounce));
        vs.push_back(makeVehicle("fleer", {400, 300}, EdgeBehavior::Bounce));
        break;
    case ScenarioId::SeekFleeCycle:
        vs.push_back(makeVehicle("a", {200, 200}, EdgeBehavior::Bounce));
        vs.push_back(makeVehicle("b", {400, 200}, EdgeBehavior::Bounce));
        vs.push_back(makeVehicle("c", {300, 260}, EdgeBehavior::Bounce));
        break;
    case ScenarioId::Pursue: {
        vs.push_back(makeVehicle("seeker", {400, 0}, EdgeBehavior::Wrap)); // _seeker.x = 400
        vs.push_back(makeVehicle("pursuer", {400, 0}, EdgeBehavior::Wrap));
        Vehicle target = makeVehicle("target", {200, 300}, EdgeBehavior::Wrap);
        target.steered = false; // a plain Vehicle
        target.velocity.setLength(15); // length on a zero vector keeps angle 0: (15, 0)
        vs.push_back(target);
        break;
    }
    case ScenarioId::PursueEvade:
        vs.push_back(makeVehicle("pursuer", {200, 200}, EdgeBehavior::Bounce));
        vs.push_back(makeVehicle("evader", {400, 300}, EdgeBehavior::Bounce));
        break;
    case ScenarioId::Wander:
        vs.push_back(makeVehicle("vehicle", {200, 200}, EdgeBehavior::Wrap));
        break;
    case ScenarioId::Avoid: {
        vs.push_back(makeVehicle("vehicle", {0, 0}, EdgeBehavior::Bounce, 0xff0000));
        for (int i = 0; i < 5; ++i) {
            Obstacle c;
            c.color = 0x0000ff;
            c.radius = w.rng.next() * 30 + 15;
            c.position.x = w.rng.next() * W;
            c.position.y = w.rng.next() * H;
            c.velocity.x = w.rng.next() - 0.5;
            c.velocity.y = w.rng.next() - 0.5;
            if (c.position.x < c.radius)
                c.position.x = c.radius;
            else if (c.position.x > W - c.radius)
                c.position.x = W - c.radius;
            if (c.position.y < c.radius)
                c.position.y = c.radius;
            else if (c.position.y > H - c.radius)
                c.position.y = H - c.radius;
            w.obstacles.push_back(c);
        }
        break;
    }
    case ScenarioId::Path:
        vs.push_back(makeVehicle("vehicle", {0, 0}, EdgeBehavior::Wrap));
        w.path.points = defaultPathPoints();
        w.path.loop = true;
        break;
    case ScenarioId::Flock:
        for (int i = 0; i < count; ++i) {
            const auto color = static_cast<std::uint32_t>(w.rng.next() * 0xffffff);
            Vehicle v = makeVehicle("v" + std::to_string(i), {}, EdgeBehavior::Bounce, color);
            v.position.x = w.rng.next() * W;
            v.position.y = w.rng.next() * H;
            v.velocity.x = w.rng.next() * 20 - 10;
            v.velocity.y = w.rng.next() * 20 - 10;
            vs.push_back(v);
        }
        break;
    case ScenarioId::OffsetPursuit: {
        Vehicle leader = makeVehicle("leader", {120, 200}, EdgeBehavior::Bounce, 0xffcc00);
        leader.params.maxSpeed = 4; // slower than the followers so they can take their places
        leader.velocity = {0, -4};  // already heading for the first waypoint (120, 90)
        vs.push_back(leader);
        w.path.points = {{120, 90}, {440, 90}, {440, 310}, {120, 310}};
        w.path.loop = true;
        for (int k = 0; k < count; ++k) {
            Vehicle f = makeVehicle("f" + std::to_string(k + 1), {}, EdgeBehavior::Bounce);
            f.offset = followerOffset(k);
            // Start on the offset point for the leader's heading (0,-1): side (1,0), so (o.x, -o.y).
            f.position = {120 + f.offset.x, 200 - f.offset.y};
            f.velocity = {0, -4};
            vs.push_back(f);
        }
        break;
    }
    case ScenarioId::LennardJones: {
        Vehicle player = makeVehicle("player", {30, 200}, EdgeBehavior::Bounce, 0xff0000);
        player.params.maxSpeed = 5;
        vs.push_back(player);
        const struct { double x, y, r; } field[] = {
            {120, 165, 18}, {125, 240, 16}, {170, 130, 14}, {180, 200, 20},
            {170, 275, 15}, {225, 165, 16}, {230, 235, 18},
        };
        for (const auto& f : field) {
            Obstacle o;
            o.position = {f.x, f.y};
            o.radius = f.r;
            o.color = 0x808080;
            w.obstacles.push_back(o);
        }
        break;
    }
    }
}

VehicleExplanation* ex(World& w, std::size_t i) { return w.explanationSlot(i); }

void upd(World& w, std::size_t i) { update(w.vehicles[i], w.stageWidth, w.stageHeight, ex(w, i)); }

SteerContext ctx(World& w, std::size_t i) { return SteerContext{w.variants, ex(w, i)}; }
} // namespace

std::optional<std::string> buildWorld(const ScenarioSetup& setup, World& out)
{
    World w;
    w.scenario = setup.id;
    w.seed = setup.seed;
    w.rng.reseed(setup.seed);
    w.variants = setup.variants;
    w.recordExplanations = setup.recordExplanations;
    int count = scenarioInfo(setup.id).defaultCount;
    for (const auto& [name, value] : setup.parameters) {
        if (auto err = validateParameter(name, value))
            return err;
        if (name == "stageWidth")
            w.stageWidth = value;
        else if (name == "stageHeight")
            w.stageHeight = value;
        else if (name == "count") {
            if (!scenarioInfo(setup.id).hasCount)
                return "count does not apply to scenario '" + std::string(scenarioInfo(setup.id).key) +
                       "' (it applies to flock and offset-pursuit)";
            count = static_cast<int>(value);
        }
    }
    w.pointer = setup.pointer.value_or(Vector2D(w.stageWidth / 2, w.stageHeight / 2));
    setUp(w, count);
    for (const auto& [name, value] : setup.parameters) {
        if (findParameter(name)->scope == ParamScope::Setup)
            continue;
        if (auto err = setParameter(w, name, value))
            return err;
    }
    out = std::move(w);
    return std::nullopt;
}

World makeWorld(ScenarioId id, std::uint64_t seed)
{
    World w;
    ScenarioSetup s;
    s.id = id;
    s.seed = seed;
    buildWorld(s, w);
    return w;
}

void advanceScenario(World& w)
{
    auto& vs = w.vehicles;
    switch (w.scenario) {
    case ScenarioId::Seek:
        seek(vs[0], w.pointer, ctx(w, 0));
        upd(w, 0);
        break;
    case ScenarioId::Flee:
        flee(vs[0], w.pointer, ctx(w, 0));
        upd(w, 0);
        break;
    case ScenarioId::Arrive:
        arrive(vs[0], w.pointer, ctx(w, 0));
        upd(w, 0);
        break;
    case ScenarioId::SeekFlee: // SeekFleeTest1: both behaviours, then both updates
        seek(vs[0], vs[1].position, ctx(w, 0));
        flee(vs[1], vs[0].position, ctx(w, 1));
        upd(w, 0);
        upd(w, 1);
        break;
    case ScenarioId::SeekFleeCycle: // SeekFleeTest2: A seeks B and flees C, B seeks C and flees A, C seeks A and flees B
        for (std::size_t i = 0; i < 3; ++i) {
            seek(vs[i], vs[(i + 1) % 3].position, ctx(w, i));
            flee(vs[i], vs[(i + 2) % 3].position, ctx(w, i));
        }
        for (std::size_t i = 0; i < 3; ++i)
            upd(w, i);
        break;
    case ScenarioId::Pursue: // PursueTest interleaves: seeker moves, then pursuer, then the target
        seek(vs[0], vs[2].position, ctx(w, 0));
        upd(w, 0);
        pursue(vs[1], vs[2], ctx(w, 1));
        upd(w, 1);
        upd(w, 2);
        break;
    case ScenarioId::PursueEvade:
        pursue(vs[0], vs[1], ctx(w, 0));
        evade(vs[1], vs[0], ctx(w, 1));
        upd(w, 0);
        upd(w, 1);
        break;
    case ScenarioId::Wander:
        wander(vs[0], w.rng, ctx(w, 0));
        upd(w, 0);
        break;
    case ScenarioId::Avoid: // AvoidTest: wander, move the circles, avoid, update
        wander(vs[0], w.rng, ctx(w, 0));
        for (auto& c : w.obstacles)
            driftObstacle(c, w.stageWidth, w.stageHeight);
        avoid(vs[0], w.obstacles, ctx(w, 0));
        upd(w, 0);
        break;
    case ScenarioId::Path:
        followPath(vs[0], w.path, ctx(w, 0));
        upd(w, 0);
        break;
    case ScenarioId::Flock: // FlockTest's loop, or every vehicle from one snapshot (Variants::order)
        flockFrame(w);
        break;
    case ScenarioId::OffsetPursuit: // every force from one snapshot of the leader, then every update
        followPath(vs[0], w.path, ctx(w, 0));
        for (std::size_t i = 1; i < vs.size(); ++i)
            pursueOffset(vs[i], vs[0], vs[i].offset, ctx(w, i));
        for (std::size_t i = 0; i < vs.size(); ++i)
            upd(w, i);
        break;
    case ScenarioId::LennardJones: { // seek the pointer, then 004's loop fixes the velocity, then move
        seek(vs[0], w.pointer, ctx(w, 0));
        VehicleExplanation* e = ex(w, 0);
        if (e)
            e->updated = true;
        applySteering(vs[0], e ? &e->update : nullptr);
        vs[0].velocity.truncate(vs[0].params.maxSpeed);
        lennardJones(vs[0], w.obstacles, w.lennardJones, ctx(w, 0));
        // |v| is ljSpeed after a push, as 004 sets it; a second truncation would hide ljSpeed > maxSpeed.
        move(vs[0], w.stageWidth, w.stageHeight, e ? &e->update : nullptr, false);
        break;
    }
    }
}

} // namespace steer
