#pragma once
// One formula line (formula_expr.h) written three ways, from the same terms: the panel's rich text
// (symbols coloured as their overlay items, numbers that never wrap apart), plain text to paste
// (v_d, F_sep, d^n), and LaTeX math (amsmath): \vec{v}, \overrightarrow{\mathrm{target}} for a
// word, \mathit{maxSpeed}, subscripts as _{}, − · ≤ ⇒ Σ ... as their commands, prose as \text{},
// each function and name as its explainer marked it: \operatorname{normalize}, \cos, \mathrm{heading}.
#include "formula_expr.h"

#include <QString>

namespace formulas {

QString richText(const Expr& e);
QString plainText(const Expr& e);
QString latexOf(const Expr& e);

} // namespace formulas
