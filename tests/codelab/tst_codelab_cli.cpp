// The code lab on the command line (issue #34): --script with --trace writes the built-in trace for
// the seeds' transcriptions; --check passes them (exit 0, one line), names the first frame, vehicle
// and quantity of a planted mistake (exit 1), and refuses a script that cannot run with one line
// naming its line (exit 2), writing no file.
#include "../cli/program_run.h"

#include <QtTest>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <cmath>

namespace {
const QString kDir = QStringLiteral(CODELAB_TESTS_DIR "/transcriptions/");
const QStringList kAll = {"seek", "flee", "arrive", "pursue", "evade", "wander", "avoid", "followPath", "flock", "pursueOffset"};

QString read(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}
} // namespace

class TstCodelabCli : public QObject {
    Q_OBJECT

    ProgramRunner program_;
    QTemporaryDir dir_;

    ProgramRun run(const QStringList& args) { return program_.run(args, 120000); }

    QString writeScript(const QString& name, const QString& text)
    {
        const QString path = dir_.filePath(name);
        QFile f(path);
        f.open(QIODevice::WriteOnly | QIODevice::Truncate);
        f.write(text.toUtf8());
        return path;
    }
    QString allMethods()
    {
        QString text;
        for (const QString& n : kAll)
            text += read(kDir + n + QStringLiteral(".js")) + QLatin1Char('\n');
        return writeScript(QStringLiteral("all.js"), text);
    }

private slots:
    void initTestCase() { QVERIFY(program_.isValid() && dir_.isValid()); }

    void checkPassesTheTranscriptions_data()
    {
        QTest::addColumn<QString>("scenario");
        for (const char* s : {"seek", "flee", "seek-flee", "arrive", "pursue", "pursue-evade", "wander", "avoid", "path", "flock",
                              "offset-pursuit"})
            QTest::newRow(s) << QString::fromLatin1(s);
    }
    void checkPassesTheTranscriptions()
    {
        QFETCH(QString, scenario);
        const ProgramRun r = run({"--scenario", scenario, "--script", allMethods(), "--check"});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.count(QLatin1Char('\n')), 1);
        QVERIFY2(r.out.contains(QLatin1String("150 frames")), qPrintable(r.out));
        QVERIFY(r.err.isEmpty());
    }

    // The trace with the transcriptions is the built-in trace, byte for byte.
    void traceWithTheScriptIsTheBuiltInTrace()
    {
        const QString plain = dir_.filePath(QStringLiteral("plain.jsonl"));
        const QString scripted = dir_.filePath(QStringLiteral("scripted.jsonl"));
        QCOMPARE(run({"--scenario", "flock", "--frames", "150", "--trace", plain}).exitCode, 0);
        QCOMPARE(run({"--scenario", "flock", "--frames", "150", "--script", allMethods(), "--trace", scripted}).exitCode, 0);
        QCOMPARE(read(scripted), read(plain));
        QVERIFY(!read(plain).isEmpty());
    }

    void checkNamesThePlantedMistake()
    {
        // seek with add for subtract: the seeker of SeekFleeTest1 starts off the line from the origin
        // to the fleer, so its first force already differs.
        QString seek = read(kDir + QStringLiteral("seek.js"));
        seek.replace(QStringLiteral("target.subtract(this._position)"), QStringLiteral("target.add(this._position)"));
        ProgramRun r = run({"--scenario", "seek-flee", "--script", writeScript("seek_add.js", seek), "--check"});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.out.count(QLatin1Char('\n')), 1);
        QVERIFY2(r.out.startsWith(QLatin1String("frame 1, vehicle seeker: x is ")), qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("built in")));

        // arrive with the ratio upside down differs first in the frame computed from the first
        // position within arrivalThreshold (100) of the pointer (the stage centre, 275,200): read
        // from the built-in trace.
        const QString trace = dir_.filePath(QStringLiteral("arrive.jsonl"));
        QCOMPARE(run({"--scenario", "arrive", "--frames", "150", "--trace", trace}).exitCode, 0);
        const QStringList lines = read(trace).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        int expected = -1;
        for (int k = 0; k < lines.size() && expected < 0; ++k) {
            const QJsonObject v = QJsonDocument::fromJson(lines[k].toUtf8()).object().value("vehicles").toArray().at(0).toObject();
            if (std::hypot(v.value("x").toDouble() - 275.0, v.value("y").toDouble() - 200.0) <= 100.0)
                expected = k + 1;
        }
        QVERIFY(expected > 1);
        QString arrive = read(kDir + QStringLiteral("arrive.js"));
        arrive.replace(QStringLiteral("this._maxSpeed * dist / this._arrivalThreshold"),
                       QStringLiteral("this._maxSpeed * this._arrivalThreshold / dist"));
        r = run({"--scenario", "arrive", "--script", writeScript("arrive_upside_down.js", arrive), "--check"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.startsWith(QStringLiteral("frame %1, vehicle vehicle: ").arg(expected)), qPrintable(r.out));

        // flee with add for subtract: the fleer's first force.
        QString flee = read(kDir + QStringLiteral("flee.js"));
        flee.replace(QStringLiteral("this._steeringForce.subtract(force)"), QStringLiteral("this._steeringForce.add(force)"));
        r = run({"--scenario", "flee", "--script", writeScript("flee_add.js", flee), "--check"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.startsWith(QLatin1String("frame 1, vehicle vehicle: ")), qPrintable(r.out));
    }

    void scriptThatCannotRunWritesNothing_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("says");
        QTest::newRow("syntax error") << "function seek(t) {\n  var x = ;\n}\n" << "line 2";
        QTest::newRow("throw") << "function seek(t) {\n\n  throw new Error('no');\n}\n" << "line 3";
        QTest::newRow("infinite loop") << "function seek(t) {\n  while (true) {}\n}\n" << "one second";
        QTest::newRow("Qt.quit()") << "function seek(t) {\n  Qt.quit();\n}\n" << "line 2";
        QTest::newRow("NaN force") << "function seek(t) {\n  this._steeringForce = new Vector2D(NaN, 0);\n}\n" << "line 1";
    }
    void scriptThatCannotRunWritesNothing()
    {
        QFETCH(QString, source);
        QFETCH(QString, says);
        const QString script = writeScript(QStringLiteral("bad.js"), source);
        const QString trace = dir_.filePath(QStringLiteral("bad.jsonl"));
        QFile::remove(trace);
        QElapsedTimer clock;
        clock.start();
        ProgramRun r = run({"--scenario", "seek", "--script", script, "--trace", trace});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(!QFile::exists(trace));
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
        QVERIFY2(r.err.contains(says), qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("bad.js")), qPrintable(r.err));
        r = run({"--scenario", "seek", "--script", script, "--check"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
        const QString png = dir_.filePath(QStringLiteral("bad.png"));
        r = run({"--scenario", "seek", "--script", script, "--frames", "3", "--screenshot", png});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(!QFile::exists(png));
        QVERIFY2(clock.elapsed() < 60000, "a stopped script must not hold the command line up");
    }

    void refusals()
    {
        ProgramRun r = run({"--scenario", "seek", "--check"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(QLatin1String("--script")));
        r = run({"--scenario", "seek", "--script", dir_.filePath(QStringLiteral("missing.js")), "--check"});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
        r = run({"--scenario", "seek", "--script", allMethods(), "--script", allMethods(), "--check"});
        QCOMPARE(r.exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TstCodelabCli)
#include "tst_codelab_cli.moc"
