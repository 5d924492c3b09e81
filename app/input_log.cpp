#include "input_log.h"

#include "parameters.h"
#include "program.h"
#include "variants.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <functional>
#include <memory>
#include <string_view>

namespace steer {

InputEvent InputEvent::pointer(Vector2D p)
{
    InputEvent e;
    e.type = Type::Pointer;
    e.point = p;
    return e;
}

InputEvent InputEvent::addWaypoint(Vector2D p)
{
    InputEvent e;
    e.type = Type::AddWaypoint;
    e.point = p;
    return e;
}

InputEvent InputEvent::clearPath()
{
    InputEvent e;
    e.type = Type::ClearPath;
    return e;
}

InputEvent InputEvent::moveObstacle(int index, Vector2D p)
{
    InputEvent e;
    e.type = Type::MoveObstacle;
    e.index = index;
    e.point = p;
    return e;
}

InputEvent InputEvent::parameter(std::string name, double value, int vehicle)
{
    InputEvent e;
    e.type = Type::Parameter;
    e.name = std::move(name);
    e.value = value;
    e.index = vehicle;
    return e;
}

InputEvent InputEvent::variant(std::string behaviour, std::string choice)
{
    InputEvent e;
    e.type = Type::Variant;
    e.name = std::move(behaviour);
    e.choice = std::move(choice);
    return e;
}

InputEvent InputEvent::moveWaypoint(int index, Vector2D p)
{
    InputEvent e;
    e.type = Type::MoveWaypoint;
    e.index = index;
    e.point = p;
    return e;
}

InputEvent InputEvent::deleteWaypoint(int index)
{
    InputEvent e;
    e.type = Type::DeleteWaypoint;
    e.index = index;
    return e;
}

InputEvent InputEvent::program(std::string vehicle, const Program& p)
{
    InputEvent e;
    e.type = Type::Program;
    e.name = std::move(vehicle);
    e.choice = programText(p);
    return e;
}

InputEvent InputEvent::edge(std::string vehicle, EdgeBehavior edge)
{
    InputEvent e;
    e.type = Type::Edge;
    e.name = std::move(vehicle);
    e.choice = std::string(edgeName(edge));
    return e;
}

InputEvent InputEvent::addVehicle(std::string id, Vector2D p, const Program& program)
{
    InputEvent e;
    e.type = Type::AddVehicle;
    e.name = std::move(id);
    e.point = p;
    e.choice = programText(program);
    return e;
}

InputEvent InputEvent::removeVehicle(std::string id)
{
    InputEvent e;
    e.type = Type::RemoveVehicle;
    e.name = std::move(id);
    return e;
}

InputEvent InputEvent::addObstacle(Vector2D p, double radius)
{
    InputEvent e;
    e.type = Type::AddObstacle;
    e.point = p;
    e.value = radius;
    return e;
}

InputEvent InputEvent::removeObstacle(int index)
{
    InputEvent e;
    e.type = Type::RemoveObstacle;
    e.index = index;
    return e;
}

InputEvent InputEvent::script(std::string source, std::string fileName)
{
    InputEvent e;
    e.type = Type::Script;
    e.name = std::move(fileName);
    e.choice = std::move(source);
    return e;
}

namespace {
bool finitePoint(Vector2D p) { return std::isfinite(p.x) && std::isfinite(p.y); }
} // namespace

std::optional<std::string> applyEvent(World& w, const InputEvent& e)
{
    switch (e.type) {
    case InputEvent::Type::Pointer:
        if (!finitePoint(e.point))
            return "the pointer position is not a finite number";
        w.pointer = e.point;
        return std::nullopt;
    case InputEvent::Type::AddWaypoint:
        if (!finitePoint(e.point))
            return "the waypoint is not a finite position";
        w.path.points.push_back(e.point);
        return std::nullopt;
    case InputEvent::Type::ClearPath:
        w.path.points.clear();
        // followPath reads path[pathIndex]: start again from the first new waypoint.
        for (auto& v : w.vehicles)
            v.pathIndex = 0;
        return std::nullopt;
    case InputEvent::Type::MoveObstacle:
        if (e.index < 0 || static_cast<std::size_t>(e.index) >= w.obstacles.size())
            return "no obstacle number " + std::to_string(e.index);
        if (!finitePoint(e.point))
            return "the obstacle position is not a finite number";
        w.obstacles[static_cast<std::size_t>(e.index)].position = e.point;
        return std::nullopt;
    case InputEvent::Type::MoveWaypoint:
        if (e.index < 0 || static_cast<std::size_t>(e.index) >= w.path.points.size())
            return "no waypoint number " + std::to_string(e.index);
        if (!finitePoint(e.point))
            return "the waypoint is not a finite position";
        w.path.points[static_cast<std::size_t>(e.index)] = e.point;
        return std::nullopt;
    case InputEvent::Type::DeleteWaypoint: {
        if (e.index < 0 || static_cast<std::size_t>(e.index) >= w.path.points.size())
            return "no waypoint number " + std::to_string(e.index);
        auto& points = w.path.points;
        points.erase(points.begin() + e.index);
        // followPath reads path[pathIndex]: a vehicle heading for a later waypoint keeps heading for
        // the same point; one heading for the removed point goes on to the one that took its place.
        for (auto& v : w.vehicles) {
            if (v.pathIndex > e.index)
                --v.pathIndex;
            if (v.pathIndex >= int(points.size()))
                v.pathIndex = 0;
        }
        return std::nullopt;
    }
    case InputEvent::Type::Parameter:
        return setParameter(w, e.name, e.value, e.index);
    case InputEvent::Type::Variant: {
        Variants v = w.variants;
        if (auto err = setVariant(v, e.name, e.choice))
            return err;
        w.variants = v;
        return std::nullopt;
    }
    case InputEvent::Type::Program: {
        const int i = w.indexOf(e.name);
        if (i < 0)
            return "there is no vehicle '" + e.name + "'";
        Program p;
        if (auto err = parseProgram(e.choice, p))
            return err.english();
        if (auto err = setProgram(w, std::size_t(i), std::move(p)))
            return err.english();
        return std::nullopt;
    }
    case InputEvent::Type::Edge: {
        const int i = w.indexOf(e.name);
        if (i < 0)
            return "there is no vehicle '" + e.name + "'";
        const auto edge = parseEdge(e.choice);
        if (!edge)
            return "'" + e.choice + "' is not an edge behaviour (wrap, bounce, none)";
        w.vehicles[std::size_t(i)].edge = *edge;
        return std::nullopt;
    }
    case InputEvent::Type::AddVehicle: {
        if (!finitePoint(e.point))
            return "the vehicle's position is not a finite number";
        if (e.name.empty() || w.indexOf(e.name) >= 0)
            return "there is already a vehicle '" + e.name + "'";
        if (w.vehicles.size() >= kMaxPlacedVehicles)
            return "at most " + std::to_string(kMaxPlacedVehicles) + " vehicles can be placed";
        Program p;
        if (auto err = parseProgram(e.choice, p))
            return err.english();
        Vehicle v;
        v.id = e.name;
        v.position = e.point;
        v.edge = EdgeBehavior::Wrap;
        w.vehicles.push_back(v);
        if (auto err = setProgram(w, w.vehicles.size() - 1, std::move(p))) {
            w.vehicles.pop_back();
            return err.english();
        }
        return std::nullopt;
    }
    case InputEvent::Type::RemoveVehicle: {
        const int i = w.indexOf(e.name);
        if (i < 0)
            return "there is no vehicle '" + e.name + "'";
        if (w.vehicles.size() == 1)
            return "the last vehicle stays";
        w.vehicles.erase(w.vehicles.begin() + i);
        for (auto& v : w.vehicles) // a call aiming at a vehicle that is gone would do nothing
            std::erase_if(v.program, [&](const BehaviourCall& c) { return c.target == e.name; });
        return std::nullopt;
    }
    case InputEvent::Type::AddObstacle: {
        if (!finitePoint(e.point))
            return "the obstacle position is not a finite number";
        if (!(e.value >= kMinObstacleRadius && e.value <= kMaxObstacleRadius))
            return "an obstacle's radius must be from 5 to 200";
        if (w.obstacles.size() >= kMaxPlacedObstacles)
            return "at most " + std::to_string(kMaxPlacedObstacles) + " obstacles can be placed";
        Obstacle o;
        o.position = e.point;
        o.radius = e.value;
        w.obstacles.push_back(o);
        return std::nullopt;
    }
    case InputEvent::Type::RemoveObstacle:
        if (e.index < 0 || static_cast<std::size_t>(e.index) >= w.obstacles.size())
            return "no obstacle number " + std::to_string(e.index);
        w.obstacles.erase(w.obstacles.begin() + e.index);
        return std::nullopt;
    case InputEvent::Type::Script:
        if (e.choice.empty()) {
            w.script.reset();
        } else {
            auto s = std::make_shared<UserScript>();
            s->source = e.choice;
            s->fileName = e.name;
            w.script = std::move(s);
        }
        return std::nullopt;
    }
    return std::nullopt;
}

void InputLog::add(std::int64_t frame, InputEvent e) { events_[frame].push_back(std::move(e)); }

void InputLog::applyAt(std::int64_t frame, World& w) const
{
    const auto it = events_.find(frame);
    if (it == events_.end())
        return;
    for (const auto& e : it->second)
        applyEvent(w, e); // events are validated before they are recorded
}

void InputLog::trimAfter(std::int64_t frame) { events_.erase(events_.upper_bound(frame), events_.end()); }

void InputLog::cut(std::int64_t frame, std::size_t position, std::vector<InputEvent>& atFrame, Events& later)
{
    atFrame.clear();
    later.clear();
    if (auto it = events_.find(frame); it != events_.end()) {
        auto& list = it->second;
        if (position < list.size()) {
            atFrame.assign(std::make_move_iterator(list.begin() + std::ptrdiff_t(position)),
                           std::make_move_iterator(list.end()));
            list.erase(list.begin() + std::ptrdiff_t(position), list.end());
        }
        if (list.empty())
            events_.erase(it);
    }
    while (true) {
        auto it = events_.upper_bound(frame);
        if (it == events_.end())
            break;
        later.insert(events_.extract(it));
    }
}

void InputLog::splice(std::int64_t frame, std::size_t position, std::vector<InputEvent> atFrame, Events later)
{
    if (!atFrame.empty()) {
        auto& list = events_[frame];
        list.resize(std::min(list.size(), position));
        list.insert(list.end(), std::make_move_iterator(atFrame.begin()), std::make_move_iterator(atFrame.end()));
    }
    events_.erase(events_.upper_bound(frame), events_.end());
    events_.merge(later);
}

std::size_t InputLog::eventCount() const
{
    std::size_t n = 0;
    for (const auto& [f, list] : events_)
        n += list.size();
    return n;
}

std::size_t InputLog::memoryBytes() const
{
    // A map node is about the key, the vector header and three pointers plus colour.
    std::size_t bytes = 0;
    for (const auto& [f, list] : events_) {
        bytes += sizeof(f) + sizeof(list) + 4 * sizeof(void*);
        bytes += list.capacity() * sizeof(InputEvent);
        for (const auto& e : list)
            bytes += (e.name.capacity() > 15 ? e.name.capacity() : 0) + (e.choice.capacity() > 15 ? e.choice.capacity() : 0);
    }
    return bytes;
}

InputEvent* InputLog::lastAt(std::int64_t frame, InputEvent::Type type)
{
    const auto it = events_.find(frame);
    if (it == events_.end() || it->second.empty() || it->second.back().type != type)
        return nullptr;
    return &it->second.back();
}

namespace {
template <class T> void appendBytes(std::string& out, const T& v)
{
    out.append(reinterpret_cast<const char*>(&v), sizeof v);
}
void appendText(std::string& out, const std::string& s)
{
    appendBytes(out, s.size());
    out += s;
}
} // namespace

std::uint64_t InputDigest::digest(const std::vector<InputEvent>& events)
{
    // The fields' bytes, hashed by the standard library (held in memory only: never written).
    std::string bytes;
    appendBytes(bytes, events.size());
    for (const InputEvent& e : events) {
        appendBytes(bytes, static_cast<std::uint8_t>(e.type));
        appendBytes(bytes, e.point.x);
        appendBytes(bytes, e.point.y);
        appendBytes(bytes, e.index);
        appendText(bytes, e.name);
        appendText(bytes, e.choice);
        appendBytes(bytes, e.value);
    }
    return std::hash<std::string_view>{}(bytes);
}

void InputDigest::assign(const InputLog::Events& events)
{
    frames_.clear();
    frames_.reserve(events.size());
    for (const auto& [frame, list] : events)
        frames_.emplace_back(frame, digest(list));
}

std::int64_t InputDigest::firstDifference(const InputLog::Events& now) const
{
    auto i = frames_.begin();
    auto j = now.begin();
    for (; i != frames_.end() && j != now.end(); ++i, ++j)
        if (i->first != j->first || i->second != digest(j->second))
            return std::min(i->first, j->first);
    if (i != frames_.end())
        return i->first;
    if (j != now.end())
        return j->first;
    return INT64_MAX;
}

} // namespace steer
