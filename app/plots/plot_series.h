#pragma once
// The quantities the Plots panel draws over time (issue #11), one value per frame, read from a
// frame as the window shows it (Controller::world(): frame n with the explanation records of the
// step n -> n+1), so a curve agrees with the overlay and the formula panel to the last digit.
// Plain values (no widgets): the tests and the benchmark fill and read them directly.
#include "world.h"

#include <QString>

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

namespace plots {

enum class Quantity : std::uint8_t {
    Speed,            // |v| of the state at frame n
    Force,            // |F| summed over the step's calls, before truncation (UpdateRecord::force)
    ForceTruncated,   // |truncate(F, maxForce)| (UpdateRecord::forceTruncated)
    TargetDistance,   // |target - p|, the target its first top-level call recorded (targetOf)
    Heading,          // angle of v in degrees, screen axes (the seeds' rotation; 0 for a still vehicle)
    Order,            // flock: |Σ heading| / N over every vehicle (heading = v / |v|)
    InSight,          // flock: the selected vehicle's inSightCount from its flock record
    NearestNeighbour, // flock: mean over the vehicles of the distance to the nearest other one
};
constexpr int kQuantityCount = 8;
constexpr std::array<Quantity, kQuantityCount> kQuantities = {
    Quantity::Speed, Quantity::Force,   Quantity::ForceTruncated, Quantity::TargetDistance,
    Quantity::Heading, Quantity::Order, Quantity::InSight,        Quantity::NearestNeighbour};

// The quantities about the whole flock (shown only when some frame has them).
bool isFlockQuantity(Quantity q);
// Axis title with unit, and the short name of the quantity, in the interface language.
QString axisTitle(Quantity q);
QString quantityName(Quantity q);

// Where the distance to the target is measured to: a point item of the vehicle's first top-level
// call that has one (seek/flee/arrive "target", pursue/evade/offset pursuit "predictedTarget",
// path "wayPoint", flock "averagePosition"); null when no call recorded a point this frame.
const steer::Item* targetOf(const steer::VehicleExplanation& ex);

// Every quantity of `vehicle` at frame `w` (NaN where the frame has no value: no record, no target,
// not a flock, no such vehicle).
using Sample = std::array<double, kQuantityCount>;
Sample sampleFrame(const steer::World& w, int vehicle);

class Series;

// One quantity's values over frames 0 .. size()-1 of a series, read in place (nothing copied).
class Column {
public:
    Column() = default;
    Column(const Series* s, Quantity q) : s_(s), q_(q) {}
    explicit operator bool() const { return s_ != nullptr; }
    std::size_t size() const;
    double operator[](std::size_t frame) const;
    // The smallest and largest finite value, (+inf, -inf) when there is none.
    std::pair<double, double> finiteRange() const;
    std::vector<double> values() const; // every value, frame k at index k

private:
    const Series* s_ = nullptr;
    Quantity q_ = Quantity::Speed;
};

// Frames 0 .. size()-1 of one run, one column per quantity.
//
// Kept compact for long runs (issue #36: 64 bytes a frame grew a 20-boid flock played at 4x by
// 27.6 MB an hour): the newest frames (at least kExactFrames of them) are kept as computed, every
// digit; older frames are kept as floats, 32 bytes a frame, 13.8 MB for that hour. Why floats:
// what an old frame is still read for is the curve, and a float is within 2^-24 of the value
// relative to its size; the plot's axis always holds the value and (but for the heading, -180..180,
// and the order parameter, 0..1) starts at zero, so the error is under 2^-24 of the axis' height,
// under a ten-thousandth of a pixel on a 2160-pixel-high plot. Decimating old frames instead would
// have changed what a click on the plot and the CSV show for them; floats change only digits past
// the seventh. The range of values (the axis) stays exact: it is kept from the values as they came.
// What does show the float: the CSV of a run longer than kExactFrames, whose older rows have the
// float's digits, and the value text of a frame that far back.
class Series {
public:
    // 32 768 frames: 18 minutes at 1x, 4.5 at 4x; 2 to 4 MB of exact values.
    static constexpr std::size_t kExactFrames = std::size_t(1) << 15;

    std::int64_t size() const { return std::int64_t(older_[0].size() + recent_[0].size()); }
    void append(const Sample& s);
    void truncate(std::int64_t frames); // keeps frames 0 .. frames-1
    void clear() { truncate(0); }
    Column column(Quantity q) const { return Column(this, q); }
    double value(Quantity q, std::int64_t frame) const; // NaN outside 0 .. size()-1
    bool hasValues(Quantity q) const;                   // some frame has a finite value
    // The smallest and largest finite value of q, (+inf, -inf) when there is none.
    std::pair<double, double> finiteRange(Quantity q) const { return {lo_[std::size_t(q)], hi_[std::size_t(q)]}; }
    // Frames kept as floats (0 .. floatFrames()-1); the later ones are exact.
    std::int64_t floatFrames() const { return std::int64_t(older_[0].size()); }
    // Bytes the values take (capacity), for the tests and the soak benchmark.
    std::size_t bytes() const;

private:
    void recomputeRange();

    std::array<std::vector<float>, kQuantityCount> older_;   // frames 0 .. floatFrames()-1
    std::array<std::vector<double>, kQuantityCount> recent_; // the frames after them, as computed
    Sample lo_ = infinities(1), hi_ = infinities(-1);
    static Sample infinities(int sign);
};

} // namespace plots
