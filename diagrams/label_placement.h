#pragma once
// Where the overlay's short labels (v, v_d, F ...) go: each beside its own arrow's tip, moved round
// the tip until it covers no label placed before it and nothing the caller keeps clear (vehicle
// names, vehicles, arrowheads), and is nearer no other label's tip than its own. A small greedy
// placement: the candidates nearest the tip come first, so a label only moves away when it has
// to, and earlier labels keep the best places.
#include <QPointF>
#include <QPolygonF>
#include <QRectF>
#include <QSizeF>

#include <optional>
#include <vector>

namespace diagrams {

struct LabelRequest {
    QPointF tip;  // where the label belongs, in device pixels
    QPointF dir;  // unit direction pointing away from the drawing at the tip (the arrow's direction)
    QSizeF size;  // the text's box, device pixels
};

// One box per request, in the order given (device pixels). `gap` is the free space between a tip
// and its label (1, 2.2, 3.6 and 5.2 times it on the successive rings of candidates; 7.4, 10, 13
// and 16 times when every nearer place lies on a label, a name or a solid). When no
// candidate is free, the one overlapping least is taken, overlaps of labels counting most.
// A label is kept `within` the part of the picture that is seen, when given: a candidate past the
// view's edge ("pro" for proj) slides back inside it before it is weighed. `texts` are words already
// on the picture (the vehicles' names): a label on one is as unreadable as a label on a label.
// `solids` are what the picture is about (the vehicles' triangles, the selected vehicle's ring as
// a polygon round it): a label on one hides it, and weighs as much as a label on a label.
std::vector<QRectF> placeLabels(const std::vector<LabelRequest>& labels, const std::vector<QRectF>& keepClear,
                                qreal gap, const std::optional<QRectF>& within = std::nullopt,
                                const std::vector<QRectF>& texts = {}, const std::vector<QPolygonF>& solids = {});

// A polygon that holds the disc of `radius` round `centre` (its edges touch the circle), for `solids`.
QPolygonF discOutline(QPointF centre, qreal radius);

} // namespace diagrams
