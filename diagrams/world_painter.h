#pragma once
// Painting a world and its explanation records onto any QPainter (screen, PNG, SVG).
// All functions except paintLegend and renderFrame paint in stage coordinates (pixels of the
// seeds' stage, y down); `pixelsPerUnit` is how many device pixels one stage unit covers, so that
// line widths and text stay the same size on screen whatever the zoom.
#include "overlay_options.h"
#include "stage_notes.h"
#include "world.h"

#include <QColor>
#include <QPainter>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace diagrams {

// Sizes of the vehicle painters, shared with the view's fit (stage_fit.h).
constexpr qreal kSelectionRingUnits = 17.0; // radius of the selected vehicle's ring, stage units
constexpr qreal kNamePixels = 14.0;         // height of a vehicle's name at uiScale 1, device pixels
constexpr qreal kNameGapPixels = 10.0;      // from the ring (or the triangle) to the name's middle

// Stage background and border, the path (line through small waypoint circles, as PathTest drew
// it, closed back to the first waypoint when the path loops), obstacles, and the pointer target marker where the scenario uses the pointer.
void paintStage(QPainter& p, const steer::World& w, qreal pixelsPerUnit);
// The ground's grid lines are 50 stage units apart (the seeds' pixels), or 100, 250, 500, 1000 ...
// when 50 units are less than kMinGridPixels on the device (a crowd's large stage fitted small),
// unless diagrams::setCrowdShortcutsEnabled(false).
constexpr qreal kMinGridPixels = 6.0;
double gridSpacing(qreal pixelsPerUnit);
// paintStage in its three parts, in this order: the ground that stays still while a demo plays
// (background, grid, border, path: a view may keep it as a picture), the obstacles (still too
// unless the scenario drifts them), and the pointer target.
void paintStageGround(QPainter& p, const steer::World& w, qreal pixelsPerUnit);
void paintObstacles(QPainter& p, const steer::World& w, qreal pixelsPerUnit);
void paintPointerTarget(QPainter& p, const steer::World& w, qreal pixelsPerUnit);
// The seeds' triangle (10,0) (-10,5) (-10,-5) in each vehicle's colour, pointing along its velocity;
// the selected one highlighted, with a faint ghost where the next step takes it (nextStepGhost).
void paintVehicles(QPainter& p, const steer::World& w, int selected, const OverlayOptions& o, qreal pixelsPerUnit);
// The vehicles' names (OverlayOptions::vehicleNames), painted after the overlay so that no vector
// label covers them.
void paintVehicleNames(QPainter& p, const steer::World& w, int selected, const OverlayOptions& o, qreal pixelsPerUnit);
// Where the selected vehicle will be after the next step (its update record's positionAfter, and
// the velocity it will have), drawn as a ghost; none when it would not move visibly, when the edge
// rule wraps it to the other side, or when there is no record.
struct Ghost {
    steer::Vector2D position;
    steer::Vector2D velocity;
};
std::optional<Ghost> nextStepGhost(const steer::World& w, int selected);
// Every visible item of the shown frame's explanation records (the next step, computed from the
// drawn positions), with the short labels placed by overlayLabels.
void paintOverlay(QPainter& p, const steer::World& w, int selected, const OverlayOptions& o, qreal pixelsPerUnit);
// The legend (in device coordinates, inside `area`): a title saying the overlay is the next step,
// one row per kind present in this frame's records and visible, with its colour and line, a row
// for the ghost when one is drawn, and the vector scale.
// With `columns` > 1 the rows run down one column after another (a band under the stage).
void paintLegend(QPainter& p, const QRectF& area, const steer::World& w, int selected, const OverlayOptions& o,
                 int columns = 1);
// A vehicle's name as drawn under it, and the arrow labels of the selected vehicle as placed: boxes
// in stage coordinates (for painting with `pixelsPerUnit`, and for tests to check that nothing
// overlaps and every label sits at its own tip).
struct TextLabel {
    QString text;
    QColor color;
    QPointF anchor;  // the vehicle's position, or the tip the label belongs to
    QRectF box;      // stage coordinates
    bool bold = false;
};
// `seen` as for overlayLabels: a name that would run past it (a long name, three languages, a
// vehicle at the view's edge) slides along into it instead of being cut.
std::vector<TextLabel> vehicleNameLabels(const steer::World& w, int selected, const OverlayOptions& o,
                                         qreal pixelsPerUnit, const std::optional<QRectF>& seen = std::nullopt);
// `seen`: the part of the stage's plane the picture shows (stage coordinates), when known: the
// labels then stay inside it (seenStageRect, crowd_painter.h, gives it for a painter).
std::vector<TextLabel> overlayLabels(const steer::World& w, int selected, const OverlayOptions& o,
                                     qreal pixelsPerUnit, const std::optional<QRectF>& seen = std::nullopt);
// Pursue, evade and offset pursuit of the selected vehicle: the line from the vehicle to the
// predicted point p′ it steers for, and, when p′ lies off the stage, where that line leaves the
// stage (an edge marker points on to p′). Stage coordinates.
struct PredictionMark {
    QPointF from;                // the vehicle, where its behaviours ran
    QPointF to;                  // p′
    std::optional<QPointF> edge; // where the line leaves the stage, when p′ is off it
};
std::vector<PredictionMark> predictionMarks(const steer::World& w, int selected, const OverlayOptions& o);
// With OverlayOptions::focus set: whether call `call` of the selected vehicle is of that rule or is
// made by a call of it (drawn strongly); always true without a focus.
bool inFocus(const steer::VehicleExplanation& ex, int call, const OverlayOptions& o);
// Alpha of what a focus fades (other calls, the total force, other vehicles).
constexpr int kFadedAlpha = 40;
// Alpha of the total force as summed when truncate(ΣF, maxForce) shortens it (the applied part is
// drawn over it at full strength), and of an avoid circle ahead that does not push.
constexpr int kBeforeTruncationAlpha = 90;
constexpr int kIdleCircleAlpha = 90;
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
// Whether a legend column `columnWidth` wide fits beside the stage in `area` without shrinking the
// stage by more than 15% (otherwise the legend goes in a band under the stage).
bool legendColumnFits(QSizeF area, qreal columnWidth, const steer::World& w);
// The legend's title: the overlay shows the next step, computed from the position drawn.
QString legendTitle();
// The legend's lines as paintLegend writes them in the interface language (title, kinds, ghost,
// pointer target, vector scale); empty when no legend is drawn. For tests and screen readers.
QStringList legendLines(const steer::World& w, int selected, const OverlayOptions& o);
struct FrameLayout {
    QRectF stage;       // where the stage rectangle lands
    qreal pixelsPerUnit;
    QRectF legend;      // empty when no legend is drawn; never overlaps the stage
    int legendColumns = 1;
};
// The part of `target` the stage is fitted into by renderFrame, with room round it for a vehicle
// on its edge and its name, and the legend's box beside or under it (whichever leaves the larger
// stage); both in device coordinates.
FrameLayout frameLayout(const QRectF& target, const steer::World& w, int selected, const OverlayOptions& o);
// How much bigger text and lines get on a device of this size: 1 up to 1280x800, growing with
// the screen (1.35 at 1920x1080) so the back row of a classroom can still read the labels.
qreal autoUiScale(QSizeF deviceSize);
// Everything, fitted into `target` (device coordinates): used for PNG and SVG export. A lesson's
// stage notes visible at this frame are painted over the stage.
void renderFrame(QPainter& p, const QRectF& target, const steer::World& w, int selected, const OverlayOptions& o,
                 const StageNotes& notes = {});
// renderFrame with `o.uiScale` already grown for the device (a picture of several panes grows its
// text with the whole picture, not with each pane), and the vehicles' trails under them.
void renderFrameScaled(QPainter& p, const QRectF& target, const steer::World& w, int selected, const OverlayOptions& o,
                       const StageNotes& notes, const std::vector<std::vector<steer::Vector2D>>& trails);

} // namespace diagrams
