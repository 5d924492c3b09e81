#pragma once
// Painting a world and its explanation records onto any QPainter (screen, PNG, SVG).
// All functions except paintLegend and renderFrame paint in stage coordinates (pixels of the
// seeds' stage, y down); `pixelsPerUnit` is how many device pixels one stage unit covers, so that
// line widths and text stay the same size on screen whatever the zoom.
#include "overlay_options.h"
#include "world.h"

#include <QPainter>
#include <QRectF>
#include <QSizeF>

#include <optional>
#include <vector>

namespace diagrams {

// Stage background and border, the path (line through small waypoint circles, as PathTest drew
// it), obstacles, and the pointer target marker where the scenario uses the pointer.
void paintStage(QPainter& p, const steer::World& w, qreal pixelsPerUnit);
// The seeds' triangle (10,0) (-10,5) (-10,-5) in each vehicle's colour, pointing along its velocity;
// the selected one highlighted.
void paintVehicles(QPainter& p, const steer::World& w, int selected, const OverlayOptions& o, qreal pixelsPerUnit);
// The vehicles' names (OverlayOptions::vehicleNames), painted after the overlay so that no vector
// label covers them.
void paintVehicleNames(QPainter& p, const steer::World& w, int selected, const OverlayOptions& o, qreal pixelsPerUnit);
// Every visible item of the last frame's explanation records.
void paintOverlay(QPainter& p, const steer::World& w, int selected, const OverlayOptions& o, qreal pixelsPerUnit);
// The legend (in device coordinates, inside `area`): one row per kind present in this frame's
// records and visible, with its colour and line, plus the vector scale.
// With `columns` > 1 the rows run down one column after another (a band under the stage).
void paintLegend(QPainter& p, const QRectF& area, const steer::World& w, int selected, const OverlayOptions& o,
                 int columns = 1);
// Kinds present in this frame's records (for the toggles).
KindSet kindsPresent(const steer::World& w);
// Kinds paintOverlay actually draws with these options and this selection (the legend's rows):
// all of the selected vehicle's, plus the few the unselected ones show.
KindSet kindsDrawn(const steer::World& w, int selected, const OverlayOptions& o);
// Size (device pixels) the legend needs for this frame; empty when it has no rows or is off.
// Lets a view or an export keep the legend beside the stage instead of over it.
QSizeF legendSize(const steer::World& w, int selected, const OverlayOptions& o, int columns = 1);
// Every kind this world's scenario can record (its behaviours and the ones they call), so a view
// can reserve room for the largest legend the scenario will need and the stage never jumps.
KindSet kindsPossible(const steer::World& w);
// Size of a legend listing every visible kind of kindsPossible(), in `columns` columns.
QSizeF legendReserve(const steer::World& w, const OverlayOptions& o, int columns);
// Width of the widest legend any frame can have (every kind, current language): a view reserves
// this so that the stage does not jump when rows come and go.
qreal legendMaxWidth(const OverlayOptions& o);
// The part of `target` the stage is fitted into by renderFrame (the legend takes a column on the
// right when there is room for it) and the legend's box; both in device coordinates.
// Whether a legend column `columnWidth` wide fits beside the stage in `area` without shrinking the
// stage by more than 15% (otherwise the legend goes over the stage's top-right corner).
bool legendColumnFits(QSizeF area, qreal columnWidth, const steer::World& w);
// Where a legend of `size` goes when it has to sit over the stage: the corner of `area` (device
// coordinates) that covers the fewest of `points` (the vehicles), the selected one (`important`)
// counting most; `preferred` (0 top-right, 1 top-left, 2 bottom-right, 3 bottom-left) wins ties so
// the legend does not wander. Returns the chosen corner.
int legendCorner(const QRectF& area, QSizeF size, const std::vector<QPointF>& points, std::optional<QPointF> important,
                 int preferred);
QRectF legendBoxAt(const QRectF& area, QSizeF size, int corner);
struct FrameLayout {
    QRectF stage;       // where the stage rectangle lands
    qreal pixelsPerUnit;
    QRectF legend;      // empty when no legend is drawn
};
FrameLayout frameLayout(const QRectF& target, const steer::World& w, int selected, const OverlayOptions& o);
// How much bigger text and lines get on a device of this size: 1 up to 1280x800, growing with
// the screen (1.35 at 1920x1080) so the back row of a classroom can still read the labels.
qreal autoUiScale(QSizeF deviceSize);
// Everything, fitted into `target` (device coordinates): used for PNG and SVG export.
void renderFrame(QPainter& p, const QRectF& target, const steer::World& w, int selected, const OverlayOptions& o);

} // namespace diagrams
