#pragma once
// What every behaviour method is handed besides its vehicle: the variants in force (where the
// seeds disagree) and where to record what it computed (null: recording off, as in a crowd).
#include "explanation.h"
#include "variants.h"

namespace steer {

class ScriptFrame;

struct SteerContext {
    const Variants& variants;
    VehicleExplanation* ex = nullptr; // null: recording off
    // A frame with a user's script (script_hook.h): each method asks it first. Null: none.
    const ScriptFrame* script = nullptr;
};

} // namespace steer
