// The Claims panel (issue #14, "predict, then check"): the numbers behind the seeds' claims, at
// the frame the window shows. Each fact is checked against something independent of core/claims:
// frames stepped here from the core's positions, a hand derivation for arrive, a brute-force
// minimum over sampled points of the drawn triangle for avoid; stepping back (and an edit undone)
// shows what a fresh run to that frame shows.
#include "claims.h"
#include "claims_panel.h"
#include "claims_tracker.h"
#include "controller.h"
#include "language.h"
#include "main_window.h"
#include "scenarios.h"

#include <QCoreApplication>
#include <QDockWidget>
#include <QTest>

#include <cmath>
#include <limits>

namespace {

ClaimsPanel* panelOf(MainWindow& w) { return w.findChild<ClaimsPanel*>(QStringLiteral("claimsPanel")); }

// First frame (0 .. frames) at which vehicles a and b are within one body length (20 px), from
// the core stepping on its own.
std::int64_t firstWithin(steer::ScenarioId id, const char* a, const char* b, int frames)
{
    steer::World w = steer::makeWorld(id);
    for (int f = 0; f <= frames; ++f, w.step())
        if (w.vehicles[std::size_t(w.indexOf(a))].position.dist(w.vehicles[std::size_t(w.indexOf(b))].position) <= 20.0)
            return f;
    return -1;
}

// Distance from c to the triangle (10,0) (-10,5) (-10,-5) turned to v's angle, by sampling 4000
// points along each edge (spacing <= 0.0056 px, so the error is below 0.003 px).
double sampledBodyDistance(steer::Vector2D p, steer::Vector2D v, steer::Vector2D c)
{
    const double a = (v.x == 0.0 && v.y == 0.0) ? 0.0 : std::atan2(v.y, v.x);
    auto at = [&](double x, double y) {
        return steer::Vector2D(p.x + x * std::cos(a) - y * std::sin(a), p.y + x * std::sin(a) + y * std::cos(a));
    };
    const steer::Vector2D k[3] = {at(10, 0), at(-10, 5), at(-10, -5)};
    double best = std::numeric_limits<double>::infinity();
    for (int e = 0; e < 3; ++e)
        for (int i = 0; i <= 4000; ++i) {
            const steer::Vector2D q = k[e] + (k[(e + 1) % 3] - k[e]) * (i / 4000.0);
            best = std::min(best, q.dist(c));
        }
    return best;
}

QString digitsOf(const QString& text)
{
    QString digits;
    for (QChar ch : text)
        if (ch.isDigit())
            digits += ch;
    return digits;
}

} // namespace

class TestClaims : public QObject {
    Q_OBJECT
private slots:
    void init() { language::install(QStringLiteral("en")); }

    // 002: "the pursuer reached the target earlier" — it does, and the panel says when.
    void pursuerReachesTheTargetFirst()
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        w.controller()->switchScenario(steer::ScenarioId::Pursue);
        auto* dock = w.findChild<QDockWidget*>(QStringLiteral("claimsDock"));
        QVERIFY(dock && !dock->isHidden());
        w.controller()->advanceTo(120);
        const steer::Claims& c = panelOf(w)->claims();
        QCOMPARE(c.frame, 120);
        const std::int64_t pursuer = firstWithin(steer::ScenarioId::Pursue, "pursuer", "target", 120);
        const std::int64_t seeker = firstWithin(steer::ScenarioId::Pursue, "seeker", "target", 120);
        qInfo("pursue: pursuer within 20 px of the target at frame %lld, seeker at frame %lld", (long long)pursuer,
              (long long)seeker);
        QVERIFY(pursuer > 0 && seeker > 0);
        QVERIFY(pursuer < seeker); // the seeds' claim
        QCOMPARE(c.reaches.at(0).chaser, std::string("pursuer"));
        QCOMPARE(c.reaches.at(0).frame, pursuer);
        QCOMPARE(c.reaches.at(1).frame, seeker);
        const QStringList lines = panelOf(w)->lines();
        QVERIFY(lines.contains(QStringLiteral("Pursuer reached the target at frame %1.").arg(pursuer)));
        QVERIFY(lines.contains(QStringLiteral("Seeker reached the target at frame %1.").arg(seeker)));
        QVERIFY(lines.contains(QStringLiteral("The pursuer was %1 frames earlier.").arg(seeker - pursuer)));

        // Another demo without a claim hides the panel; pursue-evade shows it again.
        w.controller()->switchScenario(steer::ScenarioId::Seek);
        QVERIFY(dock->isHidden());
        w.controller()->switchScenario(steer::ScenarioId::PursueEvade);
        QVERIFY(!dock->isHidden());
        w.controller()->advanceTo(120);
        const std::int64_t caught = firstWithin(steer::ScenarioId::PursueEvade, "pursuer", "evader", 120);
        qInfo("pursue-evade: pursuer within 20 px of the evader at frame %lld", (long long)caught);
        QCOMPARE(panelOf(w)->claims().reaches.at(0).frame, caught);
    }

    // ArriveTest: the vehicle starts at rest at (0,0), the pointer is the stage centre (275,200),
    // |p0 - pointer| = sqrt(275² + 200²) = 340.04. Seek at full force keeps v along that line, so
    // |v| after frame k is min(k, 10) and the distance covered after frame n is Σ min(k, 10):
    // 55 at frame 10, then 10 a frame. Braking needs 340.04 - covered <= 100: at frame 28 covered
    // is 235 (105.04 left), at frame 29 it is 245 (95.04 left) — braking starts at frame 29,
    // dist 95.04. Then |v| = maxSpeed·dist/arrivalThreshold = dist/10 each frame: it shrinks.
    void arriveBrakesAtTheThreshold()
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        w.controller()->switchScenario(steer::ScenarioId::Arrive);
        w.controller()->advanceTo(100);
        const steer::BrakingClaim b = panelOf(w)->claims().braking;
        qInfo("arrive: braking from frame %lld at dist %.4f", (long long)b.frame, b.distance);
        QCOMPARE(b.frame, 29);
        QVERIFY(std::abs(b.distance - (std::hypot(275.0, 200.0) - 245.0)) < 1e-9);
        QCOMPARE(b.threshold, 100.0);
        QVERIFY(panelOf(w)->lines().contains(QStringLiteral("Braking started at frame 29, at dist 95.0 (arrivalThreshold 100.0).")));
        // The speed, read from the window frame by frame: full until the braking frame's step,
        // then strictly smaller each frame.
        std::vector<double> speed;
        w.controller()->visitShownFrames(0, 100, [&](const steer::World& f) {
            speed.push_back(f.vehicles[0].velocity.length());
            return true;
        });
        QCOMPARE(speed[29], 10.0);
        for (int f = 30; f <= 100; ++f)
            QVERIFY2(speed[std::size_t(f)] < speed[std::size_t(f - 1)], qPrintable(QString::number(f)));
        qInfo("arrive: speed %.3f at frame 29, %.3f at 30, %.3f at 40", speed[29], speed[30], speed[40]);

        // An edit before the braking frame: arrivalThreshold 200 at frame 20 (185.04 left ≤ 200)
        // brakes at once; undoing it brings frame 29 back.
        w.controller()->jumpTo(20);
        QVERIFY(w.controller()->setParameter(QStringLiteral("arrivalThreshold"), 200.0).isEmpty());
        w.controller()->advanceTo(40);
        QCOMPARE(panelOf(w)->claims().braking.frame, 20);
        QVERIFY(std::abs(panelOf(w)->claims().braking.distance - (std::hypot(275.0, 200.0) - 155.0)) < 1e-9);
        w.controller()->undo();
        w.controller()->advanceTo(60);
        QCOMPARE(panelOf(w)->claims().braking.frame, 29);
        QVERIFY(std::abs(panelOf(w)->claims().braking.distance - (std::hypot(275.0, 200.0) - 245.0)) < 1e-9);
    }

    // Avoid: the smallest clearance to each circle equals a brute-force minimum over every frame.
    void avoidClearanceIsTheMinimumOverAllFrames()
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        w.controller()->switchScenario(steer::ScenarioId::Avoid);
        w.controller()->advanceTo(300);
        const steer::Claims c = panelOf(w)->claims();
        const std::size_t n = w.controller()->world().obstacles.size();
        QCOMPARE(c.clearances.size(), n);
        std::vector<double> best(n, std::numeric_limits<double>::infinity());
        w.controller()->visitShownFrames(0, 300, [&](const steer::World& f) {
            for (std::size_t i = 0; i < n; ++i)
                best[i] = std::min(best[i], sampledBodyDistance(f.vehicles[0].position, f.vehicles[0].velocity,
                                                                f.obstacles[i].position) - f.obstacles[i].radius);
            return true;
        });
        for (std::size_t i = 0; i < n; ++i) {
            qInfo("avoid: circle %d smallest clearance %.3f px at frame %lld (brute force %.3f)", int(i + 1),
                  c.clearances[i].minimum, (long long)c.clearances[i].minimumFrame, best[i]);
            QVERIFY(best[i] > 0.0); // the vehicle never touches a circle in these 300 frames
            QVERIFY(std::abs(c.clearances[i].minimum - best[i]) < 0.005);
        }
        QVERIFY(panelOf(w)->lines().contains(QStringLiteral("The vehicle has not touched any circle so far.")));
    }

    // Stepping back shows, frame by frame, the values of a fresh run to that frame.
    void steppingBackShowsTheEarlierValues()
    {
        std::vector<steer::Claims> fresh;
        steer::World core = steer::makeWorld(steer::ScenarioId::Pursue);
        steer::Claims c;
        for (int f = 0; f <= 80; ++f, core.step()) {
            c.observe(core);
            fresh.push_back(c);
        }
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        w.controller()->switchScenario(steer::ScenarioId::Pursue);
        w.controller()->advanceTo(80);
        for (int f = 80; f >= 0; --f) {
            const steer::Claims& shown = panelOf(w)->claims();
            QCOMPARE(shown.frame, f);
            for (std::size_t i = 0; i < 2; ++i) {
                QCOMPARE(shown.reaches[i].frame, fresh[std::size_t(f)].reaches[i].frame);
                QCOMPARE(shown.reaches[i].distanceNow, fresh[std::size_t(f)].reaches[i].distanceNow);
            }
            w.controller()->stepBack();
        }
        // Before frame 39 the pursuer is still on its way; from 39 on it has arrived.
        w.controller()->jumpTo(38);
        QVERIFY(panelOf(w)->lines().at(1).startsWith(QStringLiteral("Pursuer has not reached the target yet")));
        w.controller()->stepForward();
        QCOMPARE(panelOf(w)->lines().at(1), QStringLiteral("Pursuer reached the target at frame 39."));
    }

    // Played for thousands of frames the tracker keeps one set of values every kMarkEvery frames
    // (not one a frame), and any frame it is asked for, back and forth, is still what a fresh run
    // to that frame gives.
    void longPlayKeepsOneSetOfValuesPerMark()
    {
        constexpr int kFrames = 3000;
        std::vector<steer::Claims> fresh;
        steer::World core = steer::makeWorld(steer::ScenarioId::Pursue);
        steer::Claims c;
        for (int f = 0; f <= kFrames; ++f, core.step()) {
            c.observe(core);
            fresh.push_back(c);
        }
        Controller ctl;
        ctl.switchScenario(steer::ScenarioId::Pursue);
        ClaimsTracker tracker;
        QCOMPARE(tracker.at(ctl).frame, 0);
        ctl.setSpeed(4.0);
        ctl.play();
        while (ctl.frame() < kFrames) { // as the window plays at 4x: four frames, the last one shown
            ctl.playTick();
            QCOMPARE(tracker.at(ctl).frame, ctl.frame());
        }
        ctl.pause();
        QCOMPARE(ctl.frame(), kFrames);
        const std::size_t bound = kFrames / ClaimsTracker::kMarkEvery + 3;
        QVERIFY2(tracker.keptCount() <= bound,
                 qPrintable(QStringLiteral("%1 sets of values kept for %2 frames").arg(tracker.keptCount()).arg(kFrames)));
        auto same = [&](qint64 f) {
            ctl.jumpTo(f);
            const steer::Claims& shown = tracker.at(ctl);
            const steer::Claims& want = fresh[std::size_t(f)];
            QCOMPARE(shown.frame, f);
            for (std::size_t i = 0; i < 2; ++i) {
                QCOMPARE(shown.reaches[i].frame, want.reaches[i].frame);
                QCOMPARE(shown.reaches[i].distanceNow, want.reaches[i].distanceNow);
            }
        };
        for (const qint64 f : {qint64(kFrames), qint64(2999), qint64(1000), qint64(1001), qint64(1063), qint64(1064),
                               qint64(64), qint64(63), qint64(0), qint64(2500), qint64(kFrames)})
            same(f);
        for (qint64 f = 200; f >= 120; --f) // stepping back across a mark
            same(f);
        QVERIFY(tracker.keptCount() <= bound);
    }

    // Arrive following a moving pointer while playing (each move is new input at the shown
    // frame): at every frame, stepping back, the values equal a core run given the same pointer.
    void followingThePointerKeepsEveryFrameExact()
    {
        auto pointerAt = [](int f) { return steer::Vector2D(400.0 - 4.0 * f, 100.0 + 3.0 * f); };
        std::vector<steer::Claims> fresh;
        steer::World core = steer::makeWorld(steer::ScenarioId::Arrive);
        steer::Claims c;
        for (int f = 0; f <= 60; ++f, core.step()) {
            core.pointer = pointerAt(f);
            c.observe(core);
            fresh.push_back(c);
        }
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        Controller* ctl = w.controller();
        ctl->switchScenario(steer::ScenarioId::Arrive);
        ctl->play();
        for (int f = 0; f <= 60; ++f) {
            ctl->pointerMoved(QPointF(pointerAt(f).x, pointerAt(f).y));
            QCOMPARE(panelOf(w)->claims().braking.distanceNow, fresh[std::size_t(f)].braking.distanceNow);
            if (f < 60)
                ctl->playStep();
        }
        ctl->pause();
        qInfo("arrive after the pointer: braking from frame %lld at dist %.3f", (long long)fresh.back().braking.frame,
              fresh.back().braking.distance);
        QVERIFY(fresh.back().braking.frame > 0);
        for (int f = 60; f >= 0; --f) {
            const steer::BrakingClaim& b = panelOf(w)->claims().braking;
            QCOMPARE(b.frame, fresh[std::size_t(f)].braking.frame);
            QCOMPARE(b.distance, fresh[std::size_t(f)].braking.distance);
            QCOMPARE(b.distanceNow, fresh[std::size_t(f)].braking.distanceNow);
            QCOMPARE(b.speedNow, fresh[std::size_t(f)].braking.speedNow);
            ctl->stepBack();
        }
    }

    // The panel in Chinese and Russian: no English sentence left, same numbers.
    void readsInEveryLanguage_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<int>("scenario");
        for (const char* lang : {"en", "zh_CN", "ru"})
            for (auto id : {steer::ScenarioId::Pursue, steer::ScenarioId::Arrive, steer::ScenarioId::Avoid})
                QTest::addRow("%s %s", lang, steer::scenarioInfo(id).key.data()) << QString::fromLatin1(lang) << int(id);
    }
    void readsInEveryLanguage()
    {
        QFETCH(QString, lang);
        QFETCH(int, scenario);
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        w.controller()->switchScenario(steer::ScenarioId(scenario));
        w.controller()->advanceTo(120);
        const QStringList english = panelOf(w)->lines();
        language::install(lang); // at run time: the panel re-words itself on the LanguageChange event
        QCoreApplication::processEvents();
        const QStringList lines = panelOf(w)->lines();
        QCOMPARE(lines.size(), english.size());
        auto* dock = w.findChild<QDockWidget*>(QStringLiteral("claimsDock"));
        if (lang != QLatin1String("en")) {
            QVERIFY(dock->windowTitle() != QStringLiteral("Claims"));
            for (int i = 0; i < lines.size(); ++i) {
                QVERIFY2(lines[i] != english[i], qPrintable(lines[i]));
                // The digits stay the same; only the words change.
                if (!english[i].contains(QLatin1String("(002)")))
                    QCOMPARE(digitsOf(lines[i]), digitsOf(english[i]));
            }
        }
        if (!qEnvironmentVariableIsEmpty("STEER_SHOTS")) {
            dock->raise();
            QTest::qWait(50);
            w.grab().save(qEnvironmentVariable("STEER_SHOTS") +
                          QStringLiteral("/claims_%1_%2.png").arg(lang, QString::fromLatin1(steer::scenarioInfo(steer::ScenarioId(scenario)).key.data())));
        }
        language::install(QStringLiteral("en"));
    }
};

QTEST_MAIN(TestClaims)
#include "tst_claims.moc"
