#pragma once
// JavaScript highlighting for the code lab: keywords, numbers, strings, comments (// and /* */,
// the latter across lines), the book's method names (seek … pursueOffset, update, the Vector2D
// methods) and the class Vector2D.
#include "code_colours.h"

#include <QRegularExpression>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>

class JsHighlighter : public QSyntaxHighlighter {
    Q_OBJECT
public:
    explicit JsHighlighter(QTextDocument* document);

    // Colours for a light or dark panel; rehighlights.
    void setColours(const CodeColours& colours);
    const CodeColours& colours() const { return colours_; }

    // The formats, for tests and for anyone who draws code the same way.
    QTextCharFormat keywordFormat() const;
    QTextCharFormat numberFormat() const;
    QTextCharFormat stringFormat() const;
    QTextCharFormat commentFormat() const;
    QTextCharFormat bookMethodFormat() const;
    QTextCharFormat vectorFormat() const;

protected:
    void highlightBlock(const QString& text) override;

private:
    // Where the block's code (outside strings and comments) is highlighted word by word.
    void highlightCode(const QString& text, int from, int to);

    CodeColours colours_;
    QRegularExpression word_;
    QRegularExpression number_;
};
