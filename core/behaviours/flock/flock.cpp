#include "flock.h"

#include "behaviours/call_site.h"
#include "distance_threshold.h"
#include "behaviours/flee/flee.h"
#include "behaviours/seek/seek.h"
#include "script_hook.h"
#include "world.h"

#include <numeric>
#include <type_traits>

#include <numbers>
#include <vector>

namespace steer {

bool inSight(const Vehicle& v, const Vehicle& other, InSight variant)
{
    if (v.position.dist(other.position) > v.params.inSightDist)
        return false;
    if (variant == InSight::Front) {
        const Vector2D heading = v.velocity.normalized();
        const Vector2D difference = other.position.subtract(v.position);
        if (difference.dotProd(heading) < 0)
            return false;
    }
    return true;
}

NeighbourFilter flockFilter(const Vehicle& v, std::size_t self, const Variants& variants)
{
    return {static_cast<int>(self), variants.inSight == InSight::Front, v.position, v.velocity.normalized()};
}

bool tooClose(const Vehicle& v, const Vehicle& other) { return v.position.dist(other.position) < v.params.tooCloseDist; }

namespace {
// Others is Vehicle, Kinematics or NeighbourEntry: flock reads only their position and velocity.
template <typename Others>
void flockWith(Vehicle& v, std::size_t self, std::span<const Others> all, std::span<const int> candidates,
               const SteerContext& c, int parent)
{
    CallRecorder r(c.ex, Behaviour::Flock, parent);
    Vector2D averageVelocity = v.velocity;
    Vector2D averagePosition;
    int inSightCount = 0;
    int tooCloseCount = 0;
    Vector2D separation; // ΣF_sep, only while recording: the flees' forces summed in the order applied
    // inSight() and tooClose() inlined: v's velocity does not change inside this loop (flee only adds
    // to the force), so the heading and each distance are computed once, with identical results.
    // The distance tests compare squared distances with exact thresholds (distance_threshold.h):
    // the same decisions as `dist > inSightDist` and `dist < tooCloseDist`, without a sqrt per pair.
    const Vector2D heading = v.velocity.normalized();
    const bool frontOnly = c.variants.inSight == InSight::Front;
    const double beyondSight = beyondThreshold(v.params.inSightDist);
    const double tooCloseBelow = withinThreshold(v.params.tooCloseDist);
    // First which candidates are in sight, decided without branches (about half of a crowd's
    // candidates fail the front test, in no pattern a branch predictor could learn); then the sums
    // over those, in the candidates' order, exactly as one loop with `continue` would add them.
    thread_local std::vector<int> seen;
    if (seen.size() < candidates.size())
        seen.resize(candidates.size());
    std::size_t seenCount = 0;
    for (int i : candidates) {
        const Others& other = all[static_cast<std::size_t>(i)];
        const bool near = !(v.position.distSQ(other.position) > beyondSight);
        const bool ahead = !(other.position.subtract(v.position).dotProd(heading) < 0);
        seen[seenCount] = i;
        bool sighted = near & (ahead | !frontOnly) & (static_cast<std::size_t>(i) != self);
        if constexpr (std::is_same_v<Others, Vehicle>) // a scripted frame: the script's inSight() decides
            if (c.script && static_cast<std::size_t>(i) != self)
                c.script->asks(ScriptMethod::InSight, v, other, c, sighted);
        seenCount += static_cast<std::size_t>(sighted);
    }
    for (std::size_t k = 0; k < seenCount; ++k) {
        const Others& other = all[static_cast<std::size_t>(seen[k])];
        const double distSQ = v.position.distSQ(other.position);
        averageVelocity = averageVelocity.add(other.velocity);
        averagePosition = averagePosition.add(other.position);
        if (r) {
            r.segment(ItemKind::NeighbourLink, "neighbour", v.position, other.position);
            r.data<FlockRecord>().inSight.push_back(other.position);
        }
        bool tooCloseNow = distSQ < tooCloseBelow;
        if constexpr (std::is_same_v<Others, Vehicle>) // a scripted frame: the script's tooClose() decides
            if (c.script)
                c.script->asks(ScriptMethod::TooClose, v, other, c, tooCloseNow);
        if (tooCloseNow) {
            flee(v, other.position, c, r.index()); // separation
            if (r)
                separation = separation.add(r.explanation()->calls.back().as<FleeRecord>().appliedForce);
            ++tooCloseCount;
        }
        ++inSightCount;
    }
    if (r) {
        const double facing = heading.angle();
        if (frontOnly)
            r.sector(ItemKind::InSightCone, "inSightDist", v.position, v.params.inSightDist,
                     facing - std::numbers::pi / 2, std::numbers::pi);
        else
            r.sector(ItemKind::InSightCone, "inSightDist", v.position, v.params.inSightDist, facing,
                     2 * std::numbers::pi);
        r.circle(ItemKind::TooCloseCircle, "tooCloseDist", v.position, v.params.tooCloseDist);
        // The flees' arrows each push away from one neighbour; the class needs their sum too.
        if (tooCloseCount > 0)
            r.arrow(ItemKind::SeparationSum, "separation", v.position, separation);
        auto& d = r.data<FlockRecord>();
        d.position = v.position;
        d.inSightDist = v.params.inSightDist;
        d.tooCloseDist = v.params.tooCloseDist;
        d.sightFrom = frontOnly ? facing - std::numbers::pi / 2 : facing;
        d.sightSpan = frontOnly ? std::numbers::pi : 2 * std::numbers::pi;
        d.inSightCount = inSightCount;
        d.tooCloseCount = tooCloseCount;
        d.separation = separation;
    }
    if (inSightCount == 0)
        return;
    // Both sums are divided by inSightCount, although averageVelocity also holds v's own velocity.
    averageVelocity = averageVelocity.divide(inSightCount);
    averagePosition = averagePosition.divide(inSightCount);
    seek(v, averagePosition, c, r.index()); // cohesion
    const Vector2D alignment = averageVelocity.subtract(v.velocity);
    switch (c.variants.alignment) {
    case Alignment::Intended:
        v.steeringForce = v.steeringForce.add(alignment);
        break;
    case Alignment::Printed000:
        // `_steeringForce.add(...)` returns a new vector that nobody keeps.
        break;
    case Alignment::Cocos:
        v.steeringForce = v.steeringForce.subtract(averageVelocity);
        break;
    }
    if (r) {
        r.point(ItemKind::AveragePosition, "averagePosition", averagePosition);
        r.arrow(ItemKind::AverageVelocity, "averageVelocity", v.position, averageVelocity);
        const Vector2D applied = c.variants.alignment == Alignment::Intended ? alignment
                                 : c.variants.alignment == Alignment::Cocos  ? -averageVelocity
                                                                             : Vector2D();
        r.arrow(ItemKind::Alignment, "alignment", v.position, alignment);
        r.arrow(ItemKind::SteeringForce, "alignmentApplied", v.position, applied);
        auto& d = r.data<FlockRecord>();
        d.averagePosition = averagePosition;
        d.averageVelocity = averageVelocity;
        d.alignment = alignment;
        d.alignmentApplied = applied;
        d.alignmentAdded = c.variants.alignment != Alignment::Printed000;
    }
}

} // namespace

void flock(Vehicle& v, std::size_t self, std::span<const Vehicle> all, std::span<const int> candidates,
           const SteerContext& c, int parent)
{
    flockWith(v, self, all, candidates, c, parent);
}

void flock(Vehicle& v, std::size_t self, std::span<const Kinematics> all, std::span<const int> candidates,
           const SteerContext& c, int parent)
{
    flockWith(v, self, all, candidates, c, parent);
}

void flock(Vehicle& v, std::size_t self, std::span<const NeighbourEntry> all, std::span<const int> candidates,
           const SteerContext& c, int parent)
{
    flockWith(v, self, all, candidates, c, parent);
}

void flockCall(const CallSite& site)
{
    World& w = site.world;
    Vehicle& v = w.vehicles[site.self];
    if (const ScriptFrame* script = site.context.script) {
        if (script->handles(ScriptMethod::Flock, v, site.context, -1))
            return;
        // The built-in flock beside a script that may define inSight or tooClose: every vehicle is a
        // candidate (the script's inSight need not agree with the neighbour query), read as Vehicles.
        site.candidates.resize(w.vehicles.size());
        std::iota(site.candidates.begin(), site.candidates.end(), 0);
        flock(v, site.self, std::span<const Vehicle>(w.vehicles), site.candidates, site.context);
        return;
    }
    w.neighbourCandidates(site.self, v.params.inSightDist, site.candidates);
    flock(v, site.self, std::span<const Kinematics>(w.kinematics), site.candidates, site.context);
}

} // namespace steer
