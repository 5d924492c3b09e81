#pragma once
// The scenarios that table tests run one by one: every scenario except the crowds.
//
// A crowd (ScenarioInfo::crowd, the 10 000-boid swarm) computes in one frame what all the other
// scenarios compute in hundreds, and paints 10 000 vehicles: looping over it with the rest would
// take most of the CI's 45 minutes. It runs the flock's code, which the flock's rows test; the
// swarm's own tests (tst_scenarios, tst_window_controls) check it with a few frames. Places that
// must name every scenario (the panel, --list-scenarios, tst_scenarios' key list) keep
// steer::scenarioTable().
#include "scenarios.h"

#include <vector>

namespace steer_test {

inline const std::vector<steer::ScenarioInfo>& tableScenarios()
{
    static const std::vector<steer::ScenarioInfo> rows = [] {
        std::vector<steer::ScenarioInfo> v;
        for (const steer::ScenarioInfo& s : steer::scenarioTable())
            if (!s.crowd)
                v.push_back(s);
        return v;
    }();
    return rows;
}

} // namespace steer_test
