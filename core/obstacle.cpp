#include "obstacle.h"

namespace steer {

void driftObstacle(Obstacle& c, double w, double h)
{
    c.position.x += c.velocity.x;
    c.position.y += c.velocity.y;
    if (c.position.x < c.radius) {
        c.position.x = c.radius;
        c.velocity.x *= -1;
    } else if (c.position.x > w - c.radius) {
        c.position.x = w - c.radius;
        c.velocity.x *= -1;
    }
    if (c.position.y < c.radius) {
        c.position.y = c.radius;
        c.velocity.y *= -1;
    } else if (c.position.y > h - c.radius) {
        c.position.y = h - c.radius;
        c.velocity.y *= -1;
    }
}

} // namespace steer
