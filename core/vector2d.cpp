#include "vector2d.h"

#include <algorithm>
#include <cmath>

namespace steer {

void Vector2D::setLength(double len)
{
    const double a = angle();
    x = std::cos(a) * len;
    y = std::sin(a) * len;
}

double Vector2D::angle() const { return std::atan2(y, x); }

void Vector2D::setAngle(double a)
{
    const double len = length();
    x = std::cos(a) * len;
    y = std::sin(a) * len;
}

Vector2D& Vector2D::truncate(double max)
{
    setLength(std::min(max, length()));
    return *this;
}

} // namespace steer
