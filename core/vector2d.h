#pragma once
#include <cmath>
// The book's AS3 Vector2D as a value type. The seeds' listings call this class without printing it,
// so its quirks are reproduced on purpose (see ../shared/SOURCES.md):
//  - normalize() of a zero vector gives (1, 0), so a vehicle at rest "faces" +x;
//  - setLength()/truncate() go through the angle (cos/sin), exactly as the AS3 setter does, which
//    is why truncate() may change the last bits of a vector that was already short enough.

namespace steer {

struct Vector2D {
    double x = 0.0;
    double y = 0.0;

    constexpr Vector2D() = default;
    constexpr Vector2D(double x_, double y_) : x(x_), y(y_) {}

    Vector2D add(const Vector2D& v) const { return {x + v.x, y + v.y}; }
    Vector2D subtract(const Vector2D& v) const { return {x - v.x, y - v.y}; }
    Vector2D multiply(double s) const { return {x * s, y * s}; }
    Vector2D divide(double s) const { return {x / s, y / s}; }

    Vector2D operator+(const Vector2D& v) const { return add(v); }
    Vector2D operator-(const Vector2D& v) const { return subtract(v); }
    Vector2D operator*(double s) const { return multiply(s); }
    Vector2D operator/(double s) const { return divide(s); }
    Vector2D operator-() const { return {-x, -y}; }
    bool operator==(const Vector2D&) const = default;

    double lengthSQ() const { return x * x + y * y; }
    double length() const { return std::sqrt(lengthSQ()); }
    void setLength(double len);
    double angle() const;
    void setAngle(double a);

    Vector2D& normalize() // inline: a crowd calls it a few times per vehicle and frame
    {
        const double len = length();
        if (len == 0.0) {
            x = 1.0;
            return *this;
        }
        x /= len;
        y /= len;
        return *this;
    }
    Vector2D normalized() const { Vector2D c = *this; return c.normalize(); }
    Vector2D& truncate(double max);
    Vector2D truncated(double max) const { Vector2D c = *this; return c.truncate(max); }

    Vector2D perp() const { return {-y, x}; }
    // +1 when v2 is on the "perp" side of this vector, else -1 (book: perp.dotProd(v2) < 0 ? -1 : 1).
    int sign(const Vector2D& v2) const { return perp().dotProd(v2) < 0 ? -1 : 1; }
    double dotProd(const Vector2D& v2) const { return x * v2.x + y * v2.y; }
    double distSQ(const Vector2D& v2) const
    {
        const double dx = v2.x - x;
        const double dy = v2.y - y;
        return dx * dx + dy * dy;
    }
    double dist(const Vector2D& v2) const { return std::sqrt(distSQ(v2)); }
    bool isZero() const { return x == 0.0 && y == 0.0; }
    bool isFinite() const { return std::isfinite(x) && std::isfinite(y); }
};

} // namespace steer
