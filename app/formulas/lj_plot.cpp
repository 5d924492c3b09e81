#include "lj_plot.h"

#include "diagram_style.h"

#include <QEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <tuple>
#include <cmath>

namespace {
constexpr int kSamples = 200;
constexpr double kMinD = 0.25; // closer than a quarter radius the potential only shoots up
constexpr double kMaxD = 4.0;
constexpr double kPad = 6.0;   // widget edge to text

// Sample colours for obstacles of different radii (the first in the push colour).
QColor radiusColor(std::size_t i)
{
    static const QColor colors[] = {diagrams::styleFor(steer::ItemKind::Push).color, QColor(0x1f, 0x4e, 0xd8),
                                    QColor(0x15, 0x80, 0x3d), QColor(0x8a, 0x7a, 0x00)};
    return colors[i % 4];
}

QString axisNumber(double v) { return QString::number(v, 'g', 3); }

// The Lennard-Jones call of this vehicle's record (the one the formula panel prints), or null.
const steer::BehaviourRecord* lennardJonesCall(const steer::VehicleExplanation& ex)
{
    for (const steer::BehaviourRecord& r : ex.calls)
        if (r.parent < 0 && r.behaviour == steer::Behaviour::LennardJones)
            return &r;
    return nullptr;
}

// Greedy wrap of `pieces` (joined by `seps[i]` before piece i) into lines at most `width` wide.
QStringList wrapPieces(const QStringList& pieces, const QStringList& seps, const QFontMetricsF& fm, double width)
{
    QStringList lines;
    QString line;
    for (int i = 0; i < pieces.size(); ++i) {
        const QString joined = line.isEmpty() ? pieces[i] : line + seps.value(i) + pieces[i];
        if (line.isEmpty() || fm.horizontalAdvance(joined) <= width) {
            line = joined;
        } else {
            lines << line;
            line = pieces[i];
        }
    }
    if (!line.isEmpty())
        lines << line;
    return lines;
}
} // namespace

// Where everything goes at the widget's current size; paintEvent draws exactly this.
struct LennardJonesPlot::Layout {
    struct Frame {
        QRectF area;
        double x0 = 0, x1 = 1, y0 = 0, y1 = 1;
        QPointF map(double x, double y) const
        {
            const double yc = std::clamp(y, y0, y1);
            return {area.left() + (x - x0) / (x1 - x0) * area.width(),
                    area.bottom() - (yc - y0) / (y1 - y0) * area.height()};
        }
    };
    std::vector<Text> title;
    bool plots = false; // false when the widget is too small for the two plots
    Frame potential, push;
    std::vector<Text> axes;
    Text cutoff;
    std::vector<Text> legend;         // the swatch goes in the 20 px left of each box
    std::vector<int> legendRadius;    // index into plottedRadii(), -1 for the marker, -2 for the count
};

LennardJonesPlot::LennardJonesPlot(QWidget* parent) : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void LennardJonesPlot::setWorld(const steer::World& world)
{
    // Repainted only when something drawn differs (a paused frame shown again, a selection or
    // overlay change, the player standing still: the plot is left as it is).
    const auto before = std::make_tuple(lj_, radii_, marks_, obstacles_, beyond_);
    lj_ = world.lennardJones;
    radii_.clear();
    for (const steer::Obstacle& o : world.obstacles)
        if (std::find(radii_.begin(), radii_.end(), o.radius) == radii_.end())
            radii_.push_back(o.radius);
    std::sort(radii_.begin(), radii_.end());
    marks_.clear();
    obstacles_ = int(world.obstacles.size());
    beyond_ = 0;
    int player = world.indexOf("player");
    if (player < 0 && !world.vehicles.empty())
        player = 0;
    if (player >= 0) {
        const auto idx = static_cast<std::size_t>(player);
        const steer::BehaviourRecord* call =
            idx < world.explanations.size() ? lennardJonesCall(world.explanations[idx]) : nullptr;
        if (call) {
            // The record of the step the formulas print: its position, its pushes (one child
            // record per obstacle within the cut-off) and its counts.
            const auto& lj = call->as<steer::LennardJonesRecord>();
            const steer::Vector2D p = lj.position;
            const auto& calls = world.explanations[idx].calls;
            const int self = int(call - calls.data());
            for (std::size_t i = 0; i < world.obstacles.size(); ++i) {
                const steer::BehaviourRecord* push = nullptr;
                for (const steer::BehaviourRecord& r : calls)
                    if (r.parent == self && r.behaviour == steer::Behaviour::LennardJonesPush
                        && std::size_t(r.as<steer::LennardJonesPushRecord>().obstacle) == i)
                        push = &r;
                const steer::Obstacle& o = world.obstacles[i];
                if (push) {
                    const auto& d = push->as<steer::LennardJonesPushRecord>();
                    marks_.push_back({d.rLength, d.d, d.U, true});
                } else {
                    marks_.push_back({p.dist(o.position), o.radius > 0 ? p.dist(o.position) / o.radius : 0.0, 0.0, false});
                }
            }
            obstacles_ = lj.obstacles;
            beyond_ = obstacles_ - lj.pushes;
        } else {
            // No record (recording off): the same test from the vehicle's position.
            const steer::Vector2D p = world.vehicles[idx].position;
            for (const steer::Obstacle& o : world.obstacles) {
                const double r = p.dist(o.position);
                const double d = o.radius > 0 ? r / o.radius : 0.0;
                const bool within = r <= lj_.cutoff;
                marks_.push_back({r, d, within ? steer::lennardJonesPotential(lj_, d) : 0.0, within});
                beyond_ += within ? 0 : 1;
            }
        }
    }
    if (std::make_tuple(lj_, radii_, marks_, obstacles_, beyond_) != before)
        update();
}

std::vector<QPointF> LennardJonesPlot::potentialCurve() const
{
    std::vector<QPointF> out;
    for (int i = 0; i <= kSamples; ++i) {
        const double d = kMinD + (kMaxD - kMinD) * i / kSamples;
        out.emplace_back(d, steer::lennardJonesPotential(lj_, d));
    }
    return out;
}

double LennardJonesPlot::maxDistance() const { return std::max(lj_.cutoff * 1.5, 10.0); }

std::vector<QPointF> LennardJonesPlot::pushCurve(double radius) const
{
    std::vector<QPointF> out;
    const double maxR = maxDistance();
    for (int i = 0; i <= kSamples; ++i) {
        const double r = std::max(radius * kMinD, maxR * i / kSamples);
        out.emplace_back(r, r <= lj_.cutoff ? steer::lennardJonesPotential(lj_, r / radius) : 0.0);
    }
    return out;
}

std::vector<double> LennardJonesPlot::plottedRadii() const
{
    // More than four curves would be unreadable: the smallest, the largest and two between.
    if (radii_.size() <= 4)
        return radii_;
    const std::size_t n = radii_.size() - 1;
    return {radii_[0], radii_[n / 3], radii_[2 * n / 3], radii_[n]};
}

void LennardJonesPlot::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange || e->type() == QEvent::FontChange)
        update();
    QWidget::changeEvent(e);
}

LennardJonesPlot::Layout LennardJonesPlot::layout() const
{
    Layout l;
    const QFontMetricsF fm(font());
    const double lineH = fm.height();
    const double avail = width() - 2 * kPad;

    // The title wraps between the formula and its constants, then between the constants.
    const QString formula = tr("U(d) = −A/dⁿ + B/dᵐ   A = %1, B = %2, n = %3, m = %4")
                                .arg(axisNumber(lj_.A), axisNumber(lj_.B), axisNumber(lj_.n), axisNumber(lj_.m));
    QStringList pieces;
    QStringList seps;
    const QStringList halves = formula.split(QStringLiteral("   "));
    for (int h = 0; h < halves.size(); ++h) {
        const QStringList parts = halves[h].split(QStringLiteral(", "));
        for (int i = 0; i < parts.size(); ++i) {
            pieces << parts[i];
            seps << (i > 0 ? QStringLiteral(", ") : QStringLiteral("   "));
        }
    }
    double y = 2;
    for (const QString& line : wrapPieces(pieces, seps, fm, avail)) {
        l.title.push_back({line, QRectF(kPad, y, avail, lineH)});
        y += lineH;
    }
    const double top = y + 4;

    // The legend under the plots: one entry per plotted radius, then the marker; wraps to rows.
    const double left = fm.horizontalAdvance(QStringLiteral("−0000")) + 8;
    const double right = width() - 10;
    const std::vector<double> shown = plottedRadii();
    std::vector<QString> entries;
    for (double r : shown)
        entries.push_back(tr("radius %1").arg(axisNumber(r)));
    entries.push_back(tr("player's distance now"));
    // The formulas' count: how many obstacles the cut-off test skipped this step.
    if (obstacles_ > 0)
        entries.push_back(tr("%1 of %2 beyond the cut-off").arg(beyond_).arg(obstacles_));
    std::vector<QPointF> at;
    double x = kPad;
    double row = 0;
    for (const QString& e : entries) {
        const double w = 20 + fm.horizontalAdvance(e);
        if (x + w > width() - kPad && x > kPad) {
            x = kPad;
            row += 1;
        }
        at.emplace_back(x, row);
        x += w + 12;
    }
    const double legendH = (row + 1) * (lineH + 2);

    // Two plots stacked: U against d, then the push against |r|; each with a row of axis numbers
    // under it, and a gap between them.
    const double plotH = (height() - top - 4 - (2 * lineH + 4) - (lineH + 4) - legendH - 4) / 2.0;
    l.plots = plotH >= 30;
    const double legendTop = l.plots ? top + 4 + 2 * plotH + (2 * lineH + 4) + (lineH + 4) : top;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const double w = fm.horizontalAdvance(entries[i]);
        l.legend.push_back({entries[i], QRectF(at[i].x() + 20, legendTop + at[i].y() * (lineH + 2), w + 2, lineH)});
        l.legendRadius.push_back(i < shown.size() ? int(i) : (i == shown.size() ? -1 : -2));
    }
    if (!l.plots)
        return l;

    // Vertical range: from the potential at d = 1 (touching the rim) up, so the shape shows.
    double yMax = std::max(1.0, std::abs(steer::lennardJonesPotential(lj_, 1.0)) * 3.0);
    double yMin = 0.0;
    for (const QPointF& pt : potentialCurve())
        yMin = std::min(yMin, pt.y());
    yMin = std::max(yMin, -yMax);
    l.potential = {QRectF(left, top + 4, right - left, plotH), kMinD, kMaxD, yMin, yMax};
    const double pushTop = l.potential.area.bottom() + 2 * lineH + 4;
    l.push = {QRectF(left, pushTop, right - left, plotH), 0.0, maxDistance(), yMin, yMax};

    auto axes = [&](const Layout::Frame& f, const QString& xLabel, const QString& yLabel) {
        const double numW = fm.horizontalAdvance(axisNumber(f.x1)) + 2;
        const double num0W = fm.horizontalAdvance(axisNumber(f.x0)) + 2;
        // Every box is as wide as its text, so all texts are drawn left-aligned in their boxes.
        for (double v : {f.y1, f.y0}) {
            const double w = fm.horizontalAdvance(axisNumber(v)) + 2;
            l.axes.push_back({axisNumber(v), QRectF(left - 4 - w, f.map(f.x0, v).y() - lineH / 2.0, w, lineH)});
        }
        l.axes.push_back({axisNumber(f.x0), QRectF(f.area.left(), f.area.bottom() + 1, num0W, lineH)});
        l.axes.push_back({axisNumber(f.x1), QRectF(f.area.right() - numW, f.area.bottom() + 1, numW, lineH)});
        const double labelW = fm.horizontalAdvance(xLabel) + 2;
        l.axes.push_back({xLabel, QRectF(f.area.center().x() - labelW / 2, f.area.bottom() + 1, labelW, lineH)});
        l.axes.push_back({yLabel, QRectF(f.area.left() + 4, f.area.top() + 2, fm.horizontalAdvance(yLabel) + 2, lineH)});
    };
    axes(l.potential, tr("d = |r| / radius"), tr("potential U"));
    axes(l.push, tr("distance |r| (px)"), tr("push |u|"));

    // The cut-off's label right of its line, or left of it when the line is near the right edge.
    const QString cut = tr("cut-off %1").arg(axisNumber(lj_.cutoff));
    const double cutW = fm.horizontalAdvance(cut) + 2;
    const QPointF line = l.push.map(lj_.cutoff, l.push.y1);
    const double cutX = line.x() + 4 + cutW <= l.push.area.right() - 2 ? line.x() + 4 : line.x() - 4 - cutW;
    l.cutoff = {cut, QRectF(cutX, l.push.area.top() + 2, cutW, lineH)};
    return l;
}

std::vector<LennardJonesPlot::Text> LennardJonesPlot::texts() const
{
    const Layout l = layout();
    std::vector<Text> out = l.title;
    out.insert(out.end(), l.axes.begin(), l.axes.end());
    out.insert(out.end(), l.legend.begin(), l.legend.end());
    if (!l.cutoff.text.isEmpty())
        out.push_back(l.cutoff);
    return out;
}

void LennardJonesPlot::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor textColor = palette().color(QPalette::Text);
    const QColor pushColor = diagrams::styleFor(steer::ItemKind::Push).color;
    const QColor cutoffColor = diagrams::styleFor(steer::ItemKind::CutoffCircle).color;
    const Layout l = layout();
    auto text = [&](const Text& t) { painter.drawText(t.box, Qt::AlignLeft | Qt::AlignVCenter, t.text); };

    painter.setPen(textColor);
    for (const Text& t : l.title)
        text(t);
    if (l.plots) {
        auto drawCurve = [&](const Layout::Frame& f, const std::vector<QPointF>& pts, const QColor& c) {
            QPainterPath path;
            for (std::size_t i = 0; i < pts.size(); ++i)
                i == 0 ? path.moveTo(f.map(pts[i].x(), pts[i].y())) : path.lineTo(f.map(pts[i].x(), pts[i].y()));
            painter.setPen(QPen(c, 2));
            painter.setBrush(Qt::NoBrush);
            painter.drawPath(path);
        };
        auto drawMarker = [&](const Layout::Frame& f, double x, double y, const QColor& c) {
            painter.setPen(QPen(c, 2));
            painter.setBrush(c);
            if (x > f.x1) {
                // Beyond the plotted distances: a small arrowhead on the right edge points on.
                const QPointF e = f.map(f.x1, y);
                painter.drawPolygon(QPolygonF({e, e + QPointF(-8, -5), e + QPointF(-8, 5)}));
                return;
            }
            if (x < f.x0)
                return;
            painter.setPen(QPen(c, 1, Qt::DashLine));
            painter.drawLine(f.map(x, f.y0), f.map(x, f.y1));
            painter.setPen(QPen(c, 2));
            painter.drawEllipse(f.map(x, y), 4, 4);
        };
        auto frame = [&](const Layout::Frame& f) {
            painter.setPen(QPen(palette().color(QPalette::Mid), 1));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(f.area);
            if (f.y0 < 0 && f.y1 > 0)
                painter.drawLine(f.map(f.x0, 0), f.map(f.x1, 0));
        };

        frame(l.potential);
        painter.save();
        painter.setClipRect(l.potential.area.adjusted(-6, -6, 6, 6));
        drawCurve(l.potential, potentialCurve(), pushColor);
        for (const Mark& m : marks_)
            if (m.withinCutoff)
                drawMarker(l.potential, m.d, m.push, textColor);
        painter.restore();

        frame(l.push);
        painter.save();
        painter.setClipRect(l.push.area.adjusted(-6, -6, 6, 6));
        // The cut-off: nothing farther pushes.
        painter.setPen(QPen(cutoffColor, 2, Qt::DashLine));
        painter.drawLine(l.push.map(lj_.cutoff, l.push.y0), l.push.map(lj_.cutoff, l.push.y1));
        const std::vector<double> shown = plottedRadii();
        for (std::size_t i = 0; i < shown.size(); ++i)
            drawCurve(l.push, pushCurve(shown[i]), radiusColor(i));
        for (const Mark& m : marks_)
            drawMarker(l.push, m.distance, m.push, m.withinCutoff ? textColor : cutoffColor);
        painter.restore();

        painter.setPen(textColor);
        for (const Text& t : l.axes)
            text(t);
        painter.setPen(cutoffColor);
        text(l.cutoff);
    }

    for (std::size_t i = 0; i < l.legend.size(); ++i) {
        const Text& t = l.legend[i];
        const double cy = t.box.center().y();
        if (l.legendRadius[i] == -2) {
            // The count, in the colour of the markers it counts (those that push nothing).
            painter.setPen(cutoffColor);
            painter.setBrush(cutoffColor);
            painter.drawEllipse(QPointF(t.box.left() - 12, cy), 4, 4);
            painter.setBrush(Qt::NoBrush);
            text(t);
            continue;
        }
        if (l.legendRadius[i] >= 0) {
            painter.setPen(QPen(radiusColor(std::size_t(l.legendRadius[i])), 3));
            painter.drawLine(QPointF(t.box.left() - 20, cy), QPointF(t.box.left() - 4, cy));
        } else {
            painter.setPen(textColor);
            painter.setBrush(textColor);
            painter.drawEllipse(QPointF(t.box.left() - 12, cy), 4, 4);
            painter.setBrush(Qt::NoBrush);
        }
        painter.setPen(textColor);
        text(t);
    }
}
