#pragma once
// One style row (colour, line, short label, scaling) per kind of explanation item. The overlay,
// the legend, the formula panel's coloured symbols and the PNG/SVG export all read this table,
// so a vector has the same colour everywhere.
#include "explanation.h"

#include <QColor>
#include <QString>

#include <bitset>
#include <string>

namespace diagrams {

struct KindStyle {
    QColor color;
    qreal width;        // pen width in screen pixels at zoom 1
    Qt::PenStyle pen;
    bool scaled;        // a per-frame velocity/force: drawn multiplied by the vector scale
    const char* label;  // short label drawn next to the tip ("v", "v_d", "F"); empty for none
};

const KindStyle& styleFor(steer::ItemKind kind);

// Readable, translated name of a kind for the legend and tooltips (context "ItemKind").
QString kindName(steer::ItemKind kind);
// The English source of kindName (to translate it into a second language for bilingual classes).
const char* kindSourceName(steer::ItemKind kind);

// A vehicle's name for people: the seeds' ids (seeker, pursuer, player ...) translated into the
// interface language (context "Vehicle"); numbered ids (v0, f1) and a, b, c stay as they are.
QString vehicleName(const std::string& id);

using KindSet = std::bitset<steer::kItemKindCount>;
KindSet allKinds();

} // namespace diagrams
