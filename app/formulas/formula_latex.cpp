#include "formula_latex.h"

#include "math_text.h"

#include <QHash>
#include <QRegularExpression>
#include <QStringList>
#include <QTextDocument>

#include <vector>

namespace formulas {
namespace {

// The rich text the builder writes is a small tree: text, <b> (a vector symbol), <i> (a scalar),
// <sub>, <sup>, and <span>/<br> around notes.
struct Node {
    enum Kind { Root, Text, Bold, Italic, Sub, Sup, Other } kind = Root;
    QString text; // Text only, entities decoded
    std::vector<Node> children;
};

QString decodeEntities(QString s)
{
    s.replace(QLatin1String("&lt;"), QLatin1String("<"));
    s.replace(QLatin1String("&gt;"), QLatin1String(">"));
    s.replace(QLatin1String("&quot;"), QLatin1String("\""));
    s.replace(QLatin1String("&#39;"), QLatin1String("'"));
    s.replace(QLatin1String("&apos;"), QLatin1String("'"));
    s.replace(QLatin1String("&nbsp;"), QString(QChar(0x00a0)));
    s.replace(QLatin1String("&amp;"), QLatin1String("&"));
    return s;
}

Node parse(const QString& html)
{
    Node root;
    std::vector<Node*> open{&root};
    qsizetype i = 0;
    while (i < html.size()) {
        if (html[i] == QLatin1Char('<')) {
            const qsizetype end = html.indexOf(QLatin1Char('>'), i);
            if (end < 0)
                break;
            const QString tag = html.mid(i + 1, end - i - 1).section(QLatin1Char(' '), 0, 0).toLower();
            i = end + 1;
            if (tag.startsWith(QLatin1Char('/'))) {
                if (open.size() > 1)
                    open.pop_back();
                continue;
            }
            if (tag == QLatin1String("br") || tag.endsWith(QLatin1Char('/')))
                continue;
            Node n;
            n.kind = tag == QLatin1String("b")     ? Node::Bold
                     : tag == QLatin1String("i")   ? Node::Italic
                     : tag == QLatin1String("sub") ? Node::Sub
                     : tag == QLatin1String("sup") ? Node::Sup
                                                   : Node::Other;
            open.back()->children.push_back(n);
            open.push_back(&open.back()->children.back());
            continue;
        }
        qsizetype end = html.indexOf(QLatin1Char('<'), i);
        if (end < 0)
            end = html.size();
        Node t;
        t.kind = Node::Text;
        t.text = readable(decodeEntities(html.mid(i, end - i)));
        open.back()->children.push_back(t);
        i = end;
    }
    return root;
}

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
    for (QChar c : s)
        if (c.unicode() > 0x7f)
            return false;
    return true;
}

// Plain text of a formula: one letter stays a variable, a word before "(" is a function, a word
// alone is upright, and words run together with spaces (a remark, or any word not in Latin
// letters) are prose.
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

QString render(const Node& n);

QString renderChildren(const Node& n)
{
    QString out;
    for (const Node& c : n.children)
        out += render(c);
    return out;
}

// A subscript or superscript: one letter as it is, a word upright (v_{max}, F_{\mathrm{sep}}).
QString script(const Node& n)
{
    QString inner;
    for (const Node& c : n.children) {
        if (c.kind == Node::Text && isAscii(c.text) && c.text.size() > 1 && c.text.front().isLetter())
            inner += QStringLiteral("\\mathrm{%1}").arg(c.text);
        else
            inner += render(c);
    }
    return (n.kind == Node::Sub ? QStringLiteral("_{") : QStringLiteral("^{")) + inner + QLatin1Char('}');
}

// A symbol: its letters, then its sub- and superscripts.
QString symbol(const Node& n)
{
    QString base;
    QString scripts;
    bool plain = true;
    for (const Node& c : n.children) {
        if (c.kind == Node::Text)
            base += c.text;
        else if (c.kind == Node::Sub || c.kind == Node::Sup)
            scripts += script(c);
        else
            plain = false;
    }
    if (!plain)
        return renderChildren(n);
    base = base.trimmed();
    const bool letters = !base.isEmpty() && isAscii(base) && std::all_of(base.begin(), base.end(), [](QChar c) { return c.isLetter(); });
    QString core;
    if (n.kind == Node::Bold)
        core = !letters             ? QStringLiteral("\\boldsymbol{%1}").arg(mathText(base))
               : base.size() == 1 ? QStringLiteral("\\vec{%1}").arg(base)
                                  : QStringLiteral("\\overrightarrow{\\mathrm{%1}}").arg(base);
    else
        core = !letters || base.size() == 1 ? mathText(base) : QStringLiteral("\\mathit{%1}").arg(base);
    return core + scripts;
}

QString render(const Node& n)
{
    switch (n.kind) {
    case Node::Text: return mathText(n.text);
    case Node::Bold:
    case Node::Italic: return symbol(n);
    case Node::Sub:
    case Node::Sup: return script(n);
    case Node::Root:
    case Node::Other: break;
    }
    return renderChildren(n);
}

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

QString plainOf(QString html)
{
    // Sub- and superscripts the way plain text writes them: v_d, F_sep, d^2.
    static const QRegularExpression sub(QStringLiteral("<sub>(.*?)</sub>"));
    static const QRegularExpression sup(QStringLiteral("<sup>(.*?)</sup>"));
    html.replace(sub, QStringLiteral("_\\1"));
    html.replace(sup, QStringLiteral("^\\1"));
    QTextDocument doc;
    doc.setHtml(html);
    return readable(doc.toPlainText());
}

QString comment(const QString& text) { return QStringLiteral("% ") + QString(text).replace(QLatin1Char('\n'), QLatin1Char(' ')); }

} // namespace

QString latexOf(const QString& formulaHtml)
{
    QString out = render(parse(formulaHtml)).simplified();
    // Commands end in a space so that they never run into a letter; before a symbol it is not needed.
    static const QRegularExpression spaceBefore(QStringLiteral(" ([,)_^])"));
    out.replace(spaceBefore, QStringLiteral("\\1"));
    return out;
}

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
            Row r{titles, aligned(latexOf(l.formula)) + QStringLiteral(" \\tag{%1}").arg(l.step), {}};
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
            QString line = QStringLiteral("%1  %2. %3").arg(indent).arg(l.step).arg(plainOf(l.formula));
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
