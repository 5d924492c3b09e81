// Behaviour changes as input (issue #11): a program change at frame k is in the input log, so
// stepping back across k and forward again gives the same frames; it and the sandbox's placed
// vehicles and circles are saved in a lesson and read back; bad ones are named with their place;
// the command line's --behaviours works with --trace and refuses a wrong call with one line.
#include "../cli/program_run.h"
#include "history.h"
#include "input_log.h"
#include "lesson.h"
#include "lesson_json.h"
#include "lesson_replay.h"
#include "program.h"
#include "scenarios.h"

#include <QtTest>

#include <cmath>

using namespace steer;

namespace {
Program program(const char* text)
{
    Program p;
    if (parseProgram(text, p))
        qFatal("bad program %s", text);
    return p;
}
} // namespace

class TstLessonPrograms : public QObject {
    Q_OBJECT
private slots:
    // The fleer evades from frame 40 on: stepping back to 20 and forward to 100 again gives the
    // same world, and that world is the one made by applying the change by hand at frame 40.
    void changeAtFrameKReplays()
    {
        History h;
        h.reset(makeWorld(ScenarioId::SeekFlee));
        for (int f = 0; f < 40; ++f)
            h.stepForward();
        QVERIFY(!h.record(InputEvent::program("fleer", program("evade:seeker"))));
        QVERIFY(!h.record(InputEvent::edge("fleer", EdgeBehavior::Wrap)));
        for (int f = 40; f < 100; ++f)
            h.stepForward();
        const World forward = h.current();
        h.goTo(20);
        QVERIFY(h.current().vehicles[1].program == program("flee:seeker"));
        for (int f = 20; f < 100; ++f)
            h.stepForward();
        QCOMPARE(h.current().hash(), forward.hash());
        QVERIFY(h.current() == forward);

        World byHand = makeWorld(ScenarioId::SeekFlee);
        for (int f = 0; f < 100; ++f) {
            if (f == 40) {
                byHand.vehicles[1].program = program("evade:seeker");
                byHand.vehicles[1].edge = EdgeBehavior::Wrap;
            }
            byHand.step();
        }
        QVERIFY(byHand == forward);
        // And the change changed something: the plain demo differs by frame 100.
        World plain = makeWorld(ScenarioId::SeekFlee);
        for (int f = 0; f < 100; ++f)
            plain.step();
        QVERIFY(plain.vehicles[1].position != forward.vehicles[1].position);
    }

    // The sandbox: placed vehicles and circles replay too, and calls at a removed vehicle go.
    void sandboxEditsReplay()
    {
        History h;
        h.reset(makeWorld(ScenarioId::Sandbox));
        QVERIFY(!h.record(InputEvent::addVehicle("v2", {400, 100}, program("pursue:v1"))));
        QVERIFY(!h.record(InputEvent::addObstacle({300, 200}, 30)));
        for (int f = 0; f < 30; ++f)
            h.stepForward();
        QCOMPARE(h.current().vehicles.size(), std::size_t(2));
        QCOMPARE(h.current().obstacles.size(), std::size_t(1));
        // v2 pursued v1, which seeks the pointer (275,200) from (150,200): it came nearer.
        QVERIFY(h.current().vehicles[1].position.dist(h.current().vehicles[0].position) <
                Vector2D(400, 100).dist({150, 200}));
        QVERIFY(!h.record(InputEvent::removeVehicle("v1")));
        QCOMPARE(h.current().vehicles.size(), std::size_t(1));
        QVERIFY(h.current().vehicles[0].program.empty()); // its pursue:v1 went with v1
        QVERIFY(h.record(InputEvent::removeVehicle("v2")).has_value()); // the last one stays
        QVERIFY(h.record(InputEvent::addObstacle({10, 10}, 1000)).has_value()); // radius out of range
        for (int f = 30; f < 60; ++f)
            h.stepForward();
        const World end = h.current();
        h.goTo(0);
        QCOMPARE(h.current().vehicles.size(), std::size_t(2)); // v2 was added at frame 0
        h.goTo(60);
        QVERIFY(h.current() == end);
    }

    // Saved and read back: the set-up's behaviours and every new kind of event.
    void lessonRoundTrip()
    {
        lessons::Lesson l;
        l.setup.id = ScenarioId::Sandbox;
        l.setup.programs = {"v1=wander,~avoid"};
        l.input.add(0, InputEvent::addVehicle("v2", {400.5, 100.25}, program("seek:v1,flee:pointer")));
        l.input.add(0, InputEvent::addObstacle({300, 200}, 32.5));
        l.input.add(10, InputEvent::program("v2", program("offset-pursuit:v1:-40:12.5")));
        l.input.add(10, InputEvent::parameter("maxSpeed", 4, 1)); // v2, by id in the file
        l.input.add(20, InputEvent::edge("v1", EdgeBehavior::Bounce));
        l.input.add(30, InputEvent::removeObstacle(0));
        l.input.add(30, InputEvent::removeVehicle("v2"));
        l.lastFrame = 40;
        const QByteArray json = lessons::lessonToJson(l);
        QVERIFY(json.contains("\"behaviours\": [\"v1=wander,~avoid\"]"));
        QVERIFY(json.contains("\"type\": \"program\", \"vehicle\": \"v2\", \"calls\": \"offset-pursuit:v1:-40:12.5\""));
        QVERIFY(json.contains("\"type\": \"parameter\", \"name\": \"maxSpeed\", \"value\": 4, \"vehicle\": \"v2\""));
        const lessons::ReadResult r = lessons::parseLesson(json, QStringLiteral("sandbox.steerlab"));
        QVERIFY2(r.lesson, qPrintable(r.error));
        QVERIFY(*r.lesson == l);
        QCOMPARE(lessons::lessonToJson(*r.lesson), json);
        History h;
        QVERIFY(lessons::replayLesson(*r.lesson, h).isEmpty());
        h.goTo(25);
        QCOMPARE(h.current().vehicles[1].params.maxSpeed, 4.0);
        QCOMPARE(h.current().vehicles[0].edge, EdgeBehavior::Bounce);
        QVERIFY(h.current().vehicles[0].program == program("wander,~avoid"));
    }

    void badProgramsAreNamed_data()
    {
        QTest::addColumn<QByteArray>("replace");
        QTest::addColumn<QByteArray>("with");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown call") << QByteArray("\"calls\": \"pursue:fleer\"") << QByteArray("\"calls\": \"hide:fleer\"")
                                      << "input[0].calls: 'hide:fleer' is not a behaviour call";
        QTest::newRow("itself") << QByteArray("\"calls\": \"pursue:fleer\"") << QByteArray("\"calls\": \"pursue:seeker\"")
                                << "input[0].calls: 'pursue:seeker' aims at the vehicle itself";
        QTest::newRow("no vehicle") << QByteArray("\"vehicle\": \"seeker\"") << QByteArray("\"vehicle\": \"ghost\"")
                                    << "input[0].vehicle: no vehicle 'ghost' at this point of the input";
        QTest::newRow("set-up") << QByteArray("\"behaviours\": [\"fleer=evade:seeker\"]")
                                << QByteArray("\"behaviours\": [\"fleer=evade:nobody\"]")
                                << "behaviours[0]: there is no vehicle 'nobody'";
        QTest::newRow("edge") << QByteArray("\"type\": \"program\"") << QByteArray("\"type\": \"edge\", \"edge\": \"fly\"")
                              << "input[0]";
    }
    void badProgramsAreNamed()
    {
        QFETCH(QByteArray, replace);
        QFETCH(QByteArray, with);
        QFETCH(QString, message);
        lessons::Lesson l;
        l.setup.id = ScenarioId::SeekFlee;
        l.setup.programs = {"fleer=evade:seeker"};
        l.input.add(5, InputEvent::program("seeker", program("pursue:fleer")));
        l.lastFrame = 10;
        QByteArray json = lessons::lessonToJson(l);
        QVERIFY(json.contains(replace));
        json.replace(replace, with);
        const lessons::ReadResult r = lessons::parseLesson(json, QStringLiteral("bad.steerlab"));
        QVERIFY(!r.lesson);
        QVERIFY2(r.error.contains(message), qPrintable(r.error));
        QVERIFY(r.error.contains(QStringLiteral("bad.steerlab")));
    }

    // The README's first example through the real program: the trace's frame 1 is the hand
    // derivation of tst_programs (both vehicles move by (200,100)/|(200,100)| = (0.894427, 0.447214)).
    void commandLineTrace()
    {
        ProgramRunner runner;
        QVERIFY(runner.isValid());
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("evade.jsonl"));
        const ProgramRun r = runner.run({"--scenario", "seek-flee", "--behaviours", "fleer=evade:seeker", "--frames", "2",
                                         "--trace", file});
        QCOMPARE(r.exitCode, 0);
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = f.readAll().split('\n');
        const QJsonObject frame1 = QJsonDocument::fromJson(lines.at(1)).object();
        const QJsonObject fleer = frame1.value(QLatin1String("vehicles")).toArray().at(1).toObject();
        QCOMPARE(fleer.value(QLatin1String("id")).toString(), QStringLiteral("fleer"));
        QVERIFY(std::abs(fleer.value(QLatin1String("x")).toDouble() - (400 + 200 / std::sqrt(50000.0))) < 1e-9);
        QVERIFY(std::abs(fleer.value(QLatin1String("y")).toDouble() - (300 + 100 / std::sqrt(50000.0))) < 1e-9);
    }

    void commandLineRefusals_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown behaviour") << QStringList{"--scenario", "seek-flee", "--behaviours", "fleer=hide:seeker"}
                                           << "--behaviours fleer=hide:seeker: 'hide:seeker' is not a behaviour call";
        QTest::newRow("unknown id") << QStringList{"--scenario", "seek-flee", "--behaviours", "ghost=wander"}
                                    << "--behaviours ghost=wander: there is no vehicle 'ghost'";
        QTest::newRow("itself") << QStringList{"--scenario", "pursue-evade", "--behaviours", "pursuer=pursue:pursuer"}
                                << "--behaviours pursuer=pursue:pursuer: 'pursue:pursuer' aims at the vehicle itself";
        QTest::newRow("no =") << QStringList{"--scenario", "seek", "--behaviours", "wander"}
                              << "--behaviours needs ID=CALL[,CALL…]";
    }
    void commandLineRefusals()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        ProgramRunner runner;
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("t.jsonl"));
        const ProgramRun r = runner.run(args + QStringList{"--trace", file});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(!QFile::exists(file));
    }
};

QTEST_GUILESS_MAIN(TstLessonPrograms)
#include "tst_lesson_programs.moc"
