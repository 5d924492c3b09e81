#pragma once
// The formula sheet as text to paste elsewhere: plain text (what the panel shows, in the chosen
// language, without the panel's links) and LaTeX (amsmath) for slides and worksheets. Both are
// written from the lines' terms (formula_render.h), so they carry the panel's symbols and numbers.
#include "formula_builder.h"

#include <QString>

namespace formulas {

// The heading and each section as LaTeX comments, the lines in an align* environment aligned at
// their first "=", numbered with \tag as in the panel, each note as a comment under its line.
QString sheetLatex(const FormulaSheet& sheet);

// Heading, section titles, "n. formula" lines with "— note", and the explanations, one a line.
QString sheetPlainText(const FormulaSheet& sheet);

} // namespace formulas
