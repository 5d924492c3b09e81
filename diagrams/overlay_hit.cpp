#include "overlay_hit.h"

#include "item_kinds.h"
#include "overlay_geometry.h"

#include <cmath>
#include <numbers>

namespace diagrams {

namespace {

double distToSegment(QPointF p, QPointF a, QPointF b)
{
    const QPointF ab = b - a;
    const double len2 = ab.x() * ab.x() + ab.y() * ab.y();
    double t = len2 > 0 ? ((p.x() - a.x()) * ab.x() + (p.y() - a.y()) * ab.y()) / len2 : 0.0;
    t = std::clamp(t, 0.0, 1.0);
    const QPointF q = a + ab * t;
    return std::hypot(p.x() - q.x(), p.y() - q.y());
}

double distTo(steer::Geometry g, const PlacedItem& it, QPointF p)
{
    switch (g) {
    case steer::Geometry::Arrow:
    case steer::Geometry::Segment:
        return distToSegment(p, it.from, it.to);
    case steer::Geometry::Point:
        return std::hypot(p.x() - it.from.x(), p.y() - it.from.y());
    case steer::Geometry::Circle:
        return std::abs(std::hypot(p.x() - it.from.x(), p.y() - it.from.y()) - it.radius);
    case steer::Geometry::Sector: {
        const double r = std::hypot(p.x() - it.from.x(), p.y() - it.from.y());
        if (std::abs(it.span) >= 2 * std::numbers::pi - 1e-6)
            return std::abs(r - it.radius);
        // Distance to the arc (when within its angles) or to either straight edge.
        double best = std::min(
            distToSegment(p, it.from, it.from + QPointF(std::cos(it.angle), std::sin(it.angle)) * it.radius),
            distToSegment(p, it.from,
                          it.from + QPointF(std::cos(it.angle + it.span), std::sin(it.angle + it.span)) * it.radius));
        double a = std::atan2(p.y() - it.from.y(), p.x() - it.from.x()) - it.angle;
        a = std::fmod(std::fmod(a, 2 * std::numbers::pi) + 2 * std::numbers::pi, 2 * std::numbers::pi);
        if (a <= it.span)
            best = std::min(best, std::abs(r - it.radius));
        return best;
    }
    }
    return 1e300;
}

// Big outlines are easy to hit by accident; give vectors and points priority.
double bias(steer::Geometry g)
{
    return (g == steer::Geometry::Circle || g == steer::Geometry::Sector) ? 0.5 : 0.0;
}

} // namespace

std::optional<OverlayHit> overlayItemAt(const steer::World& w, int selected, const OverlayOptions& o, QPointF pos,
                                        double tolerance)
{
    if (selected < 0 || std::size_t(selected) >= std::min(w.vehicles.size(), w.explanations.size()))
        return std::nullopt;
    const auto& ex = w.explanations[std::size_t(selected)];
    const steer::Vector2D anchor = recordAnchor(w, std::size_t(selected));
    std::optional<OverlayHit> best;
    double bestScore = tolerance;
    for (std::size_t c = 0; c < ex.calls.size(); ++c) {
        const auto& items = ex.calls[c].items;
        for (std::size_t i = 0; i < items.size(); ++i) {
            const auto& item = items[i];
            const steer::ItemKind kind = steer::shownKind(ex, c, item);
            if (!o.visible.test(std::size_t(kind)) || !o.stepShows(int(c), kind))
                continue;
            // Where it is drawn: with the triangle on, a force starts at the tip of v.
            const double d = distTo(item.geometry, placeCallItem(ex, c, item, anchor, o, o.vectorScale), pos);
            if (d > tolerance)
                continue;
            const double score = d + bias(item.geometry) * tolerance;
            if (score < bestScore || !best) {
                if (score <= bestScore || !best) {
                    bestScore = score;
                    best = OverlayHit{int(c), kind, i};
                }
            }
        }
    }
    if (ex.updated && ex.update.steered && o.visible.test(std::size_t(steer::ItemKind::TotalForce)) &&
        o.stepShows(-1, steer::ItemKind::TotalForce)) {
        const PlacedItem t = placeTotalForce(ex.update, o.vectorScale);
        const double d = distToSegment(pos, t.from, t.to);
        if (d <= tolerance && (!best || d < bestScore))
            best = OverlayHit{-1, steer::ItemKind::TotalForce, 0};
    }
    return best;
}

std::optional<steer::Rule> legendRule(const steer::World& w, int selected, steer::ItemKind kind)
{
    using steer::ItemKind;
    if (itemKindRow(kind).role != KindRole::RuleForce) // the other rows are what the rules use or make
        return std::nullopt;
    if (selected < 0 || std::size_t(selected) >= std::min(w.vehicles.size(), w.explanations.size()))
        return std::nullopt;
    const auto& ex = w.explanations[std::size_t(selected)];
    if (kind == ItemKind::SeparationSum) { // the flock records the sum; it is the separation flees' rule
        for (std::size_t c = 0; c < ex.calls.size(); ++c) {
            const auto& call = ex.calls[c];
            if (call.behaviour == steer::Behaviour::Flee && call.parent >= 0 &&
                ex.calls[std::size_t(call.parent)].behaviour == steer::Behaviour::Flock)
                return steer::ruleOf(ex, c);
        }
        return std::nullopt;
    }
    for (std::size_t c = 0; c < ex.calls.size(); ++c)
        for (const auto& item : ex.calls[c].items)
            if (steer::shownKind(ex, c, item) == kind) {
                // Up to the call whose force this is: pursue's seek is pursue's F, a circle's push is
                // avoid's; a flock's separation keeps its own name (F_sep, not the flock's F_a).
                std::size_t at = c;
                const ItemKind named = steer::forceKindOf(ex, c);
                while (ex.calls[at].parent >= 0 && steer::forceKindOf(ex, std::size_t(ex.calls[at].parent)) == named)
                    at = std::size_t(ex.calls[at].parent);
                return steer::ruleOf(ex, at);
            }
    return std::nullopt;
}

} // namespace diagrams
