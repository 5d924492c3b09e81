// The headless command line of the real `steeringlab` binary (issue #2): --list-scenarios, --trace
// JSON Lines and its options, and one-line errors with exit status 2. Runs without any display.
#include "program_run.h"

#include <QtTest>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>

#include <cmath>

namespace {
const QStringList kScenarios = {"seek", "flee", "seek-flee", "seek-flee-cycle", "arrive", "pursue", "pursue-evade",
                                "wander", "avoid", "path", "flock", "offset-pursuit", "lennard-jones", "sandbox",
                                "swarm"};

using Run = ProgramRun;

struct Frame {
    QJsonObject json;
    double v(int vehicle, const char* field) const
    {
        return json.value("vehicles").toArray().at(vehicle).toObject().value(QLatin1String(field)).toDouble();
    }
};
} // namespace

class TstCli : public QObject {
    Q_OBJECT

    ProgramRunner program_;

    Run run(const QStringList& args) { return program_.run(args, 60000); }

    // Runs --trace into a fresh file and parses every line.
    QList<Frame> trace(const QStringList& args, int* exitCode = nullptr)
    {
        QTemporaryDir dir;
        const QString file = dir.filePath("trace.jsonl");
        const Run r = run(QStringList(args) << "--trace" << file);
        if (exitCode)
            *exitCode = r.exitCode;
        QList<Frame> frames;
        QFile f(file);
        if (r.exitCode != 0 || !f.open(QIODevice::ReadOnly))
            return frames;
        const QList<QByteArray> lines = f.readAll().split('\n');
        for (const QByteArray& line : lines) {
            if (line.isEmpty())
                continue;
            QJsonParseError e;
            const QJsonDocument d = QJsonDocument::fromJson(line, &e);
            if (e.error != QJsonParseError::NoError || !d.isObject())
                return {};
            frames.append(Frame{d.object()});
        }
        return frames;
    }

    static QStringList ids(const Frame& f)
    {
        QStringList out;
        for (const auto& v : f.json.value("vehicles").toArray())
            out << v.toObject().value("id").toString();
        return out;
    }

    void expectError(const QStringList& args, const QString& mentions)
    {
        QTemporaryDir dir;
        const QString file = dir.filePath("out.jsonl");
        QStringList full = args;
        if (!args.contains("--trace"))
            full << "--trace" << file;
        const Run r = run(full);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.endsWith('\n') && r.err.count('\n') == 1, qPrintable(r.err));
        QVERIFY2(r.err.contains(mentions), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
        QVERIFY2(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden).isEmpty(),
                 "a file was left behind");
    }

private slots:
    void initTestCase()
    {
        QVERIFY(program_.isValid());
        QVERIFY2(QFile::exists(QStringLiteral(STEERINGLAB_BINARY)), STEERINGLAB_BINARY);
    }

    void listScenarios()
    {
        const Run r = run({"--list-scenarios"});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, kScenarios.join('\n') + '\n');
        QVERIFY(r.err.isEmpty());
    }

    void help()
    {
        const Run r = run({"--help"});
        QCOMPARE(r.exitCode, 0);
        for (const char* opt : {"--list-scenarios", "--scenario", "--frames", "--seed", "--target", "--set", "--variant",
                                "--trace", "--export-animation", "--from", "--palette", "--text-scale", "--presentation", "--legend", "arrivalThreshold", "tooCloseDist", "ljCutoff", "count"})
            QVERIFY2(r.out.contains(QLatin1String(opt)), opt);
    }

    void traceEveryScenario_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QStringList>("ids");
        QTest::addColumn<bool>("hasTarget");
        QTest::addColumn<bool>("hasPath");
        QTest::addColumn<int>("obstacles");
        QStringList flock;
        for (int i = 0; i < 20; ++i)
            flock << QStringLiteral("v%1").arg(i);
        QTest::newRow("seek") << "seek" << QStringList{"vehicle"} << true << false << 0;
        QTest::newRow("flee") << "flee" << QStringList{"vehicle"} << true << false << 0;
        QTest::newRow("seek-flee") << "seek-flee" << QStringList{"seeker", "fleer"} << false << false << 0;
        QTest::newRow("seek-flee-cycle") << "seek-flee-cycle" << QStringList{"a", "b", "c"} << false << false << 0;
        QTest::newRow("arrive") << "arrive" << QStringList{"vehicle"} << true << false << 0;
        QTest::newRow("pursue") << "pursue" << QStringList{"seeker", "pursuer", "target"} << false << false << 0;
        QTest::newRow("pursue-evade") << "pursue-evade" << QStringList{"pursuer", "evader"} << false << false << 0;
        QTest::newRow("wander") << "wander" << QStringList{"vehicle"} << false << false << 0;
        QTest::newRow("avoid") << "avoid" << QStringList{"vehicle"} << false << false << 5;
        QTest::newRow("path") << "path" << QStringList{"vehicle"} << false << true << 0;
        QTest::newRow("flock") << "flock" << flock << false << false << 0;
        QTest::newRow("offset-pursuit") << "offset-pursuit" << QStringList{"leader", "f1", "f2", "f3", "f4"} << false << true
                                        << 0;
        QTest::newRow("lennard-jones") << "lennard-jones" << QStringList{"player"} << true << false << -1;
    }
    void traceEveryScenario()
    {
        QFETCH(QString, scenario);
        QFETCH(QStringList, ids);
        QFETCH(bool, hasTarget);
        QFETCH(bool, hasPath);
        QFETCH(int, obstacles);
        const QList<Frame> frames = trace({"--scenario", scenario, "--frames", "7"});
        QCOMPARE(frames.size(), 8); // frames 0..7
        for (int k = 0; k < frames.size(); ++k) {
            const QJsonObject& o = frames[k].json;
            QCOMPARE(o.value("frame").toInt(-1), k);
            QCOMPARE(TstCli::ids(frames[k]), ids);
            for (const auto& v : o.value("vehicles").toArray())
                for (const char* field : {"x", "y", "vx", "vy", "fx", "fy"})
                    QVERIFY2(v.toObject().value(QLatin1String(field)).isDouble(), field);
            QVERIFY(o.value("obstacles").isArray());
            if (obstacles >= 0)
                QCOMPARE(o.value("obstacles").toArray().size(), obstacles);
            else
                QVERIFY(!o.value("obstacles").toArray().isEmpty());
            for (const auto& c : o.value("obstacles").toArray())
                QVERIFY(c.toObject().value("r").toDouble() > 0);
            QCOMPARE(o.contains("target"), hasTarget);
            QCOMPARE(o.contains("path"), hasPath);
            if (hasPath)
                QVERIFY(o.value("path").toArray().at(0).toArray().size() == 2);
        }
        // Frame 0 is the initial state: nothing has moved or been steered yet.
        QCOMPARE(frames[0].v(0, "fx"), 0.0);
    }

    void traceNumbers()
    {
        // Seek from (0,0) at rest to the default target, the stage centre (275,200):
        // frame 1: F = normalize(275,200)*10 = (8.0873608, 5.8817169) before truncation;
        // truncated to 1: (0.80873608, 0.58817169) = v = p.
        const QList<Frame> f = trace({"--scenario", "seek", "--frames", "1"});
        QCOMPARE(f.size(), 2);
        QCOMPARE(f[0].json.value("target").toObject().value("x").toDouble(), 275.0);
        QVERIFY(std::abs(f[1].v(0, "fx") - 8.087360843031886) < 1e-9);
        QVERIFY(std::abs(f[1].v(0, "fy") - 5.881716976750463) < 1e-9);
        QVERIFY(std::abs(f[1].v(0, "x") - 0.8087360843031886) < 1e-9);
        QVERIFY(std::abs(f[1].v(0, "vy") - 0.5881716976750463) < 1e-9);
    }

    void targetOption()
    {
        // --target 100,50: F = normalize(100,50)*10 = (8.94427191, 4.47213595).
        const QList<Frame> f = trace({"--scenario", "seek", "--frames", "1", "--target", "100,50"});
        QCOMPARE(f.size(), 2);
        QCOMPARE(f[1].json.value("target").toObject().value("x").toDouble(), 100.0);
        QCOMPARE(f[1].json.value("target").toObject().value("y").toDouble(), 50.0);
        QVERIFY(std::abs(f[1].v(0, "fx") - 8.94427190999916) < 1e-9);
        QVERIFY(std::abs(f[1].v(0, "fy") - 4.47213595499958) < 1e-9);
    }

    void setOption()
    {
        // maxSpeed=5: the speed never exceeds 5 and reaches it on the way to the target.
        const QList<Frame> f = trace({"--scenario", "seek", "--frames", "40", "--set", "maxSpeed=5"});
        QCOMPARE(f.size(), 41);
        double top = 0;
        for (const Frame& fr : f)
            top = std::max(top, std::hypot(fr.v(0, "vx"), fr.v(0, "vy")));
        QVERIFY(std::abs(top - 5) < 1e-9);
        // maxForce=0.5: frame 1 speed is 0.5.
        const QList<Frame> g = trace({"--scenario", "seek", "--frames", "1", "--set=maxForce=0.5"});
        QVERIFY(std::abs(std::hypot(g[1].v(0, "vx"), g[1].v(0, "vy")) - 0.5) < 1e-12);
        // count=5 gives five flockers.
        const QList<Frame> c = trace({"--scenario", "flock", "--frames", "2", "--set", "count=5"});
        QCOMPARE(ids(c[2]), (QStringList{"v0", "v1", "v2", "v3", "v4"}));
        // stageWidth moves the default target to the new centre.
        const QList<Frame> s = trace({"--scenario", "arrive", "--frames", "0", "--set", "stageWidth=800"});
        QCOMPARE(s[0].json.value("target").toObject().value("x").toDouble(), 400.0);
    }

    void variantOption()
    {
        // evade=behind flees from p - v*t instead of p + v*t. At frame 1 the pursuer is still at rest and
        // at frame 2 it runs straight along the line between them, so both points give the same direction;
        // the evader's force differs from frame 3 on.
        const QList<Frame> a = trace({"--scenario", "pursue-evade", "--frames", "5"});
        const QList<Frame> b = trace({"--scenario", "pursue-evade", "--frames", "5", "--variant", "evade=behind"});
        QCOMPARE(a.size(), 6);
        QCOMPARE(b.size(), 6);
        QCOMPARE(a[1].v(0, "fx"), b[1].v(0, "fx")); // the pursuer is the same at frame 1
        QCOMPARE(a[2].v(1, "fx"), b[2].v(1, "fx"));
        QVERIFY(a[3].v(1, "fx") != b[3].v(1, "fx") || a[3].v(1, "fy") != b[3].v(1, "fy"));
        // The printed wander step differs from the range step only when wanderRange != 1.
        const QList<Frame> w1 = trace({"--scenario", "wander", "--frames", "20", "--set", "wanderRange=2"});
        const QList<Frame> w2 =
            trace({"--scenario", "wander", "--frames", "20", "--set", "wanderRange=2", "--variant", "wander=printed"});
        const QList<Frame> w3 = trace({"--scenario", "wander", "--frames", "20", "--variant", "wander=printed"});
        const QList<Frame> w4 = trace({"--scenario", "wander", "--frames", "20"});
        QVERIFY(w1[20].json != w2[20].json);
        QCOMPARE(w3[20].json, w4[20].json);
    }

    void seedOption()
    {
        const QList<Frame> a = trace({"--scenario", "wander", "--frames", "30", "--seed", "5"});
        const QList<Frame> b = trace({"--scenario", "wander", "--frames", "30", "--seed", "5"});
        const QList<Frame> c = trace({"--scenario", "wander", "--frames", "30", "--seed", "6"});
        QCOMPARE(a.size(), 31);
        for (int k = 0; k < a.size(); ++k)
            QCOMPARE(a[k].json, b[k].json);
        QVERIFY(a[30].json != c[30].json);
        // Seek uses no randomness: the seed changes nothing.
        const QList<Frame> s1 = trace({"--scenario", "seek", "--frames", "30", "--seed", "5"});
        const QList<Frame> s2 = trace({"--scenario", "seek", "--frames", "30", "--seed", "6"});
        QCOMPARE(s1[30].json, s2[30].json);
    }

    void defaultFrameCount()
    {
        QCOMPARE(trace({"--scenario", "wander"}).size(), 101); // 100 frames by default
    }

    void badInput()
    {
        expectError({"--scenario", "zigzag"}, "zigzag");
        expectError({"--scenario", "zigzag"}, "seek, flee"); // names the valid choices
        expectError({"--scenario", "seek", "--frames", "abc"}, "abc");
        expectError({"--scenario", "seek", "--frames", "-3"}, "--frames");
        expectError({"--scenario", "seek", "--seed", "x1"}, "x1");
        expectError({"--scenario", "seek", "--target", "100"}, "--target");
        expectError({"--scenario", "seek", "--set", "maxSpeed=fast"}, "fast");
        expectError({"--scenario", "seek", "--set", "mass=0"}, "mass");
        expectError({"--scenario", "seek", "--set", "maxSpeed=-1"}, "must be from");
        expectError({"--scenario", "seek", "--set", "maxSpeed=nan"}, "maxSpeed");
        expectError({"--scenario", "seek", "--set", "speedy=3"}, "speedy");
        expectError({"--scenario", "seek", "--set", "count=3"}, "count");
        expectError({"--scenario", "seek", "--variant", "evade=sideways"}, "sideways");
        expectError({"--scenario", "seek", "--variant", "hover=yes"}, "hover");
        expectError({"--scenario", "seek", "--bogus"}, "--bogus");
        expectError({"--frames", "3"}, "--scenario"); // --trace without a scenario
        expectError({"--scenario", "seek", "--lang", "fr"}, "--lang");
        expectError({"--scenario", "seek", "--second-lang", "de"}, "--second-lang");
        // Issue #32: one or two extra languages; anything else is refused, naming what was typed.
        expectError({"--scenario", "seek", "--second-lang", "zh_CN,de"}, "not 'zh_CN,de'");
        expectError({"--scenario", "seek", "--second-lang", "zh_CN,ru,en"}, "at most two languages");
        expectError({"--scenario", "seek", "--second-lang", "ru,ru"}, "same language twice ('ru,ru')");
        expectError({"--scenario", "seek", "--second-lang", "zh_CN,"}, "not 'zh_CN,'");
        expectError({"--scenario", "seek", "--second-lang", ""}, "--second-lang");
        expectError({"--scenario", "seek", "--select", "nobody"}, "nobody");
        expectError({"--scenario", "seek", "--screenshot", "picture.jpg"}, "picture.jpg");
        expectError({"--scenario", "seek", "--size", "10x10", "--screenshot", "x.png"}, "10x10");
        expectError({"--scenario", "seek", "--palette", "pink"}, "--palette must be one of: standard, projector, colourblind, dark (not 'pink')");
        expectError({"--scenario", "seek", "--text-scale", "5"}, "--text-scale needs a number from 0.8 to 3, not '5'");
        expectError({"--scenario", "seek", "--text-scale", "0.5"}, "not '0.5'");
        expectError({"--scenario", "seek", "--text-scale", "big"}, "not 'big'");
        expectError({"--scenario", "seek", "--presentation"}, "--presentation"); // with --trace
        expectError({"--scenario", "seek", "--legend", "big"}, "--legend must be one of: compact, full, folded, off (not 'big')");
        expectError({"--scenario", "seek", "--legend", "Full"}, "not 'Full'");
        expectError({"--scenario", "seek", "--legend", ""}, "--legend must be one of");
        expectError({"--scenario", "seek", "--legend"}, "--legend must be one of");
    }

    // --export-animation and --from: a wrong ending, a missing or misplaced frame range, or a clash
    // with another mode is refused in one line before anything is drawn or written.
    void exportRefusals()
    {
        QTemporaryDir dir;
        auto refused = [&](const QStringList& args, const QString& mentions) {
            const Run r = run(args);
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.count('\n') == 1 && r.err.contains(mentions), qPrintable(r.err));
            QVERIFY(r.out.isEmpty());
            QVERIFY(QDir(dir.path()).isEmpty());
        };
        const QString gif = dir.filePath("a.gif");
        refused({"--scenario", "seek", "--frames", "9", "--export-animation", dir.filePath("a.avi")}, "not '" + dir.filePath("a.avi") + "'");
        refused({"--scenario", "seek", "--export-animation", gif}, "--export-animation needs --frames N");
        refused({"--scenario", "seek", "--frames", "9", "--from", "-1", "--export-animation", gif}, "--from needs a whole number from 0 to 10000000, not '-1'");
        refused({"--scenario", "seek", "--frames", "9", "--from", "10", "--export-animation", gif}, "--from 10 comes after the last frame to export (--frames 9)");
        refused({"--scenario", "seek", "--frames", "9", "--from", "2"}, "--from is the first frame of --export-animation");
        refused({"--scenario", "seek", "--frames", "9", "--export-animation", gif, "--screenshot", dir.filePath("a.png")},
                "--export-animation cannot be used with");
        refused({"--scenario", "seek", "--frames", "9", "--export-animation", gif, "--presentation"}, "--presentation");
    }

    // A refusal of --set or --variant reads entirely in the interface language (issue #13): the core
    // gives a code and the limits, the program words them. In Chinese and Russian no ASCII word is
    // left but the option, the parameter and values given, and the valid choices of core/variants.cpp;
    // the numbers (value and limits) are the same as in the English message.
    void refusalsInTheInterfaceLanguage_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("range, exclusive") << QStringList{"--set", "mass=0"};
        QTest::newRow("range") << QStringList{"--set", "maxSpeed=-1"};
        QTest::newRow("not finite") << QStringList{"--set", "maxSpeed=nan"};
        QTest::newRow("not whole") << QStringList{"--scenario", "flock", "--set", "count=2.5"};
        QTest::newRow("unknown variant") << QStringList{"--variant", "evade=sideways"};
        QTest::newRow("unknown behaviour") << QStringList{"--variant", "hover=yes"};
        QTest::newRow("palette") << QStringList{"--palette", "pink"};
        QTest::newRow("text scale") << QStringList{"--text-scale", "5"};
        QTest::newRow("presentation") << QStringList{"--presentation"};
        QTest::newRow("legend") << QStringList{"--legend", "big"};
    }
    void refusalsInTheInterfaceLanguage()
    {
        QFETCH(QStringList, args);
        if (!args.contains("--scenario"))
            args << "--scenario" << "seek";
        auto numbers = [](const QString& text) {
            QStringList out;
            static const QRegularExpression number(QStringLiteral("-?\\d+(\\.\\d+)?"));
            for (auto it = number.globalMatch(text); it.hasNext();)
                out << it.next().captured(0);
            return out;
        };
        QTemporaryDir dir;
        const QStringList traced = QStringList(args) << "--trace" << dir.filePath("t.jsonl");
        const Run en = run(QStringList(traced) << "--lang" << "en");
        QCOMPARE(en.exitCode, 2);
        QSet<QString> allowed = {"steeringlab", "set", "variant", "scenario", "seek", "flock", "nan", "yes", "sideways", "hover", "evade",
                                 "mass", "maxSpeed", "count", "ahead", "behind", "wander", "lookahead", "alignment",
                                 "insight", "order", "palette", "pink", "standard", "projector", "colourblind", "dark",
                                 "text-scale", "presentation", "trace", "export-animation", "fuzz",
                                 "legend", "big", "compact", "full", "folded", "off"};
        for (const char* lang : {"zh_CN", "ru"}) {
            const Run r = run(QStringList(traced) << "--lang" << lang);
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.count('\n') == 1, qPrintable(r.err));
            static const QRegularExpression word(QStringLiteral("[A-Za-z][A-Za-z_-]{2,}"));
            for (auto it = word.globalMatch(r.err); it.hasNext();) {
                const QString w = it.next().captured(0);
                QVERIFY2(allowed.contains(w), qPrintable(QStringLiteral("%1: '%2' in %3").arg(QLatin1String(lang), w, r.err)));
            }
            QCOMPARE(numbers(r.err), numbers(en.err));
        }
    }

    // steeringlab --fuzz runs the random-input driver with no display and says so in one line;
    // a malformed seed or count is refused like any other option.
    void fuzzOption()
    {
        const Run r = run({"--fuzz", "3", "--events", "60", "--scenario", "path", "--lang", "en"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("fuzz seed 3: 60 events, every invariant held"), qPrintable(r.out + r.err));
        // The run switched languages at random; the saved language is still the user's (none).
        const Run bad = run({"--fuzz", "minus-one"});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("--fuzz needs a seed"), qPrintable(bad.err));
        const Run zero = run({"--fuzz", "1", "--events", "0"});
        QCOMPARE(zero.exitCode, 2);
        QVERIFY2(zero.err.contains("--events needs a whole number from 1"), qPrintable(zero.err));
    }

    void unwritableFile()
    {
        QTemporaryDir dir;
        expectError({"--scenario", "seek", "--trace", dir.filePath("missing/dir/t.jsonl")}, "missing/dir/t.jsonl");
        // A directory in place of the file.
        QVERIFY(QDir(dir.path()).mkdir("adir"));
        const Run r = run({"--scenario", "seek", "--trace", dir.filePath("adir")});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err.count('\n'), 1);
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), QStringList{"adir"});
        QVERIFY(QDir(dir.filePath("adir")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstCli)
#include "tst_cli.moc"
