#include "scenarios.h"

#include "program.h"
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
        {ScenarioId::Sandbox, "sandbox", "", "v1", true, true, true, false,
         with({"arrivalThreshold", "wanderDistance", "wanderRadius", "wanderRange", "avoidDistance", "avoidBuffer",
               "pathThreshold", "loop", "inSightDist", "tooCloseDist", "A", "B", "n", "m", "ljCutoff", "ljSpeed"}),
         {"wander", "evade", "lookahead", "alignment", "insight", "order"},
         {B::Seek, B::Flee, B::Arrive, B::Pursue, B::Evade, B::Wander, B::Avoid, B::FollowPath, B::Flock,
          B::OffsetPursuit, B::LennardJones}},
        // FlockTest's program with 10 000 vehicles instead of 20, on a stage of the same density.
        {ScenarioId::Swarm, "swarm", "FlockTest", "v0", false, false, false, true, with({"inSightDist", "tooCloseDist", "count"}),
         {"alignment", "insight", "order"}, {B::Flock}, 10000, true},
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

double crowdStageWidth(int count) { return std::round(550.0 * std::sqrt(count / 20.0)); }
double crowdStageHeight(int count) { return std::round(400.0 * std::sqrt(count / 20.0)); }

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
// A demo as data: its vehicles in the seed's order, each with its program (program.h), and the
// order its onEnterFrame runs them in. What the demos generate (a flock's random placement, the
// followers' V, AvoidTest's random circles, the Lennard-Jones field, the paths) is set up below.
struct DemoVehicle {
    std::string_view id;
    Vector2D position;
    EdgeBehavior edge;
    std::string_view program;
    std::uint32_t color = 0xffffff;
    Vector2D velocity{};
    double maxSpeed = VehicleParams{}.maxSpeed;
    bool steered = true; // false: a plain Vehicle (no steering)
};

struct Demo {
    FrameOrder order;      // in turn: each vehicle calls then moves; simultaneous: all call, then all move
    bool orderIsVariant;   // Variants::order decides instead (flock)
    bool obstaclesDrift;   // AvoidTest: the circles move every frame
    std::vector<DemoVehicle> vehicles;
};

const Demo& demo(ScenarioId id)
{
    using E = EdgeBehavior;
    constexpr auto InTurn = FrameOrder::InTurn;
    constexpr auto Together = FrameOrder::Simultaneous;
    static const std::vector<Demo> demos = {
        // SeekTest: _vehicle.seek(new Vector2D(mouseX, mouseY)); _vehicle.update();
        {InTurn, false, false, {{"vehicle", {0, 0}, E::Wrap, "seek:pointer"}}},
        // FleeTest
        {InTurn, false, false, {{"vehicle", {200, 200}, E::Bounce, "flee:pointer"}}},
        // SeekFleeTest1: both behaviours, then both updates
        {Together, false, false,
         {{"seeker", {200, 200}, E::Bounce, "seek:fleer"}, {"fleer", {400, 300}, E::Bounce, "flee:seeker"}}},
        // SeekFleeTest2: A seeks B and flees C, B seeks C and flees A, C seeks A and flees B
        {Together, false, false,
         {{"a", {200, 200}, E::Bounce, "seek:b,flee:c"},
          {"b", {400, 200}, E::Bounce, "seek:c,flee:a"},
          {"c", {300, 260}, E::Bounce, "seek:a,flee:b"}}},
        // ArriveTest
        {InTurn, false, false, {{"vehicle", {0, 0}, E::Wrap, "arrive:pointer"}}},
        // PursueTest interleaves: the seeker moves, then the pursuer, then the target (a plain
        // Vehicle whose velocity.length = 15 on a zero vector keeps angle 0: (15, 0)).
        {InTurn, false, false,
         {{"seeker", {400, 0}, E::Wrap, "seek:target"},
          {"pursuer", {400, 0}, E::Wrap, "pursue:target"},
          {"target", {200, 300}, E::Wrap, "none", 0xffffff, {15, 0}, VehicleParams{}.maxSpeed, false}}},
        // PursueEvadeTest
        {Together, false, false,
         {{"pursuer", {200, 200}, E::Bounce, "pursue:evader"}, {"evader", {400, 300}, E::Bounce, "evade:pursuer"}}},
        // WanderTest
        {InTurn, false, false, {{"vehicle", {200, 200}, E::Wrap, "wander"}}},
        // AvoidTest: wander, move the circles, avoid, update
        {InTurn, false, true, {{"vehicle", {0, 0}, E::Bounce, "wander,avoid", 0xff0000}}},
        // PathTest
        {InTurn, false, false, {{"vehicle", {0, 0}, E::Wrap, "follow-path"}}},
        // FlockTest: every vehicle flock(_vehicles) then update(), in turn (or the order variant)
        {InTurn, true, false, {}},
        // The Cocos offset pursuit: every force from one snapshot of the leader, then every update.
        // The leader is slower than the followers so they can take their places, and already
        // heads for the first waypoint (120, 90).
        {Together, false, false, {{"leader", {120, 200}, E::Bounce, "follow-path", 0xffcc00, {0, -4}, 4}}},
        // 004: seek the pointer, then the Lennard-Jones loop fixes the velocity, then move
        {InTurn, false, false, {{"player", {30, 200}, E::Bounce, "seek:pointer,lennard-jones", 0xff0000, {}, 5}}},
        // Sandbox: one vehicle to start with (the teacher adds the rest); the order is a variant.
        {InTurn, true, false, {{"v1", {150, 200}, E::Wrap, "seek:pointer", 0x33cc66}}},
        // Swarm: FlockTest's set-up and frame, with more vehicles on a larger stage
        {InTurn, true, false, {}},
    };
    return demos[static_cast<std::size_t>(id)];
}

Vehicle makeVehicle(std::string id, Vector2D p, EdgeBehavior edge, std::uint32_t color, Program program)
{
    Vehicle v;
    v.id = std::move(id);
    v.position = p;
    v.edge = edge;
    v.color = color;
    v.program = std::move(program);
    return v;
}

Vehicle makeVehicle(const DemoVehicle& d)
{
    Program p;
    parseProgram(d.program, p); // the table's programs are valid (tst_programs reads them back)
    Vehicle v = makeVehicle(std::string(d.id), d.position, d.edge, d.color, std::move(p));
    v.velocity = d.velocity;
    v.params.maxSpeed = d.maxSpeed;
    v.steered = d.steered;
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
    const Demo& d = demo(w.scenario);
    w.demoOrder = d.order;
    w.orderIsVariant = d.orderIsVariant;
    w.obstaclesDrift = d.obstaclesDrift;
    auto& vs = w.vehicles;
    for (const DemoVehicle& dv : d.vehicles)
        vs.push_back(makeVehicle(dv));
    switch (w.scenario) {
    case ScenarioId::Avoid:
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
    case ScenarioId::Path:
        w.path.points = defaultPathPoints();
        w.path.loop = true;
        break;
    case ScenarioId::Flock:
    case ScenarioId::Swarm:
        for (int i = 0; i < count; ++i) {
            const auto color = static_cast<std::uint32_t>(w.rng.next() * 0xffffff);
            Vehicle v = makeVehicle("v" + std::to_string(i), {}, EdgeBehavior::Bounce, color,
                                    {BehaviourCall{Behaviour::Flock, {}, {}, true}});
            v.position.x = w.rng.next() * W;
            v.position.y = w.rng.next() * H;
            v.velocity.x = w.rng.next() * 20 - 10;
            v.velocity.y = w.rng.next() * 20 - 10;
            vs.push_back(v);
        }
        break;
    case ScenarioId::OffsetPursuit:
        w.path.points = {{120, 90}, {440, 90}, {440, 310}, {120, 310}};
        w.path.loop = true;
        for (int k = 0; k < count; ++k) {
            const Vector2D o = followerOffset(k);
            Vehicle f = makeVehicle("f" + std::to_string(k + 1), {}, EdgeBehavior::Bounce, 0xffffff,
                                    {BehaviourCall{Behaviour::OffsetPursuit, "leader", o}});
            // Start on the offset point for the leader's heading (0,-1): side (1,0), so (o.x, -o.y).
            f.position = {120 + o.x, 200 - o.y};
            f.velocity = {0, -4};
            vs.push_back(f);
        }
        break;
    case ScenarioId::LennardJones: {
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
    // The other demos have no obstacles, path or placement beyond their vehicles'.
    case ScenarioId::Seek:
    case ScenarioId::Flee:
    case ScenarioId::SeekFlee:
    case ScenarioId::SeekFleeCycle:
    case ScenarioId::Arrive:
    case ScenarioId::Pursue:
    case ScenarioId::PursueEvade:
    case ScenarioId::Wander:
    case ScenarioId::Sandbox:
        break;
    }
}
} // namespace

std::optional<std::string> buildWorld(const ScenarioSetup& setup, World& out)
{
    World w;
    w.scenario = setup.id;
    w.seed = setup.seed;
    w.rng.reseed(setup.seed);
    w.variants = setup.variants;
    w.recordExplanations = setup.recordExplanations;
    w.script = setup.script;
    int count = scenarioInfo(setup.id).defaultCount;
    std::optional<double> width, height;
    for (const auto& [name, value] : setup.parameters) {
        if (auto err = validateParameter(name, value))
            return err;
        if (name == "stageWidth")
            width = value;
        else if (name == "stageHeight")
            height = value;
        else if (name == "count") {
            if (!scenarioInfo(setup.id).hasCount)
                return "count does not apply to scenario '" + std::string(scenarioInfo(setup.id).key) +
                       "' (it applies to flock, swarm and offset-pursuit)";
            count = static_cast<int>(value);
        }
    }
    const bool crowd = scenarioInfo(setup.id).crowd;
    w.stageWidth = width.value_or(crowd ? crowdStageWidth(count) : w.stageWidth);
    w.stageHeight = height.value_or(crowd ? crowdStageHeight(count) : w.stageHeight);
    w.pointer = setup.pointer.value_or(Vector2D(w.stageWidth / 2, w.stageHeight / 2));
    setUp(w, count);
    for (const auto& [name, value] : setup.parameters) {
        if (findParameter(name)->scope == ParamScope::Setup)
            continue;
        if (auto err = setParameter(w, name, value))
            return err;
    }
    for (const auto& spec : setup.programs)
        if (auto err = applyProgramSpec(w, spec))
            return err.english();
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

} // namespace steer
