// The random-input driver on the real window: seeded runs of thousands of events (clicks, drags,
// wheel, keys, menu actions, parameters, variants, scenarios, languages, undo/redo, stepping), each
// followed by the invariants (finite numbers, the shown frame equal to a straight run of the input
// log, the records of the next step, no Qt warning). The sanitizer build runs the same test.
#include "controller.h"
#include "main_window.h"
#include "test_budget.h"
#include "window_fuzzer.h"

#include <QTest>

class TestFuzz : public QObject {
    Q_OBJECT
private slots:
    void seededRuns_data()
    {
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<int>("events");
        // Under the sanitizers two of the three seeds, each a sixth as long (250 events: the
        // 45-minute CI); all three in full in release.
        const quint64 seeds[] = {1, 2, 20261123};
        const int events = steer_test::kSanitized ? 250 : 1500;
        for (int i = 0; i < 3; ++i)
            if (steer_test::keepRow(i, 2))
                QTest::addRow("seed %llu", static_cast<unsigned long long>(seeds[i])) << seeds[i] << events;
    }
    void seededRuns()
    {
        QFETCH(quint64, seed);
        QFETCH(int, events);
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        WindowFuzzer fuzz(w, seed);
        const auto broken = fuzz.run(events);
        if (broken)
            QFAIL(qPrintable(QStringLiteral("seed %1, %2").arg(seed).arg(*broken)));
        QCOMPARE(fuzz.eventsRun(), events);
    }

    // The same seed gives the same run: the end state is identical.
    void runsAreReproducible()
    {
        std::uint64_t hashes[2] = {0, 0};
        for (auto& h : hashes) {
            MainWindow w;
            w.resize(1280, 800);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            WindowFuzzer fuzz(w, 77);
            QVERIFY(!fuzz.run(300));
            h = w.controller()->world().hash() ^ std::uint64_t(w.controller()->lastFrame());
        }
        QCOMPARE(hashes[0], hashes[1]);
    }
};

QTEST_MAIN(TestFuzz)
#include "tst_fuzz.moc"
