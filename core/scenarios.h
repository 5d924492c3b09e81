#pragma once
// The seeds' demo programs (SeekTest, FleeTest, ... FlockTest) plus the Cocos offset-pursuit and
// the Lennard-Jones demos: how each sets up its world and the order in which its onEnterFrame
// calls behaviours and updates.
#include "world.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace steer {

struct ScenarioInfo {
    ScenarioId id;
    std::string_view key;         // stable id: "seek", "seek-flee", ...
    std::string_view seedProgram; // the seed's class name, e.g. "SeekTest"
    std::string_view mainVehicle; // selected when the scenario starts
    bool usesPointer;             // the demo followed the mouse
    bool hasPath;
    bool hasObstacles;
    bool hasCount;                // "count" applies (many vehicles)
    std::vector<std::string_view> parameters; // the parameters the demo's behaviours read
    std::vector<std::string_view> variants;   // the variant switches that change this demo
    std::vector<Behaviour> behaviours;        // behaviours the demo calls
    int defaultCount = 0;                     // vehicles (flock) or followers (offset pursuit)
    // A crowd (swarm): thousands of vehicles on a stage sized by the count at FlockTest's density
    // (20 per 550×400) unless stageWidth/stageHeight are set. Tests that run every scenario leave
    // crowds out (tests/table_scenarios.h): one crowd frame costs as much as all the others' runs.
    bool crowd = false;
};

// FlockTest's density: 20 vehicles on the 550×400 Flash stage. A crowd's stage keeps its shape and
// this density: sides 550·√(count/20) and 400·√(count/20), in whole pixels.
double crowdStageWidth(int count);
double crowdStageHeight(int count);

// The value a parameter starts with in this scenario (count differs per demo).
double defaultParameterValue(ScenarioId id, std::string_view name);

const std::vector<ScenarioInfo>& scenarioTable();
const ScenarioInfo* findScenario(std::string_view key);
const ScenarioInfo& scenarioInfo(ScenarioId id);
std::string scenarioKeys(); // "seek, flee, ..."

struct ScenarioSetup {
    ScenarioId id = ScenarioId::Seek;
    std::uint64_t seed = 1;
    std::optional<Vector2D> pointer; // default: the stage centre
    std::vector<std::pair<std::string, double>> parameters; // applied in order, after set-up
    Variants variants;
    // "ID=CALL[,CALL...]" (program.h), applied in order after set-up: a vehicle's program replaced.
    std::vector<std::string> programs;
    bool recordExplanations = true;
    std::shared_ptr<const UserScript> script; // the code lab's script (script_hook.h), or none
    bool operator==(const ScenarioSetup&) const = default;
};

// Builds frame 0. Returns an English error message for invalid parameters.
std::optional<std::string> buildWorld(const ScenarioSetup& setup, World& out);
World makeWorld(ScenarioId id, std::uint64_t seed = 1);

// The default waypoints of `path` (PathTest starts empty and adds them by clicks).
std::vector<Vector2D> defaultPathPoints();

} // namespace steer
