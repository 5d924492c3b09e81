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
    case Term::Type::Function:
    case Term::Type::Name:
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
    case Term::Type::Function:
    case Term::Type::Name:
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

// One character in math mode: a sign with a command of its own as that command, any other
// character outside ASCII in \text{}, the rest (digits, brackets, a one-letter variable) as it is.
QString mathChar(QChar c) { return commands().value(c, c.unicode() > 0x7f ? QStringLiteral("\\text{%1}").arg(c) : QString(c)); }

QString mathChars(const QString& s)
{
    QString out;
    for (QChar c : s)
        out += mathChar(c);
    return out;
}

// A function its explainer marked as one: LaTeX's own command where it has one (\cos), otherwise
// \operatorname{normalize}.
QString latexFunction(const QString& name)
{
    static const QStringList withCommand{QStringLiteral("cos"), QStringLiteral("sin"), QStringLiteral("tan"),
                                         QStringLiteral("exp"), QStringLiteral("log"), QStringLiteral("max"), QStringLiteral("min")};
    return withCommand.contains(name) ? QLatin1Char('\\') + name + QLatin1Char(' ') : QStringLiteral("\\operatorname{%1}").arg(name);
}

// A name (or a symbol's index, a label): upright, \mathrm{heading}; one character as it is.
QString latexName(const QString& name) { return name.size() == 1 ? mathChar(name.front()) : QStringLiteral("\\mathrm{%1}").arg(name); }

// A run of signs, numbers and prose between two other terms. Signs and numbers are math; in prose,
// words run together with spaces and light punctuation are one \text{}, keeping the spaces around
// it, which math mode would drop ("3 \text{ of } 5 \text{ circles ahead}"). `prose` marks which of
// the run's characters come from prose.
QString runLatex(const QString& s, const std::vector<bool>& prose)
{
    QString out;
    qsizetype i = 0;
    auto proseAt = [&](qsizetype at) { return at < s.size() && prose[std::size_t(at)]; };
    while (i < s.size()) {
        const QChar c = s[i];
        if (!proseAt(i) || !isWordLetter(c)) {
            out += mathChar(c);
            ++i;
            continue;
        }
        // A phrase: words separated by spaces and light punctuation, ending on a word.
        qsizetype end = i;
        qsizetype phraseEnd = i;
        while (end < s.size()) {
            qsizetype w = end;
            while (proseAt(w) && (isWordLetter(s[w]) || (w > end && (s[w].isDigit() || s[w] == QLatin1Char('-') || s[w] == QLatin1Char('\'')))))
                ++w;
            if (w == end)
                break;
            phraseEnd = w;
            qsizetype gap = w;
            while (proseAt(gap) && (s[gap] == QLatin1Char(' ') || s[gap] == QChar(0x00a0) || s[gap] == QLatin1Char(',') ||
                                    s[gap] == QLatin1Char(':') || s[gap] == QLatin1Char(';')))
                ++gap;
            if (gap == w || !proseAt(gap) || !isWordLetter(s[gap]))
                break;
            end = gap;
        }
        auto isSpace = [&](qsizetype at) { return at >= 0 && at < s.size() && (s[at] == QLatin1Char(' ') || s[at] == QChar(0x00a0)); };
        out += QStringLiteral("\\text{%1%2%3}")
                   .arg(isSpace(i - 1) ? QStringLiteral(" ") : QString(), textEscaped(s.mid(i, phraseEnd - i)),
                        isSpace(phraseEnd) ? QStringLiteral(" ") : QString());
        i = phraseEnd;
    }
    return out;
}

// Text, prose, numbers and vectors read together, as a run.
bool isRunPart(const Term& t)
{
    return t.type == Term::Type::Text || t.type == Term::Type::Prose || t.type == Term::Type::Number ||
           t.type == Term::Type::Vector;
}

// A run's characters without the panel's word joiners, no-break spaces as spaces.
QString runText(const Term& t) { return t.type == Term::Type::Text || t.type == Term::Type::Prose ? readable(t.text) : plainTerm(t); }

QString latexTerms(const Expr& e);

QString script(const Expr& e, bool sup) { return (sup ? QStringLiteral("^{") : QStringLiteral("_{")) + latexTerms(e) + QLatin1Char('}'); }

// A symbol: bold for a vector (\vec{v}, \overrightarrow{\mathrm{target}}), italic for a scalar; its
// index is a label, upright (v_{d}, F_{\mathrm{sep}}).
QString latexSymbol(const Term& t)
{
    const QString base = readable(t.text).trimmed();
    const bool letters = !base.isEmpty() && isAscii(base) && std::all_of(base.begin(), base.end(), [](QChar c) { return c.isLetter(); });
    QString core;
    if (t.type == Term::Type::Symbol)
        core = !letters             ? QStringLiteral("\\boldsymbol{%1}").arg(mathChars(base))
               : base.size() == 1 ? QStringLiteral("\\vec{%1}").arg(base)
                                  : QStringLiteral("\\overrightarrow{\\mathrm{%1}}").arg(base);
    else
        core = !letters || base.size() == 1 ? mathChars(base) : QStringLiteral("\\mathit{%1}").arg(base);
    return t.index.isEmpty() ? core : core + script(Expr{term::name(t.index)}, false);
}

QString latexTerms(const Expr& e)
{
    QString out;
    for (std::size_t i = 0; i < e.size();) {
        const Term& t = e[i];
        switch (t.type) {
        case Term::Type::Function: out += latexFunction(t.text); ++i; continue;
        case Term::Type::Name: out += latexName(t.text); ++i; continue;
        case Term::Type::Sub:
        case Term::Type::Sup: out += script(t.script, t.type == Term::Type::Sup); ++i; continue;
        case Term::Type::Symbol:
        case Term::Type::Scalar: out += latexSymbol(t); ++i; continue;
        case Term::Type::Text:
        case Term::Type::Prose:
        case Term::Type::Number:
        case Term::Type::Vector: break;
        }
        QString run;
        std::vector<bool> prose;
        while (i < e.size() && isRunPart(e[i])) {
            const QString part = runText(e[i]);
            run += part;
            prose.insert(prose.end(), std::size_t(part.size()), e[i].type == Term::Type::Prose);
            ++i;
        }
        out += runLatex(run, prose);
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
    QString out = latexTerms(e).simplified();
    // Commands end in a space so that they never run into a letter; before a symbol it is not needed.
    static const QRegularExpression spaceBefore(QStringLiteral(" ([,)_^])"));
    out.replace(spaceBefore, QStringLiteral("\\1"));
    return out;
}

} // namespace formulas
