#pragma once
// Checks recorded input against the lesson's frame-0 world without simulating anything: the
// obstacles never change in number and the path changes only through input events, so every
// index, name and value an event uses can be checked in one pass over the log. The reader uses
// it event by event (to name the JSON field); replay uses it on lessons built in code.
#include "input_log.h"
#include "world.h"

#include <QString>

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace lessons {

class InputChecker {
public:
    explicit InputChecker(const steer::World& frame0);

    struct Problem {
        const char* field; // the event's JSON field concerned: "point", "obstacle", "waypoint", "name" ...
        QString text;      // translated
    };
    // Checks the next event (in log order) and follows its effect on the path.
    std::optional<Problem> check(const steer::InputEvent& e);
    // The vehicles' ids at this point of the input (the sandbox adds and removes vehicles).
    const std::vector<std::string>& vehicleIds() const { return ids_; }

private:
    std::optional<Problem> checkCalls(const std::string& self, const std::string& text) const;
    int indexOf(const std::string& id) const;

    std::size_t obstacles_;
    std::size_t waypoints_;
    std::vector<std::string> ids_;
};

// Whether an add-vehicle event of `log` places vehicle `id` (the sandbox adds vehicles on the way).
bool placedInInput(const steer::InputLog& log, const std::string& id);

// A position a lesson may hold: finite and within ±kMaxCoordinate. Empty, or a translated problem.
QString checkCoordinate(double v);
// A variant switch and choice (variants.h). Empty, or a translated problem with `field` set to
// "behaviour" or "choice".
QString checkVariant(const std::string& behaviour, const std::string& choice, const char** field);
// A parameter value in its range (parameters.h). Empty, or a translated problem.
QString checkParameterValue(const std::string& name, double value);

} // namespace lessons
