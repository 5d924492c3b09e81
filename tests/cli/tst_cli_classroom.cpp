// The classroom options of the real `steeringlab` binary (issue #10): --export-animation with
// --frames and --from read back by real decoders (giflib, FFmpeg), and the pictures --palette,
// --text-scale and --presentation make with --screenshot, measured in their pixels. Runs the
// program without a display, as a teacher's script would.
#include "media_decode.h"
#include "program_run.h"

#include <QtTest>

#include <QColor>
#include <QDir>
#include <QFile>
#include <QHash>
#include <QImage>
#include <QSet>
#include <QTemporaryDir>

#include <algorithm>
#include <vector>

namespace {
bool dark(QRgb c) { return qRed(c) + qGreen(c) + qBlue(c) < 300; }

// Heights of the runs of rows holding text ink (dark pixels) between columns x0 and x1 and rows
// y0 and y1: one run per line of text (or per block of lines set close together).
std::vector<int> inkRuns(const QImage& img, int x0, int x1, int y0, int y1)
{
    std::vector<int> runs;
    int n = 0;
    for (int y = y0; y <= y1; ++y) {
        bool ink = false;
        for (int x = x0; x < x1 && !ink && y < y1; ++x)
            ink = dark(img.pixel(x, y));
        if (ink) {
            ++n;
        } else if (n > 0) {
            runs.push_back(n);
            n = 0;
        }
    }
    return runs;
}

int median(std::vector<int> v)
{
    if (v.empty())
        return 0;
    std::nth_element(v.begin(), v.begin() + std::ptrdiff_t(v.size() / 2), v.end());
    return v[v.size() / 2];
}

// How many different colours a rectangle of the picture holds (a panel with text: many; the bare
// stage surround: one).
int colours(const QImage& img, const QRect& r)
{
    QSet<QRgb> seen;
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            seen.insert(img.pixel(x, y));
    return int(seen.size());
}

QRgb commonest(const QImage& img, const QRect& r)
{
    QHash<QRgb, int> count;
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            ++count[img.pixel(x, y)];
    QRgb best = 0;
    int most = -1;
    for (auto it = count.cbegin(); it != count.cend(); ++it)
        if (it.value() > most) {
            most = it.value();
            best = it.key();
        }
    return best;
}
} // namespace

class TstCliClassroom : public QObject {
    Q_OBJECT

    ProgramRunner program_;
    QTemporaryDir work_;

    ProgramRun run(const QStringList& args) { return program_.run(args, 300000); }

    QImage screenshot(const QString& name, const QStringList& args)
    {
        const QString file = work_.filePath(name);
        const ProgramRun r = run(QStringList(args) << "--lang" << "en" << "--screenshot" << file);
        if (r.exitCode != 0)
            qWarning("%s", qPrintable(r.err));
        return QImage(file).convertToFormat(QImage::Format_RGB32);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(program_.isValid());
        QVERIFY(work_.isValid());
        QVERIFY2(QFile::exists(QStringLiteral(STEERINGLAB_BINARY)), STEERINGLAB_BINARY);
    }

    // Frames 0..60 are 61 frames; --size gives the picture's size, 30 frames per second is 1x.
    void gifFromTheCommandLine()
    {
        const QString gif = work_.filePath("seek.gif");
        const ProgramRun r = run({"--scenario", "seek", "--frames", "60", "--size", "640x480", "--export-animation", gif});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const DecodedAnimation d = decodeGif(gif);
        QVERIFY(d.ok);
        QCOMPARE(d.frames, 61);
        QCOMPARE(d.width, 640);
        QCOMPARE(d.height, 480);
        // 30 frames per second: the first 30 frames last one second (100 hundredths, each 3 or 4).
        int firstSecond = 0;
        for (int i = 0; i < 30; ++i)
            firstSecond += d.delaysCs[std::size_t(i)];
        QCOMPARE(firstSecond, 100);
    }

    // --from 10 --frames 40: frames 10..40 are 31 frames, at the default 1280x720.
    void mp4FromTheCommandLine()
    {
        const QString mp4 = work_.filePath("flock.mp4");
        const ProgramRun r = run({"--scenario", "flock", "--frames", "40", "--from", "10", "--export-animation", mp4});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const DecodedAnimation d = decodeMp4(mp4);
        QVERIFY(d.ok);
        QCOMPARE(d.frames, 31);
        QCOMPARE(d.width, 1280);
        QCOMPARE(d.height, 720);
        QCOMPARE(d.framesPerSecond, 30.0);
    }

    // name.png: name_0000.png .. name_0003.png for frames 0..3, and nothing else.
    void pngSequenceFromTheCommandLine()
    {
        QTemporaryDir dir;
        const ProgramRun r = run({"--scenario", "arrive", "--frames", "3", "--export-animation", dir.filePath("arrive.png")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files, QDir::Name),
                 (QStringList{"arrive_0000.png", "arrive_0001.png", "arrive_0002.png", "arrive_0003.png"}));
        QCOMPARE(QImage(dir.filePath("arrive_0003.png")).size(), QSize(1280, 720));
    }

    // A file that cannot be written: one line, status 2, nothing left behind.
    void unwritableExport()
    {
        QTemporaryDir dir;
        const ProgramRun r = run({"--scenario", "seek", "--frames", "5", "--export-animation", dir.filePath("no/such/folder/a.gif")});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(r.err.contains("a.gif"), qPrintable(r.err));
        QVERIFY(QDir(dir.path()).isEmpty());
    }

    // The dark palette's stage is dark: the middle of the stage and most of the window. The
    // standard one is light there.
    void darkPalette()
    {
        const QImage standard = screenshot("standard.png", {"--scenario", "seek", "--frames", "10", "--palette", "standard"});
        const QImage darkShot = screenshot("dark.png", {"--scenario", "seek", "--frames", "10", "--palette", "dark"});
        QCOMPARE(darkShot.size(), QSize(1280, 800));
        auto darkShare = [](const QImage& img) {
            qint64 n = 0;
            for (int y = 0; y < img.height(); y += 4)
                for (int x = 0; x < img.width(); x += 4)
                    n += QColor(img.pixel(x, y)).lightness() < 80;
            return double(n) / double((img.height() / 4) * (img.width() / 4));
        };
        QVERIFY2(darkShare(darkShot) > 0.6, qPrintable(QString::number(darkShare(darkShot))));
        QVERIFY2(darkShare(standard) < 0.1, qPrintable(QString::number(darkShare(standard))));
        // The stage's own background: the commonest colour near its bottom right corner, where at
        // frame 10 no vector is (the vehicle leaves the top left corner for the centre).
        const QRect corner(darkShot.width() / 2 + 150, 400, 40, 40);
        QVERIFY2(QColor(commonest(darkShot, corner)).lightness() < 60, qPrintable(QColor(commonest(darkShot, corner)).name()));
        QVERIFY2(QColor(commonest(standard, corner)).lightness() > 200, qPrintable(QColor(commonest(standard, corner)).name()));
    }

    // --text-scale 2: the lines of the formula panel (right of the stage) are about twice as high.
    void textScale()
    {
        const QStringList args{"--scenario", "seek", "--frames", "40", "--size", "1920x1080"};
        const QImage one = screenshot("scale1.png", QStringList(args) << "--text-scale" << "1");
        const QImage two = screenshot("scale2.png", QStringList(args) << "--text-scale" << "2");
        QCOMPARE(one.size(), QSize(1920, 1080));
        QCOMPARE(two.size(), QSize(1920, 1080));
        // The formula panel: the right quarter of the window, below its title, above the status bar.
        auto lineHeight = [](const QImage& img) {
            return median(inkRuns(img, img.width() * 76 / 100, img.width() * 97 / 100, 50, img.height() * 85 / 100));
        };
        const int h1 = lineHeight(one);
        const int h2 = lineHeight(two);
        qInfo("formula line height: %d px at scale 1, %d px at scale 2", h1, h2);
        QVERIFY2(h1 >= 6, qPrintable(QString::number(h1)));
        QVERIFY2(h2 >= h1 * 16 / 10, qPrintable(QStringLiteral("%1 -> %2").arg(h1).arg(h2)));
    }

    // --presentation with --screenshot: the scenario list and parameters on the left fold away (the
    // stage's plain surround is there instead), the menu bar is gone, the formulas stay on the right.
    void presentationScreenshot()
    {
        const QStringList args{"--scenario", "seek", "--frames", "40", "--size", "1920x1080"};
        const QImage desk = screenshot("desk.png", args);
        const QImage shown = screenshot("presentation.png", QStringList(args) << "--presentation");
        QCOMPARE(shown.size(), QSize(1920, 1080));
        // The scenario list and parameters at the desk; in presentation the stage's surround (the
        // stage, with no legend beside it since issue #31, starts about 68 px from the left).
        const QRect leftPanels(4, 60, 48, 500);
        QVERIFY2(colours(desk, leftPanels) > 20, qPrintable(QString::number(colours(desk, leftPanels))));
        QCOMPARE(colours(shown, leftPanels), 1);
        // The menu bar's words (File, Edit ...) at the top left: there at the desk, not in presentation.
        const QRect menuBar(0, 0, 300, 16);
        QVERIFY(!inkRuns(desk, menuBar.left(), menuBar.right(), menuBar.top(), menuBar.bottom()).empty());
        QVERIFY(inkRuns(shown, menuBar.left(), menuBar.right(), menuBar.top(), menuBar.bottom()).empty());
        // The formulas: many lines of text in the right third.
        QVERIFY(inkRuns(shown, shown.width() * 66 / 100, shown.width() * 97 / 100, 40, shown.height() * 9 / 10).size() >= 8);
    }

    // --legend for an animation and a presentation screenshot, which leave the legend out unless
    // asked: named there it is drawn. The pictures are compared pixel by pixel with the default
    // ones: off changes nothing, compact adds a column of glyphs and symbols, full adds the names
    // beside them (a wider box). A folded legend is a chip to click, and
    // nobody clicks a picture: the animation leaves it out.
    void legendFromTheCommandLine()
    {
        QTemporaryDir dir;
        auto frame = [&](const QString& name, const QStringList& extra) {
            const QStringList args = QStringList{"--scenario", "flock", "--frames", "20", "--from", "20", "--size", "960x540",
                                                 "--lang", "en", "--export-animation", dir.filePath(name + ".png")} + extra;
            const ProgramRun r = run(args);
            if (r.exitCode != 0)
                qWarning("%s", qPrintable(r.err));
            return QImage(dir.filePath(name + "_0000.png")).convertToFormat(QImage::Format_RGB32); // the first (only) image
        };
        // The box holding every pixel that differs from `base`.
        auto changed = [](const QImage& base, const QImage& other) {
            QRect box;
            for (int y = 0; y < base.height(); ++y)
                for (int x = 0; x < base.width(); ++x)
                    if (base.pixel(x, y) != other.pixel(x, y))
                        box |= QRect(x, y, 1, 1);
            return box;
        };
        const QImage plain = frame("plain", {});
        QCOMPARE(plain.size(), QSize(960, 540));
        const QImage off = frame("off", {"--legend", "off"});
        const QImage compact = frame("compact", {"--legend", "compact"});
        const QImage full = frame("full", {"--legend", "full"});
        const QImage folded = frame("folded", {"--legend", "folded"});
        QVERIFY(!off.isNull() && !compact.isNull() && !full.isNull() && !folded.isNull());
        QCOMPARE(changed(plain, off), QRect());
        QCOMPARE(changed(plain, folded), QRect());
        // The legend's box at the picture's top right, measured along a row just under its top
        // edge (above the stage, which the legend pushes left and down): where the surround ends.
        auto legendWidth = [](const QImage& img) {
            const QRgb surround = img.pixel(2, 2);
            const int y = 16;
            for (int x = 0; x < img.width(); ++x)
                if (img.pixel(x, y) != surround)
                    return img.width() - x;
            return 0;
        };
        QVERIFY(!changed(plain, compact).isEmpty());
        const int compactWidth = legendWidth(compact), fullWidth = legendWidth(full);
        qInfo("legend: compact %d px, full %d px wide", compactWidth, fullWidth);
        QVERIFY(compactWidth > 40);
        QVERIFY2(fullWidth > compactWidth * 3 / 2, qPrintable(QStringLiteral("%1 vs %2 px").arg(fullWidth).arg(compactWidth)));

        // Presentation mode leaves the legend out; --legend compact brings it back on the stage.
        const QStringList shot{"--scenario", "flock", "--frames", "20", "--size", "1280x720", "--presentation"};
        const QImage presenting = screenshot("presenting.png", shot);
        const QImage presentingLegend = screenshot("presenting-legend.png", QStringList(shot) << "--legend" << "compact");
        QCOMPARE(presenting.size(), QSize(1280, 720));
        QVERIFY(!changed(presenting, presentingLegend).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstCliClassroom)
#include "tst_cli_classroom.moc"
