#pragma once
// What one avoid() call computed over all its circles (each circle ahead has an AvoidCircleRecord).
#include "behaviour_id.h"
#include "vector2d.h"

namespace steer {

struct AvoidRecord {
    static constexpr Behaviour kBehaviour = Behaviour::Avoid;
    Vector2D position;       // _position
    Vector2D velocity;       // _velocity before any braking
    Vector2D feeler;         // heading * avoidDistance
    Vector2D force;          // the sum of the circles' forces (zero without a hit)
    Vector2D brakedVelocity; // _velocity after every brake (the velocity itself without a hit)
    int circles = 0;
    int ahead = 0;           // dotProd > 0: tested further
    int behind = 0;
    int hits = 0;
    double avoidDistance = 0.0;
    double avoidBuffer = 0.0;
    double maxSpeed = 0.0;
    bool operator==(const AvoidRecord&) const = default;
};

} // namespace steer
