#include "formula_render.h"

#include "math_text.h"

#include <QHash>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>

namespace formulas {
namespace {

// ---- rich text ------------------------------------------------------------------------------

QString escaped(const QString& s)
{
    QString out;
    out.reserve(s.size());
    for (QChar c : s) {
        if (c == QLatin1Char('<'))
            out += QLatin1String("&lt;");
        else if (c == QLatin1Char('>'))
            out += QLatin1String("&gt;");
        else if (c == QLatin1Char('&'))
            out += QLatin1String("&amp;");
        else
            out += c;
    }
    return out;
}

QString richTerm(const Term& t)
{
    switch (t.type) {
    case Term::Type::Text:
    case Term::Type::Prose: return escaped(t.text);
    case Term::Type::Number: return num(t.number);
    case Term::Type::Vector: return vec(t.vector);
    case Term::Type::Symbol: {
        QString name = escaped(t.text);
        if (!t.index.isEmpty())
            name += QStringLiteral("<sub>%1</sub>").arg(escaped(t.index));
        return t.item ? sym(*t.item, name) : QStringLiteral("<b>%1</b>").arg(name);
    }
    case Term::Type::Scalar: return scalar(escaped(t.text));
    case Term::Type::Sub: return QStringLiteral("<sub>%1</sub>").arg(richText(t.script));
    case Term::Type::Sup: return QStringLiteral("<sup>%1</sup>").arg(richText(t.script));
    }
    return QString();
}

// ---- plain text -----------------------------------------------------------------------------

QString plainTerm(const Term& t)
{
    switch (t.type) {
    case Term::Type::Text:
    case Term::Type::Prose: return t.text;
    case Term::Type::Number: return readable(num(t.number));
    case Term::Type::Vector: return readable(vec(t.vector));
    case Term::Type::Symbol:
    case Term::Type::Scalar: return t.index.isEmpty() ? t.text : t.text + QLatin1Char('_') + t.index;
    case Term::Type::Sub: return QLatin1Char('_') + plainText(t.script);
    case Term::Type::Sup: return QLatin1Char('^') + plainText(t.script);
    }
    return QString();
}

// ---- LaTeX ----------------------------------------------------------------------------------

// Signs with a command of their own; a space after each keeps it apart from a following letter.
const QHash<QChar, QString>& commands()
{
    static const QHash<QChar, QString> table{
        {QChar(0x2212), QStringLiteral("-")},         {QChar(0x00b7), QStringLiteral("\\cdot ")},
        {QChar(0x00d7), QStringLiteral("\\times ")},  {QChar(0x2264), QStringLiteral("\\le ")},
        {QChar(0x2265), QStringLiteral("\\ge ")},     {QChar(0x2260), QStringLiteral("\\neq ")},
        {QChar(0x2248), QStringLiteral("\\approx ")}, {QChar(0x21d2), QStringLiteral("\\Rightarrow ")},
        {QChar(0x21d4), QStringLiteral("\\Leftrightarrow ")}, {QChar(0x2192), QStringLiteral("\\to ")},
        {QChar(0x2227), QStringLiteral("\\land ")},   {QChar(0x2228), QStringLiteral("\\lor ")},
        {QChar(0x2203), QStringLiteral("\\exists ")}, {QChar(0x2208), QStringLiteral("\\in ")},
        {QChar(0x03a3), QStringLiteral("\\Sigma ")},  {QChar(0x03a0), QStringLiteral("\\Pi ")},
        {QChar(0x03c0), QStringLiteral("\\pi ")},     {QChar(0x03b8), QStringLiteral("\\theta ")},
        {QChar(0x03b1), QStringLiteral("\\alpha ")},  {QChar(0x00b1), QStringLiteral("\\pm ")},
        {QChar(0x221e), QStringLiteral("\\infty ")},  {QChar(0x221a), QStringLiteral("\\surd ")},
        {QChar(0x2026), QStringLiteral("\\dots ")},   {QChar(0x00b0), QStringLiteral("^{\\circ}")},
        {QChar(0x2032), QStringLiteral("'")},         {QChar(0x1d62), QStringLiteral("_{i}")},
        {QChar(0x2713), QStringLiteral("\\ \\checkmark ")}, {QChar(0x2717), QStringLiteral("\\ \\times ")},
        {QChar(0x2014), QStringLiteral("\\ \\text{---}\\ ")}, {QChar(0x00a0), QStringLiteral(" ")},
        {QLatin1Char('{'), QStringLiteral("\\{")},    {QLatin1Char('}'), QStringLiteral("\\}")},
        {QLatin1Char('%'), QStringLiteral("\\%")},    {QLatin1Char('#'), QStringLiteral("\\#")},
        {QLatin1Char('&'), QStringLiteral("\\&")},    {QLatin1Char('_'), QStringLiteral("\\_")},
        {QLatin1Char('$'), QStringLiteral("\\$")},    {QLatin1Char('^'), QStringLiteral("\\hat{}")},
        {QLatin1Char('~'), QStringLiteral("\\sim ")}, {QLatin1Char('\\'), QStringLiteral("\\backslash ")},
    };
    return table;
}

// Text for \text{...}: only the characters LaTeX gives a meaning escaped.
QString textEscaped(const QString& s)
{
    QString out;
    for (QChar c : s) {
        if (QStringLiteral("{}%#&_$").contains(c))
            out += QLatin1Char('\\') + c;
        else if (c == QChar(0x00a0))
            out += QLatin1Char(' ');
        else
            out += c;
    }
    return out;
}

bool isWordLetter(QChar c) { return c.isLetter() && !commands().contains(c); }
bool isAscii(const QString& s)
{
    return std::all_of(s.begin(), s.end(), [](QChar c) { return c.unicode() <= 0x7f; });
}

// A run of signs, names, numbers and prose between two symbols: one letter stays a variable, a
// word before "(" is a function, a word alone is upright, and words run together with spaces (a
// remark, or any word not in Latin letters) are prose.
QString mathText(const QString& s)
{
    QString out;
    qsizetype i = 0;
    while (i < s.size()) {
        const QChar c = s[i];
        if (!isWordLetter(c)) {
            out += commands().value(c, c.unicode() > 0x7f ? QStringLiteral("\\text{%1}").arg(c) : QString(c));
            ++i;
            continue;
        }
        // A phrase: words separated by spaces and light punctuation, ending on a word.
        qsizetype end = i;
        qsizetype phraseEnd = i;
        int words = 0;
        while (end < s.size()) {
            qsizetype w = end;
            while (w < s.size() && (isWordLetter(s[w]) || (w > end && (s[w].isDigit() || s[w] == QLatin1Char('-') || s[w] == QLatin1Char('\'')))))
                ++w;
            if (w == end)
                break;
            ++words;
            phraseEnd = w;
            qsizetype gap = w;
            while (gap < s.size() && (s[gap] == QLatin1Char(' ') || s[gap] == QChar(0x00a0) || s[gap] == QLatin1Char(',') ||
                                      s[gap] == QLatin1Char(':') || s[gap] == QLatin1Char(';')))
                ++gap;
            if (gap == w || gap >= s.size() || !isWordLetter(s[gap]))
                break;
            end = gap;
        }
        const QString phrase = s.mid(i, phraseEnd - i);
        auto isSpace = [&](qsizetype at) { return at >= 0 && at < s.size() && (s[at] == QLatin1Char(' ') || s[at] == QChar(0x00a0)); };
        const bool spaceBefore = isSpace(i - 1);
        const bool spaceAfter = isSpace(phraseEnd);
        static const QStringList functions{QStringLiteral("cos"), QStringLiteral("sin"), QStringLiteral("tan"),
                                           QStringLiteral("exp"), QStringLiteral("log"), QStringLiteral("max"), QStringLiteral("min")};
        if (functions.contains(phrase))
            out += QLatin1Char('\\') + phrase + QLatin1Char(' ');
        // A lone lower-case word between spaces is a word of a remark ("3 of 5"), not a name (localOffset).
        else if (words >= 2 || !isAscii(phrase) || (phrase.size() > 1 && phrase == phrase.toLower() && spaceBefore && (spaceAfter || phraseEnd == s.size())))
            // Prose keeps the spaces around it, which math mode would drop ("3 of 5 circles ahead").
            out += QStringLiteral("\\text{%1%2%3}")
                       .arg(spaceBefore ? QStringLiteral(" ") : QString(), textEscaped(phrase), spaceAfter ? QStringLiteral(" ") : QString());
        else if (phrase.size() == 1)
            out += phrase;
        else if (phraseEnd < s.size() && s[phraseEnd] == QLatin1Char('('))
            out += QStringLiteral("\\operatorname{%1}").arg(phrase);
        else
            out += QStringLiteral("\\mathrm{%1}").arg(phrase);
        i = phraseEnd;
    }
    return out;
}

// Text, prose, numbers and vectors read together, as a run between symbols.
bool isRunPart(const Term& t)
{
    return t.type == Term::Type::Text || t.type == Term::Type::Prose || t.type == Term::Type::Number ||
           t.type == Term::Type::Vector;
}

// A run's characters without the panel's word joiners, no-break spaces as spaces.
QString runText(const Term& t) { return t.type == Term::Type::Text || t.type == Term::Type::Prose ? readable(t.text) : plainTerm(t); }

QString latexTerms(const Expr& e, bool inScript);

// A subscript or superscript: one letter as it is, a word upright (v_{max}, F_{\mathrm{sep}}).
QString script(const Expr& e, bool sup) { return (sup ? QStringLiteral("^{") : QStringLiteral("_{")) + latexTerms(e, true) + QLatin1Char('}'); }

// A symbol: bold for a vector (\vec{v}, \overrightarrow{\mathrm{target}}), italic for a scalar.
QString latexSymbol(const Term& t)
{
    const QString base = readable(t.text).trimmed();
    const bool letters = !base.isEmpty() && isAscii(base) && std::all_of(base.begin(), base.end(), [](QChar c) { return c.isLetter(); });
    QString core;
    if (t.type == Term::Type::Symbol)
        core = !letters             ? QStringLiteral("\\boldsymbol{%1}").arg(mathText(base))
               : base.size() == 1 ? QStringLiteral("\\vec{%1}").arg(base)
                                  : QStringLiteral("\\overrightarrow{\\mathrm{%1}}").arg(base);
    else
        core = !letters || base.size() == 1 ? mathText(base) : QStringLiteral("\\mathit{%1}").arg(base);
    return t.index.isEmpty() ? core : core + script(Expr{Term(t.index)}, false);
}

QString latexTerms(const Expr& e, bool inScript)
{
    QString out;
    for (std::size_t i = 0; i < e.size();) {
        if (!isRunPart(e[i])) {
            const Term& t = e[i++];
            out += t.type == Term::Type::Sub || t.type == Term::Type::Sup ? script(t.script, t.type == Term::Type::Sup) : latexSymbol(t);
            continue;
        }
        QString run;
        while (i < e.size() && isRunPart(e[i]))
            run += runText(e[i++]);
        // In a script a word is a label, upright (_{\mathrm{target}}); elsewhere it is read as math.
        if (inScript && isAscii(run) && run.size() > 1 && run.front().isLetter())
            out += QStringLiteral("\\mathrm{%1}").arg(run);
        else
            out += mathText(run);
    }
    return out;
}

} // namespace

QString richText(const Expr& e)
{
    QString out;
    for (const Term& t : e)
        out += richTerm(t);
    return out;
}

QString plainText(const Expr& e)
{
    QString out;
    for (const Term& t : e)
        out += plainTerm(t);
    return readable(out);
}

QString latexOf(const Expr& e)
{
    QString out = latexTerms(e, false).simplified();
    // Commands end in a space so that they never run into a letter; before a symbol it is not needed.
    static const QRegularExpression spaceBefore(QStringLiteral(" ([,)_^])"));
    out.replace(spaceBefore, QStringLiteral("\\1"));
    return out;
}

} // namespace formulas
