#include "vehicle.h"

namespace steer {

std::string_view edgeName(EdgeBehavior e)
{
    switch (e) {
    case EdgeBehavior::Wrap:
        return "wrap";
    case EdgeBehavior::Bounce:
        return "bounce";
    case EdgeBehavior::None:
        break;
    }
    return "none";
}

std::optional<EdgeBehavior> parseEdge(std::string_view name)
{
    for (auto e : {EdgeBehavior::Wrap, EdgeBehavior::Bounce, EdgeBehavior::None})
        if (edgeName(e) == name)
            return e;
    return std::nullopt;
}

void applySteering(Vehicle& v, UpdateRecord* rec)
{
    v.lastForce = v.steeringForce;
    if (rec) {
        rec->steered = true;
        rec->force = v.steeringForce;
        rec->velocityBefore = v.velocity;
        rec->mass = v.params.mass;
        rec->maxForce = v.params.maxForce;
    }
    v.steeringForce.truncate(v.params.maxForce);
    if (rec)
        rec->forceTruncated = v.steeringForce;
    v.steeringForce = v.steeringForce.divide(v.params.mass);
    v.velocity = v.velocity.add(v.steeringForce);
    if (rec) {
        rec->acceleration = v.steeringForce;
        rec->velocitySum = v.velocity;
    }
    v.steeringForce = Vector2D();
}

namespace {
bool bounce(Vehicle& v, double w, double h)
{
    bool hit = false;
    if (v.position.x > w) {
        v.position.x = w;
        v.velocity.x *= -1;
        hit = true;
    } else if (v.position.x < 0) {
        v.position.x = 0;
        v.velocity.x *= -1;
        hit = true;
    }
    if (v.position.y > h) {
        v.position.y = h;
        v.velocity.y *= -1;
        hit = true;
    } else if (v.position.y < 0) {
        v.position.y = 0;
        v.velocity.y *= -1;
        hit = true;
    }
    return hit;
}

bool wrap(Vehicle& v, double w, double h)
{
    bool hit = false;
    if (v.position.x > w) {
        v.position.x = 0;
        hit = true;
    }
    if (v.position.x < 0) {
        v.position.x = w;
        hit = true;
    }
    if (v.position.y > h) {
        v.position.y = 0;
        hit = true;
    }
    if (v.position.y < 0) {
        v.position.y = h;
        hit = true;
    }
    return hit;
}
} // namespace

void move(Vehicle& v, double stageWidth, double stageHeight, UpdateRecord* rec, bool truncateVelocity)
{
    if (rec) {
        rec->maxSpeed = v.params.maxSpeed;
        rec->positionBefore = v.position;
        if (!v.steered) {
            rec->steered = false;
            rec->velocityBefore = v.velocity;
            rec->velocitySum = v.velocity;
        }
    }
    if (truncateVelocity)
        v.velocity.truncate(v.params.maxSpeed);
    v.position = v.position.add(v.velocity);
    if (rec) {
        rec->velocityTruncated = v.velocity;
        rec->positionMoved = v.position;
    }
    bool hit = false;
    if (v.edge == EdgeBehavior::Wrap)
        hit = wrap(v, stageWidth, stageHeight);
    else if (v.edge == EdgeBehavior::Bounce)
        hit = bounce(v, stageWidth, stageHeight);
    if (rec) {
        rec->velocityAfter = v.velocity;
        rec->positionAfter = v.position;
        rec->edgeHit = hit;
    }
}

void update(Vehicle& v, double stageWidth, double stageHeight, VehicleExplanation* ex)
{
    UpdateRecord* rec = ex ? &ex->update : nullptr;
    if (ex)
        ex->updated = true;
    if (v.steered)
        applySteering(v, rec);
    move(v, stageWidth, stageHeight, rec);
}

} // namespace steer
