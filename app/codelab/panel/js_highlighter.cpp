#include "js_highlighter.h"

#include <QSet>

namespace {
enum BlockState { Code = 0, InBlockComment = 1 };

const QSet<QString>& keywords()
{
    static const QSet<QString> set{
        "break",  "case",     "catch", "class", "const",  "continue", "default",    "delete", "do",
        "else",   "extends",  "false", "finally", "for",  "function", "if",         "in",     "instanceof",
        "let",    "new",      "null",  "of",    "return", "super",    "switch",     "this",   "throw",
        "true",   "try",      "typeof", "undefined", "var", "void",   "while",      "yield"};
    return set;
}

// SteeredVehicle's methods as the seeds name them, the engine's explaining calls, and the book's
// Vector2D methods: what a student types from the listings.
const QSet<QString>& bookMethods()
{
    static const QSet<QString> set{
        "seek", "flee", "arrive", "pursue", "evade", "wander", "avoid", "followPath", "flock", "inSight", "tooClose",
        "pursueOffset", "update", "show", "showPoint", "showCircle", "note",
        // Vector2D
        "add", "subtract", "multiply", "divide", "normalize", "truncate", "reverse", "perp", "sign", "dotProd",
        "dist", "distSQ", "clone", "isZero", "isNormalized", "equals", "angleBetween"};
    return set;
}

QTextCharFormat coloured(const QColor& c, bool bold = false)
{
    QTextCharFormat f;
    f.setForeground(c);
    if (bold)
        f.setFontWeight(QFont::Bold);
    return f;
}

// The index just past a string that opens at `from` (its quote), or the line's end if it does not
// close on this line.
int stringEnd(const QString& text, int from)
{
    const QChar quote = text.at(from);
    for (int i = from + 1; i < text.size(); ++i) {
        if (text.at(i) == QLatin1Char('\\'))
            ++i;
        else if (text.at(i) == quote)
            return i + 1;
    }
    return int(text.size());
}
} // namespace

JsHighlighter::JsHighlighter(QTextDocument* document)
    : QSyntaxHighlighter(document), colours_(CodeColours::forBase(Qt::white)),
      word_(QStringLiteral("[A-Za-z_$][A-Za-z0-9_$]*")),
      number_(QStringLiteral("(?<![\\w$.])(0[xX][0-9a-fA-F]+|(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?)(?![\\w$])"))
{
}

void JsHighlighter::setColours(const CodeColours& colours)
{
    colours_ = colours;
    rehighlight();
}

QTextCharFormat JsHighlighter::keywordFormat() const { return coloured(colours_.keyword, true); }
QTextCharFormat JsHighlighter::numberFormat() const { return coloured(colours_.number); }
QTextCharFormat JsHighlighter::stringFormat() const { return coloured(colours_.string); }
// Not italic: Chinese has no italic, and a slanted CJK fallback reads badly on a projector.
QTextCharFormat JsHighlighter::commentFormat() const { return coloured(colours_.comment); }
QTextCharFormat JsHighlighter::bookMethodFormat() const { return coloured(colours_.bookMethod); }
QTextCharFormat JsHighlighter::vectorFormat() const { return coloured(colours_.vectorClass, true); }

void JsHighlighter::highlightBlock(const QString& text)
{
    int i = 0;
    if (previousBlockState() == InBlockComment) {
        const int close = int(text.indexOf(QLatin1String("*/")));
        if (close < 0) {
            setFormat(0, int(text.size()), commentFormat());
            setCurrentBlockState(InBlockComment);
            return;
        }
        setFormat(0, close + 2, commentFormat());
        i = close + 2;
    }
    setCurrentBlockState(Code);
    int codeFrom = i;
    while (i < text.size()) {
        const QChar c = text.at(i);
        const bool slash = c == QLatin1Char('/') && i + 1 < text.size();
        if (slash && text.at(i + 1) == QLatin1Char('/')) {
            highlightCode(text, codeFrom, i);
            setFormat(i, int(text.size()) - i, commentFormat());
            return;
        }
        if (slash && text.at(i + 1) == QLatin1Char('*')) {
            highlightCode(text, codeFrom, i);
            const int close = int(text.indexOf(QLatin1String("*/"), i + 2));
            if (close < 0) {
                setFormat(i, int(text.size()) - i, commentFormat());
                setCurrentBlockState(InBlockComment);
                return;
            }
            setFormat(i, close + 2 - i, commentFormat());
            i = codeFrom = close + 2;
            continue;
        }
        if (c == QLatin1Char('"') || c == QLatin1Char('\'') || c == QLatin1Char('`')) {
            highlightCode(text, codeFrom, i);
            const int end = stringEnd(text, i);
            setFormat(i, end - i, stringFormat());
            i = codeFrom = end;
            continue;
        }
        ++i;
    }
    highlightCode(text, codeFrom, int(text.size()));
}

void JsHighlighter::highlightCode(const QString& text, int from, int to)
{
    if (from >= to)
        return;
    const QString code = text.mid(from, to - from);
    for (auto it = number_.globalMatch(code); it.hasNext();) {
        const auto m = it.next();
        setFormat(from + int(m.capturedStart()), int(m.capturedLength()), numberFormat());
    }
    for (auto it = word_.globalMatch(code); it.hasNext();) {
        const auto m = it.next();
        const int start = int(m.capturedStart());
        // A word glued to digits before it (1e5, 0x1F) belongs to the number.
        if (start > 0 && code.at(start - 1).isDigit())
            continue;
        const QString w = m.captured();
        if (keywords().contains(w))
            setFormat(from + start, int(w.size()), keywordFormat());
        else if (w == QLatin1String("Vector2D"))
            setFormat(from + start, int(w.size()), vectorFormat());
        else if (bookMethods().contains(w))
            setFormat(from + start, int(w.size()), bookMethodFormat());
    }
}
