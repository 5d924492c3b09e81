#pragma once
// Why a formula line is there: what its operation (normalize, truncate, a dot product's sign, the
// heading ...) means in that place, in plain teacher language. The formula builder tags each line
// with one of these; the panel shows the text on hover, in the interface language.
#include "formula_builder.h"

#include <QString>

namespace formulas {

QString whyText(Why why, const Translate& tx);

} // namespace formulas
