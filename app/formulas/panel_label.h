#pragma once
// A rich-text label of the formula panel that remembers its layout answers (size hint, minimum
// size hint, height for a width). Layouts ask them several times per pass, and each answer lays
// the whole text out again; while a demo plays only the numbers of a line change, so the answers
// are kept by the text's shape: the text with every digit outside its tags read as 0. Two texts of
// one shape lay out alike when all digits are equally wide in the label's fonts (tabular figures,
// as in DejaVu Sans and most interface fonts); with any other font the shape is the text itself.
#include <QLabel>
#include <QSize>
#include <QString>

#include <utility>
#include <vector>

class PanelLabel : public QLabel {
public:
    explicit PanelLabel(QWidget* parent) : QLabel(parent) {}
    void setHtml(const QString& html);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    int heightForWidth(int w) const override;

    // `html` with each digit outside tags and entities replaced by 0 (tests, and the key above).
    static QString shapeOf(const QString& html);

protected:
    void changeEvent(QEvent* e) override;

private:
    struct Hints {
        QSize size;    // invalid until asked
        QSize minimum; // invalid until asked
        std::vector<std::pair<int, int>> heights; // (width, height)
    };
    Hints& hints() const; // of the current text's shape
    bool digitsTabular() const;

    mutable std::vector<std::pair<QString, Hints>> known_; // a few shapes, newest last
};
