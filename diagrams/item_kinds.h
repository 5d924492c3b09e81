#pragma once
// The one table of item kinds: a row per steer::ItemKind, in the enum's order, with everything the
// stage, the legend, the overlay panel, the magnifier and the formula panel's colours know about a
// kind. The rows are checked at compile time (item_kinds.cpp) to cover every kind exactly once in
// the enum's order, so a kind added without its row, or inserted mid-enum, does not compile
// instead of shifting every later kind's colour and name by one.
#include "diagram_style.h"
#include "explanation.h"

#include <cstdint>
#include <span>

namespace diagrams {

// The legend's swatch: an arrow, a plain segment, a circle, a ringed dot, or the cross hairs a
// target has on the stage.
enum class Glyph : std::uint8_t { Arrow, Line, Circle, Point, Cross };

// What a kind is to the interface.
enum class KindRole : std::uint8_t {
    Shape,     // a point, circle, segment or vector the behaviours use or make (v, v_d, the feeler)
    RuleForce, // a force one rule adds: a click on its legend row focuses that rule (legendRule)
    Force,     // another force on the vehicle, no one rule's own (ΣF, the Lennard-Jones push)
};

struct ItemKindRow {
    steer::ItemKind kind;
    KindStyle style;        // in the standard palette; the other palettes derive theirs from it
    Glyph glyph;
    KindRole role;
    // The compact legend's text for a kind without a label: the parameter or word the formulas
    // name it by ("arrivalThreshold"); empty: the glyph alone, the name on hover.
    const char* word;
    // For people, in the catalogue's context "ItemKind" (kindName()): overlay panel, tooltips, legend.
    const char* name;
    // A longer legend text (context "Legend") where the bare name would leave the shape on the
    // stage unexplained (issue #14); null: the legend writes the name.
    const char* legendName;
};

// The row of `kind` (the standard palette's style; styleFor() gives the current palette's).
const ItemKindRow& itemKindRow(steer::ItemKind kind);
// Every row, in the enum's order.
std::span<const ItemKindRow> itemKindTable();

// A force on the vehicle (what the magnifier sizes its card for), as against the velocities and
// shapes the forces are made from.
inline bool pushes(steer::ItemKind kind) { return itemKindRow(kind).role != KindRole::Shape; }

} // namespace diagrams
