#pragma once
// A crowd (more than kCrowdSize vehicles, issue #12) painted cheaply. Thousands of triangles cost
// a polygon fill, a brush change and three outline edges each; a 20 000-boid flock fitted to a
// 1920x1080 window leaves each triangle about one pixel long, where no heading can be seen. There
// every vehicle becomes a dot written straight into one picture that is drawn once. Nothing here
// applies to kCrowdSize vehicles or fewer: the demos' flocks and chases are painted as before.
#include "world.h"

#include <QPainter>
#include <QRectF>

#include <optional>

namespace diagrams {

// A crowd's vehicle whose triangle (20 stage units long) is shorter than this many device pixels
// is drawn as a dot of kCrowdDotPixels x kCrowdDotPixels device pixels.
constexpr qreal kCrowdDotBelowPixels = 4.0;
constexpr int kCrowdDotPixels = 2;

// The shortcuts taken for large stages and crowds (dots, vehicles out of sight skipped, a sparser
// grid: gridSpacing) are on by default; off, everything is painted as for a small demo, the
// reference that tests and bench_crowd_paint compare them with. For every painting thread.
void setCrowdShortcutsEnabled(bool on);
bool crowdShortcutsEnabled();

// The device's own rectangle (logical pixels) less what the clip hides, and the same in stage
// coordinates: what this painter shows, on any device, when its world transform only scales and
// translates (nullopt otherwise). Stage labels keep inside it.
std::optional<QRectF> seenDeviceRect(const QPainter& p);
std::optional<QRectF> seenStageRect(const QPainter& p);

// The part of the stage (stage coordinates) that this painter's device and clip show, when the
// painter is a raster one (a window or an image) under a scale and translation; nullopt otherwise
// (SVG, PDF, a rotated view): then everything is painted, since nothing is known to be unseen.
std::optional<QRectF> visibleStageRect(const QPainter& p);

// Whether this world's vehicles are dots on this painter at `pixelsPerUnit` (its world transform's
// scale): a crowd, drawn smaller than kCrowdDotBelowPixels, on a raster painter.
bool crowdAsDots(const QPainter& p, const steer::World& w, qreal pixelsPerUnit);

// Every vehicle but `selected` (which paintVehicles draws in full over them) as a dot of its colour
// mixed with the stage's ink, so that pale colours still show on a pale ground and dark ones on the
// dark palette's; only the visible ones are written. Call only when crowdAsDots holds.
void paintCrowdDots(QPainter& p, const steer::World& w, int selected);

} // namespace diagrams
