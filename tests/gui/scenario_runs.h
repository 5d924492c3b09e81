#pragma once
// What the GUI tests compare the window with: the core run straight, without any window.
#include "scenarios.h"

namespace testing_runs {

// The scenario with seed 1 after `frames` steps of the core alone.
inline steer::World coreWorld(steer::ScenarioId id, int frames)
{
    steer::World w = steer::makeWorld(id, 1);
    for (int i = 0; i < frames; ++i)
        w.step();
    return w;
}

// The scenario's defaults.
inline steer::ScenarioSetup setupFor(steer::ScenarioId id)
{
    steer::ScenarioSetup s;
    s.id = id;
    return s;
}

} // namespace testing_runs
