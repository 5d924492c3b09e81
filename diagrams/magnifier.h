#pragma once
// The magnifier (OverlayOptions::magnifier): a card in a corner of the stage that repaints the
// selected vehicle's vectors about the vehicle (v, v_d, the forces of its calls and rules, the
// triangle v + F = v_d, ΣF applied and cut away) at a readable factor that makes the largest force
// fill the card, so that a force of 0.4 px/frame² is an arrow and not a dot under the vehicle.
// paintOverlay paints it, so the view and the PNG/SVG exports show it alike.
#include "overlay_options.h"
#include "world.h"

#include <QPainter>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <QTransform>

#include <optional>

namespace diagrams {

constexpr qreal kMagnifierPixels = 210.0; // the card's side on screen at uiScale 1

// The readable factor (1, 2, 5, 10, 20, 50 ... 1000) at which a vector `length` stage units long,
// on a stage drawn at `pixelsPerUnit`, is as long as possible but at most `radiusPixels`: the
// largest such factor, 1 when even ×1 is longer, 1000 at most (and for a zero length).
double magnifierFactor(double length, double radiusPixels, qreal pixelsPerUnit);

struct MagnifierLayout {
    QRectF card;     // device coordinates
    QRectF drawing;  // the part of the card under its caption, where the vectors are drawn
    QPointF centre;  // where the vehicle lands in the card
    qreal radius;    // device pixels from the centre the vectors may reach
    double factor;   // the vectors are drawn this many times their length (never less than the stage's vector scale)
    double longest;  // the largest force drawn (stage units per frame²; the largest vector without one)
    bool triangle;   // the triangle v + F = v_d fits the card at this factor (else F starts at the vehicle)
};
// Where the card goes (the stage's lower left corner, away from the legend; another corner when
// the selected vehicle is there) and its factor, for a painter mapping stage units to the device
// by `stageToDevice` on a device `deviceSize` big (empty: no limit). None when the option is off,
// no vehicle with records is selected, no vector is drawn, or the stage shown is too small to
// give the card room (the compare mode's panes).
std::optional<MagnifierLayout> magnifierLayout(const steer::World& w, int selected, const OverlayOptions& o,
                                               const QTransform& stageToDevice, QSizeF deviceSize);
// The card's caption in the interface language, e.g. "Magnifier: vectors ×20".
QString magnifierCaption(double factor);
// Paints the card; the painter maps stage units to the device, as for paintOverlay.
void paintMagnifier(QPainter& p, const steer::World& w, int selected, const OverlayOptions& o);
// magnifierLayout for the painter's own transform and device.
std::optional<MagnifierLayout> magnifierLayout(const QPainter& p, const steer::World& w, int selected,
                                               const OverlayOptions& o);

} // namespace diagrams
