#pragma once
// Small drawing tools shared by the stage, overlay and legend painters: the classroom font, pens
// whose width is given in screen pixels whatever the zoom, and arrows with heads.
#include "vector2d.h"

#include <QColor>
#include <QFont>
#include <QLineF>
#include <QPainter>
#include <QPointF>
#include <QString>

#include <vector>

namespace diagrams {

inline QPointF toPointF(steer::Vector2D v) { return {v.x, v.y}; }

// Sans font with Latin, Cyrillic and CJK glyphs, `pixels` high on screen.
QFont classroomFont(qreal pixels, bool bold = false);

// A pen `pixels` wide on screen when painting in stage units at `pixelsPerUnit`.
QPen screenPen(const QColor& c, qreal pixels, qreal pixelsPerUnit, Qt::PenStyle style = Qt::SolidLine);

// A one-device-pixel cosmetic pen: Qt's raster engine draws these on its fast path, which is what
// keeps a thousand vehicles' outlines and vectors cheap (wider pens go through the path stroker).
QPen hairPen(const QColor& c);

// Arrow from `from` to `to` with a head `headPixels` long on screen (shaft pen already set): a
// filled triangle, or with `openHead` two solid strokes (a V) for intermediate vectors.
void drawArrow(QPainter& p, QPointF from, QPointF to, qreal headPixels, qreal pixelsPerUnit, bool openHead = false);

// The two strokes of an open arrow head, appended to `lines` (cheap batching for faint arrows).
void appendArrowLines(std::vector<QLineF>& lines, QPointF from, QPointF to, qreal headUnits);

// Text drawn at screen size at a stage position, offset by (dx, dy) screen pixels, on a light halo
// so it stays readable across lines and vehicles.
void drawScreenText(QPainter& p, QPointF at, qreal dx, qreal dy, const QString& text, const QFont& font,
                    const QColor& color, qreal pixelsPerUnit);

} // namespace diagrams
