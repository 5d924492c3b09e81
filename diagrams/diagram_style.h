#pragma once
// One style row (colour, line, arrowhead, short label, scaling) per kind of explanation item, and
// the few faint colours of the stage (grid, path, trails, other vehicles' vectors, areas). The
// overlay, the legend, the formula panel's coloured symbols and the PNG/SVG export all read this
// table, so a vector has the same colour everywhere.
#include "explanation.h"

#include <QColor>
#include <QString>

#include <bitset>
#include <string>

namespace diagrams {

// Filled: a vector that acts (velocity, force); Open: an intermediate or derived vector (desired
// velocity, difference, feeler), drawn with a V head so the pair v / v_d differs in three ways.
enum class Head { Filled, Open };

struct KindStyle {
    QColor color;
    qreal width;        // pen width in screen pixels at zoom 1
    Qt::PenStyle pen;
    Head head;          // for arrows
    bool scaled;        // a per-frame velocity/force: drawn multiplied by the vector scale
    const char* label;  // short label drawn next to the tip ("v", "v_d", "F"); empty for none
};

// In the current palette (palette.h).
const KindStyle& styleFor(steer::ItemKind kind);

// The stage's own faint colours. Faint, but sized for a projector that washes out contrast:
// tst_stage_drawing checks each against the background with the WCAG contrast ratio.
struct StageStyle {
    QColor background;    // the stage rectangle
    QColor grid;          // the 50-pixel grid (opaque, already blended)
    QColor path;          // PathTest's line through the waypoints
    QColor trail;         // trails; drawn with alpha from trailAlphaOldest to trailAlphaNewest
    int trailAlphaOldest;
    int trailAlphaNewest;
    qreal trailWidth;     // screen pixels
    int otherAlpha;       // unselected vehicles' vectors: their kind colour at this alpha
    qreal otherWidth;     // screen pixels
    int areaAlpha;        // fill of areas (the in-sight sector) in their kind colour
    QColor ghost;         // outline of the vehicle's position after the next step
    // The rest of the picture, so that every palette (palette.h) paints all of it.
    QColor surround;      // around the stage in pictures
    QColor border;        // the stage's frame
    QColor ink;           // outlines, names, legend text
    QColor mutedInk;      // the legend's second language
    QColor halo;          // under labels, so they read over lines
    QColor card;          // legend and note backgrounds
    QColor cardBorder;
    qreal widthScale;     // kind line widths (KindStyle::width already includes it)
    qreal textScale;      // labels, names and legend text, over OverlayOptions::uiScale
};
const StageStyle& stageStyle(); // in the current palette
// A colour of the world (a vehicle's, an obstacle's) as the current palette shows it: unchanged,
// except on the dark stage, where dark colours are lightened.
QColor inPalette(const QColor& c);

// Readable, translated name of a kind for the legend and tooltips (context "ItemKind").
QString kindName(steer::ItemKind kind);
// The English source of kindName (to translate it into a second language for bilingual classes).
const char* kindSourceName(steer::ItemKind kind);

// A vehicle's name for people: the seeds' ids (seeker, pursuer, player ...) translated into the
// interface language (context "Vehicle"); numbered ids (v0, f1) and a, b, c stay as they are.
QString vehicleName(const std::string& id);
// The same name in another language (`translateIn` as in OverlayOptions), for the extra languages
// a class reads.
QString vehicleNameIn(const std::string& id, const QString& code,
                      QString (*translateIn)(const QString& code, const char* context, const char* source));

using KindSet = std::bitset<steer::kItemKindCount>;
KindSet allKinds();

} // namespace diagrams
