// Command lines refused before any work (issue #36): a single-valued option given twice, a run
// this machine could not finish in about a minute (unless --no-cost-limit), and the user's
// control characters never echoed raw in the one-line message.
#include "lesson_json.h"
#include "program_run.h"

#include <QtTest>

#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {
// A lesson that is perfectly well formed and far too costly: the articles' flock of `count` boids
// on their 550x400 stage, `lastFrame` frames.
QString flockLesson(const QString& path, double count, std::int64_t lastFrame)
{
    lessons::Lesson l;
    l.setup.id = steer::ScenarioId::Flock;
    l.setup.parameters = {{"count", count}};
    l.lastFrame = lastFrame;
    return lessons::saveLessonFile(l, path);
}

// Only a hang fails on time: how fast this machine is decides nothing else.
constexpr int kHangMs = 30000;
} // namespace

class TestCliRefusals : public QObject {
    Q_OBJECT

    ProgramRunner program_;
    QTemporaryDir dir_;

    void refusedInOneLine(const QStringList& args, const QString& line)
    {
        const ProgramRun r = program_.run(args, kHangMs, dir_.path());
        QVERIFY2(r.exitCode != -1, "the program did not finish: it started the run instead of refusing it");
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err, QStringLiteral("steeringlab: ") + line + QLatin1Char('\n'));
        QVERIFY(r.out.isEmpty());
    }

private slots:
    void initTestCase()
    {
        QVERIFY(program_.isValid());
        QVERIFY(dir_.isValid());
    }

    void repeatedOptionRefused_data()
    {
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("second");
        QTest::newRow("--scenario") << "--scenario" << "seek" << "flee";
        QTest::newRow("--frames") << "--frames" << "10" << "20";
        QTest::newRow("--seed") << "--seed" << "1" << "2";
        QTest::newRow("--target") << "--target" << "1,1" << "2,2";
        QTest::newRow("--trace") << "--trace" << "a.jsonl" << "b.jsonl";
        QTest::newRow("--screenshot") << "--screenshot" << "a.png" << "b.png";
        QTest::newRow("--select") << "--select" << "vehicle" << "vehicle";
        QTest::newRow("--size") << "--size" << "800x600" << "1024x768";
        QTest::newRow("--lang") << "--lang" << "en" << "ru";
        QTest::newRow("--second-lang") << "--second-lang" << "ru" << "zh_CN";
        QTest::newRow("--export-animation") << "--export-animation" << "a.gif" << "b.gif";
        QTest::newRow("--from") << "--from" << "0" << "1";
        QTest::newRow("--palette") << "--palette" << "dark" << "standard";
        QTest::newRow("--text-scale") << "--text-scale" << "1" << "2";
        QTest::newRow("--legend") << "--legend" << "full" << "off";
        QTest::newRow("--fuzz") << "--fuzz" << "1" << "2";
        QTest::newRow("--events") << "--events" << "5" << "6";
        QTest::newRow("--option=value") << "--scenario" << "seek" << "seek"; // the same value twice is still twice
    }
    void repeatedOptionRefused()
    {
        QFETCH(QString, option);
        QFETCH(QString, first);
        QFETCH(QString, second);
        refusedInOneLine({option, first, option + QLatin1Char('=') + second}, option + QStringLiteral(" can be given only once"));
        QCOMPARE(QDir(dir_.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), QStringList());
    }

    // --set, --variant, --behaviours and --compare add up: still accepted twice.
    void repeatableOptionsStayRepeatable()
    {
        const QString trace = dir_.filePath("repeatable.jsonl");
        const ProgramRun r = program_.run({"--scenario", "pursue-evade", "--frames", "2", "--set", "maxSpeed=5", "--set", "maxForce=2",
                                           "--variant", "evade=behind", "--variant", "evade=behind", "--trace", trace});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(QFile::remove(trace));
    }

    void costlyLessonRefused()
    {
        const QString lesson = dir_.filePath("million.steerlab");
        QVERIFY(flockLesson(lesson, 1000000, 100).isEmpty());
        const ProgramRun r = program_.run({lesson, "--trace", "out.jsonl"}, kHangMs, dir_.path());
        QVERIFY2(r.exitCode != -1, "the program did not finish: it started the run instead of refusing it");
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith("steeringlab: 100 frames of 1000000 vehicles would take about ") && r.err.count('\n') == 1,
                 qPrintable(r.err));
        QVERIFY(!QFile::exists(dir_.filePath("out.jsonl")));
    }

    void costlyFramesRefused()
    {
        const ProgramRun r = program_.run({"--scenario", "flock", "--frames", "10000000", "--trace", "out.jsonl"}, kHangMs, dir_.path());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith("steeringlab: 10000000 frames of 20 vehicles would take about ") &&
                     r.err.endsWith(" minutes on this machine: ask for fewer frames or vehicles, or add --no-cost-limit to run it anyway\n"),
                 qPrintable(r.err));
        for (const char* out : {"shot.png", "film.gif"}) { // through the window too
            const QString file = QLatin1String(out);
            const QStringList args = file.endsWith(".png") ? QStringList{"--scenario", "flock", "--frames", "10000000", "--screenshot", file}
                                                           : QStringList{"--scenario", "flock", "--frames", "10000000", "--export-animation", file};
            const ProgramRun w = program_.run(args, kHangMs, dir_.path());
            QCOMPARE(w.exitCode, 2);
            QVERIFY2(w.err.contains("--no-cost-limit"), qPrintable(w.err));
        }
        QCOMPARE(QDir(dir_.path()).entryList(QDir::Files | QDir::Hidden).filter("out").size(), 0);
    }

    // Asked for explicitly, the same kind of run starts: the trace's first frames arrive through a
    // FIFO, then the run is stopped (finishing it would take minutes).
    void costlyRunAcceptedWithNoCostLimit()
    {
        const QString lesson = dir_.filePath("crowd.steerlab");
        QVERIFY(flockLesson(lesson, 20000, 200).isEmpty());
        const ProgramRun refused = program_.run({lesson, "--trace", "crowd.jsonl"}, kHangMs, dir_.path());
        QCOMPARE(refused.exitCode, 2);
        const QString fifo = dir_.filePath("crowd.fifo");
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QProcess p;
        p.start(QStringLiteral(STEERINGLAB_BINARY), {lesson, "--trace", fifo, "--no-cost-limit"});
        QVERIFY(p.waitForStarted());
        const int fd = ::open(QFile::encodeName(fifo).constData(), O_RDONLY);
        QVERIFY(fd >= 0);
        QByteArray got;
        char buffer[65536];
        QElapsedTimer clock;
        clock.start();
        while (got.count('\n') < 2 && clock.elapsed() < kHangMs) {
            const ssize_t n = ::read(fd, buffer, sizeof buffer);
            if (n <= 0)
                break;
            got.append(buffer, n);
        }
        ::close(fd);
        p.kill();
        p.waitForFinished();
        QVERIFY2(got.count('\n') >= 2, p.readAllStandardError().constData());
        QVERIFY(got.startsWith("{\"frame\":0"));
    }

    // Bundled-size runs are not refused: the README's flock export and the swarm's 10 000 boids.
    void ordinaryRunsAccepted()
    {
        const ProgramRun r = program_.run({"--scenario", "swarm", "--frames", "3", "--trace", "swarm.jsonl"}, kHangMs, dir_.path());
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(QFile::remove(dir_.filePath("swarm.jsonl")));
    }

    void controlCharactersEscaped_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("shown");
        const QString esc = QStringLiteral("no-such-dir\x1b[31m\n/x.jsonl");
        QTest::newRow("file name") << QStringList{"--scenario", "seek", "--trace", esc}
                                   << QStringLiteral("cannot write trace file 'no-such-dir\uFFFD[31m\uFFFD/x.jsonl': ");
        QTest::newRow("scenario id") << QStringList{"--scenario", QStringLiteral("se\x07" "ek")} << QStringLiteral("unknown scenario 'se\uFFFDek'");
        QTest::newRow("option") << QStringList{QStringLiteral("--\x1b]0;title\x07")} << QStringLiteral("unknown option '--\uFFFD]0;title\uFFFD'");
        QTest::newRow("select") << QStringList{"--scenario", "seek", "--select", QStringLiteral("v\r1"), "--trace", "sel.jsonl"}
                                << QStringLiteral("--select: no vehicle 'v\uFFFD1'");
    }
    void controlCharactersEscaped()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, shown);
        const ProgramRun r = program_.run(args, kHangMs, dir_.path());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(shown), qPrintable(r.err));
        QCOMPARE(r.err.count('\n'), 1);
        for (QChar c : r.err.chopped(1))
            QVERIFY2(c.category() != QChar::Other_Control, qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestCliRefusals)
#include "tst_cli_refusals.moc"
