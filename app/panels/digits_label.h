#pragma once
// A plain-text label for a number that changes every frame while a demo plays (the frame
// counter, the plot's value). QLabel works its size hints out again for every new text, measuring
// the text three times (and once more per height asked), and a steady layout (steady_layout.h)
// asks them at each change to see whether anything moved. This label keeps QLabel's answers by the
// text's shape, the text with each digit read as 0: where all digits are equally wide in the
// label's font (tabular figures, as in DejaVu Sans), "Frame 100 / 100" measures as "Frame 000 /
// 000" does. With any other font the shape is the text itself. Every answer is QLabel's own,
// worked out the first time a shape is seen by a QLabel set up as this one is, with a fresh text:
// this label's own QLabel part would give stale answers after a change of its minimum size
// (QLabel keeps its hints until its text, font or margins change).
#include <QFont>
#include <QLabel>
#include <QSize>
#include <QString>

#include <array>
#include <memory>

// Whether the digits 0-9 all have one advance in `font`, upright, bold and italic (remembered per
// font; PanelLabel asks it too).
bool digitsAreTabular(const QFont& font);

class DigitsLabel : public QLabel {
public:
    explicit DigitsLabel(QWidget* parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    int heightForWidth(int w) const override;

    // `text` with each digit 1-9 read as 0.
    static QString shapeOf(const QString& text);
    // Tests: how many answers all such labels have had QLabel work out.
    static long long measuredCount();

protected:
    void changeEvent(QEvent* e) override;

private:
    struct Answers;
    Answers& answers() const;
    QLabel& measurer() const; // set up as this label, with its text just set

    mutable std::unique_ptr<QLabel> measurer_;

    mutable QString fontKey_;  // font().key(), empty until asked (and after a font or style change)
    mutable bool tabular_ = false;
    // The answers answers() found last, and the text and numbers it found them for.
    using KeyNumbers = std::array<int, 13>;
    mutable Answers* found_ = nullptr;
    mutable unsigned foundGeneration_ = 0;
    mutable KeyNumbers foundNumbers_{};
    mutable QString foundText_;
};
