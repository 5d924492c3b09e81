#include "math_text.h"

#include "diagram_style.h"

#include <cmath>

namespace formulas {

QString num(double v)
{
    if (!std::isfinite(v))
        return QStringLiteral("—");
    const double a = std::abs(v);
    const int decimals = a >= 100.0 ? 1 : a >= 1.0 ? 2 : 3;
    QString s = QString::number(v, 'f', decimals);
    if (s.contains(QLatin1Char('.'))) {
        while (s.endsWith(QLatin1Char('0')))
            s.chop(1);
        if (s.endsWith(QLatin1Char('.')))
            s.chop(1);
    }
    if (s == QLatin1String("-0"))
        s = QStringLiteral("0");
    // A real minus sign reads better on a projector than a hyphen.
    if (s.startsWith(QLatin1Char('-')))
        s.replace(0, 1, QChar(0x2212));
    // Word joiners keep a number on one line when a narrow panel wraps ("−2." | "56" misreads).
    s.replace(QChar(0x2212), QStringLiteral("\u2212\u2060"));
    s.replace(QLatin1Char('.'), QStringLiteral(".\u2060"));
    return s;
}

QString plusNum(double v)
{
    const QString n = num(v);
    if (n.startsWith(QChar(0x2212)))
        return QStringLiteral(" \u2212 ") + n.mid(2); // the sign and its word joiner
    return QStringLiteral(" + ") + n;
}

// A no-break space keeps "(x, y)" together; a line may still break around the vector.
QString vec(steer::Vector2D v) { return QStringLiteral("(%1,\u00a0%2)").arg(num(v.x), num(v.y)); }

QString readable(QString s)
{
    s.remove(QChar(0x2060));
    s.replace(QChar(0x00a0), QLatin1Char(' '));
    return s;
}

QString colorName(steer::ItemKind kind) { return diagrams::styleFor(kind).color.name(); }

QString sym(steer::ItemKind kind, const QString& html)
{
    return QStringLiteral("<b style=\"color:%1\">%2</b>").arg(colorName(kind), html);
}

QString scalar(const QString& html) { return QStringLiteral("<i>%1</i>").arg(html); }

} // namespace formulas
