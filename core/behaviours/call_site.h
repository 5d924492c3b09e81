#pragma once
// One call of a vehicle's program in a frame (program_frame.cpp), as the behaviour table's `run`
// receives it: enough to find the call's arguments in the world the way a demo's onEnterFrame
// passes them (`_vehicle.seek(new Vector2D(mouseX, mouseY))`, `pursue(_evader)`, `flock(_vehicles)`).
#include "behaviours/steer_context.h"
#include "vector2d.h"

#include <cstddef>
#include <vector>

namespace steer {

struct World;
struct Vehicle;
struct BehaviourCall;

struct CallSite {
    World& world;
    std::size_t self; // the vehicle making the call
    const BehaviourCall& call;
    SteerContext context;
    std::vector<int>& candidates; // a buffer flock's neighbour query reuses from call to call
};

// The point a seek, flee or arrive call heads for (the pointer, or the named vehicle's position);
// false when that vehicle is gone.
bool targetPoint(const World& w, const BehaviourCall& c, Vector2D& out);
// The vehicle a pursue, evade or offset-pursuit call names, or null when it is gone.
const Vehicle* targetVehicle(const World& w, const BehaviourCall& c);

} // namespace steer
