#include "parameters.h"

#include <cmath>
#include <sstream>

namespace steer {

const std::vector<ParamInfo>& parameterTable()
{
    static const std::vector<ParamInfo> table = {
        {"mass", ParamScope::Vehicle, 1.0, 0.0, 1000.0, true},
        {"maxSpeed", ParamScope::Vehicle, 10.0, 0.0, 1000.0},
        {"maxForce", ParamScope::Vehicle, 1.0, 0.0, 1000.0},
        {"arrivalThreshold", ParamScope::Vehicle, 100.0, 0.0, 10000.0, true},
        {"wanderDistance", ParamScope::Vehicle, 10.0, 0.0, 1000.0},
        {"wanderRadius", ParamScope::Vehicle, 5.0, 0.0, 1000.0},
        {"wanderRange", ParamScope::Vehicle, 1.0, 0.0, 100.0},
        {"avoidDistance", ParamScope::Vehicle, 300.0, 0.0, 10000.0},
        {"avoidBuffer", ParamScope::Vehicle, 20.0, 0.0, 1000.0},
        {"pathThreshold", ParamScope::Vehicle, 20.0, 0.0, 1000.0},
        {"inSightDist", ParamScope::Vehicle, 200.0, 0.0, 10000.0},
        {"tooCloseDist", ParamScope::Vehicle, 60.0, 0.0, 10000.0},
        {"A", ParamScope::LennardJones, 0.0, 0.0, 1000.0},
        {"B", ParamScope::LennardJones, 20.0, 0.0, 1000.0},
        {"n", ParamScope::LennardJones, 1.0, 0.0, 12.0},
        {"m", ParamScope::LennardJones, 2.5, 0.0, 12.0},
        {"ljCutoff", ParamScope::LennardJones, 40.0, 0.0, 1000.0},
        {"ljSpeed", ParamScope::LennardJones, 5.0, 0.0, 100.0},
        {"loop", ParamScope::World, 1.0, 0.0, 1.0, false, true},
        {"stageWidth", ParamScope::Setup, 550.0, 50.0, 1000000.0},
        {"stageHeight", ParamScope::Setup, 400.0, 50.0, 1000000.0},
        {"count", ParamScope::Setup, 20.0, 1.0, 1000000.0, false, true},
    };
    return table;
}

const ParamInfo* findParameter(std::string_view name)
{
    // The seeds' public setter is `arriveThreshold`, the field `_arrivalThreshold`: accept both.
    if (name == "arriveThreshold")
        name = "arrivalThreshold";
    for (const auto& p : parameterTable())
        if (p.name == name)
            return &p;
    return nullptr;
}

std::string parameterNames()
{
    std::string s;
    for (const auto& p : parameterTable())
        s += (s.empty() ? "" : ", ") + std::string(p.name);
    return s;
}

ParamProblem checkParameter(std::string_view name, double value)
{
    const ParamInfo* p = findParameter(name);
    if (!p)
        return ParamProblem::Unknown;
    if (!std::isfinite(value))
        return ParamProblem::NotFinite;
    if (value < p->min || value > p->max || (p->minExclusive && value == p->min))
        return ParamProblem::OutOfRange;
    if (p->integer && value != std::floor(value))
        return ParamProblem::NotWhole;
    return ParamProblem::None;
}

std::optional<std::string> validateParameter(std::string_view name, double value)
{
    const ParamProblem problem = checkParameter(name, value);
    if (problem == ParamProblem::None)
        return std::nullopt;
    if (problem == ParamProblem::Unknown)
        return "unknown parameter '" + std::string(name) + "' (valid: " + parameterNames() + ")";
    const ParamInfo* p = findParameter(name);
    std::ostringstream range;
    range.precision(15); // limits as people write them: 1000000, not 1e+06
    range << (p->minExclusive ? "greater than " : "from ") << p->min << (p->minExclusive ? " and up to " : " to ")
          << p->max;
    if (problem == ParamProblem::NotFinite)
        return std::string(name) + " must be a finite number (" + range.str() + ")";
    if (problem == ParamProblem::OutOfRange)
        return std::string(name) + " is out of range: must be " + range.str();
    return std::string(name) + " must be a whole number (" + range.str() + ")";
}

namespace {
double* vehicleField(VehicleParams& p, std::string_view name)
{
    if (name == "mass") return &p.mass;
    if (name == "maxSpeed") return &p.maxSpeed;
    if (name == "maxForce") return &p.maxForce;
    if (name == "arrivalThreshold") return &p.arrivalThreshold;
    if (name == "wanderDistance") return &p.wanderDistance;
    if (name == "wanderRadius") return &p.wanderRadius;
    if (name == "wanderRange") return &p.wanderRange;
    if (name == "avoidDistance") return &p.avoidDistance;
    if (name == "avoidBuffer") return &p.avoidBuffer;
    if (name == "pathThreshold") return &p.pathThreshold;
    if (name == "inSightDist") return &p.inSightDist;
    if (name == "tooCloseDist") return &p.tooCloseDist;
    return nullptr;
}

double* ljField(LennardJonesParams& lj, std::string_view name)
{
    if (name == "A") return &lj.A;
    if (name == "B") return &lj.B;
    if (name == "n") return &lj.n;
    if (name == "m") return &lj.m;
    if (name == "ljCutoff") return &lj.cutoff;
    if (name == "ljSpeed") return &lj.speed;
    return nullptr;
}
} // namespace

double vehicleParam(const VehicleParams& p, std::string_view name)
{
    VehicleParams copy = p;
    const double* f = vehicleField(copy, name);
    return f ? *f : 0.0;
}

double getParameter(const World& w, std::string_view name, int vehicleIndex)
{
    const ParamInfo* p = findParameter(name);
    if (!p)
        return 0.0;
    name = p->name;
    switch (p->scope) {
    case ParamScope::Vehicle:
        if (vehicleIndex < 0 || static_cast<std::size_t>(vehicleIndex) >= w.vehicles.size())
            return p->defaultValue;
        return vehicleParam(w.vehicles[static_cast<std::size_t>(vehicleIndex)].params, name);
    case ParamScope::LennardJones: {
        LennardJonesParams lj = w.lennardJones;
        return *ljField(lj, name);
    }
    case ParamScope::World:
        return w.path.loop ? 1.0 : 0.0;
    case ParamScope::Setup:
        if (name == "stageWidth") return w.stageWidth;
        if (name == "stageHeight") return w.stageHeight;
        // offset-pursuit counts its followers; the leader is extra.
        return static_cast<double>(w.vehicles.size()) - (w.scenario == ScenarioId::OffsetPursuit ? 1.0 : 0.0);
    }
    return 0.0;
}

std::optional<std::string> setParameter(World& w, std::string_view name, double value, int vehicleIndex)
{
    if (auto err = validateParameter(name, value))
        return err;
    const ParamInfo* p = findParameter(name);
    name = p->name;
    switch (p->scope) {
    case ParamScope::Vehicle:
        if (vehicleIndex >= 0) {
            if (static_cast<std::size_t>(vehicleIndex) >= w.vehicles.size())
                return "no vehicle number " + std::to_string(vehicleIndex);
            *vehicleField(w.vehicles[static_cast<std::size_t>(vehicleIndex)].params, name) = value;
        } else {
            for (auto& v : w.vehicles)
                *vehicleField(v.params, name) = value;
        }
        return std::nullopt;
    case ParamScope::LennardJones:
        *ljField(w.lennardJones, name) = value;
        return std::nullopt;
    case ParamScope::World:
        w.path.loop = value != 0.0;
        return std::nullopt;
    case ParamScope::Setup:
        return std::string(name) + " is set when the scenario starts; reset the scenario with it";
    }
    return std::nullopt;
}

} // namespace steer
