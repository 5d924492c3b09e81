#pragma once
// The formula sheet as text to paste elsewhere: plain text (what the panel shows, in the chosen
// language, without the panel's links) and LaTeX (amsmath) for slides and worksheets. Both are made
// from the builder's own rich text, so they carry the same symbols and the same numbers.
#include "formula_builder.h"

#include <QString>

namespace formulas {

// One formula line's rich text (FormulaLine::formula) as LaTeX math: vector symbols as \vec{v}
// (\overrightarrow{\mathrm{target}} for a word), scalars as \mathit{maxSpeed}, <sub>/<sup> as _{}
// and ^{}, − · ≤ ⇒ Σ ... as their commands, function names as \operatorname{normalize}, prose as
// \text{...}.
QString latexOf(const QString& formulaHtml);

// The heading and each section as LaTeX comments, the lines in an align* environment aligned at
// their first "=", numbered with \tag as in the panel, each note as a comment under its line.
QString sheetLatex(const FormulaSheet& sheet);

// Heading, section titles, "n. formula" lines with "— note", and the explanations, one a line.
QString sheetPlainText(const FormulaSheet& sheet);

} // namespace formulas
