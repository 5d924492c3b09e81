#pragma once
// One explainer per behaviour: it turns the call's typed record into formula lines (the seed's
// algorithm step by step, each step's symbols with this frame's numbers), and names and explains
// the behaviour. explainerRow() has a row for every Behaviour; SheetWriter::explain() calls the row
// of each record it meets.
#include "explanation.h"
#include "variants.h"

#include <vector>

namespace formulas {

class SheetWriter;

struct Call {
    int index = -1; // in the vehicle's explanation
    int depth = 0;  // of its section
    const steer::BehaviourRecord& record;
};

// Writes a call's lines; returns true when it also wrote its child calls (a loop's parts, a flock's
// rules), false to have the writer explain them after its lines.
using Explainer = bool (*)(SheetWriter& sheet, const Call& call);
// The notes under the behaviour's paragraph on the variants switched on where the seeds disagree,
// each an English source in the context "FormulaExplanation".
using VariantNotes = std::vector<const char*> (*)(const steer::Variants& variants);

// Everything the window says about one behaviour: its lines, its name and its paragraph. Each
// behaviour's row is defined in its own explainers/<behaviour>.cpp and declared only in
// explainers.cpp, whose table lists them in the enum's order (checked at compile time).
struct ExplainerRow {
    Explainer explain;
    const char* name;             // context "Formula": section titles, menus, the compare table
    const char* paragraph;        // context "FormulaExplanation"; "" when its caller's paragraph says it
    VariantNotes notes = nullptr; // none when the seeds agree on it
};
const ExplainerRow& explainerRow(steer::Behaviour b);

// SteeredVehicle.update() up to v = truncate(v + a, maxSpeed). `alone`: the velocity is changed
// before the move (Lennard-Jones, 004), so the move gets a section of its own after the pushes.
void explainSteering(SheetWriter& sheet, bool alone);
// Vehicle.update(): the move and the edge rule (the truncation is written with the steering step).
void explainMove(SheetWriter& sheet, bool afterPushes);

} // namespace formulas
