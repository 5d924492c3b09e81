// Presentation mode and the classroom text size in the real window (offscreen, 1920x1080): F5
// leaves the stage and the formulas (in larger type) and folds the other panels, the menus and
// the status bar away; the transport hides while the pointer is still and comes back when it
// moves; Esc restores the desk layout exactly; Ctrl+Alt+= / Ctrl+Alt+- walk the text size,
// which reaches the panels' font and the stage's labels and legend and is remembered.
// With STEER_SHOTS=<folder>: pictures of the presentation layout in en, zh_CN and ru.
#include "controller.h"
#include "language.h"
#include "main_window.h"
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
