#include "pane_grid.h"

#include <algorithm>

namespace diagrams {

PaneGrid paneGrid(int cells)
{
    cells = std::max(1, cells);
    // Two columns from two cells on: the main view and up to three panes (kMaxPanes) make two rows
    // of two, each cell keeping about the screen's own 16:9 shape.
    PaneGrid grid;
    grid.columns = cells > 1 ? 2 : 1;
    grid.rows = (cells + grid.columns - 1) / grid.columns;
    return grid;
}

std::vector<QRectF> paneRects(const QRectF& area, int cells, qreal gap)
{
    const PaneGrid grid = paneGrid(cells);
    const qreal cellW = (area.width() - gap * (grid.columns - 1)) / grid.columns;
    const qreal cellH = (area.height() - gap * (grid.rows - 1)) / grid.rows;
    std::vector<QRectF> rects;
    rects.reserve(std::size_t(std::max(1, cells)));
    for (int i = 0; i < std::max(1, cells); ++i)
        rects.emplace_back(area.left() + grid.column(i) * (cellW + gap), area.top() + grid.row(i) * (cellH + gap), cellW, cellH);
    return rects;
}

} // namespace diagrams
