#pragma once
// One explainer per behaviour: it turns the call's typed record into formula lines (the seed's
// algorithm step by step, each step's symbols with this frame's numbers). The table below has a row
// for every Behaviour; SheetWriter::explain() calls the row of each record it meets.
#include "explanation.h"

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
Explainer explainerFor(steer::Behaviour b);

bool explainSeek(SheetWriter& sheet, const Call& call);
bool explainFlee(SheetWriter& sheet, const Call& call);
bool explainArrive(SheetWriter& sheet, const Call& call);
bool explainPursue(SheetWriter& sheet, const Call& call);
bool explainEvade(SheetWriter& sheet, const Call& call);
bool explainWander(SheetWriter& sheet, const Call& call);
bool explainAvoid(SheetWriter& sheet, const Call& call);
bool explainAvoidCircle(SheetWriter& sheet, const Call& call);
bool explainFollowPath(SheetWriter& sheet, const Call& call);
bool explainFlock(SheetWriter& sheet, const Call& call);
bool explainOffsetPursuit(SheetWriter& sheet, const Call& call);
bool explainLennardJones(SheetWriter& sheet, const Call& call);
bool explainLennardJonesPush(SheetWriter& sheet, const Call& call);

// SteeredVehicle.update() up to v = truncate(v + a, maxSpeed). `alone`: the velocity is changed
// before the move (Lennard-Jones, 004), so the move gets a section of its own after the pushes.
void explainSteering(SheetWriter& sheet, bool alone);
// Vehicle.update(): the move and the edge rule (the truncation is written with the steering step).
void explainMove(SheetWriter& sheet, bool afterPushes);

} // namespace formulas
