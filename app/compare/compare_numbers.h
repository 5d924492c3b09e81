#pragma once
// Compare mode's numbers: for the selected vehicle, every number the formula panel shows — each
// behaviour call's values under its heading, then the update step — in every pane side by side,
// one column per pane, the main run first (compare_rows.h). A call made in some panes only shows
// "—" in the others. A number that differs from the main run's is bold and in a colour that keeps
// 4.5:1 contrast on the table. In a dock too narrow for the columns of "(x, y)", each vector is
// drawn stacked, x above y, so that nothing scrolls sideways.
//
// Speed: the window calls showFrames at every frame. The rows, their headings and the sizes are
// set only when the set of rows, the panes or the language change; a frame only sets the texts that
// changed (a QTableWidget sized to its contents re-measured every row at every setText).
#include "world.h"

#include <QColor>
#include <QStringList>
#include <QWidget>

#include <vector>

class CompareNumberCells;
class QFont;
class QLabel;
class QTableWidget;

class CompareNumbers : public QWidget {
    Q_OBJECT
public:
    explicit CompareNumbers(QWidget* parent = nullptr);

    // One world per column (the main run first), each with the records of its next step;
    // `captions` head the columns.
    void showFrames(const std::vector<const steer::World*>& worlds, int selected, const QStringList& captions);

    QTableWidget* table() const { return table_; }
    // The row whose heading or key is `key` (compare::TableRow::key), or -1.
    int rowOf(const QString& key) const;
    // The colour of the numbers that differ, chosen for the table's background.
    QColor differColour() const;
    // Vectors drawn as columns, x above y (the dock is too narrow for "(x, y)" on one line); the
    // items' texts stay "(x, y)".
    bool stackedVectors() const;
    // How many times the rows were laid out anew (not at every frame).
    int layoutCount() const { return layouts_; }

protected:
    void changeEvent(QEvent* e) override;
    void resizeEvent(QResizeEvent* e) override;

private:
    void retranslate();
    void layOut(const QStringList& labels, const std::vector<bool>& headings, int columns);
    void setCell(int row, int column, const QString& text, bool different, bool heading);
    void fitColumns(); // every column whole, the labels in what is left; vectors stacked if need be
    // The panes' captions on one line, or (beside stacked vectors) broken at the space nearest their
    // middle, so a caption is no wider than its numbers ("Макс. скорость = 10" cut the second column).
    void showCaptions(bool broken);
    void fitRow(int row); // one line, or as many as a stacked cell or its wrapped label shows
    int labelLines(int row) const; // the lines row's label wraps to in the labels' width
    int cellWidth(const QString& text, const QFont& font, bool stacked) const;

    QLabel* heading_;
    QTableWidget* table_;
    CompareNumberCells* cells_; // draws the items' texts, stacked or not
    QStringList captions_;       // the column headings shown
    QStringList keys_;           // the rows shown (compare::TableRow::key)
    QStringList labels_;         // their headings as shown (they change with the language)
    std::vector<QString> texts_; // row-major, as shown
    std::vector<char> differs_;  // row-major, as shown
    int layouts_ = 0;
};
