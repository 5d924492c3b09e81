// Sharp on a screen with two device pixels per pixel (QT_SCALE_FACTOR=2, set before the
// application starts): the window's picture has twice the pixels each way, and the stage is drawn
// at that resolution rather than enlarged from a picture of half the size. An enlarged picture
// would have every 2x2 block of device pixels alike (nearest) or only smooth ramps (bilinear);
// a sharp one has one-device-pixel detail in text and arrow edges, and the stage's border (2 screen
// pixels) is 4 device pixels of full darkness with at most one soft pixel on each side (a smooth
// enlargement would leave a 2-pixel core with soft ramps; a nearest one fails the block count).
#include "controller.h"
#include "language.h"
#include "main_window.h"
#include "stage_view.h"

#include <QApplication>
#include <QImage>
#include <QStandardPaths>
#include <QTest>

class TestSharpHiDpi : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        language::install(QStringLiteral("en"));
    }

    void twiceThePixelsAndSharp()
    {
        MainWindow w;
        w.controller()->switchScenario(steer::ScenarioId::Pursue);
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        for (int i = 0; i < 20; ++i)
            w.controller()->stepForward();
        QCoreApplication::processEvents();
        QCOMPARE(w.devicePixelRatioF(), 2.0);
        const QImage shot = w.grab().toImage();
        QCOMPARE(shot.size(), QSize(2560, 1600));
        QCOMPARE(shot.devicePixelRatio(), 2.0);
        if (!qEnvironmentVariableIsEmpty("STEER_SHOTS"))
            shot.save(qEnvironmentVariable("STEER_SHOTS") + QStringLiteral("/hidpi_pursue.png"));

        // The stage in device pixels.
        StageView* v = w.stageView();
        const QRect stage = QRectF(v->viewport()->mapTo(&w, v->stageRect().topLeft().toPoint()) * 2,
                                   v->stageRect().size() * 2).toRect().adjusted(4, 4, -4, -4);
        // One-device-pixel detail: 2x2 blocks (on even coordinates) whose four pixels differ by more
        // than a smooth ramp would, and whose neighbours in the next block differ too.
        qint64 blocks = 0, detailed = 0;
        for (int y = stage.top() & ~1; y + 1 <= stage.bottom(); y += 2)
            for (int x = stage.left() & ~1; x + 1 <= stage.right(); x += 2) {
                const int a = qGray(shot.pixel(x, y)), b = qGray(shot.pixel(x + 1, y));
                const int c = qGray(shot.pixel(x, y + 1)), d = qGray(shot.pixel(x + 1, y + 1));
                ++blocks;
                if (std::max({a, b, c, d}) - std::min({a, b, c, d}) > 60)
                    ++detailed;
            }
        QVERIFY(blocks > 100000);
        QVERIFY2(detailed > 200, qPrintable(QString::number(detailed)));

        // The stage border across the middle row.
        const int y = stage.center().y();
        const QRect frame = QRectF(v->viewport()->mapTo(&w, v->stageRect().topLeft().toPoint()) * 2,
                                   v->stageRect().size() * 2).toRect();
        int dark = 0, soft = 0;
        for (int x = frame.left() - 8; x <= frame.left() + 8; ++x) {
            const int g = qGray(shot.pixel(x, y));
            dark += g < 140;
            soft += g >= 140 && g < 200;
        }
        QVERIFY2(dark == 4 && soft <= 2, qPrintable(QStringLiteral("dark %1 soft %2").arg(dark).arg(soft)));
    }
};

int main(int argc, char** argv)
{
    qputenv("QT_SCALE_FACTOR", "2");
    QApplication app(argc, argv);
    TestSharpHiDpi test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_sharp_hidpi.moc"
