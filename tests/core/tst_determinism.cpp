// Determinism (same seed, same frames bit for bit; a copied World stays identical) and robustness
// (random parameter sets, edge values included, never produce NaN or infinity).
#include "parameters.h"
#include "scenarios.h"
#include "trace.h"
#include "world.h"
#include "table_scenarios.h"

#include <QtTest>

#include <cmath>
#include <variant>

using namespace steer;

namespace {
bool explanationsFinite(const World& w)
{
    for (const auto& e : w.explanations) {
        for (const auto& call : e.calls) {
            bool finite = true;
            std::visit([&finite](const auto& d) { d.forEachNumber([&finite](const char*, double v) { finite = finite && std::isfinite(v); }); },
                       call.data);
            if (!finite)
                return false;
            for (const auto& it : call.items)
                if (!it.origin.isFinite() || !it.vec.isFinite() || !std::isfinite(it.radius) || !std::isfinite(it.angle))
                    return false;
        }
        if (e.updated && (!e.update.force.isFinite() || !e.update.velocityAfter.isFinite()))
            return false;
    }
    return true;
}

// A value for one parameter: its edges (0/min and max) half of the time, otherwise anywhere in range,
// spread over the orders of magnitude (most ranges are 0..1000 but the interesting values are small).
double pick(const ParamInfo& p, Random& r)
{
    const double u = r.next();
    double v;
    if (u < 0.2)
        v = p.minExclusive ? p.min + 1e-3 : p.min;
    else if (u < 0.4)
        v = p.max;
    else if (u < 0.7)
        v = p.min + (p.max - p.min) * r.next();
    else
        v = std::min(p.max, std::max(p.min, std::pow(10.0, -2 + 4 * r.next())));
    if (p.minExclusive && v <= p.min)
        v = p.min + 1e-3;
    if (p.integer)
        v = std::round(v);
    return v;
}
} // namespace

class TstDeterminism : public QObject {
    Q_OBJECT
private slots:
    void sameSeedSameTrace()
    {
        for (const auto& info : steer_test::tableScenarios()) {
            World a = makeWorld(info.id, 42);
            World b = makeWorld(info.id, 42);
            for (int f = 0; f <= 300; ++f) {
                if (f > 0) {
                    a.step();
                    b.step();
                }
                QCOMPARE(traceLine(a), traceLine(b));
                QCOMPARE(a.hash(), b.hash());
            }
        }
    }

    void copiedWorldStaysIdentical()
    {
        // A copy taken mid-run and advanced beside the original stays equal for 1000 frames.
        for (const auto& info : steer_test::tableScenarios()) {
            World original = makeWorld(info.id, 7);
            for (int f = 0; f < 25; ++f)
                original.step();
            World copy = original;
            QVERIFY(copy == original);
            for (int f = 0; f < 1000; ++f) {
                original.step();
                copy.step();
                if (!(copy == original) || copy.hash() != original.hash())
                    QFAIL(qPrintable(QStringLiteral("%1 diverged at frame %2").arg(info.key.data()).arg(original.frame)));
            }
            QCOMPARE(original.frame, std::int64_t(1025));
        }
    }

    void differentSeedsDifferOnlyWhereRandomnessIsUsed()
    {
        for (const auto& info : steer_test::tableScenarios()) {
            World a = makeWorld(info.id, 1);
            World b = makeWorld(info.id, 2);
            for (int f = 0; f < 50; ++f) {
                a.step();
                b.step();
            }
            const bool random = info.id == ScenarioId::Wander || info.id == ScenarioId::Avoid || info.id == ScenarioId::Flock;
            QCOMPARE(a.vehicles != b.vehicles, random);
            QVERIFY(a.hash() != b.hash()); // the generator's state is part of the hash in every scenario
        }
    }

    void hashSeesEveryChange()
    {
        World a = makeWorld(ScenarioId::Flock, 3);
        World b = a;
        b.vehicles[7].velocity.x = std::nextafter(b.vehicles[7].velocity.x, 1e9);
        QVERIFY(a.hash() != b.hash());
        QVERIFY(!(a == b));
        World c = a;
        c.pointer.x += 1;
        QVERIFY(a.hash() != c.hash());
    }

    void randomParameterSetsStayFinite()
    {
        // For every scenario, 40 random parameter sets (every parameter of the table, edges included,
        // every variant switch at random)
        // run 2000 frames each; every 8th run records explanations, whose numbers must be finite too.
        Random r(2024);
        int runs = 0;
        for (const auto& info : steer_test::tableScenarios()) {
            for (int k = 0; k < 40; ++k) {
                ScenarioSetup setup;
                setup.id = info.id;
                setup.seed = r.nextBits();
                setup.recordExplanations = k % 8 == 0;
                setup.pointer = Vector2D(r.next() * 700 - 50, r.next() * 500 - 50);
                for (const auto& c : variantChoices())
                    setVariant(setup.variants, c.behaviour, c.names[std::size_t(r.next() * double(c.names.size()))]);
                for (const auto& p : parameterTable()) {
                    if (p.name == "count" && !info.hasCount)
                        continue;
                    if (p.name == "count") {
                        setup.parameters.emplace_back("count", double(1 + int(r.next() * 40)));
                        continue;
                    }
                    if (p.name == "stageWidth" || p.name == "stageHeight") {
                        if (r.next() < 0.3)
                            setup.parameters.emplace_back(std::string(p.name), r.next() < 0.5 ? p.min : 50 + r.next() * 1500);
                        continue;
                    }
                    if (r.next() < 0.6)
                        setup.parameters.emplace_back(std::string(p.name), pick(p, r));
                }
                World w;
                const auto err = buildWorld(setup, w);
                QVERIFY2(!err, err ? err->c_str() : "");
                for (int f = 0; f < 2000; ++f) {
                    w.step();
                    if (!w.allFinite() || !explanationsFinite(w)) {
                        QString params;
                        for (const auto& [n, v] : setup.parameters)
                            params += QStringLiteral("%1=%2 ").arg(QString::fromStdString(n)).arg(v, 0, 'g', 17);
                        QFAIL(qPrintable(QStringLiteral("%1 not finite at frame %2 with %3").arg(info.key.data()).arg(f).arg(params)));
                    }
                }
                ++runs;
            }
        }
        QCOMPARE(runs, 14 * 40); // the 13 demos and the sandbox
    }

    void extremeEdgesStayFinite()
    {
        // All parameters at 0 (or just above an exclusive minimum), then all at their maximum.
        for (bool high : {false, true}) {
            for (const auto& info : steer_test::tableScenarios()) {
                World w = makeWorld(info.id, 11);
                for (const auto& p : parameterTable()) {
                    if (p.scope == ParamScope::Setup)
                        continue;
                    const double v = high ? p.max : (p.minExclusive ? p.min + 1e-9 : p.min);
                    QVERIFY(!setParameter(w, p.name, v));
                }
                for (int f = 0; f < 1000; ++f)
                    w.step();
                QVERIFY2(w.allFinite(), info.key.data());
                QVERIFY2(explanationsFinite(w), info.key.data());
            }
        }
    }

    void vehicleOnAnObstacleCentreStaysFinite()
    {
        // |r| = 0 in Lennard-Jones (d -> 0) and a vehicle sitting on a circle centre in avoid.
        World lj = makeWorld(ScenarioId::LennardJones);
        lj.vehicles[0].position = lj.obstacles[0].position;
        World av = makeWorld(ScenarioId::Avoid);
        av.vehicles[0].position = av.obstacles[0].position;
        for (int f = 0; f < 200; ++f) {
            lj.step();
            av.step();
        }
        QVERIFY(lj.allFinite() && explanationsFinite(lj));
        QVERIFY(av.allFinite() && explanationsFinite(av));
    }
};

QTEST_APPLESS_MAIN(TstDeterminism)
#include "tst_determinism.moc"
