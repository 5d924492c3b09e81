#pragma once
// A rich-text label of the formula panel that lays its text out once per text, not once per
// question. QLabel answers every height-for-width by laying its document out at that width and
// again at the old one, and a new text is laid out again to be painted; while a demo plays that
// was most of the panel's cost. This label keeps QLabel's text (for readers, accessibility and
// link clicks), but paints and measures its own document, which stays laid out at the width it is
// shown at: the height for that width and the paint need no further layout.
//
// Answers for other widths, and the size hints (QLabel's golden-ratio and one-word widths), are
// kept by the text's shape: the text with every digit outside its tags read as 0. Two texts of
// one shape lay out alike when all digits are equally wide in the label's fonts (tabular figures,
// as in DejaVu Sans and most interface fonts); with any other font the shape is the text itself.
// Those answers are shared by all labels, kept under the shape with the font, margins and options
// that also decide them, and a label asks them before it lays anything out: a label whose shape is
// known is laid out only when it is painted, so lines scrolled out of view cost nothing.
// Every answer and every pixel is QLabel's own: tst_paint_cache compares them with QLabel.
#include <QLabel>
#include <QSize>
#include <QString>
#include <QTextDocument>

#include <array>
#include <utility>
#include <vector>

class PanelLabel : public QLabel {
public:
    explicit PanelLabel(QWidget* parent);
    void setHtml(const QString& html);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    int heightForWidth(int w) const override;

    // `html` with each digit outside tags and entities replaced by 0 (tests, and the key above).
    static QString shapeOf(const QString& html);
    // Tests: paint with QLabel's own code instead, to compare the pixels of the two.
    static void setPaintedByQLabel(bool on);
    // Tests and benchmarks: how many times labels laid their text out (any width).
    static long long layoutCount();
    // Where the text is painted (inside the frame, margins and indent), in the label's coordinates.
    QRect textRect() const { return documentRect(); }

protected:
    void paintEvent(QPaintEvent* e) override;
    void changeEvent(QEvent* e) override;

private:
    struct Hints {
        QSize size;    // invalid until asked
        QSize minimum; // invalid until asked
        std::vector<std::pair<int, int>> heights; // (width, height)
    };
    Hints& hints() const; // of the current text's shape, with this label's font, margins and options
    const QString& shape() const; // shapeOf(text()), or the text itself when digits differ in width

    // QLabel's geometry, as in QLabelPrivate: the text's extra width (indent), the rectangle the
    // document is painted in, and the size for a width (-1: the golden-ratio width).
    int indentExtra() const;
    QSize extras() const; // the width and height round the text in sizeForWidth
    QRect documentRect() const;
    QSize sizeForWidth(int w) const;
    QTextDocument& document() const; // parsed, with QLabel's options
    void layOutAt(qreal width) const;

    mutable QTextDocument doc_;
    mutable bool parsed_ = false; // doc_ holds text(), laid out at doc_.textWidth()
    mutable QString fontKey_; // font().key(), part of the key the answers are kept under
    mutable QString shape_;   // null until asked for the current text
    // The answers hints() found last, and what it found them under besides the text and font.
    using KeyNumbers = std::array<int, 11>;
    mutable Hints* found_ = nullptr;
    mutable unsigned foundGeneration_ = 0;
    mutable KeyNumbers foundNumbers_{};
};
