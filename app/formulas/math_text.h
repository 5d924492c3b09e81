#pragma once
// Rich-text pieces for formulas: numbers in the precision a projector can show, vectors as
// (x, y), and symbols coloured like their overlay arrows so a student can match line and arrow.
#include "explanation.h"

#include <QString>

namespace formulas {

// 3 significant decimals below 1, 2 below 100, 1 above: "0.809", "8.09", "340.0" -> "340".
// Both keep a number or vector on one line (word joiner, no-break space); plainText() of the
// panel and readable() below turn them back into plain characters.
QString num(double v);
QString vec(steer::Vector2D v); // "(8.09, 5.88)"
// A number added to what stands before it: " + 0.288", or " − 0.288" for a negative one (a sum
// read aloud in class as "0 + −0.288" said nothing "0 − 0.288" does not say better).
QString plusNum(double v);
// Text with the joiners removed and no-break spaces as spaces (tests, copying).
QString readable(QString s);

// A vector symbol in bold, in the overlay colour of `kind`. `html` may hold <sub>.
QString sym(steer::ItemKind kind, const QString& html);
// A scalar name in italics (not coloured: scalars have no arrow in the scene).
QString scalar(const QString& html);

// The colour of a kind as #rrggbb, for tests and styles.
QString colorName(steer::ItemKind kind);

} // namespace formulas
