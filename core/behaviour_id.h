#pragma once
// The behaviours as ids: one per method of the seeds' SteeredVehicle (and the Cocos and
// Lennard-Jones additions), plus the per-circle and per-obstacle parts of two of them. Each has one
// row in behaviours/behaviour_table.h and one record type (explanation.h's RecordData), in this order.
#include <cstdint>
#include <string_view>

namespace steer {

enum class Behaviour : std::uint8_t {
    Seek, Flee, Arrive, Pursue, Evade, Wander, Avoid, FollowPath, Flock, OffsetPursuit, LennardJones,
    AvoidCircle,       // avoid: one circle tested ahead (dotProd > 0), child of the Avoid call
    LennardJonesPush,  // Lennard-Jones: one obstacle within the cut-off, child of the LennardJones call
};
constexpr int kBehaviourCount = 13;
// "seek", "flee", ... "lennardJonesPush": the record id of the behaviour table's row (behaviours/behaviour_table.h).
std::string_view behaviourId(Behaviour b);

} // namespace steer
