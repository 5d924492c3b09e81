#pragma once
// Vehicle.as and SteeredVehicle.as as data. Behaviours (behaviours.h) add to steeringForce;
// applySteering() and move() are the two halves of SteeredVehicle.update().
#include "explanation.h"
#include "program.h"
#include "vector2d.h"

#include <cstdint>
#include <optional>
#include <string_view>
#include <string>

namespace steer {

enum class EdgeBehavior : std::uint8_t { Wrap, Bounce, None };
std::string_view edgeName(EdgeBehavior e); // "wrap", "bounce", "none"
std::optional<EdgeBehavior> parseEdge(std::string_view name);

// The seeds' defaults (SteeredVehicle.as field initialisers).
struct VehicleParams {
    double mass = 1.0;
    double maxSpeed = 10.0;
    double maxForce = 1.0;
    double arrivalThreshold = 100.0;
    double wanderDistance = 10.0;
    double wanderRadius = 5.0;
    double wanderRange = 1.0;
    double avoidDistance = 300.0;
    double avoidBuffer = 20.0;
    double pathThreshold = 20.0;
    double inSightDist = 200.0;
    double tooCloseDist = 60.0;
    bool operator==(const VehicleParams&) const = default;
};

struct Vehicle {
    std::string id;
    std::uint32_t color = 0xffffff; // the seeds' default fill
    bool steered = true;            // false: a plain Vehicle (no steering, e.g. PursueTest's target)
    EdgeBehavior edge = EdgeBehavior::Wrap;
    VehicleParams params;

    Vector2D position;
    Vector2D velocity;
    Vector2D steeringForce; // accumulated by this frame's behaviours
    Vector2D lastForce;     // the summed force of the last update, before truncation (trace fx, fy)
    double wanderAngle = 0.0;
    int pathIndex = 0;
    Program program; // the behaviour calls it makes each frame (program.h)

    Vector2D heading() const { return velocity.normalized(); }
    Vector2D side() const { return heading().perp(); }
    bool operator==(const Vehicle&) const = default;
};

// What flock() reads of the others: a compact copy (the in-turn frame keeps it current as each
// vehicle moves; the simultaneous frame keeps frame k's), so a crowd's neighbours stay in cache.
struct Kinematics {
    Vector2D position;
    Vector2D velocity;
};

// SteeredVehicle.update() up to v = v + F: F = truncate(F, maxForce); F = F / mass; v = v + F; F = 0.
void applySteering(Vehicle& v, UpdateRecord* rec);
// Vehicle.update(): v = truncate(v, maxSpeed); p = p + v; wrap/bounce against the stage.
// `truncateVelocity` is false only where a demo sets |v| itself afterwards (004's |dv| = 5).
void move(Vehicle& v, double stageWidth, double stageHeight, UpdateRecord* rec, bool truncateVelocity = true);
// Both halves, as SteeredVehicle.update() (or only move() for a plain Vehicle).
void update(Vehicle& v, double stageWidth, double stageHeight, VehicleExplanation* ex);

} // namespace steer
