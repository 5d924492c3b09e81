// `cmake --install` into a temporary prefix (issue #8, part 4): every file lands where desktops,
// software centres, the MIME database and man look for it; the freedesktop validators
// (desktop-file-validate, appstreamcli, xmllint, update-mime-database, groff) accept the files; the
// desktop entry's command opens a lesson file; and the manual page lists exactly the options that
// the installed program's --help prints.
#include <QtTest>

#include <QDir>
#include <QFile>
#include <QImageReader>
#include <QMimeDatabase>
#include <QProcess>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTemporaryDir>

namespace {
const QString kAppId = QStringLiteral("io.github.steeringlab.SteeringLab");
const QString kLessonType = QStringLiteral("application/x-steeringlab-lesson");

struct Run {
    bool started = false;
    int exitCode = -1;
    QString out;
    QString err;
};

QString readText(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// The value of `key` in the [Desktop Entry] group (untranslated keys only).
QString desktopValue(const QString& text, const QString& key)
{
    for (const QString& line : text.split(QLatin1Char('\n')))
        if (line.startsWith(key + QLatin1Char('=')))
            return line.mid(key.size() + 1);
    return {};
}
} // namespace

class TstInstall : public QObject {
    Q_OBJECT

    QTemporaryDir prefix_;
    QTemporaryDir home_;

    QString installed(const QString& relative) const { return prefix_.filePath(relative); }

    Run run(const QString& program, const QStringList& args, const QString& workDir = QString())
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        // The installed program runs without a display, with no saved settings, in English.
        env.remove("DISPLAY");
        env.remove("WAYLAND_DISPLAY");
        env.insert("QT_QPA_PLATFORM", "offscreen");
        env.insert("HOME", home_.path());
        env.insert("XDG_CONFIG_HOME", home_.path());
        env.insert("LANG", "C.UTF-8");
        env.insert("LC_ALL", "C.UTF-8");
        env.remove("LANGUAGE");
        env.remove("DESTDIR"); // would move `cmake --install` away from the prefix
        p.setProcessEnvironment(env);
        if (!workDir.isEmpty())
            p.setWorkingDirectory(workDir);
        p.start(program, args);
        Run r;
        r.started = p.waitForStarted(30000);
        if (!r.started)
            return r;
        if (!p.waitForFinished(180000)) {
            p.kill();
            p.waitForFinished();
            return r;
        }
        r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        r.out = QString::fromUtf8(p.readAllStandardOutput());
        r.err = QString::fromUtf8(p.readAllStandardError());
        return r;
    }

    static bool available(const QString& tool) { return !QStandardPaths::findExecutable(tool).isEmpty(); }

    // Option names in the order --help prints them: every line indented by two spaces starts with
    // one ("--scenario ID", "LESSON.steerlab").
    QStringList helpOptions()
    {
        const Run r = run(installed("bin/steeringlab"), {"--help", "--lang", "en"});
        if (r.exitCode != 0)
            return {};
        QStringList options;
        static const QRegularExpression optionLine(QStringLiteral("^  (\\S+)"));
        for (const QString& line : r.out.split(QLatin1Char('\n'))) {
            const auto m = optionLine.match(line);
            if (m.hasMatch())
                options << m.captured(1);
        }
        return options;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(prefix_.isValid());
        QVERIFY(home_.isValid());
        const Run r = run(QStringLiteral(STEER_CMAKE),
                          {"--install", QStringLiteral(STEER_BUILD_DIR), "--prefix", prefix_.path()});
        QVERIFY2(r.started, "cmake did not start");
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
    }

    void filesInTheUsualPlaces_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("program") << QStringLiteral("bin/steeringlab");
        QTest::newRow("desktop entry") << QStringLiteral("share/applications/%1.desktop").arg(kAppId);
        QTest::newRow("AppStream") << QStringLiteral("share/metainfo/%1.metainfo.xml").arg(kAppId);
        QTest::newRow("icon") << QStringLiteral("share/icons/hicolor/scalable/apps/%1.svg").arg(kAppId);
        QTest::newRow("MIME type") << QStringLiteral("share/mime/packages/%1.xml").arg(kAppId);
        QTest::newRow("manual page") << QStringLiteral("share/man/man1/steeringlab.1.gz");
    }

    void filesInTheUsualPlaces()
    {
        QFETCH(QString, path);
        const QFileInfo info(installed(path));
        QVERIFY2(info.isFile(), qPrintable(path));
        QVERIFY(info.size() > 0);
        if (path.startsWith(QLatin1String("bin/")))
            QVERIFY(info.isExecutable());
    }

    void installedProgramRuns()
    {
        const Run r = run(installed("bin/steeringlab"), {"--list-scenarios"});
        QCOMPARE(r.exitCode, 0);
        const QStringList ids = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(ids.size(), 15); // SeekTest ... FlockTest (11), offset pursuit, Lennard-Jones, the sandbox, the swarm
        QCOMPARE(ids.first(), QStringLiteral("seek"));
        QVERIFY(ids.contains(QStringLiteral("lennard-jones")));
    }

    void desktopEntryValidates()
    {
        QVERIFY2(available("desktop-file-validate"), "desktop-file-validate is missing: apt-get install desktop-file-utils");
        const QString file = installed(QStringLiteral("share/applications/%1.desktop").arg(kAppId));
        const Run r = run(QStringLiteral("desktop-file-validate"), {file});
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        // Hints are advice; errors and warnings are not allowed.
        QVERIFY2(!r.out.contains(QLatin1String("error")) && !r.out.contains(QLatin1String("warning")), qPrintable(r.out));

        const QString text = readText(file);
        QCOMPARE(desktopValue(text, "Exec"), QStringLiteral("steeringlab %f"));
        QVERIFY(desktopValue(text, "MimeType").split(QLatin1Char(';')).contains(kLessonType));
        // The icon the entry names is the installed scalable icon.
        QCOMPARE(desktopValue(text, "Icon"), kAppId);
    }

    void iconIsASquareScalableDrawing()
    {
        QSvgRenderer svg(installed(QStringLiteral("share/icons/hicolor/scalable/apps/%1.svg").arg(kAppId)));
        QVERIFY(svg.isValid());
        QCOMPARE(svg.viewBoxF().width(), svg.viewBoxF().height());
    }

    void metainfoValidates()
    {
        QVERIFY2(available("appstreamcli"), "appstreamcli is missing: apt-get install appstream");
        const QString file = installed(QStringLiteral("share/metainfo/%1.metainfo.xml").arg(kAppId));
        const Run r = run(QStringLiteral("appstreamcli"), {"validate", "--no-net", file});
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        // appstreamcli marks issues E: error, W: warning, I: info, P: pedantic at the line start.
        static const QRegularExpression problem(QStringLiteral("^[EW]: "), QRegularExpression::MultilineOption);
        QVERIFY2(!problem.match(r.out).hasMatch(), qPrintable(r.out));

        const QString text = readText(file);
        QVERIFY(text.contains(QStringLiteral("<launchable type=\"desktop-id\">%1.desktop</launchable>").arg(kAppId)));
        QVERIFY(text.contains(QStringLiteral("<mediatype>%1</mediatype>").arg(kLessonType)));
        // Release notes for the first release and for the version being built.
        QVERIFY(text.contains(QLatin1String("<release version=\"0.1\"")));
        QVERIFY2(text.contains(QStringLiteral("<release version=\"%1\"").arg(QStringLiteral(STEER_VERSION))),
                 "the metainfo has no <release> for this version: add its release notes");
    }

    // Each screenshot is a picture the program made (docs/), named by an https address, with the
    // size the metadata states.
    void screenshotsAreTheProgramsPictures()
    {
        const QString text = readText(installed(QStringLiteral("share/metainfo/%1.metainfo.xml").arg(kAppId)));
        static const QRegularExpression image(
            QStringLiteral("<image type=\"source\" width=\"(\\d+)\" height=\"(\\d+)\">(https://[^<]+/docs/([^</]+\\.png))</image>"));
        int count = 0;
        for (auto it = image.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            ++count;
            const QString local = QStringLiteral(STEER_SOURCE_DIR "/docs/") + m.captured(4);
            QImageReader reader(local);
            QVERIFY2(reader.canRead(), qPrintable(local));
            QCOMPARE(reader.size(), QSize(m.captured(1).toInt(), m.captured(2).toInt()));
        }
        QCOMPARE(count, int(text.count(QLatin1String("<screenshot"))) - 1); // minus <screenshots>
        QVERIFY(count >= 3);
    }

    void mimeTypeIsRecognised()
    {
        const QString file = installed(QStringLiteral("share/mime/packages/%1.xml").arg(kAppId));
        if (available("xmllint")) {
            const Run r = run(QStringLiteral("xmllint"), {"--noout", file});
            QVERIFY2(r.exitCode == 0 && r.err.isEmpty(), qPrintable(r.err));
        }
        // update-mime-database refuses a malformed package file and writes the cache Qt reads.
        QVERIFY2(available("update-mime-database"), "update-mime-database is missing: apt-get install shared-mime-info");
        const Run u = run(QStringLiteral("update-mime-database"), {installed("share/mime")});
        QVERIFY2(u.exitCode == 0, qPrintable(u.err));
        QVERIFY(!u.err.contains(QLatin1String("Error")));
        QVERIFY(QFile::exists(installed(QStringLiteral("share/mime/%1.xml").arg(kLessonType))));

        // Qt's MIME database, reading the installed definition as a desktop would: by the name, and
        // by the content for a lesson saved under another name (both JSON spacings). Only the
        // prefix is searched, so that an installed steeringlab package cannot stand in for it.
        qputenv("XDG_DATA_HOME", QFile::encodeName(home_.filePath(QStringLiteral("data"))));
        qputenv("XDG_DATA_DIRS", QFile::encodeName(installed("share")));
        QMimeDatabase db;
        const QMimeType byName = db.mimeTypeForFile(QStringLiteral("wander.steerlab"), QMimeDatabase::MatchExtension);
        QCOMPARE(byName.name(), kLessonType);
        QVERIFY(byName.inherits(QStringLiteral("application/json")));
        QCOMPARE(db.mimeTypeForData(QByteArray("{\n    \"format\": \"steeringlab-lesson\",\n    \"version\": 1\n}\n")).name(),
                 kLessonType);
        QCOMPARE(db.mimeTypeForData(QByteArray("{\"format\":\"steeringlab-lesson\",\"version\":1}")).name(), kLessonType);
        QVERIFY(db.mimeTypeForData(QByteArray("{\"format\": \"something-else\"}")).name() != kLessonType);
    }

    // What a file manager does with the desktop entry: Exec with %f replaced by the lesson's path.
    void desktopCommandOpensALesson()
    {
        QTemporaryDir work;
        QVERIFY(work.isValid());
        const QString lesson = work.filePath(QStringLiteral("class 1.steerlab")); // a space, as files often have
        QFile f(lesson);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"steeringlab-lesson\", \"version\": 1, \"scenario\": \"arrive\", \"seed\": 1}\n");
        f.close();

        const QString exec = desktopValue(readText(installed(QStringLiteral("share/applications/%1.desktop").arg(kAppId))), "Exec");
        QStringList args = exec.split(QLatin1Char(' '));
        QCOMPARE(args.takeFirst(), QStringLiteral("steeringlab"));
        QCOMPARE(args.indexOf(QStringLiteral("%f")), 0);
        args[0] = lesson;
        // A picture instead of a window: the lesson opens exactly as it would on a display.
        const QString picture = work.filePath(QStringLiteral("shown.png"));
        const Run r = run(installed("bin/steeringlab"), args + QStringList{"--screenshot", picture, "--lang", "en"}, work.path());
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QImageReader reader(picture);
        QCOMPARE(reader.size(), QSize(1280, 800)); // the default window size

        // The same lesson's frame 0 is ArriveTest's: the vehicle at the stage origin, the target at
        // the stage centre (550x400 / 2).
        const QString trace = work.filePath(QStringLiteral("lesson.jsonl"));
        const Run t = run(installed("bin/steeringlab"), {lesson, "--trace", trace}, work.path());
        QVERIFY2(t.exitCode == 0, qPrintable(t.err));
        const QString first = readText(trace).section(QLatin1Char('\n'), 0, 0);
        QVERIFY2(first.startsWith(QLatin1String("{\"frame\":0,\"vehicles\":[{\"id\":\"vehicle\",\"x\":0,\"y\":0,")), qPrintable(first));
        QVERIFY2(first.contains(QLatin1String("\"target\":{\"x\":275,\"y\":200}")), qPrintable(first));
    }

    // Both ways: every option of --help is described under OPTIONS, and the page describes no
    // option the program does not have (besides -h, the short --help).
    void manPageListsEveryOption()
    {
        QVERIFY2(available("gzip"), "gzip is missing");
        const Run z = run(QStringLiteral("gzip"), {"-dc", installed("share/man/man1/steeringlab.1.gz")});
        QCOMPARE(z.exitCode, 0);
        const QString page = z.out;
        QVERIFY(page.startsWith(QLatin1String(".\\\"")) || page.startsWith(QLatin1String(".TH")));
        QVERIFY(page.contains(QStringLiteral(".TH STEERINGLAB 1 ")));
        QVERIFY(page.contains(QStringLiteral("\"Steering Lab " STEER_VERSION "\"")));

        const QStringList help = helpOptions();
        QVERIFY2(help.size() >= 15, qPrintable(help.join(QLatin1Char(' '))));

        // The tags of the OPTIONS section: the line after each .TP, with the roff escapes undone.
        const int start = page.indexOf(QLatin1String("\n.SH OPTIONS\n"));
        QVERIFY(start >= 0);
        const int end = page.indexOf(QLatin1String("\n.SH "), start + 1);
        const QStringList lines = page.mid(start, end - start).split(QLatin1Char('\n'));
        QStringList tags;
        for (int i = 0; i + 1 < lines.size(); ++i) {
            if (lines[i] != QLatin1String(".TP"))
                continue;
            QString tag = lines[i + 1];
            tag.remove(QRegularExpression(QStringLiteral("^\\.[A-Z]+ ")));
            tag.replace(QLatin1String("\\-"), QLatin1String("-")).remove(QLatin1Char('"'));
            const QString first = tag.section(QLatin1Char(' '), 0, 0);
            if (first.startsWith(QLatin1Char('-')) || first.endsWith(QLatin1String(".steerlab")))
                tags << first;
        }
        for (const QString& option : help)
            QVERIFY2(tags.contains(option), qPrintable(QStringLiteral("the manual page does not describe %1").arg(option)));
        for (const QString& tag : tags)
            QVERIFY2(help.contains(tag), qPrintable(QStringLiteral("the manual page describes %1, which --help does not list").arg(tag)));

        if (available("groff")) {
            QTemporaryDir dir;
            const QString plain = dir.filePath(QStringLiteral("steeringlab.1"));
            QFile out(plain);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(page.toUtf8());
            out.close();
            const Run g = run(QStringLiteral("groff"), {"-man", "-ww", "-z", plain});
            QCOMPARE(g.exitCode, 0);
            QVERIFY2(g.err.isEmpty(), qPrintable(g.err)); // any roff warning (unknown macro, bad escape)
        }
    }
};

QTEST_MAIN(TstInstall)
#include "tst_install.moc"
