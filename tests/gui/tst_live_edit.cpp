// Live editing on the real window: what is shown is frame n with the records of the step n -> n+1
// taken from that very state, so every edit shows at once; every edit is one undo step, and undoing
// a change made in the past brings back the frames it had cut off, bit for bit.
#include "scenario_runs.h"
#include "controller.h"
#include "main_window.h"
#include "obstacle.h"
#include "scenarios.h"
#include "test_budget.h"
#include "table_scenarios.h"

#include <QTest>
#include <QUndoStack>

#include <cmath>

using steer::ItemKind;
using steer::ScenarioId;
using steer::World;

using testing_runs::coreWorld;
using testing_runs::setupFor;

namespace {
const steer::BehaviourRecord* firstCall(const World& w, int vehicle, steer::Behaviour b)
{
    for (const auto& rec : w.explanations[std::size_t(vehicle)].calls)
        if (rec.behaviour == b)
            return &rec;
    return nullptr;
}
} // namespace

class TestLiveEdit : public QObject {
    Q_OBJECT
private slots:
    // Frame 0 already shows what the first step computes (it used to be empty).
    void frameZeroShowsTheFirstStep()
    {
        MainWindow w;
        Controller* c = w.controller();
        QVERIFY(c->start(setupFor(ScenarioId::Seek)).isEmpty());
        QCOMPARE(c->frame(), qint64(0));
        // By hand from SeekTest: the vehicle at (0, 0) at rest, the target at the stage centre
        // (275, 200). |target - p| = sqrt(275² + 200²) = sqrt(115625) = 340.0367627…
        // desiredVelocity = (275, 200) / 340.0367627 * maxSpeed 10 = (8.0873643, 5.8817195);
        // force = desiredVelocity - velocity = the same; truncate to maxForce 1 -> (0.80873643,
        // 0.58817195); / mass 1; v = (0, 0) + that; p = (0, 0) + v.
        const double len = std::sqrt(275.0 * 275.0 + 200.0 * 200.0);
        const steer::BehaviourRecord* seek = firstCall(c->world(), 0, steer::Behaviour::Seek);
        QVERIFY(seek);
        const steer::Item* desired = seek->firstItem(steer::ItemKind::DesiredVelocity);
        QVERIFY(desired);
        QVERIFY(std::abs(desired->vec.x - 2750.0 / len) < 1e-12);
        QVERIFY(std::abs(desired->vec.y - 2000.0 / len) < 1e-12);
        QVERIFY(std::abs(desired->origin.x) < 1e-12 && std::abs(desired->origin.y) < 1e-12); // from the drawn vehicle
        const auto& u = c->world().explanations[0].update;
        QVERIFY(std::abs(u.positionAfter.x - 275.0 / len) < 1e-12);
        QVERIFY(std::abs(u.positionAfter.y - 200.0 / len) < 1e-12);
        c->stepForward(); // and that is where the step puts it
        QCOMPARE(c->world().vehicles[0].position.x, u.positionAfter.x);
        QCOMPARE(c->world().vehicles[0].position.y, u.positionAfter.y);
    }

    void previewIsTheNextStep_data()
    {
        QTest::addColumn<int>("scenario");
        int row = 0;
        for (const auto& s : steer_test::tableScenarios())
            if (steer_test::keepRow(row++)) // every third scenario under the sanitizers (test_budget.h)
                QTest::newRow(std::string(s.key).c_str()) << int(s.id);
    }
    // In every scenario, every vehicle's vectors start where it is drawn and its "after" position is
    // where the core puts it one frame later.
    void previewIsTheNextStep()
    {
        QFETCH(int, scenario);
        const auto id = ScenarioId(scenario);
        MainWindow w;
        Controller* c = w.controller();
        QVERIFY(c->start(setupFor(id)).isEmpty());
        c->advanceTo(5);
        const World next = coreWorld(id, 6);
        const World& shown = c->world();
        QVERIFY(shown == coreWorld(id, 5));
        for (std::size_t i = 0; i < shown.vehicles.size(); ++i) {
            const auto& ex = shown.explanations[i];
            QVERIFY(ex.updated);
            QCOMPARE(ex.update.positionBefore.x, shown.vehicles[i].position.x);
            QCOMPARE(ex.update.positionBefore.y, shown.vehicles[i].position.y);
            QCOMPARE(ex.update.positionAfter.x, next.vehicles[i].position.x);
            QCOMPARE(ex.update.positionAfter.y, next.vehicles[i].position.y);
        }
    }

    // Dragging a circle in front of the vehicle shows the avoidance at once, without a step.
    void obstacleDragShowsAtOnce()
    {
        MainWindow w;
        Controller* c = w.controller();
        QVERIFY(c->start(setupFor(ScenarioId::Avoid)).isEmpty());
        c->advanceTo(10);
        const World before = c->world();
        const steer::Vehicle& v = before.vehicles[0];
        const steer::Vector2D ahead = v.position + v.velocity.normalized() * 60.0;
        const steer::Vector2D old = before.obstacles[0].position;
        c->obstacleDragged(0, QPointF(ahead.x, ahead.y));
        c->dragFinished();
        QCOMPARE(c->frame(), qint64(10));
        // Circle 0 is now 60 px straight ahead; AvoidTest moves the circles before avoid() looks at
        // them (c.x += vx, kept off the edges), so it is tested where that puts it:
        // dotProd = (tested - p) · heading > 0, projection < feeler 300, and dist = the part of
        // (tested - p) across the heading, below radius + avoidBuffer: it is hit.
        steer::Obstacle moved = before.obstacles[0];
        moved.position = ahead;
        steer::driftObstacle(moved, before.stageWidth, before.stageHeight);
        const steer::Vector2D heading = v.velocity.normalized();
        const steer::Vector2D tested = moved.position;
        const steer::Vector2D d = tested - v.position;
        const double along = d.x * heading.x + d.y * heading.y;
        const double across = std::abs(d.x * heading.y - d.y * heading.x);
        QVERIFY(along > 0 && across < moved.radius + v.params.avoidBuffer);
        bool found = false;
        for (const auto& rec : c->world().explanations[0].calls) {
            if (rec.behaviour != steer::Behaviour::AvoidCircle || rec.as<steer::AvoidCircleRecord>().circle != 0)
                continue;
            found = true;
            QVERIFY(std::abs(rec.as<steer::AvoidCircleRecord>().dotProd - along) < 1e-9);
            QVERIFY(std::abs(rec.as<steer::AvoidCircleRecord>().dist - across) < 1e-9);
            QVERIFY(rec.as<steer::AvoidCircleRecord>().hit);
            const steer::Item* buffer = rec.firstItem(steer::ItemKind::BufferCircle);
            QVERIFY(buffer);
            QVERIFY(std::abs(buffer->origin.x - tested.x) < 1e-9);
            QVERIFY(std::abs(buffer->origin.y - tested.y) < 1e-9);
        }
        QVERIFY(found);
        // One undo step for the whole drag puts the circle back, and its records with it.
        QCOMPARE(c->undoStack()->count(), 1);
        c->undo();
        QCOMPARE(c->world().obstacles[0].position.x, old.x);
        QCOMPARE(c->world().obstacles[0].position.y, old.y);
        QVERIFY(c->world() == coreWorld(ScenarioId::Avoid, 10));
    }

    // A parameter shows in the records of the shown frame at once (the in-sight area at 100).
    void parameterShowsAtOnce()
    {
        MainWindow w;
        Controller* c = w.controller();
        QVERIFY(c->start(setupFor(ScenarioId::Flock)).isEmpty());
        c->advanceTo(4);
        c->setApplyToAll(true);
        QVERIFY(c->setParameter(QStringLiteral("inSightDist"), 100.0).isEmpty());
        QCOMPARE(c->frame(), qint64(4));
        bool cone = false;
        for (const auto& rec : c->world().explanations[std::size_t(c->selected())].calls)
            for (const auto& item : rec.items)
                if (item.kind == ItemKind::InSightCone) {
                    cone = true;
                    QCOMPARE(item.radius, 100.0);
                }
        QVERIFY(cone);
        c->undo();
        for (const auto& rec : c->world().explanations[std::size_t(c->selected())].calls)
            for (const auto& item : rec.items)
                if (item.kind == ItemKind::InSightCone)
                    QCOMPARE(item.radius, 200.0); // the seeds' inSightDist
    }

    // A variant switch shows the new formula's numbers at once. Pursue with the Cocos look-ahead:
    // lookAheadTime = dist / (maxSpeed + |v_target|), computed here from the shown world itself.
    void variantShowsItsOwnNumbers()
    {
        MainWindow w;
        Controller* c = w.controller();
        QVERIFY(c->start(setupFor(ScenarioId::PursueEvade)).isEmpty());
        c->advanceTo(20);
        QVERIFY(c->setVariant(QStringLiteral("lookahead"), QStringLiteral("cocos")).isEmpty());
        const World& shown = c->world();
        const int pursuer = shown.indexOf("pursuer");
        const int evader = shown.indexOf("evader");
        QVERIFY(pursuer >= 0 && evader >= 0);
        const steer::BehaviourRecord* pursue = firstCall(shown, pursuer, steer::Behaviour::Pursue);
        QVERIFY(pursue);
        if (pursue->as<steer::PursueRecord>().headOn)
            QSKIP("head-on at this frame: no look-ahead computed");
        const double dist = shown.vehicles[std::size_t(evader)].position.dist(shown.vehicles[std::size_t(pursuer)].position);
        const double expected =
            dist / (shown.vehicles[std::size_t(pursuer)].params.maxSpeed + shown.vehicles[std::size_t(evader)].velocity.length());
        QVERIFY(std::abs(pursue->as<steer::PursueRecord>().lookAheadTime - expected) < 1e-9);
        QVERIFY(std::abs(pursue->as<steer::PursueRecord>().lookAheadTime - dist / 10.0) > 1e-3); // not the book's dist / maxSpeed
    }

    // A change in the past cuts off the later frames; undo brings them back exactly.
    void undoBringsBackTheCutFrames()
    {
        MainWindow w;
        Controller* c = w.controller();
        QVERIFY(c->start(setupFor(ScenarioId::Flock)).isEmpty());
        c->advanceTo(100);
        const std::uint64_t hash100 = c->world().hash();
        QCOMPARE(hash100, coreWorld(ScenarioId::Flock, 100).hash());
        c->jumpTo(40);
        QVERIFY(c->setParameter(QStringLiteral("maxSpeed"), 5.0).isEmpty());
        QCOMPARE(c->lastFrame(), qint64(40)); // the future no longer follows: cut off
        c->advanceTo(70);
        QVERIFY(c->world().hash() != coreWorld(ScenarioId::Flock, 70).hash());
        c->undo();
        QCOMPARE(c->lastFrame(), qint64(100));
        QCOMPARE(c->frame(), qint64(70)); // the frame shown stays where it was
        QCOMPARE(c->world().hash(), coreWorld(ScenarioId::Flock, 70).hash());
        c->jumpTo(100);
        QCOMPARE(c->world().hash(), hash100);
        // Redo swaps the edited run back in, with the frames played after the change.
        c->redo();
        QCOMPARE(c->lastFrame(), qint64(70));
        QCOMPARE(c->world().vehicles[0].params.maxSpeed, 5.0);
    }

    // Home goes to frame 0 and keeps every frame; End goes back; Reset starts afresh and undoes.
    void rewindKeepsAndResetUndoes()
    {
        MainWindow w;
        Controller* c = w.controller();
        QVERIFY(c->start(setupFor(ScenarioId::Arrive)).isEmpty());
        c->advanceTo(10);
        c->targetDragged(QPointF(100, 300));
        c->dragFinished();
        c->advanceTo(50);
        const std::uint64_t hash50 = c->world().hash();
        c->rewind();
        QCOMPARE(c->frame(), qint64(0));
        QCOMPARE(c->lastFrame(), qint64(50));
        c->goToEnd();
        QCOMPARE(c->frame(), qint64(50));
        QCOMPARE(c->world().hash(), hash50);
        QCOMPARE(c->world().pointer.x, 100.0);
        c->reset();
        QCOMPARE(c->frame(), qint64(0));
        QCOMPARE(c->lastFrame(), qint64(0));
        c->undo();
        QCOMPARE(c->lastFrame(), qint64(50));
        QCOMPARE(c->world().hash(), hash50);
    }

    // An accidental click on another scenario can be undone, frames and all.
    void scenarioSwitchUndoes()
    {
        MainWindow w;
        Controller* c = w.controller();
        QVERIFY(c->start(setupFor(ScenarioId::Pursue)).isEmpty());
        c->advanceTo(30);
        c->switchScenario(ScenarioId::Wander);
        QCOMPARE(c->world().scenario, ScenarioId::Wander);
        c->undo();
        QCOMPARE(c->world().scenario, ScenarioId::Pursue);
        QCOMPARE(c->frame(), qint64(30));
        QVERIFY(c->world() == coreWorld(ScenarioId::Pursue, 30));
    }

    // Trails are a function of the frame shown: ten back and ten forward give the full trail,
    // and each point is where the core had that vehicle at that frame.
    void trailsFollowTheShownFrame()
    {
        MainWindow w;
        Controller* c = w.controller();
        QVERIFY(c->start(setupFor(ScenarioId::Wander)).isEmpty());
        c->advanceTo(120);
        for (int i = 0; i < 10; ++i)
            c->stepBack();
        for (int i = 0; i < 10; ++i)
            c->stepForward();
        const auto trails = c->trailPositions(90);
        QCOMPARE(trails.size(), std::size_t(1));
        QCOMPARE(trails[0].size(), std::size_t(91)); // frames 30 .. 120
        World straight = steer::makeWorld(ScenarioId::Wander, 1);
        for (int f = 0; f <= 120; ++f) {
            if (f >= 30) {
                QCOMPARE(trails[0][std::size_t(f - 30)].x, straight.vehicles[0].position.x);
                QCOMPARE(trails[0][std::size_t(f - 30)].y, straight.vehicles[0].position.y);
            }
            straight.step();
        }
        // While playing forward the trail grows by one point a frame and keeps its length.
        c->stepForward();
        const auto after = c->trailPositions(90);
        QCOMPARE(after[0].size(), std::size_t(91));
        QCOMPARE(after[0].front().x, trails[0][1].x);
        QCOMPARE(after[0].back().x, c->world().vehicles[0].position.x);
    }

    // Waypoints move and go one at a time; each edit is one undo step.
    void waypointsMoveDeleteAndUndo()
    {
        MainWindow w;
        Controller* c = w.controller();
        QVERIFY(c->start(setupFor(ScenarioId::Path)).isEmpty());
        const auto original = c->world().path.points;
        QVERIFY(original.size() >= 3);
        c->advanceTo(5);
        c->waypointDragged(2, QPointF(300, 50));
        c->waypointDragged(2, QPointF(310, 60)); // the same drag: one step
        c->dragFinished();
        QCOMPARE(c->world().path.points[2].x, 310.0);
        QCOMPARE(c->world().path.points[2].y, 60.0);
        c->deleteWaypoint(0);
        QCOMPARE(c->world().path.points.size(), original.size() - 1);
        QCOMPARE(c->world().path.points[1].x, 310.0);
        QCOMPARE(c->undoStack()->count(), 2);
        c->undo();
        QCOMPARE(c->world().path.points.size(), original.size());
        c->undo();
        QVERIFY(c->world().path.points == original);
        QVERIFY(!c->undoStack()->canUndo());
        // A waypoint that is not there is refused with a message, and nothing changes.
        QVERIFY(!c->world().path.points.empty());
        c->deleteWaypoint(99);
        QVERIFY(c->world().path.points == original);
        QVERIFY(!c->undoStack()->canUndo());
    }

    // Closing a window with undo steps (the shutdown bug): nothing calls back into it. This is
    // what the sanitizer build checks; here it must simply not crash.
    void closingWithUndoSteps()
    {
        auto* w = new MainWindow;
        w->controller()->setParameter(QStringLiteral("maxSpeed"), 4.0);
        w->controller()->reset();
        QCOMPARE(w->controller()->undoStack()->count(), 2);
        delete w;
    }
};

QTEST_MAIN(TestLiveEdit)
#include "tst_live_edit.moc"
