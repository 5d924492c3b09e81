// Pursue's prediction stays visible: a line from the pursuer to p′, and when p′ is off the stage
// an arrowhead where that line leaves the stage. Geometry from predictionMarks, and the pixels of
// the rendered frame at the marker.
#include "export.h"
#include "scenarios.h"
#include "world_painter.h"

#include <QTest>

#include <cmath>

using steer::ScenarioId;
using steer::World;

namespace {
int pixelsNear(const QImage& img, QRect box, QColor c)
{
    int n = 0;
    for (int y = std::max(0, box.top()); y <= std::min(img.height() - 1, box.bottom()); ++y)
        for (int x = std::max(0, box.left()); x <= std::min(img.width() - 1, box.right()); ++x) {
            const QRgb p = img.pixel(x, y);
            n += std::abs(qRed(p) - c.red()) + std::abs(qGreen(p) - c.green()) + std::abs(qBlue(p) - c.blue()) <= 30;
        }
    return n;
}
bool onStage(const World& w, QPointF p) { return QRectF(0, 0, w.stageWidth, w.stageHeight).contains(p); }
} // namespace

class TestPredictionMarks : public QObject {
    Q_OBJECT
private slots:
    // PursueTest: the target runs along y = 300 at 10 a frame and wraps at x = 550; the pursuer
    // predicts dist/maxSpeed frames ahead, so p′ passes the right edge well before the target does.
    void offStagePredictionGetsAnEdgeMarker()
    {
        World w = steer::makeWorld(ScenarioId::Pursue, 1);
        const int pursuer = w.indexOf("pursuer");
        bool sawOn = false, sawOff = false;
        for (int f = 0; f < 200 && !(sawOn && sawOff); ++f) {
            w.step(); // the records of this step, positions from before it
            const auto marks = diagrams::predictionMarks(w, pursuer, diagrams::OverlayOptions{});
            QCOMPARE(marks.size(), std::size_t(1));
            const auto& m = marks[0];
            // From the pursuer (where its behaviours ran) to the recorded p′.
            const steer::Vector2D before = w.explanations[std::size_t(pursuer)].update.positionBefore;
            QCOMPARE(m.from, QPointF(before.x, before.y));
            if (onStage(w, m.to)) {
                QVERIFY(!m.edge);
                sawOn = true;
                continue;
            }
            if (!onStage(w, m.from))
                continue;
            QVERIFY(m.edge);
            // On the stage's border ...
            const QPointF e = *m.edge;
            const bool border = std::abs(e.x()) < 1e-9 || std::abs(e.x() - w.stageWidth) < 1e-9 ||
                                std::abs(e.y()) < 1e-9 || std::abs(e.y() - w.stageHeight) < 1e-9;
            QVERIFY(border);
            // ... on the segment from the pursuer to p′ (cross product zero, between the ends).
            const QPointF a = e - m.from, b = m.to - m.from;
            QVERIFY(std::abs(a.x() * b.y() - a.y() * b.x()) < 1e-6 * (1 + QPointF::dotProduct(b, b)));
            QVERIFY(QPointF::dotProduct(a, b) > 0 && QPointF::dotProduct(a, a) < QPointF::dotProduct(b, b));
            if (!sawOff) {
                // The marker is drawn there in p′'s colour, and goes with p′'s toggle.
                const QSize size(1280, 800);
                diagrams::OverlayOptions o;
                o.legend = false;
                const auto layout = diagrams::frameLayout(QRectF(QPointF(0, 0), QSizeF(size)), w, pursuer, o);
                const QPoint at = (layout.stage.topLeft() + e * layout.pixelsPerUnit).toPoint();
                const QRect box(at - QPoint(8, 8), QSize(17, 17));
                const QColor c = diagrams::styleFor(steer::ItemKind::PredictedTarget).color;
                const int with = pixelsNear(diagrams::renderImage(w, pursuer, o, size), box, c);
                o.visible.reset(std::size_t(steer::ItemKind::PredictedTarget));
                const int without = pixelsNear(diagrams::renderImage(w, pursuer, o, size), box, c);
                qInfo("frame %d: p′ (%.1f, %.1f) off stage, marker at (%.1f, %.1f): %d pixels, %d without", int(w.frame),
                      m.to.x(), m.to.y(), e.x(), e.y(), with, without);
                QVERIFY(with > 10);
                QCOMPARE(without, 0);
            }
            sawOff = true;
        }
        QVERIFY(sawOn && sawOff);
    }

    // SeekTest, first step: ΣF = (275, 200)/340.04·10 = (8.087, 5.882), truncated to maxForce 1:
    // (0.8087, 0.5882). The applied part is drawn at full strength, the rest of the sum faded.
    void truncatedForceShowsTheAppliedPart()
    {
        World w = steer::makeWorld(ScenarioId::Seek, 1);
        w.step();
        const auto& u = w.explanations[0].update;
        QVERIFY(std::abs(u.forceTruncated.length() - 1.0) < 1e-12 && u.force.length() > 9.9);
        const QSize size(1280, 800);
        diagrams::OverlayOptions o;
        o.legend = false;
        o.labels = false;
        const auto layout = diagrams::frameLayout(QRectF(QPointF(0, 0), QSizeF(size)), w, 0, o);
        auto device = [&](steer::Vector2D p) { return (layout.stage.topLeft() + QPointF(p.x, p.y) * layout.pixelsPerUnit).toPoint(); };
        const QImage img = diagrams::renderImage(w, 0, o, size);
        const QColor c = diagrams::styleFor(steer::ItemKind::TotalForce).color;
        // Halfway along the applied part (scaled ×5: 2.5 units) and halfway along the cut-off rest (≈ 25 units).
        const QPoint applied = device(u.positionBefore + u.forceTruncated * (0.5 * o.vectorScale));
        const QPoint rest = device(u.positionBefore + u.force * (0.55 * o.vectorScale));
        const int strong = pixelsNear(img, QRect(applied - QPoint(2, 2), QSize(5, 5)), c);
        const int cut = pixelsNear(img, QRect(rest - QPoint(2, 2), QSize(5, 5)), c);
        qInfo("ΣF colour: %d pixels on the applied part, %d on the part truncate() removes", strong, cut);
        QVERIFY(strong > 5);
        QCOMPARE(cut, 0);
    }
};

QTEST_MAIN(TestPredictionMarks)
#include "tst_prediction_marks.moc"
