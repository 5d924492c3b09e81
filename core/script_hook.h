#pragma once
// The code lab's hook (issue #34): a user's script may replace any of the book's SteeredVehicle
// methods for the vehicles it is given to. The core holds the script as data (World::script: part of
// the state, so key frames, lessons and replays carry it) and calls it through ScriptRunner, an
// interface the application implements (app/codelab/engine: QJSEngine) and installs at start, so
// the core stays free of Qt. As with AS3's virtual methods, a replaced method is used wherever a
// built-in calls it too (the built-in pursue calls the script's seek): every behaviour asks
// ScriptFrame::handles() first.
#include "behaviours/steer_context.h"
#include "vector2d.h"

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace steer {

struct World;
struct Vehicle;

// The methods a script may define, named as the book names them.
enum class ScriptMethod : std::uint8_t {
    Seek, Flee, Arrive, Pursue, Evade, Wander, Avoid, FollowPath, Flock, PursueOffset, InSight, TooClose,
};
constexpr int kScriptMethodCount = 12;
std::string_view scriptMethodName(ScriptMethod m); // "seek", ... "pursueOffset", "inSight", "tooClose"

struct UserScript {
    std::string source;
    std::string fileName;              // shown in messages; never opened by the engine
    std::vector<std::string> vehicles; // the ids of the vehicles given its methods; empty: every vehicle
    bool appliesTo(const Vehicle& v) const;
    bool operator==(const UserScript&) const = default;
};

// Why a scripted frame could not run: a message in English (the app translates its own texts
// through tr() before they get here) and the script's line (0 when none applies).
struct ScriptError {
    std::string message;
    int line = 0;
    bool operator==(const ScriptError&) const = default;
};

// Thrown by a ScriptRunner out of a behaviour; World::step() catches it and keeps the world as it was.
class ScriptFailure : public std::runtime_error {
public:
    explicit ScriptFailure(ScriptError e) : std::runtime_error(e.message), error(std::move(e)) {}
    ScriptError error;
};

// One call of a scripted method, with its arguments as the demo passes them. The runner reads the
// rest (the circles, the path, the vehicles, the seeded generator) from the frame's world.
struct ScriptCall {
    ScriptMethod method;
    std::size_t self;  // index of the vehicle (this)
    Vector2D point;    // seek/flee/arrive: the target; pursueOffset: the offset
    int other = -1;    // pursue/evade/pursueOffset/inSight/tooClose: the other vehicle's index
    const SteerContext* context = nullptr;
    int parent = -1;   // the caller's record (explanation.h), -1 at the top
};

class ScriptRunner {
public:
    virtual ~ScriptRunner() = default;
    // Before a frame of `w` under `s` (compiles the script when it changed). Throws ScriptFailure.
    virtual void beginFrame(World& w, const UserScript& s) = 0;
    virtual void endFrame() noexcept = 0;
    // Whether this frame's script defines the method (valid between beginFrame and endFrame).
    virtual bool defines(ScriptMethod m) const = 0;
    // Vehicle i changed outside the script (a built-in call, its update): its script object is
    // brought up to date before the script next runs.
    virtual void touched(std::size_t i) = 0;
    // Runs the script's method; returns inSight's or tooClose's answer (false for the others).
    // Throws ScriptFailure.
    virtual bool call(const ScriptCall& c) = 0;
};

// The application installs the runner of the calling thread (one engine per thread: an engine
// belongs to the thread that made it, and worlds step on several threads).
using ScriptRunnerProvider = ScriptRunner* (*)();
void installScriptRunner(ScriptRunnerProvider provider);
ScriptRunner* currentScriptRunner(); // null when the application installed none

// A scripted frame in progress: what behaviours see through SteerContext::script.
class ScriptFrame {
public:
    ScriptFrame(World& w, ScriptRunner& runner, const UserScript& script);
    World& world() const { return world_; }
    ScriptRunner& runner() const { return runner_; }
    // Whether vehicle v (one of the world's) has the script's method m.
    bool overrides(ScriptMethod m, const Vehicle& v) const;
    std::size_t indexOf(const Vehicle& v) const;
    // Runs the script's m for v when it has one and returns true; false: the caller runs the built-in.
    bool handles(ScriptMethod m, Vehicle& v, const SteerContext& c, int parent, Vector2D point = {},
                 const Vehicle* other = nullptr) const;
    // inSight/tooClose through the script; `answer` is set when it handled them.
    bool asks(ScriptMethod m, const Vehicle& v, const Vehicle& other, const SteerContext& c, bool& answer) const;

private:
    World& world_;
    ScriptRunner& runner_;
    std::vector<char> scripted_; // per vehicle: given the script's methods
};

} // namespace steer
