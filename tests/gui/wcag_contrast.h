#pragma once
// WCAG 2 relative luminance and contrast ratio (4.5:1 is the AA threshold for body text), for
// tests that check text stays readable on its background.
#include <QColor>

#include <algorithm>
#include <cmath>

namespace wcag {

inline double luminance(const QColor& c)
{
    auto lin = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF());
}

inline double contrast(const QColor& a, const QColor& b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

} // namespace wcag
