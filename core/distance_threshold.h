#pragma once
// Distance tests without the square root, bit for bit: IEEE sqrt is correctly rounded and so
// monotonic, hence sqrt(d2) > limit holds exactly for the d2 above one threshold, and sqrt(d2) < limit
// exactly for the d2 below another. The thresholds are found once (a few nextafter steps from
// limit * limit, checked with the same std::sqrt), so a crowd's many neighbour tests skip the sqrt
// and still decide every pair as `dist > inSightDist` and `dist < tooCloseDist` do. NaN limits or
// distances give the same (false) answers as the sqrt comparisons.
#include <cmath>
#include <limits>

namespace steer {

// The largest d2 with sqrt(d2) <= limit: then sqrt(d2) > limit  <=>  d2 > beyondThreshold(limit).
inline double beyondThresholdUncached(double limit)
{
    if (std::isnan(limit))
        return limit;                                   // sqrt(d2) > NaN is never true; d2 > NaN neither
    if (limit < 0.0)
        return -std::numeric_limits<double>::infinity(); // every non-NaN d2 >= 0 is beyond
    double x = limit * limit;
    while (x > 0.0 && std::sqrt(x) > limit)
        x = std::nextafter(x, 0.0);
    for (double up = std::nextafter(x, HUGE_VAL); x < HUGE_VAL && std::sqrt(up) <= limit; up = std::nextafter(x, HUGE_VAL))
        x = up;
    return x;
}

// The smallest d2 with sqrt(d2) >= limit: then sqrt(d2) < limit  <=>  d2 < withinThreshold(limit).
inline double withinThresholdUncached(double limit)
{
    if (std::isnan(limit))
        return limit;
    if (limit <= 0.0)
        return 0.0; // sqrt(d2) < 0 never holds; d2 < 0 neither
    double x = limit * limit;
    while (x < HUGE_VAL && std::sqrt(x) < limit)
        x = std::nextafter(x, HUGE_VAL);
    for (double down = std::nextafter(x, 0.0); x > 0.0 && std::sqrt(down) >= limit; down = std::nextafter(x, 0.0))
        x = down;
    return x;
}

// The same, remembering the last limit asked on this thread: a crowd's vehicles share their
// parameters, and finding a threshold costs a few square roots.
template <double (*find)(double)>
double rememberedThreshold(double limit)
{
    thread_local double lastLimit = std::numeric_limits<double>::quiet_NaN(), last = 0.0;
    if (!(limit == lastLimit)) {
        last = find(limit);
        lastLimit = limit;
    }
    return last;
}
inline double beyondThreshold(double limit) { return rememberedThreshold<beyondThresholdUncached>(limit); }
inline double withinThreshold(double limit) { return rememberedThreshold<withinThresholdUncached>(limit); }

} // namespace steer
