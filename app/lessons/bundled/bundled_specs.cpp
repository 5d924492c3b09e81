#include "bundled_specs.h"

#include "lesson_replay.h"
#include "parameters.h"

#include <cmath>
#include <numbers>

namespace bundled {

using steer::Behaviour;
using steer::InputEvent;
using steer::ScenarioId;
using steer::Vector2D;
using steer::World;

Run simulate(const lessons::Lesson& lesson, QString* error)
{
    Run run;
    World w;
    if (QString err = lessons::buildLessonWorld(lesson, w); !err.isEmpty()) {
        if (error)
            *error = err;
        return run;
    }
    for (std::int64_t n = 0; n <= lesson.lastFrame; ++n) {
        lesson.input.applyAt(n, w);
        World next = w;
        next.step();
        run.frames.push_back(std::move(w));
        run.previews.push_back(next);
        w = std::move(next);
    }
    return run;
}

std::int64_t Finder::first(std::int64_t from, const std::function<bool(std::int64_t)>& test, const char* what)
{
    for (std::int64_t n = std::max<std::int64_t>(from, 0); n <= last(); ++n)
        if (test(n))
            return n;
    problems_ << QStringLiteral("no frame from %1 to %2: %3").arg(from).arg(last()).arg(QString::fromUtf8(what));
    return -1;
}

std::int64_t Finder::argMin(std::int64_t from, std::int64_t to, const std::function<double(std::int64_t)>& f) const
{
    std::int64_t best = from;
    for (std::int64_t n = from; n <= std::min(to, last()); ++n)
        if (f(n) < f(best))
            best = n;
    return best;
}

std::int64_t Finder::argMax(std::int64_t from, std::int64_t to, const std::function<double(std::int64_t)>& f) const
{
    return argMin(from, to, [&](std::int64_t n) { return -f(n); });
}

void Finder::mark(const std::string& id, std::int64_t frame)
{
    if (frame >= 0)
        marks_.emplace_back(id, frame);
    values_[id] = QString::number(frame);
}

void Finder::ask(lessons::Question::Kind kind, std::int64_t frame, const std::string& vehicle,
                 std::vector<std::string> hiddenClaims)
{
    if (frame < 0)
        return;
    lessons::Question q;
    q.kind = kind;
    q.frame = frame;
    q.vehicle = vehicle;
    q.hiddenClaims = std::move(hiddenClaims);
    questions_.push_back(std::move(q));
}

void Finder::answer(const std::string& bookmark, int question) { answers_[bookmark] = question; }

void Finder::figure(const std::string& key, double v, int decimals)
{
    values_[key] = QString::number(v, 'f', decimals);
}

double distance(const World& w, int a, int b)
{
    return w.vehicles[std::size_t(a)].position.dist(w.vehicles[std::size_t(b)].position);
}

double polarisation(const World& w)
{
    Vector2D sum;
    for (const auto& v : w.vehicles)
        sum = sum.add(v.velocity.normalized());
    return sum.length() / double(w.vehicles.size());
}

int groups(const World& w, double link)
{
    const std::size_t n = w.vehicles.size();
    std::vector<int> group(n, -1);
    int count = 0;
    for (std::size_t i = 0; i < n; ++i) {
        if (group[i] >= 0)
            continue;
        std::vector<std::size_t> todo{i};
        group[i] = count;
        while (!todo.empty()) {
            const std::size_t a = todo.back();
            todo.pop_back();
            for (std::size_t b = 0; b < n; ++b)
                if (group[b] < 0 && w.vehicles[a].position.dist(w.vehicles[b].position) < link) {
                    group[b] = count;
                    todo.push_back(b);
                }
        }
        ++count;
    }
    return count;
}

bool edgeHitBefore(const Finder& f, std::int64_t n, int vehicle)
{
    return n > 0 && f.preview(n - 1).explanations[std::size_t(vehicle)].update.edgeHit;
}

const steer::BehaviourRecord* previewCall(const Finder& f, std::int64_t n, int vehicle, Behaviour b)
{
    for (const auto& call : f.preview(n).explanations[std::size_t(vehicle)].calls)
        if (call.behaviour == b)
            return &call;
    return nullptr;
}

lessons::Lesson base(ScenarioId id, std::int64_t lastFrame)
{
    lessons::Lesson l;
    l.setup.id = id;
    l.setup.seed = 1;
    l.lastFrame = lastFrame;
    return l;
}

namespace {

void variant(lessons::Lesson& l, const char* behaviour, const char* choice)
{
    steer::setVariant(l.setup.variants, behaviour, choice);
}

double speed(const World& w, int i) { return w.vehicles[std::size_t(i)].velocity.length(); }
double toPointer(const World& w) { return w.vehicles[0].position.dist(w.pointer); }

// A run of a changed copy of the lesson (the other reading of a variant, for the notes' figures).
Run rerun(const lessons::Lesson& l, Finder& f)
{
    QString err;
    Run r = simulate(l, &err);
    if (!err.isEmpty())
        f.problem(err);
    return r;
}

double meanPolarisation(const Run& r, std::size_t from)
{
    double sum = 0;
    for (std::size_t n = from; n < r.frames.size(); ++n)
        sum += polarisation(r.frames[n]);
    return sum / double(r.frames.size() - from);
}

double meanGroups(const Run& r, std::size_t from, double link)
{
    double sum = 0;
    for (std::size_t n = from; n < r.frames.size(); ++n)
        sum += groups(r.frames[n], link);
    return sum / double(r.frames.size() - from);
}

// The first frame from `from` where `a` is within `d` px of `b`; -1 when never (no problem noted).
std::int64_t firstWithin(const Run& r, int a, int b, double d, std::size_t from = 0)
{
    for (std::size_t n = from; n < r.frames.size(); ++n)
        if (distance(r.frames[n], a, b) < d)
            return std::int64_t(n);
    return -1;
}

QString frameOrNever(std::int64_t n) { return n < 0 ? QStringLiteral("—") : QString::number(n); }

constexpr double kReach = 10.0;    // "reaches": within 10 px, the vehicle's own half length
constexpr double kGroupLink = 80.0; // flock groups: vehicles closer than 80 px are one group

// --- seek, flee and their pairs (002) -------------------------------------------------------------

Spec seekSpec()
{
    Spec s{QStringLiteral("seek"), base(ScenarioId::Seek, 300), {}};
    s.lesson.input.add(0, InputEvent::pointer({400, 250}));
    s.lesson.input.add(150, InputEvent::pointer({150, 320}));
    s.lesson.view.trails = true;
    s.find = [](Finder& f) {
        f.mark("start", 0);
        f.mark("fullSpeed", f.first(0, [&](auto n) { return speed(f.at(n), 0) >= 10.0 - 1e-9; }, "full speed"));
        const auto reach = f.first(0, [&](auto n) { return toPointer(f.at(n)) < kReach; }, "seek reaches the target");
        f.mark("reach", reach);
        const auto stop = f.first(reach, [&](auto n) { return speed(f.at(n), 0) < 0.5; }, "seek stops beyond the target");
        f.mark("stop", stop);
        if (stop >= 0)
            f.figure("overshoot", toPointer(f.at(stop)), 0);
        f.mark("move", 150);
        f.mark("reach2", f.first(150, [&](auto n) { return toPointer(f.at(n)) < kReach; }, "seek reaches the moved target"));
    };
    return s;
}

Spec fleeSpec()
{
    Spec s{QStringLiteral("flee"), base(ScenarioId::Flee, 300), {}};
    s.lesson.input.add(0, InputEvent::pointer({250, 230}));
    s.lesson.view.trails = true;
    s.find = [](Finder& f) {
        f.mark("start", 0);
        f.mark("wall", f.first(1, [&](auto n) { return edgeHitBefore(f, n, 0); }, "flee meets a wall"));
        f.mark("corner", f.first(0, [&](auto n) {
            const Vector2D p = f.at(n).vehicles[0].position;
            const World& w = f.at(n);
            return (p.x < 20 || p.x > w.stageWidth - 20) && (p.y < 20 || p.y > w.stageHeight - 20);
        }, "flee reaches a corner"));
    };
    return s;
}

Spec seekFleeSpec()
{
    Spec s{QStringLiteral("seek-flee"), base(ScenarioId::SeekFlee, 600), {}};
    s.lesson.view.trails = true;
    s.find = [](Finder& f) {
        f.mark("start", 0);
        f.mark("wall", f.first(1, [&](auto n) { return edgeHitBefore(f, n, 1); }, "the fleer meets a wall"));
        const auto closest = f.argMin(0, f.last(), [&](auto n) { return distance(f.at(n), 0, 1); });
        f.mark("closest", closest);
        f.figure("closestDist", distance(f.at(closest), 0, 1), 0);
    };
    return s;
}

Spec seekFleeCycleSpec()
{
    Spec s{QStringLiteral("seek-flee-cycle"), base(ScenarioId::SeekFleeCycle, 600), {}};
    s.lesson.view.trails = true;
    s.find = [](Finder& f) {
        // A seeks B, B seeks C, C seeks A: the smallest of the three chaser-to-quarry gaps.
        auto gap = [&](std::int64_t n) {
            const World& w = f.at(n);
            return std::min({distance(w, 0, 1), distance(w, 1, 2), distance(w, 2, 0)});
        };
        f.mark("start", 0);
        const auto full = f.first(0, [&](auto n) {
            return speed(f.at(n), 0) > 9.99 && speed(f.at(n), 1) > 9.99 && speed(f.at(n), 2) > 9.99;
        }, "all three at full speed");
        f.mark("full", full);
        // Nobody ever catches anybody: the smallest gap once all three run at full speed.
        const auto closest = f.argMin(full, f.last(), gap);
        f.figure("closestDist", gap(closest), 0);
        f.figure("closestFrame", double(closest), 0);
        f.mark("wall", f.first(1, [&](auto n) {
            return edgeHitBefore(f, n, 0) || edgeHitBefore(f, n, 1) || edgeHitBefore(f, n, 2);
        }, "a vehicle of the cycle meets a wall"));
    };
    return s;
}

// --- arrive (002) -----------------------------------------------------------------------------------

Spec arriveSpec()
{
    Spec s{QStringLiteral("arrive"), base(ScenarioId::Arrive, 200), {}};
    s.lesson.input.add(0, InputEvent::pointer({400, 250}));
    s.lesson.view.trails = true;
    s.find = [](Finder& f) {
        f.mark("start", 0);
        const auto brake = f.first(0, [&](auto n) {
            return toPointer(f.at(n)) < f.at(n).vehicles[0].params.arrivalThreshold;
        }, "arrive starts to brake");
        f.mark("brake", brake);
        if (brake >= 0)
            f.figure("brakeDist", toPointer(f.at(brake)), 1);
        const auto slow = f.first(brake, [&](auto n) { return speed(f.at(n), 0) < 1.0; }, "arrive slower than 1 px a frame");
        f.mark("slow", slow);
        if (slow >= 0)
            f.figure("slowDist", toPointer(f.at(slow)), 1);
        f.mark("there", f.first(brake, [&](auto n) { return toPointer(f.at(n)) < 1.0; }, "arrive within 1 px"));
        // "No overshoot": the vehicle never gets past the target along its way from the start.
        const Vector2D way = f.at(0).pointer - f.at(0).vehicles[0].position;
        for (std::int64_t n = 0; n <= f.last(); ++n)
            if ((f.at(n).pointer - f.at(n).vehicles[0].position).dotProd(way) < 0)
                f.problem(QStringLiteral("arrive passes the target at frame %1").arg(n));
        // Seek from the same start to the same target, for the comparison in the notes.
        Run seek = rerun(seekSpec().lesson, f);
        double overshoot = 0;
        for (std::size_t n = 0; n < 150 && n < seek.frames.size(); ++n)
            if ((seek.frames[n].pointer - seek.frames[n].vehicles[0].position).dotProd(way) < 0)
                overshoot = std::max(overshoot, toPointer(seek.frames[n]));
        f.figure("seekOvershoot", overshoot, 0);
    };
    return s;
}

// Seek and arrive side by side (issue #31): the lesson runs seek, and its one compare pane gives the
// vehicle arrive instead (the seeds' 100 px threshold), with the seek lesson's target and input.
Spec seekVersusArriveSpec()
{
    Spec s{QStringLiteral("seek-versus-arrive"), base(ScenarioId::Seek, 300), {}};
    s.lesson.input.add(0, InputEvent::pointer({400, 250}));
    s.lesson.input.add(150, InputEvent::pointer({150, 320})); // where the seek lesson moves it too
    s.lesson.view.trails = true;
    s.lesson.compare = {QStringLiteral("behaviours:vehicle=arrive:pointer")};
    s.find = [lesson = s.lesson](Finder& f) {
        // The right pane as compare mode builds it: the same set-up with the vehicle's program replaced.
        lessons::Lesson arriveLesson = lesson;
        arriveLesson.compare.clear();
        arriveLesson.setup.programs.push_back("vehicle=arrive:pointer");
        const Run arrive = rerun(arriveLesson, f);
        if (arrive.frames.size() != f.run().frames.size())
            return;
        auto arriveAt = [&](std::int64_t n) -> const steer::World& { return arrive.frames[std::size_t(n)]; };
        const auto brake = f.first(0, [&](auto n) { return toPointer(arriveAt(n)) < 100.0; }, "arrive comes within 100 px");
        f.mark("brake", brake);
        // The claim of the notes, checked: outside the circle the panes are the same, bit for bit.
        for (std::int64_t n = 0; n < brake; ++n)
            if (!(arriveAt(n).vehicles[0].position == f.at(n).vehicles[0].position &&
                  arriveAt(n).vehicles[0].velocity == f.at(n).vehicles[0].velocity))
                f.problem(QStringLiteral("arrive differs from seek at frame %1, outside the threshold").arg(n));
        const auto pass = f.first(0, [&](auto n) { return toPointer(f.at(n)) < kReach; }, "seek passes the target");
        f.mark("pass", pass);
        if (pass >= 0)
            f.figure("arrivePassSpeed", speed(arriveAt(pass), 0), 1);
        const auto stop = f.first(pass, [&](auto n) { return speed(f.at(n), 0) < 0.5; }, "seek stops beyond the target");
        f.mark("stop", stop);
        if (stop >= 0)
            f.figure("overshoot", toPointer(f.at(stop)), 0);
        f.mark("move", 150);
        const auto rest = f.first(brake, [&](auto n) { return toPointer(arriveAt(n)) < 1.0 && speed(arriveAt(n), 0) < 0.1; },
                                  "arrive at rest on the target");
        f.mark("rest", rest);
        f.figure("seekReach2", frameOrNever(f.first(150, [&](auto n) { return toPointer(f.at(n)) < kReach; }, "seek reaches the moved target")));
    };
    return s;
}

// --- pursue and evade (002, 003) --------------------------------------------------------------------
// PursueTest's vehicles: 0 seeker, 1 pursuer, 2 target. PursueEvadeTest's: 0 pursuer, 1 evader.

void findRace(Finder& f)
{
    const auto pursuer = f.first(0, [&](auto n) { return distance(f.at(n), 1, 2) < kReach; }, "the pursuer reaches the target");
    const auto seeker = f.first(0, [&](auto n) { return distance(f.at(n), 0, 2) < kReach; }, "the seeker reaches the target");
    f.mark("pursuer", pursuer);
    f.mark("seeker", seeker);
    if (pursuer >= 0 && seeker >= 0)
        f.figure("lead", double(seeker - pursuer), 0);
}

double lookAheadAt(const Finder& f, std::int64_t n)
{
    const auto* call = previewCall(f, n, 1, Behaviour::Pursue);
    return call ? call->as<steer::PursueRecord>().lookAheadTime : 0.0;
}

Spec pursueSpec()
{
    Spec s{QStringLiteral("pursue"), base(ScenarioId::Pursue, 200), {}};
    s.lesson.view.trails = true;
    s.find = [](Finder& f) {
        f.mark("start", 0);
        f.figure("lookAhead0", lookAheadAt(f, 0), 1);
        // The target's velocity is set to length 15, but Vehicle.update() truncates it to maxSpeed.
        f.figure("targetSpeed", speed(f.at(1), 2), 0);
        const auto wrap = f.first(1, [&](auto n) { return edgeHitBefore(f, n, 1); }, "the pursuer crosses the edge");
        f.mark("wrap", wrap);
        f.figure("targetWrap", double(f.first(1, [&](auto n) { return edgeHitBefore(f, n, 2); }, "the target crosses the edge")), 0);
        findRace(f);
    };
    return s;
}

Spec pursuerBeatsSeekerSpec()
{
    Spec s{QStringLiteral("pursuer-beats-seeker"), base(ScenarioId::Pursue, 150), {}};
    s.lesson.vehicleParameters = {{"target", "maxSpeed", 5.0}};
    s.lesson.view.trails = true;
    s.find = [](Finder& f) {
        f.mark("start", 0);
        findRace(f);
        // No wrap helps anybody here (the notes say so): nobody meets an edge before the seeker's catch.
        const std::int64_t seeker = firstWithin(f.run(), 0, 2, kReach);
        for (int i = 0; i < 3; ++i)
            for (std::int64_t n = 1; n <= seeker; ++n)
                if (edgeHitBefore(f, n, i))
                    f.problem(QStringLiteral("vehicle %1 meets the edge at frame %2, before the seeker's catch").arg(i).arg(n));
        // The notes say the pursuer's path is the straighter one: its heading turns less in all
        // before its catch than the seeker's does before its own.
        auto turning = [&](int i, std::int64_t until) {
            double sum = 0;
            for (std::int64_t n = 2; n <= until; ++n) {
                const Vector2D a = f.at(n - 1).vehicles[std::size_t(i)].velocity;
                const Vector2D b = f.at(n).vehicles[std::size_t(i)].velocity;
                sum += std::abs(std::atan2(a.x * b.y - a.y * b.x, a.dotProd(b)));
            }
            return sum;
        };
        const std::int64_t pursuer = firstWithin(f.run(), 1, 2, kReach);
        if (pursuer < 0 || seeker < 0 || turning(1, pursuer) >= turning(0, seeker))
            f.problem(QStringLiteral("the pursuer's path is not the straighter one"));
        // The same race at the seeds' target speed, for the notes.
        Run seeds = rerun(pursueSpec().lesson, f);
        f.figure("seedsPursuer", frameOrNever(firstWithin(seeds, 1, 2, kReach)));
        f.figure("seedsSeeker", frameOrNever(firstWithin(seeds, 0, 2, kReach)));
    };
    return s;
}

void findEvasion(Finder& f, const char* prefix)
{
    const std::string p(prefix);
    double sum = 0;
    int near = 0;
    for (std::int64_t n = 0; n <= f.last(); ++n) {
        sum += distance(f.at(n), 0, 1);
        near += distance(f.at(n), 0, 1) < 30.0;
    }
    f.figure(p + "meanDist", sum / double(f.last() + 1), 0);
    f.figure(p + "near", double(near), 0);
    const auto close = f.first(0, [&](auto n) { return distance(f.at(n), 0, 1) < 20.0; }, "the pursuer comes within 20 px");
    f.mark(p + "close", close);
    const auto closest = f.argMin(0, f.last(), [&](auto n) { return distance(f.at(n), 0, 1); });
    f.mark(p + "closest", closest);
    f.figure(p + "closestDist", distance(f.at(closest), 0, 1), 1);
}

Spec pursueEvadeSpec()
{
    Spec s{QStringLiteral("pursue-evade"), base(ScenarioId::PursueEvade, 600), {}};
    s.lesson.view.trails = true;
    s.find = [](Finder& f) {
        f.mark("start", 0);
        f.mark("wall", f.first(1, [&](auto n) { return edgeHitBefore(f, n, 1); }, "the evader meets a wall"));
        findEvasion(f, "");
    };
    return s;
}

Spec evadeAheadBehindSpec()
{
    Spec s{QStringLiteral("evade-ahead-behind"), base(ScenarioId::PursueEvade, 600), {}};
    variant(s.lesson, "evade", "behind");
    s.lesson.view.trails = true;
    s.lesson.view.selected = QStringLiteral("evader");
    s.find = [](Finder& f) {
        // At frame 0 the pursuer stands still and "behind" is where it stands: show it under way.
        f.mark("behind", f.first(0, [&](auto n) { return speed(f.at(n), 0) > 9.99; }, "the pursuer at full speed"));
        findEvasion(f, "");
        // The book's reading on the same start, for the notes.
        lessons::Lesson ahead = pursueEvadeSpec().lesson;
        Run r = rerun(ahead, f);
        Finder other(r);
        findEvasion(other, "");
        f.figure("aheadClose", frameOrNever(firstWithin(r, 0, 1, 20.0)));
        f.figure("aheadClosest", other.values().at("closest"));
        f.figure("aheadClosestDist", other.values().at("closestDist"));
        f.figure("aheadMeanDist", other.values().at("meanDist"));
        f.figure("aheadNear", other.values().at("near"));
    };
    return s;
}

Spec lookAheadSpec()
{
    Spec s{QStringLiteral("lookahead-book-cocos"), base(ScenarioId::Pursue, 200), {}};
    variant(s.lesson, "lookahead", "cocos");
    s.lesson.view.trails = true;
    s.find = [](Finder& f) {
        f.mark("start", 0);
        f.figure("lookAhead0", lookAheadAt(f, 0), 1);
        // Behind the target at the target's own velocity: the gap no longer shrinks.
        const auto tail = f.first(1, [&](auto n) {
            const World& w = f.at(n);
            return distance(w, 1, 2) < 100.0 && w.vehicles[1].velocity.dist(w.vehicles[2].velocity) < 0.5;
        }, "the pursuer runs behind the target at its speed");
        f.mark("tail", tail);
        if (tail >= 0)
            f.figure("tailDist", distance(f.at(tail), 1, 2), 0);
        f.mark("headOn", f.first(0, [&](auto n) {
            const steer::BehaviourRecord* call = previewCall(f, n, 1, Behaviour::Pursue);
            return call && call->as<steer::PursueRecord>().headOn;
        }, "the head-on shortcut"));
        findRace(f);
        Run book = rerun(pursueSpec().lesson, f);
        f.figure("bookPursuer", frameOrNever(firstWithin(book, 1, 2, kReach)));
        Finder bf(book);
        f.figure("bookLookAhead0", lookAheadAt(bf, 0), 1);
    };
    return s;
}

// --- wander (002, 000/001) --------------------------------------------------------------------------

Spec wanderSpec()
{
    Spec s{QStringLiteral("wander"), base(ScenarioId::Wander, 400), {}};
    s.lesson.view.trails = true;
    s.find = [](Finder& f) {
        f.mark("start", 0);
        f.mark("wrap", f.first(1, [&](auto n) { return edgeHitBefore(f, n, 0); }, "the wanderer crosses the edge"));
        f.mark("back", f.first(1, [&](auto n) { return f.at(n).vehicles[0].velocity.x < 0; }, "the wanderer heads back left"));
    };
    return s;
}

Spec wanderStepSpec()
{
    Spec s{QStringLiteral("wander-step"), base(ScenarioId::Wander, 600), {}};
    s.lesson.setup.parameters = {{"wanderRange", 0.4}};
    variant(s.lesson, "wander", "printed");
    s.lesson.input.add(300, InputEvent::variant("wander", "range"));
    s.lesson.view.trails = true;
    s.find = [](Finder& f) {
        auto angle = [&](std::int64_t n) { return f.at(n).vehicles[0].wanderAngle; };
        f.mark("start", 0);
        f.mark("turn", f.first(0, [&](auto n) { return angle(n) >= 2 * std::numbers::pi; }, "wanderAngle passes a full turn"));
        f.mark("switch", 300);
        f.figure("drift1", angle(300) - angle(0), 1);
        f.figure("drift2", angle(600) - angle(300), 1);
        f.figure("turns1", (angle(300) - angle(0)) / (2 * std::numbers::pi), 1);
    };
    return s;
}

// --- object avoidance and path following (000/001) --------------------------------------------------

Spec avoidSpec()
{
    Spec s{QStringLiteral("avoid"), base(ScenarioId::Avoid, 550), {}};
    s.lesson.view.trails = true;
    s.find = [](Finder& f) {
        auto hits = [&](std::int64_t n) {
            int h = 0;
            for (const auto& call : f.preview(n).explanations[0].calls)
                if (call.behaviour == Behaviour::AvoidCircle && call.as<steer::AvoidCircleRecord>().hit)
                    ++h;
            return h;
        };
        auto surface = [&](std::int64_t n) {
            double d = 1e300;
            for (const auto& c : f.at(n).obstacles)
                d = std::min(d, f.at(n).vehicles[0].position.dist(c.position) - c.radius);
            return d;
        };
        f.mark("start", 0);
        const auto touch = f.first(0, [&](auto n) { return hits(n) > 0; }, "the feeler touches a circle");
        f.mark("touch", touch);
        if (touch >= 0) {
            f.figure("touchSpeedBefore", speed(f.at(touch), 0), 1);
            f.figure("touchSpeedAfter", speed(f.at(touch + 1), 0), 1);
            f.figure("touchSurface", surface(touch), 0);
        }
        // The closest pass of the whole lesson; the lesson ends before the next, closer approach, so
        // this must not be its last frame (a pass still closing).
        const auto closest = f.argMin(0, f.last(), surface);
        if (closest == f.last())
            f.problem(QStringLiteral("the closest approach is still closing at the last frame"));
        f.mark("closest", closest);
        f.figure("closestSurface", surface(closest), 1);
        int hitFrames = 0;
        for (std::int64_t n = 0; n <= f.last(); ++n)
            hitFrames += hits(n) > 0;
        f.figure("hitFrames", double(hitFrames), 0);
    };
    return s;
}

Spec pathSpec()
{
    Spec s{QStringLiteral("path"), base(ScenarioId::Path, 360), {}};
    s.lesson.input.add(130, InputEvent::parameter("loop", 0.0, -1));
    s.lesson.view.trails = true;
    s.find = [](Finder& f) {
        auto index = [&](std::int64_t n) { return f.at(n).vehicles[0].pathIndex; };
        const int lastPoint = int(f.at(0).path.points.size()) - 1;
        f.mark("start", 0);
        f.mark("first", f.first(1, [&](auto n) { return index(n) == 1; }, "the first waypoint passed"));
        const auto toLast = f.first(1, [&](auto n) { return index(n) == lastPoint; }, "heading for the last waypoint");
        f.mark("lap", f.first(toLast, [&](auto n) { return index(n) == 0; }, "the last waypoint reached, back to the first"));
        f.mark("loopOff", 130);
        const auto arriving = f.first(130, [&](auto n) {
            const steer::BehaviourRecord* call = previewCall(f, n, 0, Behaviour::FollowPath);
            return call && call->as<steer::FollowPathRecord>().arriving;
        }, "arrive at the last waypoint");
        f.mark("arriving", arriving);
        const auto rest = f.first(arriving, [&](auto n) { return speed(f.at(n), 0) < 0.5; }, "at rest on the last waypoint");
        f.mark("rest", rest);
        if (rest >= 0 && f.at(rest).vehicles[0].position.dist(f.at(rest).path.points.back()) > 5.0)
            f.problem(QStringLiteral("the vehicle comes to rest away from the last waypoint"));
    };
    return s;
}

// --- flocking (000/001, 003) ------------------------------------------------------------------------

Spec flockSpec()
{
    Spec s{QStringLiteral("flock"), base(ScenarioId::Flock, 400), {}};
    s.find = [](Finder& f) {
        auto pol = [&](std::int64_t n) { return polarisation(f.at(n)); };
        f.mark("start", 0);
        f.figure("pol0", pol(0), 2);
        f.mark("pol5", f.first(0, [&](auto n) { return pol(n) > 0.5; }, "polarisation passes 0.5"));
        f.mark("pol9", f.first(0, [&](auto n) { return pol(n) > 0.9; }, "polarisation passes 0.9"));
        const auto one = f.first(0, [&](auto n) { return groups(f.at(n), kGroupLink) == 1; }, "one group");
        f.mark("oneGroup", one);
        const auto split = f.first(one, [&](auto n) { return groups(f.at(n), kGroupLink) > 1; }, "the flock splits");
        f.mark("split", split);
        if (split >= 0)
            f.figure("splitGroups", double(groups(f.at(split), kGroupLink)), 0);
    };
    return s;
}

Spec flockAlignmentSpec()
{
    Spec s{QStringLiteral("flock-alignment"), base(ScenarioId::Flock, 600), {}};
    variant(s.lesson, "alignment", "printed");
    s.lesson.input.add(200, InputEvent::variant("alignment", "cocos"));
    s.lesson.input.add(400, InputEvent::variant("alignment", "intended"));
    s.find = [](Finder& f) {
        auto pol = [&](std::int64_t n) { return polarisation(f.at(n)); };
        f.mark("start", 0);
        f.mark("cocos", 200);
        f.figure("polAt200", pol(200), 2);
        f.figure("polAt400", pol(400), 2);
        f.mark("intended", 400);
        const auto aligned = f.first(400, [&](auto n) { return pol(n) > 0.5; }, "polarisation passes 0.5 with the intended alignment");
        f.mark("aligned", aligned);
        f.figure("alignedAfter", double(aligned - 400), 0);
        // Each reading alone from the same start: mean polarisation over frames 300..600.
        for (const char* reading : {"printed", "intended", "cocos"}) {
            lessons::Lesson l = base(ScenarioId::Flock, 600);
            variant(l, "alignment", reading);
            f.figure(std::string("mean_") + reading, meanPolarisation(rerun(l, f), 300), 2);
        }
    };
    return s;
}

Spec flockInSightSpec()
{
    Spec s{QStringLiteral("flock-insight"), base(ScenarioId::Flock, 600), {}};
    variant(s.lesson, "insight", "all");
    s.find = [](Finder& f) {
        f.mark("start", 0);
        f.mark("pol5", f.first(0, [&](auto n) { return polarisation(f.at(n)) > 0.5; }, "polarisation passes 0.5"));
        const auto one = f.first(0, [&](auto n) { return groups(f.at(n), kGroupLink) == 1; }, "one group");
        f.mark("oneGroup", one);
        // The notes say: from then on mostly one group. Checked: at least 75 % of the frames.
        int single = 0;
        for (std::int64_t n = std::max<std::int64_t>(one, 0); n <= f.last(); ++n)
            single += groups(f.at(n), kGroupLink) == 1;
        const double share = double(single) / double(f.last() - one + 1);
        if (share < 0.75)
            f.problem(QStringLiteral("the flock is one group in only %1 frames after frame %2").arg(single).arg(one));
        f.figure("singleShare", 100.0 * share, 0);
        Run front = rerun(base(ScenarioId::Flock, 600), f);
        f.figure("groupsAll", meanGroups(f.run(), 300, kGroupLink), 2);
        f.figure("groupsFront", meanGroups(front, 300, kGroupLink), 2);
        f.figure("polAll", meanPolarisation(f.run(), 300), 2);
        f.figure("polFront", meanPolarisation(front, 300), 2);
    };
    return s;
}

// --- offset pursuit (003) and Lennard-Jones (004) ---------------------------------------------------

Spec offsetPursuitSpec()
{
    Spec s{QStringLiteral("offset-pursuit"), base(ScenarioId::OffsetPursuit, 300), {}};
    s.lesson.view.trails = true;
    s.find = [](Finder& f) {
        // The largest distance of a follower from its offset point (the point its record names).
        auto spread = [&](std::int64_t n) {
            double worst = 0;
            for (std::size_t i = 1; i < f.at(n).vehicles.size(); ++i) {
                const auto* call = previewCall(f, n, int(i), Behaviour::OffsetPursuit);
                if (call)
                    worst = std::max(worst, f.at(n).vehicles[i].position.dist(call->as<steer::OffsetPursuitRecord>().offsetTargetPos));
            }
            return worst;
        };
        f.mark("start", 0);
        const auto corner = f.first(1, [&](auto n) { return f.at(n).vehicles[0].pathIndex == 1; }, "the leader's first corner");
        f.mark("corner", corner);
        // The steady lag of a straight stretch: just before the second corner.
        const auto corner2 = f.first(corner, [&](auto n) { return f.at(n).vehicles[0].pathIndex == 2; }, "the second corner");
        const double lag = corner2 >= 0 ? spread(corner2) : 0.0;
        f.figure("lag", lag, 0);
        const auto widest = f.argMax(corner, corner + 60, spread);
        f.mark("widest", widest);
        f.figure("widestDist", spread(widest), 0);
        f.mark("back", f.first(widest, [&](auto n) { return spread(n) < lag + 1.0; }, "the formation back in place"));
    };
    return s;
}

Spec lennardJonesSpec()
{
    Spec s{QStringLiteral("lennard-jones"), base(ScenarioId::LennardJones, 200), {}};
    s.lesson.input.add(0, InputEvent::pointer({500, 200}));
    s.lesson.view.trails = true;
    s.find = [](Finder& f) {
        auto pushes = [&](std::int64_t n) {
            int p = 0;
            for (const auto& call : f.preview(n).explanations[0].calls)
                p += call.behaviour == Behaviour::LennardJonesPush;
            return p;
        };
        auto surface = [&](std::int64_t n) {
            double d = 1e300;
            for (const auto& o : f.at(n).obstacles)
                d = std::min(d, f.at(n).vehicles[0].position.dist(o.position) - o.radius);
            return d;
        };
        f.mark("start", 0);
        const auto push = f.first(0, [&](auto n) { return pushes(n) > 0; }, "the first push");
        f.mark("push", push);
        const auto closest = f.argMin(0, f.last(), surface);
        f.mark("closest", closest);
        f.figure("closestSurface", surface(closest), 1);
        std::int64_t lastPush = -1;
        for (std::int64_t n = 0; n <= f.last(); ++n)
            if (pushes(n) > 0)
                lastPush = n;
        f.mark("clear", lastPush + 1);
        f.mark("reach", f.first(0, [&](auto n) { return toPointer(f.at(n)) < kReach; }, "the player reaches the pointer"));
    };
    return s;
}

} // namespace

std::vector<Spec> bundledSpecs()
{
    // Each guided lesson right after the lessons of its behaviour.
    const std::vector<Spec> guided = guidedSpecs();
    return {
        seekSpec(), guided[0], fleeSpec(), seekFleeSpec(), seekFleeCycleSpec(), arriveSpec(), seekVersusArriveSpec(),
        pursueSpec(), pursuerBeatsSeekerSpec(), guided[2], pursueEvadeSpec(), evadeAheadBehindSpec(), lookAheadSpec(),
        wanderSpec(), wanderStepSpec(), avoidSpec(), guided[1], pathSpec(), flockSpec(), flockAlignmentSpec(),
        flockInSightSpec(), offsetPursuitSpec(), lennardJonesSpec(),
    };
}

} // namespace bundled
