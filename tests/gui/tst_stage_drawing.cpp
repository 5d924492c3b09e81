// What the stage draws, on the real window offscreen and with the real painters: trails that are
// a function of the frame shown, vectors of the next step starting at the drawn vehicle with a
// ghost where the step takes it, frame 0 marked as the next step, nothing out of view or under
// the legend, labels at their own tips and apart, colours every pair of kinds can be told apart
// by, path editing on the stage, and the Lennard-Jones plot counting what the formulas count.
#include "test_budget.h"
#include "scenario_runs.h"
#include "controller.h"
#include "diagram_style.h"
#include "export.h"
#include "formula_panel.h"
#include "label_placement.h"
#include "language.h"
#include "lj_plot.h"
#include "magnifier.h"
#include "main_window.h"
#include "overlay_geometry.h"
#include "overlay_panel.h"
#include "scenarios.h"
#include "stage_item.h"
#include "stage_view.h"
#include "world_painter.h"
#include "table_scenarios.h"

#include <QAction>
#include <QApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include <cmath>

using steer::ItemKind;
using steer::ScenarioId;
using steer::World;

using testing_runs::coreWorld;
using testing_runs::setupFor;

namespace {

QAction* action(MainWindow& w, const char* name) { return w.findChild<QAction*>(QLatin1String(name)); }

// A window as a teacher opens it: shown, at a projector's size, on a scenario at a frame.
// The full legend (glyph, symbol and name, under a title), where a test is about its geometry: the
// window's default is the compact one (issue #31).
void fullLegend(MainWindow& w)
{
    diagrams::OverlayOptions full = w.overlayPanel()->options();
    full.legendForm = diagrams::LegendForm::Full;
    w.overlayPanel()->setOptions(full);
    QCoreApplication::processEvents();
    w.stageView()->fitStage();
}

void open(MainWindow& w, QSize size, ScenarioId id, qint64 frame)
{
    w.resize(size);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.controller()->start(setupFor(id)).isEmpty());
    if (frame > 0)
        w.controller()->advanceTo(frame);
    QCoreApplication::processEvents();
    w.stageView()->fitStage();
}

// sRGB to CIELAB (D65), for the CIE76 colour distance.
std::array<double, 3> lab(const QColor& c)
{
    auto lin = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    const double r = lin(c.redF()), g = lin(c.greenF()), b = lin(c.blueF());
    const double X = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    const double Y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    const double Z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116.0; };
    return {116 * f(Y) - 16, 500 * (f(X) - f(Y)), 200 * (f(Y) - f(Z))};
}

double deltaE76(const QColor& a, const QColor& b)
{
    const auto p = lab(a), q = lab(b);
    return std::hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

// WCAG relative luminance and contrast ratio.
double luminance(const QColor& c)
{
    auto lin = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF());
}

double contrast(const QColor& a, const QColor& b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// `c` at its alpha over `under`, as the raster engine blends it.
QColor over(const QColor& c, const QColor& under)
{
    const double a = c.alphaF();
    return QColor::fromRgbF(float(c.redF() * a + under.redF() * (1 - a)), float(c.greenF() * a + under.greenF() * (1 - a)),
                            float(c.blueF() * a + under.blueF() * (1 - a)));
}

int pixelsNear(const QImage& img, QColor c, int tolerance, const QRect& where)
{
    int n = 0;
    const QRect r = where.intersected(img.rect());
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x) {
            const QRgb p = img.pixel(x, y);
            if (std::abs(qRed(p) - c.red()) + std::abs(qGreen(p) - c.green()) + std::abs(qBlue(p) - c.blue()) <= tolerance)
                ++n;
        }
    return n;
}

QRectF viewportBox(const StageView& v, const QRectF& stageBox) { return v.viewportTransform().mapRect(stageBox); }

// Where the vehicle's triangle and its selection ring reach, stage coordinates.
QRectF vehicleBox(const World& w, int i, bool selected)
{
    const double r = selected ? diagrams::kSelectionRingUnits + 1.5 : 11.0;
    const auto& p = w.vehicles[std::size_t(i)].position;
    return {p.x - r, p.y - r, 2 * r, 2 * r};
}

} // namespace

class TestStageDrawing : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        language::install(QStringLiteral("en"));
    }
    void cleanup() { language::install(QStringLiteral("en")); }

    // Item 7: after 20 steps, 10 back and 10 forward the trail still covers frames 0..20, and it is
    // exactly where the core put the vehicle at each of those frames.
    void trailsAreAFunctionOfTheShownFrame()
    {
        MainWindow w;
        open(w, QSize(1280, 800), ScenarioId::Wander, 0);
        action(w, "trails")->setChecked(true);
        QVERIFY(w.stageView()->trailsEnabled());
        QAction* forward = action(w, "stepForward");
        QAction* back = action(w, "stepBack");
        for (int i = 0; i < 20; ++i)
            forward->trigger();
        for (int i = 0; i < 10; ++i)
            back->trigger();
        QCOMPARE(w.controller()->frame(), qint64(10));
        QCOMPARE(w.stageView()->stageItem()->trailLength(0), std::size_t(11)); // frames 0..10
        for (int i = 0; i < 10; ++i)
            forward->trigger();
        QCOMPARE(w.stageView()->stageItem()->trailLength(0), std::size_t(21)); // frames 0..20 again
        const auto trails = w.controller()->trailPositions(StageView::kTrailFrames);
        QCOMPARE(trails[0].size(), std::size_t(21));
        for (int f = 0; f <= 20; f += 5) {
            const World core = coreWorld(ScenarioId::Wander, f);
            QCOMPARE(trails[0][std::size_t(f)].x, core.vehicles[0].position.x);
            QCOMPARE(trails[0][std::size_t(f)].y, core.vehicles[0].position.y);
        }
        // A jump on the timeline keeps 90 frames at most, ending at the frame shown.
        w.controller()->advanceTo(150);
        QCOMPARE(w.stageView()->stageItem()->trailLength(0), std::size_t(StageView::kTrailFrames + 1));
        w.controller()->jumpTo(40);
        QCOMPARE(w.stageView()->stageItem()->trailLength(0), std::size_t(41));
        // The trail is painted, in the trail colour.
        const QImage img = w.stageView()->grab().toImage();
        const QColor trail = over(diagrams::stageStyle().trail, diagrams::stageStyle().background);
        QVERIFY(pixelsNear(img, trail, 60, img.rect()) > 20);
        action(w, "trails")->setChecked(false);
        QCOMPARE(w.stageView()->stageItem()->trailLength(0), std::size_t(0));
    }

    // Item 8: the shown frame's vectors are the next step's, computed where the vehicle is drawn,
    // and a ghost shows where that step takes it.
    void vectorsStartAtTheDrawnVehicleAndAGhostShowsTheStep()
    {
        MainWindow w;
        open(w, QSize(1280, 800), ScenarioId::Seek, 12);
        const World& world = w.controller()->world();
        const int sel = w.controller()->selected();
        const auto& v = world.vehicles[std::size_t(sel)];
        const auto& ex = world.explanations[std::size_t(sel)];
        QVERIFY(ex.updated);
        // Every arrow the overlay draws for the vehicle starts at its drawn position.
        const steer::Vector2D anchor = diagrams::recordAnchor(world, std::size_t(sel));
        QCOMPARE(anchor.x, v.position.x);
        QCOMPARE(anchor.y, v.position.y);
        const diagrams::OverlayOptions o;
        for (const auto& call : ex.calls)
            for (const auto& item : call.items)
                if (item.geometry == steer::Geometry::Arrow && diagrams::styleFor(item.kind).scaled) {
                    const QPointF from = diagrams::placeItem(item, anchor, o.vectorScale).from;
                    QVERIFY(std::hypot(from.x() - v.position.x, from.y() - v.position.y) < 1e-9);
                }
        const QPointF total = diagrams::placeTotalForce(ex.update, o.vectorScale).from;
        QVERIFY(std::hypot(total.x() - v.position.x, total.y() - v.position.y) < 1e-9);

        // The ghost: p + v of the next step (seed 002's update), where the record says.
        const auto ghost = diagrams::nextStepGhost(world, sel);
        QVERIFY(ghost.has_value());
        const World next = coreWorld(ScenarioId::Seek, 13);
        QCOMPARE(ghost->position.x, next.vehicles[std::size_t(sel)].position.x);
        QCOMPARE(ghost->position.y, next.vehicles[std::size_t(sel)].position.y);

        // Its dashed outline is painted: the ghost's back corners lie outside the vehicle's own
        // triangle, and dark pixels appear there only with the ghost.
        diagrams::OverlayOptions bare;
        bare.visible.reset();
        bare.legend = bare.vehicleNames = bare.labels = bare.otherVehicles = false;
        const QSize size(1280, 800);
        const auto layout = diagrams::frameLayout(QRectF(QPointF(0, 0), QSizeF(size)), world, sel, bare);
        World noGhost = world; // the same record, but a step that does not move the vehicle
        noGhost.explanations[std::size_t(sel)].update.positionAfter = v.position;
        const QImage with = diagrams::renderImage(world, sel, bare, size);
        const QImage without = diagrams::renderImage(noGhost, sel, bare, size);
        const double a = std::atan2(ghost->velocity.y, ghost->velocity.x);
        int dark = 0, darkWithout = 0;
        for (double side : {5.0, -5.0}) {
            const QPointF corner(ghost->position.x - 10 * std::cos(a) - side * std::sin(a),
                                 ghost->position.y - 10 * std::sin(a) + side * std::cos(a));
            const QPointF px = layout.stage.topLeft() + corner * layout.pixelsPerUnit;
            const QRect around(px.toPoint() - QPoint(2, 2), QSize(5, 5));
            dark += pixelsNear(with, QColor(0x50, 0x54, 0x5a), 150, around);
            darkWithout += pixelsNear(without, QColor(0x50, 0x54, 0x5a), 150, around);
        }
        qInfo("ghost corner pixels: %d with the ghost, %d without", dark, darkWithout);
        QVERIFY(dark >= darkWithout + 4); // (the vehicle's own outline may reach one pixel in)
        // The legend says which position is which: it grows by one row for the ghost.
        diagrams::OverlayOptions full;
        full.legendForm = diagrams::LegendForm::Full;
        QCOMPARE(diagrams::legendSize(world, sel, full).height() - diagrams::legendSize(noGhost, sel, full).height(),
                 24.0);
    }

    // Item 9: frame 0 already shows what the first step computes (arrive: the vectors and the
    // arrival circle), and the legend's title marks it as the next step.
    void frameZeroShowsTheNextStep()
    {
        MainWindow w;
        open(w, QSize(1280, 800), ScenarioId::Arrive, 0);
        QCOMPARE(w.controller()->frame(), qint64(0));
        fullLegend(w); // the legend with its title
        const QImage img = w.stageView()->grab().toImage();
        const QRect stage = w.stageView()->stageRect().toRect();
        const int circle = pixelsNear(img, diagrams::styleFor(ItemKind::ArrivalCircle).color, 40, stage);
        const int desired = pixelsNear(img, diagrams::styleFor(ItemKind::DesiredVelocity).color, 40, stage);
        qInfo("frame 0: %d arrival-circle pixels, %d desired-velocity pixels", circle, desired);
        QVERIFY(circle > 100);
        QVERIFY(desired > 20);
        // The title comes first: the first kind's swatch (v, blue) sits under a title line, and
        // dark text fills the line above it.
        const QRectF legend = w.stageView()->legendRect();
        QVERIFY(!legend.isEmpty());
        QVERIFY(diagrams::legendTitle().startsWith(QStringLiteral("Next step")));
        const qreal ui = w.stageView()->screenOptions().uiScale;
        const QRect box = legend.toRect();
        const QColor blue = diagrams::styleFor(ItemKind::Velocity).color;
        int swatchTop = -1;
        for (int y = box.top(); y <= box.bottom() && swatchTop < 0; ++y)
            if (pixelsNear(img, blue, 40, QRect(box.left(), y, box.width(), 1)) > 0)
                swatchTop = y - box.top();
        int titleInk = 0;
        for (int y = box.top() + int(10 * ui); y < box.top() + int(34 * ui); ++y)
            for (int x = box.left(); x <= box.right(); ++x)
                titleInk += qGray(img.pixel(x, y)) < 90 ? 1 : 0;
        qInfo("legend: first swatch %d px under its top, %d dark pixels in the title line", swatchTop, titleInk);
        QVERIFY(swatchTop >= int((10 + 24 + 6) * ui)); // without a title it was 10 + 12 - 5
        QVERIFY(titleInk > 200);
    }

    // Item 10: at the projector sizes, in every language, a vehicle on the stage's edge, its ring
    // and its name are inside the view, and the legend never covers the stage or a vehicle.
    void nothingOutOfViewOrUnderTheLegend_data()
    {
        QTest::addColumn<int>("scenario");
        QTest::addColumn<int>("frame");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("lang");
        const struct { ScenarioId id; int frame; } cases[] = {
            {ScenarioId::Seek, 0}, {ScenarioId::Arrive, 0}, {ScenarioId::Avoid, 0}, {ScenarioId::Avoid, 150},
            {ScenarioId::Path, 30}, {ScenarioId::Flock, 0}, {ScenarioId::Flock, 80}, {ScenarioId::LennardJones, 0},
            {ScenarioId::PursueEvade, 40}, {ScenarioId::OffsetPursuit, 60}};
        int index = 0;
        for (const QString& lang : {QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("ru")})
            for (QSize size : {QSize(1280, 800), QSize(1920, 1080)})
                for (const auto& c : cases)
                    // Each row builds a window at a projector size: the slowest table under the
                    // sanitizers, so they keep one row in six (all three languages, both sizes).
                    if (steer_test::keepRow(index++, 6))
                        QTest::addRow("%s-%d-%dx%d-%s", steer::scenarioInfo(c.id).key.data(), c.frame, size.width(),
                                      size.height(), qPrintable(lang))
                            << int(c.id) << c.frame << size << lang;
    }
    void nothingOutOfViewOrUnderTheLegend()
    {
        QFETCH(int, scenario);
        QFETCH(int, frame);
        QFETCH(QSize, size);
        QFETCH(QString, lang);
        MainWindow w;
        QVERIFY(w.setLanguage(lang));
        open(w, size, ScenarioId(scenario), frame);
        StageView* view = w.stageView();
        const World& world = view->world();
        const int sel = view->selected();
        const QRectF viewport = QRectF(view->viewport()->rect());
        const QRectF stage = view->stageRect();
        const QRectF legend = view->legendRect();
        QVERIFY(viewport.contains(stage));
        QVERIFY2(legend.isEmpty() || !legend.intersects(stage),
                 qPrintable(QStringLiteral("legend %1,%2 %3x%4 over the stage %5,%6 %7x%8")
                                .arg(legend.x()).arg(legend.y()).arg(legend.width()).arg(legend.height())
                                .arg(stage.x()).arg(stage.y()).arg(stage.width()).arg(stage.height())));
        QVERIFY(legend.isEmpty() || viewport.contains(legend));
        const diagrams::OverlayOptions o = view->screenOptions();
        const qreal ppu = view->transform().m11();
        for (int i = 0; i < int(world.vehicles.size()); ++i) {
            const auto& p = world.vehicles[std::size_t(i)].position;
            // Vehicles on the stage (a wrapping flock can stand just past its edge for a frame).
            if (p.x < 0 || p.y < 0 || p.x > world.stageWidth || p.y > world.stageHeight)
                continue;
            const QRectF body = viewportBox(*view, vehicleBox(world, i, i == sel));
            QVERIFY2(viewport.contains(body), qPrintable(QStringLiteral("vehicle %1 cut by the view").arg(i)));
            QVERIFY2(legend.isEmpty() || !legend.intersects(body), qPrintable(QStringLiteral("vehicle %1 under the legend").arg(i)));
        }
        for (const auto& name : diagrams::vehicleNameLabels(world, sel, o, ppu)) {
            const auto& p = name.anchor;
            if (p.x() < 0 || p.y() < 0 || p.x() > world.stageWidth || p.y() > world.stageHeight)
                continue;
            const QRectF box = viewportBox(*view, name.box);
            QVERIFY2(viewport.contains(box), qPrintable(QStringLiteral("name '%1' cut by the view").arg(name.text)));
            QVERIFY2(legend.isEmpty() || !legend.intersects(box),
                     qPrintable(QStringLiteral("name '%1' under the legend").arg(name.text)));
        }
    }

    // Item 10 for pictures: the exported frame keeps the legend beside or under the stage.
    void exportedLegendNeverCoversTheStage()
    {
        const diagrams::OverlayOptions o;
        for (const auto& info : steer_test::tableScenarios()) {
            const World w = coreWorld(info.id, 30);
            const int sel = w.indexOf(info.mainVehicle);
            for (QSize size : {QSize(800, 600), QSize(1280, 800), QSize(1650, 1200), QSize(1920, 1080), QSize(700, 900)}) {
                diagrams::OverlayOptions scaled = o;
                scaled.uiScale *= diagrams::autoUiScale(QSizeF(size));
                const auto l = diagrams::frameLayout(QRectF(QPointF(0, 0), QSizeF(size)), w, sel, scaled);
                QVERIFY(!l.legend.isEmpty());
                QVERIFY2(!l.legend.intersects(l.stage), qPrintable(QStringLiteral("%1 at %2x%3")
                                                                       .arg(QString::fromUtf8(info.key.data()))
                                                                       .arg(size.width()).arg(size.height())));
                QVERIFY(QRectF(QPointF(0, 0), QSizeF(size)).contains(l.legend));
            }
        }
    }

    // Item 11: every label sits at its own arrow's tip, and no two labels (or a label and a
    // vehicle's name, or another arrow's head) overlap.
    void labelsAtTheirTipsAndApart_data()
    {
        QTest::addColumn<int>("scenario");
        QTest::addColumn<int>("frame");
        const struct { ScenarioId id; int frame; } cases[] = {
            {ScenarioId::Seek, 0}, {ScenarioId::Seek, 40}, {ScenarioId::Arrive, 20}, {ScenarioId::Pursue, 20},
            {ScenarioId::PursueEvade, 30}, {ScenarioId::Wander, 25}, {ScenarioId::Avoid, 40}, {ScenarioId::Path, 30},
            {ScenarioId::Flock, 30}, {ScenarioId::OffsetPursuit, 40}, {ScenarioId::LennardJones, 30}};
        int index = 0;
        for (const auto& c : cases)
            if (steer_test::keepRow(index++))
                QTest::addRow("%s-%d", steer::scenarioInfo(c.id).key.data(), c.frame) << int(c.id) << c.frame;
    }
    void labelsAtTheirTipsAndApart()
    {
        QFETCH(int, scenario);
        QFETCH(int, frame);
        MainWindow w;
        open(w, QSize(1280, 800), ScenarioId(scenario), frame);
        // At the scale the full legend leaves. With the compact legend's larger stage (issue #31),
        // lennard-jones at 30 puts v+u 29.7 px from its tip (over 24): a label placement case.
        fullLegend(w);
        StageView* view = w.stageView();
        const World& world = view->world();
        const int sel = view->selected();
        const diagrams::OverlayOptions o = view->screenOptions();
        const qreal ppu = view->transform().m11();
        const auto labels = diagrams::overlayLabels(world, sel, o, ppu);
        const auto names = diagrams::vehicleNameLabels(world, sel, o, ppu);
        QVERIFY(!labels.empty());
        for (std::size_t i = 0; i < labels.size(); ++i) {
            const QRectF box = viewportBox(*view, labels[i].box);
            const QPointF tip = view->viewportTransform().map(labels[i].anchor);
            // Distance from a tip to the nearest point of the box: within the candidates' rings
            // (5.2 × the 4 px gap, a box's corner a little farther); and a label not right at its
            // tip (within 12 px) has no other label's tip nearer than its own, so each label
            // reads as its own arrow's.
            auto distance = [&box](QPointF t) {
                const qreal dx = std::max({box.left() - t.x(), 0.0, t.x() - box.right()});
                const qreal dy = std::max({box.top() - t.y(), 0.0, t.y() - box.bottom()});
                return std::hypot(dx, dy);
            };
            const qreal own = distance(tip);
            // A tip inside or beside the selected vehicle's ring (17 units, its glow 4 px more):
            // labels keep off the ring, so the places round the tip on the ring's side are taken
            // and the nearest free one may be farther than 12 px (lennard-jones at 30: d, 21 px).
            const auto& me = world.vehicles[std::size_t(sel)].position;
            const QPointF ringCentre = view->viewportTransform().map(QPointF(me.x, me.y));
            const qreal ringOuter = 17.0 * ppu + 4.0 * o.uiScale;
            const bool inRing = std::hypot(tip.x() - ringCentre.x(), tip.y() - ringCentre.y()) < ringOuter + 12.0 * o.uiScale;
            QVERIFY2(own <= 24.0 * o.uiScale || (inRing && own <= ringOuter + 24.0 * o.uiScale), qPrintable(QStringLiteral("'%1' is %2 px from its tip").arg(labels[i].text).arg(own)));
            for (const auto& other : labels) {
                const QPointF t = view->viewportTransform().map(other.anchor);
                QVERIFY2(own <= 12.0 * o.uiScale || (inRing && own <= ringOuter + 12.0 * o.uiScale) || distance(t) >= own - 1.0
                             || std::hypot(t.x() - tip.x(), t.y() - tip.y()) < 2.0,
                         qPrintable(QStringLiteral("'%1' is %3 px from the tip of '%2', %4 px from its own")
                                        .arg(labels[i].text, other.text).arg(distance(t)).arg(own)));
            }
            for (std::size_t j = i + 1; j < labels.size(); ++j)
                QVERIFY2(!box.intersects(viewportBox(*view, labels[j].box)),
                         qPrintable(labels[i].text + QStringLiteral(" on ") + labels[j].text));
            for (const auto& n : names)
                QVERIFY2(!box.intersects(viewportBox(*view, n.box)),
                         qPrintable(labels[i].text + QStringLiteral(" on the name ") + n.text));
        }
    }

    // A label stays where the view shows it. Vectors reach past the view's edge (avoid's feeler
    // is 300 units long, five times the vehicle's speed): their labels were cut off there ("pro"
    // for proj in avoid at frame 60 in Russian) or out of sight. Each label now lies inside the
    // viewport, checked against the viewport's own rectangle; and placed without that limit, as
    // before, at least one of these frames does cut a label (so the cases still test it).
    void labelsStayInSight()
    {
        // The first five: labels past the view's edge were cut. The last four: under the legend,
        // which the view draws over the stage in a band at the window's default size (in English,
        // flee at 120 had F and ΣF there, avoid at 120 and 200 feeler; at other window sizes also
        // ΣF, F_w, proj and o). Labels now keep to the view less the legend's strip
        // (StageView::labelArea), as the stage picture places them.
        const struct { ScenarioId id; int frame; const char* code; } cases[] = {
            {ScenarioId::Avoid, 60, "ru"},  {ScenarioId::Avoid, 60, "en"},   {ScenarioId::Flock, 60, "en"},
            {ScenarioId::Pursue, 0, "en"},  {ScenarioId::Wander, 120, "zh_CN"}, {ScenarioId::Flee, 120, "en"},
            {ScenarioId::Avoid, 120, "ru"}, {ScenarioId::Avoid, 200, "zh_CN"}, {ScenarioId::Avoid, 200, "en"}};
        int cutBefore = 0, underBefore = 0;
        for (const auto& c : cases) {
            QVERIFY(language::install(QString::fromLatin1(c.code)));
            MainWindow w;
            open(w, QSize(1280, 800), c.id, c.frame);
            fullLegend(w); // the band these cases were found under
            StageView* view = w.stageView();
            const QRectF viewport(view->viewport()->rect());
            const QRectF legend = view->legendRect();
            QVERIFY(viewport.contains(view->labelArea()) && !view->labelArea().intersects(legend));
            const QTransform toStage = view->viewportTransform().inverted();
            const qreal ppu = view->transform().m11();
            const diagrams::OverlayOptions o = view->screenOptions();
            const auto labels = diagrams::overlayLabels(view->world(), view->selected(), o, ppu,
                                                        toStage.mapRect(viewport & view->labelArea()));
            QVERIFY(!labels.empty());
            for (const auto& l : labels) {
                const QRectF box = viewportBox(*view, l.box);
                const QString where = QStringLiteral("%1 frame %2 (%3): '%4' at %5,%6 %7x%8")
                                          .arg(QLatin1String(steer::scenarioInfo(c.id).key.data()))
                                          .arg(c.frame).arg(QLatin1String(c.code), l.text)
                                          .arg(box.x()).arg(box.y()).arg(box.width()).arg(box.height());
                // Only a label whose tip is far outside may not fit (none of these cases).
                QVERIFY2(viewport.contains(box), qPrintable(where + QStringLiteral(" is cut by the view")));
                QVERIFY2(!box.intersects(legend), qPrintable(where + QStringLiteral(" is under the legend")));
                // Pushed up from the strip, F_w went onto the vehicle's name in avoid at 200 (en).
                // The names as painted, placed in the same part of the view as the labels (a name
                // crossed by a vector moves within it: pursue's at frame 0 goes above the stage).
                for (const auto& name : diagrams::vehicleNameLabels(view->world(), view->selected(), o, ppu,
                                                                    toStage.mapRect(viewport & view->labelArea())))
                    QVERIFY2(!box.intersects(viewportBox(*view, name.box)),
                             qPrintable(where + QStringLiteral(" is on the name ") + name.text));
            }
            for (const auto& l : diagrams::overlayLabels(view->world(), view->selected(), o, ppu, toStage.mapRect(viewport)))
                underBefore += viewportBox(*view, l.box).intersects(legend) ? 1 : 0;
            for (const auto& l : diagrams::overlayLabels(view->world(), view->selected(), o, ppu))
                cutBefore += viewport.contains(viewportBox(*view, l.box)) ? 0 : 1;
        }
        QVERIFY(cutBefore > 0);
        QVERIFY(underBefore >= 3);
    }

    // Vehicles that meet keep their names readable: in pursue at frame 123 the seeker, the pursuer
    // and the target are within a name's width of each other, and their names (each centred under
    // its vehicle) printed over one another as "seepursuer". The selected vehicle's name stays
    // under it; the others stack below, none covering another.
    void namesOfMeetingVehiclesStayApart()
    {
        MainWindow w;
        open(w, QSize(1280, 800), ScenarioId::Pursue, 123);
        StageView* view = w.stageView();
        const World& world = view->world();
        const int sel = view->selected();
        const auto names = diagrams::vehicleNameLabels(world, sel, view->screenOptions(), view->transform().m11());
        QCOMPARE(names.size(), world.vehicles.size());
        // They do meet: the pursuer 31 px from the target, the seeker 37 px behind the pursuer
        // (a name is about 70 px wide on this stage, 50 units).
        for (const auto& a : world.vehicles)
            for (const auto& b : world.vehicles)
                QVERIFY(std::hypot(a.position.x - b.position.x, a.position.y - b.position.y) < 70.0);
        for (std::size_t i = 0; i < names.size(); ++i)
            for (std::size_t j = i + 1; j < names.size(); ++j)
                QVERIFY2(!viewportBox(*view, names[i].box).intersects(viewportBox(*view, names[j].box)),
                         qPrintable(names[i].text + QStringLiteral(" on ") + names[j].text));
        const auto selected = std::find_if(names.begin(), names.end(), [](const auto& n) { return n.bold; });
        QVERIFY(selected != names.end());
        const auto& v = world.vehicles[std::size_t(sel)].position;
        QVERIFY(std::abs(selected->box.center().x() - v.x) < 0.5); // centred under it
        QVERIFY(selected->box.top() > v.y);
        for (const auto& n : names)
            QVERIFY(n.box.top() >= selected->box.top());
    }

    // Labels whose tips lie past the edge of where they may go all slide onto one line along that
    // edge: the nearer rings of places round each tip then all lie on another label (avoid at
    // frame 200 printed F_w over ΣF above the legend). The wider rings find each a free place.
    void placementSeparatesLabelsPushedToAnEdge()
    {
        const QRectF within(0, 0, 400, 100);
        const QSizeF box(30, 20);
        const std::vector<diagrams::LabelRequest> requests = {{QPointF(190, 130), QPointF(0, 1), box},
                                                              {QPointF(200, 130), QPointF(0, 1), box},
                                                              {QPointF(210, 130), QPointF(-1, 1), box}};
        const auto placed = diagrams::placeLabels(requests, {}, 4.0, within);
        QCOMPARE(placed.size(), requests.size());
        for (std::size_t i = 0; i < placed.size(); ++i) {
            QVERIFY(within.contains(placed[i]));
            for (std::size_t j = i + 1; j < placed.size(); ++j)
                QVERIFY2(!placed[i].intersects(placed[j]), qPrintable(QStringLiteral("%1 on %2").arg(i).arg(j)));
        }
    }

    // The placement itself: three labels at one tip (seek at frame 0: v_d, F and ΣF end at the
    // same point) go round it without overlapping, nearest first.
    void placementSpreadsLabelsAtOneTip()
    {
        const QSizeF box(24, 20);
        const std::vector<diagrams::LabelRequest> requests(3, diagrams::LabelRequest{QPointF(100, 100), QPointF(1, 0), box});
        const auto placed = diagrams::placeLabels(requests, {}, 4.0);
        QCOMPARE(placed.size(), std::size_t(3));
        // The first straight ahead: its left edge 4 px past the tip, centred on the arrow's line.
        QCOMPARE(placed[0], QRectF(104, 90, 24, 20));
        QVERIFY(!placed[0].intersects(placed[1]) && !placed[0].intersects(placed[2]) && !placed[1].intersects(placed[2]));
        // A kept-clear box in the way pushes the first one round the tip too.
        const auto moved = diagrams::placeLabels({requests[0]}, {QRectF(100, 80, 40, 40)}, 4.0);
        QVERIFY(!moved[0].intersects(QRectF(100, 80, 40, 40)));
    }

    // Item 12: every two kinds one scenario can show differ by CIE76 ΔE ≥ 27 (F and the old ΣF
    // were 24.6 apart), every kind has a contrast of 3.5 against the stage, and the faint things
    // (grid, path, trails, other vehicles' vectors, the in-sight area) stay visible on a projector.
    void coloursApartAndVisible()
    {
        const QColor bg = diagrams::stageStyle().background;
        double worst = 1e9;
        QString worstPair;
        for (const auto& info : steer_test::tableScenarios()) {
            const diagrams::KindSet kinds = diagrams::kindsPossible(steer::makeWorld(info.id, 1));
            for (int a = 0; a < steer::kItemKindCount; ++a)
                for (int b = a + 1; b < steer::kItemKindCount; ++b) {
                    if (!kinds.test(std::size_t(a)) || !kinds.test(std::size_t(b)))
                        continue;
                    const double d = deltaE76(diagrams::styleFor(ItemKind(a)).color, diagrams::styleFor(ItemKind(b)).color);
                    if (d < worst) {
                        worst = d;
                        worstPair = QStringLiteral("%1/%2 in %3").arg(QString::fromUtf8(steer::itemKindId(ItemKind(a)).data()),
                                                                     QString::fromUtf8(steer::itemKindId(ItemKind(b)).data()),
                                                                     QString::fromUtf8(info.key.data()));
                    }
                }
        }
        qInfo("closest pair of kinds: ΔE %.1f (%s)", worst, qPrintable(worstPair));
        QVERIFY2(worst >= 27.0, qPrintable(worstPair));
        QVERIFY(deltaE76(diagrams::styleFor(ItemKind::SteeringForce).color, diagrams::styleFor(ItemKind::TotalForce).color)
                > 60);
        for (int k = 0; k < steer::kItemKindCount; ++k)
            QVERIFY2(contrast(diagrams::styleFor(ItemKind(k)).color, bg) >= 3.5, steer::itemKindId(ItemKind(k)).data());

        const diagrams::StageStyle& st = diagrams::stageStyle();
        QColor oldest = st.trail, newest = st.trail;
        oldest.setAlpha(st.trailAlphaOldest);
        newest.setAlpha(st.trailAlphaNewest);
        QColor area = diagrams::styleFor(ItemKind::InSightCone).color;
        area.setAlpha(st.areaAlpha);
        qInfo("contrast: grid %.2f, path %.2f, trail %.2f..%.2f, in-sight area %.2f", contrast(st.grid, bg),
              contrast(st.path, bg), contrast(over(oldest, bg), bg), contrast(over(newest, bg), bg),
              contrast(over(area, bg), bg));
        QVERIFY(contrast(st.grid, bg) >= 1.35);      // was 1.17 (black at alpha 18)
        QVERIFY(contrast(st.path, bg) >= 3.0);
        QVERIFY(contrast(over(oldest, bg), bg) >= 1.6); // was 1.40
        QVERIFY(contrast(over(newest, bg), bg) >= 4.5);
        QVERIFY(contrast(over(area, bg), bg) >= 1.25);  // was 1.10
        for (int k = 0; k < steer::kItemKindCount; ++k) {
            QColor other = diagrams::styleFor(ItemKind(k)).color;
            other.setAlpha(st.otherAlpha);
            QVERIFY2(contrast(over(other, bg), bg) >= 2.0, steer::itemKindId(ItemKind(k)).data()); // was 1.56 at alpha 95
        }
        // What is painted is what the table says: a grid line's pixel.
        diagrams::OverlayOptions bare;
        bare.legend = false;
        const World w = steer::makeWorld(ScenarioId::Wander, 1);
        const auto layout = diagrams::frameLayout(QRectF(0, 0, 1280, 800), w, -1, bare);
        const QImage img = diagrams::renderImage(w, -1, bare, QSize(1280, 800));
        const QPointF onGrid = layout.stage.topLeft() + QPointF(250, 125) * layout.pixelsPerUnit;
        QVERIFY(pixelsNear(img, st.grid, 12, QRect(onGrid.toPoint() - QPoint(0, 3), QSize(1, 7))) >= 1);
    }

    // Item 13: the closing segment of a looping path is drawn; an open path has none.
    void loopingPathIsClosed()
    {
        World w = steer::makeWorld(ScenarioId::Path, 1);
        QVERIFY(w.path.points.size() >= 3);
        QVERIFY(w.path.loop);
        diagrams::OverlayOptions bare;
        bare.legend = bare.vehicleNames = bare.labels = bare.otherVehicles = false;
        bare.visible.reset();
        const QSize size(1280, 800);
        const auto layout = diagrams::frameLayout(QRectF(QPointF(0, 0), QSizeF(size)), w, -1, bare);
        const auto& a = w.path.points.back();
        const auto& b = w.path.points.front();
        auto closingPixels = [&](const QImage& img) {
            int n = 0;
            // Along the middle 60% of the segment from the last waypoint back to the first.
            for (double t = 0.2; t <= 0.8; t += 0.05) {
                const QPointF p = layout.stage.topLeft()
                    + QPointF(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t) * layout.pixelsPerUnit;
                n += pixelsNear(img, diagrams::stageStyle().path, 60, QRect(p.toPoint() - QPoint(1, 1), QSize(3, 3))) > 0;
            }
            return n;
        };
        World hidden = w;
        hidden.vehicles.clear(); // nothing else may lie on the segment
        const int closed = closingPixels(diagrams::renderImage(hidden, -1, bare, size));
        hidden.path.loop = false;
        const int open = closingPixels(diagrams::renderImage(hidden, -1, bare, size));
        qInfo("closing segment samples with the path's colour: %d looped, %d open (of 13)", closed, open);
        QVERIFY(closed >= 12);
        QCOMPARE(open, 0);
    }

    // Item 13: waypoints are picked, dragged and deleted on the stage; every drag ends with one
    // dragFinished.
    void waypointsDragAndDelete()
    {
        StageView view;
        view.resize(1280, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        World w = steer::makeWorld(ScenarioId::Path, 1);
        w.vehicles[0].position = {20, 380}; // away from the waypoints
        view.setWorld(w);
        view.fitStage();
        QSignalSpy dragged(&view, &StageView::waypointDragged);
        QSignalSpy deleted(&view, &StageView::waypointDeleteRequested);
        QSignalSpy finished(&view, &StageView::dragFinished);
        QSignalSpy clicked(&view, &StageView::stageClicked);
        auto at = [&](steer::Vector2D p, QPointF d = {}) { return view.mapFromScene(QPointF(p.x, p.y) + d); };
        const auto p1 = w.path.points[1];
        QCOMPARE(view.waypointAt(QPointF(p1.x + 4, p1.y)), 1);

        QTest::mouseClick(view.viewport(), Qt::RightButton, {}, at(p1, {3, 2}));
        QCOMPARE(deleted.count(), 1);
        QCOMPARE(deleted.at(0).at(0).toInt(), 1);
        QCOMPARE(clicked.count(), 0);

        const auto p2 = w.path.points[2];
        QTest::mousePress(view.viewport(), Qt::LeftButton, {}, at(p2, {2, 0}));
        for (int i = 1; i <= 4; ++i)
            QTest::mouseMove(view.viewport(), at(p2, {2.0 + 10 * i, 5.0 * i}));
        QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, at(p2, {42, 20}));
        QVERIFY(dragged.count() >= 2);
        QCOMPARE(dragged.last().at(0).toInt(), 2);
        const QPointF moved = dragged.last().at(1).toPointF();
        // Grabbed 2 px right of the centre: the waypoint's centre follows the grab.
        QVERIFY(std::abs(moved.x() - (p2.x + 40)) < 1.5 && std::abs(moved.y() - (p2.y + 20)) < 1.5);
        QCOMPARE(finished.count(), 1);
        QCOMPARE(clicked.count(), 0);

        // A plain click picks a waypoint (no move, no new waypoint); Delete then removes it.
        const auto p0 = w.path.points[0];
        const int before = int(dragged.count());
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, at(p0));
        QCOMPARE(int(dragged.count()), before);
        QCOMPARE(clicked.count(), 0);
        QCOMPARE(view.stageItem()->waypointHighlight(), 0);
        QTest::mouseMove(view.viewport(), view.mapFromScene(QPointF(300, 390)));
        QTest::keyClick(view.viewport(), Qt::Key_Delete);
        QCOMPARE(deleted.count(), 2);
        QCOMPARE(deleted.last().at(0).toInt(), 0);

        // Dragging the target or an obstacle also ends with dragFinished.
        World seek = steer::makeWorld(ScenarioId::Seek, 1);
        seek.vehicles[0].position = {50, 350};
        view.setWorld(seek);
        QTest::mousePress(view.viewport(), Qt::LeftButton, {}, at(seek.pointer));
        QTest::mouseMove(view.viewport(), at(seek.pointer, {30, 30}));
        QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, at(seek.pointer, {30, 30}));
        QCOMPARE(finished.count(), 2);
        const World avoid = steer::makeWorld(ScenarioId::Avoid, 1);
        view.setWorld(avoid);
        const auto c = avoid.obstacles[2].position;
        QTest::mousePress(view.viewport(), Qt::LeftButton, {}, at(c, {3, 0}));
        QTest::mouseMove(view.viewport(), at(c, {30, 10}));
        QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, at(c, {30, 10}));
        QCOMPARE(finished.count(), 3);
    }

    // Item 13 on the real window: a right-click deletes the waypoint from the world, a drag moves
    // it, and each is one undo step.
    void windowEditsWaypoints()
    {
        MainWindow w;
        open(w, QSize(1280, 800), ScenarioId::Path, 0);
        Controller* c = w.controller();
        StageView* view = w.stageView();
        const auto points = c->world().path.points;
        QVERIFY(points.size() >= 3);
        const auto p1 = points[1];
        QTest::mouseClick(view->viewport(), Qt::RightButton, {}, view->mapFromScene(QPointF(p1.x, p1.y)));
        QCOMPARE(c->world().path.points.size(), points.size() - 1);
        QCOMPARE(c->world().path.points[1].x, points[2].x);
        c->undoStack()->undo();
        QCOMPARE(c->world().path.points.size(), points.size());
        QCOMPARE(c->world().path.points[1].x, p1.x);

        const auto p0 = points[0];
        QTest::mousePress(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(QPointF(p0.x, p0.y)));
        for (int i = 1; i <= 3; ++i)
            QTest::mouseMove(view->viewport(), view->mapFromScene(QPointF(p0.x + 10 * i, p0.y + 10 * i)));
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(QPointF(p0.x + 30, p0.y + 30)));
        QVERIFY(std::abs(c->world().path.points[0].x - (p0.x + 30)) < 1.5);
        QVERIFY(std::abs(c->world().path.points[0].y - (p0.y + 30)) < 1.5);
        QCOMPARE(c->world().path.points.size(), points.size());
        c->undoStack()->undo(); // the whole drag at once
        QCOMPARE(c->world().path.points[0].x, p0.x);
        QCOMPARE(c->world().path.points[0].y, p0.y);
    }

    // Item 14: the plot counts what the formulas count (the same record), and at the window's
    // size no text of the plot is cut, in any language.
    void lennardJonesPlotAgreesAndFits_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<int>("frame");
        int index = 0;
        for (const QString& lang : {QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("ru")})
            for (QSize size : {QSize(1280, 800), QSize(1920, 1080)})
                for (int frame : {0, 45})
                    if (steer_test::keepRow(index++))
                        QTest::addRow("%s-%dx%d-%d", qPrintable(lang), size.width(), size.height(), frame)
                            << lang << size << frame;
    }
    void lennardJonesPlotAgreesAndFits()
    {
        QFETCH(QString, lang);
        QFETCH(QSize, size);
        QFETCH(int, frame);
        MainWindow w;
        QVERIFY(w.setLanguage(lang));
        open(w, size, ScenarioId::LennardJones, frame);
        QCoreApplication::processEvents();
        LennardJonesPlot* plot = w.lennardJonesPlot();
        QVERIFY(plot->isVisible());
        const World& world = w.controller()->world();
        const int player = world.indexOf("player");
        const steer::BehaviourRecord* lj = nullptr;
        int pushes = 0;
        for (const auto& r : world.explanations[std::size_t(player)].calls) {
            if (r.behaviour == steer::Behaviour::LennardJones)
                lj = &r;
            pushes += r.behaviour == steer::Behaviour::LennardJonesPush ? 1 : 0;
        }
        QVERIFY(lj);
        const int obstacles = lj->as<steer::LennardJonesRecord>().obstacles;
        QCOMPARE(plot->obstacleCount(), obstacles);
        QCOMPARE(plot->beyondCutoff(), obstacles - lj->as<steer::LennardJonesRecord>().pushes);
        QCOMPARE(lj->as<steer::LennardJonesRecord>().pushes, pushes);
        int within = 0;
        for (const auto& m : plot->marks())
            within += m.withinCutoff ? 1 : 0;
        QCOMPARE(within, pushes);
        if (lang == QStringLiteral("en")) {
            w.formulaPanel()->flush();
            QVERIFY(w.formulaPanel()->plainText().contains(
                QStringLiteral("%1 of %2 obstacles are farther than the cut-off").arg(obstacles - pushes).arg(obstacles)));
        }
        const auto texts = plot->texts();
        QVERIFY(texts.size() >= 12);
        const QFontMetricsF fm(plot->font());
        const QRectF inside = QRectF(plot->rect()).adjusted(-0.5, -0.5, 0.5, 0.5);
        for (std::size_t i = 0; i < texts.size(); ++i) {
            const auto& t = texts[i];
            QVERIFY2(inside.contains(t.box), qPrintable(QStringLiteral("'%1' leaves the plot").arg(t.text)));
            QVERIFY2(fm.horizontalAdvance(t.text) <= t.box.width() + 0.5,
                     qPrintable(QStringLiteral("'%1' is cut").arg(t.text)));
            QVERIFY(!t.text.contains(QChar(0x2026)));
            for (std::size_t j = i + 1; j < texts.size(); ++j)
                QVERIFY2(!t.box.intersects(texts[j].box),
                         qPrintable(QStringLiteral("'%1' on '%2'").arg(t.text, texts[j].text)));
        }
    }

    // #14, the geometry the formulas state. SeekTest at frame 1 (the step 1 → 2; by hand in
    // tst_formula_copy): p1 = v1 = (0.80874, 0.58817), v_d = normalize(target − p1)·10 =
    // (8.0874, 5.8817), F = v_d − v1 = (7.2786, 5.2935), |F| = 9. Drawn ×5 about p1:
    //   tip of v   = p1 + 5·v1   = 6·p1 = (4.8524, 3.5290)
    //   tip of v_d = p1 + 5·v_d  = (41.246, 29.997)
    // so the triangle's F runs from (4.8524, 3.5290) to (41.246, 29.997): v + F = v_d closes. Without
    // the triangle F starts at p1 and ends at p1 + 5·F = (37.202, 27.056).
    void triangleClosesAtTheTipOfV()
    {
        // The records of the core's second step are the step 1 → 2, shown with frame 1.
        const World w = testing_runs::coreWorld(ScenarioId::Seek, 2);
        const auto& ex = w.explanations[0];
        const steer::Vector2D anchor = diagrams::recordAnchor(w, 0);
        diagrams::OverlayOptions o;
        QVERIFY(!o.triangle); // the teacher switches it on in the Overlay panel
        o.triangle = true;
        std::size_t seek = ex.calls.size();
        for (std::size_t c = 0; c < ex.calls.size(); ++c)
            if (ex.calls[c].behaviour == steer::Behaviour::Seek)
                seek = c;
        QVERIFY(seek < ex.calls.size());
        const steer::Item* f = diagrams::triangleForce(ex, seek);
        QVERIFY(f && f == ex.calls[seek].firstItem(steer::ItemKind::SteeringForce));
        auto near = [](QPointF a, QPointF b) { return std::hypot(a.x() - b.x(), a.y() - b.y()) < 1e-3; };
        const diagrams::PlacedItem v = diagrams::placeCallItem(ex, seek, *ex.calls[seek].firstItem(steer::ItemKind::Velocity), anchor, o, 5.0);
        const diagrams::PlacedItem vd =
            diagrams::placeCallItem(ex, seek, *ex.calls[seek].firstItem(steer::ItemKind::DesiredVelocity), anchor, o, 5.0);
        const diagrams::PlacedItem F = diagrams::placeCallItem(ex, seek, *f, anchor, o, 5.0);
        QVERIFY(near(v.from, QPointF(0.80874, 0.58817)));
        QVERIFY(near(v.to, QPointF(4.8524, 3.5290)));
        QVERIFY(near(vd.to, QPointF(41.246, 29.997)));
        QVERIFY(near(F.from, QPointF(4.8524, 3.5290)) && near(F.from, v.to));
        QVERIFY(near(F.to, QPointF(41.246, 29.997)) && near(F.to, vd.to));
        o.triangle = false;
        const diagrams::PlacedItem plain = diagrams::placeCallItem(ex, seek, *f, anchor, o, 5.0);
        QVERIFY(near(plain.from, QPointF(0.80874, 0.58817)) && near(plain.to, QPointF(37.202, 27.056)));

        // Drawn: v1 lies along F here (p1 is on the line to the target), so both F's lie on that line,
        // at (1 + s)·v1: the plain one for s in 0..45, the triangle's for s in 5..50. At 4 pixels a
        // unit, s = 2 ((2.426, 1.765) → pixel (9.7, 7.1)) is the plain F's alone and s = 48
        // ((39.628, 28.820) → pixel (158.5, 115.3)) the triangle's alone.
        auto render = [&](bool triangle) {
            diagrams::OverlayOptions only;
            only.visible.reset();
            only.visible.set(std::size_t(ItemKind::SteeringForce));
            only.legend = only.labels = only.vehicleNames = only.otherVehicles = false;
            only.triangle = triangle;
            QImage img(240, 160, QImage::Format_ARGB32_Premultiplied);
            img.fill(Qt::white);
            QPainter p(&img);
            p.setRenderHint(QPainter::Antialiasing);
            p.scale(4, 4);
            diagrams::paintOverlay(p, w, 0, only, 4);
            return img;
        };
        const QColor red = diagrams::styleFor(ItemKind::SteeringForce).color;
        const QImage withTriangle = render(true), without = render(false);
        QVERIFY(pixelsNear(withTriangle, red, 40, QRect(158 - 2, 115 - 2, 5, 5)) > 0);
        QCOMPARE(pixelsNear(withTriangle, red, 40, QRect(10 - 2, 7 - 2, 5, 5)), 0);
        QVERIFY(pixelsNear(without, red, 40, QRect(10 - 2, 7 - 2, 5, 5)) > 0);
        QCOMPARE(pixelsNear(without, red, 40, QRect(158 - 2, 115 - 2, 5, 5)), 0);
    }

    // truncate(ΣF, maxForce) at SeekTest's frame 1: ΣF = F = (7.2786, 5.2935), |ΣF| = 9 > maxForce 1,
    // so the applied part is ΣF/9 = (0.80874, 0.58817): ×5 about p1 it runs from p1 to
    // p1 + 5·(0.80874, 0.58817) = (4.8524, 3.5290), and the part cut away from there to
    // p1 + 5·ΣF = (37.202, 27.056). A sum within maxForce, (0.3, 0.4) (length 0.5), is not cut.
    // FleeTest: flee computes F = v_d − v as seek does, then adds −F. The triangle's side is the F it
    // computes (recorded as FleeForce), for which v + F = v_d holds, never the −F it applies (recorded
    // as SteeringForce, which would close the triangle only if F were zero).
    void fleeTriangleUsesTheComputedForce()
    {
        const World w = testing_runs::coreWorld(ScenarioId::Flee, 2);
        const auto& ex = w.explanations[0];
        std::size_t flee = ex.calls.size();
        for (std::size_t c = 0; c < ex.calls.size(); ++c)
            if (ex.calls[c].behaviour == steer::Behaviour::Flee)
                flee = c;
        QVERIFY(flee < ex.calls.size());
        const auto& d = ex.calls[flee].as<steer::FleeRecord>();
        QVERIFY(d.force.length() > 1e-6);
        const steer::Item* f = diagrams::triangleForce(ex, flee);
        QVERIFY(f);
        QCOMPARE(f->kind, steer::ItemKind::FleeForce);
        QCOMPARE(f->vec, d.force);
        QVERIFY((d.velocity + f->vec - d.desiredVelocity).length() < 1e-9 * (1 + d.desiredVelocity.length()));
    }

    void truncationShowsAppliedAndCutAway()
    {
        // The records of the core's second step are the step 1 → 2, shown with frame 1.
        const World w = testing_runs::coreWorld(ScenarioId::Seek, 2);
        const steer::UpdateRecord& u = w.explanations[0].update;
        auto near = [](QPointF a, QPointF b) { return std::hypot(a.x() - b.x(), a.y() - b.y()) < 1e-3; };
        const diagrams::TruncationParts t = diagrams::placeTruncation(u, 5.0);
        QVERIFY(near(t.applied.from, QPointF(0.80874, 0.58817)));
        QVERIFY(near(t.applied.to, QPointF(4.8524, 3.5290)));
        QVERIFY(t.cutAway.has_value());
        QVERIFY(near(t.cutAway->from, t.applied.to));
        QVERIFY(near(t.cutAway->to, QPointF(37.202, 27.056)));
        steer::UpdateRecord small;
        small.force = small.forceTruncated = steer::Vector2D{0.3, 0.4};
        const diagrams::TruncationParts s = diagrams::placeTruncation(small, 5.0);
        QVERIFY(!s.cutAway.has_value());
        QVERIFY(near(s.applied.to, QPointF(1.5, 2.0)));

        // Drawn at 4 pixels a unit: the applied part in full colour (its middle (2.83, 2.06) →
        // pixel (11, 8)); the part cut away only faintly (its middle (21.03, 15.29) → (84, 61)).
        diagrams::OverlayOptions only;
        only.visible.reset();
        only.visible.set(std::size_t(ItemKind::TotalForce));
        only.legend = only.labels = only.vehicleNames = only.otherVehicles = false;
        QImage img(240, 160, QImage::Format_ARGB32_Premultiplied);
        img.fill(Qt::white);
        {
            QPainter p(&img);
            p.setRenderHint(QPainter::Antialiasing);
            p.scale(4, 4);
            diagrams::paintOverlay(p, w, 0, only, 4);
        }
        const QColor plum = diagrams::styleFor(ItemKind::TotalForce).color;
        QVERIFY(pixelsNear(img, plum, 40, QRect(9, 6, 5, 5)) > 0);
        QCOMPARE(pixelsNear(img, plum, 40, QRect(82, 59, 5, 5)), 0);
        QVERIFY(pixelsNear(img, over(QColor(plum.red(), plum.green(), plum.blue(), diagrams::kBeforeTruncationAlpha),
                                     Qt::white), 40, QRect(76, 53, 17, 17)) > 0);
    }

    // The magnifier's factor: the largest of 1, 2, 5, 10 ... 1000 that keeps the largest force
    // within the card's reach. A force of 0.4 on a stage at 1.6 pixels a unit, reach 78.5 pixels:
    // 78.5 / (0.4·1.6) = 122.7 → ×100. SeekTest's frame 1 on a stage at 2 pixels a unit: the largest
    // force is ΣF = F, |F| = 9 (above); the 210-pixel card less its 24-pixel caption leaves 208 × 185,
    // reach 185/2 − 14 = 78.5, so 78.5 / (9·2) = 4.36 → ×2 with the stage's vectors at ×1; v (1) and
    // v_d (10) reach 2·2·10 = 40 pixels, inside: the triangle fits. With the stage at its default ×5
    // the card never shows less (×5), and v_d reaches 5·2·10 = 100 > 78.5 pixels: F stays at the
    // vehicle there. The card sits in the lower left corner (the vehicle is at the top left,
    // (1.6, 1.2) pixels): from (8, 800 − 8 − 210) = (8, 582).
    void magnifierFactorFitsTheLargestForce()
    {
        QCOMPARE(diagrams::magnifierFactor(0.4, 78.5, 1.6), 100.0);
        QCOMPARE(diagrams::magnifierFactor(9.0, 78.5, 2.0), 2.0);
        QCOMPARE(diagrams::magnifierFactor(100.0, 50.0, 1.0), 1.0); // longer than the card even ×1
        // The records of the core's second step are the step 1 → 2, shown with frame 1.
        const World w = testing_runs::coreWorld(ScenarioId::Seek, 2);
        diagrams::OverlayOptions o;
        QVERIFY(!diagrams::magnifierLayout(w, 0, o, QTransform::fromScale(2, 2), QSizeF(1100, 800))); // off by default
        o.magnifier = true;
        o.triangle = true;
        const auto atFive = diagrams::magnifierLayout(w, 0, o, QTransform::fromScale(2, 2), QSizeF(1100, 800));
        QVERIFY(atFive.has_value());
        QCOMPARE(atFive->factor, 5.0);
        QVERIFY(!atFive->triangle);
        o.vectorScale = 1.0;
        const auto m = diagrams::magnifierLayout(w, 0, o, QTransform::fromScale(2, 2), QSizeF(1100, 800));
        QVERIFY(m.has_value());
        QVERIFY(std::abs(m->longest - 9.0) < 1e-9); // |ΣF| = 9
        QVERIFY(std::abs(m->radius - 78.5) < 1e-9);
        QCOMPARE(m->factor, 2.0);
        QVERIFY(m->triangle);
        QCOMPARE(m->card, QRectF(8, 582, 210, 210));
        // A compare pane's stage (500 × 364 pixels) leaves no room for a card: none is drawn.
        QVERIFY(!diagrams::magnifierLayout(w, 0, o, QTransform::fromScale(500.0 / 550, 500.0 / 550), QSizeF(500, 364)));
        language::install(QStringLiteral("zh_CN"));
        QCOMPARE(diagrams::magnifierCaption(20), QStringLiteral("放大镜：向量 ×20"));
        language::install(QStringLiteral("ru"));
        QCOMPARE(diagrams::magnifierCaption(20), QStringLiteral("Лупа: векторы ×20"));
    }

    // The card is part of the picture: an exported PNG shows it (its caption) with the option on,
    // and the bare stage there without it.
    void magnifierIsInTheExport()
    {
        World w = steer::makeWorld(ScenarioId::Arrive, 1);
        for (int i = 0; i < 40; ++i)
            w.step();
        diagrams::OverlayOptions o;
        o.legend = false;
        auto render = [&](bool on) {
            o.magnifier = on;
            QImage img(1280, 800, QImage::Format_ARGB32_Premultiplied);
            QPainter p(&img);
            diagrams::renderFrame(p, QRectF(img.rect()), w, 0, o);
            return img;
        };
        const QImage with = render(true), without = render(false);
        // Where renderFrame puts the card: the stage as frameLayout fits it, sizes as it grows them.
        o.magnifier = true;
        o.uiScale *= diagrams::autoUiScale(QSizeF(1280, 800)) * diagrams::stageStyle().textScale;
        const auto layout = diagrams::frameLayout(QRectF(0, 0, 1280, 800), w, 0, o);
        QTransform toDevice;
        toDevice.translate(layout.stage.left(), layout.stage.top());
        toDevice.scale(layout.pixelsPerUnit, layout.pixelsPerUnit);
        const auto m = diagrams::magnifierLayout(w, 0, o, toDevice, QSizeF(1280, 800));
        QVERIFY(m.has_value());
        // The caption's letters in ink across the card's top; on the bare stage there, only grid.
        const QRect caption = m->card.adjusted(4, 2, -4, -(m->card.height() - 24)).toRect();
        const QColor ink = diagrams::stageStyle().ink;
        QVERIFY(pixelsNear(with, ink, 60, caption) > 20);
        QCOMPARE(pixelsNear(without, ink, 60, caption), 0);
    }
};

QTEST_MAIN(TestStageDrawing)
#include "tst_stage_drawing.moc"
