#pragma once
#include "vector2d.h"

#include <cstdint>

namespace steer {

// AvoidTest's Circle: a disc drifting with (vx, vy) that bounces inside the stage.
struct Obstacle {
    Vector2D position;
    double radius = 20.0;
    Vector2D velocity;
    std::uint32_t color = 0x0000ff;
    bool operator==(const Obstacle&) const = default;
};

// AvoidTest.onEnterFrame's circle motion: move, then clamp to the stage and reverse.
void driftObstacle(Obstacle& c, double stageWidth, double stageHeight);

} // namespace steer
