#include "formula_explanations.h"

#include "explainers/explainers.h"

#include <set>

namespace formulas {

using steer::Behaviour;

std::vector<QString> explanationsFor(const steer::World& world, int vehicleIndex, const Translate& tx)
{
    std::vector<QString> out;
    if (vehicleIndex < 0 || static_cast<std::size_t>(vehicleIndex) >= world.explanations.size())
        return out;
    const auto& calls = world.explanations[static_cast<std::size_t>(vehicleIndex)].calls;
    std::set<Behaviour> seen;
    std::vector<Behaviour> order;
    // Nested calls (pursue's seek, flock's flee) are explained by their caller's paragraph,
    // except under path following, whose seek or arrive is the whole movement.
    for (const auto& c : calls) {
        const bool topLevel = c.parent < 0;
        const bool underPath = !topLevel && calls[static_cast<std::size_t>(c.parent)].behaviour == Behaviour::FollowPath;
        if ((topLevel || underPath) && seen.insert(c.behaviour).second)
            order.push_back(c.behaviour);
    }
    // Each behaviour's paragraph and variant notes are in its explainer's row (explainers/).
    auto say = [&](const char* text) { out.push_back(tx("FormulaExplanation", text)); };
    for (Behaviour b : order) {
        const ExplainerRow& row = explainerRow(b);
        if (*row.paragraph != '\0')
            say(row.paragraph);
        if (row.notes)
            for (const char* note : row.notes(world.variants))
                say(note);
    }
    return out;
}

} // namespace formulas
