#include "lj_plot.h"

#include "diagram_style.h"

#include <QEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace {
constexpr int kSamples = 200;
constexpr double kMinD = 0.25; // closer than a quarter radius the potential only shoots up
constexpr double kMaxD = 4.0;

// Sample colours for obstacles of different radii (the first in the push colour).
QColor radiusColor(std::size_t i)
{
    static const QColor colors[] = {diagrams::styleFor(steer::ItemKind::Push).color, QColor(0x1f, 0x4e, 0xd8),
                                    QColor(0x16, 0x9c, 0x3a), QColor(0x8a, 0x8a, 0x00)};
    return colors[i % 4];
}

QString axisNumber(double v) { return QString::number(v, 'g', 3); }

struct Frame {
    QRectF area;
    double x0, x1, y0, y1;
    QPointF map(double x, double y) const
    {
        const double yc = std::clamp(y, y0, y1);
        return {area.left() + (x - x0) / (x1 - x0) * area.width(), area.bottom() - (yc - y0) / (y1 - y0) * area.height()};
    }
};
} // namespace

LennardJonesPlot::LennardJonesPlot(QWidget* parent) : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void LennardJonesPlot::setWorld(const steer::World& world)
{
    lj_ = world.lennardJones;
    radii_.clear();
    for (const steer::Obstacle& o : world.obstacles)
        if (std::find(radii_.begin(), radii_.end(), o.radius) == radii_.end())
            radii_.push_back(o.radius);
    std::sort(radii_.begin(), radii_.end());
    marks_.clear();
    int player = world.indexOf("player");
    if (player < 0 && !world.vehicles.empty())
        player = 0;
    if (player >= 0) {
        // The distances this frame's pushes were computed from (the formula panel shows the same):
        // the position before the move, which the update record keeps.
        const auto idx = static_cast<std::size_t>(player);
        const bool recorded = idx < world.explanations.size() && world.explanations[idx].updated;
        const steer::Vector2D p =
            recorded ? world.explanations[idx].update.positionBefore : world.vehicles[idx].position;
        for (const steer::Obstacle& o : world.obstacles) {
            const double r = p.dist(o.position);
            const double d = o.radius > 0 ? r / o.radius : 0.0;
            const bool within = r <= lj_.cutoff;
            marks_.push_back({r, d, within ? steer::lennardJonesPotential(lj_, d) : 0.0, within});
        }
    }
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
    if (e->type() == QEvent::LanguageChange)
        update();
    QWidget::changeEvent(e);
}

void LennardJonesPlot::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    painter.setRenderHint(QPainter::Antialiasing);
    const QFontMetrics fm = fontMetrics();
    const int lineH = fm.height();
    const QColor textColor = palette().color(QPalette::Text);
    const QColor pushColor = diagrams::styleFor(steer::ItemKind::Push).color;
    const QColor cutoffColor = diagrams::styleFor(steer::ItemKind::CutoffCircle).color;

    const QString formula = tr("U(d) = −A/dⁿ + B/dᵐ   A = %1, B = %2, n = %3, m = %4")
                                .arg(axisNumber(lj_.A), axisNumber(lj_.B), axisNumber(lj_.n), axisNumber(lj_.m));
    painter.setPen(textColor);
    painter.drawText(QRectF(6, 2, width() - 12, lineH), Qt::AlignLeft | Qt::AlignVCenter,
                     fm.elidedText(formula, Qt::ElideRight, width() - 12));

    // Two plots stacked: U against d, then the push against |r|.
    const double top = lineH + 6;
    const double plotH = (height() - top - 6 * lineH - 12) / 2.0;
    if (plotH < 30)
        return;
    const double left = fm.horizontalAdvance(QStringLiteral("−0000")) + 8;
    const double right = width() - 10;

    // Vertical range: from the potential at d = 1 (touching the rim) up, so the shape shows.
    const auto curve = potentialCurve();
    double yMax = std::max(1.0, std::abs(steer::lennardJonesPotential(lj_, 1.0)) * 3.0);
    double yMin = 0.0;
    for (const QPointF& pt : curve)
        yMin = std::min(yMin, pt.y());
    yMin = std::max(yMin, -yMax);

    auto drawAxes = [&](const Frame& f, const QString& xLabel, const QString& yLabel) {
        painter.setPen(QPen(palette().color(QPalette::Mid), 1));
        painter.drawRect(f.area);
        if (f.y0 < 0 && f.y1 > 0)
            painter.drawLine(f.map(f.x0, 0), f.map(f.x1, 0));
        painter.setPen(textColor);
        painter.drawText(QRectF(0, f.area.top() - lineH / 2.0, left - 4, lineH), Qt::AlignRight | Qt::AlignVCenter,
                         axisNumber(f.y1));
        painter.drawText(QRectF(0, f.area.bottom() - lineH / 2.0, left - 4, lineH), Qt::AlignRight | Qt::AlignVCenter,
                         axisNumber(f.y0));
        painter.drawText(QRectF(f.area.left(), f.area.bottom() + 1, 60, lineH), Qt::AlignLeft, axisNumber(f.x0));
        painter.drawText(QRectF(f.area.right() - 60, f.area.bottom() + 1, 60, lineH), Qt::AlignRight, axisNumber(f.x1));
        painter.drawText(QRectF(f.area.left() + 40, f.area.bottom() + 1, f.area.width() - 80, lineH), Qt::AlignCenter,
                         xLabel);
        painter.drawText(QRectF(f.area.left() + 4, f.area.top() + 2, f.area.width() - 8, lineH),
                         Qt::AlignLeft | Qt::AlignTop, yLabel);
    };
    auto drawCurve = [&](const Frame& f, const std::vector<QPointF>& pts, const QColor& c) {
        QPainterPath path;
        for (std::size_t i = 0; i < pts.size(); ++i)
            i == 0 ? path.moveTo(f.map(pts[i].x(), pts[i].y())) : path.lineTo(f.map(pts[i].x(), pts[i].y()));
        painter.setPen(QPen(c, 2));
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(path);
    };
    auto drawMarker = [&](const Frame& f, double x, double y, const QColor& c) {
        if (x < f.x0 || x > f.x1)
            return;
        painter.setPen(QPen(c, 1, Qt::DashLine));
        painter.drawLine(f.map(x, f.y0), f.map(x, f.y1));
        painter.setPen(QPen(c, 2));
        painter.setBrush(c);
        painter.drawEllipse(f.map(x, y), 4, 4);
    };

    Frame potential{QRectF(left, top + 4, right - left, plotH), kMinD, kMaxD, yMin, yMax};
    painter.save();
    painter.setClipRect(potential.area.adjusted(-6, -6, 6, 6));
    drawCurve(potential, curve, pushColor);
    for (const Mark& m : marks_)
        if (m.withinCutoff)
            drawMarker(potential, m.d, m.push, textColor);
    painter.restore();
    drawAxes(potential, tr("d = |r| / radius"), tr("potential U"));

    const double pushTop = potential.area.bottom() + 2 * lineH + 4;
    Frame push{QRectF(left, pushTop, right - left, plotH), 0.0, maxDistance(), yMin, yMax};
    painter.save();
    painter.setClipRect(push.area.adjusted(-6, -6, 6, 6));
    // The cut-off: nothing farther pushes.
    painter.setPen(QPen(cutoffColor, 2, Qt::DashLine));
    painter.drawLine(push.map(lj_.cutoff, push.y0), push.map(lj_.cutoff, push.y1));
    const std::vector<double> shown = plottedRadii();
    for (std::size_t i = 0; i < shown.size(); ++i)
        drawCurve(push, pushCurve(shown[i]), radiusColor(i));
    int beyond = 0; // obstacles farther than the plotted distances
    for (const Mark& m : marks_) {
        drawMarker(push, m.distance, m.push, m.withinCutoff ? textColor : cutoffColor);
        beyond += m.distance > push.x1 ? 1 : 0;
    }
    painter.restore();
    if (beyond > 0) {
        painter.setPen(cutoffColor);
        // A line below the cut-off's own label, which starts at the same height.
        painter.drawText(QRectF(push.area.left(), push.area.top() + 2 * lineH + 4, push.area.width() - 4, lineH),
                         Qt::AlignRight | Qt::AlignVCenter, tr("%n farther →", nullptr, beyond));
    }
    painter.setPen(cutoffColor);
    painter.drawText(push.map(lj_.cutoff, push.y1) + QPointF(4, lineH), tr("cut-off %1").arg(axisNumber(lj_.cutoff)));
    drawAxes(push, tr("distance |r| (px)"), tr("push |u|"));

    // Legend: one entry per plotted radius, then the marker; wraps onto a second row.
    double x = left;
    double y = push.area.bottom() + lineH + 4;
    auto place = [&](double w) {
        if (x + w > width() - 4 && x > left) {
            x = left;
            y += lineH + 2;
        }
    };
    for (std::size_t i = 0; i < shown.size(); ++i) {
        const QString label = tr("radius %1").arg(axisNumber(shown[i]));
        place(20 + fm.horizontalAdvance(label));
        painter.setPen(QPen(radiusColor(i), 3));
        painter.drawLine(QPointF(x, y + lineH / 2.0), QPointF(x + 16, y + lineH / 2.0));
        painter.setPen(textColor);
        painter.drawText(QPointF(x + 20, y + fm.ascent()), label);
        x += 20 + fm.horizontalAdvance(label) + 12;
    }
    const QString marker = tr("player's distance now");
    place(12 + fm.horizontalAdvance(marker));
    painter.setBrush(textColor);
    painter.drawEllipse(QPointF(x + 4, y + lineH / 2.0), 4, 4);
    painter.drawText(QPointF(x + 12, y + fm.ascent()), marker);
}
