#include "json_numbers.h"

#include <QString>

#include <charconv>
#include <cmath>

namespace lessons {

namespace {
// A JSON string no writer of numbers produces and no lesson text needs: U+0000 followed by "-0".
constexpr char kMarkerJson[] = "\"\\u0000-0\"";

bool isDigit(char c) { return c >= '0' && c <= '9'; }
} // namespace

void appendJsonNumber(QByteArray& out, double v)
{
    if (v == 0.0 && std::signbit(v)) {
        out += "-0.0";
        return;
    }
    char buf[32];
    const auto res = std::to_chars(buf, buf + sizeof buf, v); // shortest round-trip form
    out.append(buf, res.ptr - buf);
}

QString numberText(double v)
{
    if (!std::isfinite(v))
        return std::isnan(v) ? QStringLiteral("NaN") : (v > 0 ? QStringLiteral("inf") : QStringLiteral("-inf"));
    if (v == std::floor(v) && std::abs(v) < 1e15) // whole numbers as people write them: 1000000, not 1e+06
        return QString::number(qint64(v));
    QByteArray b;
    appendJsonNumber(b, v);
    return QString::fromLatin1(b);
}

QByteArray markNegativeZeros(const QByteArray& json)
{
    QByteArray out;
    const qsizetype n = json.size();
    qsizetype copied = 0; // json[0, copied) is already in `out`
    bool found = false;
    for (qsizetype i = 0; i < n; ++i) {
        const char c = json[i];
        if (c == '"') { // skip the string, escapes included
            for (++i; i < n && json[i] != '"'; ++i)
                if (json[i] == '\\')
                    ++i;
            continue;
        }
        if (c != '-')
            continue;
        // Outside strings a '-' starts a number: -digits[.digits][(e|E)[+-]digits].
        qsizetype j = i + 1;
        bool allZero = true;
        while (j < n && (isDigit(json[j]) || json[j] == '.')) {
            if (json[j] != '0' && json[j] != '.')
                allZero = false;
            ++j;
        }
        if (j < n && (json[j] == 'e' || json[j] == 'E')) {
            ++j;
            if (j < n && (json[j] == '+' || json[j] == '-'))
                ++j;
            while (j < n && isDigit(json[j]))
                ++j;
        }
        if (allZero) {
            if (!found) {
                out.reserve(n + 64);
                found = true;
            }
            out.append(json.constData() + copied, i - copied);
            out += kMarkerJson;
            copied = j;
        }
        i = j - 1;
    }
    if (!found)
        return {};
    out.append(json.constData() + copied, n - copied);
    return out;
}

bool isNegativeZeroMarker(const QJsonValue& v)
{
    if (!v.isString())
        return false;
    const QString s = v.toString();
    return s.size() == 3 && s[0] == QChar(0) && s[1] == QLatin1Char('-') && s[2] == QLatin1Char('0');
}

} // namespace lessons
