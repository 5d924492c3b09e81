// The table of item kinds (diagrams/item_kinds.h) and what reads it (issue #33).
// - Every kind's name, and every longer legend text, is translated in both catalogues (the table
//   moved them from diagram_style.cpp and legend.cpp: the same context and source text).
// - The legend's possible kinds now come from the behaviour table's rows (BehaviourRow::kinds):
//   they cover every kind a scenario's frames record, and for the demos whose code is short enough
//   to read they are exactly what the seed's code computes, worked out by hand below.
#include "item_kinds.h"
#include "language.h"
#include "program.h"
#include "scenarios.h"
#include "world_painter.h"

#include "../table_scenarios.h"

#include <QCoreApplication>
#include <QTest>

#include <initializer_list>

using steer::ItemKind;

namespace {

diagrams::KindSet kindsOf(std::initializer_list<ItemKind> kinds)
{
    diagrams::KindSet s;
    for (ItemKind k : kinds)
        s.set(std::size_t(k));
    return s;
}

QString kindList(const diagrams::KindSet& s)
{
    QStringList names;
    for (int k = 0; k < steer::kItemKindCount; ++k)
        if (s.test(std::size_t(k)))
            names << QString::fromLatin1(steer::itemKindId(ItemKind(k)).data());
    return names.join(QStringLiteral(", "));
}

// Every kind the world's frames record over `frames` frames (as the legend names them).
diagrams::KindSet recordedOver(steer::World& w, int frames)
{
    diagrams::KindSet seen;
    for (int i = 0; i < frames; ++i) {
        w.step();
        seen |= diagrams::kindsPresent(w);
    }
    return seen;
}

} // namespace

class TestItemKinds : public QObject {
    Q_OBJECT

private slots:
    void namesTranslated_data()
    {
        QTest::addColumn<QString>("code");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
        QTest::newRow("ru") << QStringLiteral("ru");
    }
    void namesTranslated()
    {
        QFETCH(QString, code);
        QVERIFY(language::install(code));
        for (const diagrams::ItemKindRow& row : diagrams::itemKindTable()) {
            const char* id = steer::itemKindId(row.kind).data();
            QVERIFY2(diagrams::kindName(row.kind) != QLatin1String(row.name), id);
            if (row.legendName)
                QVERIFY2(QCoreApplication::translate("Legend", row.legendName) != QLatin1String(row.legendName), id);
        }
        QVERIFY(language::install(QStringLiteral("en")));
        QCOMPARE(diagrams::kindName(ItemKind::FleeForce), QStringLiteral("flee: force subtracted"));
    }

    // What the legend keeps room for holds everything the frames show: 300 frames of each
    // scenario (long enough for AvoidTest's vehicle to meet a circle and brake).
    void possibleCoversRecorded()
    {
        for (const auto& info : steer_test::tableScenarios()) {
            steer::World w = steer::makeWorld(info.id, 1);
            const diagrams::KindSet possible = diagrams::kindsPossible(w);
            const diagrams::KindSet recorded = recordedOver(w, 300);
            QVERIFY2((recorded & ~possible).none(),
                     qPrintable(QStringLiteral("%1 records %2, not in kindsPossible")
                                    .arg(QLatin1String(info.key.data(), qsizetype(info.key.size())),
                                         kindList(recorded & ~possible))));
        }
    }

    // SeekTest's onEnterFrame: seek(mouse) computes desiredVelocity = (target − position)·maxSpeed
    // and force = desiredVelocity − velocity; update() sums the forces. Nothing else: no flee force
    // (the hand-kept list the table replaced listed it for every seeking behaviour).
    void seekShowsWhatSeekComputes()
    {
        const steer::World w = steer::makeWorld(steer::ScenarioId::Seek, 1);
        QCOMPARE(kindList(diagrams::kindsPossible(w)),
                 kindList(kindsOf({ItemKind::Target, ItemKind::Velocity, ItemKind::DesiredVelocity,
                                   ItemKind::SteeringForce, ItemKind::TotalForce})));
    }

    // FleeTest: flee computes the same desired velocity and subtracts force = desiredVelocity − velocity
    // (the vector flee subtracts has its own kind); ArriveTest adds the arrival circle.
    void fleeAndArrive()
    {
        QCOMPARE(kindList(diagrams::kindsPossible(steer::makeWorld(steer::ScenarioId::Flee, 1))),
                 kindList(kindsOf({ItemKind::Target, ItemKind::Velocity, ItemKind::DesiredVelocity,
                                   ItemKind::FleeForce, ItemKind::SteeringForce, ItemKind::TotalForce})));
        QCOMPARE(kindList(diagrams::kindsPossible(steer::makeWorld(steer::ScenarioId::Arrive, 1))),
                 kindList(kindsOf({ItemKind::Target, ItemKind::ArrivalCircle, ItemKind::Velocity,
                                   ItemKind::DesiredVelocity, ItemKind::SteeringForce, ItemKind::TotalForce})));
    }

    // AvoidTest's vehicle calls wander() then avoid(): beside each other their forces are named
    // F_wander and F_avoid (forceKindOf), never a plain F. Given wander alone, the same vehicle's
    // force is a plain F again.
    void forcesNamedAsDrawn()
    {
        steer::World w = steer::makeWorld(steer::ScenarioId::Avoid, 1);
        const diagrams::KindSet both = diagrams::kindsPossible(w);
        QVERIFY(both.test(std::size_t(ItemKind::WanderForce)));
        QVERIFY(both.test(std::size_t(ItemKind::AvoidForce)));
        QVERIFY(!both.test(std::size_t(ItemKind::SteeringForce)));
        steer::Program alone;
        QVERIFY(!steer::parseProgram("wander", alone));
        QVERIFY(!steer::setProgram(w, 0, alone));
        const diagrams::KindSet wander = diagrams::kindsPossible(w);
        QVERIFY(wander.test(std::size_t(ItemKind::SteeringForce)));
        QVERIFY(!wander.test(std::size_t(ItemKind::WanderForce)));
        QVERIFY(!wander.test(std::size_t(ItemKind::AvoidForce)));
        QVERIFY(!wander.test(std::size_t(ItemKind::Feeler)));
        // The frames agree: wander alone records a plain F.
        QVERIFY(recordedOver(w, 30).test(std::size_t(ItemKind::SteeringForce)));
    }

    // The roles the magnifier and the legend's focus read: the forces a rule adds, and the other
    // forces on the vehicle (ΣF and the Lennard-Jones push), which no one rule owns.
    void roles()
    {
        diagrams::KindSet rule, force;
        for (const diagrams::ItemKindRow& row : diagrams::itemKindTable()) {
            rule.set(std::size_t(row.kind), row.role == diagrams::KindRole::RuleForce);
            force.set(std::size_t(row.kind), diagrams::pushes(row.kind));
        }
        QCOMPARE(kindList(rule), kindList(kindsOf({ItemKind::SteeringForce, ItemKind::FleeForce, ItemKind::SeparationForce,
                                                   ItemKind::CohesionForce, ItemKind::Alignment, ItemKind::WanderForce,
                                                   ItemKind::AvoidForce, ItemKind::SeparationSum})));
        QCOMPARE(kindList(force & ~rule), kindList(kindsOf({ItemKind::TotalForce, ItemKind::Push})));
    }
};

QTEST_MAIN(TestItemKinds)
#include "tst_item_kinds.moc"
