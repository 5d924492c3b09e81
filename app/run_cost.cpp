#include "run_cost.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace runcost {

namespace {
// Measured on the development machine (2 cores shared with another build, RelWithDebInfo, Debian
// 12), best of three, less the 0.06 s the program takes to start and write frame 0:
//   seek (1 vehicle), --trace, 1 000 000 frames                  2.13 s  -> 2.1 us a frame
//   flock --set count=1000 --set inSightDist=0, --trace, 1000     1.15 s  -> 1.15 us a vehicle
//   flock --set count=1000 (sees ~571 others each), 1000 frames   3.31 s  -> 3.8 ns a neighbour
//   check: flock count=10000, 20 frames: 4.61 s, estimated 4.6 s; swarm (10 000 at the demo's
//   density), 100 frames: 1.31 s, estimated 1.2 s
//   flock count=1000 --screenshot, 300 frames more than 0          2.38 s  -> 2.4 times the trace's
//     frame (the window keeps the history and the selected vehicle's explanations)
//   seek --export-animation .gif, 60 pictures more than 0          0.56 s  -> 9.3 ms a picture
//   flock count=1000 --export-animation .gif, 30 pictures more     0.93 s  -> 14 us a painted vehicle
// A flock of 1 000 000 on the 550x400 stage is then about 36 minutes a frame.
constexpr double kPerFrame = 1.0e-6;
constexpr double kPerVehicle = 1.15e-6;
constexpr double kPerNeighbour = 3.8e-9;
constexpr double kWindowFactor = 2.4;
constexpr double kPerPicture = 9.3e-3;
constexpr double kPerPaintedVehicle = 1.4e-5;

constexpr double kPi = 3.14159265358979323846;

// Vehicles examined per frame when each looks for neighbours within its inSightDist: the others
// it may see at the stage's density, at most all of them. A slight overestimate for vehicles that
// do not flock, which are few: the costly worlds are crowds.
double neighboursExamined(const steer::World& w)
{
    const double n = double(w.vehicles.size());
    if (n < 2)
        return 0;
    const double area = std::max(1.0, w.stageWidth * w.stageHeight);
    double total = 0;
    for (const steer::Vehicle& v : w.vehicles) {
        const double r = v.params.inSightDist;
        total += std::min(n - 1, (n - 1) * kPi * r * r / area);
    }
    return total;
}
} // namespace

double estimatedSeconds(const steer::World& world, Run run, std::int64_t frames, std::int64_t pictures)
{
    const double n = double(world.vehicles.size());
    double perFrame = kPerFrame + kPerVehicle * n + kPerNeighbour * neighboursExamined(world);
    if (run == Run::Window)
        perFrame *= kWindowFactor;
    const double perPicture = kPerPicture + kPerPaintedVehicle * n;
    return perFrame * double(std::max<std::int64_t>(frames, 0)) + perPicture * double(std::max<std::int64_t>(pictures, 0));
}

QString refusal(const steer::World& world, Run run, std::int64_t frames, std::int64_t pictures)
{
    const double seconds = estimatedSeconds(world, run, frames, pictures);
    if (seconds <= kLimitSeconds)
        return {};
    const QString minutes = QString::number(std::ceil(seconds / 60.0), 'f', 0);
    return QCoreApplication::translate("CommandLine",
                                       "%1 frames of %2 vehicles would take about %3 minutes on this machine: ask for fewer "
                                       "frames or vehicles, or add --no-cost-limit to run it anyway")
        .arg(frames)
        .arg(world.vehicles.size())
        .arg(minutes);
}

} // namespace runcost
