// The guided lessons (issue #14, "predict, then check"): each asks the student to predict at a few
// frames and check against the next ones. The frames are found here by simulation, like the other
// lessons' bookmarks, so that each question asks about a moment that shows what it should: the
// seek vehicle turning after the target jumps, a circle that really pushes, a race that is decided.
#include "bundled_specs.h"

#include "claims.h"

namespace bundled {

using Kind = lessons::Question::Kind;
using steer::Behaviour;
using steer::InputEvent;
using steer::ScenarioId;

namespace {

lessons::Lesson guidedBase(ScenarioId id, std::int64_t lastFrame)
{
    lessons::Lesson l = base(id, lastFrame);
    l.view.trails = true;
    return l;
}

// The circles whose avoid call applies a force in the step n -> n + 1.
std::vector<int> pushing(const Finder& f, std::int64_t n)
{
    std::vector<int> circles;
    for (const auto& call : f.preview(n).explanations[0].calls)
        if (call.behaviour == Behaviour::AvoidCircle && call.as<steer::AvoidCircleRecord>().hit)
            circles.push_back(call.as<steer::AvoidCircleRecord>().circle);
    return circles;
}

Spec seekPredictSpec()
{
    // From rest at (0, 0) the vehicle speeds up along the line to (400, 250) by maxForce 1 a frame;
    // at frame 4 the target jumps to (0, 300), and v can turn only by what one truncated force adds.
    Spec s{QStringLiteral("seek-predict"), guidedBase(ScenarioId::Seek, 60), {}};
    s.lesson.input.add(0, InputEvent::pointer({400, 250}));
    s.lesson.input.add(4, InputEvent::pointer({0, 300}));
    s.find = [](Finder& f) {
        f.mark("start", 0);
        f.mark("jump", 4);
        f.ask(Kind::NextVelocity, 0, "vehicle");
        f.ask(Kind::NextVelocity, 4, "vehicle");
        // Their notes say what the force does to v: the answer, shown once the class has predicted.
        f.answer("start", 0);
        f.answer("jump", 1);
        f.figure("speed4", f.at(4).vehicles[0].velocity.length(), 0);
    };
    return s;
}

Spec avoidPredictSpec()
{
    Spec s{QStringLiteral("avoid-predict"), guidedBase(ScenarioId::Avoid, 300), {}};
    s.find = [](Finder& f) {
        const auto first = f.first(0, [&](auto n) { return pushing(f, n).size() == 1; }, "one circle pushes");
        f.mark("first", first);
        if (first < 0)
            return;
        const int circle = pushing(f, first).front();
        f.figure("firstCircle", double(circle + 1), 0);
        // A quiet frame before it: the feeler meets no buffer circle, nothing pushes.
        const auto quiet = std::max<std::int64_t>(0, first - 10);
        if (!pushing(f, quiet).empty())
            f.problem(QStringLiteral("a circle pushes at frame %1, ten frames before the first push").arg(quiet));
        f.mark("quiet", quiet);
        const auto other = f.first(first, [&](auto n) {
            const auto p = pushing(f, n);
            return p.size() == 1 && p.front() != circle;
        }, "another circle pushes");
        f.mark("other", other);
        f.ask(Kind::PushingCircle, quiet, "vehicle");
        f.ask(Kind::PushingCircle, first, "vehicle");
        f.ask(Kind::PushingCircle, other, "vehicle");
        // Each note says which circle pushes (or that none does yet).
        f.answer("quiet", 0);
        f.answer("first", 1);
        f.answer("other", 2);
    };
    return s;
}

Spec pursueRaceSpec()
{
    // As in pursuer-beats-seeker, the target at maxSpeed 5 so that the race is decided on open ground.
    Spec s{QStringLiteral("pursue-race"), guidedBase(ScenarioId::Pursue, 150), {}};
    s.lesson.vehicleParameters = {{"target", "maxSpeed", 5.0}};
    s.find = [](Finder& f) {
        // PursueTest's vehicles: 0 seeker, 1 pursuer, 2 target; "reaches" as the Claims panel counts it.
        auto reaches = [&](int chaser) {
            return f.first(0, [&](auto n) { return distance(f.at(n), chaser, 2) <= steer::kReachDistance; }, "a chaser reaches the target");
        };
        f.mark("start", 0);
        const auto pursuer = reaches(1);
        const auto seeker = reaches(0);
        f.mark("pursuer", pursuer);
        f.mark("seeker", seeker);
        // The arrivals' bookmarks and the Claims rows that count the race (and the claim of 002,
        // which states the winner) wait until the class has predicted.
        f.ask(Kind::FirstToReach, 0, {}, {"pursue-claim", "pursuer-reach", "seeker-reach", "reach-order"});
        f.answer("pursuer", 0);
        f.answer("seeker", 0);
    };
    return s;
}

} // namespace

std::vector<Spec> guidedSpecs() { return {seekPredictSpec(), avoidPredictSpec(), pursueRaceSpec()}; }

} // namespace bundled
