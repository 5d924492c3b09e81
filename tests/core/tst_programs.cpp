// Behaviour lists as data (issue #11): the demos' programs read as the seeds write them, the
// program interpreter gives the demos' frames (tst_pinned_hashes pins those bit for bit), and the
// README's --behaviours examples give the numbers the seed formulas give by hand.
#include "program.h"
#include "program_frame.h"
#include "scenarios.h"
#include "test_budget.h"
#include "world.h"
#include "table_scenarios.h"

#include <QtTest>

#include <cmath>

using namespace steer;

namespace {
World built(ScenarioId id, std::vector<std::string> programs, std::optional<Vector2D> pointer = std::nullopt)
{
    ScenarioSetup s;
    s.id = id;
    s.programs = std::move(programs);
    s.pointer = pointer;
    World w;
    const auto err = buildWorld(s, w);
    if (err)
        qFatal("set-up refused: %s", err->c_str());
    return w;
}

const Vehicle& vehicle(const World& w, const char* id) { return w.vehicles[std::size_t(w.indexOf(id))]; }

constexpr double kTol = 1e-9;
} // namespace

class TstPrograms : public QObject {
    Q_OBJECT
private slots:
    // The calls each demo's onEnterFrame makes, as the seeds print them.
    void demoProgramsAreTheSeeds_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("vehicleId");
        QTest::addColumn<QString>("calls");
        QTest::newRow("SeekTest") << "seek" << "vehicle" << "seek:pointer";
        QTest::newRow("FleeTest") << "flee" << "vehicle" << "flee:pointer";
        QTest::newRow("SeekFleeTest1 seeker") << "seek-flee" << "seeker" << "seek:fleer";
        QTest::newRow("SeekFleeTest1 fleer") << "seek-flee" << "fleer" << "flee:seeker";
        QTest::newRow("SeekFleeTest2 a") << "seek-flee-cycle" << "a" << "seek:b,flee:c";
        QTest::newRow("SeekFleeTest2 c") << "seek-flee-cycle" << "c" << "seek:a,flee:b";
        QTest::newRow("ArriveTest") << "arrive" << "vehicle" << "arrive:pointer";
        QTest::newRow("PursueTest seeker") << "pursue" << "seeker" << "seek:target";
        QTest::newRow("PursueTest pursuer") << "pursue" << "pursuer" << "pursue:target";
        QTest::newRow("PursueTest target") << "pursue" << "target" << "none";
        QTest::newRow("PursueEvadeTest evader") << "pursue-evade" << "evader" << "evade:pursuer";
        QTest::newRow("WanderTest") << "wander" << "vehicle" << "wander";
        QTest::newRow("AvoidTest") << "avoid" << "vehicle" << "wander,avoid";
        QTest::newRow("PathTest") << "path" << "vehicle" << "follow-path";
        QTest::newRow("FlockTest v7") << "flock" << "v7" << "flock";
        QTest::newRow("Cocos leader") << "offset-pursuit" << "leader" << "follow-path";
        // followerOffset(0): rank 1, side -1: (-40, -40); f2: (40, -40); f3: (-80, -80)
        QTest::newRow("Cocos f1") << "offset-pursuit" << "f1" << "offset-pursuit:leader:-40:-40";
        QTest::newRow("Cocos f3") << "offset-pursuit" << "f3" << "offset-pursuit:leader:-80:-80";
        QTest::newRow("004 player") << "lennard-jones" << "player" << "seek:pointer,lennard-jones";
        QTest::newRow("sandbox v1") << "sandbox" << "v1" << "seek:pointer";
    }
    void demoProgramsAreTheSeeds()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, vehicleId);
        QFETCH(QString, calls);
        const World w = makeWorld(findScenario(scenario.toStdString())->id);
        const int i = w.indexOf(vehicleId.toStdString());
        QVERIFY(i >= 0);
        QCOMPARE(QString::fromStdString(programText(w.vehicles[std::size_t(i)].program)), calls);
    }

    // Every program of every demo reads back from its text (the input log and lesson files hold text).
    void programTextRoundTrips()
    {
        for (const auto& info : steer_test::tableScenarios()) {
            const World w = makeWorld(info.id);
            for (const auto& v : w.vehicles) {
                Program back;
                QVERIFY(!parseProgram(programText(v.program), back));
                QVERIFY2(back == v.program, v.id.c_str());
            }
        }
        Program p;
        QVERIFY(!parseProgram("~avoid, wander", p));
        QCOMPARE(p.size(), std::size_t(2));
        QVERIFY(!p[0].enabled);
        QCOMPARE(QString::fromStdString(programText(p)), QStringLiteral("~avoid,wander"));
    }

    void malformedCallsAreNamed_data()
    {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<int>("problem");
        QTest::addColumn<QString>("subject");
        QTest::newRow("no =") << "fleer" << int(ProgramProblem::NoEquals) << "fleer";
        QTest::newRow("unknown id") << "ghost=wander" << int(ProgramProblem::UnknownVehicle) << "ghost";
        QTest::newRow("unknown behaviour") << "fleer=hide:seeker" << int(ProgramProblem::UnknownBehaviour) << "hide:seeker";
        QTest::newRow("no target") << "fleer=seek" << int(ProgramProblem::MissingTarget) << "seek";
        QTest::newRow("extra target") << "fleer=wander:seeker" << int(ProgramProblem::ExtraTarget) << "wander:seeker";
        QTest::newRow("pursue pointer") << "fleer=pursue:pointer" << int(ProgramProblem::PointerTarget) << "pursue:pointer";
        QTest::newRow("itself") << "seeker=pursue:seeker" << int(ProgramProblem::TargetsItself) << "pursue:seeker";
        QTest::newRow("target not there") << "fleer=evade:ghost" << int(ProgramProblem::UnknownVehicle) << "ghost";
        QTest::newRow("offset not numbers") << "fleer=offset-pursuit:seeker:a:3" << int(ProgramProblem::BadOffset)
                                             << "offset-pursuit:seeker:a:3";
        QTest::newRow("empty call") << "fleer=seek:seeker,,flee:seeker" << int(ProgramProblem::EmptyCall)
                                    << "seek:seeker,,flee:seeker";
    }
    void malformedCallsAreNamed()
    {
        QFETCH(QString, spec);
        QFETCH(int, problem);
        QFETCH(QString, subject);
        World w = makeWorld(ScenarioId::SeekFlee);
        const World before = w;
        const ProgramError err = applyProgramSpec(w, spec.toStdString());
        QCOMPARE(int(err.problem), problem);
        QCOMPARE(QString::fromStdString(err.subject), subject);
        QVERIFY(w == before); // nothing applied
    }

    // README: --scenario seek-flee --behaviours fleer=evade:seeker
    void evadeInsteadOfFleeByHand()
    {
        World w = built(ScenarioId::SeekFlee, {"fleer=evade:seeker"});
        w.step();
        // Frame 0 -> 1. Seeker at (200,200), fleer at (400,300), both at rest; maxSpeed 10, maxForce 1.
        // Seeker: desired = normalize((400,300)-(200,200))*10 = (200,100)/223.6068*10 = (8.944272, 4.472136);
        //   F = desired - v = the same; truncate(F, 1) = (0.894427, 0.447214) = v; p = (200.894427, 200.447214).
        // Fleer (evade, book look-ahead): t = dist/maxSpeed = 22.36; the seeker is at rest, so the
        //   predicted point is (200,200): force = normalize((200,200)-(400,300))*10 - 0 = (-8.944, -4.472),
        //   F -= force -> (8.944, 4.472), truncated (0.894427, 0.447214); p = (400.894427, 300.447214).
        const double ux = 200.0 / std::sqrt(50000.0), uy = 100.0 / std::sqrt(50000.0);
        QVERIFY(std::abs(vehicle(w, "seeker").position.x - (200 + ux)) < kTol);
        QVERIFY(std::abs(vehicle(w, "seeker").position.y - (200 + uy)) < kTol);
        QVERIFY(std::abs(vehicle(w, "fleer").position.x - (400 + ux)) < kTol);
        QVERIFY(std::abs(vehicle(w, "fleer").position.y - (300 + uy)) < kTol);
        // Frame 1 -> 2. Both moved by (ux, uy): dist is still 223.6068, t = 22.36068, the seeker's
        // v*t = (0.894427, 0.447214)*22.36068 = (20, 10): predicted (220.894427, 210.447214).
        // away = fleer - predicted = (180, 90), so the force towards it is -(8.944272, 4.472136) - v
        //   = (-9.838699, -4.919350); F -= it -> (9.838699, 4.919350), truncated (0.894427, 0.447214);
        // v = (1.788854, 0.894427); p = (400.894427 + 1.788854, 300.447214 + 0.894427).
        w.step();
        QVERIFY(std::abs(vehicle(w, "fleer").velocity.x - 2 * ux) < kTol);
        QVERIFY(std::abs(vehicle(w, "fleer").velocity.y - 2 * uy) < kTol);
        QVERIFY(std::abs(vehicle(w, "fleer").position.x - (400 + 3 * ux)) < kTol);
        QVERIFY(std::abs(vehicle(w, "fleer").position.y - (300 + 3 * uy)) < kTol);
        // The evade record shows the predicted point of the hand derivation (frame 2 -> 3 is recorded
        // now: the seeker moved to (200+3ux, 200+3uy) with v = (2ux, 2uy), dist 223.6068, t = 22.36068).
        const VehicleExplanation& e = w.explanations[1];
        QCOMPARE(e.calls.front().behaviour, Behaviour::Evade);
    }

    // README: --scenario seek --behaviours vehicle=arrive:pointer gives ArriveTest's frames (the two
    // demos start the vehicle at (0,0) with the same edge) — and the first one by hand.
    void seekDemoArrivingIsArriveTest()
    {
        World seek = built(ScenarioId::Seek, {"vehicle=arrive:pointer"}, Vector2D(100, 100));
        ScenarioSetup a;
        a.id = ScenarioId::Arrive;
        a.pointer = Vector2D(100, 100);
        World arrive;
        QVERIFY(!buildWorld(a, arrive));
        seek.step();
        // dist = |(100,100)| = 141.42 > arrivalThreshold 100: speed = maxSpeed = 10; desired =
        // (7.071068, 7.071068); F truncated to maxForce 1: (0.707107, 0.707107) = v = p.
        QVERIFY(std::abs(seek.vehicles[0].position.x - std::sqrt(0.5)) < kTol);
        QVERIFY(std::abs(seek.vehicles[0].position.y - std::sqrt(0.5)) < kTol);
        arrive.step();
        for (int f = 1; f < steer_test::frames(300); ++f) {
            seek.step();
            arrive.step();
        }
        QCOMPARE(seek.vehicles[0], arrive.vehicles[0]);
        // ... and it came to rest on the pointer, as arrive should (seek would overshoot and orbit).
        QVERIFY(seek.vehicles[0].position.dist({100, 100}) < 1.0);
        QVERIFY(seek.vehicles[0].velocity.length() < 0.5);
    }

    // README: --scenario pursue --behaviours seeker=pursue:target. The seeker starts where the
    // pursuer does and now makes the same call: the two move as one, every frame.
    void seekerPursuingMovesAsThePursuer()
    {
        World w = built(ScenarioId::Pursue, {"seeker=pursue:target"});
        w.step();
        // Pursuer at (400,0), target (200,300) with v = (15,0): dist = |(-200,300)| = 360.5551,
        // t = 36.05551, predicted = (200 + 15*36.05551, 300) = (740.8327, 300); desired =
        // normalize((340.8327, 300))*10 = (7.506378, 6.606117); truncated to 1: (0.750638, 0.660612).
        const Vector2D d(340.83269, 300.0);
        const Vector2D step = d / d.length();
        QVERIFY(std::abs(vehicle(w, "seeker").position.x - (400 + step.x)) < 1e-6);
        QVERIFY(std::abs(vehicle(w, "seeker").position.y - step.y) < 1e-6);
        for (int f = 0; f < steer_test::frames(200); ++f) {
            QCOMPARE(vehicle(w, "seeker").position, vehicle(w, "pursuer").position);
            QCOMPARE(vehicle(w, "seeker").velocity, vehicle(w, "pursuer").velocity);
            w.step();
        }
    }

    // A flock where one call is switched off runs through the general interpreter instead of
    // flockFrame: the frames are the same in both orders, with and without the neighbour grid.
    void generalFramesEqualTheFlockFrame_data()
    {
        QTest::addColumn<bool>("simultaneous");
        QTest::addColumn<bool>("grid");
        QTest::newRow("in turn, grid") << false << true;
        QTest::newRow("in turn, scan") << false << false;
        QTest::newRow("simultaneous, grid") << true << true;
        QTest::newRow("simultaneous, scan") << true << false;
    }
    void generalFramesEqualTheFlockFrame()
    {
        QFETCH(bool, simultaneous);
        QFETCH(bool, grid);
        World fast = makeWorld(ScenarioId::Flock);
        fast.variants.order = simultaneous ? FrameOrder::Simultaneous : FrameOrder::InTurn;
        fast.useNeighbourIndex = grid;
        World general = fast;
        for (auto& v : general.vehicles)
            v.program.push_back(BehaviourCall{Behaviour::Wander, {}, {}, false}); // off: no call, no random draw
        for (int f = 0; f < steer_test::frames(150); ++f) {
            fast.step();
            general.step();
        }
        QCOMPARE(general.hash(), fast.hash());
        for (std::size_t i = 0; i < fast.vehicles.size(); ++i)
            QCOMPARE(general.vehicles[i].position, fast.vehicles[i].position);
    }

    // Frame order is data: PursueTest runs in turn, so the seeker moves before the pursuer looks;
    // the same calls all at once would differ. Here both see the target before it moves, and the
    // target is a plain vehicle (no calls) that only moves.
    void plainVehicleOnlyMoves()
    {
        World w = makeWorld(ScenarioId::Pursue);
        for (int f = 0; f < 10; ++f)
            w.step();
        // Vehicle.update() truncates v = (15,0) to maxSpeed 10 in the first frame, and no force ever
        // acts on it: (200,300) + 10 x (10,0) = (300,300).
        QCOMPARE(vehicle(w, "target").position, Vector2D(300, 300));
        QCOMPARE(vehicle(w, "target").velocity, Vector2D(10, 0));
    }

    // A switched-off call is not made: the vehicle keeps its velocity (no force at all).
    void switchedOffCallsAreNotMade()
    {
        World w = built(ScenarioId::Seek, {"vehicle=~seek:pointer"});
        w.vehicles[0].velocity = {3, 4};
        w.step();
        // Vehicle.update's truncate(maxSpeed) goes through length and angle, so (3,4) comes back
        // within rounding, not bit for bit.
        QVERIFY(w.vehicles[0].velocity.dist({3, 4}) < kTol);
        QVERIFY(w.vehicles[0].position.dist({3, 4}) < kTol);
    }

    // Lennard-Jones keeps its place after the other calls' update, wherever it is written.
    void lennardJonesActsOnTheVelocity()
    {
        World a = built(ScenarioId::LennardJones, {"player=lennard-jones,seek:pointer"});
        World b = makeWorld(ScenarioId::LennardJones);
        for (int f = 0; f < steer_test::frames(120); ++f) {
            a.step();
            b.step();
        }
        QCOMPARE(a.vehicles[0].position, b.vehicles[0].position);
    }
};

QTEST_APPLESS_MAIN(TstPrograms)
#include "tst_programs.moc"
