// diagrams::paneRects, the one layout of the main view and its compare panes (the window's compare
// area, saved pictures and animations, a saved picture's size). The expected rectangles are worked
// out by hand below, at the two classroom sizes with the 4-pixel gap pictures use at text scale 1:
//   1280x720:  two columns (1280 - 4) / 2 = 638 wide, the second at x = 638 + 4 = 642;
//              two rows (720 - 4) / 2 = 358 high, the second at y = 362;
//              three rows (720 - 8) / 3 = 712/3 high, at y = 0, 724/3, 1448/3.
//   1920x1080: two columns (1920 - 4) / 2 = 958 wide, the second at x = 962;
//              two rows (1080 - 4) / 2 = 538 high, the second at y = 542;
//              three rows (1080 - 8) / 3 = 1072/3 high, at y = 0, 1084/3, 2168/3.
#include "pane_grid.h"

#include <QTest>

#include <cmath>

using diagrams::paneGrid;
using diagrams::paneRects;

Q_DECLARE_METATYPE(std::vector<QRectF>)

namespace {
constexpr qreal kGap = 4.0;

bool near(const QRectF& a, const QRectF& b)
{
    auto same = [](qreal x, qreal y) { return std::abs(x - y) < 1e-9; };
    return same(a.x(), b.x()) && same(a.y(), b.y()) && same(a.width(), b.width()) && same(a.height(), b.height());
}

QString show(const QRectF& r)
{
    return QStringLiteral("(%1, %2, %3 x %4)").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
}
} // namespace

class TestPaneGrid : public QObject {
    Q_OBJECT
private slots:
    void counts_data()
    {
        QTest::addColumn<int>("cells");
        QTest::addColumn<int>("columns");
        QTest::addColumn<int>("rows");
        QTest::newRow("none is one") << 0 << 1 << 1;
        QTest::newRow("1") << 1 << 1 << 1;
        QTest::newRow("2") << 2 << 2 << 1;
        QTest::newRow("3") << 3 << 2 << 2;
        QTest::newRow("4") << 4 << 2 << 2;
        QTest::newRow("5") << 5 << 2 << 3;
        QTest::newRow("6") << 6 << 2 << 3;
    }
    void counts()
    {
        QFETCH(int, cells);
        QFETCH(int, columns);
        QFETCH(int, rows);
        const diagrams::PaneGrid grid = paneGrid(cells);
        QCOMPARE(grid.columns, columns);
        QCOMPARE(grid.rows, rows);
    }

    // Cells fill rows left to right, the main view (cell 0) top left.
    void cellPositions()
    {
        const diagrams::PaneGrid four = paneGrid(4);
        QCOMPARE(four.column(0), 0);
        QCOMPARE(four.row(0), 0);
        QCOMPARE(four.column(1), 1);
        QCOMPARE(four.row(1), 0);
        QCOMPARE(four.column(2), 0);
        QCOMPARE(four.row(2), 1);
        QCOMPARE(four.column(3), 1);
        QCOMPARE(four.row(3), 1);
        QCOMPARE(paneGrid(1).column(0), 0);
        QCOMPARE(paneGrid(1).row(0), 0);
    }

    void rects_data()
    {
        QTest::addColumn<QRectF>("area");
        QTest::addColumn<std::vector<QRectF>>("expected");
        const QRectF hd(0, 0, 1280, 720);
        const qreal third720 = 712.0 / 3;
        QTest::newRow("1280x720, 1") << hd << std::vector<QRectF>{{0, 0, 1280, 720}};
        QTest::newRow("1280x720, 2") << hd << std::vector<QRectF>{{0, 0, 638, 720}, {642, 0, 638, 720}};
        QTest::newRow("1280x720, 3") << hd << std::vector<QRectF>{{0, 0, 638, 358}, {642, 0, 638, 358}, {0, 362, 638, 358}};
        QTest::newRow("1280x720, 4") << hd
                                     << std::vector<QRectF>{{0, 0, 638, 358}, {642, 0, 638, 358}, {0, 362, 638, 358}, {642, 362, 638, 358}};
        QTest::newRow("1280x720, 5") << hd
                                     << std::vector<QRectF>{{0, 0, 638, third720},
                                                            {642, 0, 638, third720},
                                                            {0, 724.0 / 3, 638, third720},
                                                            {642, 724.0 / 3, 638, third720},
                                                            {0, 1448.0 / 3, 638, third720}};
        QTest::newRow("1280x720, 6") << hd
                                     << std::vector<QRectF>{{0, 0, 638, third720},        {642, 0, 638, third720},
                                                            {0, 724.0 / 3, 638, third720}, {642, 724.0 / 3, 638, third720},
                                                            {0, 1448.0 / 3, 638, third720}, {642, 1448.0 / 3, 638, third720}};
        const QRectF fullHd(0, 0, 1920, 1080);
        const qreal third1080 = 1072.0 / 3;
        QTest::newRow("1920x1080, 1") << fullHd << std::vector<QRectF>{{0, 0, 1920, 1080}};
        QTest::newRow("1920x1080, 2") << fullHd << std::vector<QRectF>{{0, 0, 958, 1080}, {962, 0, 958, 1080}};
        QTest::newRow("1920x1080, 3") << fullHd
                                      << std::vector<QRectF>{{0, 0, 958, 538}, {962, 0, 958, 538}, {0, 542, 958, 538}};
        QTest::newRow("1920x1080, 4") << fullHd
                                      << std::vector<QRectF>{{0, 0, 958, 538}, {962, 0, 958, 538}, {0, 542, 958, 538}, {962, 542, 958, 538}};
        QTest::newRow("1920x1080, 5") << fullHd
                                      << std::vector<QRectF>{{0, 0, 958, third1080},
                                                             {962, 0, 958, third1080},
                                                             {0, 1084.0 / 3, 958, third1080},
                                                             {962, 1084.0 / 3, 958, third1080},
                                                             {0, 2168.0 / 3, 958, third1080}};
        QTest::newRow("1920x1080, 6") << fullHd
                                      << std::vector<QRectF>{{0, 0, 958, third1080},         {962, 0, 958, third1080},
                                                             {0, 1084.0 / 3, 958, third1080}, {962, 1084.0 / 3, 958, third1080},
                                                             {0, 2168.0 / 3, 958, third1080}, {962, 2168.0 / 3, 958, third1080}};
        // A picture's area ends above its frame-number line: the grid keeps to the area it is given,
        // corner included.
        QTest::newRow("offset area, 3") << QRectF(100, 50, 1284, 724)
                                        << std::vector<QRectF>{{100, 50, 640, 360}, {744, 50, 640, 360}, {100, 414, 640, 360}};
    }
    void rects()
    {
        QFETCH(QRectF, area);
        QFETCH(std::vector<QRectF>, expected);
        const std::vector<QRectF> got = paneRects(area, int(expected.size()), kGap);
        QCOMPARE(got.size(), expected.size());
        for (std::size_t i = 0; i < got.size(); ++i)
            QVERIFY2(near(got[i], expected[i]),
                     qPrintable(QStringLiteral("cell %1: %2, expected %3").arg(i).arg(show(got[i]), show(expected[i]))));
        // The full rows reach the area's right edge and the last row its bottom, with nothing overlapping.
        QVERIFY(std::abs(got.back().bottom() - area.bottom()) < 1e-9);
        for (std::size_t i = 0; i < got.size(); ++i)
            for (std::size_t j = i + 1; j < got.size(); ++j)
                QVERIFY(!got[i].intersects(got[j]));
    }
};

QTEST_APPLESS_MAIN(TestPaneGrid)
#include "tst_pane_grid.moc"
