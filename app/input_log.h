#pragma once
// Everything the user does to a world other than stepping it, keyed by the frame it happened at.
// The world only ever changes through World::step() and these events, so replaying the log from
// any saved frame reproduces the same frames bit for bit (stepping back and forward again).
// Plain C++ (no Qt) so the history benchmark and tests can use it directly.
#include "vector2d.h"
#include "world.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace steer {

struct InputEvent {
    enum class Type : std::uint8_t {
        Pointer,      // the demos' mouseX/mouseY (seek, flee, arrive, lennard-jones)
        AddWaypoint,  // PathTest: a click adds a waypoint
        ClearPath,    // the "Clear path" button
        MoveObstacle, // AvoidTest: an obstacle dragged
        Parameter,    // a live parameter (parameters.h), for one vehicle or all (vehicle = -1)
        Variant,      // a variant switch (variants.h)
        MoveWaypoint, // path: a waypoint dragged (index, point)
        DeleteWaypoint, // path: a waypoint removed (index)
        Program,        // a vehicle's behaviour calls replaced (name: vehicle id, choice: program text)
        Edge,           // a vehicle's edge behaviour (name: vehicle id, choice: wrap, bounce or none)
        AddVehicle,     // sandbox: a vehicle placed (name: its id, point, choice: program text)
        RemoveVehicle,  // sandbox: a vehicle taken away (name: its id); calls aiming at it go too
        AddObstacle,    // sandbox: a circle placed (point, value: radius)
        RemoveObstacle, // sandbox: a circle taken away (index)
        Script,         // code lab: the user's script from here on (name: its file name, choice: its source; empty: none)
    };
    Type type = Type::Pointer;
    Vector2D point;      // Pointer, AddWaypoint, MoveObstacle
    int index = -1;      // Move/RemoveObstacle: obstacle; Move/DeleteWaypoint: waypoint; Parameter: vehicle (-1 = every vehicle)
    std::string name;    // Parameter: name; Variant: behaviour; Program, Edge, Add/RemoveVehicle: vehicle id
    std::string choice;  // Variant: variant name; Program, AddVehicle: program text; Edge: edge name
    double value = 0.0;  // Parameter; AddObstacle: radius

    static InputEvent pointer(Vector2D p);
    static InputEvent addWaypoint(Vector2D p);
    static InputEvent clearPath();
    static InputEvent moveObstacle(int index, Vector2D p);
    static InputEvent parameter(std::string name, double value, int vehicle);
    static InputEvent variant(std::string behaviour, std::string choice);
    static InputEvent moveWaypoint(int index, Vector2D p);
    static InputEvent deleteWaypoint(int index);
    static InputEvent program(std::string vehicle, const Program& p);
    static InputEvent edge(std::string vehicle, EdgeBehavior e);
    static InputEvent addVehicle(std::string id, Vector2D p, const Program& program);
    static InputEvent removeVehicle(std::string id);
    static InputEvent addObstacle(Vector2D p, double radius);
    static InputEvent removeObstacle(int index);
    // Every vehicle gets the methods `source` defines (script_hook.h); an empty source takes the script away.
    static InputEvent script(std::string source, std::string fileName);
    bool operator==(const InputEvent&) const = default;
};

// Limits of what the sandbox events may add (a crowd is made with the flock's count instead).
constexpr std::size_t kMaxPlacedVehicles = 200;
constexpr std::size_t kMaxPlacedObstacles = 100;
constexpr double kMinObstacleRadius = 5.0;
constexpr double kMaxObstacleRadius = 200.0;

// Applies one event to the world; returns an English message when the event is invalid
// (the world is then left unchanged).
std::optional<std::string> applyEvent(World& w, const InputEvent& e);

class InputLog {
public:
    using Events = std::map<std::int64_t, std::vector<InputEvent>>;

    // Events happen "at frame f": after f steps and before the step to f + 1.
    void add(std::int64_t frame, InputEvent e);
    // Applies the events of `frame` in the order they were recorded.
    void applyAt(std::int64_t frame, World& w) const;
    bool hasEventsAt(std::int64_t frame) const { return events_.count(frame) != 0; }
    // Forgets everything recorded after `frame` (the user changed the past).
    void trimAfter(std::int64_t frame);
    // Moves out the events of `frame` from `position` on and every later frame's (undo of an edit).
    void cut(std::int64_t frame, std::size_t position, std::vector<InputEvent>& atFrame, Events& later);
    // Puts such a cut back (the log must end at that point).
    void splice(std::int64_t frame, std::size_t position, std::vector<InputEvent> atFrame, Events later);
    void clear() { events_.clear(); }
    std::size_t eventCount() const;
    const Events& events() const { return events_; } // frame -> events in recorded order (lesson files)
    bool operator==(const InputLog&) const = default;
    std::size_t memoryBytes() const; // an estimate, for the history benchmark

    // The last pointer event at `frame`, if any (to merge pointer moves within one frame).
    InputEvent* lastAt(std::int64_t frame, InputEvent::Type type);

private:
    Events events_;
};

// What a reader of the log keeps (the plots' and the claims' trackers) to tell later from which
// frame the log differs from the one its values were computed with: a 64-bit digest of each
// frame's events, 16 bytes a frame with input, instead of a copy of the events. A copy was as large
// as the log itself (about 170 bytes a pointer event: 18 MB an hour of a seek followed by the
// pointer at 4x, for each reader), counted by nobody. Two frames' events differ when their
// digests do (a change goes unseen only when two 64-bit hashes collide).
class InputDigest {
public:
    InputDigest() = default;
    explicit InputDigest(const InputLog::Events& events) { assign(events); }
    void assign(const InputLog::Events& events);
    void clear() { frames_.clear(); }
    // The first frame whose recorded input differs between the digested log and `now` (frames
    // before it ran alike); INT64_MAX when none does.
    std::int64_t firstDifference(const InputLog::Events& now) const;
    std::size_t frameCount() const { return frames_.size(); } // frames with input digested (tests)
    std::size_t bytes() const { return frames_.capacity() * sizeof(frames_[0]); } // what it holds (tests)

    static std::uint64_t digest(const std::vector<InputEvent>& events);

private:
    std::vector<std::pair<std::int64_t, std::uint64_t>> frames_; // frame, digest of its events; by frame
};

} // namespace steer
