#include "world_painter.h"

#include "crowd_painter.h"
#include "label_placement.h"
#include "magnifier.h"
#include "name_placement.h"
#include "neighbour_numbers.h"
#include "overlay_items.h"
#include "overlay_geometry.h"
#include "paint_kit.h"
#include "scenarios.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainterPath>
#include <QTransform>

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>
#include <vector>

namespace diagrams {

namespace {

using steer::Geometry;
using steer::ItemKind;

constexpr qreal kArrowHeadPx = kArrowHeadPixels;
constexpr qreal kLabelPx = 16.0;
constexpr qreal kPointPx = 6.0;

// A vehicle's or obstacle's own colour, as the palette shows it (lighter on the dark stage).
QColor rgb(std::uint32_t c) { return inPalette(QColor::fromRgb(QRgb(0xff000000u | c))); }

qreal degrees(qreal radians) { return radians * 180.0 / std::numbers::pi; }

QColor faded(QColor c, int alpha)
{
    c.setAlpha(alpha);
    return c;
}

// The seeds' vehicle triangle (10,0) (-10,5) (-10,-5), rotated to the velocity's angle.
QPolygonF vehicleTriangle(steer::Vector2D p, steer::Vector2D v)
{
    const double a = (v.x == 0.0 && v.y == 0.0) ? 0.0 : std::atan2(v.y, v.x);
    const double c = std::cos(a);
    const double s = std::sin(a);
    auto at = [&](double x, double y) { return QPointF(p.x + x * c - y * s, p.y + x * s + y * c); };
    return QPolygonF({at(10, 0), at(-10, 5), at(-10, -5)});
}

void drawPointMarker(QPainter& p, ItemKind kind, QPointF at, qreal ppu, qreal ui)
{
    const qreal r = kPointPx * ui / ppu;
    if (kind == ItemKind::Target) {
        // A target reads as cross hairs; other points as a ring with a dot.
        p.drawEllipse(at, r * 1.4, r * 1.4);
        p.drawLine(at - QPointF(r * 2.2, 0), at + QPointF(r * 2.2, 0));
        p.drawLine(at - QPointF(0, r * 2.2), at + QPointF(0, r * 2.2));
        return;
    }
    p.drawEllipse(at, r, r);
    const QBrush old = p.brush();
    p.setBrush(p.pen().color());
    p.drawEllipse(at, r * 0.4, r * 0.4);
    p.setBrush(old);
}

void drawSector(QPainter& p, const PlacedItem& it, const QColor& fill)
{
    const QRectF box(it.from.x() - it.radius, it.from.y() - it.radius, 2 * it.radius, 2 * it.radius);
    const QBrush old = p.brush();
    p.setBrush(fill);
    if (std::abs(it.span) >= 2 * std::numbers::pi - 1e-6) {
        p.drawEllipse(box);
    } else {
        // Qt angles turn counter-clockwise on screen; the records' angles are y-down (clockwise).
        QPainterPath path(it.from);
        path.arcTo(box, -degrees(it.angle), -degrees(it.span));
        path.closeSubpath();
        p.drawPath(path);
    }
    p.setBrush(old);
}

// Where a short label belongs: an arrow's tip (pushed on in the arrow's direction), beside a
// point, off a segment's middle, on a circle's upper-right rim.
struct LabelSpot {
    QPointF at;
    QPointF dir; // unit direction in which the label is pushed away from `at`
};

LabelSpot labelSpot(Geometry g, const PlacedItem& it)
{
    switch (g) {
    case Geometry::Arrow: {
        QPointF d = it.to - it.from;
        const qreal len = std::hypot(d.x(), d.y());
        return {it.to, len > 1e-9 ? d / len : QPointF(1, 0)};
    }
    case Geometry::Segment: {
        QPointF d = it.to - it.from;
        const qreal len = std::hypot(d.x(), d.y());
        const QPointF n = len > 1e-9 ? QPointF(-d.y() / len, d.x() / len) : QPointF(0, -1);
        return {(it.from + it.to) / 2, n};
    }
    case Geometry::Circle:
    case Geometry::Sector:
        return {it.from + QPointF(it.radius * 0.7071, -it.radius * 0.7071), QPointF(0.7071, -0.7071)};
    case Geometry::Point:
        return {it.from, QPointF(0.7071, -0.7071)};
    }
    return {it.from, QPointF(1, 0)};
}

struct PendingLabel {
    LabelSpot spot;
    QString text;
    QColor color;
    bool arrow;
};

// The box a text takes when drawn by drawScreenText with its left end at (0, 0): the glyphs'
// ascent is centred on y = 0, and the white halo adds a little all round.
QRectF textBox(const QFontMetricsF& fm, const QString& text)
{
    const qreal halo = 2.0;
    return {-halo, -fm.ascent() * 0.5 - halo, fm.horizontalAdvance(text) + 2 * halo,
            fm.ascent() + fm.descent() + 2 * halo};
}

// An arrow shorter than its own label is hard to see anyway; its label would only pile up on
// the vehicle and its name (the legend and the formula panel still name it).
bool labelWorthIt(Geometry g, const PlacedItem& it, qreal ppu, qreal ui)
{
    if (g != Geometry::Arrow)
        return true;
    const QPointF d = it.to - it.from;
    return std::hypot(d.x(), d.y()) * ppu >= 16.0 * ui;
}

} // namespace

// One item of the selected vehicle, in full strength (or glowing when highlighted).
void drawItem(QPainter& p, Geometry g, ItemKind kind, const PlacedItem& it, bool highlighted, qreal ppu, qreal ui,
              int alpha)
{
    const KindStyle& st = styleFor(kind);
    const qreal width = (highlighted ? st.width * 1.8 : st.width) * ui;
    for (int pass = highlighted ? 0 : 1; pass < 2; ++pass) {
        // Pass 0: a wide translucent halo behind a highlighted item. A faded item (outside the
        // focus, a circle that does not push) keeps its line and head but less of its colour.
        const QColor c = pass == 0 ? faded(st.color, 80) : alpha < 255 ? faded(st.color, alpha) : st.color;
        const qreal w = pass == 0 ? width + 9.0 * ui : width;
        p.setPen(screenPen(c, w, ppu, pass == 0 ? Qt::SolidLine : st.pen));
        p.setBrush(Qt::NoBrush);
        switch (g) {
        case Geometry::Arrow:
            drawArrow(p, it.from, it.to, kArrowHeadPx * ui * (highlighted ? 1.3 : 1.0), ppu, st.head == Head::Open);
            break;
        case Geometry::Segment:
            p.drawLine(it.from, it.to);
            break;
        case Geometry::Point:
            drawPointMarker(p, kind, it.from, ppu, ui);
            break;
        case Geometry::Circle:
            p.drawEllipse(it.from, it.radius, it.radius);
            break;
        case Geometry::Sector:
            drawSector(p, it, faded(st.color, pass == 0 ? 0 : stageStyle().areaAlpha));
            break;
        }
    }
}

void drawTruncation(QPainter& p, const TruncationParts& t, bool highlighted, qreal ppu, qreal ui)
{
    if (t.cutAway) {
        const KindStyle& st = styleFor(ItemKind::TotalForce);
        const QColor faint = faded(st.color, kBeforeTruncationAlpha);
        p.setPen(screenPen(faint, st.width * 0.5 * ui, ppu, Qt::DashLine));
        p.drawLine(t.cutAway->from, t.cutAway->to);
        // An open head at the sum's tip (solid): where ΣF would have reached without truncation.
        std::vector<QLineF> lines;
        appendArrowLines(lines, t.cutAway->from, t.cutAway->to, kArrowHeadPx * ui / ppu);
        p.setPen(screenPen(faint, st.width * 0.5 * ui, ppu));
        if (lines.size() > 1)
            p.drawLines(lines.data() + 1, int(lines.size()) - 1);
    }
    drawItem(p, Geometry::Arrow, ItemKind::TotalForce, t.applied, highlighted, ppu, ui);
}

namespace {

// Whether `item` of call `call` is drawn as the side F of the triangle v + F = v_d.
bool triangleSide(const steer::VehicleExplanation& ex, std::size_t call, const steer::Item& item, const OverlayOptions& o)
{
    return o.triangle && item.geometry == Geometry::Arrow && (item.kind == ItemKind::SteeringForce || item.kind == ItemKind::FleeForce) &&
           triangleForce(ex, call) == &item;
}

// Kinds drawn for unselected vehicles: vectors and points only, never the big circles and links
// that would bury the selected vehicle's explanation.
bool drawnForOthers(Geometry g, ItemKind kind)
{
    if (kind == ItemKind::NeighbourLink)
        return false;
    return g == Geometry::Arrow || g == Geometry::Segment || g == Geometry::Point;
}

// An arrow, segment or point as plain lines (a point as a small cross `cross` units wide), so that
// thousands of them go to the painter in one drawLines call per kind.
void appendAsLines(std::vector<QLineF>& b, Geometry g, const PlacedItem& it, qreal head, qreal cross)
{
    if (g == Geometry::Arrow) {
        appendArrowLines(b, it.from, it.to, head);
    } else if (g == Geometry::Segment) {
        b.emplace_back(it.from, it.to);
    } else if (g == Geometry::Point) {
        b.emplace_back(it.from - QPointF(cross, cross), it.from + QPointF(cross, cross));
        b.emplace_back(it.from - QPointF(cross, -cross), it.from + QPointF(cross, -cross));
    }
}

// Arrows are drawn in three passes, widest first (rank 0).
int widthRank(qreal width)
{
    return width >= 3.5 ? 0 : (width >= 2.75 ? 1 : 2);
}

constexpr int kBulkItems = 12;

// Drawing order: areas first, then lines, then arrows, then points on top.
int layerOf(Geometry g)
{
    switch (g) {
    case Geometry::Sector: return 0;
    case Geometry::Circle: return 1;
    case Geometry::Segment: return 2;
    case Geometry::Arrow: return 3;
    case Geometry::Point: return 4;
    }
    return 3;
}

} // namespace

double gridSpacing(qreal ppu)
{
    constexpr double kSteps[] = {50, 100, 250, 500, 1000, 2500, 5000, 10000, 25000, 50000, 100000, 250000, 500000};
    for (const double step : kSteps)
        if (step * ppu >= kMinGridPixels || !crowdShortcutsEnabled())
            return step;
    return kSteps[std::size(kSteps) - 1];
}

void paintStage(QPainter& p, const steer::World& w, qreal ppu)
{
    paintStageGround(p, w, ppu);
    paintObstacles(p, w, ppu);
    paintPointerTarget(p, w, ppu);
}

void paintStageGround(QPainter& p, const steer::World& w, qreal ppu)
{
    const StageStyle& style = stageStyle();
    const QRectF stage(0, 0, w.stageWidth, w.stageHeight);
    // The axis-aligned fill and grid need no antialiasing, and skipping it halves their cost.
    const bool aa = p.testRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::Antialiasing, false);
    p.setPen(Qt::NoPen);
    p.setBrush(style.background);
    p.drawRect(stage);

    // A 50-pixel grid gives a sense of distance (speeds are pixels per frame). A stage shown so
    // small that those lines would come closer than kMinGridPixels (a crowd's stage fitted to the
    // window) keeps every 2nd, 5th, 10th ... line instead, as a map's scale does: a grey weave of
    // lines two pixels apart shows no distance, hides the boids and costs half the frame.
    const double grid = gridSpacing(ppu);
    p.setPen(hairPen(style.grid));
    for (double x = grid; x < w.stageWidth; x += grid)
        p.drawLine(QPointF(x, 0), QPointF(x, w.stageHeight));
    for (double y = grid; y < w.stageHeight; y += grid)
        p.drawLine(QPointF(0, y), QPointF(w.stageWidth, y));
    p.setRenderHint(QPainter::Antialiasing, aa);

    p.setBrush(Qt::NoBrush);
    p.setPen(screenPen(style.border, 2.0 * style.widthScale, ppu));
    p.drawRect(stage);

    // PathTest: graphics.lineStyle(0, 0, .25), lines through the points, a circle of radius 10 on
    // each. A looping path (followPath(_path, true)) goes on from the last waypoint to the first,
    // so that segment is drawn too.
    if (!w.path.points.empty()) {
        p.setPen(screenPen(style.path, 2.0, ppu));
        QPolygonF line;
        line.reserve(int(w.path.points.size()));
        for (const auto& pt : w.path.points)
            line << toPointF(pt);
        if (w.path.loop && line.size() > 2)
            p.drawPolygon(line);
        else
            p.drawPolyline(line);
        p.setBrush(style.background);
        for (const auto& pt : w.path.points)
            p.drawEllipse(toPointF(pt), 10.0, 10.0);
        p.setBrush(Qt::NoBrush);
    }
}

void paintObstacles(QPainter& p, const steer::World& w, qreal ppu)
{
    for (const auto& o : w.obstacles) {
        const QColor c = rgb(o.color);
        p.setPen(screenPen(c.darker(150), 1.5, ppu));
        p.setBrush(faded(c, 150));
        p.drawEllipse(toPointF(o.position), o.radius, o.radius);
    }
    p.setBrush(Qt::NoBrush);
}

void paintPointerTarget(QPainter& p, const steer::World& w, qreal ppu)
{
    p.setBrush(Qt::NoBrush);
    if (steer::scenarioInfo(w.scenario).usesPointer) {
        // The pointer target (mouseX, mouseY in the demos): a ring with cross hairs, big enough
        // to grab and drag.
        const QPointF at = toPointF(w.pointer);
        const qreal r = 10.0 / ppu;
        p.setPen(screenPen(stageStyle().halo, 6.0, ppu));
        p.drawEllipse(at, r, r);
        p.setPen(screenPen(QColor(0xd0, 0x20, 0x50), 2.5, ppu));
        p.drawEllipse(at, r, r);
        p.drawLine(at - QPointF(r * 1.7, 0), at - QPointF(r * 0.5, 0));
        p.drawLine(at + QPointF(r * 0.5, 0), at + QPointF(r * 1.7, 0));
        p.drawLine(at - QPointF(0, r * 1.7), at - QPointF(0, r * 0.5));
        p.drawLine(at + QPointF(0, r * 0.5), at + QPointF(0, r * 1.7));
    }
}

std::optional<Ghost> nextStepGhost(const steer::World& w, int selected)
{
    if (selected < 0 || std::size_t(selected) >= w.vehicles.size() || std::size_t(selected) >= w.explanations.size())
        return std::nullopt;
    const auto& ex = w.explanations[std::size_t(selected)];
    if (!ex.updated)
        return std::nullopt;
    const steer::Vector2D at = w.vehicles[std::size_t(selected)].position;
    const double moved = ex.update.positionAfter.dist(at);
    // Under a tenth of a pixel it would only thicken the outline; a jump longer than the step
    // itself is the edge rule wrapping the vehicle to the other side, not a place near it.
    if (moved < 0.1 || moved > ex.update.velocityTruncated.length() + 1.0)
        return std::nullopt;
    return Ghost{ex.update.positionAfter, ex.update.velocityAfter};
}

void paintVehicles(QPainter& p, const steer::World& w, int selected, const OverlayOptions& o, qreal ppu)
{
    const std::size_t n = w.vehicles.size();
    const bool crowd = n > kCrowdSize;
    const qreal ui = o.uiScale;
    const QPen outline = crowd ? hairPen(stageStyle().ink) : screenPen(stageStyle().ink, 1.5 * ui, ppu);
    if (!crowd) {
        for (std::size_t i = 0; i < n; ++i) {
            const auto& v = w.vehicles[i];
            p.setPen(outline);
            p.setBrush(rgb(v.color));
            p.drawPolygon(vehicleTriangle(v.position, v.velocity));
        }
    } else if (crowdAsDots(p, w, ppu)) {
        paintCrowdDots(p, w, selected);
    } else {
        // A crowd: fills without antialiasing, then every outline in one hairline batch (the
        // outline hides the fill's jagged edge); a tenth of the cost of a thousand AA polygons.
        // Zoomed in on a crowd, only the vehicles in sight are drawn.
        static thread_local std::vector<QLineF> edges;
        edges.clear();
        const std::optional<QRectF> seen = visibleStageRect(p);
        // A corner of the triangle lies up to 11.2 units from its centre, the outline a pixel further.
        const qreal margin = 12.0 + 2.0 / ppu;
        const QRectF reach = seen ? seen->adjusted(-margin, -margin, margin, margin) : QRectF();
        const bool aa = p.testRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::Antialiasing, false);
        p.setPen(Qt::NoPen);
        for (std::size_t i = 0; i < n; ++i) {
            const auto& v = w.vehicles[i];
            if (seen && !reach.contains(v.position.x, v.position.y))
                continue;
            const QPolygonF tri = vehicleTriangle(v.position, v.velocity);
            p.setBrush(rgb(v.color));
            p.drawPolygon(tri);
            edges.emplace_back(tri[0], tri[1]);
            edges.emplace_back(tri[1], tri[2]);
            edges.emplace_back(tri[2], tri[0]);
        }
        p.setPen(outline);
        p.drawLines(edges.data(), int(edges.size()));
        p.setRenderHint(QPainter::Antialiasing, aa);
    }
    p.setBrush(Qt::NoBrush);

    if (selected >= 0 && std::size_t(selected) < n) {
        const auto& v = w.vehicles[std::size_t(selected)];
        const QPointF at = toPointF(v.position);
        // The vectors start at the vehicle as drawn (they are the next step's, computed from
        // here); the dashed ghost is where that step takes it.
        if (const auto ghost = o.ghost ? nextStepGhost(w, selected) : std::nullopt) {
            p.setPen(screenPen(stageStyle().ghost, 1.5 * ui, ppu, Qt::DashLine));
            p.drawPolygon(vehicleTriangle(ghost->position, ghost->velocity));
        }
        p.setPen(screenPen(QColor(255, 200, 0, 150), 8.0 * ui, ppu));
        p.drawEllipse(at, kSelectionRingUnits, kSelectionRingUnits);
        p.setPen(screenPen(stageStyle().ink, 2.0 * ui, ppu));
        p.drawEllipse(at, kSelectionRingUnits, kSelectionRingUnits);
        p.setPen(screenPen(stageStyle().ink, 2.5 * ui, ppu));
        p.setBrush(rgb(v.color));
        p.drawPolygon(vehicleTriangle(v.position, v.velocity));
        p.setBrush(Qt::NoBrush);
    }
}

QString stageName(const std::string& id, const OverlayOptions& o)
{
    const QString first = vehicleName(id);
    if (!o.translateIn)
        return first;
    QStringList names{first};
    for (const QString& code : o.extraLanguages)
        if (const QString other = vehicleNameIn(id, code, o.translateIn); !names.contains(other))
            names << other;
    return names.join(QStringLiteral(" · "));
}

std::vector<TextLabel> vehicleNameLabels(const steer::World& w, int selected, const OverlayOptions& o, qreal ppu,
                                         const std::optional<QRectF>& seen)
{
    std::vector<TextLabel> out;
    if (!o.vehicleNames)
        return out;
    const std::size_t n = w.vehicles.size();
    const qreal ui = o.uiScale;
    const QFontMetricsF fm(classroomFont(kNamePixels * ui));
    const QFontMetricsF bold(classroomFont(kNamePixels * ui, true));
    // Many demos colour every vehicle white; the ids tell the class which one is which. Centred
    // under the triangle (and its selection ring), where arrow labels rarely go.
    for (std::size_t i = 0; i < n; ++i) {
        const bool sel = int(i) == selected;
        if (!sel && n > 8)
            continue;
        const auto& v = w.vehicles[i];
        const QString name = stageName(v.id, o);
        const QFontMetricsF& m = sel ? bold : fm;
        const QRectF px = textBox(m, name);
        const qreal dx = -px.width() / 2 - px.left();
        const qreal dy = (sel ? kSelectionRingUnits : 12.0) * ppu + kNameGapPixels * ui;
        const QPointF at = toPointF(v.position);
        QRectF box(at + (px.topLeft() + QPointF(dx, dy)) / ppu, px.size() / ppu);
        if (seen) { // slid sideways (and up) into what is seen, never cut at its edge
            if (box.right() > seen->right())
                box.moveRight(seen->right());
            if (box.left() < seen->left())
                box.moveLeft(seen->left());
            if (box.bottom() > seen->bottom())
                box.moveBottom(seen->bottom());
        }
        out.push_back({name, stageStyle().ink, at, box, sel});
    }
    // Vehicles that meet (the pursuer and the seeker on the target) would print their names over
    // each other ("seepursuer"). The selected vehicle's name stays under it; any other name that
    // would cover one already placed moves down below it, so the names stack, all readable.
    std::stable_partition(out.begin(), out.end(), [](const TextLabel& l) { return l.bold; });
    // Each move is strictly down, past one placed name, so a name moves at most once per name.
    const qreal gap = 2.0 * ui / ppu; // the names' halo
    for (auto it = out.begin(); it != out.end(); ++it)
        for (bool moved = true; moved;) {
            moved = false;
            for (auto placed = out.begin(); placed != it; ++placed) {
                const QRectF& q = placed->box;
                const qreal below = q.bottom() + gap;
                const bool covers = it->box.left() < q.right() && q.left() < it->box.right() &&
                                    it->box.top() < below && q.top() - gap < it->box.bottom();
                if (covers && below > it->box.top()) {
                    it->box.moveTop(below);
                    moved = true;
                }
            }
        }
    // A vector drawn from a vehicle through a name (offset pursuit's frame axes pointing down from
    // the leader, seek's v_d, three languages' long names): the name goes where fewer cross it.
    moveNamesOffLines(out, w, drawnArrowLines(w, selected, o, ppu), ppu, ui, seen);
    return out;
}

void paintVehicleNames(QPainter& p, const steer::World& w, int selected, const OverlayOptions& o, qreal ppu)
{
    const QFont font = classroomFont(kNamePixels * o.uiScale);
    const QFont bold = classroomFont(kNamePixels * o.uiScale, true);
    // Names of vehicles under the magnifier's card would show through it.
    const std::optional<MagnifierLayout> card = magnifierLayout(p, w, selected, o);
    std::optional<QRectF> within = seenStageRect(p); // as paintOverlay gives the arrows' labels
    if (within && o.labelArea)
        *within &= p.worldTransform().inverted().mapRect(*o.labelArea);
    for (const TextLabel& l : vehicleNameLabels(w, selected, o, ppu, within)) {
        if (card && p.combinedTransform().mapRect(l.box).intersects(card->card))
            continue;
        // drawScreenText centres the ascent on its y: the box's halo and half ascent above it.
        const QFontMetricsF fm(l.bold ? bold : font);
        drawScreenText(p, l.box.topLeft(), 2.0, 2.0 + fm.ascent() * 0.5, l.text, l.bold ? bold : font, l.color, ppu);
    }
}

void paintOverlay(QPainter& p, const steer::World& w, int selected, const OverlayOptions& o, qreal ppu)
{
    const std::size_t n = std::min(w.vehicles.size(), w.explanations.size());
    const bool crowd = w.vehicles.size() > kCrowdSize;
    // A few vehicles (chases, offset pursuit): the others show what their own behaviours chose.
    // A flock: only where each is going and how it is pushed, or the picture drowns.
    const bool few = w.vehicles.size() <= kFewVehicles;
    const qreal ui = o.uiScale;
    p.setBrush(Qt::NoBrush);

    // Unselected vehicles: faint, batched per kind into one drawLines call each (no heads filled).
    if (o.otherVehicles) {
        static thread_local std::array<std::vector<QLineF>, steer::kItemKindCount> batches;
        static thread_local std::vector<QPointF> points;
        for (auto& b : batches)
            b.clear();
        const qreal head = 7.0 * ui / ppu;
        // A crowd drawn as dots: a velocity ×5 is about as long as the dot, an arrow of a few
        // pixels under a 7-pixel head is a smudge; zoomed in, only the vehicles in sight count.
        const bool dots = crowdAsDots(p, w, ppu);
        const std::optional<QRectF> seen = crowd ? visibleStageRect(p) : std::nullopt;
        const QRectF reach = seen ? seen->adjusted(-head, -head, head, head) : QRectF();
        for (std::size_t i = 0; i < n && !dots; ++i) {
            if (int(i) == selected)
                continue;
            const auto& ex = w.explanations[i];
            // In a crowd the others' summed forces (before truncation, often many times maxForce)
            // would be long lines across the whole stage: only their velocities are drawn.
            if (!crowd && ex.updated && ex.update.steered && o.visible.test(std::size_t(ItemKind::TotalForce))) {
                const PlacedItem t = placeTotalForce(ex.update, o.vectorScale);
                appendArrowLines(batches[std::size_t(ItemKind::TotalForce)], t.from, t.to, head);
            }
            if (!few) {
                if (ex.updated && o.visible.test(std::size_t(ItemKind::Velocity))) {
                    const auto& u = ex.update;
                    const QPointF a = toPointF(u.positionBefore);
                    const QPointF b = toPointF(u.positionBefore + u.velocityTruncated * o.vectorScale);
                    if (seen && (std::max(a.x(), b.x()) < reach.left() || std::min(a.x(), b.x()) > reach.right() ||
                                 std::max(a.y(), b.y()) < reach.top() || std::min(a.y(), b.y()) > reach.bottom()))
                        continue;
                    appendArrowLines(batches[std::size_t(ItemKind::Velocity)], a, b, head);
                }
                continue;
            }
            const steer::Vector2D anchor = recordAnchor(w, i);
            for (std::size_t c = 0; c < ex.calls.size(); ++c) {
                const auto& call = ex.calls[c];
                if (call.parent >= 0)
                    continue;
                for (const auto& item : call.items) {
                    const ItemKind kind = steer::shownKind(ex, c, item);
                    if (!o.visible.test(std::size_t(kind)) || !drawnForOthers(item.geometry, kind))
                        continue;
                    appendAsLines(batches[std::size_t(kind)], item.geometry,
                                  placeItem(item, anchor, o.vectorScale), head, 3.0 * ui / ppu);
                }
            }
        }
        // A crowd's thousands of hairlines go without antialiasing: at one pixel wide the
        // difference is hard to see and the raster engine draws them several times faster.
        const bool aa = p.testRenderHint(QPainter::Antialiasing);
        if (crowd)
            p.setRenderHint(QPainter::Antialiasing, false);
        for (int k = 0; k < steer::kItemKindCount; ++k) {
            const auto& b = batches[std::size_t(k)];
            if (b.empty())
                continue;
            const KindStyle& st = styleFor(ItemKind(k));
            const int alpha = o.focus.has_value() ? kFadedAlpha : stageStyle().otherAlpha;
            p.setPen(crowd ? hairPen(faded(st.color, alpha))
                           : screenPen(faded(st.color, alpha), stageStyle().otherWidth * ui, ppu));
            p.drawLines(b.data(), int(b.size()));
        }
        p.setRenderHint(QPainter::Antialiasing, aa);
    }

    if (selected < 0 || std::size_t(selected) >= n)
        return;
    const auto& ex = w.explanations[std::size_t(selected)];
    const steer::Vector2D anchor = recordAnchor(w, std::size_t(selected));

    // Kinds recorded many times for this vehicle (a flock's links to every neighbour in sight and
    // its separation calls) are drawn as thin solid lines in one batch: dozens of dashed wide
    // strokes would cost more than the whole frame and hide each other anyway.
    static thread_local std::array<int, steer::kItemKindCount> perKind;
    perKind.fill(0);
    for (std::size_t c = 0; c < ex.calls.size(); ++c)
        for (const auto& item : ex.calls[c].items)
            ++perKind[std::size_t(steer::shownKind(ex, c, item))];
    auto bulk = [&](ItemKind k) { return perKind[std::size_t(k)] > kBulkItems; };

    static thread_local std::array<std::vector<QLineF>, steer::kItemKindCount> bulkLines, bulkDimmed;
    for (auto& b : bulkLines)
        b.clear();
    for (auto& b : bulkDimmed)
        b.clear();
    const qreal head = 8.0 * ui / ppu;
    for (std::size_t c = 0; c < ex.calls.size(); ++c)
        for (const auto& item : ex.calls[c].items) {
            const ItemKind kind = steer::shownKind(ex, c, item);
            if (!bulk(kind) || !o.visible.test(std::size_t(kind)) || !o.stepShows(int(c), kind))
                continue;
            auto& lines = inFocus(ex, int(c), o) ? bulkLines : bulkDimmed;
            appendAsLines(lines[std::size_t(kind)], item.geometry, placeCallItem(ex, c, item, anchor, o, o.vectorScale),
                          head, 4.0 * ui / ppu);
        }
    for (int k = 0; k < steer::kItemKindCount; ++k) {
        const auto& b = bulkLines[std::size_t(k)];
        if (b.empty())
            continue;
        const bool lit = (o.highlightKind && *o.highlightKind == ItemKind(k)) || o.focus.has_value() ||
                         std::any_of(o.stepLit.begin(), o.stepLit.end(), [k](const auto& s) { return s.second == ItemKind(k); });
        p.setPen(lit ? screenPen(styleFor(ItemKind(k)).color, 2.5 * ui, ppu) : hairPen(faded(styleFor(ItemKind(k)).color, 170)));
        p.drawLines(b.data(), int(b.size()));
    }
    for (int k = 0; k < steer::kItemKindCount; ++k) {
        const auto& b = bulkDimmed[std::size_t(k)];
        if (b.empty())
            continue;
        p.setPen(hairPen(faded(styleFor(ItemKind(k)).color, kFadedAlpha)));
        p.drawLines(b.data(), int(b.size()));
    }

    // Layers: areas, circles, segments, the total force (wide, underneath), arrows widest first so
    // a thin vector lying on a wider one still shows, points on top.
    for (int layer = 0; layer <= 4; ++layer) {
        if (layer == 3 && ex.updated && ex.update.steered && o.visible.test(std::size_t(ItemKind::TotalForce)) &&
            o.stepShows(-1, ItemKind::TotalForce)) {
            // The sum as computed; where truncate(ΣF, maxForce) cuts it short, the part applied is
            // drawn at full strength and the part cut away faintly, dashed, on to the sum's tip.
            const bool lit = isHighlighted(o, -1, ItemKind::TotalForce) || o.stepLights(-1, ItemKind::TotalForce);
            if (o.focus)
                drawItem(p, Geometry::Arrow, ItemKind::TotalForce, placeTotalForce(ex.update, o.vectorScale), lit,
                         ppu, ui, kFadedAlpha);
            else
                drawTruncation(p, placeTruncation(ex.update, o.vectorScale), lit, ppu, ui);
        }
        for (int pass = 0; pass < (layer == 3 ? 3 : 1); ++pass) {
            for (std::size_t c = 0; c < ex.calls.size(); ++c) {
                for (const auto& item : ex.calls[c].items) {
                    const ItemKind kind = steer::shownKind(ex, c, item);
                    if (layerOf(item.geometry) != layer || !o.visible.test(std::size_t(kind)) ||
                        !o.stepShows(int(c), kind))
                        continue;
                    // The triangle's F goes under the arrows as wide as it (v_d's dashes stay visible
                    // where F runs along v_d, as it does when v is short).
                    if (layer == 3 && (triangleSide(ex, c, item, o) ? 0 : widthRank(styleFor(kind).width)) != pass)
                        continue;
                    const PlacedItem it = placeCallItem(ex, c, item, anchor, o, o.vectorScale);
                    if (!bulk(kind)) {
                        const bool focused = o.focus.has_value() && inFocus(ex, int(c), o);
                        // Avoid: a circle ahead that the feeler misses does not push; only the ones
                        // that do are drawn at full strength.
                        const bool idle = ex.calls[c].behaviour == steer::Behaviour::AvoidCircle &&
                                          !ex.calls[c].as<steer::AvoidCircleRecord>().hit;
                        const int alpha = !inFocus(ex, int(c), o) ? kFadedAlpha : idle ? kIdleCircleAlpha : 255;
                        drawItem(p, item.geometry, kind, it,
                                 focused || isHighlighted(o, int(c), kind) || o.stepLights(int(c), kind), ppu, ui, alpha);
                    }
                }
            }
        }
    }

    // The pursuer's line to p′ and, when p′ is off the stage, an arrowhead on the stage's edge.
    const QColor predicted = styleFor(ItemKind::PredictedTarget).color;
    for (const PredictionMark& m : predictionMarks(w, selected, o)) {
        p.setPen(screenPen(faded(predicted, 200), 1.5 * ui, ppu, Qt::DashLine));
        p.drawLine(m.from, m.to);
        if (!m.edge)
            continue;
        const QLineF dir(m.from, m.to);
        const QPointF u = (dir.p2() - dir.p1()) / std::max(dir.length(), 1e-9);
        const QPointF n(-u.y(), u.x());
        const qreal size = 14.0 * ui / ppu;
        const QPointF tip = *m.edge;
        p.setPen(screenPen(predicted, 1.5 * ui, ppu));
        p.setBrush(predicted);
        p.drawPolygon(QPolygonF({tip, tip - u * size + n * size * 0.5, tip - u * size - n * size * 0.5}));
        p.setBrush(Qt::NoBrush);
    }

    const QFont font = classroomFont(kLabelPx * ui, true);
    const QFontMetricsF fm(font);
    std::optional<QRectF> within = seenStageRect(p);
    if (within && o.labelArea)
        *within &= p.worldTransform().inverted().mapRect(*o.labelArea);
    for (const TextLabel& l : overlayLabels(w, selected, o, ppu, within))
        drawScreenText(p, l.box.topLeft(), 2.0, 2.0 + fm.ascent() * 0.5, l.text, font, l.color, ppu);
    if (o.magnifier)
        paintMagnifier(p, w, selected, o);
}

std::vector<TextLabel> overlayLabels(const steer::World& w, int selected, const OverlayOptions& o, qreal ppu,
                                     const std::optional<QRectF>& seen)
{
    std::vector<TextLabel> out;
    const std::size_t n = std::min(w.vehicles.size(), w.explanations.size());
    if (!o.labels || selected < 0 || std::size_t(selected) >= n)
        return out;
    const qreal ui = o.uiScale;
    const auto& ex = w.explanations[std::size_t(selected)];
    const steer::Vector2D anchor = recordAnchor(w, std::size_t(selected));

    // Arrows first (their tips are what the labels name), in the kinds' order (v, v_d, F, ΣF ...)
    // so the main vectors get the places nearest their tips; then points, segments and circles.
    // One label per symbol: a flock's separation makes one flee call (and one F) per neighbour
    // that is too close, and a wall of identical letters explains nothing.
    static thread_local std::vector<PendingLabel> pending;
    pending.clear();
    // The triangle's F ends at the tip of v_d, which has its own label there: F is named beside
    // its middle, as a triangle's side is.
    auto add = [&](Geometry g, ItemKind kind, const PlacedItem& it, bool side = false) {
        const QString text = QString::fromUtf8(styleFor(kind).label);
        if (text.isEmpty() || !labelWorthIt(g, it, ppu, ui))
            return;
        // A short side leaves no room beside it that is not nearer v's or v_d's tip.
        if (side && std::hypot(it.to.x() - it.from.x(), it.to.y() - it.from.y()) * ppu < 40.0 * ui)
            return;
        for (const auto& q : pending)
            if (q.text == text)
                return;
        LabelSpot spot = labelSpot(side ? Geometry::Segment : g, it);
        // Outside the triangle: away from the vehicle, its third corner.
        const QPointF out = spot.at - toPointF(anchor);
        if (side && spot.dir.x() * out.x() + spot.dir.y() * out.y() < 0)
            spot.dir = -spot.dir;
        pending.push_back({spot, text, styleFor(kind).color, g == Geometry::Arrow && !side});
    };
    const Geometry order[] = {Geometry::Arrow, Geometry::Point, Geometry::Segment, Geometry::Circle, Geometry::Sector};
    for (Geometry g : order) {
        for (int k = 0; k < steer::kItemKindCount; ++k) {
            const auto kind = ItemKind(k);
            if (!o.visible.test(std::size_t(k)))
                continue;
            if (g == Geometry::Arrow && kind == ItemKind::TotalForce && ex.updated && ex.update.steered &&
                !o.focus && o.stepShows(-1, kind))
                add(g, kind, placeTotalForce(ex.update, o.vectorScale));
            for (std::size_t c = 0; c < ex.calls.size(); ++c)
                for (const auto& item : ex.calls[c].items)
                    if (steer::shownKind(ex, c, item) == kind && item.geometry == g && inFocus(ex, int(c), o) &&
                        o.stepShows(int(c), kind))
                        add(g, kind, placeCallItem(ex, c, item, anchor, o, o.vectorScale), triangleSide(ex, c, item, o));
        }
    }
    // The flock's neighbours in sight, numbered beside each as the formula lines number them
    // (neighbour_numbers.h): "flee(p₂)" is the vehicle marked 2.
    if (o.visible.test(std::size_t(ItemKind::NeighbourLink)))
        for (std::size_t c = 0; c < ex.calls.size(); ++c) {
            if (!inFocus(ex, int(c), o) || !o.stepShows(int(c), ItemKind::NeighbourLink))
                continue;
            const std::size_t links = neighbourPositions(ex.calls[c]).size();
            if (!neighboursNumbered(links))
                continue;
            int number = 0;
            for (const auto& item : ex.calls[c].items) {
                if (item.kind != ItemKind::NeighbourLink)
                    continue;
                const PlacedItem it = placeCallItem(ex, c, item, anchor, o, o.vectorScale);
                const QPointF d = it.to - it.from;
                const qreal len = std::hypot(d.x(), d.y());
                pending.push_back({{it.to, len > 1e-9 ? d / len : QPointF(0.7071, -0.7071)}, QString::number(++number),
                                   styleFor(ItemKind::NeighbourLink).color, false});
            }
        }
    if (pending.empty())
        return out;

    // Kept clear: the vehicles' names (words, weighed as labels are) and triangles, and every
    // labelled arrow's head.
    std::vector<QRectF> names, keep;
    for (const TextLabel& name : vehicleNameLabels(w, selected, o, ppu, seen))
        names.emplace_back(name.box.topLeft() * ppu, name.box.size() * ppu);
    if (w.vehicles.size() <= kCrowdSize)
        for (const auto& v : w.vehicles)
            keep.emplace_back((toPointF(v.position) - QPointF(10, 10)) * ppu, QSizeF(20, 20) * ppu);
    // Never on a vehicle, nor on the selected one's ring and its glow (ring pen 8 px wide).
    std::vector<QPolygonF> solids;
    if (w.vehicles.size() <= kCrowdSize)
        for (const auto& v : w.vehicles)
            solids.push_back(QTransform::fromScale(ppu, ppu).map(vehicleTriangle(v.position, v.velocity)));
    solids.push_back(discOutline(toPointF(w.vehicles[std::size_t(selected)].position) * ppu,
                                 kSelectionRingUnits * ppu + 4.0 * ui));
    const qreal head = kArrowHeadPx * ui;
    for (const auto& l : pending)
        if (l.arrow) {
            const QPointF mid = l.spot.at * ppu - l.spot.dir * head * 0.5;
            keep.emplace_back(mid - QPointF(head * 0.5, head * 0.5), QSizeF(head, head));
        }

    const QFontMetricsF fm(classroomFont(kLabelPx * ui, true));
    std::vector<LabelRequest> requests;
    requests.reserve(pending.size());
    for (const auto& l : pending)
        requests.push_back({l.spot.at * ppu, l.spot.dir, textBox(fm, l.text).size()});
    // Inside what is seen, less the 2 px halo drawScreenText paints round the text.
    std::optional<QRectF> within;
    if (seen)
        within = QRectF(seen->topLeft() * ppu, seen->size() * ppu).adjusted(2, 2, -2, -2);
    const std::vector<QRectF> boxes = placeLabels(requests, keep, 4.0 * ui, within, names, solids);
    for (std::size_t i = 0; i < pending.size(); ++i)
        out.push_back({pending[i].text, pending[i].color.darker(115), pending[i].spot.at,
                       QRectF(boxes[i].topLeft() / ppu, boxes[i].size() / ppu), false});
    return out;
}

std::vector<PredictionMark> predictionMarks(const steer::World& w, int selected, const OverlayOptions& o)
{
    std::vector<PredictionMark> out;
    if (selected < 0 || std::size_t(selected) >= std::min(w.vehicles.size(), w.explanations.size()) ||
        !o.visible.test(std::size_t(ItemKind::PredictedTarget)))
        return out;
    const auto& ex = w.explanations[std::size_t(selected)];
    const QPointF from = toPointF(recordAnchor(w, std::size_t(selected)));
    const QRectF stage(0, 0, w.stageWidth, w.stageHeight);
    for (std::size_t c = 0; c < ex.calls.size(); ++c) {
        const steer::Item* p = ex.calls[c].firstItem(ItemKind::PredictedTarget);
        if (!p || !inFocus(ex, int(c), o) || !o.stepShows(int(c), ItemKind::PredictedTarget))
            continue;
        PredictionMark m{from, toPointF(p->origin), std::nullopt};
        if (!stage.contains(m.to) && stage.contains(m.from)) {
            // The first t in (0, 1] at which from + t·(to − from) crosses the stage's border.
            const QPointF d = m.to - m.from;
            qreal t = 1.0;
            if (d.x() > 0)
                t = std::min(t, (stage.right() - m.from.x()) / d.x());
            if (d.x() < 0)
                t = std::min(t, (stage.left() - m.from.x()) / d.x());
            if (d.y() > 0)
                t = std::min(t, (stage.bottom() - m.from.y()) / d.y());
            if (d.y() < 0)
                t = std::min(t, (stage.top() - m.from.y()) / d.y());
            m.edge = m.from + d * t;
        }
        out.push_back(m);
    }
    return out;
}

bool inFocus(const steer::VehicleExplanation& ex, int call, const OverlayOptions& o)
{
    if (!o.focus)
        return true;
    // Up the chain of callers: a seek made by the focused flock belongs to it.
    for (int c = call; c >= 0 && std::size_t(c) < ex.calls.size(); c = ex.calls[std::size_t(c)].parent)
        if (steer::ruleOf(ex, std::size_t(c)) == *o.focus)
            return true;
    return false;
}

KindSet kindsDrawn(const steer::World& w, int selected, const OverlayOptions& o)
{
    KindSet drawn;
    const std::size_t n = std::min(w.vehicles.size(), w.explanations.size());
    const bool crowd = w.vehicles.size() > kCrowdSize;
    const bool few = w.vehicles.size() <= kFewVehicles;
    for (std::size_t i = 0; i < n; ++i) {
        const auto& ex = w.explanations[i];
        const bool sel = int(i) == selected;
        if (!sel && !o.otherVehicles)
            continue;
        if (ex.updated && ex.update.steered && (sel || !crowd))
            drawn.set(std::size_t(ItemKind::TotalForce));
        if (!sel && !few) {
            if (ex.updated)
                drawn.set(std::size_t(ItemKind::Velocity));
            continue;
        }
        for (std::size_t c = 0; c < ex.calls.size(); ++c) {
            if (!sel && ex.calls[c].parent >= 0)
                continue;
            for (const auto& item : ex.calls[c].items) {
                const ItemKind kind = steer::shownKind(ex, c, item);
                if (sel || drawnForOthers(item.geometry, kind))
                    drawn.set(std::size_t(kind));
            }
        }
    }
    return drawn & o.visible;
}

} // namespace diagrams
