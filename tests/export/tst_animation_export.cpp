// Animation and worksheet export from the real window (offscreen). Exports of 60 steps (frames
// 0..60) are read back by real decoders (giflib, FFmpeg's H.264 decoder): 61 frames of the asked
// size at 30 frames per second; a GIF frame matches the window's own picture of that frame; the
// exported frames are the frames the window shows (World::hash); a cancelled or failed export
// leaves no file; the PNG sequence is numbered; the worksheet is a one-page PDF.
#include "animation_export.h"
#include "controller.h"
#include "export_ui.h"
#include "language.h"
#include "main_window.h"
#include "overlay_panel.h"
#include "world_painter.h"
#include "media_decode.h"
#include "stage_view.h"
#include "worksheet.h"

#include <QAction>
#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QMenu>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {
// Mean absolute difference per channel, and the share of pixels differing by more than `far` in
// some channel.
struct Difference {
    double mean = 1e9;
    double farShare = 1;
};
Difference compare(const QImage& a0, const QImage& b0, int far)
{
    if (a0.size() != b0.size())
        return {};
    const QImage a = a0.convertToFormat(QImage::Format_RGB32);
    const QImage b = b0.convertToFormat(QImage::Format_RGB32);
    double sum = 0;
    qint64 farCount = 0;
    for (int y = 0; y < a.height(); ++y) {
        const QRgb* pa = reinterpret_cast<const QRgb*>(a.constScanLine(y));
        const QRgb* pb = reinterpret_cast<const QRgb*>(b.constScanLine(y));
        for (int x = 0; x < a.width(); ++x) {
            const int dr = std::abs(qRed(pa[x]) - qRed(pb[x]));
            const int dg = std::abs(qGreen(pa[x]) - qGreen(pb[x]));
            const int db = std::abs(qBlue(pa[x]) - qBlue(pb[x]));
            sum += dr + dg + db;
            farCount += std::max({dr, dg, db}) > far;
        }
    }
    const double n = double(a.width()) * a.height();
    return {sum / (3 * n), farCount / n};
}

QStringList entries(const QString& dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
}
} // namespace

class TestAnimationExport : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    MainWindow* w_ = nullptr;

    exporting::AnimationJob job(const QString& name)
    {
        exporting::AnimationJob j = w_->exportUi()->animationJob();
        j.path = dir_.filePath(name);
        j.size = QSize(1280, 720);
        // An animation leaves the legend out unless asked for (issue #31, tst_legend_compact);
        // asked for here, so that its frames are the window's pictures, legend and all.
        j.overlay.legend = true;
        return j;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(dir_.isValid());
        language::install(QStringLiteral("en"));
        w_ = new MainWindow;
        w_->controller()->switchScenario(steer::ScenarioId::Pursue);
        w_->resize(1280, 800);
        w_->show();
        QVERIFY(QTest::qWaitForWindowExposed(w_));
        for (int i = 0; i < 60; ++i)
            w_->controller()->stepForward();
        QCOMPARE(w_->controller()->lastFrame(), qint64(60));
        w_->controller()->jumpTo(25); // the export must not depend on (or change) the frame shown
    }
    void cleanupTestCase() { delete w_; }

    void exportedFramesAreTheShownFrames()
    {
        Controller* c = w_->controller();
        std::vector<std::uint64_t> visited;
        std::vector<std::size_t> records;
        c->visitShownFrames(0, 60, [&](const steer::World& shown) {
            visited.push_back(shown.hash());
            records.push_back(shown.explanations.size());
            return true;
        });
        QCOMPARE(c->frame(), qint64(25));
        QCOMPARE(visited.size(), std::size_t(61));
        for (qint64 f = 0; f <= 60; f += 6) {
            c->jumpTo(f);
            QCOMPARE(visited[std::size_t(f)], c->world().hash());
            QCOMPARE(records[std::size_t(f)], c->world().explanations.size());
        }
        c->jumpTo(25);
    }

    void gifHas61FramesAt30PerSecond()
    {
        const exporting::AnimationJob j = job(QStringLiteral("pursue.gif"));
        QCOMPARE(exporting::exportAnimation(*w_->controller(), j), QString());
        const DecodedAnimation d = decodeGif(j.path, 30);
        QVERIFY(d.ok);
        QCOMPARE(d.frames, 61);
        QCOMPARE(d.width, 1280);
        QCOMPARE(d.height, 720);
        // 30 frames per second: every 30 frames last exactly one second (100 hundredths), and no
        // single delay is off by more than the hundredth GIF can express.
        int firstSecond = 0;
        for (int i = 0; i < 30; ++i)
            firstSecond += d.delaysCs[std::size_t(i)];
        QCOMPARE(firstSecond, 100);
        int twoSeconds = firstSecond;
        for (int i = 30; i < 60; ++i)
            twoSeconds += d.delaysCs[std::size_t(i)];
        QCOMPARE(twoSeconds, 200);
        for (int delay : d.delaysCs)
            QVERIFY(delay == 3 || delay == 4);
        QVERIFY(!QFile::exists(j.path + QStringLiteral(".part")));

        // Frame 30 of the GIF is the window's picture of frame 30 (saved at the same size), up to
        // the 256-colour palette: giflib's quantizer keeps 5 bits a channel, an error of up to 7
        // (about 3.5 on average) everywhere, and a few antialiased edge pixels further off.
        w_->controller()->jumpTo(30);
        const QString png = dir_.filePath(QStringLiteral("frame30.png"));
        QCOMPARE(w_->savePicture(png, QSize(1280, 720)), QString());
        const Difference same = compare(d.frame, QImage(png), 24);
        QVERIFY2(same.mean < 6 && same.farShare < 0.01,
                 qPrintable(QStringLiteral("mean %1, far %2").arg(same.mean).arg(same.farShare)));
        // ...and not the picture of another frame (the vehicles moved).
        w_->controller()->jumpTo(0);
        QCOMPARE(w_->savePicture(png, QSize(1280, 720)), QString());
        const Difference other = compare(d.frame, QImage(png), 24);
        // Most of `same` is the palette's error on the legend's antialiased text (about 0.2 %),
        // which the frame number's line now adds to both; the vehicles' moves are several times more.
        QVERIFY2(other.farShare > 4 * same.farShare + 0.001, qPrintable(QStringLiteral("%1 %2").arg(other.farShare).arg(same.farShare)));
        w_->controller()->jumpTo(25);
    }

    void mp4Has61FramesAt30PerSecond()
    {
        const exporting::AnimationJob j = job(QStringLiteral("pursue.mp4"));
        QCOMPARE(exporting::exportAnimation(*w_->controller(), j), QString());
        const DecodedAnimation d = decodeMp4(j.path, 30);
        QVERIFY(d.ok);
        QCOMPARE(d.frames, 61);
        QCOMPARE(d.width, 1280);
        QCOMPARE(d.height, 720);
        QCOMPARE(d.framesPerSecond, 30.0);
        // H.264 in 4:2:0 blurs colours at edges: close on average, not pixel for pixel.
        w_->controller()->jumpTo(30);
        const QString png = dir_.filePath(QStringLiteral("frame30.png"));
        QCOMPARE(w_->savePicture(png, QSize(1280, 720)), QString());
        const Difference same = compare(d.frame, QImage(png), 64);
        QVERIFY2(same.mean < 4 && same.farShare < 0.02, qPrintable(QStringLiteral("mean %1, far %2").arg(same.mean).arg(same.farShare)));
        w_->controller()->jumpTo(25);
    }

    void pngSequenceIsNumbered()
    {
        exporting::AnimationJob j = job(QStringLiteral("seq.png"));
        j.from = 10;
        j.to = 19;
        QCOMPARE(exporting::exportAnimation(*w_->controller(), j), QString());
        for (int i = 0; i < 10; ++i) {
            const QImage img(dir_.filePath(QStringLiteral("seq_%1.png").arg(i, 4, 10, QLatin1Char('0'))));
            QCOMPARE(img.size(), QSize(1280, 720));
        }
        QVERIFY(!QFile::exists(dir_.filePath(QStringLiteral("seq_0010.png"))));
        for (const QString& e : entries(dir_.path()))
            QVERIFY2(!e.startsWith(QLatin1Char('.')), qPrintable(e)); // no working folder left
    }

    void cancelledExportLeavesNoFile()
    {
        for (const QString& name : {QStringLiteral("cancel.gif"), QStringLiteral("cancel.mp4"), QStringLiteral("cancel.png")}) {
            const QStringList before = entries(dir_.path());
            bool cancelled = false;
            const QString err = exporting::exportAnimation(*w_->controller(), job(name), [](int done, int) { return done < 10; },
                                                           &cancelled);
            QCOMPARE(err, QString());
            QVERIFY(cancelled);
            QCOMPARE(entries(dir_.path()), before);
        }
    }

    void failedExportSaysWhereAndLeavesNothing()
    {
        const QString missing = dir_.filePath(QStringLiteral("no-such-folder/anim.gif"));
        for (const QString& suffix : {QStringLiteral("gif"), QStringLiteral("mp4"), QStringLiteral("png")}) {
            exporting::AnimationJob j = job(QString());
            j.path = dir_.filePath(QStringLiteral("no-such-folder/anim.") + suffix);
            const QString err = exporting::exportAnimation(*w_->controller(), j);
            QVERIFY2(err.contains(QStringLiteral("no-such-folder")), qPrintable(err));
        }
        QVERIFY(!QDir(dir_.filePath(QStringLiteral("no-such-folder"))).exists());
        exporting::AnimationJob j = job(QStringLiteral("anim.avi"));
        const QString err = exporting::exportAnimation(*w_->controller(), j);
        QVERIFY2(err.contains(QStringLiteral(".gif")) && err.contains(QStringLiteral("anim.avi")), qPrintable(err));
        QVERIFY(!QFile::exists(j.path));
    }

    void formulasBesideTheStage()
    {
        exporting::AnimationJob j = job(QString());
        j.withFormulas = true;
        w_->controller()->jumpTo(30);
        const QImage with = exporting::renderAnimationFrame(w_->controller()->world(), j);
        j.withFormulas = false;
        const QImage without = exporting::renderAnimationFrame(w_->controller()->world(), j);
        // The right third: the formulas' dark text; without them only the legend's fewer words
        // (about 18 700 dark pixels against 6 400 for pursue at frame 30).
        const QRect right(int(1280 * 0.66), 20, int(1280 * 0.33), 680);
        auto dark = [&](const QImage& img) {
            int n = 0;
            for (int y = right.top(); y <= right.bottom(); ++y)
                for (int x = right.left(); x <= right.right(); ++x)
                    n += qGray(img.pixel(x, y)) < 100;
            return n;
        };
        QVERIFY2(dark(with) > 10000, qPrintable(QString::number(dark(with))));
        if (!qEnvironmentVariableIsEmpty("STEER_SHOTS")) {
            with.save(qEnvironmentVariable("STEER_SHOTS") + QStringLiteral("/export_with_formulas.png"));
            without.save(qEnvironmentVariable("STEER_SHOTS") + QStringLiteral("/export_without_formulas.png"));
        }
        QVERIFY2(dark(with) > 2 * dark(without), qPrintable(QStringLiteral("%1 %2").arg(dark(with)).arg(dark(without))));
        w_->controller()->jumpTo(25);
    }

    void menuAndDialog()
    {
        QMenu* file = w_->fileMenu();
        const QList<QAction*> actions = file->actions();
        int picture = -1, animation = -1;
        for (int i = 0; i < actions.size(); ++i) {
            if (actions[i]->objectName() == QLatin1String("savePicture"))
                picture = i;
            if (actions[i] == w_->exportUi()->animationAction())
                animation = i;
        }
        QVERIFY(picture >= 0);
        QCOMPARE(animation, picture + 1);
        AnimationDialog d(w_->exportUi()->animationJob(), w_->controller()->lastFrame(), w_);
        QCOMPARE(d.findChild<QSpinBox*>(QStringLiteral("animationFrom"))->value(), 0);
        QCOMPARE(d.findChild<QSpinBox*>(QStringLiteral("animationTo"))->value(), 60); // the whole history
        d.findChild<QCheckBox*>(QStringLiteral("animationFormulas"))->setChecked(true);
        QVERIFY(d.job().withFormulas);
        QCOMPARE(d.job().to, qint64(60));
    }

    // On paper nobody hovers over a compact legend's symbols nor clicks a folded one open: the
    // worksheet prints the legend the stage shows in full (symbols and names), in the worksheet's
    // languages. Measured with the legend's own layout on the worksheet's picture (A4 at 300 dpi).
    void worksheetPrintsTheFullLegend()
    {
        w_->controller()->jumpTo(30);
        OverlayPanel* panel = w_->overlayPanel();
        const diagrams::OverlayOptions before = panel->options();
        const steer::World& world = w_->controller()->world();
        const int selected = w_->controller()->selected();
        const QRectF picture(0, 0, 2244, 1500);
        for (const bool folded : {false, true}) {
            diagrams::OverlayOptions o = before;
            o.legend = true;
            o.legendForm = diagrams::LegendForm::Compact;
            o.legendFolded = folded;
            panel->setOptions(o);
            exporting::WorksheetJob j = w_->exportUi()->worksheetJob();
            QCOMPARE(j.overlay.legendFolded, folded); // the stage's own form ...
            j.languages = {QStringLiteral("en")};
            const diagrams::OverlayOptions paper = exporting::worksheetOverlay(j);
            QVERIFY(paper.legendForm == diagrams::LegendForm::Full && !paper.legendFolded); // ... printed in full
            QVERIFY(paper.extraLanguages.isEmpty());
            diagrams::OverlayOptions asOnStage = j.overlay;
            asOnStage.uiScale = paper.uiScale;
            const QRectF stageLegend = diagrams::frameLayout(picture, world, selected, asOnStage).legend;
            const QRectF paperLegend = diagrams::frameLayout(picture, world, selected, paper).legend;
            QVERIFY(!paperLegend.isEmpty());
            if (folded) {
                QVERIFY(stageLegend.isEmpty()); // a picture leaves the chip out: the stage's form would print nothing
            } else {
                qInfo("worksheet legend %.0f px wide, the stage's compact one %.0f px", paperLegend.width(), stageLegend.width());
                QVERIFY2(paperLegend.width() > 1.5 * stageLegend.width(),
                         qPrintable(QStringLiteral("%1 vs %2").arg(paperLegend.width()).arg(stageLegend.width())));
            }
            // With Russian chosen for the worksheet: each name also in Russian, under the English one.
            j.languages = {QStringLiteral("en"), QStringLiteral("ru")};
            const diagrams::OverlayOptions both = exporting::worksheetOverlay(j);
            QCOMPARE(both.extraLanguages, QStringList{QStringLiteral("ru")});
            QVERIFY(both.translateIn);
            QVERIFY(both.translateIn(QStringLiteral("ru"), "ItemKind", "desired velocity") != QLatin1String("desired velocity"));
            const QSizeF one = diagrams::legendSize(world, selected, paper, 1);
            const QSizeF two = diagrams::legendSize(world, selected, both, 1);
            QVERIFY2(two.height() > 1.5 * one.height(), qPrintable(QStringLiteral("%1 vs %2").arg(two.height()).arg(one.height())));
            j.path = dir_.filePath(QStringLiteral("legend-sheet.pdf"));
            QCOMPARE(exporting::writeWorksheet(world, j), QString());
        }
        panel->setOptions(before);
        w_->controller()->jumpTo(25);
    }

    void worksheetIsAOnePagePdf()
    {
        w_->controller()->jumpTo(30);
        exporting::WorksheetJob j = w_->exportUi()->worksheetJob();
        j.path = dir_.filePath(QStringLiteral("sheet.pdf"));
        j.languages = {QStringLiteral("zh_CN"), QStringLiteral("ru")};
        QCOMPARE(exporting::writeWorksheet(w_->controller()->world(), j), QString());
        QFile f(j.path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray pdf = f.readAll();
        QVERIFY(pdf.startsWith("%PDF-"));
        QVERIFY(pdf.trimmed().endsWith("%%EOF"));
        QCOMPARE(pdf.count("/Type /Page\n") + pdf.count("/Type /Page\r") + pdf.count("/Type /Page "), 1);
        // The formulas in each language carry this frame's numbers: the look-ahead line's value.
        const QString zh = exporting::worksheetFormulas(w_->controller()->world(), j.selected, QStringLiteral("zh_CN"));
        const QString ru = exporting::worksheetFormulas(w_->controller()->world(), j.selected, QStringLiteral("ru"));
        QVERIFY(zh.contains(QStringLiteral("追")));   // 追逐 / 追捕: the behaviour in Chinese
        QVERIFY(ru.contains(QStringLiteral("Пресл"))); // преследование
        QVERIFY(zh.contains(QStringLiteral("lookAheadTime")) && ru.contains(QStringLiteral("lookAheadTime")));
        // Unwritable: a message naming the file, nothing left.
        j.path = dir_.filePath(QStringLiteral("no-such-folder/sheet.pdf"));
        const QString err = exporting::writeWorksheet(w_->controller()->world(), j);
        QVERIFY2(err.contains(QStringLiteral("no-such-folder")), qPrintable(err));
        w_->controller()->jumpTo(25);
    }
};

QTEST_MAIN(TestAnimationExport)
#include "tst_animation_export.moc"
