#pragma once
// One quantity over time as a line per run, painted with QPainter (as the Lennard-Jones plot):
// frames along x from 0 to the last frame, values along y with numbered ticks and translated axis
// titles, a cursor at the shown frame, and clicking or dragging picks a frame. Long runs are drawn
// as their minimum and maximum per pixel column, so an hour of frames costs one pass over the
// values and a few hundred line segments, whatever the length.
#include "plot_series.h"

#include <QColor>
#include <QRectF>
#include <QString>
#include <QWidget>

#include <vector>

class QPainter;

namespace plots {

class PlotView : public QWidget {
    Q_OBJECT
public:
    explicit PlotView(QWidget* parent = nullptr);

    struct Line {
        QString name;
        QColor color;
        Column values; // frame k at index k; its series is the caller's
    };
    // What to draw (the lines' series must outlive the next paint or the next setLines).
    void setLines(Quantity q, std::vector<Line> lines);
    void setCursorFrame(qint64 frame);
    Quantity quantity() const { return quantity_; }
    qint64 cursorFrame() const { return cursor_; }
    qint64 frameCount() const; // the longest line's length
    int lineCount() const { return int(lines_.size()); }
    QString lineName(int i) const { return lines_.at(std::size_t(i)).name; } // as the legend writes it

    // Draws the plot into `area` of any paint device (the widget, an image, an SVG file).
    void render(QPainter& p, const QRectF& area) const;

    // Geometry of the last layout at the widget's size (tests click at xOf(frame)).
    QRectF plotArea() const { return layout(QRectF(rect())).plot; }
    double xOf(qint64 frame) const;
    qint64 frameAt(double x) const;

    // What a paint draws for each line: pixel columns holding at least one value (tests and the
    // benchmark check that a long run draws something).
    int drawnColumns(int line) const { return line < int(drawnColumns_.size()) ? drawnColumns_[std::size_t(line)] : 0; }
    // The y range and ticks of the last layout, in data units.
    double yMin() const { return yRange().first; }
    double yMax() const { return yRange().second; }

    QSize sizeHint() const override { return {420, 260}; }
    QSize minimumSizeHint() const override { return {240, 160}; }

signals:
    void frameClicked(qint64 frame);

protected:
    void paintEvent(QPaintEvent* e) override;
    void mousePressEvent(QMouseEvent* e) override;
    void mouseMoveEvent(QMouseEvent* e) override;

private:
    struct Layout {
        QRectF title;
        QRectF plot;
        std::vector<double> xTicks, yTicks;
        double x0 = 0, x1 = 1, y0 = 0, y1 = 1;
    };
    Layout layout(const QRectF& area) const;
    std::pair<double, double> yRange() const;
    void drawLine(QPainter& p, const Layout& l, const Line& line, int index) const;
    // Consecutive frames with values and no heading wrap between them, gathered per pixel column.
    struct Piece {
        struct Column {
            double x;      // where the column's first frame is
            double lo, hi; // its value range, including the value the previous column ended on
            double last;   // its last frame's value
        };
        std::vector<Column> columns;
    };
    std::vector<Piece> pieces(const Column& v, double left, double scale, int columns) const;
    void pick(double x);

    Quantity quantity_ = Quantity::Speed;
    std::vector<Line> lines_;
    qint64 cursor_ = 0;
    mutable std::vector<int> drawnColumns_;
};

} // namespace plots
