#pragma once
// The quantities the Plots panel draws over time (issue #11), one value per frame, read from a
// frame as the window shows it (Controller::world(): frame n with the explanation records of the
// step n -> n+1), so a curve agrees with the overlay and the formula panel to the last digit.
// Plain values (no widgets): the tests and the benchmark fill and read them directly.
#include "world.h"

#include <QString>

#include <array>
#include <cstdint>
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

// Frames 0 .. size()-1 of one run, one column per quantity.
class Series {
public:
    std::int64_t size() const { return std::int64_t(columns_[0].size()); }
    void append(const Sample& s);
    void truncate(std::int64_t frames); // keeps frames 0 .. frames-1
    void clear() { truncate(0); }
    const std::vector<double>& column(Quantity q) const { return columns_[std::size_t(q)]; }
    double value(Quantity q, std::int64_t frame) const; // NaN outside 0 .. size()-1
    bool hasValues(Quantity q) const;                   // some frame has a finite value

private:
    std::array<std::vector<double>, kQuantityCount> columns_;
};

} // namespace plots
