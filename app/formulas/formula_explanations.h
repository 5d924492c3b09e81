#pragma once
// The teaching text under the formulas: for each behaviour the selected vehicle ran this frame,
// why the seeds' algorithm does what it does, and, for the variant switched on where the seeds
// disagree, what that reading changes. The texts are in each behaviour's explainer row.
#include "formula_builder.h"

namespace formulas {

std::vector<QString> explanationsFor(const steer::World& world, int vehicleIndex, const Translate& tx);

} // namespace formulas
