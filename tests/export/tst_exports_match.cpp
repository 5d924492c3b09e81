// Exports show what the window shows (issue #31): an animation (the window's export and
// `--export-animation`) and a saved picture hold every compare pane side by side under its caption,
// as the window's compare area and `--screenshot` do; trails and the frame number when they are on;
// a lesson's annotation at its frames only. A picture's legend never tells anyone to drag; pane
// captions are the teacher's words in the three languages; the Export dialog remembers its choices.
// Panes are counted from the pixels (runs of the stage's own background across the picture), and
// trail points are placed from the world's positions, not from the painter's layout.
#include "animation_export.h"
#include "compare_mode.h"
#include "compare_numbers.h"
#include "controller.h"
#include "diagram_style.h"
#include "export_ui.h"
#include "language.h"
#include "lesson_session.h"
#include "lesson_ui.h"
#include "main_window.h"
#include "parameters.h"
#include "picture.h"
#include "program_run.h"
#include "stage_view.h"
#include "ts_catalogue.h"
#include "world_painter.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <map>

namespace {
QString tsText(const QString& lang, const char* context, const char* source)
{
    return ts_catalogue::text(QStringLiteral(STEER_TRANSLATIONS_DIR), lang, context, source);
}

QString capitalised(QString s)
{
    s[0] = s[0].toUpper();
    return s;
}

// The stage rectangles of a picture: runs of the stage's background colour along row `y`, wider
// than `minWidth`, where gaps narrower than 24 px (grid lines, a vehicle) do not end a run.
std::vector<std::pair<int, int>> stageRuns(const QImage& img, int y, int minWidth = 120)
{
    const QRgb bg = diagrams::stageStyle().background.rgb();
    std::vector<std::pair<int, int>> runs;
    int start = -1, last = -1;
    for (int x = 0; x < img.width(); ++x) {
        if ((img.pixel(x, y) & 0xffffff) != (bg & 0xffffff))
            continue;
        if (start < 0 || x - last > 24) {
            if (start >= 0 && last - start >= minWidth)
                runs.emplace_back(start, last);
            start = x;
        }
        last = x;
    }
    if (start >= 0 && last - start >= minWidth)
        runs.emplace_back(start, last);
    return runs;
}

// The stages along the row that crosses them most cleanly: a vehicle or a circle can split a run
// in one row, never join two, so the row with the fewest runs (but some) counts them.
std::vector<std::pair<int, int>> stages(const QImage& img)
{
    std::vector<std::pair<int, int>> best;
    for (int y = 0; y < img.height(); y += 10) {
        auto runs = stageRuns(img, y);
        if (!runs.empty() && (best.empty() || runs.size() < best.size()))
            best = std::move(runs);
    }
    return best;
}

// The top and bottom rows of the stage background in column x.
std::pair<int, int> stageRows(const QImage& img, int x)
{
    const QRgb bg = diagrams::stageStyle().background.rgb() & 0xffffff;
    int top = -1, bottom = -1;
    for (int y = 0; y < img.height(); ++y)
        if ((img.pixel(x, y) & 0xffffff) == bg) {
            if (top < 0)
                top = y;
            bottom = y;
        }
    return {top, bottom};
}

int darkPixels(const QImage& img, const QRect& r)
{
    int n = 0;
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            n += qGray(img.pixel(x, y)) < 110;
    return n;
}

// A data function's rows: the interface in each of the three languages.
void threeLanguages()
{
    QTest::addColumn<QString>("lang");
    for (const char* l : {"en", "zh_CN", "ru"})
        QTest::newRow(l) << QString::fromLatin1(l);
}

QAction* actionNamed(const QWidget& w, const char* name) { return w.findChild<QAction*>(QLatin1String(name)); }
} // namespace

class TestExportsMatch : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

    // A window with seek and one pane where the vehicle arrives, played to frame 60.
    static void seekArrive(MainWindow& w, int frames = 60)
    {
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.controller()->switchScenario(steer::ScenarioId::Seek);
        QCOMPARE(w.compareMode()->setSpecTexts({QStringLiteral("behaviours:vehicle=arrive:pointer")}), QString());
        for (int i = 0; i < frames; ++i)
            w.controller()->stepForward();
        QCoreApplication::processEvents();
    }

    QImage exportOne(MainWindow& w, exporting::AnimationJob j, std::int64_t frame, const QString& name)
    {
        j.path = dir_.filePath(name + QStringLiteral(".png"));
        j.size = QSize(1280, 720);
        j.from = j.to = frame;
        const QString err = exporting::exportAnimation(*w.controller(), j);
        if (!err.isEmpty())
            qWarning() << err;
        return QImage(dir_.filePath(name + QStringLiteral("_0000.png"))).convertToFormat(QImage::Format_RGB32);
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QVERIFY(dir_.isValid());
        language::install(QStringLiteral("en"));
    }

    // Two panes in the exported frame, each showing its own run: the vehicle drawn where that
    // run's world has it (arrive slows down near the pointer, seek overshoots: they differ).
    void animationHasEveryPane()
    {
        MainWindow w;
        seekArrive(w);
        CompareMode* mode = w.compareMode();
        const QImage img = exportOne(w, w.exportUi()->animationJob(), 40, QStringLiteral("panes"));
        QCOMPARE(img.size(), QSize(1280, 720));
        if (!qEnvironmentVariableIsEmpty("STEER_SHOTS"))
            img.save(qEnvironmentVariable("STEER_SHOTS") + QStringLiteral("/export_compare_en.png"));
        const auto runs = stages(img);
        QCOMPARE(int(runs.size()), 2);
        // Side by side, alike in size, as the compare area lays them out.
        QVERIFY(runs[0].second < 640 && runs[1].first > 640);
        QVERIFY(std::abs((runs[0].second - runs[0].first) - (runs[1].second - runs[1].first)) <= 4);
        // Each pane's vehicle at its own world's position at frame 40 (the stage rectangle as found
        // in the pixels, scaled by the world's stage size).
        w.controller()->jumpTo(40);
        QCoreApplication::processEvents();
        const steer::World& seek = w.controller()->world();
        const steer::World& arrive = mode->pane(0).history().current();
        QCOMPARE(arrive.frame, std::int64_t(40));
        QVERIFY(std::hypot(seek.vehicles[0].position.x - arrive.vehicles[0].position.x,
                           seek.vehicles[0].position.y - arrive.vehicles[0].position.y) > 10);
        for (int pane = 0; pane < 2; ++pane) {
            const steer::World& world = pane == 0 ? seek : arrive;
            const auto [left, right] = runs[std::size_t(pane)];
            const auto [top, bottom] = stageRows(img, left + 3);
            const double scale = (right - left + 1) / world.stageWidth;
            QVERIFY(std::abs((bottom - top + 1) / world.stageHeight - scale) < 0.05);
            const QPoint at(left + int(world.vehicles[0].position.x * scale), top + int(world.vehicles[0].position.y * scale));
            QVERIFY2(darkPixels(img, QRect(at - QPoint(6, 6), QSize(13, 13))) > 10,
                     qPrintable(QStringLiteral("pane %1 at %2,%3").arg(pane).arg(at.x()).arg(at.y())));
            // ... and not where the other run has it.
            const steer::World& other = pane == 0 ? arrive : seek;
            const QPoint not_(left + int(other.vehicles[0].position.x * scale), top + int(other.vehicles[0].position.y * scale));
            if ((not_ - at).manhattanLength() > 40)
                QVERIFY(darkPixels(img, QRect(not_ - QPoint(2, 2), QSize(5, 5))) < 25);
        }
        // Captions above each pane: dark text in the strip above each stage.
        for (const auto& [left, right] : runs) {
            const int top = stageRows(img, left + 3).first;
            QVERIFY(darkPixels(img, QRect(left - 40, 0, 200, std::min(top, 40))) > 20);
        }
        // The saved picture (PNG) shows the same two panes.
        const QString png = dir_.filePath(QStringLiteral("picture.png"));
        QCOMPARE(w.savePicture(png, QSize(1280, 720)), QString());
        QCOMPARE(int(stages(QImage(png).convertToFormat(QImage::Format_RGB32)).size()), 2);
        // The SVG carries both captions and the frame number as text.
        const QString svg = dir_.filePath(QStringLiteral("picture.svg"));
        QCOMPARE(w.savePicture(svg, QSize(1280, 720)), QString());
        QFile f(svg);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        QVERIFY(text.contains(QStringLiteral(">Seek<")) || text.contains(QStringLiteral("Seek")));
        QVERIFY(text.contains(QStringLiteral("Arrive")));
        QVERIFY(text.contains(QStringLiteral("Frame 40")));
    }

    // `--export-animation` of a lesson with a compare pane writes the panes its `--screenshot` shows.
    void commandLineExportMatchesScreenshot()
    {
        const QString lesson = dir_.filePath(QStringLiteral("seek-arrive.steerlab"));
        {
            MainWindow w;
            seekArrive(w, 30);
            QCOMPARE(w.lessonUi()->session()->save(lesson), QString());
        }
        ProgramRunner runner;
        QVERIFY(runner.isValid());
        const QString shot = dir_.filePath(QStringLiteral("cli-shot.png"));
        const QString anim = dir_.filePath(QStringLiteral("cli-anim.png"));
        const ProgramRun s = runner.run({lesson, QStringLiteral("--size"), QStringLiteral("1280x720"), QStringLiteral("--screenshot"), shot});
        QVERIFY2(s.exitCode == 0, qPrintable(s.err));
        const ProgramRun a = runner.run({lesson, QStringLiteral("--from"), QStringLiteral("30"), QStringLiteral("--export-animation"), anim});
        QVERIFY2(a.exitCode == 0, qPrintable(a.err));
        const QImage screenshot = QImage(shot).convertToFormat(QImage::Format_RGB32);
        const QImage frame = QImage(dir_.filePath(QStringLiteral("cli-anim_0000.png"))).convertToFormat(QImage::Format_RGB32);
        QVERIFY(!screenshot.isNull() && !frame.isNull());
        // The screenshot's stage area: as many stages as the export, each about as wide as high in
        // the stage's proportion (the same run drawn smaller in the window).
        int shotPanes = 0;
        for (int y = 200; y < 520 && shotPanes < 2; y += 20)
            shotPanes = std::max(shotPanes, int(stageRuns(screenshot, y, 100).size()));
        QCOMPARE(shotPanes, 2);
        QCOMPARE(int(stages(frame).size()), shotPanes);
    }

    // Trails: with them on, the exported frame differs from one without them at the positions the
    // vehicle had in the frames before (read from the world at those frames).
    void trailsAndFrameNumber()
    {
        MainWindow w;
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.controller()->switchScenario(steer::ScenarioId::Wander);
        for (int i = 0; i < 80; ++i)
            w.controller()->stepForward();
        QAction* trails = actionNamed(w, "trails");
        QVERIFY(trails);
        if (!trails->isChecked())
            trails->trigger();
        QCoreApplication::processEvents();
        QVERIFY(w.stageView()->trailsEnabled());
        exporting::AnimationJob j = w.exportUi()->animationJob();
        QVERIFY(j.trails);
        j.overlay.legend = false; // the stage alone: its rectangle is found in the pixels
        const QImage with = exportOne(w, j, 80, QStringLiteral("trails-on"));
        j.trails = false;
        const QImage without = exportOne(w, j, 80, QStringLiteral("trails-off"));
        const auto runs = stages(without);
        QCOMPARE(int(runs.size()), 1);
        const auto [left, right] = runs[0];
        const auto [top, bottom] = stageRows(without, left + 3);
        // Positions 30 to 10 frames back: far enough from the vehicle drawn now.
        std::vector<steer::Vector2D> past;
        for (int f = 50; f <= 70; f += 2) {
            w.controller()->jumpTo(f);
            past.push_back(w.controller()->world().vehicles[0].position);
        }
        w.controller()->jumpTo(80);
        const steer::World& now = w.controller()->world();
        const double scale = (right - left + 1) / now.stageWidth;
        int marked = 0, checked = 0;
        for (const steer::Vector2D& p : past) {
            if (std::hypot(p.x - now.vehicles[0].position.x, p.y - now.vehicles[0].position.y) < 25)
                continue;
            ++checked;
            const QPoint at(left + int(std::lround(p.x * scale)), top + int(std::lround(p.y * scale)));
            bool differs = false;
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx)
                    differs |= with.pixel(at + QPoint(dx, dy)) != without.pixel(at + QPoint(dx, dy));
            marked += differs;
        }
        QVERIFY(checked >= 5);
        QVERIFY2(marked >= checked - 1, qPrintable(QStringLiteral("%1 of %2").arg(marked).arg(checked)));
        // Nothing else changed far from the trail: the stage's corner is the same.
        QCOMPARE(with.copy(left + 2, top + 2, 20, 20), without.copy(left + 2, top + 2, 20, 20));
        // The frame number: text in the strip under the stage, none without it.
        const QRect strip(0, 720 - 30, 300, 30);
        QVERIFY(darkPixels(with, strip) > 30);
        j.frameNumber = false;
        const QImage bare = exportOne(w, j, 80, QStringLiteral("no-number"));
        QCOMPARE(darkPixels(bare, strip), 0);
        // The number is the frame's: another frame, other digits.
        j.frameNumber = true;
        const QImage other = exportOne(w, j, 7, QStringLiteral("frame7"));
        QVERIFY(other.copy(strip) != without.copy(strip));
        QCOMPARE(diagrams::frameNumberText(80), QStringLiteral("Frame 80"));
    }

    // A lesson's annotation is in the frames it is shown at, and only there.
    void annotationAtItsFramesOnly()
    {
        MainWindow w;
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.controller()->switchScenario(steer::ScenarioId::Seek);
        for (int i = 0; i < 40; ++i)
            w.controller()->stepForward();
        lessons::Annotation note;
        note.text.en = QStringLiteral("Look here");
        note.at = {60, 60};
        note.firstFrame = 10;
        note.lastFrame = 20;
        w.lessonUi()->session()->addAnnotation(note);
        exporting::AnimationJob j = w.exportUi()->animationJob();
        exporting::AnimationJob plain = j;
        plain.notesAt = {};
        for (const int frame : {5, 10, 15, 20, 25}) {
            const QImage with = exportOne(w, j, frame, QStringLiteral("note%1").arg(frame));
            const QImage without = exportOne(w, plain, frame, QStringLiteral("plain%1").arg(frame));
            const bool shown = frame >= 10 && frame <= 20;
            QVERIFY2((with != without) == shown, qPrintable(QString::number(frame)));
        }
    }

    // The legend of a picture names the pointer target but never says to drag it, in every
    // language; the window's legend (live) does say it.
    void pictureLegendNeverSaysDrag_data() { threeLanguages(); }
    void pictureLegendNeverSaysDrag()
    {
        QFETCH(QString, lang);
        QVERIFY(language::install(lang));
        MainWindow w;
        w.controller()->switchScenario(steer::ScenarioId::Seek);
        w.controller()->stepForward();
        const diagrams::Picture picture = w.exportUi()->windowPicture();
        QVERIFY(!picture.overlay.live);
        const QStringList lines = diagrams::legendLines(picture.panes.front().world, picture.selected, picture.overlay);
        QVERIFY(!lines.isEmpty());
        const QString drag = tsText(lang, "Legend", "pointer target: drag it");
        QVERIFY(!drag.startsWith(QLatin1String("<missing")));
        QVERIFY(lines.contains(tsText(lang, "Legend", "pointer target")));
        for (const QString& l : lines) {
            QVERIFY2(!l.contains(QLatin1String("drag"), Qt::CaseInsensitive), qPrintable(l));
            QVERIFY2(l != drag, qPrintable(l));
        }
        // The window's own legend does tell the class they can drag the target.
        QVERIFY(diagrams::legendLines(picture.panes.front().world, picture.selected, w.stageView()->screenOptions()).contains(drag));
        // And so does an animation's frame: its options come from the same overlay, not live.
        QVERIFY(!w.exportUi()->animationJob().overlay.live);
        language::install(QStringLiteral("en"));
    }

    // Captions in the teacher's words: the window's panes, the compare numbers' columns and the
    // exported picture's captions are the same texts.
    void captionsInTeachersWords_data() { threeLanguages(); }
    void captionsInTeachersWords()
    {
        QFETCH(QString, lang);
        QVERIFY(language::install(lang));
        MainWindow w;
        seekArrive(w, 5);
        CompareMode* mode = w.compareMode();
        const QStringList seekArrive{capitalised(tsText(lang, "Formula", "seek")), capitalised(tsText(lang, "Formula", "arrive"))};
        QCOMPARE(mode->captions(), seekArrive);
        for (const QString& c : mode->captions())
            QVERIFY2(!c.contains(QLatin1Char(':')) && !c.contains(QLatin1String("pointer")), qPrintable(c));
        // The numbers panel's columns, and the picture's captions.
        QTableWidget* table = mode->numbers()->table();
        QCOMPARE(table->horizontalHeaderItem(0)->text(), seekArrive[0]);
        QCOMPARE(table->horizontalHeaderItem(1)->text(), seekArrive[1]);
        const diagrams::Picture picture = w.exportUi()->windowPicture();
        QCOMPARE(int(picture.panes.size()), 2);
        QCOMPARE(picture.panes[0].caption, seekArrive[0]);
        QCOMPARE(picture.panes[1].caption, seekArrive[1]);
        // A variant and a parameter.
        w.controller()->switchScenario(steer::ScenarioId::Flock);
        QCOMPARE(mode->setSpecTexts({QStringLiteral("variant:alignment=printed"), QStringLiteral("set:maxSpeed=5")}), QString());
        const QString eq = tsText(lang, "Compare", "%1 = %2");
        const QString mainSpeed = QString::number(steer::getParameter(w.controller()->world(), "maxSpeed"), 'g', 15);
        QCOMPARE(mode->captions(),
                 (QStringList{tsText(lang, "Compare", "Alignment as intended") + QStringLiteral(", ")
                                  + eq.arg(tsText(lang, "Parameter", "Max speed"), mainSpeed),
                              tsText(lang, "Compare", "Alignment as printed"),
                              eq.arg(tsText(lang, "Parameter", "Max speed"), QStringLiteral("5"))}));
        for (const QString& c : mode->captions())
            QVERIFY2(!c.contains(QLatin1String("variant:")) && !c.contains(QLatin1String("set:")), qPrintable(c));
        language::install(QStringLiteral("en"));
    }

    // The dialog's folder, file type, range, size and options come back in a new dialog; a saved
    // lesson keeps its own range.
    void dialogRemembers()
    {
        QSettings().remove(QStringLiteral("export"));
        MainWindow w;
        w.controller()->switchScenario(steer::ScenarioId::Seek);
        for (int i = 0; i < 50; ++i)
            w.controller()->stepForward();
        const QString folder = dir_.filePath(QStringLiteral("slides"));
        {
            AnimationDialog d(w.exportUi()->animationJob(), 50, &w);
            QCOMPARE(d.findChild<QSpinBox*>(QStringLiteral("animationTo"))->value(), 50); // nothing kept yet: all
            d.findChild<QLineEdit*>(QStringLiteral("animationPath"))->setText(folder + QStringLiteral("/run.mp4"));
            d.findChild<QSpinBox*>(QStringLiteral("animationFrom"))->setValue(5);
            d.findChild<QSpinBox*>(QStringLiteral("animationTo"))->setValue(20);
            d.findChild<QComboBox*>(QStringLiteral("animationSize"))->setCurrentIndex(1);
            d.findChild<QCheckBox*>(QStringLiteral("animationFormulas"))->setChecked(true);
            d.findChild<QCheckBox*>(QStringLiteral("animationFrameNumber"))->setChecked(false);
            d.remember();
        }
        AnimationDialog again(w.exportUi()->animationJob(), 50, &w);
        const exporting::AnimationJob j = again.job();
        QCOMPARE(QFileInfo(j.path).absolutePath(), folder);
        QCOMPARE(QFileInfo(j.path).suffix(), QStringLiteral("mp4"));
        QCOMPARE(j.from, qint64(5));
        QCOMPARE(j.to, qint64(20));
        QCOMPARE(j.size, QSize(1920, 1080));
        QVERIFY(j.withFormulas);
        QVERIFY(!j.frameNumber);
        // A range beyond the frames there are now is cut to them.
        AnimationDialog shorter(w.exportUi()->animationJob(), 12, &w);
        QCOMPARE(shorter.job().to, qint64(12));
        // A lesson's range is its own: another lesson, or none, keeps the general one.
        const QString lessonA = dir_.filePath(QStringLiteral("a.steerlab"));
        {
            AnimationDialog d(w.exportUi()->animationJob(), 50, &w, lessonA);
            QCOMPARE(d.job().from, qint64(0)); // nothing kept for it yet: the whole lesson
            QCOMPARE(d.job().to, qint64(50));
            d.findChild<QSpinBox*>(QStringLiteral("animationFrom"))->setValue(30);
            d.findChild<QSpinBox*>(QStringLiteral("animationTo"))->setValue(40);
            d.remember();
        }
        QCOMPARE(AnimationDialog(w.exportUi()->animationJob(), 50, &w, lessonA).job().from, qint64(30));
        QCOMPARE(AnimationDialog(w.exportUi()->animationJob(), 50, &w, lessonA).job().to, qint64(40));
        QCOMPARE(AnimationDialog(w.exportUi()->animationJob(), 50, &w, dir_.filePath(QStringLiteral("b.steerlab"))).job().from,
                 qint64(0));
        QCOMPARE(AnimationDialog(w.exportUi()->animationJob(), 50, &w).job().from, qint64(5));
        QSettings().remove(QStringLiteral("export"));
    }
};

QTEST_MAIN(TestExportsMatch)
#include "tst_exports_match.moc"
