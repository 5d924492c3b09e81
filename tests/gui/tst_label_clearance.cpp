// Issue #31: "labels never lie on a vehicle's name", and the vehicles themselves stay in sight.
// Measured in the real window offscreen, from the geometry as placed for painting, over several
// scenarios and frames, at 1280x720 and 1920x1080, at the desk and presenting, in English, Chinese
// and Russian and with the three languages at once:
//  - no arrow label's box (with its halo) meets the selected vehicle's ring (radius 17 stage units,
//    drawn with an 8 px glow pen) nor any vehicle's triangle (the seeds' (10,0) (-10,5) (-10,-5)
//    turned to its velocity, worked out here), nor a vehicle's name;
//  - a vehicle's name crossed by a vector drawn from a vehicle has no free place beside its
//    vehicle (above, right or left, as far from it as the name under it is, in sight, on no other
//    name or vehicle) that no vector crosses.
#include "controller.h"
#include "language.h"
#include "main_window.h"
#include "name_placement.h"
#include "presentation_mode.h"
#include "scenario_runs.h"
#include "stage_view.h"
#include "world_painter.h"

#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include <algorithm>
#include <cmath>

using steer::ScenarioId;

namespace {

void settle()
{
    for (int pass = 0; pass < 12; ++pass)
        QCoreApplication::processEvents();
}

// The seeds' vehicle triangle turned to the velocity's angle (atan2; 0 for a vehicle at rest).
QPolygonF handTriangle(const steer::Vehicle& v)
{
    const double a = (v.velocity.x == 0 && v.velocity.y == 0) ? 0.0 : std::atan2(v.velocity.y, v.velocity.x);
    const double c = std::cos(a), s = std::sin(a);
    QPolygonF tri;
    for (const auto& [x, y] : {std::pair(10.0, 0.0), std::pair(-10.0, 5.0), std::pair(-10.0, -5.0)})
        tri << QPointF(v.position.x + x * c - y * s, v.position.y + x * s + y * c);
    return tri;
}

// Whether the segment passes through `box`, by walking it in steps of a tenth of a pixel
// (independent of the placement's own clipping).
bool walksThrough(const QRectF& box, const QLineF& line)
{
    const int steps = std::max(1, int(std::ceil(line.length() * 10)));
    for (int i = 0; i <= steps; ++i)
        if (box.contains(line.pointAt(qreal(i) / steps)))
            return true;
    return false;
}

qreal distanceToBox(const QRectF& box, QPointF p)
{
    const qreal dx = std::max({box.left() - p.x(), 0.0, p.x() - box.right()});
    const qreal dy = std::max({box.top() - p.y(), 0.0, p.y() - box.bottom()});
    return std::hypot(dx, dy);
}

struct Case {
    ScenarioId id;
    int frame;
};

} // namespace

class TestLabelClearance : public QObject {
    Q_OBJECT

    int labelsOnVehicles_ = 0, labelsOnNames_ = 0, namesCrossed_ = 0, namesCrossedWithRoom_ = 0, rows_ = 0;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }
    void cleanupTestCase()
    {
        qInfo("over %d rows: %d labels on a vehicle or its ring, %d on a name; %d names crossed by a vector, %d of them "
              "with a free place",
              rows_, labelsOnVehicles_, labelsOnNames_, namesCrossed_, namesCrossedWithRoom_);
    }
    void cleanup() { language::install(QStringLiteral("en")); }

    void clearOfVehiclesNamesAndArrows_data()
    {
        QTest::addColumn<int>("scenario");
        QTest::addColumn<int>("frame");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("presenting");
        QTest::addColumn<QString>("lang");
        QTest::addColumn<bool>("three");
        const Case cases[] = {{ScenarioId::Seek, 0},         {ScenarioId::Seek, 40},  {ScenarioId::Pursue, 0},
                              {ScenarioId::Pursue, 30},      {ScenarioId::Arrive, 60}, {ScenarioId::SeekFlee, 40},
                              {ScenarioId::OffsetPursuit, 0}, {ScenarioId::OffsetPursuit, 120}, {ScenarioId::Avoid, 20}};
        for (const Case& c : cases)
            for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)})
                for (const bool presenting : {false, true}) {
                    const auto row = [&](const QString& lang, bool three) {
                        const QString name = QStringLiteral("%1@%2 %3x%4%5 %6%7")
                                                 .arg(QLatin1String(steer::scenarioInfo(c.id).key.data()))
                                                 .arg(c.frame).arg(size.width()).arg(size.height())
                                                 .arg(presenting ? QStringLiteral(" presenting") : QString(), lang,
                                                      three ? QStringLiteral("+zh_CN,ru") : QString());
                        QTest::newRow(qPrintable(name)) << int(c.id) << c.frame << size << presenting << lang << three;
                    };
                    for (const char* lang : {"en", "zh_CN", "ru"})
                        row(QString::fromLatin1(lang), false);
                    row(QStringLiteral("en"), true);
                }
    }
    void clearOfVehiclesNamesAndArrows()
    {
        QFETCH(int, scenario);
        QFETCH(int, frame);
        QFETCH(QSize, size);
        QFETCH(bool, presenting);
        QFETCH(QString, lang);
        QFETCH(bool, three);
        QVERIFY(language::install(lang));
        MainWindow w;
        w.presentation()->setFullScreenAllowed(false);
        w.resize(size);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.controller()->start(testing_runs::setupFor(ScenarioId(scenario))).isEmpty());
        if (frame > 0)
            w.controller()->advanceTo(frame);
        if (three)
            w.setExtraLanguages({QStringLiteral("zh_CN"), QStringLiteral("ru")});
        if (presenting)
            w.presentation()->setActive(true);
        settle();
        ++rows_;

        StageView* view = w.stageView();
        const QRectF area = QRectF(view->viewport()->rect()) & view->labelArea();
        const QTransform toView = view->viewportTransform();
        const QRectF seen = toView.inverted().mapRect(area);
        const qreal ppu = view->transform().m11();
        const diagrams::OverlayOptions o = view->screenOptions();
        const steer::World& world = view->world();
        const int sel = view->selected();
        QVERIFY(sel >= 0);
        if (three)
            QVERIFY(o.extraLanguages.size() == 2);
        const auto labels = diagrams::overlayLabels(world, sel, o, ppu, seen);
        const auto names = diagrams::vehicleNameLabels(world, sel, o, ppu, seen);
        QVERIFY(!names.empty());

        // The ring as painted: radius 17 stage units, its glow pen 8 px wide at text scale 1.
        const auto& me = world.vehicles[std::size_t(sel)];
        const QPointF ringCentre = toView.map(QPointF(me.position.x, me.position.y));
        const qreal ringOuter = 17.0 * ppu + 4.0 * o.uiScale;
        std::vector<QPolygonF> triangles;
        for (const auto& v : world.vehicles)
            triangles.push_back(toView.map(handTriangle(v)));
        std::vector<QRectF> nameBoxes;
        for (const auto& n : names)
            nameBoxes.push_back(toView.mapRect(n.box));

        QStringList problems;
        for (const auto& l : labels) {
            const QRectF box = toView.mapRect(l.box);
            const QString what = QStringLiteral("'%1' at %2,%3 %4x%5").arg(l.text).arg(box.x()).arg(box.y()).arg(box.width()).arg(box.height());
            const qreal toRing = distanceToBox(box, ringCentre);
            if (toRing < ringOuter - 0.5) {
                ++labelsOnVehicles_;
                problems << QStringLiteral("%1 lies on the selected vehicle's ring (%2 px from its centre, ring reaches %3)")
                                .arg(what).arg(toRing).arg(ringOuter);
            }
            for (const QPolygonF& tri : triangles)
                if (tri.intersects(QPolygonF(box.adjusted(0.5, 0.5, -0.5, -0.5)))) {
                    ++labelsOnVehicles_;
                    problems << what + QStringLiteral(" lies on a vehicle");
                }
            for (std::size_t i = 0; i < nameBoxes.size(); ++i)
                if (box.intersects(nameBoxes[i])) {
                    ++labelsOnNames_;
                    problems << what + QStringLiteral(" lies on the name ") + names[i].text;
                }
        }

        // Vectors drawn from vehicles, in view pixels. Sanity: the selected vehicle's own arrows are
        // among them (every scenario here steers it, so ΣF at least is drawn).
        std::vector<QLineF> lines;
        for (const QLineF& l : diagrams::drawnArrowLines(world, sel, o, ppu))
            lines.push_back(toView.map(l));
        QVERIFY(!lines.empty());
        const auto crossed = [&](const QRectF& box) {
            return std::any_of(lines.begin(), lines.end(), [&](const QLineF& l) { return walksThrough(box, l); });
        };
        for (std::size_t i = 0; i < names.size(); ++i) {
            const QRectF box = nameBoxes[i];
            if (!crossed(box))
                continue;
            ++namesCrossed_;
            // Free places beside the vehicle, as far from it as its ring (or triangle) and glow
            // reach, with the name's own height as the distance.
            const QPointF at = toView.map(names[i].anchor);
            const qreal clear = names[i].bold ? 17.0 * ppu + 4.0 * o.uiScale : 12.0 * ppu;
            const qreal gap = 2.0 * o.uiScale;
            const qreal apart = 2.0 * o.uiScale + 1.0; // a pixel more than the placement keeps
            const QSizeF s = box.size();
            const QRectF places[] = {QRectF(QPointF(at.x() - s.width() / 2, at.y() - clear - gap - s.height()), s),
                                     QRectF(QPointF(at.x() + clear + gap, at.y() - s.height() / 2), s),
                                     QRectF(QPointF(at.x() - clear - gap - s.width(), at.y() - s.height() / 2), s)};
            for (const QRectF& place : places) {
                // In sight, off every other name and vehicle, and clear of every vector by a pixel
                // more than the placement asks (its own margin is the widest pen's half).
                if (!area.contains(place.adjusted(-1, -1, 1, 1)) || crossed(place.adjusted(-apart, -apart, apart, apart)))
                    continue;
                bool taken = false;
                for (std::size_t j = 0; j < nameBoxes.size(); ++j)
                    taken = taken || (j != i && nameBoxes[j].adjusted(-apart, -apart, apart, apart).intersects(place));
                // Another vehicle: within 12 units of its centre (its triangle's corners reach 11.2).
                for (const auto& v : world.vehicles) {
                    const QPointF c = toView.map(QPointF(v.position.x, v.position.y));
                    taken = taken || (c != at && distanceToBox(place, c) < 12.0 * ppu + 1.0);
                }
                if (taken)
                    continue;
                ++namesCrossedWithRoom_;
                problems << QStringLiteral("the name '%1' at %2,%3 is crossed by a vector while %4,%5 is free")
                                .arg(names[i].text).arg(box.x()).arg(box.y()).arg(place.x()).arg(place.y());
                break;
            }
        }
        w.presentation()->setActive(false);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("; "))));
    }
};

QTEST_MAIN(TestLabelClearance)
#include "tst_label_clearance.moc"
