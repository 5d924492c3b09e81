// Typed records (issue #33): each call's record is a struct of the seed's variables
// (core/behaviours/<name>/record.h). Checked two ways: against numbers derived by hand from the seed
// formulas, and against the same values recorded by name (the readers that still use the names
// move to the fields; until then both must agree in every frame of every demo).
#include "behaviours.h"
#include "scenarios.h"
#include "table_scenarios.h"
#include "test_budget.h"
#include "world.h"

#include <QtTest>

#include <string>
#include <string_view>
#include <variant>
#include <vector>

using namespace steer;

namespace {
Vehicle vehicleAt(Vector2D p, Vector2D v)
{
    Vehicle out;
    out.position = p;
    out.velocity = v;
    return out;
}

bool same(double a, double b) { return a == b || (std::isnan(a) && std::isnan(b)); }
bool same(Vector2D a, Vector2D b) { return same(a.x, b.x) && same(a.y, b.y); }

// The checks below compare a typed field with the value recorded under its seed name.
struct Check {
    const BehaviourRecord& r;
    std::string where;
    void number(const char* name, double typed) const
    {
        const Number* n = r.number(name);
        QVERIFY2(n, (where + ": no number " + name).c_str());
        QVERIFY2(same(n->value, typed), (where + ": " + name + " " + std::to_string(n->value) + " typed " +
                                         std::to_string(typed))
                                            .c_str());
    }
    void vec(const char* name, Vector2D typed) const
    {
        const Item* i = r.item(name);
        QVERIFY2(i, (where + ": no item " + name).c_str());
        QVERIFY2(same(i->vec, typed), (where + ": item " + name).c_str());
    }
    void origin(const char* name, Vector2D typed) const
    {
        const Item* i = r.item(name);
        QVERIFY2(i, (where + ": no item " + name).c_str());
        QVERIFY2(same(i->origin, typed), (where + ": origin of " + name).c_str());
    }
};

void compare(const BehaviourRecord& r, const std::string& where)
{
    const Check c{r, where + " " + std::string(behaviourId(r.behaviour))};
    switch (r.behaviour) {
    case Behaviour::Seek: {
        const auto& d = r.as<SeekRecord>();
        c.origin("target", d.target), c.origin("velocity", d.position), c.vec("velocity", d.velocity);
        c.vec("desiredVelocity", d.desiredVelocity), c.vec("force", d.force), c.number("maxSpeed", d.maxSpeed);
        break;
    }
    case Behaviour::Flee: {
        const auto& d = r.as<FleeRecord>();
        c.origin("target", d.target), c.origin("velocity", d.position), c.vec("velocity", d.velocity);
        c.vec("desiredVelocity", d.desiredVelocity), c.vec("force", d.force), c.vec("appliedForce", d.appliedForce);
        c.number("maxSpeed", d.maxSpeed);
        break;
    }
    case Behaviour::Arrive: {
        const auto& d = r.as<ArriveRecord>();
        c.origin("target", d.target), c.vec("velocity", d.velocity), c.vec("desiredVelocity", d.desiredVelocity);
        c.vec("force", d.force), c.number("dist", d.dist), c.number("arrivalThreshold", d.arrivalThreshold);
        c.number("maxSpeed", d.maxSpeed), c.number("speed", d.speed), c.number("slowing", d.slowing ? 1 : 0);
        break;
    }
    case Behaviour::Pursue: {
        const auto& d = r.as<PursueRecord>();
        if (d.headOnTested) {
            c.number("toTargetDotHeading", d.toTargetDotHeading);
            c.number("headingDotTargetHeading", d.headingDotTargetHeading), c.number("headOn", d.headOn ? 1 : 0);
        }
        c.origin("predictedTarget", d.predictedTarget);
        if (!d.headOn) {
            c.number("dist", d.dist), c.number("lookAheadTime", d.lookAheadTime);
            c.number("targetSpeed", d.targetSpeed), c.origin("lookAhead", d.targetPosition);
        }
        break;
    }
    case Behaviour::Evade: {
        const auto& d = r.as<EvadeRecord>();
        c.origin("predictedTarget", d.predictedTarget), c.origin("lookAhead", d.targetPosition);
        c.number("dist", d.dist), c.number("lookAheadTime", d.lookAheadTime), c.number("targetSpeed", d.targetSpeed);
        break;
    }
    case Behaviour::Wander: {
        const auto& d = r.as<WanderRecord>();
        c.vec("velocity", d.velocity), c.vec("center", d.center), c.vec("offset", d.offset), c.vec("force", d.force);
        c.number("wanderAngle", d.wanderAngle), c.number("random", d.random), c.number("step", d.step);
        c.number("nextWanderAngle", d.nextWanderAngle), c.number("wanderDistance", d.wanderDistance);
        c.number("wanderRadius", d.wanderRadius), c.number("wanderRange", d.wanderRange);
        break;
    }
    case Behaviour::Avoid: {
        const auto& d = r.as<AvoidRecord>();
        c.vec("velocity", d.velocity), c.vec("feeler", d.feeler), c.number("circles", d.circles);
        c.number("ahead", d.ahead), c.number("behind", d.behind), c.number("hits", d.hits);
        c.number("feelerLength", d.avoidDistance), c.number("avoidBuffer", d.avoidBuffer);
        c.number("maxSpeed", d.maxSpeed);
        if (d.hits > 0)
            c.vec("force", d.force), c.vec("brakedVelocity", d.brakedVelocity);
        break;
    }
    case Behaviour::AvoidCircle: {
        const auto& d = r.as<AvoidCircleRecord>();
        c.vec("difference", d.difference), c.vec("feeler", d.feeler), c.vec("projection", d.projection);
        c.number("circle", d.circle), c.number("dotProd", d.dotProd), c.number("dist", d.dist);
        c.number("radius", d.radius), c.number("avoidBuffer", d.avoidBuffer);
        c.number("feelerLength", d.feelerLength), c.number("projectionLength", d.projectionLength);
        c.number("distTest", d.nearFeeler ? 1 : 0), c.number("reachTest", d.withinReach ? 1 : 0);
        c.number("hit", d.hit ? 1 : 0);
        if (d.hit) {
            c.number("sign", d.sign), c.number("turnedX", d.turned.x), c.number("turnedY", d.turned.y);
            c.number("ratio", d.ratio), c.vec("force", d.force), c.vec("velocity", d.velocity);
            c.vec("brakedVelocity", d.brakedVelocity);
        }
        break;
    }
    case Behaviour::FollowPath: {
        const auto& d = r.as<FollowPathRecord>();
        c.origin("wayPoint", d.wayPoint), c.number("pathIndex", d.pathIndex), c.number("nextPathIndex", d.nextPathIndex);
        c.number("dist", d.dist), c.number("pathThreshold", d.pathThreshold), c.number("pathLength", d.pathLength);
        c.number("loop", d.loop ? 1 : 0), c.number("arriving", d.arriving ? 1 : 0);
        break;
    }
    case Behaviour::Flock: {
        const auto& d = r.as<FlockRecord>();
        c.number("inSightCount", d.inSightCount), c.number("tooCloseCount", d.tooCloseCount);
        c.number("inSightDist", d.inSightDist), c.number("tooCloseDist", d.tooCloseDist);
        QCOMPARE(d.inSight.size(), std::size_t(d.inSightCount));
        std::size_t links = 0;
        for (const Item& i : r.items)
            if (i.kind == ItemKind::NeighbourLink) {
                QVERIFY(links < d.inSight.size());
                QVERIFY(same(i.origin + i.vec, d.inSight[links]) || same(i.vec, d.inSight[links] - d.position));
                ++links;
            }
        QCOMPARE(links, d.inSight.size());
        if (d.tooCloseCount > 0)
            c.vec("separation", d.separation);
        if (d.inSightCount > 0) {
            c.origin("averagePosition", d.averagePosition), c.vec("averageVelocity", d.averageVelocity);
            c.vec("alignment", d.alignment), c.vec("alignmentApplied", d.alignmentApplied);
            c.number("alignmentApplied", d.alignmentAdded ? 1 : 0);
        }
        break;
    }
    case Behaviour::OffsetPursuit: {
        const auto& d = r.as<OffsetPursuitRecord>();
        c.origin("offsetTargetPos", d.offsetTargetPos), c.origin("predictedTarget", d.predictedTarget);
        c.vec("heading", d.heading.multiply(30)), c.vec("side", d.side.multiply(30));
        c.number("offsetX", d.offset.x), c.number("offsetY", d.offset.y);
        c.number("localOffsetX", d.localOffset.x), c.number("localOffsetY", d.localOffset.y);
        c.number("dist", d.dist), c.number("lookAheadTime", d.lookAheadTime);
        break;
    }
    case Behaviour::LennardJones: {
        const auto& d = r.as<LennardJonesRecord>();
        c.vec("velocity", d.velocity), c.number("obstacles", d.obstacles), c.number("pushes", d.pushes);
        c.number("A", d.A), c.number("B", d.B), c.number("n", d.n), c.number("m", d.m);
        c.number("cutoff", d.cutoff), c.number("speed", d.speed);
        break;
    }
    case Behaviour::LennardJonesPush: {
        const auto& d = r.as<LennardJonesPushRecord>();
        c.vec("r", d.r), c.vec("u", d.u), c.vec("velocity", d.velocity), c.vec("vPlusU", d.vPlusU), c.vec("dv", d.dv);
        c.number("obstacle", d.obstacle), c.number("rLength", d.rLength), c.number("cutoff", d.cutoff);
        c.number("radius", d.radius), c.number("d", d.d), c.number("U", d.U), c.number("speed", d.speed);
        break;
    }
    }
}

// forEachNumber lists what `numbers` holds: the same names, values and order, so that a table of
// every number (the compare pane's) reads the typed record and shows what it showed.
void listedNumbersMatch(const BehaviourRecord& r, const std::string& where)
{
    std::vector<Number> listed;
    std::visit([&](const auto& d) { d.forEachNumber([&](const char* name, double v) { listed.push_back({name, v}); }); },
               r.data);
    QVERIFY2(listed.size() == r.numbers.size(), (where + ": " + std::to_string(listed.size()) + " listed, " +
                                                 std::to_string(r.numbers.size()) + " recorded")
                                                    .c_str());
    for (std::size_t i = 0; i < listed.size(); ++i) {
        QVERIFY2(std::string_view(listed[i].name) == r.numbers[i].name,
                 (where + ": listed " + listed[i].name + " where " + r.numbers[i].name + " was recorded").c_str());
        QVERIFY2(same(listed[i].value, r.numbers[i].value), (where + ": " + listed[i].name).c_str());
    }
}

// firstItem(kind) is the item of that kind: a behaviour records one of each, except the kinds it
// repeats (the leader's two axes, one link per neighbour, one cut-off circle per obstacle).
void oneItemPerKind(const BehaviourRecord& r, const std::string& where)
{
    for (const Item& i : r.items) {
        if (i.kind == ItemKind::LocalFrame || i.kind == ItemKind::NeighbourLink || i.kind == ItemKind::CutoffCircle)
            continue;
        QVERIFY2(r.firstItem(i.kind) == &i, (where + ": two items of kind " + std::string(itemKindId(i.kind))).c_str());
    }
}
} // namespace

class TstTypedRecords : public QObject {
    Q_OBJECT
private slots:
    // SeekTest's formulas by hand: p = (100, 100), v = (1, 0), target (400, 500), maxSpeed 10.
    // target - p = (300, 400), |.| = 500, normalize -> (0.6, 0.8), * 10 -> v_d = (6, 8),
    // F = v_d - v = (5, 8). Every step is exact in binary floating point except 0.6 and 0.8, which
    // the same division gives on both sides.
    void seekByHand()
    {
        Vehicle v = vehicleAt({100, 100}, {1, 0});
        VehicleExplanation ex;
        seek(v, {400, 500}, SteerContext{Variants{}, &ex});
        QCOMPARE(ex.calls.size(), std::size_t(1));
        const auto& d = ex.calls[0].as<SeekRecord>();
        QCOMPARE(d.position, Vector2D(100, 100));
        QCOMPARE(d.target, Vector2D(400, 500));
        QCOMPARE(d.desiredVelocity, Vector2D(300.0 / 500.0 * 10, 400.0 / 500.0 * 10));
        QCOMPARE(d.force, Vector2D(300.0 / 500.0 * 10 - 1, 400.0 / 500.0 * 10));
        QCOMPARE(d.maxSpeed, 10.0);
    }

    // ArriveTest inside the threshold: p = (0, 0), v = 0, target (30, 40): dist 50 <= 100, so
    // speed = maxSpeed * dist / arrivalThreshold = 10 * 50 / 100 = 5, v_d = (0.6, 0.8) * 5 = (3, 4) = F.
    void arriveByHand()
    {
        Vehicle v = vehicleAt({0, 0}, {0, 0});
        VehicleExplanation ex;
        arrive(v, {30, 40}, SteerContext{Variants{}, &ex});
        const auto& d = ex.calls[0].as<ArriveRecord>();
        QCOMPARE(d.dist, 50.0);
        QVERIFY(d.slowing);
        QCOMPARE(d.speed, 5.0);
        QCOMPARE(d.desiredVelocity, Vector2D(30.0 / 50.0 * 5, 40.0 / 50.0 * 5));
        QCOMPARE(d.force, d.desiredVelocity);
    }

    // Pursue (book): the pursuer at (0, 0), maxSpeed 10; the target at (100, 0) moving (0, 5).
    // dist = 100, lookAheadTime = 100 / 10 = 10, predictedTarget = (100, 0) + (0, 5) * 10 = (100, 50);
    // the nested seek heads there.
    void pursueByHand()
    {
        Vehicle v = vehicleAt({0, 0}, {0, 0});
        const Vehicle target = vehicleAt({100, 0}, {0, 5});
        VehicleExplanation ex;
        pursue(v, target, SteerContext{Variants{}, &ex});
        QCOMPARE(ex.calls.size(), std::size_t(2));
        const auto& d = ex.calls[0].as<PursueRecord>();
        QVERIFY(!d.headOnTested);
        QCOMPARE(d.dist, 100.0);
        QCOMPARE(d.lookAheadTime, 10.0);
        QCOMPARE(d.predictedTarget, Vector2D(100, 50));
        QCOMPARE(ex.calls[1].parent, 0);
        QCOMPARE(ex.calls[1].as<SeekRecord>().target, Vector2D(100, 50));
    }

    // Every record of every demo: the typed fields hold what the record holds by name, the record
    // lists its numbers as it recorded them, and holds one item of each kind it draws once.
    void typedFieldsMatchTheNamedValues()
    {
        const int frames = steer_test::frames(200, 40);
        int records = 0;
        for (const ScenarioInfo& s : steer_test::tableScenarios()) {
            for (const char* lookahead : {"book", "cocos"}) {
                ScenarioSetup setup;
                setup.id = s.id;
                if (setVariant(setup.variants, "lookahead", lookahead))
                    qFatal("unknown variant");
                World w;
                if (const auto err = buildWorld(setup, w))
                    qFatal("set-up refused: %s", err->c_str());
                for (int f = 0; f < frames; ++f) {
                    w.step();
                    for (const VehicleExplanation& ex : w.explanations)
                        for (const BehaviourRecord& r : ex.calls) {
                            QCOMPARE(r.data.index(), std::size_t(r.behaviour));
                            const std::string where = std::string(s.key) + " frame " + std::to_string(f + 1);
                            compare(r, where);
                            listedNumbersMatch(r, where + " " + std::string(behaviourId(r.behaviour)));
                            oneItemPerKind(r, where + " " + std::string(behaviourId(r.behaviour)));
                            if (QTest::currentTestFailed())
                                return;
                            ++records;
                        }
                }
            }
        }
        qInfo("%d records compared", records);
        QVERIFY(records > 10000);
    }
};

QTEST_APPLESS_MAIN(TstTypedRecords)
#include "tst_typed_records.moc"
