#pragma once
// How the main view and its compare panes share a rectangle, in one place for the window's compare
// area, a saved picture or animation (diagrams/picture.cpp) and the size of a saved picture: one
// cell alone fills it; more cells go two to a row, left to right, the main view top left.
#include <QRectF>

#include <vector>

namespace diagrams {

struct PaneGrid {
    int columns = 1;
    int rows = 1;
    int column(int index) const { return index % columns; }
    int row(int index) const { return index / columns; }
};

// The grid for `cells` cells (the main view counts; fewer than one is taken as one).
PaneGrid paneGrid(int cells);

// Each cell's rectangle in `area`, `gap` apart horizontally and vertically, in the cells' order.
// The cells of a grid are equal; the last row may hold fewer cells than the others.
std::vector<QRectF> paneRects(const QRectF& area, int cells, qreal gap);

} // namespace diagrams
