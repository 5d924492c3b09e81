#pragma once
// What a scripted call recorded (issue #34): the steering force it added, drawn and listed without
// any show(), and what the script chose to explain with this.show(), showPoint(), showCircle() and
// note(), each with the script's line that recorded it. Kept beside the built-ins' records
// (VehicleExplanation::scripted) rather than as one more Behaviour, whose enum every formula
// explainer switches over: a script's method has no formula of its own, only the values it shows.
#include "vector2d.h"

#include <cstdint>
#include <string>
#include <vector>

namespace steer {

enum class ScriptMethod : std::uint8_t;

struct ScriptShown {
    enum class Kind : std::uint8_t { Vector, Point, Circle, Number };
    Kind kind = Kind::Number;
    std::string name;  // the script's own name for it
    Vector2D origin;   // Vector: the vehicle's position; Point: the point; Circle: the centre
    Vector2D vec;      // Vector: the vector drawn from origin
    double radius = 0; // Circle
    double value = 0;  // Number
    int line = 0;      // the script's line that recorded it
    bool operator==(const ScriptShown&) const = default;
};

struct ScriptCallRecord {
    ScriptMethod method;
    // The built-in call whose record it nests under (an index into VehicleExplanation::calls), or -1.
    int parent = -1;
    Vector2D position; // the vehicle's position when the call began
    Vector2D force;    // the steering force the call added (after minus before)
    std::vector<ScriptShown> shown;
};

} // namespace steer
