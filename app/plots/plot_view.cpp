#include "plot_view.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QMouseEvent>
#include <QPainter>
#include <QVector>

#include <algorithm>
#include <cmath>
#include <limits>

namespace plots {

namespace {
constexpr double kPad = 6.0;
const QColor kInk(0x22, 0x22, 0x22);
const QColor kGrid(0xdd, 0xdd, 0xdd);
const QColor kCursor(0xc2, 0x41, 0x0c); // orange-red, apart from the run colours

// A tick step of 1, 2 or 5 times a power of ten giving about `count` steps over `range`.
double niceStep(double range, double count)
{
    if (!(range > 0.0) || !(count > 0.0))
        return 1.0;
    const double raw = range / count;
    const double mag = std::pow(10.0, std::floor(std::log10(raw)));
    const double f = raw / mag;
    return (f <= 1.0 ? 1.0 : f <= 2.0 ? 2.0 : f <= 5.0 ? 5.0 : 10.0) * mag;
}

std::vector<double> ticks(double from, double to, double step)
{
    std::vector<double> out;
    for (double t = std::ceil(from / step - 1e-9) * step; t <= to + step * 1e-9; t += step)
        out.push_back(std::abs(t) < step * 1e-9 ? 0.0 : t);
    return out;
}

QString tickText(double v, double step)
{
    const int decimals = step >= 1.0 ? 0 : int(std::ceil(-std::log10(step) - 1e-9));
    return QString::number(v, 'f', std::clamp(decimals, 0, 6));
}

// A heading that turns past ±180° jumps by almost 360°: that is no line to draw.
bool wraps(Quantity q, double a, double b) { return q == Quantity::Heading && std::abs(a - b) > 180.0; }
} // namespace

PlotView::PlotView(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("plotView"));
    setMouseTracking(false);
    setCursor(Qt::PointingHandCursor);
    // render() fills the whole widget white first: the dock, panel and window behind it need not
    // be painted each time a played frame adds a point (they were, 115 000 pixels a frame).
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void PlotView::setLines(Quantity q, std::vector<Line> lines)
{
    quantity_ = q;
    lines_ = std::move(lines);
    update();
}

void PlotView::setCursorFrame(qint64 frame)
{
    if (cursor_ == frame)
        return;
    cursor_ = frame;
    update();
}

qint64 PlotView::frameCount() const
{
    qint64 n = 0;
    for (const Line& l : lines_)
        n = std::max<qint64>(n, qint64(l.values.size()));
    return n;
}

std::pair<double, double> PlotView::yRange() const
{
    if (quantity_ == Quantity::Heading)
        return {-180.0, 180.0};
    if (quantity_ == Quantity::Order)
        return {0.0, 1.0};
    double lo = 0.0; // every other quantity is a length or a count: the axis starts at 0
    double hi = -std::numeric_limits<double>::infinity();
    for (const Line& l : lines_) {
        const auto [least, most] = l.values.finiteRange(); // kept by the series as the values came
        lo = std::min(lo, least);
        hi = std::max(hi, most);
    }
    if (!(hi > lo))
        hi = lo + 1.0;
    return {lo, hi};
}

PlotView::Layout PlotView::layout(const QRectF& area) const
{
    const QFontMetricsF fm(font());
    Layout l;
    const double line = fm.height();
    const int titleRows = lines_.size() > 1 ? 2 : 1;
    l.title = QRectF(area.left() + kPad, area.top() + kPad, area.width() - 2 * kPad, titleRows * line);

    const auto [lo, hi] = yRange();
    const double plotTop = l.title.bottom() + kPad + line / 2;
    const double plotBottom = area.bottom() - kPad - 2 * line - kPad;
    const double yStep = quantity_ == Quantity::Heading ? 90.0 : niceStep(hi - lo, std::max(2.0, (plotBottom - plotTop) / (2.5 * line)));
    l.y0 = std::floor(lo / yStep + 1e-9) * yStep;
    l.y1 = std::ceil(hi / yStep - 1e-9) * yStep;
    if (l.y1 <= l.y0)
        l.y1 = l.y0 + yStep;
    l.yTicks = ticks(l.y0, l.y1, yStep);
    double labelWidth = 0.0;
    for (double t : l.yTicks)
        labelWidth = std::max(labelWidth, fm.horizontalAdvance(tickText(t, yStep)));
    const double plotLeft = area.left() + kPad + line + kPad + labelWidth + kPad;
    const double plotRight = area.right() - kPad - fm.horizontalAdvance(QStringLiteral("0000")) / 2;
    l.plot = QRectF(QPointF(plotLeft, plotTop), QPointF(std::max(plotLeft + 1, plotRight), std::max(plotTop + 1, plotBottom)));

    l.x0 = 0.0;
    l.x1 = double(std::max<qint64>(1, frameCount() - 1));
    const double widest = fm.horizontalAdvance(QString::number(qint64(l.x1))) + 3 * kPad;
    const double xStep = std::max(1.0, niceStep(l.x1, std::max(1.0, l.plot.width() / widest)));
    l.xTicks = ticks(0.0, l.x1, xStep);
    return l;
}

double PlotView::xOf(qint64 frame) const
{
    const Layout l = layout(QRectF(rect()));
    return l.plot.left() + (double(frame) - l.x0) / (l.x1 - l.x0) * l.plot.width();
}

qint64 PlotView::frameAt(double x) const
{
    const Layout l = layout(QRectF(rect()));
    const double f = l.x0 + (x - l.plot.left()) / l.plot.width() * (l.x1 - l.x0);
    return std::clamp<qint64>(qint64(std::llround(f)), 0, std::max<qint64>(0, frameCount() - 1));
}

std::vector<PlotView::Piece> PlotView::pieces(const Column& v, double left, double scale, int columns) const
{
    std::vector<Piece> out;
    bool open = false; // the last piece is still growing
    int col = -1;
    double last = 0;
    for (std::size_t k = 0; k < v.size(); ++k) {
        const double y = v[k];
        if (!std::isfinite(y)) {
            open = false;
            continue;
        }
        if (open && wraps(quantity_, last, y))
            open = false;
        const int c = std::min(columns - 1, int(double(k) * scale));
        if (!open) {
            out.emplace_back();
            out.back().columns.push_back({left + double(k) * scale, y, y, y});
            open = true;
        } else if (c != col) {
            // The new column starts where the last one ended, so the stroke has no holes.
            out.back().columns.push_back({left + double(k) * scale, std::min(last, y), std::max(last, y), y});
        } else {
            Piece::Column& cur = out.back().columns.back();
            cur.lo = std::min(cur.lo, y);
            cur.hi = std::max(cur.hi, y);
            cur.last = y;
        }
        col = c;
        last = y;
    }
    return out;
}

void PlotView::drawLine(QPainter& p, const Layout& l, const Line& line, int index) const
{
    const Column& v = line.values;
    const double scale = l.plot.width() / (l.x1 - l.x0);
    const int columns = std::max(1, int(l.plot.width()));
    const double yScale = l.plot.height() / (l.y1 - l.y0);
    auto yOf = [&](double y) { return l.plot.bottom() - (std::clamp(y, l.y0, l.y1) - l.y0) * yScale; };
    const double width = index == 0 ? 2.5 : 2.0;
    const std::vector<Piece> all = pieces(v, l.plot.left(), scale, columns);
    int drawn = 0;
    if (scale >= 1.0) {
        // Fewer frames than pixels: a polyline through every value.
        QPen pen(line.color, width);
        pen.setCapStyle(Qt::RoundCap);
        pen.setJoinStyle(Qt::RoundJoin);
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        for (const Piece& piece : all) {
            QPolygonF poly;
            poly.reserve(qsizetype(piece.columns.size()));
            for (const Piece::Column& c : piece.columns)
                poly << QPointF(c.x, yOf(c.last));
            if (poly.size() == 1)
                p.drawPoint(poly.front());
            else
                p.drawPolyline(poly);
            drawn += int(piece.columns.size());
        }
    } else {
        // More frames than pixels: each column a bar from its lowest to its highest value (which
        // includes where the previous column ended, so the bars join), as wide and as tall beyond
        // the values as the line is thick. Solid rectangles in one call: an hour of frames costs
        // one pass over the values and a rectangle per pixel column.
        const double half = width / 2;
        QVector<QRectF> bars;
        bars.reserve(columns + 8);
        for (const Piece& piece : all)
            for (const Piece::Column& c : piece.columns)
                bars.append(QRectF(QPointF(c.x - half, yOf(c.hi) - half), QPointF(c.x + half, yOf(c.lo) + half)));
        drawn = int(bars.size());
        p.save();
        p.setRenderHint(QPainter::Antialiasing, false);
        p.setPen(Qt::NoPen);
        p.setBrush(line.color);
        p.drawRects(bars);
        p.restore();
    }
    drawnColumns_[std::size_t(index)] = drawn;
}

void PlotView::render(QPainter& p, const QRectF& area) const
{
    p.save();
    p.setFont(font());
    const QFontMetricsF fm(font());
    const Layout l = layout(area);
    p.fillRect(area, Qt::white);

    // Title: the quantity, then one swatch and name per run when there are several.
    p.setPen(kInk);
    const double line = fm.height();
    p.drawText(QRectF(l.title.left(), l.title.top(), l.title.width(), line), Qt::AlignLeft | Qt::AlignVCenter,
               fm.elidedText(quantityName(quantity_), Qt::ElideRight, l.title.width()));
    if (lines_.size() > 1) {
        const double each = l.title.width() / double(lines_.size());
        for (std::size_t i = 0; i < lines_.size(); ++i) {
            const QRectF cell(l.title.left() + each * double(i), l.title.top() + line, each, line);
            p.fillRect(QRectF(cell.left(), cell.center().y() - 2, 16, 4), lines_[i].color);
            p.drawText(cell.adjusted(20, 0, -kPad, 0), Qt::AlignLeft | Qt::AlignVCenter,
                       fm.elidedText(lines_[i].name, Qt::ElideRight, std::max(0.0, cell.width() - 20 - kPad)));
        }
    }

    // Grid, ticks and their numbers.
    const double yStep = l.yTicks.size() > 1 ? l.yTicks[1] - l.yTicks[0] : 1.0;
    const double xStep = l.xTicks.size() > 1 ? l.xTicks[1] - l.xTicks[0] : 1.0;
    for (double t : l.yTicks) {
        const double y = l.plot.bottom() - (t - l.y0) / (l.y1 - l.y0) * l.plot.height();
        p.setPen(kGrid);
        p.drawLine(QPointF(l.plot.left(), y), QPointF(l.plot.right(), y));
        p.setPen(kInk);
        p.drawLine(QPointF(l.plot.left() - 4, y), QPointF(l.plot.left(), y));
        p.drawText(QRectF(area.left(), y - line / 2, l.plot.left() - 4 - kPad / 2 - area.left(), line),
                   Qt::AlignRight | Qt::AlignVCenter, tickText(t, yStep));
    }
    for (double t : l.xTicks) {
        const double x = l.plot.left() + (t - l.x0) / (l.x1 - l.x0) * l.plot.width();
        p.setPen(kGrid);
        p.drawLine(QPointF(x, l.plot.top()), QPointF(x, l.plot.bottom()));
        p.setPen(kInk);
        p.drawLine(QPointF(x, l.plot.bottom()), QPointF(x, l.plot.bottom() + 4));
        const QString s = tickText(t, xStep);
        const double w = fm.horizontalAdvance(s) + 2;
        p.drawText(QRectF(x - w / 2, l.plot.bottom() + 4, w, line), Qt::AlignCenter, s);
    }
    p.drawRect(l.plot);

    // Axis titles: frames along x, the quantity with its unit up the y axis.
    p.drawText(QRectF(l.plot.left(), l.plot.bottom() + 4 + line, l.plot.width(), line + kPad), Qt::AlignCenter,
               QCoreApplication::translate("Plots", "frame"));
    p.save();
    p.translate(area.left() + kPad, l.plot.center().y());
    p.rotate(-90);
    const double titleWidth = l.plot.height() + l.title.height();
    p.drawText(QRectF(-titleWidth / 2, 0, titleWidth, line), Qt::AlignCenter,
               fm.elidedText(axisTitle(quantity_), Qt::ElideRight, titleWidth));
    p.restore();

    p.save();
    p.setClipRect(l.plot.adjusted(-2, -2, 2, 2));
    p.setRenderHint(QPainter::Antialiasing, true);
    drawnColumns_.assign(lines_.size(), 0);
    for (std::size_t i = lines_.size(); i-- > 0;) // line 1 (the main run) last, on top
        if (lines_[i].values)
            drawLine(p, l, lines_[i], int(i));

    // The cursor at the shown frame, with a dot on each line's value there.
    const double cx = l.plot.left() + (double(cursor_) - l.x0) / (l.x1 - l.x0) * l.plot.width();
    p.setPen(QPen(kCursor, 2.0, Qt::DashLine));
    p.drawLine(QPointF(cx, l.plot.top()), QPointF(cx, l.plot.bottom()));
    for (const Line& ln : lines_) {
        if (cursor_ < 0 || cursor_ >= qint64(ln.values.size()))
            continue;
        const double v = ln.values[std::size_t(cursor_)];
        if (!std::isfinite(v))
            continue;
        const double y = l.plot.bottom() - (std::clamp(v, l.y0, l.y1) - l.y0) / (l.y1 - l.y0) * l.plot.height();
        p.setPen(QPen(kCursor, 1.5));
        p.setBrush(ln.color);
        p.drawEllipse(QPointF(cx, y), 4.5, 4.5);
    }
    p.restore();
    p.restore();
}

void PlotView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    render(p, QRectF(rect()));
}

void PlotView::pick(double x)
{
    if (frameCount() > 0)
        emit frameClicked(frameAt(x));
}

void PlotView::mousePressEvent(QMouseEvent* e)
{
    if (e->button() == Qt::LeftButton)
        pick(e->position().x());
    else
        QWidget::mousePressEvent(e);
}

void PlotView::mouseMoveEvent(QMouseEvent* e)
{
    if (e->buttons() & Qt::LeftButton)
        pick(e->position().x());
    else
        QWidget::mouseMoveEvent(e);
}

} // namespace plots
