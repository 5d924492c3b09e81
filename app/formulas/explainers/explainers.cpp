#include "explainers.h"

#include <cstddef>
#include <iterator>

namespace formulas {

using steer::Behaviour;

// Each defined in its behaviour's own file; declared here only, so that a new behaviour adds its
// file and one line below, nothing in a header.
extern const ExplainerRow seekExplainer, fleeExplainer, arriveExplainer, pursueExplainer, evadeExplainer,
    wanderExplainer, avoidExplainer, avoidCircleExplainer, followPathExplainer, flockExplainer,
    offsetPursuitExplainer, lennardJonesExplainer, lennardJonesPushExplainer;

namespace {

struct Entry {
    Behaviour behaviour;
    const ExplainerRow* row;
};

// In the enum's order: a Behaviour added without its row, or a row out of place, is a compile error.
constexpr Entry kTable[] = {
    {Behaviour::Seek, &seekExplainer},
    {Behaviour::Flee, &fleeExplainer},
    {Behaviour::Arrive, &arriveExplainer},
    {Behaviour::Pursue, &pursueExplainer},
    {Behaviour::Evade, &evadeExplainer},
    {Behaviour::Wander, &wanderExplainer},
    {Behaviour::Avoid, &avoidExplainer},
    {Behaviour::FollowPath, &followPathExplainer},
    {Behaviour::Flock, &flockExplainer},
    {Behaviour::OffsetPursuit, &offsetPursuitExplainer},
    {Behaviour::LennardJones, &lennardJonesExplainer},
    {Behaviour::AvoidCircle, &avoidCircleExplainer},
    {Behaviour::LennardJonesPush, &lennardJonesPushExplainer},
};

constexpr bool inEnumOrder()
{
    for (std::size_t i = 0; i < std::size(kTable); ++i)
        if (kTable[i].behaviour != static_cast<Behaviour>(i))
            return false;
    return true;
}
static_assert(std::size(kTable) == steer::kBehaviourCount, "one explainer per Behaviour");
static_assert(inEnumOrder(), "the explainers in the enum's order");

} // namespace

const ExplainerRow& explainerRow(Behaviour b) { return *kTable[static_cast<std::size_t>(b)].row; }

} // namespace formulas
