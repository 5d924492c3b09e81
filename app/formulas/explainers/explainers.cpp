#include "explainers.h"

#include <iterator>

namespace formulas {

Explainer explainerFor(steer::Behaviour b)
{
    // In the enum's order; the size check makes a Behaviour added without its row a compile error.
    static constexpr Explainer table[] = {
        explainSeek,   explainFlee,         explainArrive,       explainPursue,        explainEvade,
        explainWander, explainAvoid,        explainFollowPath,   explainFlock,         explainOffsetPursuit,
        explainLennardJones, explainAvoidCircle, explainLennardJonesPush,
    };
    static_assert(std::size(table) == steer::kBehaviourCount, "one explainer per Behaviour, in the enum's order");
    return table[static_cast<std::size_t>(b)];
}

} // namespace formulas
