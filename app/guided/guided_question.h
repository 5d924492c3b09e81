#pragma once
// A guided step worked out from the world (issue #14, "predict, then check"): the choices the
// student picks from and which of them is right, found by running COPIES of the shown frame
// forward, so the answer is what the program will really compute and the window is not touched.
// No widgets: the Questions panel shows what this gives, tests check it by hand.
#include "lesson.h"
#include "world.h"

#include <cstdint>
#include <vector>

namespace guided {

// A race is followed at most this far ahead of the question's frame.
inline constexpr std::int64_t kRaceFrames = 2000;

struct Choice {
    steer::Vector2D direction; // NextVelocity: the arrow's unit direction
    int index = -1;            // PushingCircle: the circle (-1: no circle); FirstToReach: the chaser (a vehicle)
    bool correct = false;
};

enum class Problem : std::uint8_t {
    None,
    NoVehicle,   // the question's vehicle is not in the world at its frame
    StandsStill, // NextVelocity: v next frame is zero, it points nowhere
    ScriptFailed, // the lesson's code (code lab) fails in the step the question is about
};

struct Posed {
    lessons::Question::Kind kind = lessons::Question::Kind::NextVelocity;
    Problem problem = Problem::None;
    int vehicle = -1;             // NextVelocity, PushingCircle: the vehicle asked about
    steer::Vector2D position;     // its position at the question's frame (where the arrows start)
    std::vector<Choice> choices;  // NextVelocity: three, labelled A, B, C in this order
    steer::Vector2D nextVelocity; // NextVelocity: v at the next frame
    std::vector<int> pushing;     // PushingCircle: the circles whose avoid call applies a force next step
    std::vector<std::int64_t> reachFrames; // FirstToReach: per choice, the frame its chaser reaches (-1: not within kRaceFrames)
};

// The question posed at `shown`, the world at the question's frame as the window shows it.
Posed pose(const lessons::Question& question, const steer::World& shown);

// The angle between two directions in degrees, 0 to 180.
double angleDegrees(steer::Vector2D a, steer::Vector2D b);

} // namespace guided
