#pragma once
// Every parameter the seeds name, with its default and the range the program accepts.
// Values outside the range are refused (never clamped silently), so nothing can become NaN.
#include "world.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace steer {

enum class ParamScope : std::uint8_t {
    Vehicle,      // a field of VehicleParams, per vehicle
    LennardJones, // World::lennardJones
    World,        // live world setting (loop)
    Setup,        // needs the scenario to be set up again (stage size, count)
};

struct ParamInfo {
    std::string_view name; // the seeds' name: "maxSpeed", "arrivalThreshold", "B", ...
    ParamScope scope;
    double defaultValue;
    double min;
    double max;
    bool minExclusive = false; // mass > 0
    bool integer = false;
};

const std::vector<ParamInfo>& parameterTable();
const ParamInfo* findParameter(std::string_view name);
// Why a value is refused, as a code: the program words it in the interface language with the
// parameter's ParamInfo (its limits), so nothing English reaches a translated message.
enum class ParamProblem : std::uint8_t { None, Unknown, NotFinite, OutOfRange, NotWhole };
ParamProblem checkParameter(std::string_view name, double value);
// The same check as an English message (core tests, scenario set-up), or nothing when valid.
std::optional<std::string> validateParameter(std::string_view name, double value);
std::string parameterNames(); // "mass, maxSpeed, ..." for messages

double vehicleParam(const VehicleParams& p, std::string_view name);
double getParameter(const World& w, std::string_view name, int vehicleIndex = 0);
// Applies a live parameter: to vehicle `vehicleIndex`, or every vehicle when it is -1.
// Setup parameters are refused here (see ScenarioSetup).
std::optional<std::string> setParameter(World& w, std::string_view name, double value, int vehicleIndex = -1);

} // namespace steer
