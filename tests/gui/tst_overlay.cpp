// The overlay and the stage view, offscreen: every kind the selected vehicle records can be
// switched off and its colour disappears, the vector scale stretches arrows, the selection and
// highlights show, the legend lists what is drawn, and the view turns mouse gestures into signals.
#include "diagram_style.h"
#include "export.h"
#include "language.h"
#include "overlay_geometry.h"
#include "overlay_hit.h"
#include "scenarios.h"
#include "stage_item.h"
#include "stage_view.h"
#include "world_painter.h"
#include "table_scenarios.h"

#include <QApplication>
#include <QFile>
#include <QPainter>
#include <QSignalSpy>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <cmath>

using steer::ItemKind;
using steer::ScenarioId;

namespace {

const QSize kSize(1280, 800);

steer::World stepped(ScenarioId id, int frames)
{
    steer::World w = steer::makeWorld(id, 1);
    for (int i = 0; i < frames; ++i)
        w.step();
    return w;
}

int mainIndex(const steer::World& w)
{
    return w.indexOf(steer::scenarioInfo(w.scenario).mainVehicle);
}

// Only the overlay's own pixels: no legend swatches, no names, no faint others.
diagrams::OverlayOptions bare()
{
    diagrams::OverlayOptions o;
    o.legend = false;
    o.vehicleNames = false;
    o.otherVehicles = false;
    o.labels = false;
    return o;
}

int countColour(const QImage& img, QColor c, int tolerance = 40)
{
    int n = 0;
    for (int y = 0; y < img.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(img.constScanLine(y));
        for (int x = 0; x < img.width(); ++x) {
            const QRgb p = line[x];
            if (std::abs(qRed(p) - c.red()) + std::abs(qGreen(p) - c.green()) + std::abs(qBlue(p) - c.blue())
                <= tolerance)
                ++n;
        }
    }
    return n;
}

// Farthest pixel of colour `c` from `centre` (device pixels).
double reach(const QImage& img, QColor c, QPointF centre)
{
    double best = 0;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x) {
            const QRgb p = img.pixel(x, y);
            if (std::abs(qRed(p) - c.red()) + std::abs(qGreen(p) - c.green()) + std::abs(qBlue(p) - c.blue()) <= 30)
                best = std::max(best, std::hypot(x - centre.x(), y - centre.y()));
        }
    return best;
}

// Kinds of the vehicle's records big enough to leave pixels (a force of 0.1 px/frame² drawn
// x5 is under a pixel long and honestly invisible).
diagrams::KindSet visibleKindsOf(const steer::World& w, int vehicle, double scale, double ppu)
{
    diagrams::KindSet s;
    const auto& ex = w.explanations[std::size_t(vehicle)];
    for (std::size_t c = 0; c < ex.calls.size(); ++c)
        for (const auto& i : ex.calls[c].items) {
            const ItemKind kind = steer::shownKind(ex, c, i); // a rule's force is drawn as its own kind
            const double k = diagrams::styleFor(kind).scaled ? scale : 1.0;
            double size = 10;
            if (i.geometry == steer::Geometry::Arrow || i.geometry == steer::Geometry::Segment)
                size = i.vec.length() * k * ppu;
            else if (i.geometry == steer::Geometry::Circle || i.geometry == steer::Geometry::Sector)
                size = i.radius * k * ppu;
            if (size >= 8)
                s.set(std::size_t(kind));
        }
    if (ex.updated && ex.update.steered && ex.update.force.length() * scale * ppu >= 8)
        s.set(std::size_t(ItemKind::TotalForce));
    return s;
}

// The first frame at which the main vehicle records `kind` (avoid: the feeler meets a circle).
int firstFrameWith(ScenarioId id, ItemKind kind, int maxFrames)
{
    steer::World w = steer::makeWorld(id, 1);
    for (int f = 1; f <= maxFrames; ++f) {
        w.step();
        const auto& ex = w.explanations[std::size_t(mainIndex(w))];
        for (const auto& c : ex.calls)
            for (const auto& i : c.items)
                if (i.kind == kind)
                    return f;
    }
    return -1;
}

diagrams::KindSet kindsOf(const steer::World& w, int vehicle)
{
    diagrams::KindSet s;
    const auto& ex = w.explanations[std::size_t(vehicle)];
    for (std::size_t c = 0; c < ex.calls.size(); ++c)
        for (const auto& i : ex.calls[c].items)
            s.set(std::size_t(steer::shownKind(ex, c, i))); // as drawn: a rule's force as its own kind
    if (ex.updated && ex.update.steered)
        s.set(std::size_t(ItemKind::TotalForce));
    return s;
}

QPoint viewPoint(const StageView& v, double x, double y)
{
    return v.mapFromScene(QPointF(x, y));
}

} // namespace

class TestOverlay : public QObject {
    Q_OBJECT
private slots:
    void eachKindToggleRemovesItsPixels_data();
    void eachKindToggleRemovesItsPixels();
    void everyKindIsDrawnSomewhere();
    void vectorScaleStretchesArrows();
    void selectedVehicleIsHighlighted();
    void highlightMakesItemHeavier();
    void legendListsVisibleKinds();
    void legendExplainsTheStagesMarks();
    void hitTestFindsDrawnArrow();
    void exportedPngShowsVehiclesAndOverlay();
    void exportedSvgIsWellFormedAndRenders();
    void viewFitsStageAndZooms();
    void viewClickSelectsAndAddsWaypoint();
    void viewDragsTargetAndObstacle();
    void crowdKeepsSelectedRecordsOnClick();
    void viewHoverReportsItem();
    void trailsFollowFramesAndReset();
};

void TestOverlay::eachKindToggleRemovesItsPixels_data()
{
    QTest::addColumn<int>("scenario");
    QTest::addColumn<int>("frames");
    for (const auto& info : steer_test::tableScenarios())
        QTest::newRow(info.key.data()) << int(info.id) << 30;
    const int hit = firstFrameWith(ScenarioId::Avoid, ItemKind::Brake, 2000);
    QTest::newRow("avoid, feeler meets a circle") << int(ScenarioId::Avoid) << hit;
}

void TestOverlay::eachKindToggleRemovesItsPixels()
{
    QFETCH(int, scenario);
    QFETCH(int, frames);
    QVERIFY(frames > 0);
    const steer::World w = stepped(ScenarioId(scenario), frames);
    const int sel = mainIndex(w);
    QVERIFY(sel >= 0);
    const diagrams::OverlayOptions all = bare();
    const auto layout = diagrams::frameLayout(QRectF(QPointF(0, 0), QSizeF(kSize)), w, sel, all);
    const diagrams::KindSet kinds = visibleKindsOf(w, sel, all.vectorScale, layout.pixelsPerUnit);
    QVERIFY(kinds.count() >= 3);
    const QImage full = diagrams::renderImage(w, sel, all, kSize);
    for (int k = 0; k < steer::kItemKindCount; ++k) {
        if (!kinds.test(std::size_t(k)))
            continue;
        const QColor c = diagrams::styleFor(ItemKind(k)).color;
        diagrams::OverlayOptions without = all;
        without.visible.reset(std::size_t(k));
        const QImage off = diagrams::renderImage(w, sel, without, kSize);
        // An avoid circle ahead that does not push is drawn faded (kIdleCircleAlpha over the stage).
        const QColor bg = diagrams::stageStyle().background;
        const double a = diagrams::kIdleCircleAlpha / 255.0;
        const QColor idle(int(c.red() * a + bg.red() * (1 - a)), int(c.green() * a + bg.green() * (1 - a)),
                          int(c.blue() * a + bg.blue() * (1 - a)));
        const int on = countColour(full, c) + countColour(full, idle, 12);
        const int gone = countColour(off, c) + countColour(off, idle, 12);
        if (on <= gone)
            qWarning("kind %s: %d pixels with, %d without", steer::itemKindId(ItemKind(k)).data(), on, gone);
        QVERIFY2(on > gone, steer::itemKindId(ItemKind(k)).data());
    }
}

void TestOverlay::everyKindIsDrawnSomewhere()
{
    // Across the 13 demos (plus a late avoid frame where the feeler meets a circle), the selected
    // vehicles' records cover every kind the style table has.
    diagrams::KindSet seen;
    for (const auto& info : steer_test::tableScenarios()) {
        for (int frames : {30, 140}) {
            const steer::World w = stepped(info.id, frames);
            seen |= kindsOf(w, mainIndex(w));
        }
    }
    const steer::World hit = stepped(ScenarioId::Avoid, firstFrameWith(ScenarioId::Avoid, ItemKind::Brake, 2000));
    seen |= kindsOf(hit, mainIndex(hit));
    for (int k = 0; k < steer::kItemKindCount; ++k)
        if (!seen.test(std::size_t(k)))
            qWarning("never recorded: %s", steer::itemKindId(ItemKind(k)).data());
    QCOMPARE(int(seen.count()), steer::kItemKindCount);
}

void TestOverlay::vectorScaleStretchesArrows()
{
    const steer::World w = stepped(ScenarioId::Seek, 5);
    diagrams::OverlayOptions o = bare();
    o.visible.reset();
    o.visible.set(std::size_t(ItemKind::Velocity));
    const auto layout = diagrams::frameLayout(QRectF(QPointF(0, 0), QSizeF(kSize)), w, 0, o);
    const steer::Vector2D at = diagrams::recordAnchor(w, 0);
    const QPointF centre = layout.stage.topLeft() + QPointF(at.x, at.y) * layout.pixelsPerUnit;
    const QColor blue = diagrams::styleFor(ItemKind::Velocity).color;
    o.vectorScale = 5;
    const double r5 = reach(diagrams::renderImage(w, 0, o, kSize), blue, centre);
    o.vectorScale = 10;
    const double r10 = reach(diagrams::renderImage(w, 0, o, kSize), blue, centre);
    const double expected5 = w.explanations[0].calls[0].firstItem(ItemKind::Velocity)->vec.length() * 5 * layout.pixelsPerUnit;
    qInfo("velocity arrow reach: %.1f px at x5 (expected %.1f), %.1f px at x10", r5, expected5, r10);
    QVERIFY(expected5 > 20);
    QVERIFY(std::abs(r5 - expected5) < 6);
    QVERIFY(std::abs(r10 / r5 - 2.0) < 0.1);
}

void TestOverlay::selectedVehicleIsHighlighted()
{
    const steer::World w = stepped(ScenarioId::PursueEvade, 10);
    diagrams::OverlayOptions o = bare();
    const QColor ringOnStage(253, 219, 101); // the selection ring's amber over the stage colour
    const int none = countColour(diagrams::renderImage(w, -1, o, kSize), ringOnStage, 40);
    const int first = countColour(diagrams::renderImage(w, 0, o, kSize), ringOnStage, 40);
    QCOMPARE(none, 0);
    QVERIFY(first > 200);
    // The selected vehicle's vectors are strong; without a selection nothing strong is drawn.
    const QColor force = diagrams::styleFor(ItemKind::DesiredVelocity).color;
    QCOMPARE(countColour(diagrams::renderImage(w, -1, o, kSize), force, 30), 0);
    QVERIFY(countColour(diagrams::renderImage(w, 0, o, kSize), force, 30) > 50);
}

void TestOverlay::highlightMakesItemHeavier()
{
    const steer::World w = stepped(ScenarioId::Seek, 5);
    diagrams::OverlayOptions o = bare();
    const QColor green = diagrams::styleFor(ItemKind::DesiredVelocity).color;
    const int plain = countColour(diagrams::renderImage(w, 0, o, kSize), green, 30);
    o.highlightKind = ItemKind::DesiredVelocity;
    const int lit = countColour(diagrams::renderImage(w, 0, o, kSize), green, 30);
    qInfo("desired velocity pixels: %d plain, %d highlighted", plain, lit);
    QVERIFY(lit > plain * 3 / 2);
    // A highlight of another call leaves it alone.
    o.highlightKind.reset();
    o.highlightCall = 5;
    QCOMPARE(countColour(diagrams::renderImage(w, 0, o, kSize), green, 30), plain);
}

void TestOverlay::legendListsVisibleKinds()
{
    const steer::World w = stepped(ScenarioId::Arrive, 10);
    diagrams::OverlayOptions o;
    o.legendForm = diagrams::LegendForm::Full; // rows of 24 px (the compact form's are 21)
    const diagrams::KindSet present = diagrams::kindsDrawn(w, 0, o);
    QCOMPARE(present, diagrams::kindsPresent(w)); // one vehicle: everything recorded is drawn
    QVERIFY(present.test(std::size_t(ItemKind::ArrivalCircle)));
    const QSizeF all = diagrams::legendSize(w, 0, o);
    o.visible.reset(std::size_t(ItemKind::ArrivalCircle));
    const QSizeF fewer = diagrams::legendSize(w, 0, o);
    QCOMPARE(all.height() - fewer.height(), 24.0); // exactly one row
    o.legend = false;
    QVERIFY(diagrams::legendSize(w, 0, o).isEmpty());

    // Each listed kind's colour appears inside the legend box, beside the stage.
    o = diagrams::OverlayOptions();
    const QImage img = diagrams::renderImage(w, 0, o, kSize);
    const auto layout = diagrams::frameLayout(QRectF(QPointF(0, 0), QSizeF(kSize)), w, 0, o);
    QVERIFY(layout.legend.left() > layout.stage.right());
    const QImage box = img.copy(layout.legend.toRect());
    for (int k = 0; k < steer::kItemKindCount; ++k)
        if (present.test(std::size_t(k)))
            QVERIFY2(countColour(box, diagrams::styleFor(ItemKind(k)).color, 30) > 3,
                     steer::itemKindId(ItemKind(k)).data());
}

// Issue #14: what the stage draws gets a legend line that says what it is, only while it is drawn:
// the pointer's ring (where the demos' mouse is; dragging it moves the target), the grey cross of
// the target the behaviour used in the step (inside the ring after a drag, at p′ for a pursuer),
// and the flock's too-close circle, a whole disc round the vehicle, unlike the in-sight sector.
// In the interface language.
void TestOverlay::legendExplainsTheStagesMarks()
{
    const QString pointer = QStringLiteral("pointer target: drag it");
    const QString target = QStringLiteral("target: used in this step");
    const QString tooClose = QStringLiteral("too close: disc of radius tooCloseDist (in sight only)");
    diagrams::OverlayOptions o;
    o.live = true; // the window's legend: the target can be dragged there
    const steer::World seek = stepped(ScenarioId::Seek, 3);
    QStringList lines = diagrams::legendLines(seek, 0, o);
    QVERIFY2(lines.contains(pointer) && lines.contains(target) && !lines.contains(tooClose), qPrintable(lines.join('\n')));
    // A picture's legend only names it.
    diagrams::OverlayOptions picture = o;
    picture.live = false;
    QVERIFY(diagrams::legendLines(seek, 0, picture).contains(QStringLiteral("pointer target")));
    QVERIFY(!diagrams::legendLines(seek, 0, picture).contains(pointer));
    // Pursue has no pointer: no ring, no line for it.
    const steer::World pursue = stepped(ScenarioId::Pursue, 3);
    lines = diagrams::legendLines(pursue, mainIndex(pursue), o);
    QVERIFY2(!lines.contains(pointer) && lines.contains(target), qPrintable(lines.join('\n')));
    const steer::World flock = stepped(ScenarioId::Flock, 3);
    const int boid = mainIndex(flock);
    QVERIFY(diagrams::kindsDrawn(flock, boid, o).test(std::size_t(ItemKind::TooCloseCircle)));
    lines = diagrams::legendLines(flock, boid, o);
    QVERIFY2(lines.contains(tooClose) && !lines.contains(pointer), qPrintable(lines.join('\n')));
    // Switched off: neither drawn nor listed; with the legend off, nothing is.
    o.visible.reset(std::size_t(ItemKind::TooCloseCircle));
    QVERIFY(!diagrams::legendLines(flock, boid, o).contains(tooClose));
    o.legend = false;
    QVERIFY(diagrams::legendLines(seek, 0, o).isEmpty());
    o = diagrams::OverlayOptions();
    o.live = true;
    QVERIFY(language::install(QStringLiteral("zh_CN")));
    lines = diagrams::legendLines(flock, boid, o);
    QVERIFY2(lines.contains(QStringLiteral("过近：半径 tooCloseDist 的圆盘（只计视野中的）")), qPrintable(lines.join('\n')));
    QVERIFY(diagrams::legendLines(seek, 0, o).contains(QStringLiteral("指针目标：可以拖动")));
    QVERIFY(language::install(QStringLiteral("ru")));
    QVERIFY(diagrams::legendLines(seek, 0, o).contains(QStringLiteral("цель: взята на этом шаге")));
    QVERIFY(language::install(QStringLiteral("en")));
}

void TestOverlay::hitTestFindsDrawnArrow()
{
    const steer::World w = stepped(ScenarioId::Seek, 5);
    diagrams::OverlayOptions o;
    const auto& call = w.explanations[0].calls[0];
    const steer::Item* dv = call.firstItem(ItemKind::DesiredVelocity);
    QVERIFY(dv);
    // The drawn tip of v_d is at origin + vec * scale.
    const steer::Vector2D tip = dv->origin + dv->vec * (o.vectorScale * 0.95);
    const auto hit = diagrams::overlayItemAt(w, 0, o, QPointF(tip.x, tip.y), 3.0);
    QVERIFY(hit.has_value());
    QCOMPARE(hit->kind, ItemKind::DesiredVelocity);
    QCOMPARE(hit->call, 0);
    QVERIFY(!diagrams::overlayItemAt(w, 0, o, QPointF(5, 5), 3.0).has_value());
}

namespace {
// Where renderFrame puts stage point p in an export of `size`: it grows the UI for big devices
// (autoUiScale) and fits the stage with frameLayout.
QPointF exportedPoint(const steer::World& w, int selected, diagrams::OverlayOptions o, QSize size, steer::Vector2D p)
{
    o.uiScale *= diagrams::autoUiScale(QSizeF(size));
    const diagrams::FrameLayout layout = diagrams::frameLayout(QRectF(QPointF(0, 0), QSizeF(size)), w, selected, o);
    return layout.stage.topLeft() + QPointF(p.x, p.y) * layout.pixelsPerUnit;
}

qreal exportedPixelsPerUnit(const steer::World& w, int selected, diagrams::OverlayOptions o, QSize size)
{
    o.uiScale *= diagrams::autoUiScale(QSizeF(size));
    return diagrams::frameLayout(QRectF(QPointF(0, 0), QSizeF(size)), w, selected, o).pixelsPerUnit;
}

// Pixels of colour `c` (sum of channel differences <= tolerance) within `radius` device pixels of `at`.
int countColourNear(const QImage& img, QColor c, QPointF at, double radius, int tolerance = 40)
{
    int n = 0;
    for (int y = int(at.y() - radius); y <= int(at.y() + radius); ++y)
        for (int x = int(at.x() - radius); x <= int(at.x() + radius); ++x) {
            if (!img.rect().contains(x, y) || std::hypot(x - at.x(), y - at.y()) > radius)
                continue;
            const QRgb p = img.pixel(x, y);
            if (std::abs(qRed(p) - c.red()) + std::abs(qGreen(p) - c.green()) + std::abs(qBlue(p) - c.blue()) <= tolerance)
                ++n;
        }
    return n;
}
} // namespace

void TestOverlay::exportedPngShowsVehiclesAndOverlay()
{
    // The PNG read back from disk: every vehicle's fill colour where the stage maps its position, and the
    // colour of every kind the selected vehicle's records draw large enough to see.
    QTemporaryDir dir;
    steer::World w = stepped(ScenarioId::SeekFleeCycle, 30);
    // A, B and C (white in the seed) get distinct fills so that each can be told from the others and
    // from the overlay.
    const QColor fills[] = {QColor(0xff, 0xd7, 0x00), QColor(0x00, 0xc8, 0xc8), QColor(0xff, 0x8c, 0xc8)};
    for (std::size_t i = 0; i < 3; ++i)
        w.vehicles[i].color = fills[i].rgb() & 0xffffff;
    const QSize size(1920, 1080);
    const diagrams::OverlayOptions o;
    const QString png = dir.filePath("f.png");
    QVERIFY(diagrams::savePng(png, w, 0, o, size));
    const QImage img = QImage(png).convertToFormat(QImage::Format_RGB32);
    QCOMPARE(img.size(), size);
    for (std::size_t i = 0; i < 3; ++i) {
        const QPointF at = exportedPoint(w, 0, o, size, w.vehicles[i].position);
        QVERIFY2(img.rect().contains(at.toPoint()), w.vehicles[i].id.c_str());
        // The triangle is 20 x 10 stage units around its position: its fill covers the position's
        // neighbourhood; arrows drawn from the centre take only a few of those pixels.
        const int near = countColourNear(img, fills[i], at, 4);
        QVERIFY2(near >= 12, qPrintable(QStringLiteral("%1: %2 fill pixels near (%3, %4)")
                                            .arg(QString::fromStdString(w.vehicles[i].id))
                                            .arg(near)
                                            .arg(at.x())
                                            .arg(at.y())));
        // And not 60 px away, where no vehicle is.
        QCOMPARE(countColourNear(img, fills[i], at + QPointF(0, 60), 4), 0);
    }
    const qreal ppu = exportedPixelsPerUnit(w, 0, o, size);
    const diagrams::KindSet kinds = diagrams::kindsDrawn(w, 0, o) & visibleKindsOf(w, 0, o.vectorScale, ppu);
    qInfo("PNG: %d kinds drawn large enough to see, each checked for its colour", int(kinds.count()));
    QVERIFY(kinds.count() >= 4); // v, v_d, F and the target at least
    for (std::size_t k = 0; k < kinds.size(); ++k) {
        if (!kinds.test(k))
            continue;
        const QColor c = diagrams::styleFor(ItemKind(k)).color;
        QVERIFY2(countColour(img, c) > 0, qPrintable(diagrams::kindName(ItemKind(k))));
    }
}

void TestOverlay::exportedSvgIsWellFormedAndRenders()
{
    QTemporaryDir dir;
    const steer::World w = stepped(ScenarioId::Flock, 20);
    const diagrams::OverlayOptions o;
    const QSize size(1280, 800);
    const QString svg = dir.filePath("f.svg");
    QVERIFY(diagrams::saveSvg(svg, w, 0, o, size));
    QFile f(svg);
    QVERIFY(f.open(QIODevice::ReadOnly));
    // Well-formed XML with an <svg> root and drawing elements.
    QXmlStreamReader xml(&f);
    QString root;
    int paths = 0, lines = 0;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (root.isEmpty())
            root = xml.name().toString();
        if (xml.name() == QLatin1String("path"))
            ++paths;
        else if (xml.name() == QLatin1String("polyline") || xml.name() == QLatin1String("line") ||
                 xml.name() == QLatin1String("polygon"))
            ++lines;
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QCOMPARE(root, QStringLiteral("svg"));
    QVERIFY2(paths + lines > 20, qPrintable(QStringLiteral("%1 paths, %2 lines").arg(paths).arg(lines)));
    // Rendered by Qt's SVG renderer it shows the selected vehicle's velocity arrow: its colour near
    // where the vehicle is, as in the PNG of the same frame.
    QSvgRenderer renderer(svg);
    QVERIFY(renderer.isValid());
    QImage img(size, QImage::Format_RGB32);
    img.fill(Qt::white);
    {
        QPainter p(&img);
        renderer.render(&p, QRectF(QPointF(0, 0), QSizeF(size)));
    }
    const QColor velocity = diagrams::styleFor(ItemKind::Velocity).color;
    const steer::Vehicle& v0 = w.vehicles[0];
    const qreal ppu = exportedPixelsPerUnit(w, 0, o, size);
    const QPointF at = exportedPoint(w, 0, o, size, v0.position);
    // The arrow is |v| * vectorScale stage units long from the position.
    const double arrow = v0.velocity.length() * o.vectorScale * ppu;
    QVERIFY(arrow > 20);
    const int svgNear = countColourNear(img, velocity, at, arrow + 5);
    const int pngNear = countColourNear(diagrams::renderImage(w, 0, o, size).convertToFormat(QImage::Format_RGB32),
                                        velocity, at, arrow + 5);
    qInfo("SVG: %d paths, %d lines; velocity pixels within %.0f px of the vehicle: SVG %d, PNG %d", paths, lines,
          arrow + 5, svgNear, pngNear);
    QVERIFY2(svgNear >= 20, qPrintable(QStringLiteral("%1 velocity pixels near the vehicle").arg(svgNear)));
    QVERIFY2(std::abs(svgNear - pngNear) <= pngNear / 2,
             qPrintable(QStringLiteral("SVG %1 vs PNG %2 velocity pixels").arg(svgNear).arg(pngNear)));
}

void TestOverlay::viewFitsStageAndZooms()
{
    StageView view;
    view.resize(1280, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setWorld(stepped(ScenarioId::Seek, 3));
    view.fitStage();
    const QRect stage = view.mapFromScene(QRectF(0, 0, 550, 400)).boundingRect();
    QVERIFY(view.viewport()->rect().contains(stage));
    QVERIFY(stage.width() > 700); // fills most of the view, with the legend column beside it
    QVERIFY(view.isFitted());
    const qreal fitted = view.transform().m11();
    view.zoomIn();
    QCOMPARE(view.zoomFactor(), 1.25);
    QVERIFY(!view.isFitted());
    view.resize(1000, 700); // zoomed by the user: a resize keeps the zoom
    QCOMPARE(view.transform().m11(), fitted * 1.25);
    view.zoomOut();
    view.fitStage();
    QVERIFY(view.isFitted());
    view.resize(800, 600);
    QVERIFY(view.viewport()->rect().contains(view.mapFromScene(QRectF(0, 0, 550, 400)).boundingRect()));
}

void TestOverlay::viewClickSelectsAndAddsWaypoint()
{
    StageView view;
    view.resize(1280, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const steer::World w = stepped(ScenarioId::SeekFlee, 3);
    view.setWorld(w);
    QSignalSpy clicked(&view, &StageView::vehicleClicked);
    QSignalSpy stage(&view, &StageView::stageClicked);
    const auto& v1 = w.vehicles[1].position;
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, viewPoint(view, v1.x, v1.y));
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(clicked.at(0).at(0).toInt(), 1);
    QCOMPARE(stage.count(), 0);
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, viewPoint(view, 20, 380));
    QCOMPARE(stage.count(), 1);
    const QPointF p = stage.at(0).at(0).toPointF();
    QVERIFY(std::abs(p.x() - 20) < 1.5 && std::abs(p.y() - 380) < 1.5);
}

void TestOverlay::viewDragsTargetAndObstacle()
{
    StageView view;
    view.resize(1280, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    steer::World w = steer::makeWorld(ScenarioId::Seek, 1);
    w.pointer = {400, 100};
    w.vehicles[0].position = {50, 350};
    view.setWorld(w);
    QSignalSpy target(&view, &StageView::targetDragged);
    QTest::mousePress(view.viewport(), Qt::LeftButton, {}, viewPoint(view, 400, 100));
    for (int i = 1; i <= 5; ++i)
        QTest::mouseMove(view.viewport(), viewPoint(view, 400 - 10 * i, 100 + 10 * i));
    QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, viewPoint(view, 350, 150));
    QVERIFY(target.count() >= 6);
    const QPointF last = target.last().at(0).toPointF();
    QVERIFY(std::abs(last.x() - 350) < 1.5 && std::abs(last.y() - 150) < 1.5);

    steer::World a = steer::makeWorld(ScenarioId::Avoid, 1);
    view.setWorld(a);
    QSignalSpy obstacle(&view, &StageView::obstacleDragged);
    const auto& c = a.obstacles[2].position;
    QTest::mousePress(view.viewport(), Qt::LeftButton, {}, viewPoint(view, c.x + 3, c.y));
    QTest::mouseMove(view.viewport(), viewPoint(view, c.x + 33, c.y + 20));
    QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, viewPoint(view, c.x + 33, c.y + 20));
    QVERIFY(obstacle.count() >= 1);
    QCOMPARE(obstacle.last().at(0).toInt(), 2);
    const QPointF moved = obstacle.last().at(1).toPointF();
    QVERIFY(std::abs(moved.x() - (c.x + 30)) < 1.5 && std::abs(moved.y() - (c.y + 20)) < 1.5);
}

void TestOverlay::crowdKeepsSelectedRecordsOnClick()
{
    steer::ScenarioSetup setup;
    setup.id = ScenarioId::Flock;
    setup.parameters = {{"count", 200.0}};
    steer::World w;
    QVERIFY(!steer::buildWorld(setup, w).has_value());
    w.step();
    StageView view;
    view.resize(1280, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setWorld(w);
    view.setSelected(0);
    view.setWorld(w);
    // Only the selected vehicle's records are kept in a crowd.
    QVERIFY(!view.world().explanations[0].calls.empty());
    const int other = 150;
    QVERIFY(view.world().explanations[std::size_t(other)].calls.empty());
    // Clicking another vehicle and answering like the controller (world, then selection) shows
    // the new selection's records at once, without waiting for the next frame.
    QSignalSpy clicked(&view, &StageView::vehicleClicked);
    const auto& p = w.vehicles[std::size_t(other)].position;
    const int hit = view.vehicleAt(QPointF(p.x, p.y));
    QVERIFY(hit >= 0);
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, viewPoint(view, p.x, p.y));
    QCOMPARE(clicked.count(), 1);
    view.setWorld(w);
    view.setSelected(hit);
    QCOMPARE(view.selected(), hit);
    QVERIFY(!view.world().explanations[std::size_t(hit)].calls.empty());
    // setFrame does both in the safe order.
    view.setFrame(w, 3);
    QVERIFY(!view.world().explanations[3].calls.empty());
}

void TestOverlay::viewHoverReportsItem()
{
    StageView view;
    view.resize(1280, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const steer::World w = stepped(ScenarioId::Seek, 5);
    view.setWorld(w);
    view.setSelected(0);
    QSignalSpy hovered(&view, &StageView::itemHovered);
    const steer::Item* dv = w.explanations[0].calls[0].firstItem(ItemKind::DesiredVelocity);
    const steer::Vector2D tip = dv->origin + dv->vec * (view.overlay().vectorScale * 0.9);
    QTest::mouseMove(view.viewport(), viewPoint(view, tip.x, tip.y));
    QTRY_VERIFY(hovered.count() >= 1);
    QCOMPARE(hovered.last().at(0).toInt(), 0);
    QCOMPARE(hovered.last().at(1).toInt(), int(ItemKind::DesiredVelocity));
    QVERIFY(view.viewport()->toolTip().contains(diagrams::kindName(ItemKind::DesiredVelocity)));
    // On the pointer's ring, where seek's target cross also lies, the tip first says the ring
    // can be dragged (a press there drags it), then names the cross.
    QTest::mouseMove(view.viewport(), viewPoint(view, w.pointer.x, w.pointer.y));
    QTRY_VERIFY(view.viewport()->toolTip().startsWith(QStringLiteral("Target: drag it to move it\n")));
    QVERIFY(view.viewport()->toolTip().contains(diagrams::kindName(ItemKind::Target)));
    QTest::mouseMove(view.viewport(), viewPoint(view, 10, 10));
    QCOMPARE(hovered.last().at(0).toInt(), -1);
    QCOMPARE(hovered.last().at(1).toInt(), -1);
}

void TestOverlay::trailsFollowFramesAndReset()
{
    // The view draws the trails it is given (the window passes the history's positions up to the
    // shown frame; tst_stage_drawing checks that on the real window).
    StageView view;
    view.setTrailsEnabled(true);
    steer::World w = steer::makeWorld(ScenarioId::Wander, 1);
    std::vector<std::vector<steer::Vector2D>> trails(w.vehicles.size());
    for (int i = 0; i <= 10; ++i) {
        if (i > 0)
            w.step();
        for (std::size_t v = 0; v < w.vehicles.size(); ++v)
            trails[v].push_back(w.vehicles[v].position);
    }
    view.setWorld(w);
    view.setTrails(trails);
    QCOMPARE(view.stageItem()->trailLength(0), std::size_t(11));
    view.setWorld(w); // a new frame alone does not change what was given
    QCOMPARE(view.stageItem()->trailLength(0), std::size_t(11));
    // Painting with trails works (and draws the trail colour).
    QImage img(640, 480, QImage::Format_ARGB32_Premultiplied);
    view.resize(640, 480);
    view.fitStage();
    img.fill(Qt::white);
    {
        QPainter painter(&img);
        view.render(&painter, QRectF(img.rect()), view.viewport()->rect());
    }
    QVERIFY(countColour(img, diagrams::stageStyle().trail, 80) > 0);
    view.clearTrails();
    QCOMPARE(view.stageItem()->trailLength(0), std::size_t(0));
    view.setTrails(trails);
    view.setTrailsEnabled(false); // switched off: nothing kept
    QCOMPARE(view.stageItem()->trailLength(0), std::size_t(0));
}

QTEST_MAIN(TestOverlay)
#include "tst_overlay.moc"
