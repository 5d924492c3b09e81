// The painting caches of issue #15 change nothing that is shown. The stage keeps its ground
// (background, grid, border, path, still obstacles) as a picture when it has a path or still
// obstacles, and the legend's size and placement as numbers; the formula panel does no work while
// folded away, and its labels answer the layout by the text's shape. Here the real window,
// offscreen at 1280x800, plays seek, avoid, flock, lennard-jones and path in en, zh_CN and ru, and
// the window grabbed after each shown frame (caches warm from the frames before) must be pixel for
// pixel the window grabbed again at once with every stage cache switched off, i.e. measured and
// painted from nothing, and painted on the GUI thread instead of a pool thread. A language, palette, text size or zoom change must change the picture and
// still match that reference; the formula panel reopened after frames went by shows the frame of
// the moment, as a fresh panel does; every formula label's layout answer is a fresh label's.
#include "controller.h"
#include "crowd_painter.h"
#include "diagram_style.h"
#include "digits_label.h"
#include "formula_panel.h"
#include "history.h"
#include "language.h"
#include "lj_plot.h"
#include "main_window.h"
#include "palette.h"
#include "palette_choice.h"
#include "panel_label.h"
#include "plot_view.h"
#include "plots_panel.h"
#include "scenario_runs.h"
#include "stage_item.h"
#include "stage_view.h"
#include "test_budget.h"
#include "text_scale.h"

#include <QDir>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QScreen>
#include <QGuiApplication>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <functional>

using steer::ScenarioId;

namespace {
void settle()
{
    for (int pass = 0; pass < 8; ++pass) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

QImage grabWindow(MainWindow& w)
{
    w.formulaPanel()->flush();
    settle();
    return w.grab().toImage().convertToFormat(QImage::Format_ARGB32);
}

int differingPixels(const QImage& a, const QImage& b)
{
    if (a.size() != b.size())
        return a.width() * a.height() + 1;
    int n = 0;
    for (int y = 0; y < a.height(); ++y) {
        const auto* ra = reinterpret_cast<const QRgb*>(a.constScanLine(y));
        const auto* rb = reinterpret_cast<const QRgb*>(b.constScanLine(y));
        for (int x = 0; x < a.width(); ++x)
            n += ra[x] != rb[x] ? 1 : 0;
    }
    return n;
}

// The window as it is (caches warm), then the same frame with the stage's caches off; they must
// agree in every pixel. Returns the cached picture. On a difference both are saved for a look.
QImage expectSameAsUncached(MainWindow& w, const QString& what)
{
    const QImage cached = grabWindow(w);
    w.stageView()->setPaintCachesEnabled(false);
    const QImage reference = grabWindow(w);
    w.stageView()->setPaintCachesEnabled(true);
    const int diff = differingPixels(cached, reference);
    if (diff != 0) {
        const QString base = QDir::temp().filePath(QStringLiteral("tst_paint_cache_") + QString(what).replace(QLatin1Char(' '), QLatin1Char('_')));
        cached.save(base + QStringLiteral("_cached.png"));
        reference.save(base + QStringLiteral("_reference.png"));
    }
    [&] { QVERIFY2(diff == 0, qPrintable(QStringLiteral("%1: %2 pixels differ from the uncached painting").arg(what).arg(diff))); }();
    return cached;
}

// A fresh QLabel set up as `l` is (the style sheet first: its frame counts in the margins), with
// `l`'s text: what QLabel itself answers for that text.
void setUpLike(QLabel& fresh, const QLabel& l)
{
    fresh.setTextFormat(l.textFormat());
    fresh.setWordWrap(l.wordWrap());
    fresh.setAlignment(l.alignment());
    fresh.setFont(l.font());
    fresh.setStyleSheet(l.styleSheet());
    fresh.ensurePolished();
    fresh.setContentsMargins(l.contentsMargins());
    fresh.setMinimumSize(l.minimumSize());
    fresh.setMaximumSize(l.maximumSize());
    fresh.setText(l.text());
}

// The window at classroom size, shown and exposed, in `code` (empty: the language it has).
bool openWindow(MainWindow& w, const QString& code = {})
{
    w.resize(1280, 800);
    w.show();
    return QTest::qWaitForWindowExposed(&w) && (code.isEmpty() || w.setLanguage(code));
}

// Counts the paint events of the widgets it is installed on.
struct PaintCounter : QObject {
    int paints = 0;
    bool eventFilter(QObject*, QEvent* e) override
    {
        paints += e->type() == QEvent::Paint ? 1 : 0;
        return false;
    }
};

struct PaletteGuard {
    ~PaletteGuard() { diagrams::setPalette(diagrams::Palette::Standard); }
};
} // namespace

class TestPaintCache : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QVERIFY(language::install(QStringLiteral("en")));
    }

    void framesMatchUncachedPainting_data()
    {
        QTest::addColumn<int>("scenario");
        QTest::addColumn<QString>("code");
        int row = 0;
        for (const ScenarioId id :
             {ScenarioId::Seek, ScenarioId::Avoid, ScenarioId::Flock, ScenarioId::LennardJones, ScenarioId::Path})
            for (const char* code : {"en", "zh_CN", "ru"})
                if (steer_test::keepRow(row++))
                    QTest::addRow("%s %s", steer::scenarioInfo(id).key.data(), code) << int(id) << QString::fromLatin1(code);
    }

    // Frame after frame the cached window equals the uncached one; and the ground's picture is
    // painted once for the scenario, not per frame (the cache is really used).
    void framesMatchUncachedPainting()
    {
        QFETCH(int, scenario);
        QFETCH(QString, code);
        MainWindow w;
        QVERIFY(openWindow(w, code));
        QVERIFY(w.controller()->start(testing_runs::setupFor(ScenarioId(scenario))).isEmpty());
        settle();
        w.stageView()->fitStage();
        const QString name = QStringLiteral("%1 %2").arg(QLatin1String(steer::scenarioInfo(ScenarioId(scenario)).key.data()), code);
        expectSameAsUncached(w, name + QStringLiteral(" frame 0"));
        if (QTest::currentTestFailed())
            return;
        const int rendersAtStart = w.stageView()->stageItem()->layerRenders();
        // Lennard-Jones' still obstacles and the path go through the picture; a plain ground
        // (seek, flock, and avoid, whose circles drift) is drawn directly.
        // At a fractional pixel ratio (QT_SCALE_FACTOR=1.5) the device's pixels do not line up
        // with whole logical ones and everything is drawn directly.
        const bool pictured = ScenarioId(scenario) == ScenarioId::LennardJones || ScenarioId(scenario) == ScenarioId::Path;
        const qreal dpr = w.devicePixelRatioF();
        QCOMPARE(rendersAtStart >= 1, pictured && dpr == std::round(dpr));
        const int frames = steer_test::frames(6, 2);
        const int poolPictures = w.stageView()->picturesPaintedNow();
        QImage previous = grabWindow(w);
        for (int f = 1; f <= frames; ++f) {
            w.controller()->stepForward();
            const QImage now = expectSameAsUncached(w, name + QStringLiteral(" frame %1").arg(f));
            if (QTest::currentTestFailed())
                return;
            QVERIFY2(differingPixels(now, previous) > 0, "a new frame shows something new");
            previous = now;
        }
        // The ground's picture of frame 0 served every frame (nothing it shows moved), so the
        // comparisons above were made with a picture painted frames before.
        QCOMPARE(w.stageView()->stageItem()->layerRenders(), rendersAtStart);
        // The cached side of each comparison was the stage painted on a pool thread (and the
        // reference the GUI thread's own painting), one picture for each grab at least; at 150 %
        // only where the view's pixels line up with whole device pixels.
        if (dpr == std::round(dpr))
            QVERIFY(w.stageView()->picturesPaintedNow() >= poolPictures + frames);
        // The shown world is the core's own.
        const steer::World straight = testing_runs::coreWorld(ScenarioId(scenario), frames);
        QCOMPARE(w.controller()->world().vehicles.size(), straight.vehicles.size());
        QCOMPARE(w.controller()->world().vehicles[0].position.x, straight.vehicles[0].position.x);
        QCOMPARE(w.controller()->world().vehicles[0].position.y, straight.vehicles[0].position.y);
    }

    // A language, palette, text size, zoom or stage change reaches the cached stage at once: the
    // picture changes, and it is the uncached painting of the new state.
    void changesInvalidate()
    {
        PaletteGuard guard;
        MainWindow w;
        QVERIFY(openWindow(w, QStringLiteral("en")));
        QVERIFY(w.controller()->start(testing_runs::setupFor(ScenarioId::LennardJones)).isEmpty());
        for (int f = 0; f < 3; ++f)
            w.controller()->stepForward();
        settle();
        QImage before = expectSameAsUncached(w, QStringLiteral("lj en"));
        QVERIFY(!QTest::currentTestFailed());
        StageItem* item = w.stageView()->stageItem();

        // Does `change`, then checks the picture changed, matches the uncached painting, and (when
        // the ground's look or place changed) that the ground's picture was painted anew.
        auto changed = [&](const QString& what, bool groundRepainted, const std::function<void()>& change) {
            const int renders = item->layerRenders();
            change();
            const QImage after = expectSameAsUncached(w, what);
            if (QTest::currentTestFailed())
                return;
            QVERIFY2(differingPixels(before, after) > 0, qPrintable(what + QStringLiteral(": the picture must change")));
            const qreal dpr = w.devicePixelRatioF();
            if (groundRepainted && dpr == std::round(dpr)) // fractional ratios draw directly
                QVERIFY2(item->layerRenders() > renders, qPrintable(what + QStringLiteral(": the ground is painted anew")));
            before = after;
        };

        changed(QStringLiteral("to ru"), false, [&] { QVERIFY(w.setLanguage(QStringLiteral("ru"))); });
        changed(QStringLiteral("to zh_CN"), false, [&] { QVERIFY(w.setLanguage(QStringLiteral("zh_CN"))); });
        changed(QStringLiteral("dark palette"), true, [&] { w.paletteChoice()->choose(diagrams::Palette::Dark, false); });
        changed(QStringLiteral("projector palette"), true,
                [&] { w.paletteChoice()->choose(diagrams::Palette::Projector, false); });
        changed(QStringLiteral("text scale 1.6"), false, [&] { w.textScale()->setValue(1.6, false); });
        changed(QStringLiteral("second language en"), false, [&] { w.setExtraLanguages({QStringLiteral("en")}); });
        changed(QStringLiteral("zoomed in"), true, [&] { w.stageView()->zoomIn(); });
        changed(QStringLiteral("larger window"), true, [&] {
            const QSize viewport = w.stageView()->viewport()->size();
            w.resize(1440, 900);
            settle();
            QVERIFY(w.stageView()->viewport()->size() != viewport);
        });
        // A dragged obstacle (Lennard-Jones' obstacles stand still, so they are in the picture).
        changed(QStringLiteral("obstacle dragged"), true, [&] {
            const steer::Obstacle o = w.controller()->world().obstacles.at(0);
            w.controller()->obstacleDragged(0, QPointF(o.position.x + 40, o.position.y + 25));
            w.controller()->dragFinished();
            w.controller()->stepForward(); // the move is an input of the next step
            QCOMPARE(w.stageView()->world().obstacles.at(0).position.x, o.position.x + 40);
        });
        w.textScale()->setValue(1.0, false);
        w.setExtraLanguages({});
        QVERIFY(w.setLanguage(QStringLiteral("en")));
    }

    // The Lennard-Jones plot repaints when what it draws changes (the player moved, a palette),
    // and not when the same frame is shown again.
    void plotRepaintsOnlyOnChange()
    {
        PaletteGuard guard;
        MainWindow w;
        QVERIFY(openWindow(w));
        QVERIFY(w.controller()->start(testing_runs::setupFor(ScenarioId::LennardJones)).isEmpty());
        w.controller()->stepForward();
        settle();
        PaintCounter counter;
        LennardJonesPlot* plot = w.lennardJonesPlot();
        QVERIFY(plot->isVisible());
        plot->installEventFilter(&counter);
        plot->setWorld(w.controller()->world()); // the frame it shows already
        settle();
        QCOMPARE(counter.paints, 0);
        w.controller()->stepForward(); // the player moves: its distances change
        settle();
        QVERIFY(counter.paints > 0);
        counter.paints = 0;
        w.paletteChoice()->choose(diagrams::Palette::ColourBlind, false); // same frame, new colours
        settle();
        QVERIFY(counter.paints > 0);
        plot->removeEventFilter(&counter);
    }

    // Playing leaves still what does not change. QAbstractSpinBox repaints at every setValue, even
    // an unchanged one, and the parameters panel used to set each box at every frame: the panel
    // (Parameters is the tab a window opens on) was painted again at every frame of play.
    void playingLeavesTheParametersStill()
    {
        MainWindow w;
        QVERIFY(openWindow(w));
        w.controller()->switchScenario(ScenarioId::Seek);
        settle();
        PaintCounter counter;
        const auto boxes = w.findChildren<QDoubleSpinBox*>(QStringLiteral("param_maxSpeed"));
        QCOMPARE(boxes.size(), 1);
        QVERIFY(boxes[0]->isVisible());
        const double shown = boxes[0]->value();
        boxes[0]->installEventFilter(&counter);
        for (int i = 0; i < 5; ++i) {
            w.controller()->stepForward();
            settle();
        }
        QCOMPARE(boxes[0]->value(), shown); // seek's maxSpeed stays 10 while it plays
        QCOMPARE(counter.paints, 0);
        // A change of the value is still shown at once (the controller sets it, as an undo would).
        QVERIFY(w.controller()->setParameter(QStringLiteral("maxSpeed"), 7.5).isEmpty());
        settle();
        QCOMPARE(boxes[0]->value(), 7.5);
        QVERIFY(counter.paints > 0);
        boxes[0]->removeEventFilter(&counter);
    }

    // The plot fills all of itself, so it may say it is opaque (then the dock, panel and window
    // behind it are not painted again for each point a played frame adds): rendered over a
    // transparent image, no pixel is left transparent.
    void plotCoversItsWholeArea()
    {
        MainWindow w;
        QVERIFY(openWindow(w));
        w.controller()->switchScenario(ScenarioId::Seek);
        for (int i = 0; i < 5; ++i)
            w.controller()->stepForward();
        auto* dock = w.findChild<QDockWidget*>(QStringLiteral("plotsDock"));
        QVERIFY(dock);
        dock->raise();
        settle();
        plots::PlotView* view = w.plotsPanel()->view();
        QVERIFY(view->isVisible() && !view->size().isEmpty());
        QVERIFY(view->testAttribute(Qt::WA_OpaquePaintEvent));
        QImage image(view->size(), QImage::Format_ARGB32);
        image.fill(Qt::transparent);
        static_cast<QWidget*>(view)->render(&image, QPoint(), QRegion(), QWidget::DrawChildren); // its paintEvent, no background
        int transparent = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                transparent += qAlpha(image.pixel(x, y)) != 255 ? 1 : 0;
        QCOMPARE(transparent, 0);
    }

    // The formula labels answer the layout from what they remember for the text's shape (digits
    // read as 0): every answer must be the one a fresh label with the same text, font and margins
    // gives, frame after frame, in three languages and bilingual. They paint their own layout of
    // the text: every picture must be the one QLabel's own painting gives, in every line style.
    void formulaLayoutAnswersAreExact_data()
    {
        QTest::addColumn<int>("scenario");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("second");
        int row = 0;
        for (const ScenarioId id : {ScenarioId::Flock, ScenarioId::Avoid, ScenarioId::LennardJones})
            for (const char* code : {"en", "zh_CN", "ru"})
                if (steer_test::keepRow(row++))
                    QTest::addRow("%s %s", steer::scenarioInfo(id).key.data(), code)
                        << int(id) << QString::fromLatin1(code) << QString::fromLatin1(row % 2 ? "ru" : "");
    }

    void formulaLayoutAnswersAreExact()
    {
        QFETCH(int, scenario);
        QFETCH(QString, code);
        QFETCH(QString, second);
        MainWindow w;
        QVERIFY(openWindow(w, code));
        w.setExtraLanguages({second});
        QVERIFY(w.controller()->start(testing_runs::setupFor(ScenarioId(scenario))).isEmpty());
        int checked = 0;
        int pictures = 0;
        for (int f = 0; f < steer_test::frames(8, 3); ++f) {
            w.controller()->stepForward();
            // Plain lines, a rule's lines marked (hover), and line by line (a framed line, paler
            // lines after it): each style changes how QLabel lays out and paints. Each style for
            // three frames running, so that a line keeps its style while its numbers change (a
            // framed line once took the answers of a plain line with wider margins).
            const int style = (f / 3) % 3;
            w.formulaPanel()->highlight(style == 1 ? 0 : -1, -1);
            w.formulaPanel()->setStepLine(style == 2 ? 1 : -1);
            w.formulaPanel()->flush();
            settle();
            for (QLabel* l : w.formulaPanel()->findChildren<QLabel*>()) {
                if (!l->isVisible())
                    continue;
                // The panel's labels paint their own layout of the text: pixel for pixel QLabel's.
                if (dynamic_cast<PanelLabel*>(l)) {
                    const QImage own = l->grab().toImage();
                    PanelLabel::setPaintedByQLabel(true);
                    const QImage qlabels = l->grab().toImage();
                    PanelLabel::setPaintedByQLabel(false);
                    QVERIFY2(!own.isNull() && own == qlabels,
                             qPrintable(QStringLiteral("frame %1, %2 pixels differ: %3")
                                            .arg(f + 1)
                                            .arg(differingPixels(own.convertToFormat(QImage::Format_ARGB32),
                                                                 qlabels.convertToFormat(QImage::Format_ARGB32)))
                                            .arg(l->text().left(80))));
                    ++pictures;
                }
                // Every answer is the one a fresh QLabel with the same text, font, style sheet and
                // margins gives.
                QLabel fresh;
                setUpLike(fresh, *l);
                const QString what = QStringLiteral("frame %1: %2").arg(f + 1).arg(l->text().left(80));
                QVERIFY2(l->sizeHint() == fresh.sizeHint(), qPrintable(what));
                QVERIFY2(l->minimumSizeHint() == fresh.minimumSizeHint(), qPrintable(what));
                for (const int width : {l->width(), l->width() - 17, l->width() + 40})
                    QVERIFY2(l->heightForWidth(width) == fresh.heightForWidth(width), qPrintable(what));
                QVERIFY2(l->height() >= fresh.heightForWidth(l->width()) || !l->wordWrap(), qPrintable(what)); // nothing cut off
                ++checked;
            }
        }
        QVERIFY(checked > 20);
        QVERIFY(pictures > 20);
        w.setExtraLanguages({});
        QVERIFY(w.setLanguage(QStringLiteral("en")));
    }

    // The frame counter and the plot's value (DigitsLabel) answer the layout from what they
    // remember for the text's shape: every answer must be a fresh QLabel's with the same text,
    // font, margins and limits, frame after frame (through 9 -> 10 and 99 -> 100, where the shape
    // changes), in three languages. And they must remember: a few dozen shapes, not a measurement
    // per frame.
    void counterAnswersAreExact_data()
    {
        QTest::addColumn<QString>("code");
        for (const char* code : {"en", "zh_CN", "ru"})
            QTest::newRow(code) << QString::fromLatin1(code);
    }

    void counterAnswersAreExact()
    {
        QFETCH(QString, code);
        MainWindow w;
        QVERIFY(openWindow(w, code));
        QVERIFY(w.controller()->start(testing_runs::setupFor(ScenarioId::Seek)).isEmpty());
        auto* counter = w.findChild<QLabel*>(QStringLiteral("frameCounter"));
        auto* value = w.findChild<QLabel*>(QStringLiteral("plotsValue"));
        QVERIFY(counter && value);
        auto* plots = w.findChild<QDockWidget*>(QStringLiteral("plotsDock"));
        QVERIFY(plots && plots->isAncestorOf(value));
        plots->show(); // the plot follows the frames only while shown
        plots->raise();
        settle();
        const long long measured0 = DigitsLabel::measuredCount();
        int checked = 0;
        for (int f = 0; f < 130; ++f) {
            w.controller()->stepForward();
            settle();
            if (f % 3 != 0 && f != 9 && f != 10 && f != 99 && f != 100)
                continue;
            for (QLabel* l : {counter, value}) {
                QVERIFY(dynamic_cast<DigitsLabel*>(l));
                QLabel fresh;
                setUpLike(fresh, *l);
                const QString what = QStringLiteral("frame %1: %2").arg(f + 1).arg(l->text());
                QVERIFY2(l->sizeHint() == fresh.sizeHint(), qPrintable(what));
                QVERIFY2(l->minimumSizeHint() == fresh.minimumSizeHint(), qPrintable(what));
                for (const int width : {l->width(), l->width() - 23, l->width() + 40})
                    QVERIFY2(l->heightForWidth(width) == fresh.heightForWidth(width), qPrintable(what));
                ++checked;
            }
        }
        QVERIFY(counter->text().contains(QStringLiteral("130")));
        QVERIFY(value->text().contains(QStringLiteral("130"))); // the plot's value followed the frames
        QVERIFY(checked > 80);
        // 130 texts each, and a few measurements per new shape (size hint, minimum, a height per
        // width asked): 37 in all here, far fewer than one per text.
        const long long measured = DigitsLabel::measuredCount() - measured0;
        QVERIFY2(measured < 60, qPrintable(QStringLiteral("%1 measurements").arg(measured)));
        QVERIFY(w.setLanguage(QStringLiteral("en")));
    }

    // The Claims panel's text (arrive: the distance and speed change at every frame) answers as a
    // QLabel with the same text, selectable and wrapped, does; its layout then keeps still, and the
    // window is no longer laid out again at every frame.
    void claimsAnswersAreExact_data() { counterAnswersAreExact_data(); }
    void claimsAnswersAreExact()
    {
        QFETCH(QString, code);
        MainWindow w;
        QVERIFY(openWindow(w, code));
        QVERIFY(w.controller()->start(testing_runs::setupFor(ScenarioId::Arrive)).isEmpty());
        auto* dock = w.findChild<QDockWidget*>(QStringLiteral("claimsDock"));
        auto* text = w.findChild<QLabel*>(QStringLiteral("claimsText"));
        QVERIFY(dock && text && dynamic_cast<DigitsLabel*>(text));
        dock->raise();
        settle();
        QVERIFY(text->isVisible());
        QStringList seen;
        for (int f = 0; f < 90; ++f) {
            w.controller()->stepForward();
            settle();
            if (f % 4 != 0)
                continue;
            QLabel fresh;
            setUpLike(fresh, *text);
            fresh.setTextInteractionFlags(text->textInteractionFlags());
            fresh.setText(text->text());
            const QString what = QStringLiteral("frame %1: %2").arg(f + 1).arg(text->text());
            QVERIFY2(text->sizeHint() == fresh.sizeHint(), qPrintable(what));
            QVERIFY2(text->minimumSizeHint() == fresh.minimumSizeHint(), qPrintable(what));
            for (const int width : {text->width(), text->width() - 37, text->width() + 40})
                QVERIFY2(text->heightForWidth(width) == fresh.heightForWidth(width), qPrintable(what));
            seen << text->text();
        }
        seen.removeDuplicates();
        QVERIFY2(seen.size() > 15, "the distances changed while it played"); // 23 texts checked
        QVERIFY(w.setLanguage(QStringLiteral("en")));
    }

    // Painted on screen, the stage goes straight into the window's backing store (no picture
    // copied): what the window holds there after each frame must be, pixel for pixel, the stage
    // as painted from nothing on the GUI thread, in three languages and in the three demos with
    // the most on the stage.
    void stageInTheBackingStoreIsThePlainPainting()
    {
        for (const char* code : {"en", "zh_CN", "ru"}) {
            MainWindow w;
            QVERIFY(openWindow(w, QString::fromLatin1(code)));
            StageView* view = w.stageView();
            for (const ScenarioId id : {ScenarioId::Avoid, ScenarioId::Flock, ScenarioId::LennardJones}) {
                QVERIFY(w.controller()->start(testing_runs::setupFor(id)).isEmpty());
                const int inPlace0 = view->picturesPaintedInPlace();
                for (int f = 0; f < steer_test::frames(4, 2); ++f) {
                    w.controller()->stepForward();
                    view->viewport()->repaint(); // into the backing store, as a played frame is
                    const QRect area(view->viewport()->mapTo(&w, QPoint(0, 0)), view->viewport()->size());
                    const QImage held = QGuiApplication::primaryScreen()
                                            ->grabWindow(w.winId(), area.x(), area.y(), area.width(), area.height())
                                            .toImage()
                                            .convertToFormat(QImage::Format_ARGB32);
                    view->setPaintCachesEnabled(false);
                    const QImage plain = view->viewport()->grab().toImage().convertToFormat(QImage::Format_ARGB32);
                    view->setPaintCachesEnabled(true);
                    QVERIFY2(held.size() == plain.size() && held == plain,
                             qPrintable(QStringLiteral("%1 %2 frame %3: %4 pixels differ")
                                            .arg(QString::fromLatin1(code), steer::scenarioInfo(id).key.data())
                                            .arg(f + 1)
                                            .arg(differingPixels(held, plain))));
                }
                QCOMPARE(view->picturesPaintedInPlace() - inPlace0, steer_test::frames(4, 2));
            }
        }
        QVERIFY(language::install(QStringLiteral("en")));
    }

    // A panel that follows a demo keeps the labels whose places still fit and adds or takes away
    // the rest: after every frame its lines must stand on screen, top to bottom, exactly as a
    // fresh panel given that frame alone shows them. Avoid and the flock add and drop lines
    // (circles ahead, neighbours too close) from one frame to the next.
    void followingPanelShowsFreshPanelsLines()
    {
        // The visible labels' texts in the order they stand, top to bottom.
        const auto shown = [](FormulaPanel& panel) {
            panel.flush();
            settle();
            std::vector<std::pair<int, QString>> at;
            for (QLabel* l : panel.findChildren<QLabel*>())
                if (l->isVisibleTo(&panel))
                    at.emplace_back(l->mapTo(&panel, QPoint(0, 0)).y(), l->text());
            std::sort(at.begin(), at.end());
            QStringList texts;
            for (const auto& [y, text] : at)
                texts << text;
            return texts;
        };
        FormulaPanel live;
        live.resize(340, 2400); // every line on screen
        live.show();
        int changes = 0;
        for (const ScenarioId id : {ScenarioId::Avoid, ScenarioId::Flock}) {
            steer::World w = steer::makeWorld(id);
            std::size_t lines = 0;
            for (int f = 0; f < steer_test::frames(60, 20); ++f) {
                const steer::World shownWorld = steer::withNextStep(w, true, -1);
                live.showFrame(shownWorld, 0);
                FormulaPanel fresh;
                fresh.resize(live.size());
                fresh.show();
                fresh.showFrame(shownWorld, 0);
                const QStringList mine = shown(live);
                QCOMPARE(mine, shown(fresh));
                changes += f > 0 && std::size_t(mine.size()) != lines ? 1 : 0;
                lines = std::size_t(mine.size());
                w.step();
            }
        }
        QVERIFY(changes >= 2); // lines did come and go
    }

    // Closed, the formula panel lays nothing out; opened again, it shows the frame of the moment,
    // word for word what a fresh panel shows for that frame, in the window's language.
    void reopenedFormulasShowTheCurrentFrame()
    {
        for (const char* code : {"en", "zh_CN", "ru"}) {
            MainWindow w;
            QVERIFY(openWindow(w, QString::fromLatin1(code)));
            QVERIFY(w.controller()->start(testing_runs::setupFor(ScenarioId::Flock)).isEmpty());
            w.controller()->stepForward();
            settle();
            w.formulaDock()->close();
            settle();
            for (int f = 0; f < 4; ++f)
                w.controller()->stepForward();
            w.setExtraLanguages({QStringLiteral("ru")});
            QVERIFY(w.formulaPanel()->hasPendingFrame()); // kept, not laid out
            w.formulaDock()->show();
            settle();
            QVERIFY(!w.formulaPanel()->hasPendingFrame()); // laid out on showing
            FormulaPanel fresh;
            fresh.setExtraLanguages({QStringLiteral("ru")});
            fresh.showFrame(w.controller()->world(), w.controller()->selected());
            QCOMPARE(w.formulaPanel()->plainText(), fresh.plainText());
        }
        QVERIFY(language::install(QStringLiteral("en")));
    }

    // Issue #12: a crowd on a large stage fitted small is painted with shortcuts (a dot per boid,
    // a sparser grid); every boid still shows where it is, in its own colour, and the selected
    // boid keeps its whole overlay. The 20-boid flock takes none of them: pixel for pixel the
    // picture painted with the shortcuts switched off.
    void crowdShortcutsShowEveryBoid()
    {
        struct ShortcutsOn {
            ~ShortcutsOn() { diagrams::setCrowdShortcutsEnabled(true); }
        } restore;
        MainWindow w;
        QVERIFY(openWindow(w));
        StageView* view = w.stageView();
        QWidget* viewport = view->viewport();
        auto grabStage = [&] {
            settle();
            return viewport->grab().toImage().convertToFormat(QImage::Format_RGB32);
        };

        // The seeds' flock: identical with and without the shortcuts.
        QVERIFY(w.controller()->start(testing_runs::setupFor(ScenarioId::Flock)).isEmpty());
        w.controller()->stepForward();
        const QImage small = grabStage();
        diagrams::setCrowdShortcutsEnabled(false);
        QCOMPARE(differingPixels(grabStage(), small), 0);
        diagrams::setCrowdShortcutsEnabled(true);

        // A crowd at a third of the seeds' density on a 5500x4000 stage (ten times the seeds'
        // sides): fitted into the window, a boid's 20-unit triangle is under 4 pixels long.
        const int count = steer_test::kSanitized ? 500 : 2000;
        steer::ScenarioSetup crowd;
        crowd.id = ScenarioId::Flock;
        crowd.parameters = {{"stageWidth", 5500}, {"stageHeight", 4000}, {"count", double(count)}};
        QVERIFY(w.controller()->start(crowd).isEmpty());
        w.controller()->select(0);
        w.controller()->stepForward();
        const QImage shown = grabStage();
        QVERIFY(view->zoomFactor() == 1.0 && 20.0 * view->transform().m11() < diagrams::kCrowdDotBelowPixels);
        diagrams::setCrowdShortcutsEnabled(false);
        const QImage reference = grabStage();
        diagrams::setCrowdShortcutsEnabled(true);
        QVERIFY2(differingPixels(shown, reference) > 1000, "the shortcuts are taken for the crowd");

        // Every boid: a pixel that is not ground within a pixel of its place, and for nearly all
        // (a neighbour's dot may lie over it) one of its own colour taken 40 % towards the ink.
        // In the picture's own pixels (QT_SCALE_FACTOR=2 makes them twice as many).
        const steer::World& world = w.controller()->world();
        const diagrams::StageStyle& st = diagrams::stageStyle();
        const qreal dpr = shown.devicePixelRatio();
        auto pixelOf = [&](steer::Vector2D p) { return view->viewportTransform().map(QPointF(p.x, p.y)) * dpr; };
        int bare = 0, ownColour = 0;
        for (std::size_t i = 1; i < world.vehicles.size(); ++i) {
            const auto& v = world.vehicles[i];
            const QPointF at = pixelOf(v.position);
            const QColor c = diagrams::inPalette(QColor::fromRgb(QRgb(0xff000000u | v.color)));
            const QColor dot((c.red() * 3 + st.ink.red() * 2) / 5, (c.green() * 3 + st.ink.green() * 2) / 5,
                             (c.blue() * 3 + st.ink.blue() * 2) / 5);
            bool painted = false, own = false;
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx) {
                    const QPoint px(int(std::floor(at.x())) + dx, int(std::floor(at.y())) + dy);
                    if (!shown.valid(px))
                        continue;
                    const QColor got = shown.pixelColor(px);
                    painted = painted || (got != st.background && got != st.grid);
                    own = own || got == dot;
                }
            bare += painted ? 0 : 1;
            ownColour += own ? 1 : 0;
        }
        QCOMPARE(bare, 0);
        QVERIFY2(ownColour >= int(world.vehicles.size() - 1) * 9 / 10,
                 qPrintable(QStringLiteral("%1 of %2 boids in their own colour").arg(ownColour).arg(world.vehicles.size() - 1)));

        // The selected boid's overlay (ring, vectors, discs, labels): against the same frame with
        // nothing selected, hundreds of pixels differ round it and none elsewhere on the stage.
        view->setSelected(-1);
        const QImage unselected = grabStage();
        view->setSelected(0);
        const QRect around = QRectF(pixelOf(world.vehicles[0].position) - QPointF(90, 90) * dpr, QSizeF(181, 181) * dpr).toRect();
        const QRect stage = QRectF(view->stageRect().topLeft() * dpr, view->stageRect().size() * dpr).toAlignedRect().intersected(shown.rect());
        int inside = 0, outside = 0;
        for (int y = stage.top(); y <= stage.bottom(); ++y)
            for (int x = stage.left(); x <= stage.right(); ++x)
                if (shown.pixel(x, y) != unselected.pixel(x, y))
                    ++(around.contains(x, y) ? inside : outside);
        // Also at a fractional pixel ratio (QT_SCALE_FACTOR=1.5), where p̄ and the name were once
        // drawn about 150 px away, in the stage's corner (the label pictures' placement).
        QVERIFY2(inside > 300 && outside == 0, qPrintable(QStringLiteral("%1 round, %2 elsewhere").arg(inside).arg(outside)));
    }
};

QTEST_MAIN(TestPaintCache)
#include "tst_paint_cache.moc"
