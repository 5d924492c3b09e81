#pragma once
// The crowd benchmarks' flock: the seeds' FlockTest stage scaled so that `count` boids keep its
// density (20 boids per 550x400), with the demo's other defaults.
#include "scenarios.h"

#include <cmath>

namespace benchcrowd {

inline steer::ScenarioSetup crowdSetup(int count)
{
    const double scale = std::sqrt(count / 20.0);
    steer::ScenarioSetup s;
    s.id = steer::ScenarioId::Flock;
    s.parameters = {{"stageWidth", std::round(550 * scale)}, {"stageHeight", std::round(400 * scale)},
                    {"count", double(count)}};
    return s;
}

} // namespace benchcrowd
