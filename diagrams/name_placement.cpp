#include "name_placement.h"

#include "overlay_geometry.h"
#include "paint_kit.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace diagrams {

namespace {

using steer::Geometry;
using steer::ItemKind;

// Whether the segment a–b meets `box` (Liang–Barsky: clip the segment's parameter range to the
// box's four slabs; it meets the box when some part of [0, 1] is left).
bool meets(const QRectF& box, QPointF a, QPointF b)
{
    const QPointF d = b - a;
    qreal t0 = 0, t1 = 1;
    const std::array<std::pair<qreal, qreal>, 4> slabs = {
        std::pair(-d.x(), a.x() - box.left()), std::pair(d.x(), box.right() - a.x()),
        std::pair(-d.y(), a.y() - box.top()), std::pair(d.y(), box.bottom() - a.y())};
    for (const auto& [p, q] : slabs) {
        if (std::abs(p) < 1e-12) {
            if (q < 0)
                return false; // parallel to this slab and outside it
            continue;
        }
        const qreal t = q / p;
        if (p < 0)
            t0 = std::max(t0, t);
        else
            t1 = std::min(t1, t);
        if (t0 > t1)
            return false;
    }
    return true;
}

// How far `p` is from the nearest point of `box` (0 inside it).
qreal distanceTo(const QRectF& box, QPointF p)
{
    const qreal dx = std::max({box.left() - p.x(), 0.0, p.x() - box.right()});
    const qreal dy = std::max({box.top() - p.y(), 0.0, p.y() - box.bottom()});
    return std::hypot(dx, dy);
}

void appendArrow(std::vector<QLineF>& lines, const PlacedItem& it, qreal head)
{
    appendArrowLines(lines, it.from, it.to, head);
}

} // namespace

std::vector<QLineF> drawnArrowLines(const steer::World& w, int selected, const OverlayOptions& o, qreal ppu)
{
    std::vector<QLineF> lines;
    const std::size_t n = std::min(w.vehicles.size(), w.explanations.size());
    const qreal head = kArrowHeadPixels * o.uiScale / ppu;
    auto shown = [&](ItemKind k) { return o.visible.test(std::size_t(k)); };
    if (selected >= 0 && std::size_t(selected) < n) {
        const auto& ex = w.explanations[std::size_t(selected)];
        const steer::Vector2D anchor = recordAnchor(w, std::size_t(selected));
        for (std::size_t c = 0; c < ex.calls.size(); ++c)
            for (const auto& item : ex.calls[c].items) {
                const ItemKind kind = steer::shownKind(ex, c, item);
                if (item.geometry == Geometry::Arrow && shown(kind) && o.stepShows(int(c), kind))
                    appendArrow(lines, placeCallItem(ex, c, item, anchor, o, o.vectorScale), head);
            }
        if (ex.updated && ex.update.steered && shown(ItemKind::TotalForce) && o.stepShows(-1, ItemKind::TotalForce)) {
            const TruncationParts t = placeTruncation(ex.update, o.vectorScale);
            appendArrow(lines, t.applied, head);
            if (t.cutAway)
                appendArrow(lines, *t.cutAway, head);
        }
        for (const PredictionMark& m : predictionMarks(w, selected, o))
            lines.emplace_back(m.from, m.to);
    }
    // The others' faint vectors, as paintOverlay draws them; a crowd's names are only the
    // selected vehicle's, and its thousands of velocities are not worth walking for it.
    if (!o.otherVehicles || w.vehicles.size() > kCrowdSize)
        return lines;
    const bool few = w.vehicles.size() <= kFewVehicles;
    const qreal otherHead = 7.0 * o.uiScale / ppu;
    for (std::size_t i = 0; i < n; ++i) {
        if (int(i) == selected)
            continue;
        const auto& ex = w.explanations[i];
        if (ex.updated && ex.update.steered && shown(ItemKind::TotalForce))
            appendArrow(lines, placeTotalForce(ex.update, o.vectorScale), otherHead);
        if (!few) {
            if (ex.updated && shown(ItemKind::Velocity))
                appendArrowLines(lines, toPointF(ex.update.positionBefore),
                                 toPointF(ex.update.positionBefore + ex.update.velocityTruncated * o.vectorScale), otherHead);
            continue;
        }
        const steer::Vector2D anchor = recordAnchor(w, i);
        for (std::size_t c = 0; c < ex.calls.size(); ++c) {
            if (ex.calls[c].parent >= 0)
                continue;
            for (const auto& item : ex.calls[c].items) {
                const ItemKind kind = steer::shownKind(ex, c, item);
                if (item.geometry == Geometry::Arrow && kind != ItemKind::NeighbourLink && shown(kind))
                    appendArrow(lines, placeItem(item, anchor, o.vectorScale), otherHead);
            }
        }
    }
    return lines;
}

int linesCrossing(const QRectF& box, const std::vector<QLineF>& lines, qreal margin)
{
    const QRectF wide = box.adjusted(-margin, -margin, margin, margin);
    return int(std::count_if(lines.begin(), lines.end(), [&](const QLineF& l) { return meets(wide, l.p1(), l.p2()); }));
}

void moveNamesOffLines(std::vector<TextLabel>& names, const steer::World& w, const std::vector<QLineF>& lines,
                       qreal ppu, qreal ui, const std::optional<QRectF>& seen)
{
    if (lines.empty())
        return;
    // A stroke counts when it passes under the glyphs or their halo (the box holds the halo; the
    // widest vector's pen adds about 2 px each side).
    const qreal margin = 2.0 * ui / ppu;
    const qreal gap = 2.0 * ui / ppu;
    // Without a view (a picture of the whole stage) a name moves only within the stage: past its
    // edge lies what the picture puts beside it (the legend).
    const QRectF within = seen ? *seen : QRectF(0, 0, w.stageWidth, w.stageHeight);
    // Twice: a place one name leaves (the leader's, off its frame axes) may be the one an earlier
    // name wanted.
    for (int pass = 0; pass < 2; ++pass)
    for (TextLabel& l : names) {
        const int here = linesCrossing(l.box, lines, margin);
        if (here == 0)
            continue;
        // Clear of the selected vehicle's ring and its glow (8 px wide), or of a triangle (whose
        // corners are 11.2 units from its centre), as the place under it is.
        const qreal clear = l.bold ? kSelectionRingUnits + 4.0 * ui / ppu : 12.0;
        const QSizeF size = l.box.size();
        const QPointF at = l.anchor;
        const std::array<QRectF, 3> places = {
            QRectF(QPointF(at.x() - size.width() / 2, at.y() - clear - gap - size.height()), size), // above
            QRectF(QPointF(at.x() + clear + gap, at.y() - size.height() / 2), size),                 // right
            QRectF(QPointF(at.x() - clear - gap - size.width(), at.y() - size.height() / 2), size)}; // left
        int best = here;
        for (const QRectF& box : places) {
            if (!within.contains(box))
                continue;
            const bool onName = std::any_of(names.begin(), names.end(), [&](const TextLabel& other) {
                return &other != &l && other.box.adjusted(-gap, -gap, gap, gap).intersects(box);
            });
            if (onName)
                continue;
            const bool onVehicle = w.vehicles.size() <= kCrowdSize &&
                                   std::any_of(w.vehicles.begin(), w.vehicles.end(), [&](const steer::Vehicle& v) {
                                       const QPointF p = toPointF(v.position);
                                       return p != at && distanceTo(box, p) < 12.0;
                                   });
            if (onVehicle)
                continue;
            if (const int crossed = linesCrossing(box, lines, margin); crossed < best) {
                best = crossed;
                l.box = box;
            }
        }
    }
}

} // namespace diagrams
