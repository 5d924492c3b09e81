#pragma once
// The stage area in compare mode: the main stage view and one view per pane, each under a
// caption naming its difference; 2 panes side by side, 3 or 4 as a 2×2 grid. The main view is
// borrowed from the window's centre for as long as the comparison lasts and put back after.
#include <QSizePolicy>
#include <QWidget>

#include <vector>

class QGridLayout;
class QLabel;
class StageView;

class CompareArea : public QWidget {
    Q_OBJECT
public:
    // Takes `mainView` out of its place in its parent's layout and shows it in cell 0.
    explicit CompareArea(StageView* mainView);
    // Puts the main view back where it was (the area is then deleted by its owner).
    void restoreMainView();

    // One view per pane, in order; views beyond `count` are deleted.
    void setPaneCount(int count);
    int paneCount() const { return int(panes_.size()); }
    StageView* paneView(int k) const { return panes_.at(std::size_t(k)).view; }
    QLabel* caption(int cell) const; // 0: the main view's
    void setCaptions(const QStringList& texts); // main first

private:
    // A caption and its view sit in rows of their own in the grid (captions in one row, views in
    // the next), so a caption that wraps in Russian no longer makes its stage lower and smaller
    // than its neighbour's: the views of a row always start at one height with one size.
    struct Cell {
        QLabel* caption = nullptr;
        StageView* view = nullptr;
    };
    Cell makeCell(StageView* view);
    void arrange();

    StageView* main_;
    QSizePolicy mainPolicy_; // the main view's own, given back with it
    QSize mainMinimum_;      // likewise its minimum size
    Cell mainCell_;
    std::vector<Cell> panes_;
    QGridLayout* grid_;
};
