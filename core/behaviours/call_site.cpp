#include "behaviours/call_site.h"

#include "world.h"

namespace steer {

bool targetPoint(const World& w, const BehaviourCall& c, Vector2D& out)
{
    if (c.target == "pointer") {
        out = w.pointer;
        return true;
    }
    const int t = w.indexOf(c.target);
    if (t < 0)
        return false;
    out = w.vehicles[static_cast<std::size_t>(t)].position;
    return true;
}

const Vehicle* targetVehicle(const World& w, const BehaviourCall& c)
{
    if (c.target.empty() || c.target == "pointer")
        return nullptr;
    const int t = w.indexOf(c.target);
    return t < 0 ? nullptr : &w.vehicles[static_cast<std::size_t>(t)];
}

} // namespace steer
