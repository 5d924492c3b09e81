#pragma once
// What every behaviour method is handed besides its vehicle: the variants in force (where the
// seeds disagree) and where to record what it computed (null: recording off, as in a crowd).
#include "explanation.h"
#include "variants.h"

namespace steer {

struct SteerContext {
    const Variants& variants;
    VehicleExplanation* ex = nullptr; // null: recording off
};

} // namespace steer
