// Which rows a world's legend lists: the kinds drawn now (legendRows, kindsPresent) and the kinds
// its vehicles' programs can ever draw (kindsPossible: the room the window keeps for the legend).
#include "legend_parts.h"

#include "overlay_hit.h"
#include "behaviours/behaviour_table.h"
#include "scenarios.h"

#include <algorithm>
#include <bitset>

namespace diagrams {

namespace legend_parts {

LegendRows legendRows(const steer::World& w, int selected, const OverlayOptions& o)
{
    LegendRows rows;
    const KindSet shown = kindsDrawn(w, selected, o);
    for (int k = 0; k < steer::kItemKindCount; ++k)
        if (shown.test(std::size_t(k)))
            rows.kinds.push_back(ItemKind(k));
    rows.ghost = o.ghost && !rows.kinds.empty() && nextStepGhost(w, selected).has_value();
    rows.pointer = !rows.kinds.empty() && steer::scenarioInfo(w.scenario).usesPointer; // as paintPointerTarget
    if (o.focus)
        for (ItemKind k : rows.kinds)
            if (legendRule(w, selected, k) == o.focus)
                rows.focused.push_back(k);
    return rows;
}

} // namespace legend_parts

using steer::ItemKind;

KindSet kindsPresent(const steer::World& w)
{
    KindSet present;
    for (const auto& ex : w.explanations) {
        if (ex.updated && ex.update.steered)
            present.set(std::size_t(ItemKind::TotalForce));
        for (std::size_t c = 0; c < ex.calls.size(); ++c)
            for (const auto& item : ex.calls[c].items)
                present.set(std::size_t(steer::shownKind(ex, c, item)));
    }
    return present;
}

namespace {


// The kinds one call of `b` can show, and those of the calls it makes in turn, as the behaviour
// table lists them; a steering force is named as shownKind names it, `force` being this call's name.
void addCallKinds(KindSet& kinds, steer::Behaviour b, ItemKind force)
{
    using steer::Behaviour;
    const steer::BehaviourRow& row = steer::behaviourRow(b);
    for (ItemKind k : row.kinds)
        kinds.set(std::size_t(k == ItemKind::SteeringForce ? force : k));
    for (Behaviour inner : row.calls) {
        // As forceKindOf: the flock's separation flees and cohesion seek have names of their own, an
        // avoid circle's force is avoid's, the other nested calls' (pursue's seek) are a plain F.
        ItemKind innerForce = ItemKind::SteeringForce;
        if (b == Behaviour::Flock)
            innerForce = inner == Behaviour::Flee ? ItemKind::SeparationForce : ItemKind::CohesionForce;
        else if (b == Behaviour::Avoid)
            innerForce = force;
        addCallKinds(kinds, inner, innerForce);
    }
}

// As forceKindOf names the force of a call a vehicle's program makes, `calls` calls in all:
// the flock's is its alignment; wander's and avoid's get their own names beside another call
// (AvoidTest: wander + avoid).
ItemKind programCallForce(steer::Behaviour b, std::size_t calls)
{
    using steer::Behaviour;
    if (b == Behaviour::Flock)
        return ItemKind::Alignment;
    if (calls >= 2 && b == Behaviour::Wander)
        return ItemKind::WanderForce;
    if (calls >= 2 && b == Behaviour::Avoid)
        return ItemKind::AvoidForce;
    return ItemKind::SteeringForce;
}
} // namespace

KindSet kindsPossible(const steer::World& w)
{
    KindSet k;
    k.set(std::size_t(ItemKind::TotalForce)); // every steered vehicle's update
    // The calls the vehicles' programs make now (the Behaviours panel and --behaviours change them;
    // for the demos as set up these are the scenario's own). Each behaviour once as a sole call and
    // once beside others is enough (a swarm has 10 000 vehicles with the same program).
    std::bitset<2 * steer::kBehaviourCount> seen;
    for (const auto& v : w.vehicles) {
        const auto calls = std::size_t(std::count_if(v.program.begin(), v.program.end(),
                                                     [](const steer::BehaviourCall& c) { return c.enabled; }));
        for (const auto& c : v.program) {
            const std::size_t key = std::size_t(c.behaviour) * 2 + (calls >= 2 ? 1 : 0);
            if (!c.enabled || seen.test(key))
                continue;
            seen.set(key);
            addCallKinds(k, c.behaviour, programCallForce(c.behaviour, calls));
        }
    }
    return k;
}

} // namespace diagrams
