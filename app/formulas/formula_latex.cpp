#include "formula_latex.h"

#include "formula_render.h"

#include <QStringList>

#include <vector>

namespace formulas {
namespace {

// The align* column: before the first "=" outside braces (before "+=" as a whole).
QString aligned(const QString& latex)
{
    int depth = 0;
    for (qsizetype i = 0; i < latex.size(); ++i) {
        const QChar c = latex[i];
        if (c == QLatin1Char('{') && (i == 0 || latex[i - 1] != QLatin1Char('\\')))
            ++depth;
        else if (c == QLatin1Char('}') && (i == 0 || latex[i - 1] != QLatin1Char('\\')))
            --depth;
        else if (c == QLatin1Char('=') && depth == 0) {
            qsizetype at = i;
            if (at > 0 && QStringLiteral("+-<>!").contains(latex[at - 1]))
                --at;
            QString out = latex.left(at).trimmed() + QStringLiteral(" &") + latex.mid(at).trimmed();
            return out.replace(QLatin1String("+="), QLatin1String("\\mathrel{+}="))
                .replace(QLatin1String("-="), QLatin1String("\\mathrel{-}="));
        }
    }
    return QStringLiteral("&") + latex.trimmed();
}

QString comment(const QString& text) { return QStringLiteral("% ") + QString(text).replace(QLatin1Char('\n'), QLatin1Char(' ')); }

} // namespace

QString sheetLatex(const FormulaSheet& sheet)
{
    // Each row: the comments before it (a section's title), the formula, the comment after (its note).
    struct Row {
        QStringList before;
        QString formula;
        QStringList after;
    };
    std::vector<Row> rows;
    QStringList titles;
    for (const FormulaSection& s : sheet.sections) {
        titles << comment(QString(2 * s.depth, QLatin1Char(' ')) + s.title);
        for (const FormulaLine& l : s.lines) {
            Row r{titles, aligned(latexOf(l.expr)) + QStringLiteral(" \\tag{%1}").arg(l.step), {}};
            if (!l.note.isEmpty())
                r.after << comment(QStringLiteral("— ") + l.note);
            rows.push_back(r);
            titles.clear();
        }
    }
    QStringList out{comment(sheet.heading), QStringLiteral("\\begin{align*}")};
    for (std::size_t i = 0; i < rows.size(); ++i)
        out << rows[i].before << rows[i].formula + (i + 1 < rows.size() ? QStringLiteral(" \\\\") : QString()) << rows[i].after;
    out << titles; // a last section without lines
    out << QStringLiteral("\\end{align*}");
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QString sheetPlainText(const FormulaSheet& sheet)
{
    QStringList out{sheet.heading};
    for (const FormulaSection& s : sheet.sections) {
        const QString indent(2 * s.depth, QLatin1Char(' '));
        out << indent + s.title;
        for (const FormulaLine& l : s.lines) {
            QString line = QStringLiteral("%1  %2. %3").arg(indent).arg(l.step).arg(plainText(l.expr));
            if (!l.note.isEmpty())
                line += QStringLiteral(" — ") + l.note;
            out << line;
        }
    }
    if (!sheet.explanations.empty())
        out << QString();
    for (const QString& e : sheet.explanations)
        out << e;
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace formulas
