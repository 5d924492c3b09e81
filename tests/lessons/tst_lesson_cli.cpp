// `steeringlab FILE.steerlab` on the command line (issue #9), through the real binary: a lesson's
// trace is the trace of the same set-up given as options, a recorded input shows in the frames
// exactly as a straight run computes them, a screenshot opens the lesson, and a bad lesson is
// refused with exit status 2, one line naming file, JSON path and problem, and no output file.
#include "lesson_fixtures.h"
#include "lesson_json.h"
#include "cli/program_run.h"
#include "trace.h"

#include <QtTest>

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

namespace {
using Run = ProgramRun;

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}
} // namespace

class TstLessonCli : public QObject {
    Q_OBJECT

    ProgramRunner runner_;
    QTemporaryDir dir_;

    Run run(const QStringList& args) const { return runner_.run(args, 120000, dir_.path()); }

    QString save(const lessons::Lesson& l, const QString& name)
    {
        const QString path = dir_.filePath(name);
        const QString err = lessons::saveLessonFile(l, path);
        return err.isEmpty() ? path : QString();
    }

    QStringList files() const { return QDir(dir_.path()).entryList(QDir::Files | QDir::Hidden, QDir::Name); }

private slots:
    void initTestCase()
    {
        QVERIFY(runner_.isValid() && dir_.isValid());
        QVERIFY(QFile::exists(QStringLiteral(STEERINGLAB_BINARY)));
    }

    // Without input, a lesson is its set-up: the trace equals the one of the same options.
    void traceEqualsScenarioOptions_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QStringList>("options"); // --seed, --set and --variant of the same set-up
        QTest::newRow("avoid") << "avoid"
                               << QStringList{"--seed", "7", "--set", "maxSpeed=6", "--set", "wanderRange=0.7",
                                              "--variant", "wander=printed", "--target", "100,50.5"};
        QTest::newRow("flock") << "flock"
                               << QStringList{"--seed", "3", "--set", "count=30", "--set", "stageWidth=700",
                                              "--variant", "alignment=cocos", "--variant", "insight=all"};
        QTest::newRow("pursue-evade") << "pursue-evade" << QStringList{"--variant", "lookahead=cocos", "--variant", "evade=behind"};
    }

    void traceEqualsScenarioOptions()
    {
        QFETCH(QString, scenario);
        QFETCH(QStringList, options);
        lessons::Lesson l;
        l.setup.id = steer::findScenario(scenario.toStdString())->id;
        for (int i = 0; i + 1 < options.size(); i += 2) {
            const QString v = options[i + 1];
            if (options[i] == QLatin1String("--seed"))
                l.setup.seed = v.toULongLong();
            else if (options[i] == QLatin1String("--target"))
                l.setup.pointer = steer::Vector2D(v.section(',', 0, 0).toDouble(), v.section(',', 1, 1).toDouble());
            else if (options[i] == QLatin1String("--set"))
                l.setup.parameters.emplace_back(v.section('=', 0, 0).toStdString(), v.section('=', 1).toDouble());
            else
                steer::setVariant(l.setup.variants, v.section('=', 0, 0).toStdString(), v.section('=', 1).toStdString());
        }
        const QString lesson = save(l, scenario + QStringLiteral(".steerlab"));
        QVERIFY(!lesson.isEmpty());
        const Run a = run({lesson, "--frames", "80", "--trace", "from-lesson.jsonl"});
        QVERIFY2(a.exitCode == 0, qPrintable(a.err));
        const Run b = run(QStringList{"--scenario", scenario} + options + QStringList{"--frames", "80", "--trace", "from-options.jsonl"});
        QVERIFY2(b.exitCode == 0, qPrintable(b.err));
        const QByteArray fromLesson = readAll(dir_.filePath("from-lesson.jsonl"));
        QCOMPARE(fromLesson.count('\n'), 81);
        QCOMPARE(fromLesson, readAll(dir_.filePath("from-options.jsonl")));
    }

    // With input, every frame is the straight run's (the input applied at its frame), and the
    // trace goes on past the recorded frames when asked.
    void traceShowsTheInput()
    {
        const fixtures::Recording r = fixtures::pathClicks();
        const QString lesson = save(fixtures::lessonOf(r, {25}), QStringLiteral("path.steerlab"));
        QVERIFY(!lesson.isEmpty());
        std::vector<steer::World> frames;
        QCOMPARE(fixtures::straightHashes(r, 260, &frames).size(), std::size_t(261));

        const Run a = run({lesson, "--frames", "260", "--trace", "path.jsonl"});
        QVERIFY2(a.exitCode == 0, qPrintable(a.err));
        const QList<QByteArray> lines = readAll(dir_.filePath("path.jsonl")).split('\n');
        QCOMPARE(lines.size(), 262); // 261 lines and the empty rest after the last newline
        for (int k = 0; k <= 260; ++k)
            QCOMPARE(lines[k], QByteArray::fromStdString(steer::traceLine(frames[std::size_t(k)])));
        // The waypoints clicked at frame 5 are in frame 5's path, the deleted one is gone at 25.
        QCOMPARE(QJsonDocument::fromJson(lines[5]).object().value("path").toArray().size(), 4);
        QCOMPARE(QJsonDocument::fromJson(lines[25]).object().value("path").toArray().size(), 3);
        QCOMPARE(QJsonDocument::fromJson(lines[25]).object().value("path").toArray().at(0).toArray().at(0).toDouble(), 520.5);

        // Without --frames: the lesson's recorded frames, 0..lastFrame.
        const Run b = run({lesson, "--trace", "all.jsonl"});
        QVERIFY2(b.exitCode == 0, qPrintable(b.err));
        QCOMPARE(readAll(dir_.filePath("all.jsonl")).count('\n'), qsizetype(r.lastFrame + 1));
    }

    void screenshotOfALesson()
    {
        const QString lesson = save(fixtures::lessonOf(fixtures::avoidDrags(), {20}), QStringLiteral("avoid-shot.steerlab"));
        QVERIFY(!lesson.isEmpty());
        const Run a = run({lesson, "--size", "960x640", "--screenshot", "shot.png"});
        QVERIFY2(a.exitCode == 0, qPrintable(a.err));
        const QImage image(dir_.filePath("shot.png"));
        QCOMPARE(image.size(), QSize(960, 640));
        QFile::remove(dir_.filePath("shot.png"));
    }

    void badLesson_data()
    {
        QTest::addColumn<QStringList>("output"); // the options asking for an output file
        QTest::newRow("trace") << QStringList{"--trace", "bad.jsonl"};
        QTest::newRow("screenshot") << QStringList{"--screenshot", "bad.png"};
    }

    void badLesson()
    {
        QFETCH(QStringList, output);
        QByteArray text = lessons::lessonToJson(fixtures::lessonOf(fixtures::pathClicks(), {}));
        text.replace("[480, 350]", "[480, 1e300]"); // input event 3, the first click at frame 5
        QVERIFY(text.contains("1e300"));
        const QString file = dir_.filePath(QStringLiteral("broken.steerlab"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly) && f.write(text) == text.size());
        f.close();
        const QStringList before = files();
        const Run r = run(QStringList{file} + output);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.endsWith('\n') && r.err.count('\n') == 1, qPrintable(r.err));
        QVERIFY2(r.err.contains(file) && r.err.contains(QStringLiteral("$.input[3].point[1]")) &&
                     r.err.contains(QStringLiteral("must be from -1000000 to 1000000, not 1e+300")),
                 qPrintable(r.err));
        QCOMPARE(files(), before); // no output file, not even a temporary one
        QFile::remove(file);
    }

    void commandLineMistakes_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("missing file") << QStringList{"nowhere.steerlab", "--trace", "t.jsonl"} << "there is no such file";
        QTest::newRow("with --seed") << QStringList{"a.steerlab", "--seed", "3"} << "--seed cannot be used with a lesson file";
        QTest::newRow("with --scenario") << QStringList{"--scenario", "seek", "a.steerlab", "--trace", "t.jsonl"}
                                         << "--scenario cannot be used with a lesson file";
        QTest::newRow("two lessons") << QStringList{"a.steerlab", "b.steerlab"} << "only one lesson file";
        QTest::newRow("not a lesson") << QStringList{"notes.txt"} << "'notes.txt' is not a lesson file";
        QTest::newRow("unknown vehicle") << QStringList{"empty.steerlab", "--select", "ghost", "--trace", "t.jsonl"}
                                         << "--select: no vehicle 'ghost'";
    }

    void commandLineMistakes()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, mentions);
        QVERIFY(!save(lessons::Lesson{}, QStringLiteral("empty.steerlab")).isEmpty());
        const QStringList before = files();
        const Run r = run(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.count('\n') == 1 && r.err.contains(mentions), qPrintable(r.err));
        QCOMPARE(files(), before);
    }
};

QTEST_GUILESS_MAIN(TstLessonCli)
#include "tst_lesson_cli.moc"
