// The legend and the whole-frame layout used by exports (world_painter.h).
#include "world_painter.h"

#include "overlay_geometry.h"
#include "paint_kit.h"
#include "scenarios.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPaintEngine>

#include <algorithm>

namespace diagrams {

namespace {

using steer::ItemKind;

constexpr qreal kLegendFontPx = 15.0;
constexpr qreal kRowPx = 24.0;
constexpr qreal kSwatchPx = 34.0;
constexpr qreal kPadPx = 10.0;

enum class Glyph { Arrow, Line, Circle, Point };

Glyph glyphOf(ItemKind k)
{
    switch (k) {
    case ItemKind::Target:
    case ItemKind::PredictedTarget:
    case ItemKind::AveragePosition:
    case ItemKind::Waypoint:
    case ItemKind::OffsetPoint:
        return Glyph::Point;
    case ItemKind::LookAhead:
    case ItemKind::FeelerDistance:
    case ItemKind::NeighbourLink:
        return Glyph::Line;
    case ItemKind::ArrivalCircle:
    case ItemKind::BufferCircle:
    case ItemKind::WanderCircle:
    case ItemKind::InSightCone:
    case ItemKind::TooCloseCircle:
    case ItemKind::PathThresholdCircle:
    case ItemKind::CutoffCircle:
        return Glyph::Circle;
    default:
        return Glyph::Arrow;
    }
}

QString rowText(ItemKind k)
{
    const char* label = styleFor(k).label;
    // No symbol, or a symbol that is the name itself ("feeler  feeler" in English): the name alone.
    if (label[0] == '\0' || kindName(k) == QString::fromUtf8(label))
        return kindName(k);
    return QStringLiteral("%1  %2").arg(QString::fromUtf8(label), kindName(k));
}

QString scaleText(double scale)
{
    return QCoreApplication::translate("Legend", "vector scale ×%1").arg(scale, 0, 'g', 3);
}

bool bilingual(const OverlayOptions& o) { return !o.secondLanguage.isEmpty() && o.translateIn; }

// The kind's name in the second language, or empty when it would only repeat the first line.
QString secondText(ItemKind k, const OverlayOptions& o)
{
    if (!bilingual(o))
        return {};
    const QString s = o.translateIn(o.secondLanguage, "ItemKind", kindSourceName(k));
    return s == kindName(k) ? QString() : s;
}

QString secondScaleText(const OverlayOptions& o)
{
    if (!bilingual(o))
        return {};
    const QString s = o.translateIn(o.secondLanguage, "Legend", "vector scale ×%1").arg(o.vectorScale, 0, 'g', 3);
    return s == scaleText(o.vectorScale) ? QString() : s;
}

// A row is taller when a second language sits under the first.
qreal rowHeight(const OverlayOptions& o) { return (bilingual(o) ? kRowPx * 1.7 : kRowPx) * o.uiScale; }

std::vector<ItemKind> legendRows(const steer::World& w, int selected, const OverlayOptions& o)
{
    std::vector<ItemKind> rows;
    const KindSet shown = kindsDrawn(w, selected, o);
    for (int k = 0; k < steer::kItemKindCount; ++k)
        if (shown.test(std::size_t(k)))
            rows.push_back(ItemKind(k));
    return rows;
}

} // namespace

KindSet kindsPresent(const steer::World& w)
{
    KindSet present;
    for (const auto& ex : w.explanations) {
        if (ex.updated && ex.update.steered)
            present.set(std::size_t(ItemKind::TotalForce));
        for (const auto& call : ex.calls)
            for (const auto& item : call.items)
                present.set(std::size_t(item.kind));
    }
    return present;
}

namespace {

qreal legendColumnWidth(const std::vector<ItemKind>& rows, const OverlayOptions& o)
{
    const qreal ui = o.uiScale;
    const QFontMetricsF fm(classroomFont(kLegendFontPx * ui));
    qreal textW = fm.horizontalAdvance(scaleText(o.vectorScale)) - (kSwatchPx + 8) * ui;
    textW = std::max(textW, fm.horizontalAdvance(secondScaleText(o)) - (kSwatchPx + 8) * ui);
    for (ItemKind k : rows)
        textW = std::max({textW, fm.horizontalAdvance(rowText(k)), fm.horizontalAdvance(secondText(k, o))});
    return (kSwatchPx + 8) * ui + textW + 2;
}

// Lines per column: the rows plus the vector-scale line, spread over the columns.
int linesPerColumn(std::size_t rows, int columns) { return int((rows + 1 + std::size_t(columns) - 1) / std::size_t(columns)); }

QSizeF legendSizeFor(const std::vector<ItemKind>& rows, const OverlayOptions& o, int columns = 1)
{
    if (rows.empty())
        return {};
    columns = std::clamp(columns, 1, int(rows.size() + 1));
    const qreal ui = o.uiScale;
    const qreal colW = legendColumnWidth(rows, o);
    const qreal gap = 2 * kPadPx * ui;
    return {kPadPx * 2 * ui + colW * columns + gap * (columns - 1),
            kPadPx * 2 * ui + rowHeight(o) * qreal(linesPerColumn(rows.size(), columns))};
}

} // namespace

QSizeF legendSize(const steer::World& w, int selected, const OverlayOptions& o, int columns)
{
    if (!o.legend)
        return {};
    return legendSizeFor(legendRows(w, selected, o), o, columns);
}

KindSet kindsPossible(const steer::World& w)
{
    using steer::Behaviour;
    KindSet k;
    auto add = [&k](std::initializer_list<ItemKind> kinds) {
        for (ItemKind i : kinds)
            k.set(std::size_t(i));
    };
    // Flee (also inside evade and the flock's separation) records its own force as well.
    const auto seekLike = {ItemKind::Target, ItemKind::Velocity, ItemKind::DesiredVelocity, ItemKind::SteeringForce,
                           ItemKind::FleeForce};
    add({ItemKind::TotalForce});
    for (Behaviour b : steer::scenarioInfo(w.scenario).behaviours) {
        switch (b) {
        case Behaviour::Seek:
        case Behaviour::Flee:
            add(seekLike);
            break;
        case Behaviour::Arrive:
            add(seekLike);
            add({ItemKind::ArrivalCircle});
            break;
        case Behaviour::Pursue:
        case Behaviour::Evade:
            add(seekLike);
            add({ItemKind::PredictedTarget, ItemKind::LookAhead});
            break;
        case Behaviour::Wander:
            add({ItemKind::Velocity, ItemKind::WanderCenter, ItemKind::WanderCircle, ItemKind::WanderOffset,
                 ItemKind::SteeringForce});
            break;
        case Behaviour::Avoid:
            add({ItemKind::Difference, ItemKind::Feeler, ItemKind::Projection, ItemKind::FeelerDistance,
                 ItemKind::BufferCircle, ItemKind::SteeringForce, ItemKind::Velocity, ItemKind::Brake});
            break;
        case Behaviour::FollowPath:
            add(seekLike);
            add({ItemKind::Waypoint, ItemKind::PathThresholdCircle, ItemKind::ArrivalCircle});
            break;
        case Behaviour::Flock:
            add(seekLike);
            add({ItemKind::InSightCone, ItemKind::TooCloseCircle, ItemKind::NeighbourLink, ItemKind::AveragePosition,
                 ItemKind::AverageVelocity, ItemKind::Alignment});
            break;
        case Behaviour::OffsetPursuit:
            add(seekLike);
            add({ItemKind::ArrivalCircle, ItemKind::LocalFrame, ItemKind::OffsetPoint, ItemKind::PredictedTarget,
                 ItemKind::LookAhead});
            break;
        case Behaviour::AvoidCircle:      // recorded under avoid, listed with it
        case Behaviour::LennardJonesPush: // recorded under lennardJones, listed with it
            break;
        case Behaviour::LennardJones:
            add({ItemKind::CutoffCircle, ItemKind::Difference, ItemKind::Push, ItemKind::Velocity,
                 ItemKind::VelocityPlusPush, ItemKind::FixedSpeedVelocity});
            break;
        }
    }
    return k;
}

QSizeF legendReserve(const steer::World& w, const OverlayOptions& o, int columns)
{
    if (!o.legend)
        return {};
    std::vector<ItemKind> rows;
    const KindSet possible = kindsPossible(w) & o.visible;
    for (int k = 0; k < steer::kItemKindCount; ++k)
        if (possible.test(std::size_t(k)))
            rows.push_back(ItemKind(k));
    return legendSizeFor(rows, o, columns);
}

qreal legendMaxWidth(const OverlayOptions& o)
{
    const qreal ui = o.uiScale;
    const QFontMetricsF fm(classroomFont(kLegendFontPx * ui));
    qreal textW = fm.horizontalAdvance(scaleText(o.vectorScale)) - (kSwatchPx + 8) * ui;
    for (int k = 0; k < steer::kItemKindCount; ++k)
        textW = std::max({textW, fm.horizontalAdvance(rowText(ItemKind(k))),
                          fm.horizontalAdvance(secondText(ItemKind(k), o))});
    return (kPadPx * 2 + kSwatchPx + 8) * ui + textW + 2;
}

namespace {

void drawLegendBox(QPainter& p, const QRectF& box, const std::vector<ItemKind>& rows, const OverlayOptions& o,
                   int columns)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setPen(QPen(QColor(0x50, 0x58, 0x64, 160), 1.0));
    p.setBrush(QColor(255, 255, 255, 225));
    p.drawRoundedRect(box.adjusted(0.5, 0.5, -0.5, -0.5), 6, 6);
    const qreal ui = o.uiScale;
    const qreal row = rowHeight(o);
    const qreal swatch = kSwatchPx * ui;
    // With a second language, the glyph and first line sit in the upper part of the row and the
    // second language, smaller and grey, under the first.
    const qreal firstLine = bilingual(o) ? kRowPx * ui / 2 + 2 * ui : row / 2;
    const QFont secondFont = classroomFont(kLegendFontPx * 0.85 * ui);
    const QFont font = classroomFont(kLegendFontPx * ui);
    const QFontMetricsF fm(font);
    p.setFont(font);
    const int perColumn = linesPerColumn(rows.size(), columns);
    const qreal columnStep = legendColumnWidth(rows, o) + 2 * kPadPx * ui;
    qreal y = box.top() + kPadPx * ui;
    qreal x0 = box.left() + kPadPx * ui;
    int line = 0;
    for (ItemKind k : rows) {
        if (line > 0 && line % perColumn == 0) {
            x0 += columnStep;
            y = box.top() + kPadPx * ui;
        }
        ++line;
        const KindStyle& st = styleFor(k);
        const qreal cy = y + firstLine;
        const bool hl = o.highlightKind && *o.highlightKind == k;
        if (hl) {
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(255, 220, 80, 120));
            p.drawRect(QRectF(x0 - kPadPx * ui / 2, y, columnStep - kPadPx * ui, row));
        }
        p.setBrush(Qt::NoBrush);
        p.setPen(screenPen(st.color, std::min<qreal>(st.width, 3.5) * ui, 1.0, st.pen));
        switch (glyphOf(k)) {
        case Glyph::Arrow:
            drawArrow(p, QPointF(x0, cy), QPointF(x0 + swatch, cy), 10.0 * ui, 1.0);
            break;
        case Glyph::Line:
            p.drawLine(QPointF(x0, cy), QPointF(x0 + swatch, cy));
            break;
        case Glyph::Circle:
            p.drawEllipse(QPointF(x0 + swatch / 2, cy), 8.0 * ui, 8.0 * ui);
            break;
        case Glyph::Point:
            p.drawEllipse(QPointF(x0 + swatch / 2, cy), 5.0 * ui, 5.0 * ui);
            p.setBrush(st.color);
            p.drawEllipse(QPointF(x0 + swatch / 2, cy), 2.0 * ui, 2.0 * ui);
            p.setBrush(Qt::NoBrush);
            break;
        }
        p.setPen(QColor(0x20, 0x24, 0x2a));
        p.drawText(QPointF(x0 + swatch + 8 * ui, cy + fm.ascent() / 2 - fm.descent() / 2), rowText(k));
        if (const QString second = secondText(k, o); !second.isEmpty()) {
            p.save();
            p.setFont(secondFont);
            p.setPen(QColor(0x55, 0x5c, 0x66));
            p.drawText(QPointF(x0 + swatch + 8 * ui, cy + kRowPx * ui * 0.8 + fm.ascent() / 2 - fm.descent() / 2),
                       second);
            p.restore();
        }
        y += row;
    }
    if (line > 0 && line % perColumn == 0) {
        x0 += columnStep;
        y = box.top() + kPadPx * ui;
    }
    p.setPen(QColor(0x20, 0x24, 0x2a));
    p.drawText(QPointF(x0, y + firstLine + fm.ascent() / 2 - fm.descent() / 2), scaleText(o.vectorScale));
    if (const QString second = secondScaleText(o); !second.isEmpty()) {
        p.setFont(secondFont);
        p.setPen(QColor(0x55, 0x5c, 0x66));
        p.drawText(QPointF(x0, y + firstLine + kRowPx * ui * 0.8 + fm.ascent() / 2 - fm.descent() / 2), second);
    }
    p.restore();
}

} // namespace

void paintLegend(QPainter& p, const QRectF& area, const steer::World& w, int selected, const OverlayOptions& o,
                 int columns)
{
    if (!o.legend)
        return;
    const auto rows = legendRows(w, selected, o);
    columns = std::clamp(columns, 1, int(rows.size() + 1));
    const QSizeF size = legendSizeFor(rows, o, columns);
    if (size.isEmpty())
        return;
    // Top-right corner of the area: the seeds' demos start their vehicles near the left and the
    // middle, so this is the corner least often in the way.
    const QRectF box(area.right() - size.width(), area.top(), size.width(), size.height());
    const bool vector = p.paintEngine() && (p.paintEngine()->type() == QPaintEngine::SVG
                                            || p.paintEngine()->type() == QPaintEngine::Pdf
                                            || p.paintEngine()->type() == QPaintEngine::Picture);
    if (vector) {
        drawLegendBox(p, box, rows, o, columns);
        return;
    }
    // Text shaping is the dearest part of a frame; the legend changes rarely, so it is drawn once
    // into an image and reused until its rows, texts or sizes change.
    static thread_local QImage cache;
    static thread_local QString cacheKey;
    QString key = QString::number(columns) + QLatin1Char('|') + QString::number(o.uiScale) + QLatin1Char('|') + QString::number(size.width()) + QLatin1Char('|')
        + (o.highlightKind ? QString::number(int(*o.highlightKind)) : QString()) + QLatin1Char('|')
        + scaleText(o.vectorScale);
    key += QLatin1Char('|') + o.secondLanguage;
    for (ItemKind k : rows)
        key += QLatin1Char('|') + rowText(k);
    const qreal dpr = p.device() ? p.device()->devicePixelRatioF() : 1.0;
    key += QLatin1Char('|') + QString::number(dpr);
    if (key != cacheKey || cache.isNull()) {
        cache = QImage((size * dpr).toSize() + QSize(1, 1), QImage::Format_ARGB32_Premultiplied);
        cache.setDevicePixelRatio(dpr);
        cache.fill(Qt::transparent);
        QPainter cp(&cache);
        drawLegendBox(cp, QRectF(QPointF(0, 0), size), rows, o, columns);
        cp.end();
        cacheKey = key;
    }
    p.drawImage(box.topLeft(), cache);
}

QRectF legendBoxAt(const QRectF& area, QSizeF size, int corner)
{
    const qreal x = (corner == 1 || corner == 3) ? area.left() : area.right() - size.width();
    const qreal y = (corner == 2 || corner == 3) ? area.bottom() - size.height() : area.top();
    return {x, y, size.width(), size.height()};
}

int legendCorner(const QRectF& area, QSizeF size, const std::vector<QPointF>& points, std::optional<QPointF> important,
                 int preferred)
{
    int best = preferred;
    long bestCost = -1;
    for (int i = 0; i < 4; ++i) {
        const int corner = (preferred + i) % 4;
        const QRectF box = legendBoxAt(area, size, corner).adjusted(-20, -20, 20, 20);
        long cost = 0;
        for (const QPointF& pt : points)
            cost += box.contains(pt) ? 1 : 0;
        // The selected vehicle's vectors and labels spread around it: keep well clear of it.
        if (important && box.adjusted(-80, -80, 80, 80).contains(*important))
            cost += 1000;
        if (bestCost < 0 || cost < bestCost) {
            bestCost = cost;
            best = corner;
        }
    }
    return best;
}

bool legendColumnFits(QSizeF area, qreal columnWidth, const steer::World& w)
{
    const qreal whole = std::min(area.width() / w.stageWidth, area.height() / w.stageHeight);
    const qreal beside = std::min((area.width() - columnWidth) / w.stageWidth, area.height() / w.stageHeight);
    return beside >= 0.85 * whole;
}

FrameLayout frameLayout(const QRectF& target, const steer::World& w, int selected, const OverlayOptions& o)
{
    constexpr qreal margin = 12.0;
    const QSizeF legend = legendSize(w, selected, o);
    QRectF stageArea = target.adjusted(margin, margin, -margin, -margin);
    QRectF legendBox;
    if (!legend.isEmpty()) {
        // Beside the stage when that leaves the stage at least 60% of the width; else over the
        // stage's top-right corner.
        const qreal column = legend.width() + margin;
        if (legendColumnFits(stageArea.size(), column, w)) {
            stageArea.setRight(stageArea.right() - column);
            legendBox = QRectF(target.right() - margin - legend.width(), stageArea.top(), legend.width(),
                               legend.height());
        } else {
            // Over the stage: in the corner that hides the fewest vehicles (never the selected one
            // if another corner is free).
            const qreal ppu = std::min(stageArea.width() / w.stageWidth, stageArea.height() / w.stageHeight);
            const QPointF origin(stageArea.center().x() - w.stageWidth * ppu / 2,
                                 stageArea.center().y() - w.stageHeight * ppu / 2);
            std::vector<QPointF> points;
            for (const auto& v : w.vehicles)
                points.emplace_back(origin + QPointF(v.position.x, v.position.y) * ppu);
            for (const auto& ob : w.obstacles)
                points.insert(points.end(), 3, origin + QPointF(ob.position.x, ob.position.y) * ppu);
            std::optional<QPointF> sel;
            if (selected >= 0 && std::size_t(selected) < w.vehicles.size())
                sel = points[std::size_t(selected)];
            legendBox = legendBoxAt(stageArea, legend, legendCorner(stageArea, legend, points, sel, 0));
        }
    }
    const qreal ppu = std::min(stageArea.width() / w.stageWidth, stageArea.height() / w.stageHeight);
    const QSizeF stageSize(w.stageWidth * ppu, w.stageHeight * ppu);
    const QRectF stage(stageArea.center().x() - stageSize.width() / 2, stageArea.center().y() - stageSize.height() / 2,
                       stageSize.width(), stageSize.height());
    if (!legendBox.isEmpty() && legendBox.left() > stage.right())
        legendBox.moveLeft(std::min(legendBox.left(), stage.right() + margin));
    return {stage, ppu, legendBox};
}

qreal autoUiScale(QSizeF device)
{
    return std::clamp(std::min(device.width() / 1280.0, device.height() / 800.0), 1.0, 2.5);
}

void renderFrame(QPainter& p, const QRectF& target, const steer::World& w, int selected, const OverlayOptions& given)
{
    OverlayOptions o = given;
    o.uiScale *= autoUiScale(target.size());
    const FrameLayout layout = frameLayout(target, w, selected, o);
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setRenderHint(QPainter::TextAntialiasing, true);
    p.fillRect(target, QColor(0xdd, 0xe1, 0xe6));
    // Feelers and in-sight discs may reach past the stage, but never into the legend's column.
    QRectF clip = target;
    if (!layout.legend.isEmpty() && layout.legend.left() > layout.stage.right())
        clip.setRight(layout.legend.left() - 4);
    p.setClipRect(clip);
    p.translate(layout.stage.topLeft());
    p.scale(layout.pixelsPerUnit, layout.pixelsPerUnit);
    paintStage(p, w, layout.pixelsPerUnit);
    paintVehicles(p, w, selected, o, layout.pixelsPerUnit);
    paintOverlay(p, w, selected, o, layout.pixelsPerUnit);
    paintVehicleNames(p, w, selected, o, layout.pixelsPerUnit);
    p.restore();
    if (!layout.legend.isEmpty())
        paintLegend(p, layout.legend, w, selected, o);
}

} // namespace diagrams
