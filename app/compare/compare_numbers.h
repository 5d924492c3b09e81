#pragma once
// Compare mode's numbers: the selected vehicle's update step (the formula panel's "update"
// section) in every pane side by side, one column per pane, the main run first. A number that
// differs from the main run's is bold and in a colour that keeps 4.5:1 contrast on the table.
#include "world.h"

#include <QColor>
#include <QStringList>
#include <QWidget>

#include <vector>

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
    // The colour of the numbers that differ, chosen for the table's background.
    QColor differColour() const;

protected:
    void changeEvent(QEvent* e) override;

private:
    void retranslate();

    QLabel* heading_;
    QTableWidget* table_;
    QStringList captions_; // the column headings shown
};
