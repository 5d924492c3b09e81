#include "guided_question.h"

#include "claims.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace guided {

using steer::Vector2D;

namespace {

// Two arrows closer than this look like one on the stage: a wrong choice must differ more.
constexpr double kDistinctDegrees = 12.0;
// The turn given to the true direction when v or v_d is too close to it to serve as a wrong choice.
constexpr double kTurnDegrees = 40.0;

Vector2D rotated(Vector2D v, double degrees)
{
    const double a = degrees * std::numbers::pi / 180.0;
    return {v.x * std::cos(a) - v.y * std::sin(a), v.x * std::sin(a) + v.y * std::cos(a)};
}

bool distinct(Vector2D d, const std::vector<Choice>& taken)
{
    if (!(d.length() > 1e-9))
        return false;
    for (const Choice& c : taken)
        if (angleDegrees(d, c.direction) < kDistinctDegrees)
            return false;
    return true;
}

// v_d of the vehicle's first call that computes one, from a recorded step.
Vector2D desiredVelocity(const steer::VehicleExplanation& e)
{
    for (const auto& call : e.calls)
        if (const steer::Item* item = call.firstItem(steer::ItemKind::DesiredVelocity))
            return item->vec;
    return {};
}

void nextVelocity(Posed& p, const steer::World& shown)
{
    steer::World next = shown;
    next.recordExplanations = true;
    next.recordOnly = p.vehicle;
    next.step();
    if (next.scriptError) { // nothing was computed: no records, no next velocity
        p.problem = Problem::ScriptFailed;
        return;
    }
    const std::size_t i = std::size_t(p.vehicle);
    p.nextVelocity = next.vehicles[i].velocity;
    if (!(p.nextVelocity.length() > 1e-9)) {
        p.problem = Problem::StandsStill;
        return;
    }
    // The true direction, then the two mistakes students make: "v keeps pointing where it points"
    // and "v turns at once to v_d" (a force is truncated to maxForce, so it usually does not).
    // Where one of them coincides with the truth, the truth turned by 40° either way stands in.
    std::vector<Choice> choices{{p.nextVelocity.normalized(), -1, true}};
    const Vector2D candidates[] = {shown.vehicles[i].velocity, desiredVelocity(next.explanations[i]),
                                   rotated(p.nextVelocity, kTurnDegrees), rotated(p.nextVelocity, -kTurnDegrees)};
    for (const Vector2D& d : candidates)
        if (choices.size() < 3 && distinct(d, choices))
            choices.push_back({d.normalized(), -1, false});
    // A, B, C by the arrows' angle on the stage, then turned by the frame: the true arrow lies
    // between v and v_d, and sorting alone would make it B every time.
    std::sort(choices.begin(), choices.end(), [](const Choice& a, const Choice& b) { return a.direction.angle() < b.direction.angle(); });
    std::rotate(choices.begin(), choices.begin() + std::ptrdiff_t(shown.frame % std::int64_t(choices.size())), choices.end());
    p.choices = std::move(choices);
}

void pushingCircle(Posed& p, const steer::World& shown)
{
    steer::World next = shown;
    next.recordExplanations = true;
    next.recordOnly = p.vehicle;
    next.step();
    if (next.scriptError) {
        p.problem = Problem::ScriptFailed;
        return;
    }
    for (const auto& call : next.explanations[std::size_t(p.vehicle)].calls)
        if (call.behaviour == steer::Behaviour::AvoidCircle && call.as<steer::AvoidCircleRecord>().hit)
            p.pushing.push_back(call.as<steer::AvoidCircleRecord>().circle);
    for (int c = 0; c < int(shown.obstacles.size()); ++c)
        p.choices.push_back({{}, c, std::find(p.pushing.begin(), p.pushing.end(), c) != p.pushing.end()});
    p.choices.push_back({{}, -1, p.pushing.empty()});
}

// The seeds' race (steer::Claims): each chaser's first frame within kReachDistance of its target.
void firstToReach(Posed& p, const steer::World& shown)
{
    steer::World w = shown;
    w.recordExplanations = false;
    steer::Claims claims;
    claims.observe(w);
    auto allIn = [&] {
        return std::all_of(claims.reaches.begin(), claims.reaches.end(), [](const auto& r) { return r.frame >= 0; });
    };
    for (std::int64_t n = 0; n < kRaceFrames && !allIn(); ++n) {
        w.step();
        if (w.scriptError) // the lesson's code fails: the race is judged on the frames it ran
            break;
        claims.observe(w);
    }
    std::int64_t best = -1;
    for (const auto& r : claims.reaches) {
        p.choices.push_back({{}, shown.indexOf(r.chaser), false});
        p.reachFrames.push_back(r.frame);
        if (r.frame >= 0 && (best < 0 || r.frame < best))
            best = r.frame;
    }
    for (std::size_t c = 0; c < p.choices.size(); ++c)
        p.choices[c].correct = best >= 0 && p.reachFrames[c] == best;
}

} // namespace

double angleDegrees(Vector2D a, Vector2D b)
{
    const double la = a.length();
    const double lb = b.length();
    if (!(la > 0) || !(lb > 0))
        return 0.0;
    const double c = std::clamp(a.dotProd(b) / (la * lb), -1.0, 1.0);
    return std::acos(c) * 180.0 / std::numbers::pi;
}

Posed pose(const lessons::Question& question, const steer::World& shown)
{
    Posed p;
    p.kind = question.kind;
    if (question.kind == lessons::Question::Kind::FirstToReach) {
        firstToReach(p, shown);
        return p;
    }
    p.vehicle = shown.indexOf(question.vehicle);
    if (p.vehicle < 0) {
        p.problem = Problem::NoVehicle;
        return p;
    }
    p.position = shown.vehicles[std::size_t(p.vehicle)].position;
    if (question.kind == lessons::Question::Kind::NextVelocity)
        nextVelocity(p, shown);
    else
        pushingCircle(p, shown);
    return p;
}

} // namespace guided
