#include "program.h"

#include "world.h"

#include <charconv>
#include <cmath>

namespace steer {

const std::vector<CallableBehaviour>& callableBehaviours()
{
    static const std::vector<CallableBehaviour> callable = [] {
        std::vector<CallableBehaviour> rows;
        for (const BehaviourRow& r : behaviourTable())
            if (!r.name.empty())
                rows.push_back(r);
        return rows;
    }();
    return callable;
}

const CallableBehaviour* findCallable(std::string_view name)
{
    for (const auto& c : callableBehaviours())
        if (c.name == name)
            return &c;
    return nullptr;
}

const CallableBehaviour* findCallable(Behaviour b)
{
    for (const auto& c : callableBehaviours())
        if (c.behaviour == b)
            return &c;
    return nullptr;
}

std::string ProgramError::english() const
{
    switch (problem) {
    case ProgramProblem::None:
        return {};
    case ProgramProblem::NoEquals:
        return "'" + subject + "' is not ID=CALL[,CALL...]";
    case ProgramProblem::UnknownVehicle:
        return "there is no vehicle '" + subject + "'";
    case ProgramProblem::UnknownBehaviour:
        return "'" + subject + "' is not a behaviour call";
    case ProgramProblem::MissingTarget:
        return "'" + subject + "' needs a target";
    case ProgramProblem::ExtraTarget:
        return "'" + subject + "' takes no target";
    case ProgramProblem::BadOffset:
        return "'" + subject + "' needs two numbers DX:DY";
    case ProgramProblem::PointerTarget:
        return "'" + subject + "' needs a vehicle, not the pointer";
    case ProgramProblem::TargetsItself:
        return "'" + subject + "' targets the vehicle itself";
    case ProgramProblem::EmptyCall:
        return "an empty call in '" + subject + "'";
    }
    return {};
}

namespace {
std::vector<std::string_view> split(std::string_view s, char sep)
{
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    while (true) {
        const std::size_t at = s.find(sep, start);
        parts.push_back(s.substr(start, at == std::string_view::npos ? std::string_view::npos : at - start));
        if (at == std::string_view::npos)
            return parts;
        start = at + 1;
    }
}

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && s.front() == ' ')
        s.remove_prefix(1);
    while (!s.empty() && s.back() == ' ')
        s.remove_suffix(1);
    return s;
}

bool number(std::string_view s, double& out)
{
    if (s.empty())
        return false;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && end == s.data() + s.size() && std::isfinite(out);
}

ProgramError error(ProgramProblem p, std::string_view subject) { return {p, std::string(subject)}; }

ProgramError parseCall(std::string_view text, BehaviourCall& out)
{
    const std::string_view whole = text;
    out = BehaviourCall{};
    if (!text.empty() && text.front() == '~') {
        out.enabled = false;
        text.remove_prefix(1);
    }
    const auto parts = split(text, ':');
    const CallableBehaviour* c = findCallable(parts[0]);
    if (!c)
        return error(ProgramProblem::UnknownBehaviour, whole);
    out.behaviour = c->behaviour;
    using T = CallableBehaviour::Target;
    switch (c->target) {
    case T::None:
        if (parts.size() > 1)
            return error(ProgramProblem::ExtraTarget, whole);
        return {};
    case T::PointOrVehicle:
    case T::Vehicle:
        if (parts.size() < 2 || parts[1].empty())
            return error(ProgramProblem::MissingTarget, whole);
        if (parts.size() > 2)
            return error(ProgramProblem::ExtraTarget, whole);
        if (c->target == T::Vehicle && parts[1] == "pointer")
            return error(ProgramProblem::PointerTarget, whole);
        out.target = std::string(parts[1]);
        return {};
    case T::VehicleAndOffset:
        if (parts.size() < 2 || parts[1].empty())
            return error(ProgramProblem::MissingTarget, whole);
        if (parts[1] == "pointer")
            return error(ProgramProblem::PointerTarget, whole);
        if (parts.size() != 4 || !number(parts[2], out.offset.x) || !number(parts[3], out.offset.y))
            return error(ProgramProblem::BadOffset, whole);
        out.target = std::string(parts[1]);
        return {};
    }
    return {};
}

// Shortest text that reads back as the same double (offsets round-trip through lesson files).
std::string shortest(double d)
{
    char buf[32];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, d);
    return std::string(buf, ec == std::errc() ? end : buf);
}
} // namespace

ProgramError parseProgram(std::string_view text, Program& out)
{
    Program p;
    text = trimmed(text);
    if (text != "none") {
        for (std::string_view part : split(text, ',')) {
            part = trimmed(part);
            if (part.empty())
                return error(ProgramProblem::EmptyCall, text);
            BehaviourCall call;
            if (auto err = parseCall(part, call))
                return err;
            p.push_back(std::move(call));
        }
    }
    out = std::move(p);
    return {};
}

std::string callText(const BehaviourCall& c)
{
    const CallableBehaviour* b = findCallable(c.behaviour);
    std::string s = c.enabled ? "" : "~";
    s += b ? std::string(b->name) : std::string(behaviourId(c.behaviour));
    if (b && b->target != CallableBehaviour::Target::None)
        s += ":" + c.target;
    if (b && b->target == CallableBehaviour::Target::VehicleAndOffset)
        s += ":" + shortest(c.offset.x) + ":" + shortest(c.offset.y);
    return s;
}

std::string programText(const Program& p)
{
    if (p.empty())
        return "none";
    std::string s;
    for (const auto& c : p)
        s += (s.empty() ? "" : ",") + callText(c);
    return s;
}

ProgramError parseProgramSpec(std::string_view spec, std::string& id, Program& program)
{
    const std::size_t eq = spec.find('=');
    if (eq == std::string_view::npos || eq == 0)
        return error(ProgramProblem::NoEquals, spec);
    id = std::string(trimmed(spec.substr(0, eq)));
    return parseProgram(spec.substr(eq + 1), program);
}

ProgramError checkProgram(const World& w, std::size_t self, const Program& p)
{
    for (const auto& c : p) {
        if (c.target.empty() || c.target == "pointer")
            continue;
        const int t = w.indexOf(c.target);
        if (t < 0)
            return error(ProgramProblem::UnknownVehicle, c.target);
        if (static_cast<std::size_t>(t) == self)
            return error(ProgramProblem::TargetsItself, callText(c));
    }
    return {};
}

ProgramError setProgram(World& w, std::size_t self, Program p)
{
    if (self >= w.vehicles.size())
        return error(ProgramProblem::UnknownVehicle, std::to_string(self));
    if (auto err = checkProgram(w, self, p))
        return err;
    Vehicle& v = w.vehicles[self];
    if (!p.empty())
        v.steered = true;
    v.program = std::move(p);
    return {};
}

ProgramError applyProgramSpec(World& w, std::string_view spec)
{
    std::string id;
    Program p;
    if (auto err = parseProgramSpec(spec, id, p))
        return err;
    const int self = w.indexOf(id);
    if (self < 0)
        return error(ProgramProblem::UnknownVehicle, id);
    return setProgram(w, static_cast<std::size_t>(self), std::move(p));
}

} // namespace steer
