// Presentation mode and the classroom text size in the real window (offscreen, 1920x1080): F5
// leaves the stage and the formulas (in larger type) and folds the other panels, the menus and
// the status bar away; the transport hides while the pointer is still and comes back when it
// moves; Esc restores the desk layout exactly; Ctrl+Alt+= / Ctrl+Alt+- walk the text size,
// which reaches the panels' font and the stage's labels and legend and is remembered.
// With STEER_SHOTS=<folder>: pictures of the presentation layout in en, zh_CN and ru.
#include "compare_mode.h"
#include "controller.h"
#include "diagram_style.h"
#include "formula_panel.h"
#include "language.h"
#include "main_window.h"
#include "palette_choice.h"
#include "presentation_mode.h"
#include "stage_view.h"
#include "text_scale.h"
#include "transport_bar.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>

#include <cmath>

class TestPresentation : public QObject {
    Q_OBJECT

    void show(MainWindow& w)
    {
        w.presentation()->setFullScreenAllowed(false);
        w.resize(1920, 1080);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCoreApplication::processEvents();
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        language::install(QStringLiteral("en"));
    }

    void f5PresentsAndEscRestores()
    {
        MainWindow w;
        w.controller()->switchScenario(steer::ScenarioId::Flock);
        show(w);
        const auto docks = w.findChildren<QDockWidget*>();
        QMap<QString, bool> before;
        for (QDockWidget* d : docks)
            before[d->objectName()] = d->isVisible();
        QVERIFY(before.value(QStringLiteral("parametersDock")) || before.value(QStringLiteral("scenarioDock")));
        const int deskStageWidth = w.stageView()->width();
        const qreal deskFont = QApplication::font().pointSizeF();

        w.stageView()->setFocus();
        QTest::keyClick(w.stageView(), Qt::Key_F5);
        QCoreApplication::processEvents();
        QVERIFY(w.presentation()->isActive());
        for (QDockWidget* d : docks)
            if (d->objectName() != QLatin1String("formulaDock") && d->objectName() != QLatin1String("ljDock"))
                QVERIFY2(!d->isVisible(), qPrintable(d->objectName()));
        QDockWidget* formulas = w.findChild<QDockWidget*>(QStringLiteral("formulaDock"));
        QVERIFY(formulas->isVisible());
        QVERIFY(!w.menuBar()->isVisible());
        QVERIFY(!w.statusBar()->isVisible());
        // The stage takes most of the screen; text at least twice the desk size, formulas larger.
        QVERIFY2(w.stageView()->width() > deskStageWidth, qPrintable(QString::number(w.stageView()->width())));
        QVERIFY(w.stageView()->width() > 1920 / 2);
        QVERIFY(w.textScale()->value() >= PresentationMode::kTextScale);
        QVERIFY(QApplication::font().pointSizeF() >= PresentationMode::kTextScale * deskFont - 0.01);
        // The formulas at three times the desk's menu size, in a column a third of the screen wide.
        QVERIFY(formulas->widget()->font().pointSizeF() >= 3.0 * deskFont - 0.01);
        QVERIFY(formulas->width() > 1920 * 0.3);
        QVERIFY(formulas->widget()->font().pointSizeF() >= PresentationMode::kFormulaScale * QApplication::font().pointSizeF() - 0.01);
        QCOMPARE(w.stageView()->stageItemScale(), w.textScale()->value());

        // The slim transport hides while the pointer is still and comes back when it moves.
        w.presentation()->setHideDelay(0);
        QTest::mouseMove(w.stageView()->viewport(), QPoint(300, 300));
        QVERIFY(w.transportBar()->isVisible());
        QTest::qWait(20); // the zero-length timer
        QVERIFY(!w.transportBar()->isVisible());
        w.presentation()->setHideDelay(60000);
        QTest::mouseMove(w.stageView()->viewport(), QPoint(320, 310));
        QVERIFY(w.transportBar()->isVisible());

        // Esc: the desk layout exactly as it was.
        QTest::keyClick(w.stageView(), Qt::Key_Escape);
        QCoreApplication::processEvents();
        QVERIFY(!w.presentation()->isActive());
        QVERIFY(!w.presentation()->action()->isChecked());
        for (QDockWidget* d : docks)
            QCOMPARE(d->isVisible(), before.value(d->objectName()));
        QVERIFY(w.menuBar()->isVisible());
        QVERIFY(w.statusBar()->isVisible());
        QVERIFY(w.transportBar()->isVisible());
        QCOMPARE(w.textScale()->value(), 1.0);
        QCOMPARE(QApplication::font().pointSizeF(), deskFont);
        QCOMPARE(formulas->widget()->font().pointSizeF(), deskFont);
    }

    void textScaleReachesPanelsAndStage()
    {
        MainWindow w;
        w.controller()->switchScenario(steer::ScenarioId::Pursue);
        show(w);
        const qreal base = TextScale::basePointSize();
        const QRectF legend1 = w.stageView()->legendRect();
        w.stageView()->setFocus();
        QTest::keyClick(w.stageView(), Qt::Key_Equal, Qt::ControlModifier | Qt::AltModifier);
        QCOMPARE(w.textScale()->value(), 1.15);
        QTest::keyClick(w.stageView(), Qt::Key_Equal, Qt::ControlModifier | Qt::AltModifier);
        QCOMPARE(w.textScale()->value(), 1.3);
        QCOMPARE(QApplication::font().pointSizeF(), base * 1.3);
        QCoreApplication::processEvents();
        // The legend's box grows with its text (rows and width), as do the stage's labels.
        const QRectF legend2 = w.stageView()->legendRect();
        QVERIFY2(legend2.height() > legend1.height() * 1.15, qPrintable(QStringLiteral("%1 %2").arg(legend1.height()).arg(legend2.height())));
        QCOMPARE(w.stageView()->overlay().uiScale, 1.0); // what a lesson saves is not the classroom's size
        QCOMPARE(QSettings().value(QStringLiteral("textScale")).toDouble(), 1.3);
        for (int i = 0; i < 12; ++i)
            QTest::keyClick(w.stageView(), Qt::Key_Minus, Qt::ControlModifier | Qt::AltModifier);
        QCOMPARE(w.textScale()->value(), TextScale::kMin);
        QVERIFY(!w.textScale()->smallerAction()->isEnabled());
        w.textScale()->setValue(99);
        QCOMPARE(w.textScale()->value(), TextScale::kMax);
        w.textScale()->setValue(1.0);
    }

    // Issue #31: presentation with a compare pane, at both projector sizes, in the three languages
    // and the four palettes (chosen after the pane exists: a pane used to keep the old palette and
    // text size). Each of the two stages is at least 30 % of the screen wide, the two are the same
    // size at the same height, they share the text scale, both paint the palette's surround, and
    // the formulas beside them fit their width (they shrink or wrap, never cut).
    void comparePanesPresentAlike_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("lang");
        QTest::addColumn<int>("palette");
        for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)})
            for (const char* lang : {"en", "zh_CN", "ru"})
                for (int p = 0; p < 4; ++p)
                    QTest::addRow("%dx%d %s palette %d", size.width(), size.height(), lang, p)
                        << size << QString::fromLatin1(lang) << p;
    }

    void comparePanesPresentAlike()
    {
        QFETCH(QSize, size);
        QFETCH(QString, lang);
        QFETCH(int, palette);
        QVERIFY(language::install(lang));
        MainWindow w;
        w.presentation()->setFullScreenAllowed(false);
        w.controller()->switchScenario(steer::ScenarioId::Flock);
        w.resize(size);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.presentation()->setActive(true);
        QCOMPARE(w.compareMode()->setSpecTexts({QStringLiteral("variant:alignment=printed")}), QString());
        w.paletteChoice()->choose(diagrams::Palette(palette), false);
        for (int i = 0; i < 4; ++i)
            QCoreApplication::processEvents();
        const std::vector<StageView*> views = w.stageViews();
        QCOMPARE(views.size(), std::size_t(2));
        const QRect a = views[0]->geometry();
        const QRect b = views[1]->geometry();
        QVERIFY2(a.width() >= 0.3 * size.width() && b.width() >= 0.3 * size.width(),
                 qPrintable(QStringLiteral("%1 and %2 of %3").arg(a.width()).arg(b.width()).arg(size.width())));
        QVERIFY2(std::abs(a.width() - b.width()) <= 1 && a.height() == b.height() && a.top() == b.top(),
                 qPrintable(QStringLiteral("%1x%2 at %3, %4x%5 at %6").arg(a.width()).arg(a.height()).arg(a.top())
                                .arg(b.width()).arg(b.height()).arg(b.top())));
        QCOMPARE(views[1]->textScale(), views[0]->textScale());
        QVERIFY(views[0]->textScale() >= PresentationMode::kTextScale);
        const QColor surround = diagrams::stageStyle().surround;
        for (StageView* v : views) {
            const QImage shot = v->viewport()->grab().toImage();
            QCOMPARE(shot.pixelColor(3, 3).rgb(), surround.rgb());
        }
        QVERIFY(w.formulaPanel()->linesFitWidth());
        w.presentation()->setActive(false);
        w.paletteChoice()->choose(diagrams::Palette::Standard, false);
        language::install(QStringLiteral("en"));
    }

    // Issue #31: the formula dock keeps a readable width, layouts are remembered per screen size
    // (one saved for another size is not used here), and View → Reset layout restores the start.
    void layoutPerScreenAndReset()
    {
        QSettings().clear();
        MainWindow w;
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCoreApplication::processEvents();
        auto* formulas = w.findChild<QDockWidget*>(QStringLiteral("formulaDock"));
        auto* scenarios = w.findChild<QDockWidget*>(QStringLiteral("scenarioDock"));
        const int startWidth = formulas->width();
        QVERIFY(startWidth >= MainWindow::kFormulaMinWidth);
        w.resizeDocks({formulas}, {75}, Qt::Horizontal);
        QCoreApplication::processEvents();
        QVERIFY2(formulas->width() >= MainWindow::kFormulaMinWidth, qPrintable(QString::number(formulas->width())));
        scenarios->hide();
        w.saveSettings();
        QVERIFY(w.layoutKey().startsWith(QStringLiteral("window/")));
        QVERIFY(QSettings().contains(w.layoutKey() + QStringLiteral("state")));
        QVERIFY(!QSettings().contains(QStringLiteral("window/state"))); // no layout for every screen

        // A layout remembered for another screen size is not applied on this one.
        QSettings().setValue(QStringLiteral("window/7680x4320/state"), QSettings().value(w.layoutKey() + QStringLiteral("state")));
        QSettings().remove(w.layoutKey() + QStringLiteral("state"));
        QSettings().remove(w.layoutKey() + QStringLiteral("geometry"));
        MainWindow other;
        QVERIFY(!other.hasRememberedLayout());
        other.restoreSettings();
        QVERIFY(!other.findChild<QDockWidget*>(QStringLiteral("scenarioDock"))->isHidden());

        // Reset layout: the hidden panel is back and the formulas are as wide as at the start.
        auto* reset = w.findChild<QAction*>(QStringLiteral("resetLayout"));
        QVERIFY(reset);
        reset->trigger();
        QCoreApplication::processEvents();
        QVERIFY(scenarios->isVisible());
        QVERIFY2(std::abs(formulas->width() - startWidth) <= 2,
                 qPrintable(QStringLiteral("%1, at the start %2").arg(formulas->width()).arg(startWidth)));
        QSettings().clear();
    }

    void presentationInThreeLanguages()
    {
        if (qEnvironmentVariableIsEmpty("STEER_SHOTS"))
            QSKIP("STEER_SHOTS not set");
        for (const QString& code : {QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("ru")}) {
            QVERIFY(language::install(code));
            MainWindow w;
            w.controller()->switchScenario(steer::ScenarioId::Pursue);
            show(w);
            for (int i = 0; i < 30; ++i)
                w.controller()->stepForward();
            w.presentation()->setActive(true);
            QTest::qWait(100);
            w.stageView()->fitStage();
            QTest::qWait(100);
            w.grab().save(qEnvironmentVariable("STEER_SHOTS") + QStringLiteral("/presentation_") + code + QStringLiteral(".png"));
            w.presentation()->setActive(false);
        }
        language::install(QStringLiteral("en"));
    }
};

QTEST_MAIN(TestPresentation)
#include "tst_presentation.moc"
