// How every output is put in place (issue #36, app/files/output_file.h), through the real binary
// and lessons::saveLessonFile: a FIFO and a device are written to and stay what they are, a full
// disk says so, a hard link is written through, a symlink stays a symlink, the owner and the mode
// of a replaced file are kept, and every new file kind gets 0666 minus the umask.
#include "lesson_json.h"
#include "program_run.h"

#include <QtTest>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>

#include <atomic>
#include <fcntl.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

namespace {
struct stat statOf(const QString& path, bool followLinks = true)
{
    struct stat st {};
    const QByteArray p = QFile::encodeName(path);
    if ((followLinks ? ::stat(p.constData(), &st) : ::lstat(p.constData(), &st)) != 0)
        st.st_mode = 0;
    return st;
}

int lineCount(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? int(f.readAll().count('\n')) : -1;
}

lessons::Lesson seekLesson(std::int64_t lastFrame)
{
    lessons::Lesson l;
    l.setup.id = steer::ScenarioId::Seek;
    l.lastFrame = lastFrame;
    return l;
}
} // namespace

class TestOutputFiles : public QObject {
    Q_OBJECT

    ProgramRunner program_;
    QTemporaryDir dir_;
    QString path(const char* name) const { return dir_.filePath(QLatin1String(name)); }

private slots:
    void initTestCase()
    {
        QVERIFY(program_.isValid());
        QVERIFY(dir_.isValid());
        ::umask(022); // the binary inherits it: new files are then 0644
    }

    // The FIFO is read by a thread as the program writes; it stays a FIFO (it used to be replaced
    // by a regular file, and the reader waited for ever).
    void traceToFifo()
    {
        const QString fifo = path("trace.fifo");
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0644), 0);
        QByteArray received;
        std::thread reader([&] {
            const int fd = ::open(QFile::encodeName(fifo).constData(), O_RDONLY);
            char buffer[4096];
            for (ssize_t n; fd >= 0 && (n = ::read(fd, buffer, sizeof buffer)) > 0;)
                received.append(buffer, n);
            if (fd >= 0)
                ::close(fd);
        });
        const ProgramRun r = program_.run({"--scenario", "seek", "--frames", "20", "--trace", fifo}, 30000);
        if (r.exitCode == -1) { // the reader must not wait for ever for a writer that is gone
            const int fd = ::open(QFile::encodeName(fifo).constData(), O_WRONLY | O_NONBLOCK);
            if (fd >= 0)
                ::close(fd);
        }
        reader.join();
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        QCOMPARE(received.count('\n'), 21);
        QVERIFY(received.startsWith("{\"frame\":0"));
        QVERIFY(S_ISFIFO(statOf(fifo).st_mode));
        QCOMPARE(QDir(dir_.path()).entryList(QDir::Files | QDir::Hidden | QDir::System).size(), 1); // no temporary file
    }

    void traceToDevFull()
    {
        if (!QFile::exists(QStringLiteral("/dev/full")))
            QSKIP("this system has no /dev/full");
        const ProgramRun r = program_.run({"--scenario", "seek", "--trace", "/dev/full"});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err, QStringLiteral("steeringlab: cannot write trace file '/dev/full': the disk is full\n"));
        QVERIFY(S_ISCHR(statOf(QStringLiteral("/dev/full")).st_mode));
    }

    void traceToDevNull()
    {
        const ProgramRun r = program_.run({"--scenario", "seek", "--trace", "/dev/null"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(S_ISCHR(statOf(QStringLiteral("/dev/null")).st_mode));
    }

    // A lesson saved to a full disk says so (the system's words) and that the old file stays.
    void lessonToDevFull()
    {
        if (!QFile::exists(QStringLiteral("/dev/full")))
            QSKIP("this system has no /dev/full");
        const QString err = lessons::saveLessonFile(seekLesson(3), QStringLiteral("/dev/full"));
        QVERIFY2(err.contains(QString::fromLocal8Bit(std::strerror(ENOSPC))), qPrintable(err));
        QVERIFY(S_ISCHR(statOf(QStringLiteral("/dev/full")).st_mode));
    }

    // A regular file on a full disk: the message says so and that the old file is intact, and it
    // is (replaced by a rename, or written through a hard link: space is reserved first).
    void fullDiskLeavesTheOldFile()
    {
        if (::geteuid() != 0)
            QSKIP("a small file system to fill needs root (mount -t tmpfs)");
        const QString small = path("small");
        QVERIFY(QDir().mkpath(small));
        if (QProcess::execute(QStringLiteral("mount"), {"-t", "tmpfs", "-o", "size=64k", "tmpfs", small}) != 0)
            QSKIP("this system lets not even root mount a tmpfs (a container without CAP_SYS_ADMIN)");
        auto unmount = qScopeGuard([&] { QProcess::execute(QStringLiteral("umount"), {small}); });
        const QString old = small + QStringLiteral("/old.jsonl");
        QCOMPARE(program_.run({"--scenario", "seek", "--frames", "3", "--trace", old}).exitCode, 0);
        for (bool linked : {false, true}) {
            if (linked)
                QCOMPARE(::link(QFile::encodeName(old).constData(), QFile::encodeName(small + "/other.jsonl").constData()), 0);
            const ProgramRun r = program_.run({"--scenario", "seek", "--frames", "2000", "--trace", old});
            QCOMPARE(r.exitCode, 2);
            QCOMPARE(r.err, QStringLiteral("steeringlab: cannot write trace file '%1': the disk is full; the file that was there is "
                                           "left as it was\n").arg(old));
            QCOMPARE(lineCount(old), 4);
        }
        const QString lesson = small + QStringLiteral("/lesson.steerlab");
        QVERIFY(lessons::saveLessonFile(seekLesson(1), lesson).isEmpty());
        lessons::Lesson big = seekLesson(1);
        big.notes.en = QString(70000, QLatin1Char('x'));
        const QString err = lessons::saveLessonFile(big, lesson);
        QVERIFY2(err.contains(QString::fromLocal8Bit(std::strerror(ENOSPC))), qPrintable(err));
        QVERIFY(lessons::readLessonFile(lesson).lesson);
        QCOMPARE(QDir(small).entryList(QDir::Files | QDir::Hidden).size(), 3); // no temporary file left
    }

    // Both names see the new content: the link is written through, not broken.
    void hardLinkedTraceWrittenThrough()
    {
        const QString a = path("linked.jsonl"), b = path("other-name.jsonl");
        QVERIFY(program_.run({"--scenario", "seek", "--frames", "2", "--trace", a}).exitCode == 0);
        QCOMPARE(::link(QFile::encodeName(a).constData(), QFile::encodeName(b).constData()), 0);
        const ino_t inode = statOf(a).st_ino;
        const ProgramRun r = program_.run({"--scenario", "seek", "--frames", "7", "--trace", a});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(statOf(a).st_ino, inode);
        QCOMPARE(statOf(a).st_nlink, nlink_t(2));
        QCOMPARE(lineCount(b), 8);
        QCOMPARE(lineCount(a), 8);
    }

    void hardLinkedLessonWrittenThrough()
    {
        const QString a = path("linked.steerlab"), b = path("other-name.steerlab");
        QVERIFY(lessons::saveLessonFile(seekLesson(3), a).isEmpty());
        QCOMPARE(::link(QFile::encodeName(a).constData(), QFile::encodeName(b).constData()), 0);
        QVERIFY(lessons::saveLessonFile(seekLesson(9), a).isEmpty());
        QCOMPARE(statOf(a).st_ino, statOf(b).st_ino);
        const lessons::ReadResult read = lessons::readLessonFile(b);
        QVERIFY2(read.lesson, qPrintable(read.error));
        QCOMPARE(read.lesson->lastFrame, std::int64_t(9));
    }

    // The link stays a link; the file it points to gets the new content.
    void symlinkStaysASymlink()
    {
        const QString real = path("real.jsonl"), link = path("link.jsonl");
        QVERIFY(program_.run({"--scenario", "seek", "--frames", "1", "--trace", real}).exitCode == 0);
        QVERIFY(QFile::link(QStringLiteral("real.jsonl"), link)); // relative, as people make them
        QCOMPARE(program_.run({"--scenario", "seek", "--frames", "4", "--trace", link}).exitCode, 0);
        QVERIFY(S_ISLNK(statOf(link, false).st_mode));
        QCOMPARE(QFile::symLinkTarget(link), real);
        QCOMPARE(lineCount(real), 5);
        const QString lesson = path("lesson-link.steerlab");
        QVERIFY(QFile::link(path("real.steerlab"), lesson)); // dangling: the file is created where it points
        QVERIFY(lessons::saveLessonFile(seekLesson(2), lesson).isEmpty());
        QVERIFY(S_ISLNK(statOf(lesson, false).st_mode));
        QVERIFY(S_ISREG(statOf(path("real.steerlab"), false).st_mode));
    }

    // A replaced file keeps its permission bits (always) and its owner (root can give it back).
    void modeKept()
    {
        const QString f = path("private.jsonl");
        QVERIFY(program_.run({"--scenario", "seek", "--frames", "1", "--trace", f}).exitCode == 0);
        QCOMPARE(::chmod(QFile::encodeName(f).constData(), 0600), 0);
        QCOMPARE(program_.run({"--scenario", "seek", "--frames", "2", "--trace", f}).exitCode, 0);
        QCOMPARE(statOf(f).st_mode & 07777, mode_t(0600));
        QCOMPARE(lineCount(f), 3);
    }

    void ownerKeptWhenRoot()
    {
        if (::geteuid() != 0)
            QSKIP("giving a file to another owner needs root; as another user the saved file is the user's own");
        const QString f = path("pupil.jsonl");
        QVERIFY(program_.run({"--scenario", "seek", "--frames", "1", "--trace", f}).exitCode == 0);
        QCOMPARE(::chown(QFile::encodeName(f).constData(), 4242, 4343), 0);
        QCOMPARE(::chmod(QFile::encodeName(f).constData(), 0640), 0);
        QCOMPARE(program_.run({"--scenario", "seek", "--frames", "2", "--trace", f}).exitCode, 0);
        QCOMPARE(statOf(f).st_uid, uid_t(4242));
        QCOMPARE(statOf(f).st_gid, gid_t(4343));
        QCOMPARE(statOf(f).st_mode & 07777, mode_t(0640));
        QVERIFY(lessons::saveLessonFile(seekLesson(1), path("pupil.steerlab")).isEmpty());
        QCOMPARE(::chown(QFile::encodeName(path("pupil.steerlab")).constData(), 4242, 4343), 0);
        QVERIFY(lessons::saveLessonFile(seekLesson(2), path("pupil.steerlab")).isEmpty());
        QCOMPARE(statOf(path("pupil.steerlab")).st_uid, uid_t(4242));
    }

    // Every kind of file the command line writes is new with 0666 minus the umask (a GIF was
    // 0600: giflib created it so).
    void newFilesGetTheSameMode_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("written");
        QTest::newRow("trace") << QStringList{"--scenario", "seek", "--frames", "1", "--trace", "new.jsonl"} << "new.jsonl";
        QTest::newRow("screenshot") << QStringList{"--scenario", "seek", "--size", "640x480", "--screenshot", "new.png"}
                                    << "new.png";
        QTest::newRow("gif") << QStringList{"--scenario", "seek", "--frames", "1", "--size", "640x480", "--export-animation", "new.gif"}
                             << "new.gif";
        QTest::newRow("mp4") << QStringList{"--scenario", "seek", "--frames", "1", "--size", "640x480", "--export-animation", "new.mp4"}
                             << "new.mp4";
        QTest::newRow("png images") << QStringList{"--scenario", "seek", "--frames", "1", "--size", "640x480", "--export-animation", "seq.png"}
                                    << "seq_0001.png";
    }
    void newFilesGetTheSameMode()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, written);
        QTemporaryDir work;
        const ProgramRun r = program_.run(args, 120000, work.path());
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(statOf(work.filePath(written)).st_mode & 07777, mode_t(0644));
        QCOMPARE(QDir(work.path()).entryList(QDir::Hidden | QDir::Files).filter(QLatin1String(".new")).size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestOutputFiles)
#include "tst_output_files.moc"
