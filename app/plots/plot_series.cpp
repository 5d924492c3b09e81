#include "plot_series.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

namespace plots {

namespace {
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// The flock demo and the swarm, or a vehicle whose recorded calls this frame include flock (the sandbox).
bool flocks(const steer::World& w, const steer::VehicleExplanation* ex)
{
    if (w.scenario == steer::ScenarioId::Flock || w.scenario == steer::ScenarioId::Swarm)
        return true;
    if (ex)
        for (const steer::BehaviourRecord& r : ex->calls)
            if (r.behaviour == steer::Behaviour::Flock)
                return true;
    return false;
}

// |Σ heading| / N: 1 when every vehicle heads the same way, near 0 when the headings cancel. A still
// vehicle adds nothing (the seeds' normalize would give it (1,0); a still flock member is not
// "heading" anywhere, so it is left out of the sum but counted in N).
double orderParameter(const steer::World& w)
{
    if (w.vehicles.empty())
        return kNaN;
    steer::Vector2D sum;
    for (const steer::Vehicle& v : w.vehicles) {
        const double len = v.velocity.length();
        if (len > 0.0)
            sum = sum + v.velocity / len;
    }
    return sum.length() / double(w.vehicles.size());
}

// Mean over the vehicles of the distance to the nearest other one (straight distance on the stage,
// as inSight measures it). Sorted by x, each search stops once dx alone exceeds the best so far.
double meanNearestNeighbour(const steer::World& w)
{
    const std::size_t n = w.vehicles.size();
    if (n < 2)
        return kNaN;
    std::vector<steer::Vector2D> p(n);
    for (std::size_t i = 0; i < n; ++i)
        p[i] = w.vehicles[i].position;
    std::sort(p.begin(), p.end(), [](const steer::Vector2D& a, const steer::Vector2D& b) { return a.x < b.x; });
    double total = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        double best = std::numeric_limits<double>::infinity();
        for (std::size_t j = i + 1; j < n && p[j].x - p[i].x < best; ++j)
            best = std::min(best, p[i].dist(p[j]));
        for (std::size_t j = i; j-- > 0 && p[i].x - p[j].x < best;)
            best = std::min(best, p[i].dist(p[j]));
        total += best;
    }
    return total / double(n);
}

const steer::BehaviourRecord* firstCall(const steer::VehicleExplanation& ex, steer::Behaviour b)
{
    for (const steer::BehaviourRecord& r : ex.calls)
        if (r.behaviour == b)
            return &r;
    return nullptr;
}
} // namespace

bool isFlockQuantity(Quantity q) { return q == Quantity::Order || q == Quantity::InSight || q == Quantity::NearestNeighbour; }

QString quantityName(Quantity q)
{
    switch (q) {
    case Quantity::Speed: return QCoreApplication::translate("Plots", "Speed |v|");
    case Quantity::Force: return QCoreApplication::translate("Plots", "Steering force |F| before truncation");
    case Quantity::ForceTruncated: return QCoreApplication::translate("Plots", "Steering force |F| after truncation");
    case Quantity::TargetDistance: return QCoreApplication::translate("Plots", "Distance to the target");
    case Quantity::Heading: return QCoreApplication::translate("Plots", "Heading angle");
    case Quantity::Order: return QCoreApplication::translate("Plots", "Order parameter |Σ heading|/N");
    case Quantity::InSight: return QCoreApplication::translate("Plots", "Neighbours in sight");
    case Quantity::NearestNeighbour: return QCoreApplication::translate("Plots", "Mean nearest-neighbour distance");
    }
    return {};
}

QString axisTitle(Quantity q)
{
    switch (q) {
    case Quantity::Speed: return QCoreApplication::translate("Plots", "|v| (px/frame)");
    case Quantity::Force: return QCoreApplication::translate("Plots", "|F| before truncation (px/frame²)");
    case Quantity::ForceTruncated: return QCoreApplication::translate("Plots", "|F| after truncation (px/frame²)");
    case Quantity::TargetDistance: return QCoreApplication::translate("Plots", "distance to the target (px)");
    case Quantity::Heading: return QCoreApplication::translate("Plots", "heading (degrees)");
    case Quantity::Order: return QCoreApplication::translate("Plots", "order parameter |Σ heading|/N");
    case Quantity::InSight: return QCoreApplication::translate("Plots", "neighbours in sight");
    case Quantity::NearestNeighbour: return QCoreApplication::translate("Plots", "mean nearest distance (px)");
    }
    return {};
}

const steer::Item* targetOf(const steer::VehicleExplanation& ex)
{
    static constexpr steer::ItemKind kTargets[] = {steer::ItemKind::Target, steer::ItemKind::PredictedTarget,
                                                   steer::ItemKind::Waypoint, steer::ItemKind::AveragePosition};
    for (const steer::BehaviourRecord& r : ex.calls) {
        if (r.parent >= 0)
            continue;
        for (steer::ItemKind k : kTargets)
            for (const steer::Item& item : r.items)
                if (item.kind == k && item.geometry == steer::Geometry::Point)
                    return &item;
    }
    return nullptr;
}

Sample sampleFrame(const steer::World& w, int vehicle)
{
    Sample s;
    s.fill(kNaN);
    if (vehicle < 0 || std::size_t(vehicle) >= w.vehicles.size())
        return s;
    const steer::Vehicle& v = w.vehicles[std::size_t(vehicle)];
    s[std::size_t(Quantity::Speed)] = v.velocity.length();
    s[std::size_t(Quantity::Heading)] = v.velocity.angle() * 180.0 / std::numbers::pi;
    const steer::VehicleExplanation* ex = std::size_t(vehicle) < w.explanations.size() ? &w.explanations[std::size_t(vehicle)] : nullptr;
    if (ex) {
        if (ex->updated && ex->update.steered) {
            s[std::size_t(Quantity::Force)] = ex->update.force.length();
            s[std::size_t(Quantity::ForceTruncated)] = ex->update.forceTruncated.length();
        }
        if (const steer::Item* t = targetOf(*ex))
            s[std::size_t(Quantity::TargetDistance)] = v.position.dist(t->origin);
        if (const steer::BehaviourRecord* f = firstCall(*ex, steer::Behaviour::Flock))
            s[std::size_t(Quantity::InSight)] = f->as<steer::FlockRecord>().inSightCount;
    }
    if (flocks(w, ex)) {
        s[std::size_t(Quantity::Order)] = orderParameter(w);
        s[std::size_t(Quantity::NearestNeighbour)] = meanNearestNeighbour(w);
    }
    return s;
}

Sample Series::infinities(int sign)
{
    Sample s;
    s.fill(double(sign) * std::numeric_limits<double>::infinity());
    return s;
}

void Series::append(const Sample& s)
{
    for (std::size_t q = 0; q < recent_.size(); ++q) {
        recent_[q].push_back(s[q]);
        if (std::isfinite(s[q])) {
            lo_[q] = std::min(lo_[q], s[q]);
            hi_[q] = std::max(hi_[q], s[q]);
        }
    }
    if (recent_[0].size() < 2 * kExactFrames)
        return;
    // The older half of the exact frames becomes floats: one move every kExactFrames frames.
    for (std::size_t q = 0; q < recent_.size(); ++q) {
        std::vector<double>& r = recent_[q];
        older_[q].insert(older_[q].end(), r.begin(), r.begin() + std::ptrdiff_t(kExactFrames));
        r.erase(r.begin(), r.begin() + std::ptrdiff_t(kExactFrames));
    }
}

void Series::truncate(std::int64_t frames)
{
    frames = std::max<std::int64_t>(frames, 0);
    if (frames >= size())
        return;
    const std::size_t n = std::size_t(frames);
    for (std::size_t q = 0; q < recent_.size(); ++q) {
        if (n >= older_[q].size()) {
            recent_[q].resize(n - older_[q].size());
        } else {
            older_[q].resize(n);
            recent_[q].clear();
        }
    }
    recomputeRange();
}

void Series::recomputeRange()
{
    // From the values kept: exact for the recent frames, the floats' for older ones (only after an
    // edit that far back, and then the floats are what the plot draws).
    lo_ = infinities(1);
    hi_ = infinities(-1);
    for (std::size_t q = 0; q < recent_.size(); ++q) {
        auto take = [&](double v) {
            if (std::isfinite(v)) {
                lo_[q] = std::min(lo_[q], v);
                hi_[q] = std::max(hi_[q], v);
            }
        };
        for (float v : older_[q])
            take(double(v));
        for (double v : recent_[q])
            take(v);
    }
}

double Series::value(Quantity q, std::int64_t frame) const
{
    if (frame < 0 || frame >= size())
        return kNaN;
    const std::size_t i = std::size_t(q), k = std::size_t(frame);
    return k < older_[i].size() ? double(older_[i][k]) : recent_[i][k - older_[i].size()];
}

bool Series::hasValues(Quantity q) const { return lo_[std::size_t(q)] <= hi_[std::size_t(q)]; }

std::size_t Series::bytes() const
{
    std::size_t b = 0;
    for (std::size_t q = 0; q < recent_.size(); ++q)
        b += older_[q].capacity() * sizeof(float) + recent_[q].capacity() * sizeof(double);
    return b;
}

std::size_t Column::size() const { return s_ ? std::size_t(s_->size()) : 0; }

double Column::operator[](std::size_t frame) const { return s_ ? s_->value(q_, std::int64_t(frame)) : kNaN; }

std::pair<double, double> Column::finiteRange() const
{
    return s_ ? s_->finiteRange(q_) : std::pair(std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity());
}

std::vector<double> Column::values() const
{
    std::vector<double> out(size());
    for (std::size_t k = 0; k < out.size(); ++k)
        out[k] = (*this)[k];
    return out;
}

} // namespace plots
