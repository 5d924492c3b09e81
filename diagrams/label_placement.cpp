#include "label_placement.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

namespace diagrams {

namespace {

// How much of `box` a solid covers: its overlap with the solid's bounding box, when they touch at
// all (a rough measure, enough to rank candidates that all cover something).
qreal onSolid(const QRectF& box, const QPolygonF& solid)
{
    const QRectF bounds = solid.boundingRect();
    if (!box.intersects(bounds) || !solid.intersects(QPolygonF(box)))
        return 0;
    const QRectF i = box.intersected(bounds);
    return std::max<qreal>(1.0, i.width() * i.height());
}

qreal overlapArea(const QRectF& a, const QRectF& b)
{
    const QRectF i = a.intersected(b);
    return i.isValid() ? i.width() * i.height() : 0.0;
}

// The box of `size` whose edge lies `gap` from `tip` in direction `u` (the box's centre moves out
// by half its extent along u, so a wide label beside a vertical arrow does not touch it).
QRectF boxToward(QPointF tip, QPointF u, QSizeF size, qreal gap)
{
    const qreal reach = gap + std::abs(u.x()) * size.width() / 2 + std::abs(u.y()) * size.height() / 2;
    const QPointF c = tip + u * reach;
    return {c.x() - size.width() / 2, c.y() - size.height() / 2, size.width(), size.height()};
}

// How far `p` is from the nearest point of `box`.
qreal distanceTo(const QRectF& box, QPointF p)
{
    const qreal dx = std::max({box.left() - p.x(), 0.0, p.x() - box.right()});
    const qreal dy = std::max({box.top() - p.y(), 0.0, p.y() - box.bottom()});
    return std::hypot(dx, dy);
}

} // namespace

QPolygonF discOutline(QPointF centre, qreal radius)
{
    constexpr int kSides = 24;
    const qreal r = radius / std::cos(std::numbers::pi / kSides);
    QPolygonF out;
    for (int i = 0; i < kSides; ++i) {
        const qreal a = 2 * std::numbers::pi * i / kSides;
        out << centre + QPointF(r * std::cos(a), r * std::sin(a));
    }
    return out;
}

std::vector<QRectF> placeLabels(const std::vector<LabelRequest>& labels, const std::vector<QRectF>& keepClear,
                                qreal gap, const std::optional<QRectF>& within, const std::vector<QRectF>& texts,
                                const std::vector<QPolygonF>& solids)
{
    // Straight ahead first, then turning away from the arrow on alternate sides; straight back
    // (over the arrow's own head) last. A second, wider ring when the first is full. The last two
    // rings only when every nearer place would lie on another label: where the view's edge (or
    // the legend's strip) pushes every place of a few labels onto one line, F_w was printed over
    // ΣF in avoid. Otherwise a label stays near its tip, even over an arrowhead.
    static constexpr std::array<qreal, 10> turns = {0, 35, -35, 70, -70, 105, -105, 140, -140, 180};
    // The two widest for a tip inside the selected vehicle's ring (offset pursuit's o at frame 0,
    // where the follower sits on its offset point), where the nearer places are on the ring or taken.
    static constexpr std::array<qreal, 8> rings = {1.0, 2.2, 3.6, 5.2, 7.4, 10.0, 13.0, 16.0};
    constexpr std::size_t kNearRings = 4;
    constexpr qreal kOnALabel = 1e6;
    constexpr qreal kTouching = 300;
    std::vector<QRectF> placed;
    placed.reserve(labels.size());
    for (const LabelRequest& l : labels) {
        const qreal len = std::hypot(l.dir.x(), l.dir.y());
        const QPointF d = len > 1e-9 ? l.dir / len : QPointF(1, 0);
        QRectF best;
        qreal bestCost = -1;
        for (std::size_t r = 0; r < rings.size(); ++r) {
            if (r >= kNearRings && bestCost < kOnALabel)
                break;
            const qreal ring = rings[r];
            for (qreal turn : turns) {
                const qreal a = turn * std::numbers::pi / 180.0;
                const QPointF u(d.x() * std::cos(a) - d.y() * std::sin(a), d.x() * std::sin(a) + d.y() * std::cos(a));
                QRectF box = boxToward(l.tip, u, l.size, gap * ring);
                // A tip near or past the view's edge: the box slides back into sight (at the edge
                // its arrow runs out through), then competes like any other candidate.
                if (within)
                    box.translate(std::clamp(box.left(), within->left(), std::max(within->left(), within->right() - box.width())) - box.left(),
                                  std::clamp(box.top(), within->top(), std::max(within->top(), within->bottom() - box.height())) - box.top());
                // A label on another label is unreadable; one over an arrowhead or a name's
                // halo, or nearer another tip, much less so: when nothing is free, labels keep
                // apart first.
                // Words that touch read as one ("Fv_d", "pursuerv_d" at seek's and pursue's frame 0):
                // a label keeps half a gap clear of every other word too, unless no place near its
                // tip does (a touching word costs less than a covered one, so the far rings stay unused).
                qreal cost = 0;
                const QRectF spaced = box.adjusted(-gap / 2, -gap / 2, gap / 2, gap / 2);
                for (const std::vector<QRectF>* words : std::initializer_list<const std::vector<QRectF>*>{&placed, &texts})
                    for (const QRectF& q : *words)
                        if (const qreal a = overlapArea(box, q); a > 0)
                            cost += kOnALabel + a;
                        else if (const qreal near = overlapArea(spaced, q); near > 0)
                            cost += kTouching + near;
                for (const QRectF& q : keepClear)
                    cost += overlapArea(box, q);
                // A label on the selected vehicle's ring (pursue's v_d at frame 0, Russian,
                // presenting at 1280x720) or on a vehicle hides the thing it explains.
                for (const QPolygonF& s : solids)
                    if (const qreal a = onSolid(box, s); a > 0)
                        cost += kOnALabel + a;
                if (within) // only a box larger than the view is still cut
                    if (const qreal cut = box.width() * box.height() - overlapArea(box, *within); cut > 1e-9)
                        cost += kOnALabel + cut;
                // A label nearer another label's tip than its own would name the wrong arrow.
                const qreal own = distanceTo(box, l.tip);
                for (const LabelRequest& other : labels) {
                    const QPointF d = other.tip - l.tip;
                    if (std::hypot(d.x(), d.y()) > 2.0 && distanceTo(box, other.tip) < own - 1.0)
                        cost += box.width() * box.height();
                }
                if (bestCost < 0 || cost < bestCost) {
                    bestCost = cost;
                    best = box;
                }
                if (cost == 0)
                    break;
            }
            if (bestCost == 0)
                break;
        }
        placed.push_back(best);
    }
    return placed;
}

} // namespace diagrams
