#include "claims.h"

#include "behaviours/call_site.h"

#include <algorithm>
#include <cmath>

namespace steer {

namespace {

double segmentDistance(Vector2D a, Vector2D b, Vector2D p)
{
    const Vector2D ab = b - a;
    const double t = std::clamp((p - a).dotProd(ab) / ab.lengthSQ(), 0.0, 1.0);
    return p.dist(a + ab * t);
}

double cross(Vector2D o, Vector2D a, Vector2D b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x); }

} // namespace

double distanceToVehicleBody(Vector2D position, Vector2D velocity, Vector2D c)
{
    const double a = (velocity.x == 0.0 && velocity.y == 0.0) ? 0.0 : std::atan2(velocity.y, velocity.x);
    const double cs = std::cos(a);
    const double sn = std::sin(a);
    auto at = [&](double x, double y) { return Vector2D(position.x + x * cs - y * sn, position.y + x * sn + y * cs); };
    const Vector2D corners[3] = {at(10, 0), at(-10, 5), at(-10, -5)};
    double d = segmentDistance(corners[0], corners[1], c);
    d = std::min(d, segmentDistance(corners[1], corners[2], c));
    d = std::min(d, segmentDistance(corners[2], corners[0], c));
    const double s0 = cross(corners[0], corners[1], c);
    const double s1 = cross(corners[1], corners[2], c);
    const double s2 = cross(corners[2], corners[0], c);
    const bool inside = (s0 >= 0 && s1 >= 0 && s2 >= 0) || (s0 <= 0 && s1 <= 0 && s2 <= 0);
    return inside ? -d : d;
}

double clearance(const Vehicle& v, const Obstacle& c)
{
    return distanceToVehicleBody(v.position, v.velocity, c.position) - c.radius;
}

bool Claims::applies(ScenarioId id)
{
    return id == ScenarioId::Pursue || id == ScenarioId::PursueEvade || id == ScenarioId::Arrive ||
           id == ScenarioId::Avoid || id == ScenarioId::Sandbox;
}

bool chasesItsTarget(Behaviour b) { return b == Behaviour::Seek || b == Behaviour::Arrive || b == Behaviour::Pursue; }

namespace {
// Every enabled chasing call of every vehicle at this frame: new chases are added at the end (rows
// keep their place), those no longer made stay with their values and are marked stopped.
void observeChases(const World& w, std::vector<ChaseClaim>& chases)
{
    for (ChaseClaim& c : chases)
        c.active = false;
    for (const Vehicle& v : w.vehicles)
        for (const BehaviourCall& call : v.program) {
            if (!call.enabled || !chasesItsTarget(call.behaviour))
                continue;
            Vector2D at;
            if (!targetPoint(w, call, at))
                continue;
            auto it = std::find_if(chases.begin(), chases.end(), [&](const ChaseClaim& c) {
                return c.chaser == v.id && c.target == call.target && c.behaviour == call.behaviour;
            });
            if (it == chases.end()) {
                ChaseClaim fresh;
                fresh.chaser = v.id;
                fresh.target = call.target;
                fresh.behaviour = call.behaviour;
                fresh.since = w.frame;
                it = chases.insert(chases.end(), std::move(fresh));
            }
            ChaseClaim& c = *it;
            c.active = true;
            c.distanceNow = v.position.dist(at);
            if (c.minimumFrame < 0 || c.distanceNow < c.minimum) {
                c.minimum = c.distanceNow;
                c.minimumFrame = w.frame;
            }
            if (c.frame < 0 && c.distanceNow <= kReachDistance)
                c.frame = w.frame;
        }
}
} // namespace

void Claims::observe(const World& w)
{
    if (w.frame == 0 || w.scenario != scenario || w.frame != frame + 1) {
        *this = Claims{};
        scenario = w.scenario;
        if (w.scenario == ScenarioId::Pursue)
            reaches = {{"pursuer", "target"}, {"seeker", "target"}};
        else if (w.scenario == ScenarioId::PursueEvade)
            reaches = {{"pursuer", "evader"}};
    }
    frame = w.frame;
    for (ReachClaim& r : reaches) {
        const int a = w.indexOf(r.chaser);
        const int b = w.indexOf(r.target);
        if (a < 0 || b < 0)
            continue;
        r.distanceNow = w.vehicles[std::size_t(a)].position.dist(w.vehicles[std::size_t(b)].position);
        if (r.frame < 0 && r.distanceNow <= kReachDistance)
            r.frame = w.frame;
    }
    if (w.scenario == ScenarioId::Arrive && !w.vehicles.empty()) {
        // ArriveTest's step from this frame: arrive(mouse) brakes unless dist > arrivalThreshold.
        const Vehicle& v = w.vehicles[0];
        braking.distanceNow = v.position.dist(w.pointer);
        braking.speedNow = v.velocity.length();
        if (braking.frame < 0 && !(braking.distanceNow > v.params.arrivalThreshold)) {
            braking.frame = w.frame;
            braking.distance = braking.distanceNow;
            braking.threshold = v.params.arrivalThreshold;
        }
    }
    if (w.scenario == ScenarioId::Sandbox)
        observeChases(w, chases);
    if (w.scenario == ScenarioId::Avoid && !w.vehicles.empty()) {
        clearances.resize(w.obstacles.size());
        for (std::size_t i = 0; i < w.obstacles.size(); ++i) {
            ClearanceClaim& c = clearances[i];
            c.now = clearance(w.vehicles[0], w.obstacles[i]);
            if (c.minimumFrame < 0 || c.now < c.minimum) {
                c.minimum = c.now;
                c.minimumFrame = w.frame;
            }
        }
    }
}

} // namespace steer
