// Every behaviour against numbers worked out by hand from the seed code (000/001 SteeredVehicle.as,
// 002's listings, 003's Cocos port, 004's Lennard-Jones loop). The arithmetic is in the comments.
#include "behaviours.h"
#include "scenarios.h"
#include "vehicle.h"
#include "world.h"
#include "table_scenarios.h"

#include <QtTest>

#include <cmath>
#include <numbers>

using namespace steer;

namespace {
constexpr double kEps = 1e-9;

bool near(double a, double b, double eps = kEps) { return std::abs(a - b) <= eps; }
bool near(Vector2D a, Vector2D b, double eps = kEps) { return near(a.x, b.x, eps) && near(a.y, b.y, eps); }

#define QCOMPARE_VEC(actual, expected)                                                                          \
    do {                                                                                                        \
        const Vector2D a_ = (actual), e_ = (expected);                                                          \
        if (!near(a_, e_))                                                                                      \
            QFAIL(qPrintable(QStringLiteral("got (%1, %2), expected (%3, %4)")                                  \
                                 .arg(a_.x, 0, 'g', 17).arg(a_.y, 0, 'g', 17).arg(e_.x, 0, 'g', 17).arg(e_.y, 0, 'g', 17))); \
    } while (0)

#define QCOMPARE_NEAR(actual, expected)                                                                         \
    do {                                                                                                        \
        const double a_ = (actual), e_ = (expected);                                                            \
        if (!near(a_, e_))                                                                                      \
            QFAIL(qPrintable(QStringLiteral("got %1, expected %2").arg(a_, 0, 'g', 17).arg(e_, 0, 'g', 17)));    \
    } while (0)

Vehicle vehicleAt(Vector2D p, Vector2D v = {})
{
    Vehicle veh;
    veh.id = "test";
    veh.position = p;
    veh.velocity = v;
    return veh;
}

// The first record of behaviour b in an explanation (nested calls come after their caller).
// A circle at rest (AvoidTest's circles drift; these tests hold them still).
Obstacle circleAt(Vector2D centre, double radius) { return Obstacle{centre, radius, {}}; }

const BehaviourRecord* recordOf(const VehicleExplanation& ex, Behaviour b)
{
    for (const auto& r : ex.calls)
        if (r.behaviour == b)
            return &r;
    return nullptr;
}
} // namespace

class TstBehaviours : public QObject {
    Q_OBJECT
private slots:
    void seekAtRest()
    {
        // d = (30,40) - (0,0); normalize -> (0.6, 0.8); v_d = *10 = (6, 8); F = v_d - v = (6, 8).
        Variants var;
        Vehicle v = vehicleAt({0, 0});
        seek(v, {30, 40}, {var});
        QCOMPARE_VEC(v.steeringForce, Vector2D(6, 8));
    }

    void seekSubtractsVelocityAndAccumulates()
    {
        // v = (2,0): F = (6,8) - (2,0) = (4,8); a second call adds again: (8,16).
        Variants var;
        Vehicle v = vehicleAt({0, 0}, {2, 0});
        seek(v, {30, 40}, {var});
        QCOMPARE_VEC(v.steeringForce, Vector2D(4, 8));
        seek(v, {30, 40}, {var});
        QCOMPARE_VEC(v.steeringForce, Vector2D(8, 16));
    }

    void fleeSubtractsTheForce()
    {
        // Same force as seek, (6,8) - (2,0) = (4,8), but flee subtracts it: steering = (-4, -8).
        Variants var;
        Vehicle v = vehicleAt({0, 0}, {2, 0});
        flee(v, {30, 40}, {var});
        QCOMPARE_VEC(v.steeringForce, Vector2D(-4, -8));
    }

    void fleeRecordsTheSeedsForceAndTheAppliedOne()
    {
        // Seeds: var force = desiredVelocity.subtract(_velocity); _steeringForce = _steeringForce.subtract(force).
        // "force" is v_d - v = (6,8) - (2,0) = (4,8); the applied contribution is -force = (-4,-8).
        Variants var;
        VehicleExplanation ex;
        Vehicle v = vehicleAt({0, 0}, {2, 0});
        flee(v, {30, 40}, {var, &ex});
        const BehaviourRecord& r = ex.calls.at(0);
        QCOMPARE_VEC(r.as<FleeRecord>().force, Vector2D(4, 8));
        QCOMPARE_VEC(r.as<FleeRecord>().appliedForce, Vector2D(-4, -8));
        QVERIFY(r.firstItem(ItemKind::FleeForce));
        QCOMPARE_VEC(r.firstItem(ItemKind::FleeForce)->vec, Vector2D(4, 8));
        QVERIFY(r.firstItem(ItemKind::SteeringForce));
        QCOMPARE_VEC(r.firstItem(ItemKind::SteeringForce)->vec, Vector2D(-4, -8));
        QCOMPARE_VEC(r.firstItem(ItemKind::SteeringForce)->vec, v.steeringForce);
        int redArrows = 0;
        for (const Item& it : r.items)
            redArrows += it.kind == ItemKind::SteeringForce ? 1 : 0;
        QCOMPARE(redArrows, 1); // the overlay draws one F per flee: the applied -force

        // The contribution is v - v_d: moving at maxSpeed straight at the target gives no flee force.
        Vehicle w = vehicleAt({0, 0}, {6, 8});
        flee(w, {30, 40}, {var});
        QCOMPARE_VEC(w.steeringForce, Vector2D(0, 0));
    }

    void arriveOutsideThresholdIsSeek()
    {
        // dist = |(300,400)| = 500 > 100: v_d = (0.6,0.8)*10 = (6,8); F = (6,8) - (1,0) = (5,8).
        Variants var;
        VehicleExplanation ex;
        Vehicle v = vehicleAt({0, 0}, {1, 0});
        arrive(v, {300, 400}, {var, &ex});
        QCOMPARE_VEC(v.steeringForce, Vector2D(5, 8));
        QVERIFY(!ex.calls.at(0).as<ArriveRecord>().slowing);
        QCOMPARE(ex.calls.at(0).as<ArriveRecord>().speed, 10.0);
    }

    void arriveInsideThresholdSlows()
    {
        // dist = 50 <= 100: speed = 10*50/100 = 5; v_d = (0.6,0.8)*5 = (3,4); F = (3,4) - (1,0) = (2,4).
        Variants var;
        VehicleExplanation ex;
        Vehicle v = vehicleAt({0, 0}, {1, 0});
        arrive(v, {30, 40}, {var, &ex});
        QCOMPARE_VEC(v.steeringForce, Vector2D(2, 4));
        const BehaviourRecord& r = ex.calls.at(0);
        QCOMPARE(r.as<ArriveRecord>().dist, 50.0);
        QCOMPARE(r.as<ArriveRecord>().speed, 5.0);
        QVERIFY(r.as<ArriveRecord>().slowing);
        // Exactly on the threshold counts as inside (seed: `if (dist > _arrivalThreshold)`), speed 10*100/100.
        Vehicle w = vehicleAt({0, 0});
        w.params.arrivalThreshold = 50;
        arrive(w, {30, 40}, {var});
        QCOMPARE_VEC(w.steeringForce, Vector2D(6, 8));
    }

    void pursueBookLookAhead()
    {
        // dist = 100, t = 100/maxSpeed = 10; predicted = (100,0) + (0,5)*10 = (100,50);
        // seek: normalize(100,50)*10 = (8.94427191, 4.47213595).
        Variants var;
        VehicleExplanation ex;
        Vehicle p = vehicleAt({0, 0});
        const Vehicle t = vehicleAt({100, 0}, {0, 5});
        pursue(p, t, {var, &ex});
        QCOMPARE_VEC(p.steeringForce, Vector2D(8.94427190999916, 4.47213595499958));
        const BehaviourRecord* r = recordOf(ex, Behaviour::Pursue);
        QVERIFY(r);
        QCOMPARE(r->as<PursueRecord>().lookAheadTime, 10.0);
        QCOMPARE_VEC(r->firstItem(ItemKind::PredictedTarget)->origin, Vector2D(100, 50));
        const BehaviourRecord* s = recordOf(ex, Behaviour::Seek);
        QVERIFY(s);
        QCOMPARE(s->parent, 0); // the nested seek points at its pursue
    }

    void pursueCocosLookAhead()
    {
        // t = 100/(10 + |(0,5)|) = 6.6667; predicted = (100, 33.333); normalize*10 = (9.48683298, 3.16227766).
        // Head-on test: toTarget·heading = (100,0)·(1,0) = 100 > 0 but heading·targetHeading = 0 > -0.95.
        Variants var;
        var.lookAhead = LookAhead::Cocos;
        VehicleExplanation ex;
        Vehicle p = vehicleAt({0, 0});
        pursue(p, vehicleAt({100, 0}, {0, 5}), {var, &ex});
        QCOMPARE_VEC(p.steeringForce, Vector2D(9.486832980505138, 3.1622776601683795));
        QCOMPARE_NEAR(recordOf(ex, Behaviour::Pursue)->as<PursueRecord>().lookAheadTime, 100.0 / 15.0);
        QVERIFY(!recordOf(ex, Behaviour::Pursue)->as<PursueRecord>().headOn);
    }

    void pursueCocosHeadOnSeeksDirectly()
    {
        // Pursuer at (0,0) v=(2,0) (heading (1,0)); target at (100,10) v=(-5,0) (heading (-1,0)).
        // Cocos: toTarget·heading = 100 > 0 and heading·targetHeading = -1 < -0.95: seek (100,10) itself:
        //   normalize(100,10)*10 = (9.95037190, 0.99503719); F = that - (2,0) = (7.95037190, 0.99503719).
        // Book: dist = 100.498756, t = 10.0498756, predicted = (100 - 50.2493781, 10) = (49.7506219, 10):
        //   normalize*10 - (2,0) = (7.80391210, 1.97061096).
        Variants cocos;
        cocos.lookAhead = LookAhead::Cocos;
        VehicleExplanation ex;
        const Vehicle target = vehicleAt({100, 10}, {-5, 0});
        Vehicle a = vehicleAt({0, 0}, {2, 0});
        pursue(a, target, {cocos, &ex});
        QCOMPARE_VEC(a.steeringForce, Vector2D(7.950371902099892, 0.9950371902099892));
        QVERIFY(recordOf(ex, Behaviour::Pursue)->as<PursueRecord>().headOn);
        Variants book;
        Vehicle b = vehicleAt({0, 0}, {2, 0});
        pursue(b, target, {book});
        QCOMPARE_VEC(b.steeringForce, Vector2D(7.80391209812414, 1.970610964207577));
    }

    void evadeAheadVersusBehind()
    {
        // Evader at rest at (0,0); pursuer at (100,0) moving (0,5). Book t = 10.
        // Ahead (000/001): predicted (100,50): flee subtracts (8.94427, 4.47214).
        // Behind (002): predicted (100,0) - (0,50) = (100,-50): subtracts (8.94427, -4.47214).
        const Vehicle pursuer = vehicleAt({100, 0}, {0, 5});
        Variants ahead;
        Vehicle a = vehicleAt({0, 0});
        VehicleExplanation ex;
        evade(a, pursuer, {ahead, &ex});
        QCOMPARE_VEC(a.steeringForce, Vector2D(-8.94427190999916, -4.47213595499958));
        QCOMPARE(recordOf(ex, Behaviour::Evade)->as<EvadeRecord>().lookAheadTime, 10.0);
        QCOMPARE(recordOf(ex, Behaviour::Flee)->parent, 0);

        Variants behind;
        behind.evade = EvadePrediction::Behind002;
        Vehicle b = vehicleAt({0, 0});
        evade(b, pursuer, {behind});
        QCOMPARE_VEC(b.steeringForce, Vector2D(-8.94427190999916, 4.47213595499958));

        // Cocos look-ahead: t = 100/15, predicted (100, 33.333): subtracts (9.48683, 3.16228).
        Variants cocos;
        cocos.lookAhead = LookAhead::Cocos;
        Vehicle c = vehicleAt({0, 0});
        evade(c, pursuer, {cocos});
        QCOMPARE_VEC(c.steeringForce, Vector2D(-9.486832980505138, -3.1622776601683795));
    }

    void wanderBothSteps_data()
    {
        QTest::addColumn<int>("variant");
        QTest::newRow("range (002)") << int(WanderStep::Range);
        QTest::newRow("printed (000/001)") << int(WanderStep::Printed000);
    }
    void wanderBothSteps()
    {
        // center = normalize(2,0)*10 = (10,0); offset = (0,0).length=5 then .angle=0.3 = (5cos0.3, 5sin0.3);
        // F = center + offset. With wanderRange 2 and r = the next Math.random():
        //   range:   wanderAngle += r*2 - 2*0.5 = r*2 - 1
        //   printed: wanderAngle += r - 0.5*2   = r - 1
        QFETCH(int, variant);
        Variants var;
        var.wander = WanderStep(variant);
        Random rng(1234);
        Random copy = rng;
        const double r = copy.next();
        Vehicle v = vehicleAt({50, 50}, {2, 0});
        v.wanderAngle = 0.3;
        v.params.wanderRange = 2;
        VehicleExplanation ex;
        wander(v, rng, {var, &ex});
        QCOMPARE_VEC(v.steeringForce, Vector2D(10 + 5 * std::cos(0.3), 5 * std::sin(0.3)));
        const double expected = var.wander == WanderStep::Range ? 0.3 + r * 2 - 1 : 0.3 + r - 1;
        QCOMPARE_NEAR(v.wanderAngle, expected);
        QCOMPARE(rng, copy); // exactly one random number used
        QCOMPARE(ex.calls.at(0).as<WanderRecord>().random, r);
        QCOMPARE(ex.calls.at(0).as<WanderRecord>().wanderAngle, 0.3);
    }

    void wanderStepsAgreeForRangeOne()
    {
        // With the default wanderRange 1 both readings are r - 0.5.
        for (auto step : {WanderStep::Range, WanderStep::Printed000}) {
            Variants var;
            var.wander = step;
            Random rng(99);
            Random copy = rng;
            Vehicle v = vehicleAt({0, 0});
            wander(v, rng, {var});
            QCOMPARE_NEAR(v.wanderAngle, copy.next() - 0.5);
        }
    }

    void avoidTurnsNinetyDegreesAndBrakes()
    {
        // v = (5,0): heading (1,0); circle (100,10) r 20. difference (100,10); dotProd 100 > 0.
        // feeler = (300,0); projection = (100,0); dist = |(100,0)-(100,10)| = 10 < 20+20; 100 < 300: hit.
        // force = heading*10 = (10,0); sign: perp(100,10) = (-10,100), ·(5,0) = -50 < 0 -> -1;
        // angle 0 - pi/2: (0,-10) (away from the circle, which is below); ratio = 100/300;
        // force *= 1 - 1/3: (0, -6.6667); brake: v *= 1/3 -> (1.6667, 0).
        Variants var;
        VehicleExplanation ex;
        Vehicle v = vehicleAt({0, 0}, {5, 0});
        const std::vector<Obstacle> circles = {circleAt({100, 10}, 20)};
        avoid(v, circles, {var, &ex});
        QCOMPARE_VEC(v.steeringForce, Vector2D(0, -20.0 / 3.0));
        QCOMPARE_VEC(v.velocity, Vector2D(5.0 / 3.0, 0));
        QCOMPARE(ex.calls.size(), std::size_t(2)); // the avoid call and one circle ahead
        const BehaviourRecord& sum = ex.calls.at(0);
        QCOMPARE(sum.behaviour, Behaviour::Avoid);
        QCOMPARE(sum.as<AvoidRecord>().hits, 1);
        QCOMPARE_VEC(sum.firstItem(ItemKind::SteeringForce)->vec, Vector2D(0, -20.0 / 3.0));
        QCOMPARE_VEC(sum.firstItem(ItemKind::Brake)->vec, Vector2D(5.0 / 3.0, 0));
        const BehaviourRecord& r = ex.calls.at(1);
        QCOMPARE(r.behaviour, Behaviour::AvoidCircle);
        QCOMPARE(r.parent, 0);
        QCOMPARE(r.as<AvoidCircleRecord>().dotProd, 100.0);
        QCOMPARE(r.as<AvoidCircleRecord>().dist, 10.0);
        QCOMPARE(r.as<AvoidCircleRecord>().sign, -1);
        QCOMPARE_NEAR(r.as<AvoidCircleRecord>().ratio, 1.0 / 3.0);
        QVERIFY(r.as<AvoidCircleRecord>().hit);
        QCOMPARE_VEC(r.firstItem(ItemKind::Projection)->vec, Vector2D(100, 0));
        QCOMPARE_VEC(r.firstItem(ItemKind::Feeler)->vec, Vector2D(300, 0));

        // The circle above (100,-10): perp(100,-10)=(10,100), ·(5,0) = 50 -> +1: force (0, +6.6667).
        Vehicle w = vehicleAt({0, 0}, {5, 0});
        const std::vector<Obstacle> above = {circleAt({100, -10}, 20)};
        avoid(w, above, {var});
        QCOMPARE_VEC(w.steeringForce, Vector2D(0, 20.0 / 3.0));
        // The force is perpendicular to the heading.
        QCOMPARE_NEAR(w.steeringForce.dotProd(Vector2D(1, 0)), 0.0);
    }

    void avoidNoHitCases_data()
    {
        QTest::addColumn<double>("cx");
        QTest::addColumn<double>("cy");
        // behind: dotProd = -100; sideways: dist 50 >= 20+20; beyond the feeler: projection 350 > 300.
        QTest::newRow("behind") << -100.0 << 10.0;
        QTest::newRow("too far sideways") << 100.0 << 50.0;
        QTest::newRow("beyond the feeler") << 350.0 << 0.0;
        QTest::newRow("exactly on the buffer edge") << 100.0 << 40.0; // dist 40 is not < 40
    }
    void avoidNoHitCases()
    {
        QFETCH(double, cx);
        QFETCH(double, cy);
        Variants var;
        VehicleExplanation ex;
        Vehicle v = vehicleAt({0, 0}, {5, 0});
        const std::vector<Obstacle> circles = {circleAt({cx, cy}, 20)};
        avoid(v, circles, {var, &ex});
        QCOMPARE(v.steeringForce, Vector2D());
        QCOMPARE(v.velocity, Vector2D(5, 0));
        QCOMPARE(ex.calls.at(0).as<AvoidRecord>().hits, 0);
        // A circle behind is only counted; one ahead gets a child record saying which test failed.
        const bool behind = cx < 0;
        QCOMPARE(ex.calls.at(0).as<AvoidRecord>().behind, behind ? 1 : 0);
        QCOMPARE(ex.calls.size(), std::size_t(behind ? 1 : 2));
        if (!behind) {
            const BehaviourRecord& c = ex.calls.at(1);
            QVERIFY(!c.as<AvoidCircleRecord>().hit);
            QCOMPARE(c.as<AvoidCircleRecord>().nearFeeler, cy < 40);
            QCOMPARE(c.as<AvoidCircleRecord>().withinReach, cx < 300);
            QVERIFY(!c.firstItem(ItemKind::SteeringForce));
            QVERIFY(!c.firstItem(ItemKind::Brake));
        }
    }

    void avoidTwoCirclesByHand()
    {
        // p (0,0), v (6,0), maxSpeed 10, avoidDistance 300, avoidBuffer 20. Circles in this order:
        //  0: (100,10) r 20: dotProd 100, projection (100,0), dist 10 < 40, 100 < 300: hit.
        //     perp(100,10) = (-10,100), ·(6,0) = -60 -> sign -1; turned (0,-10); ratio 100/300 = 1/3;
        //     force (0,-10)·(2/3) = (0,-20/3); v (6,0)·1/3 = (2,0).
        //  1: (200,60) r 10: dotProd 200, dist 60 >= 30: missed (distTest 0), 200 < 300 (reachTest 1).
        //  2: (-50,0): dotProd -50: behind, no child.
        //  3: (150,-5) r 10: heading still (1,0); dotProd 150, dist 5 < 30, 150 < 300: hit.
        //     perp(150,-5) = (5,150), ·(2,0) = 10 -> sign +1; turned (0,10); ratio 1/2;
        //     force (0,10)·1/2 = (0,5); the brake sees the braked v: (2,0)·1/2 = (1,0).
        //  4: (400,0) r 20: dist 0 < 40 but |projection| 400 >= 300: missed (reachTest 0).
        // Sum: F = (0,-20/3) + (0,5) = (0,-5/3); v = (6,0)·1/3·1/2 = (1,0).
        Variants var;
        VehicleExplanation ex;
        Vehicle v = vehicleAt({0, 0}, {6, 0});
        const std::vector<Obstacle> circles = {circleAt({100, 10}, 20), circleAt({200, 60}, 10),
                                               circleAt({-50, 0}, 10), circleAt({150, -5}, 10),
                                               circleAt({400, 0}, 20)};
        avoid(v, circles, {var, &ex});
        QCOMPARE_VEC(v.steeringForce, Vector2D(0, -5.0 / 3.0));
        QCOMPARE_VEC(v.velocity, Vector2D(1, 0));

        QCOMPARE(ex.calls.size(), std::size_t(5)); // avoid + 4 circles ahead
        const BehaviourRecord& sum = ex.calls.at(0);
        QCOMPARE(sum.behaviour, Behaviour::Avoid);
        QCOMPARE(sum.as<AvoidRecord>().circles, 5);
        QCOMPARE(sum.as<AvoidRecord>().ahead, 4);
        QCOMPARE(sum.as<AvoidRecord>().behind, 1);
        QCOMPARE(sum.as<AvoidRecord>().hits, 2);
        QCOMPARE_VEC(sum.firstItem(ItemKind::Velocity)->vec, Vector2D(6, 0));
        QCOMPARE_VEC(sum.firstItem(ItemKind::SteeringForce)->vec, Vector2D(0, -5.0 / 3.0));
        QVERIFY(sum.firstItem(ItemKind::Brake));
        QCOMPARE_VEC(sum.firstItem(ItemKind::Brake)->vec, Vector2D(1, 0));
        QCOMPARE_VEC(sum.firstItem(ItemKind::Feeler)->vec, Vector2D(300, 0));
        for (std::size_t i = 1; i < ex.calls.size(); ++i) {
            QCOMPARE(ex.calls[i].behaviour, Behaviour::AvoidCircle);
            QCOMPARE(ex.calls[i].parent, 0);
        }

        const BehaviourRecord& a = ex.calls.at(1);
        QCOMPARE(a.as<AvoidCircleRecord>().circle, 0);
        QCOMPARE(a.as<AvoidCircleRecord>().dotProd, 100.0);
        QCOMPARE(a.as<AvoidCircleRecord>().projectionLength, 100.0);
        QCOMPARE(a.as<AvoidCircleRecord>().feelerLength, 300.0);
        QCOMPARE(a.as<AvoidCircleRecord>().dist, 10.0);
        QCOMPARE(a.as<AvoidCircleRecord>().radius, 20.0);
        QCOMPARE(a.as<AvoidCircleRecord>().avoidBuffer, 20.0);
        QVERIFY(a.as<AvoidCircleRecord>().nearFeeler);
        QVERIFY(a.as<AvoidCircleRecord>().withinReach);
        QVERIFY(a.as<AvoidCircleRecord>().hit);
        QCOMPARE(a.as<AvoidCircleRecord>().sign, -1);
        QCOMPARE_VEC(a.as<AvoidCircleRecord>().turned, Vector2D(0, -10));
        QCOMPARE_NEAR(a.as<AvoidCircleRecord>().ratio, 1.0 / 3.0);
        QCOMPARE_VEC(a.firstItem(ItemKind::Difference)->vec, Vector2D(100, 10));
        QCOMPARE_VEC(a.firstItem(ItemKind::SteeringForce)->vec, Vector2D(0, -20.0 / 3.0));
        QCOMPARE_VEC(a.firstItem(ItemKind::Velocity)->vec, Vector2D(6, 0));
        QCOMPARE_VEC(a.firstItem(ItemKind::Brake)->vec, Vector2D(2, 0));

        const BehaviourRecord& miss = ex.calls.at(2);
        QCOMPARE(miss.as<AvoidCircleRecord>().circle, 1);
        QCOMPARE(miss.as<AvoidCircleRecord>().dist, 60.0);
        QVERIFY(!miss.as<AvoidCircleRecord>().nearFeeler); // dist >= radius + avoidBuffer: 60 >= 30
        QVERIFY(miss.as<AvoidCircleRecord>().withinReach);
        QVERIFY(!miss.as<AvoidCircleRecord>().hit);
        QVERIFY(!miss.firstItem(ItemKind::SteeringForce));

        const BehaviourRecord& b = ex.calls.at(3);
        QCOMPARE(b.as<AvoidCircleRecord>().circle, 3);
        QCOMPARE(b.as<AvoidCircleRecord>().dotProd, 150.0);
        QCOMPARE(b.as<AvoidCircleRecord>().dist, 5.0);
        QCOMPARE(b.as<AvoidCircleRecord>().sign, 1);
        QCOMPARE_VEC(b.as<AvoidCircleRecord>().turned, Vector2D(0, 10));
        QCOMPARE_NEAR(b.as<AvoidCircleRecord>().ratio, 0.5);
        QCOMPARE_VEC(b.firstItem(ItemKind::SteeringForce)->vec, Vector2D(0, 5));
        QCOMPARE_VEC(b.firstItem(ItemKind::Velocity)->vec, Vector2D(2, 0)); // already braked by circle 0
        QCOMPARE_VEC(b.firstItem(ItemKind::Brake)->vec, Vector2D(1, 0));

        const BehaviourRecord& beyond = ex.calls.at(4);
        QCOMPARE(beyond.as<AvoidCircleRecord>().circle, 4);
        QVERIFY(beyond.as<AvoidCircleRecord>().nearFeeler);
        QVERIFY(!beyond.as<AvoidCircleRecord>().withinReach); // |projection| >= |feeler|: 400 >= 300
        QVERIFY(!beyond.as<AvoidCircleRecord>().hit);
    }

    void followPathAdvancesAndSeeksTheOldWaypoint()
    {
        // Within 20 of waypoint 0 (dist 10): index -> 1, but the method seeks the point it read first,
        // (100,0): F = (10,0).
        Variants var;
        Path path{{{100, 0}, {200, 0}, {300, 0}}, true};
        Vehicle v = vehicleAt({90, 0});
        followPath(v, path, {var});
        QCOMPARE(v.pathIndex, 1);
        QCOMPARE_VEC(v.steeringForce, Vector2D(10, 0));
        // Far from waypoint 1 (dist 110): stays, seeks (200,0).
        Vehicle f = vehicleAt({90, 0});
        f.pathIndex = 1;
        followPath(f, path, {var});
        QCOMPARE(f.pathIndex, 1);
        QCOMPARE_VEC(f.steeringForce, Vector2D(10, 0));
    }

    void followPathLoopsBackToZero()
    {
        Variants var;
        Path path{{{100, 0}, {200, 0}, {300, 0}}, true};
        Vehicle v = vehicleAt({295, 0});
        v.pathIndex = 2;
        followPath(v, path, {var});
        QCOMPARE(v.pathIndex, 0);
        QCOMPARE_VEC(v.steeringForce, Vector2D(10, 0)); // still seeks (300,0)
    }

    void followPathArrivesAtTheLastPointWithoutLoop()
    {
        // Loop off, on the last index, dist 50 to (300,0): arrive, speed 10*50/100 = 5: F = (5,0).
        Variants var;
        Path path{{{100, 0}, {200, 0}, {300, 0}}, false};
        Vehicle v = vehicleAt({250, 0});
        v.pathIndex = 2;
        followPath(v, path, {var});
        QCOMPARE(v.pathIndex, 2);
        QCOMPARE_VEC(v.steeringForce, Vector2D(5, 0));
        // The same with loop on seeks at full speed: (10,0).
        path.loop = true;
        Vehicle l = vehicleAt({250, 0});
        l.pathIndex = 2;
        followPath(l, path, {var});
        QCOMPARE_VEC(l.steeringForce, Vector2D(10, 0));
        // Reaching waypoint 1 with loop off: index -> 2 (the last), so arrive is called, at (200,0) read
        // before advancing: dist 5, speed 10*5/100 = 0.5: F = (0.5, 0).
        path.loop = false;
        Vehicle r = vehicleAt({195, 0});
        r.pathIndex = 1;
        followPath(r, path, {var});
        QCOMPARE(r.pathIndex, 2);
        QCOMPARE_VEC(r.steeringForce, Vector2D(0.5, 0));
        // Staying on the last point does not loop.
        Vehicle s = vehicleAt({300, 0});
        s.pathIndex = 2;
        followPath(s, path, {var});
        QCOMPARE(s.pathIndex, 2);
    }

    void followPathEmptyDoesNothing()
    {
        Variants var;
        VehicleExplanation ex;
        Vehicle v = vehicleAt({10, 10}, {1, 1});
        followPath(v, Path{}, {var, &ex});
        QCOMPARE(v.steeringForce, Vector2D());
        QCOMPARE(v.pathIndex, 0);
        QVERIFY(ex.calls.empty());
    }

    void inSightFrontTest()
    {
        Vehicle v = vehicleAt({0, 0}, {1, 0});
        const Vehicle ahead = vehicleAt({50, 0});
        const Vehicle behind = vehicleAt({-50, 0});
        const Vehicle beside = vehicleAt({0, 50}); // dotProd 0 is not < 0: in sight
        const Vehicle far = vehicleAt({201, 0});
        QVERIFY(inSight(v, ahead, InSight::Front));
        QVERIFY(!inSight(v, behind, InSight::Front));
        QVERIFY(inSight(v, beside, InSight::Front));
        QVERIFY(!inSight(v, far, InSight::Front));
        QVERIFY(inSight(v, behind, InSight::All));
        QVERIFY(!inSight(v, far, InSight::All));
        QVERIFY(inSight(v, vehicleAt({200, 0}), InSight::All)); // dist > inSightDist is out, == is in
        QVERIFY(tooClose(v, vehicleAt({59, 0})));
        QVERIFY(!tooClose(v, vehicleAt({60, 0})));
    }

    void flock_data()
    {
        // Self (0,0) v (1,0). A (50,0) v (0,2): ahead, too close. B (100,100) v (2,0): ahead, in sight.
        // C (-50,0) v (0,-3): behind, too close. D (300,0): out of sight.
        // Front: A, B in sight (count 2). flee A: (10,0)-(1,0) = (9,0) subtracted -> (-9,0).
        //   avgVel = ((1,0)+(0,2)+(2,0))/2 = (1.5,1) (own v included, divided by 2 as printed);
        //   avgPos = (150,100)/2 = (75,50); seek: normalize(75,50)*10 - (1,0) = (7.32050294, 5.54700196);
        //   sum (-1.67949706, 5.54700196). intended += (1.5,1)-(1,0) = (0.5,1); printed: nothing; cocos -= (1.5,1).
        // All: C too: flee C: (-10,0)-(1,0) = (-11,0) subtracted -> +11. count 3;
        //   avgVel = ((3,2)+(0,-3))/3 = (1,-1/3); avgPos = (100,100)/3; seek: (7.0710678,7.0710678)-(1,0);
        //   sum = -9 + 11 + 6.0710678 = 8.0710678, 7.0710678; intended += (0,-1/3) -> (8.0710678, 6.7377345).
        QTest::addColumn<int>("insight");
        QTest::addColumn<int>("alignment");
        QTest::addColumn<double>("fx");
        QTest::addColumn<double>("fy");
        QTest::addColumn<int>("count");
        const double sx = -1.6794970566215621, sy = 5.547001962252292;
        QTest::newRow("front, intended") << int(InSight::Front) << int(Alignment::Intended) << sx + 0.5 << sy + 1 << 2;
        QTest::newRow("front, printed") << int(InSight::Front) << int(Alignment::Printed000) << sx << sy << 2;
        QTest::newRow("front, cocos") << int(InSight::Front) << int(Alignment::Cocos) << sx - 1.5 << sy - 1 << 2;
        QTest::newRow("all, intended") << int(InSight::All) << int(Alignment::Intended) << 8.071067811865476
                                       << 6.7377344785321425 << 3;
    }
    void flock()
    {
        QFETCH(int, insight);
        QFETCH(int, alignment);
        QFETCH(double, fx);
        QFETCH(double, fy);
        QFETCH(int, count);
        Variants var;
        var.inSight = InSight(insight);
        var.alignment = Alignment(alignment);
        std::vector<Vehicle> all = {vehicleAt({0, 0}, {1, 0}), vehicleAt({50, 0}, {0, 2}), vehicleAt({100, 100}, {2, 0}),
                                    vehicleAt({-50, 0}, {0, -3}), vehicleAt({300, 0})};
        const std::vector<int> candidates = {0, 1, 2, 3, 4};
        VehicleExplanation ex;
        Vehicle self = all[0];
        steer::flock(self, 0, all, candidates, {var, &ex});
        QCOMPARE_VEC(self.steeringForce, Vector2D(fx, fy));
        const BehaviourRecord* r = recordOf(ex, Behaviour::Flock);
        QCOMPARE(int(r->as<FlockRecord>().inSightCount), count);
        QCOMPARE(int(r->as<FlockRecord>().tooCloseCount), count - 1);
    }

    void flockAloneDoesNothing()
    {
        Variants var;
        std::vector<Vehicle> all = {vehicleAt({0, 0}, {1, 0}), vehicleAt({-100, 0})};
        const std::vector<int> candidates = {0, 1};
        Vehicle self = all[0];
        steer::flock(self, 0, all, candidates, {var});
        QCOMPARE(self.steeringForce, Vector2D()); // the only other is behind: inSightCount 0
    }

    void pursueOffsetAsPrinted()
    {
        // 003: localOffset = (side.x*o.x + side.y*o.y, heading.x*o.x + heading.y*o.y): the offset's x runs
        // along the leader's side, its y along the heading. The offset (30, -80) is asymmetric and the
        // leader's heading oblique, so swapping the two axes (or the offset's components) gives another point.
        // Leader (100,100) v (3,4): |v| = 5, heading = (0.6, 0.8), side = perp(heading) = (-0.8, 0.6).
        // localOffset = ((-0.8)(30) + (0.6)(-80), (0.6)(30) + (0.8)(-80)) = (-24 - 48, 18 - 64) = (-72, -46);
        // offsetTargetPos = (100 - 72, 100 - 46) = (28, 54).
        //   (Swapped, x along the heading and y along the side: (0.6)(30) + (-0.8)(-80), (0.8)(30) + (0.6)(-80)
        //   = (82, -24), offset point (182, 76).)
        // Follower (28,0) at rest: dist = |(0, 54)| = 54; t = 54 / (10 + 5) = 3.6;
        // predicted = (28 + 3·3.6, 54 + 4·3.6) = (38.8, 68.4).
        // arrive: d = (10.8, 68.4), dist = √(116.64 + 4678.56) = √4795.2 = 69.2474 < 100, so the desired speed is
        // 10·dist/100 and v_d = d/dist · dist/10 = d/10 = (1.08, 6.84); F = v_d - v = (1.08, 6.84).
        Variants var;
        VehicleExplanation ex;
        const Vehicle leader = vehicleAt({100, 100}, {3, 4});
        Vehicle f = vehicleAt({28, 0});
        pursueOffset(f, leader, {30, -80}, {var, &ex});
        QCOMPARE_VEC(f.steeringForce, Vector2D(1.08, 6.84));
        const BehaviourRecord* r = recordOf(ex, Behaviour::OffsetPursuit);
        QCOMPARE_NEAR(r->as<OffsetPursuitRecord>().localOffset.x, -72);
        QCOMPARE_NEAR(r->as<OffsetPursuitRecord>().localOffset.y, -46);
        QCOMPARE_NEAR(r->as<OffsetPursuitRecord>().dist, 54);
        QCOMPARE_NEAR(r->as<OffsetPursuitRecord>().lookAheadTime, 3.6);
        QCOMPARE_VEC(r->firstItem(ItemKind::OffsetPoint)->origin, Vector2D(28, 54));
        QCOMPARE_VEC(r->firstItem(ItemKind::PredictedTarget)->origin, Vector2D(38.8, 68.4));
        QVERIFY(!near(r->firstItem(ItemKind::OffsetPoint)->origin, Vector2D(182, 76), 1)); // not the swapped reading
        QCOMPARE(recordOf(ex, Behaviour::Arrive)->parent, 0);
    }

    void lennardJonesDefaults()
    {
        // Player (0,0) v (0,3); obstacle (20,0) radius 10. r = vp - vo = (-20,0), |r| = 20 <= 40.
        // d = 20/10 = 2; U = 20/2^2.5 = 3.5355339; u = (-1,0)*U; dv = (-3.5355339, 3);
        // |dv| := 5: dv * 5/sqrt(12.5 + 9).
        Variants var;
        VehicleExplanation ex;
        LennardJonesParams lj;
        Vehicle p = vehicleAt({0, 0}, {0, 3});
        const std::vector<Obstacle> obstacles = {circleAt({20, 0}, 10)};
        lennardJones(p, obstacles, lj, {var, &ex});
        const double U = 20 / std::pow(2.0, 2.5);
        QCOMPARE_NEAR(U, 3.5355339059327373);
        const double k = 5 / std::sqrt(U * U + 9);
        QCOMPARE_VEC(p.velocity, Vector2D(-U * k, 3 * k));
        QCOMPARE_NEAR(p.velocity.length(), 5.0);
        QCOMPARE(ex.calls.at(0).as<LennardJonesRecord>().pushes, 1);
        const BehaviourRecord& r = ex.calls.at(1);
        QCOMPARE(r.behaviour, Behaviour::LennardJonesPush);
        QCOMPARE_NEAR(r.as<LennardJonesPushRecord>().U, U);
        QCOMPARE(r.as<LennardJonesPushRecord>().d, 2.0);
        QCOMPARE(p.steeringForce, Vector2D()); // it changes v directly, no force
    }

    void lennardJonesTwoObstaclesByHand()
    {
        // Player (0,0) v (0,3). Obstacle 0 (20,0) r 10: r = (-20,0), |r| 20, d 2, U = 20/2^2.5;
        //   u = (-U,0); v + u = (-U,3); dv = (-U,3)·5/sqrt(U^2+9).
        // Obstacle 1 (100,100): |r| = 141.4 > 40: skipped, no child.
        // Obstacle 2 (0,-30) r 30: r = (0,30), |r| 30, d 1, U = 20/1 = 20; u = (0,20);
        //   v + u = dv0 + (0,20); dv = (v + u)·5/|v + u|.
        Variants var;
        VehicleExplanation ex;
        Vehicle p = vehicleAt({0, 0}, {0, 3});
        const std::vector<Obstacle> obstacles = {circleAt({20, 0}, 10), circleAt({100, 100}, 10),
                                                 circleAt({0, -30}, 30)};
        lennardJones(p, obstacles, LennardJonesParams{}, {var, &ex});
        const double U0 = 20 / std::pow(2.0, 2.5);
        const Vector2D dv0 = Vector2D(-U0, 3) * (5 / std::sqrt(U0 * U0 + 9));
        const Vector2D sum1 = dv0 + Vector2D(0, 20);
        const Vector2D dv1 = sum1 * (5 / sum1.length());
        QCOMPARE_VEC(p.velocity, dv1);

        QCOMPARE(ex.calls.size(), std::size_t(3));
        const BehaviourRecord& lj = ex.calls.at(0);
        QCOMPARE(lj.behaviour, Behaviour::LennardJones);
        QCOMPARE(lj.as<LennardJonesRecord>().obstacles, 3);
        QCOMPARE(lj.as<LennardJonesRecord>().pushes, 2);
        int cutoffs = 0;
        for (const Item& it : lj.items)
            cutoffs += it.kind == ItemKind::CutoffCircle ? 1 : 0;
        QCOMPARE(cutoffs, 3);

        const BehaviourRecord& a = ex.calls.at(1);
        QCOMPARE(a.behaviour, Behaviour::LennardJonesPush);
        QCOMPARE(a.parent, 0);
        QCOMPARE(a.as<LennardJonesPushRecord>().obstacle, 0);
        QCOMPARE_VEC(a.firstItem(ItemKind::Difference)->vec, Vector2D(-20, 0));
        QCOMPARE(a.as<LennardJonesPushRecord>().rLength, 20.0);
        QCOMPARE(a.as<LennardJonesPushRecord>().radius, 10.0);
        QCOMPARE(a.as<LennardJonesPushRecord>().d, 2.0);
        QCOMPARE_NEAR(a.as<LennardJonesPushRecord>().U, U0);
        QCOMPARE_VEC(a.firstItem(ItemKind::Push)->vec, Vector2D(-U0, 0));
        QCOMPARE_VEC(a.firstItem(ItemKind::Velocity)->vec, Vector2D(0, 3));
        QCOMPARE_VEC(a.firstItem(ItemKind::VelocityPlusPush)->vec, Vector2D(-U0, 3));
        QVERIFY(a.firstItem(ItemKind::FixedSpeedVelocity));
        QCOMPARE_VEC(a.firstItem(ItemKind::FixedSpeedVelocity)->vec, dv0);
        QCOMPARE_NEAR(a.firstItem(ItemKind::FixedSpeedVelocity)->vec.length(), 5.0);

        const BehaviourRecord& b = ex.calls.at(2);
        QCOMPARE(b.parent, 0);
        QCOMPARE(b.as<LennardJonesPushRecord>().obstacle, 2);
        QCOMPARE(b.as<LennardJonesPushRecord>().rLength, 30.0);
        QCOMPARE(b.as<LennardJonesPushRecord>().radius, 30.0);
        QCOMPARE(b.as<LennardJonesPushRecord>().d, 1.0);
        QCOMPARE_NEAR(b.as<LennardJonesPushRecord>().U, 20.0);
        QCOMPARE_VEC(b.firstItem(ItemKind::Push)->vec, Vector2D(0, 20));
        QCOMPARE_VEC(b.firstItem(ItemKind::Velocity)->vec, dv0); // the first push's result
        QCOMPARE_VEC(b.firstItem(ItemKind::VelocityPlusPush)->vec, sum1);
        QCOMPARE_VEC(b.firstItem(ItemKind::FixedSpeedVelocity)->vec, dv1);
        QCOMPARE_NEAR(b.firstItem(ItemKind::FixedSpeedVelocity)->vec.length(), 5.0);
    }

    void lennardJonesCutoff()
    {
        // |r| = 41 > 40: skipped, velocity unchanged (not even set to |v| = 5).
        Variants var;
        Vehicle p = vehicleAt({0, 0}, {0, 3});
        const std::vector<Obstacle> obstacles = {circleAt({41, 0}, 10)};
        lennardJones(p, obstacles, LennardJonesParams{}, {var});
        QCOMPARE(p.velocity, Vector2D(0, 3));
        // Exactly 40 is still pushed (seed: `if (r.length > 40) continue`).
        Vehicle q = vehicleAt({0, 0}, {0, 3});
        const std::vector<Obstacle> at40 = {circleAt({40, 0}, 10)};
        lennardJones(q, at40, LennardJonesParams{}, {var});
        QCOMPARE_NEAR(q.velocity.length(), 5.0);
    }

    void lennardJonesConstants()
    {
        // d = 2 as above.
        // A = 10, n = 1: U = -10/2 + 3.5355339 = -1.4644661 < 0: u points TOWARDS the obstacle (+x):
        //   dv = (1.4644661, 3), scaled to 5.
        // m = 1: U = 20/2 = 10: dv = (-10, 3) scaled to 5.
        Variants var;
        const std::vector<Obstacle> obstacles = {circleAt({20, 0}, 10)};
        LennardJonesParams attract;
        attract.A = 10;
        QCOMPARE_NEAR(lennardJonesPotential(attract, 2), -5 + 20 / std::pow(2.0, 2.5));
        Vehicle a = vehicleAt({0, 0}, {0, 3});
        lennardJones(a, obstacles, attract, {var});
        const double ua = 5 - 20 / std::pow(2.0, 2.5);
        QCOMPARE_VEC(a.velocity, Vector2D(ua, 3) * (5 / std::sqrt(ua * ua + 9)));
        LennardJonesParams steep;
        steep.m = 1;
        Vehicle b = vehicleAt({0, 0}, {0, 3});
        lennardJones(b, obstacles, steep, {var});
        QCOMPARE_VEC(b.velocity, Vector2D(-10, 3) * (5 / std::sqrt(109.0)));
        // A = 10, n = 2: the attraction falls off faster: U = -10/4 + 3.5355339 = 1.0355339 > 0, a push again.
        LennardJonesParams farther = attract;
        farther.n = 2;
        QCOMPARE_NEAR(lennardJonesPotential(farther, 2), -2.5 + 20 / std::pow(2.0, 2.5));
        Vehicle n2 = vehicleAt({0, 0}, {0, 3});
        lennardJones(n2, obstacles, farther, {var});
        const double un = 2.5 - 20 / std::pow(2.0, 2.5);
        QCOMPARE_VEC(n2.velocity, Vector2D(un, 3) * (5 / std::sqrt(un * un + 9)));
        QVERIFY(n2.velocity.x < 0);
        // ljSpeed sets the fixed speed.
        LennardJonesParams fast;
        fast.speed = 8;
        Vehicle c = vehicleAt({0, 0}, {0, 3});
        lennardJones(c, obstacles, fast, {var});
        QCOMPARE_NEAR(c.velocity.length(), 8.0);
    }

    void updateTruncatesForceDividesByMassTruncatesSpeed()
    {
        // F = (3,4) -> truncate(1) = (0.6,0.8) -> /mass 2 = (0.3,0.4); v = (0,0) + (0.3,0.4); p += v.
        VehicleExplanation ex;
        Vehicle v = vehicleAt({100, 100});
        v.params.mass = 2;
        v.steeringForce = {3, 4};
        update(v, 550, 400, &ex);
        QCOMPARE_VEC(v.velocity, Vector2D(0.3, 0.4));
        QCOMPARE_VEC(v.position, Vector2D(100.3, 100.4));
        QCOMPARE(v.steeringForce, Vector2D()); // F = 0 afterwards
        QCOMPARE(v.lastForce, Vector2D(3, 4)); // the trace's fx, fy: before truncation
        QCOMPARE_VEC(ex.update.forceTruncated, Vector2D(0.6, 0.8));
        QCOMPARE_VEC(ex.update.acceleration, Vector2D(0.3, 0.4));
        // v = (30,40) + 0 -> truncate(10) = (6,8).
        Vehicle fast = vehicleAt({100, 100}, {30, 40});
        update(fast, 550, 400, nullptr);
        QCOMPARE_VEC(fast.velocity, Vector2D(6, 8));
        QCOMPARE_VEC(fast.position, Vector2D(106, 108));
        // A plain Vehicle (PursueTest's target) ignores forces: only v truncation and movement.
        Vehicle plain = vehicleAt({0, 100}, {15, 0});
        plain.steered = false;
        plain.steeringForce = {0, 1};
        update(plain, 550, 400, nullptr);
        QCOMPARE_VEC(plain.velocity, Vector2D(10, 0));
        QCOMPARE_VEC(plain.position, Vector2D(10, 100));
    }

    void edges()
    {
        // p = (545,100) + (10,0) = (555,100), past the 550 edge.
        Vehicle wrap = vehicleAt({545, 100}, {10, 0});
        wrap.edge = EdgeBehavior::Wrap;
        update(wrap, 550, 400, nullptr);
        QCOMPARE(wrap.position, Vector2D(0, 100));
        QCOMPARE_VEC(wrap.velocity, Vector2D(10, 0));

        Vehicle bounce = vehicleAt({545, 100}, {10, 0});
        bounce.edge = EdgeBehavior::Bounce;
        update(bounce, 550, 400, nullptr);
        QCOMPARE(bounce.position, Vector2D(550, 100));
        QCOMPARE_NEAR(bounce.velocity.x, -10);

        Vehicle none = vehicleAt({545, 100}, {10, 0});
        none.edge = EdgeBehavior::None;
        update(none, 550, 400, nullptr);
        QCOMPARE_VEC(none.position, Vector2D(555, 100));

        // Top edge: y = 2 - 5 = -3 < 0: wrap to 400, bounce to 0 with vy flipped.
        Vehicle wt = vehicleAt({100, 2}, {0, -5});
        update(wt, 550, 400, nullptr);
        QCOMPARE(wt.position.y, 400.0);
        Vehicle bt = vehicleAt({100, 2}, {0, -5});
        bt.edge = EdgeBehavior::Bounce;
        update(bt, 550, 400, nullptr);
        QCOMPARE(bt.position.y, 0.0);
        QCOMPARE_NEAR(bt.velocity.y, 5);
    }

    void recordingOffRecordsNothing()
    {
        // Every scenario with recordExplanations off leaves no explanations; with it on, one per vehicle.
        for (const auto& info : steer_test::tableScenarios()) {
            World on = makeWorld(info.id, 3);
            World off = on;
            off.recordExplanations = false;
            for (int i = 0; i < 5; ++i) {
                on.step();
                off.step();
            }
            QVERIFY(off.explanations.empty());
            QCOMPARE(on.explanations.size(), on.vehicles.size());
            bool any = false;
            for (const auto& e : on.explanations)
                any = any || !e.calls.empty();
            QVERIFY2(any, info.key.data());
            QVERIFY2(on == off, info.key.data()); // recording never changes the simulation
        }
    }
};

QTEST_APPLESS_MAIN(TstBehaviours)
#include "tst_behaviours.moc"
