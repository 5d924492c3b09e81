// The parameter table: validation messages, per-vehicle and all-vehicle setting, set-up parameters,
// and the variant switches' names and messages.
#include "parameters.h"
#include "scenarios.h"
#include "variants.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace steer;

namespace {
QString msg(const std::optional<std::string>& e) { return e ? QString::fromStdString(*e) : QString(); }
} // namespace

class TstParameters : public QObject {
    Q_OBJECT
private slots:
    void defaultsAreTheSeeds()
    {
        // SteeredVehicle.as's field initialisers and 004's constants.
        const VehicleParams p;
        for (const auto& info : parameterTable()) {
            if (info.scope == ParamScope::Vehicle)
                QCOMPARE(vehicleParam(p, info.name), info.defaultValue);
        }
        QCOMPARE(findParameter("maxSpeed")->defaultValue, 10.0);
        QCOMPARE(findParameter("arrivalThreshold")->defaultValue, 100.0);
        QCOMPARE(findParameter("avoidDistance")->defaultValue, 300.0);
        QCOMPARE(findParameter("tooCloseDist")->defaultValue, 60.0);
        QCOMPARE(findParameter("B")->defaultValue, 20.0);
        QCOMPARE(findParameter("m")->defaultValue, 2.5);
        QCOMPARE(findParameter("ljCutoff")->defaultValue, 40.0);
        QVERIFY(!findParameter("speed"));
    }

    void validation()
    {
        QVERIFY(!validateParameter("maxSpeed", 0));
        QVERIFY(!validateParameter("maxSpeed", 1000));
        QVERIFY(!validateParameter("mass", 0.001));

        const QString unknown = msg(validateParameter("maxSpeeed", 1));
        QVERIFY2(unknown.startsWith("unknown parameter 'maxSpeeed'"), qPrintable(unknown));
        QVERIFY(unknown.contains("maxSpeed, maxForce")); // lists the valid names

        const QString negative = msg(validateParameter("maxSpeed", -1));
        QCOMPARE(negative, QStringLiteral("maxSpeed is out of range: must be from 0 to 1000"));
        const QString tooBig = msg(validateParameter("maxSpeed", 1000.5));
        QCOMPARE(tooBig, QStringLiteral("maxSpeed is out of range: must be from 0 to 1000"));

        // mass > 0: dividing the force by 0 would make NaN.
        QCOMPARE(msg(validateParameter("mass", 0)), QStringLiteral("mass is out of range: must be greater than 0 and up to 1000"));
        QCOMPARE(msg(validateParameter("arrivalThreshold", 0)).left(35), QStringLiteral("arrivalThreshold is out of range: m"));

        const QString nan = msg(validateParameter("maxForce", std::numeric_limits<double>::quiet_NaN()));
        QCOMPARE(nan, QStringLiteral("maxForce must be a finite number (from 0 to 1000)"));
        QVERIFY(msg(validateParameter("B", std::numeric_limits<double>::infinity())).contains("finite"));

        // Crowds (issue 12): up to a million vehicles on stages up to a million pixels a side, with the
        // limits written out in full, not as 1e+06.
        QCOMPARE(msg(validateParameter("count", 2.5)), QStringLiteral("count must be a whole number (from 1 to 1000000)"));
        QVERIFY(!validateParameter("count", 1000000));
        QCOMPARE(msg(validateParameter("count", 1000001)), QStringLiteral("count is out of range: must be from 1 to 1000000"));
        QVERIFY(!validateParameter("stageWidth", 1000000));
        QCOMPARE(msg(validateParameter("stageHeight", 1000000.5)),
                 QStringLiteral("stageHeight is out of range: must be from 50 to 1000000"));
        QCOMPARE(msg(validateParameter("loop", 0.5)), QStringLiteral("loop must be a whole number (from 0 to 1)"));
        QVERIFY(validateParameter("stageWidth", 49));
    }

    void setParameterPerVehicleAndForAll()
    {
        World w = makeWorld(ScenarioId::Flock);
        QVERIFY(!setParameter(w, "maxSpeed", 3, 2));
        for (std::size_t i = 0; i < w.vehicles.size(); ++i)
            QCOMPARE(w.vehicles[i].params.maxSpeed, i == 2 ? 3.0 : 10.0);
        QCOMPARE(getParameter(w, "maxSpeed", 2), 3.0);
        QCOMPARE(getParameter(w, "maxSpeed", 1), 10.0);

        QVERIFY(!setParameter(w, "tooCloseDist", 25));
        for (const auto& v : w.vehicles)
            QCOMPARE(v.params.tooCloseDist, 25.0);
        QCOMPARE(w.vehicles[2].params.maxSpeed, 3.0); // other fields untouched

        QCOMPARE(msg(setParameter(w, "maxSpeed", 3, 20)), QStringLiteral("no vehicle number 20"));
        // A refused value changes nothing.
        const World before = w;
        QVERIFY(setParameter(w, "mass", -1));
        QVERIFY(setParameter(w, "mass", std::nan("")));
        QVERIFY(w == before);
    }

    void worldAndLennardJonesParameters()
    {
        World w = makeWorld(ScenarioId::LennardJones);
        QVERIFY(!setParameter(w, "A", 5));
        QVERIFY(!setParameter(w, "ljSpeed", 7));
        QVERIFY(!setParameter(w, "ljCutoff", 60));
        QCOMPARE(w.lennardJones.A, 5.0);
        QCOMPARE(w.lennardJones.speed, 7.0);
        QCOMPARE(w.lennardJones.cutoff, 60.0);
        QCOMPARE(getParameter(w, "ljSpeed"), 7.0);

        World p = makeWorld(ScenarioId::Path);
        QCOMPARE(getParameter(p, "loop"), 1.0);
        QVERIFY(!setParameter(p, "loop", 0));
        QVERIFY(!p.path.loop);

        const QString setup = msg(setParameter(p, "stageWidth", 800));
        QCOMPARE(setup, QStringLiteral("stageWidth is set when the scenario starts; reset the scenario with it"));
        QCOMPARE(getParameter(p, "stageWidth"), 550.0);
    }

    void setupParameters()
    {
        ScenarioSetup s;
        s.id = ScenarioId::Flock;
        s.parameters = {{"count", 5}, {"stageWidth", 800}, {"maxSpeed", 4}};
        World w;
        QVERIFY(!buildWorld(s, w));
        QCOMPARE(w.vehicles.size(), std::size_t(5));
        QCOMPARE(w.stageWidth, 800.0);
        QCOMPARE(w.pointer, Vector2D(400, 200)); // the pointer defaults to the new stage's centre
        for (const auto& v : w.vehicles) {
            QCOMPARE(v.params.maxSpeed, 4.0);
            QVERIFY(v.position.x < 800);
        }
        QCOMPARE(getParameter(w, "count"), 5.0);

        ScenarioSetup seekCount;
        seekCount.id = ScenarioId::Seek;
        seekCount.parameters = {{"count", 3}};
        QVERIFY(msg(buildWorld(seekCount, w)).startsWith("count does not apply to scenario 'seek'"));

        ScenarioSetup bad;
        bad.id = ScenarioId::Seek;
        bad.parameters = {{"maxForce", -2}};
        World untouched = makeWorld(ScenarioId::Wander);
        const World copy = untouched;
        QVERIFY(buildWorld(bad, untouched));
        QVERIFY(untouched == copy); // a failed build leaves the output alone

        ScenarioSetup offset;
        offset.id = ScenarioId::OffsetPursuit;
        offset.parameters = {{"count", 7}};
        QVERIFY(!buildWorld(offset, w));
        QCOMPARE(w.vehicles.size(), std::size_t(8)); // the leader and f1..f7
        QCOMPARE(w.vehicles.back().id, std::string("f7"));
    }

    void variants()
    {
        Variants v;
        QCOMPARE(variantName(v, "wander"), std::string_view("range"));
        QCOMPARE(variantName(v, "evade"), std::string_view("ahead"));
        QCOMPARE(variantName(v, "lookahead"), std::string_view("book"));
        QCOMPARE(variantName(v, "alignment"), std::string_view("intended"));
        QCOMPARE(variantName(v, "insight"), std::string_view("front"));
        QCOMPARE(variantName(v, "order"), std::string_view("in-turn")); // the seeds' FlockTest loop
        QVERIFY(!setVariant(v, "order", "simultaneous"));
        QCOMPARE(v.order, FrameOrder::Simultaneous);
        QVERIFY(!setVariant(v, "evade", "behind"));
        QCOMPARE(v.evade, EvadePrediction::Behind002);
        QVERIFY(!setVariant(v, "alignment", "printed"));
        QCOMPARE(v.alignment, Alignment::Printed000);
        QVERIFY(!setVariant(v, "alignment", "cocos"));
        QCOMPARE(variantName(v, "alignment"), std::string_view("cocos"));
        QCOMPARE(msg(setVariant(v, "alignment", "sideways")),
                 QStringLiteral("unknown variant 'sideways' for alignment (valid: intended, printed, cocos)"));
        QCOMPARE(msg(setVariant(v, "speed", "x")),
                 QStringLiteral("unknown variant behaviour 'speed' (valid: wander, evade, lookahead, alignment, insight, order)"));
        // Every listed name is accepted and reads back.
        for (const auto& c : variantChoices())
            for (auto n : c.names) {
                Variants w;
                QVERIFY(!setVariant(w, c.behaviour, n));
                QCOMPARE(variantName(w, c.behaviour), n);
            }
    }
};

QTEST_APPLESS_MAIN(TstParameters)
#include "tst_parameters.moc"
