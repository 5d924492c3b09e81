// Pinned world hashes, as Box2D pins its samples: each of the 13 scenarios, seed 1, default
// parameters and variants, stepped to frame 100, must give exactly the World::hash() written here.
//
// The other core suites check behaviours against hand-worked numbers for a frame or two; these
// constants catch what such checks cannot see: an accidental change anywhere in 100 frames (an
// operator swapped in a rarely-taken branch, a reordered sum that moves the last bits, a random
// draw added or dropped). The hash covers every number that decides the next frames (positions,
// velocities, forces, wander angles, path indices, obstacles, path, pointer, generator state).
//
// A DELIBERATE change of behaviour (a fidelity fix to match a seed, a new default, a changed set-up)
// must update these constants in the same commit, and the commit message must say which
// scenarios changed and why: the constants are the record that the change was meant. When this
// test fails it prints every scenario's current hash in the form used below. Do not update them for
// a change that was not meant to move the simulation: find the cause instead.
//
// The values are bit-exact IEEE double results (x86-64, SSE2 arithmetic, no fused multiply-add,
// as GCC builds this project by default at every optimisation level); a build that contracts
// a*b+c into FMA would legitimately differ in the last bits and fail here.
#include "scenarios.h"
#include "world.h"
#include "table_scenarios.h"

#include <QtTest>

#include <cinttypes>
#include <cstdint>
#include <string_view>

namespace {
struct Pinned {
    std::string_view key;
    std::uint64_t hash;
};

// World::hash() at frame 100, seed 1.
constexpr Pinned kPinned[] = {
    {"seek", 0x2a4113411a08c6c8ULL},
    {"flee", 0x47c4493ab195225fULL},
    {"seek-flee", 0xa7dd5abe0bccc648ULL},
    {"seek-flee-cycle", 0x05bd3995350a7cbfULL},
    {"arrive", 0x7f18088d573a27f9ULL},
    {"pursue", 0x55e52db4c3db01f8ULL},
    {"pursue-evade", 0xbe699b4d715a466fULL},
    {"wander", 0x4cf6eb5c578ce514ULL},
    {"avoid", 0xb3ed59040f4cb813ULL},
    {"path", 0xb51aaf3bd3bfc7aaULL},
    {"flock", 0x17f869c53982a548ULL},
    {"offset-pursuit", 0xef93214a37620614ULL},
    {"lennard-jones", 0x3e7113e93b1b4e4cULL},
    {"sandbox", 0xd25e4c2b68fb5755ULL},
};

// The swarm (a crowd, left out of the table above) at frame 5, seed 1: FlockTest's frame for
// 10 000 boids, whose five frames cost about what the table's 1 400 do.
constexpr std::uint64_t kSwarmFrame5 = 0xda96a0345f15339dULL;

std::uint64_t hashAtFrame100(steer::ScenarioId id, bool recordExplanations)
{
    steer::World w = steer::makeWorld(id, 1);
    w.recordExplanations = recordExplanations;
    for (int i = 0; i < 100; ++i)
        w.step();
    return w.hash();
}

QString current()
{
    QString out;
    for (const auto& s : steer_test::tableScenarios())
        out += QStringLiteral("    {\"%1\", 0x%2ULL},\n")
                   .arg(QString::fromLatin1(s.key.data(), qsizetype(s.key.size())))
                   .arg(hashAtFrame100(s.id, true), 16, 16, QLatin1Char('0'));
    return out;
}
} // namespace

class TstPinnedHashes : public QObject {
    Q_OBJECT
private slots:
    void everyScenarioIsPinned()
    {
        QCOMPARE(std::size(kPinned), steer_test::tableScenarios().size());
        for (const auto& p : kPinned)
            QVERIFY2(steer::findScenario(p.key), p.key.data());
    }

    void frame100MatchesThePinnedHash_data()
    {
        QTest::addColumn<int>("scenario");
        QTest::addColumn<quint64>("expected");
        for (const auto& p : kPinned)
            QTest::newRow(p.key.data()) << int(steer::findScenario(p.key)->id) << quint64(p.hash);
    }
    void frame100MatchesThePinnedHash()
    {
        QFETCH(int, scenario);
        QFETCH(quint64, expected);
        const auto id = steer::ScenarioId(scenario);
        const std::uint64_t got = hashAtFrame100(id, true);
        if (got != expected)
            QFAIL(qPrintable(QStringLiteral("hash 0x%1, pinned 0x%2. If the change was deliberate, the current "
                                            "values are:\n%3")
                                 .arg(got, 16, 16, QLatin1Char('0'))
                                 .arg(expected, 16, 16, QLatin1Char('0'))
                                 .arg(current())));
        // Recording the explanations never changes the simulation.
        QCOMPARE(hashAtFrame100(id, false), got);
    }

    void swarmFrame5MatchesThePinnedHash()
    {
        steer::World w = steer::makeWorld(steer::ScenarioId::Swarm, 1);
        w.recordExplanations = false;
        for (int i = 0; i < 5; ++i)
            w.step();
        QVERIFY(w.allFinite());
        const std::uint64_t got = w.hash();
        QVERIFY2(got == kSwarmFrame5, qPrintable(QStringLiteral("swarm at frame 5: hash 0x%1, pinned 0x%2")
                                                    .arg(got, 16, 16, QLatin1Char('0'))
                                                    .arg(kSwarmFrame5, 16, 16, QLatin1Char('0'))));
    }
};

QTEST_APPLESS_MAIN(TstPinnedHashes)
#include "tst_pinned_hashes.moc"
