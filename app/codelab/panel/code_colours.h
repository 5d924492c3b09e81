#pragma once
// The code lab's colours, one set for a light panel and one for the Dark palette. Every text colour
// keeps a contrast of at least 4.5:1 (WCAG AA) against the background, the lit current line and a
// line marked as an error, so that a projector's washed-out picture still reads (tst_code_panel
// measures the ratios).
#include <QColor>

struct CodeColours {
    QColor keyword, number, string, comment, bookMethod, vectorClass;
    QColor currentLine, errorLine, errorMarker, gutterText;

    // The set for a panel whose text is drawn on `base` (the palette's Base colour).
    static CodeColours forBase(const QColor& base);
    static bool isDark(const QColor& base) { return base.lightnessF() < 0.5; }
};
