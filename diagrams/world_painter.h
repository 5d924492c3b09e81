#pragma once
// Painting a world and its explanation records onto any QPainter (screen, PNG, SVG).
// All functions except paintLegend and renderFrame paint in stage coordinates (pixels of the
// seeds' stage, y down); `pixelsPerUnit` is how many device pixels one stage unit covers, so that
// line widths and text stay the same size on screen whatever the zoom.
#include "overlay_options.h"
#include "world.h"

#include <QPainter>
#include <QRectF>

namespace diagrams {

// Stage background and border, the path (line through small waypoint circles, as PathTest drew
// it), obstacles, and the pointer target marker where the scenario uses the pointer.
void paintStage(QPainter& p, const steer::World& w, qreal pixelsPerUnit);
// The seeds' triangle (10,0) (-10,5) (-10,-5) in each vehicle's colour, pointing along its velocity;
// the selected one highlighted.
void paintVehicles(QPainter& p, const steer::World& w, int selected, const OverlayOptions& o, qreal pixelsPerUnit);
// Every visible item of the last frame's explanation records.
void paintOverlay(QPainter& p, const steer::World& w, int selected, const OverlayOptions& o, qreal pixelsPerUnit);
// The legend (in device coordinates, inside `area`): one row per kind present in this frame's
// records and visible, with its colour and line, plus the vector scale.
void paintLegend(QPainter& p, const QRectF& area, const steer::World& w, int selected, const OverlayOptions& o);
// Kinds present in this frame's records (for the legend and the toggles).
KindSet kindsPresent(const steer::World& w);
// Everything, fitted into `target` (device coordinates): used for PNG and SVG export.
void renderFrame(QPainter& p, const QRectF& target, const steer::World& w, int selected, const OverlayOptions& o);

} // namespace diagrams
