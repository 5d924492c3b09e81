#include "neighbour_grid.h"

#include <algorithm>
#include <cmath>

namespace steer {

void scanNeighbours(std::span<const Vehicle> vehicles, Vector2D p, double radius, std::vector<int>& out)
{
    const double r2 = neighbourRadiusSquared(radius);
    const std::size_t n = vehicles.size();
    out.resize(n);
    std::size_t k = 0;
    for (std::size_t i = 0; i < n; ++i) {
        // Branch-free append: about half the tests pass, in no predictable pattern.
        out[k] = static_cast<int>(i);
        k += withinNeighbourRadius(p, vehicles[i].position, r2) ? 1 : 0;
    }
    out.resize(k);
}

void NeighbourGrid::build(std::span<const Vehicle> vehicles, double width, double height, double radius)
{
    const std::size_t n = vehicles.size();
    // Cells of the query radius; larger when that would make far more cells than vehicles (a huge
    // empty stage), so memory stays proportional to the crowd. Any size is exact, only speed varies.
    const double w = std::isfinite(width) && width > 0 ? width : 1.0;
    const double h = std::isfinite(height) && height > 0 ? height : 1.0;
    double cell = std::isfinite(radius) && radius > 0 ? radius : std::max(w, h);
    const double maxCells = 4.0 * static_cast<double>(n) + 16.0;
    double cols = std::ceil(w / cell);
    double rows = std::ceil(h / cell);
    while (cols * rows > maxCells) {
        cell *= std::max(1.1, std::sqrt(cols * rows / maxCells));
        cols = std::ceil(w / cell);
        rows = std::ceil(h / cell);
    }
    const int newColumns = std::max(1, static_cast<int>(cols));
    const int newRows = std::max(1, static_cast<int>(rows));
    cellSize_ = cell;
    if (newColumns != columns_ || newRows != rows_ || cells_.empty()) {
        columns_ = newColumns;
        rows_ = newRows;
        cells_.assign(static_cast<std::size_t>(columns_) * static_cast<std::size_t>(rows_), {});
    } else {
        for (auto& c : cells_)
            c.clear(); // keep each cell's capacity: the next frame fills them again
    }
    elsewhere_.clear();
    cellOf_.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        const Vector2D p = vehicles[i].position;
        const int c = cellFor(p);
        cellOf_[i] = c;
        append(c, {p.x, p.y, static_cast<int>(i)});
    }
    built_ = true;
}

int NeighbourGrid::column(double x) const
{
    // Monotonic in x (a positive division rounds monotonically, the clamp keeps order), which is
    // all the query's covering argument needs; positions beyond the stage land in the border cells.
    const double t = x / cellSize_;
    if (!(t >= 0.0))
        return 0;
    if (!(t < static_cast<double>(columns_)))
        return columns_ - 1;
    return static_cast<int>(t);
}

int NeighbourGrid::row(double y) const
{
    const double t = y / cellSize_;
    if (!(t >= 0.0))
        return 0;
    if (!(t < static_cast<double>(rows_)))
        return rows_ - 1;
    return static_cast<int>(t);
}

int NeighbourGrid::cellFor(Vector2D p) const
{
    if (!p.isFinite())
        return kElsewhere;
    return row(p.y) * columns_ + column(p.x);
}

void NeighbourGrid::append(int cell, const Entry& e)
{
    if (cell == kElsewhere)
        elsewhere_.push_back(e);
    else
        cells_[static_cast<std::size_t>(cell)].push_back(e);
}

void NeighbourGrid::moved(std::size_t i, Vector2D p)
{
    const int index = static_cast<int>(i);
    const int from = cellOf_[i];
    const int to = cellFor(p);
    std::vector<Entry>& old = from == kElsewhere ? elsewhere_ : cells_[static_cast<std::size_t>(from)];
    const auto it = std::find_if(old.begin(), old.end(), [index](const Entry& e) { return e.index == index; });
    if (from == to) {
        it->x = p.x;
        it->y = p.y;
        return;
    }
    // Order inside a cell does not matter (query sorts), so the cheapest erase is fine.
    *it = old.back();
    old.pop_back();
    cellOf_[i] = to;
    append(to, {p.x, p.y, index});
}

void NeighbourGrid::query(Vector2D p, double radius, std::vector<int>& out) const
{
    out.clear();
    const double r2 = neighbourRadiusSquared(radius);
    auto test = [&](const std::vector<Entry>& cell) {
        for (const Entry& e : cell)
            if (withinNeighbourRadius(p, {e.x, e.y}, r2))
                out.push_back(e.index);
    };
    test(elsewhere_); // usually empty; an infinite radius would accept an infinite position
    if (!p.isFinite() || !std::isfinite(r2)) {
        // Infinite reaches (an infinite radius, or a vehicle flung to infinity): no cell range
        // bounds them, so every cell is tested, as the scan would.
        for (const auto& cell : cells_)
            test(cell);
    } else {
        // Every q the test accepts has |q.x - p.x| <= sqrt(r2) up to a few roundings; the relative
        // and absolute slack below covers them, and column()/row() are monotonic, so the cell range
        // [column(p.x - reach), column(p.x + reach)] holds every accepted q. The test then decides.
        const double reach = std::sqrt(r2) * (1.0 + 1e-12) + 1e-9 * (1.0 + std::abs(p.x) + std::abs(p.y));
        const int c0 = column(p.x - reach), c1 = column(p.x + reach);
        const int r0 = row(p.y - reach), r1 = row(p.y + reach);
        for (int r = r0; r <= r1; ++r)
            for (int c = c0; c <= c1; ++c)
                test(cells_[static_cast<std::size_t>(r) * static_cast<std::size_t>(columns_) + static_cast<std::size_t>(c)]);
    }
    // The scan's order: ascending index (a handful of neighbours, so the sort is cheap).
    std::sort(out.begin(), out.end());
}

std::size_t NeighbourGrid::bytesUsed() const
{
    std::size_t bytes = cells_.capacity() * sizeof(std::vector<Entry>) + elsewhere_.capacity() * sizeof(Entry) +
                        cellOf_.capacity() * sizeof(int);
    for (const auto& c : cells_)
        bytes += c.capacity() * sizeof(Entry);
    return bytes;
}

} // namespace steer
