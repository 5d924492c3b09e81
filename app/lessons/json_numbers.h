#pragma once
// Numbers that survive a trip through a JSON file bit for bit. Writing uses the shortest text that
// reads back as the same double. Qt's JSON reader turns every negative zero into +0 (the sign can
// matter: atan2(-0, -1) = -pi), so before Qt reads a file, markNegativeZeros() swaps each negative
// zero token for a marker string that the lesson reader knows as -0.
#include <QByteArray>
#include <QJsonValue>

namespace lessons {

// Appends `v` as JSON: the shortest round-trip form ("0.1", "5", "1e+300"), "-0.0" for -0.
// Non-finite values have no JSON form; they are never written (the lesson checks refuse them).
void appendJsonNumber(QByteArray& out, double v);
QString numberText(double v); // for messages: the same text, but whole numbers without exponent

// `json` must be valid JSON. Returns it with every negative zero number token (-0, -0.0, -0e5 ...)
// replaced by the marker string, or an empty array when there is none.
QByteArray markNegativeZeros(const QByteArray& json);
bool isNegativeZeroMarker(const QJsonValue& v);

} // namespace lessons
