#include "magnifier.h"

#include "diagram_style.h"
#include "item_kinds.h"
#include "label_placement.h"
#include "overlay_geometry.h"
#include "overlay_items.h"
#include "paint_kit.h"
#include "world_painter.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPaintDevice>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <utility>
#include <vector>

namespace diagrams {

namespace {

using steer::Geometry;
using steer::ItemKind;

constexpr qreal kCaptionPixels = 14.0;
constexpr qreal kLabelPixels = 15.0;

// The forces the factor is chosen for: what pushes the vehicle, not its velocities (which are as
// long as on the stage anyway and may run out of the card).
bool isForce(ItemKind k) { return pushes(k); }

// The selected vehicle's items the card repaints: what the stage draws scaled (velocities, forces,
// the wander circle), of the calls in focus.
bool drawnInCard(const steer::VehicleExplanation& ex, std::size_t call, const steer::Item& item,
                 const OverlayOptions& o, ItemKind* shown)
{
    const ItemKind kind = steer::shownKind(ex, call, item);
    *shown = kind;
    return styleFor(kind).scaled && item.geometry != Geometry::Point && o.visible.test(std::size_t(kind)) &&
           inFocus(ex, int(call), o) && o.stepShows(int(call), kind); // line by line: not before its line
}

bool totalForceShown(const steer::VehicleExplanation& ex, const OverlayOptions& o)
{
    return ex.updated && ex.update.steered && o.visible.test(std::size_t(ItemKind::TotalForce)) && !o.focus
        && o.stepShows(-1, ItemKind::TotalForce);
}

// From the stage at factor `factor` about `anchor` into the card: the vehicle at `centre`.
PlacedItem intoCard(PlacedItem it, steer::Vector2D anchor, QPointF centre, qreal ppu)
{
    const QPointF a = toPointF(anchor);
    it.from = centre + (it.from - a) * ppu;
    it.to = centre + (it.to - a) * ppu;
    it.radius *= ppu;
    return it;
}

bool fitsTriangle(const steer::VehicleExplanation& ex, const OverlayOptions& o, double reach)
{
    // The triangle's far corners are the tips of v and v_d: both within the card's reach.
    for (std::size_t c = 0; c < ex.calls.size(); ++c) {
        if (!triangleForce(ex, c))
            continue;
        ItemKind kind;
        const steer::Item* f = triangleForce(ex, c);
        if (!drawnInCard(ex, c, *f, o, &kind))
            continue;
        const steer::BehaviourRecord& r = ex.calls[c];
        if (r.firstItem(ItemKind::Velocity)->vec.length() > reach || r.firstItem(ItemKind::DesiredVelocity)->vec.length() > reach)
            return false;
    }
    return true;
}

} // namespace

double magnifierFactor(double length, double radiusPixels, qreal ppu)
{
    constexpr std::array<double, 10> nice = {1, 2, 5, 10, 20, 50, 100, 200, 500, 1000};
    if (!(length > 0.0) || !(ppu > 0.0))
        return nice.back();
    const double ideal = radiusPixels / (length * ppu);
    double best = nice.front();
    for (double f : nice)
        if (f <= ideal * (1.0 + 1e-9))
            best = f;
    return best;
}

std::optional<MagnifierLayout> magnifierLayout(const steer::World& w, int selected, const OverlayOptions& o,
                                               const QTransform& toDevice, QSizeF deviceSize)
{
    if (!o.magnifier || selected < 0 || std::size_t(selected) >= std::min(w.vehicles.size(), w.explanations.size()))
        return std::nullopt;
    const steer::VehicleExplanation& ex = w.explanations[std::size_t(selected)];
    double longestForce = 0.0;
    double longestVector = 0.0;
    for (std::size_t c = 0; c < ex.calls.size(); ++c)
        for (const steer::Item& item : ex.calls[c].items) {
            ItemKind kind;
            if (item.geometry != Geometry::Arrow || !drawnInCard(ex, c, item, o, &kind))
                continue;
            longestVector = std::max(longestVector, item.vec.length());
            if (isForce(kind))
                longestForce = std::max(longestForce, item.vec.length());
        }
    if (totalForceShown(ex, o))
        longestForce = std::max(longestForce, ex.update.force.length());
    const double longest = longestForce > 1e-12 ? longestForce : longestVector;
    if (!(longest > 1e-12))
        return std::nullopt;

    const qreal ui = o.uiScale;
    const qreal side = kMagnifierPixels * ui;
    QRectF shown = toDevice.mapRect(QRectF(0, 0, w.stageWidth, w.stageHeight));
    if (!deviceSize.isEmpty())
        shown = shown.intersected(QRectF(QPointF(0, 0), deviceSize));
    // A card needs a stage well over twice its size around it, or it hides what it magnifies.
    if (shown.width() < 2.4 * side || shown.height() < 1.9 * side)
        return std::nullopt;

    // Lower left first: the legend sits at the top right (beside the stage or in a band under it).
    const qreal margin = 8.0 * ui;
    const std::array<QPointF, 4> corners = {
        QPointF(shown.left() + margin, shown.bottom() - margin - side),
        QPointF(shown.left() + margin, shown.top() + margin),
        QPointF(shown.right() - margin - side, shown.bottom() - margin - side),
        QPointF(shown.right() - margin - side, shown.top() + margin),
    };
    const qreal ppu = std::max<qreal>(1e-9, std::hypot(toDevice.m11(), toDevice.m12()));
    const QPointF vehicle = toDevice.map(toPointF(w.vehicles[std::size_t(selected)].position));
    const qreal clearance = 20.0 * ppu + 16.0 * ui; // the selection ring and the name under it
    QRectF card(corners[0], QSizeF(side, side));
    for (const QPointF& c : corners) {
        const QRectF r(c, QSizeF(side, side));
        if (!r.adjusted(-clearance, -clearance, clearance, clearance).contains(vehicle)) {
            card = r;
            break;
        }
    }

    MagnifierLayout m;
    m.card = card;
    const qreal caption = (kCaptionPixels + 10.0) * ui;
    m.drawing = card.adjusted(1, caption, -1, -1);
    m.centre = m.drawing.center();
    m.radius = std::min(m.drawing.width(), m.drawing.height()) / 2 - 14.0 * ui;
    // A magnifier never shows less than the stage: big forces run out of the card instead.
    m.factor = std::max(magnifierFactor(longest, m.radius, ppu), o.vectorScale);
    m.longest = longest;
    m.triangle = o.triangle && fitsTriangle(ex, o, m.radius / (m.factor * ppu));
    return m;
}

std::optional<MagnifierLayout> magnifierLayout(const QPainter& p, const steer::World& w, int selected,
                                               const OverlayOptions& o)
{
    if (!o.magnifier)
        return std::nullopt;
    const QPaintDevice* d = p.device();
    return magnifierLayout(w, selected, o, p.combinedTransform(), d ? QSizeF(d->width(), d->height()) : QSizeF());
}

QString magnifierCaption(double factor)
{
    return QCoreApplication::translate("Magnifier", "Magnifier: vectors ×%1").arg(factor, 0, 'g', 4);
}

void paintMagnifier(QPainter& p, const steer::World& w, int selected, const OverlayOptions& o)
{
    const std::optional<MagnifierLayout> m = magnifierLayout(p, w, selected, o);
    if (!m)
        return;
    const steer::VehicleExplanation& ex = w.explanations[std::size_t(selected)];
    const steer::Vector2D anchor = recordAnchor(w, std::size_t(selected));
    const QTransform toDevice = p.combinedTransform();
    const qreal ppu = std::hypot(toDevice.m11(), toDevice.m12());
    const qreal ui = o.uiScale;
    const StageStyle& style = stageStyle();
    OverlayOptions placing = o;
    placing.triangle = m->triangle;

    p.save();
    p.resetTransform(); // device pixels from here on (the clip, if any, stays)
    p.setPen(QPen(style.cardBorder, 1.0 * ui));
    p.setBrush(style.card);
    p.drawRoundedRect(m->card, 6.0 * ui, 6.0 * ui);
    p.setBrush(Qt::NoBrush);

    const QFont captionFont = classroomFont(kCaptionPixels * ui, true);
    const QFontMetricsF cfm(captionFont);
    p.setFont(captionFont);
    p.setPen(style.ink);
    p.drawText(QPointF(m->card.left() + 8.0 * ui, m->card.top() + 5.0 * ui + cfm.ascent()),
               magnifierCaption(m->factor));

    p.setClipRect(m->drawing, Qt::IntersectClip);
    // The vehicle, as small as on the stage: it says where the vectors start and which way it faces.
    {
        const steer::Vehicle& v = w.vehicles[std::size_t(selected)];
        const double a = (v.velocity.x == 0.0 && v.velocity.y == 0.0) ? 0.0 : std::atan2(v.velocity.y, v.velocity.x);
        const qreal c = std::cos(a) * ppu, s = std::sin(a) * ppu;
        auto at = [&](qreal x, qreal y) { return m->centre + QPointF(x * c - y * s, x * s + y * c); };
        QColor fill = inPalette(QColor::fromRgb(QRgb(0xff000000u | v.color)));
        fill.setAlpha(120);
        p.setPen(QPen(style.ink, 1.0 * ui));
        p.setBrush(fill);
        p.drawPolygon(QPolygonF({at(10, 0), at(-10, 5), at(-10, -5)}));
        p.setBrush(Qt::NoBrush);
    }

    struct Drawn {
        Geometry g;
        ItemKind kind;
        PlacedItem at;
        int call;
        bool side; // the triangle's F
    };
    static thread_local std::vector<Drawn> drawn;
    drawn.clear();
    for (std::size_t c = 0; c < ex.calls.size(); ++c)
        for (const steer::Item& item : ex.calls[c].items) {
            ItemKind kind;
            if (!drawnInCard(ex, c, item, o, &kind))
                continue;
            drawn.push_back({item.geometry, kind,
                             intoCard(placeCallItem(ex, c, item, anchor, placing, m->factor), anchor, m->centre, ppu),
                             int(c), placing.triangle && triangleForce(ex, c) == &item});
        }
    // Circles first, then arrows widest first, so that a thin vector lying on a wider one shows;
    // the triangle's F under the arrows as wide as it, as on the stage.
    std::stable_sort(drawn.begin(), drawn.end(), [](const Drawn& a, const Drawn& b) {
        const bool ac = a.g != Geometry::Arrow, bc = b.g != Geometry::Arrow;
        if (ac != bc)
            return ac;
        return styleFor(a.kind).width + (a.side ? 0.01 : 0.0) > styleFor(b.kind).width + (b.side ? 0.01 : 0.0);
    });
    std::size_t next = 0;
    for (; next < drawn.size() && drawn[next].g != Geometry::Arrow; ++next)
        drawItem(p, drawn[next].g, drawn[next].kind, drawn[next].at, false, 1.0, ui);
    TruncationParts sum;
    const bool withSum = totalForceShown(ex, o);
    if (withSum) {
        sum = placeTruncation(ex.update, m->factor);
        sum.applied = intoCard(sum.applied, anchor, m->centre, ppu);
        if (sum.cutAway)
            sum.cutAway = intoCard(*sum.cutAway, anchor, m->centre, ppu);
        drawTruncation(p, sum, isHighlighted(o, -1, ItemKind::TotalForce), 1.0, ui);
    }
    for (; next < drawn.size(); ++next)
        drawItem(p, drawn[next].g, drawn[next].kind, drawn[next].at,
                 isHighlighted(o, drawn[next].call, drawn[next].kind), 1.0, ui);

    if (o.labels) {
        // One label per symbol, at its arrow's tip, as on the stage.
        std::vector<LabelRequest> requests;
        std::vector<std::pair<const char*, QColor>> texts;
        const QFont font = classroomFont(kLabelPixels * ui, true);
        const QFontMetricsF fm(font);
        auto add = [&](ItemKind kind, const PlacedItem& it) {
            const char* text = styleFor(kind).label;
            const QPointF d = it.to - it.from;
            const qreal len = std::hypot(d.x(), d.y());
            if (text[0] == '\0' || len < 12.0 * ui || !m->drawing.contains(it.to))
                return;
            for (const auto& t : texts)
                if (std::strcmp(t.first, text) == 0)
                    return;
            const QString s = QString::fromUtf8(text);
            requests.push_back({it.to, d / len, QSizeF(fm.horizontalAdvance(s) + 4.0, fm.ascent() + fm.descent() + 4.0)});
            texts.emplace_back(text, styleFor(kind).color.darker(115));
        };
        for (const Drawn& d : drawn)
            if (d.g == Geometry::Arrow)
                add(d.kind, d.at);
        if (withSum) {
            PlacedItem whole = sum.applied;
            if (sum.cutAway)
                whole.to = sum.cutAway->to;
            add(ItemKind::TotalForce, whole);
        }
        const std::vector<QRectF> boxes = placeLabels(requests, {}, 4.0 * ui);
        const QRectF inside = m->drawing.adjusted(2, 2, -2, -2);
        for (std::size_t i = 0; i < boxes.size(); ++i) {
            // Pushed back into the card where a tip near its edge put the label past it.
            QRectF box = boxes[i];
            box.moveLeft(std::clamp(box.left(), inside.left(), std::max(inside.left(), inside.right() - box.width())));
            box.moveTop(std::clamp(box.top(), inside.top(), std::max(inside.top(), inside.bottom() - box.height())));
            drawScreenText(p, box.topLeft(), 2.0, 2.0 + fm.ascent() * 0.5, QString::fromUtf8(texts[i].first), font,
                           texts[i].second, 1.0);
        }
    }
    p.restore();
}

} // namespace diagrams
