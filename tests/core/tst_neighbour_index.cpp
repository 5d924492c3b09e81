// The neighbour grid (core/neighbour_grid.*) against the scan it replaces: for every query the same
// indices in the same order, over random worlds of 1..20 000 vehicles, radii from 0 to larger than
// the stage, vehicles exactly on cell borders, on and beyond the stage edges, non-finite ones, and
// after vehicles move one by one (as FlockTest moves them in turn). Then whole flock runs with the
// index and with the scan: every frame's hash, state and recorded explanation are identical.
#include "test_budget.h"
#include "distance_threshold.h"
#include "flock_frame.h"
#include "neighbour_grid.h"
#include "random.h"
#include "scenarios.h"
#include "world.h"

#include <QtTest>

#include <cmath>
#include <cstring>
#include <limits>
#include <variant>
#include <vector>

using namespace steer;

namespace {
// Positions chosen to hurt a grid: a third anywhere (also beyond the stage), a third exactly on cell
// borders (multiples of the radius, the stage edges 0 and W/H, one ulp either side), the rest in a
// clump, so cells hold many vehicles.
Vector2D awkwardPosition(Random& r, double w, double h, double radius)
{
    const double u = r.next();
    auto border = [&](double side) {
        const double k = std::floor(r.next() * (side / std::max(radius, 1.0) + 2));
        double x = std::min(k * radius, side);
        const double v = r.next();
        if (v < 0.2)
            x = std::nextafter(x, -1e300);
        else if (v < 0.4)
            x = std::nextafter(x, 1e300);
        else if (v < 0.5)
            x = r.next() < 0.5 ? 0.0 : side;
        return x;
    };
    if (u < 0.34)
        return {r.next() * w * 1.2 - 0.1 * w, r.next() * h * 1.2 - 0.1 * h};
    if (u < 0.67)
        return {border(w), border(h)};
    return {w * 0.5 + r.next() * 3, h * 0.5 + r.next() * 3};
}

std::vector<Kinematics> randomVehicles(Random& r, std::size_t n, double w, double h, double radius)
{
    std::vector<Kinematics> vs(n);
    for (auto& v : vs)
        v.position = awkwardPosition(r, w, h, radius);
    return vs;
}

QString describe(const std::vector<int>& v)
{
    QStringList s;
    for (int i : v)
        s << QString::number(i);
    return s.join(',');
}

bool sameExplanation(const VehicleExplanation& a, const VehicleExplanation& b)
{
    if (a.calls.size() != b.calls.size() || a.updated != b.updated)
        return false;
    for (std::size_t c = 0; c < a.calls.size(); ++c) {
        const auto& x = a.calls[c];
        const auto& y = b.calls[c];
        if (x.behaviour != y.behaviour || x.parent != y.parent || x.items.size() != y.items.size() ||
            !(x.data == y.data))
            return false;
        // Every number bit for bit (== would let -0.0 equal 0.0).
        std::vector<double> xs, ys;
        std::visit([&xs](const auto& d) { d.forEachNumber([&xs](const char*, double v) { xs.push_back(v); }); }, x.data);
        std::visit([&ys](const auto& d) { d.forEachNumber([&ys](const char*, double v) { ys.push_back(v); }); }, y.data);
        if (xs.size() != ys.size() || (!xs.empty() && std::memcmp(xs.data(), ys.data(), xs.size() * sizeof(double)) != 0))
            return false;
        for (std::size_t k = 0; k < x.items.size(); ++k)
            if (!(x.items[k].origin == y.items[k].origin) || !(x.items[k].vec == y.items[k].vec))
                return false;
    }
    return std::memcmp(&a.update.positionAfter, &b.update.positionAfter, sizeof(Vector2D)) == 0;
}
} // namespace

class TstNeighbourIndex : public QObject {
    Q_OBJECT
private slots:
    void queriesMatchTheScan_data()
    {
        QTest::addColumn<int>("count");
        QTest::addColumn<double>("width");
        QTest::addColumn<double>("height");
        QTest::addColumn<double>("radius");
        QTest::addColumn<int>("queries");
        const int counts[] = {1, 2, 3, 7, 20, 64, 500, 2000, 20000};
        const double radii[] = {0.0, 0.5, 60.0, 200.0, 333.3, 2000.0};
        for (int n : counts)
            for (double r : radii) {
                // The seeds' 550x400, a non-square stage, and the crowd's stage (same density as the seeds).
                const double side = std::sqrt(n / (20.0 / (550.0 * 400.0)));
                // Every vehicle asks (400 of a crowd); under the sanitizers a third of them.
                const int q = steer_test::frames(n <= 2000 ? n : 400);
                QTest::addRow("n%d r%g seeds", n, r) << n << 550.0 << 400.0 << r << q;
                QTest::addRow("n%d r%g crowd", n, r) << n << side * 1.375 << side << r << q;
            }
        QTest::addRow("n20 r200 thin") << 20 << 10000.0 << 3.0 << 200.0 << 20;
    }
    void queriesMatchTheScan()
    {
        QFETCH(int, count);
        QFETCH(double, width);
        QFETCH(double, height);
        QFETCH(double, radius);
        QFETCH(int, queries);
        Random r(static_cast<std::uint64_t>(count * 7919 + radius * 13 + width));
        const auto vs = randomVehicles(r, static_cast<std::size_t>(count), width, height, radius);
        NeighbourGrid grid;
        grid.build(vs, width, height, radius);
        std::vector<int> fromGrid, fromScan;
        for (int k = 0; k < queries; ++k) {
            const std::size_t self = queries == count ? static_cast<std::size_t>(k)
                                                      : static_cast<std::size_t>(r.next() * count) % vs.size();
            // Query at the vehicle, and (a quarter of the time) with another radius than the grid's.
            const double qr = k % 4 == 3 ? radius * (0.5 + r.next()) : radius;
            grid.query(vs[self].position, qr, fromGrid);
            scanNeighbours(vs, vs[self].position, qr, fromScan);
            if (fromGrid != fromScan)
                QFAIL(qPrintable(QStringLiteral("vehicle %1 at (%2, %3) r=%4: grid [%5] scan [%6]")
                                     .arg(self)
                                     .arg(vs[self].position.x, 0, 'g', 17)
                                     .arg(vs[self].position.y, 0, 'g', 17)
                                     .arg(qr)
                                     .arg(describe(fromGrid), describe(fromScan))));
            // A flock's filter (itself, and those behind it when sight is front-only) gives the
            // scan's list less exactly what flock's own test drops, still ascending.
            NeighbourFilter f{static_cast<int>(self), k % 2 == 0, vs[self].position, {r.next() - 0.5, r.next() - 0.5}};
            if (k % 8 == 1)
                f.heading = {}; // a zero heading: nothing is behind
            grid.query(vs[self].position, qr, fromGrid, f);
            std::erase_if(fromScan, [&](int i) {
                const Vector2D d = vs[static_cast<std::size_t>(i)].position.subtract(f.origin);
                return i == f.exclude || (f.frontOnly && d.dotProd(f.heading) < 0);
            });
            QCOMPARE(fromGrid, fromScan);
        }
    }

    void distanceThresholdsAreExact()
    {
        // sqrt(d2) > limit  <=>  d2 > beyondThreshold(limit), and sqrt(d2) < limit  <=>
        // d2 < withinThreshold(limit), checked with the sqrt itself on the d2 nearest limit * limit
        // (where rounding decides), on random ones and on 0, infinity and NaN, for ordinary, tiny,
        // huge, zero, negative, infinite and NaN limits.
        Random r(11);
        std::vector<double> limits = {0.0, -1.0, 1e-300, 0.5, 1.0 / 3.0, 60.0, 200.0, 1e154, 1e200,
                                      std::numeric_limits<double>::infinity(), std::numeric_limits<double>::quiet_NaN()};
        for (int i = 0; i < 200; ++i)
            limits.push_back(std::ldexp(r.next(), static_cast<int>(r.next() * 40) - 20));
        for (double limit : limits) {
            const double beyond = beyondThreshold(limit), within = withinThreshold(limit);
            std::vector<double> d2s = {0.0, std::numeric_limits<double>::infinity(), std::numeric_limits<double>::quiet_NaN()};
            for (double x = limit * limit, down = x, up = x; d2s.size() < 43; down = std::nextafter(down, 0.0),
                        up = std::nextafter(up, HUGE_VAL)) {
                d2s.push_back(down);
                d2s.push_back(up);
            }
            for (int i = 0; i < 20; ++i)
                d2s.push_back(limit * limit * 2 * r.next());
            for (double d2 : d2s) {
                if (!(std::sqrt(d2) > limit) != !(d2 > beyond) || !(std::sqrt(d2) < limit) != !(d2 < within))
                    QFAIL(qPrintable(QStringLiteral("limit %1, d2 %2").arg(limit, 0, 'g', 17).arg(d2, 0, 'g', 17)));
            }
        }
    }

    void movesKeepTheIndexExact()
    {
        // FlockTest moves vehicle i before vehicle i+1 asks for neighbours: after each move() the
        // grid must answer as a scan of the positions as they now are. A third of the trials let
        // no vehicle stray from its cell, a third as far as the flock's maxSpeed (10), a third up
        // to the radius; a move that strays that far keeps its entry where it was.
        for (int trial = 0; trial < 40; ++trial) {
            Random r(static_cast<std::uint64_t>(1000 + trial));
            const int n = 1 + static_cast<int>(r.next() * 300);
            const double w = 100 + r.next() * 2000, h = 100 + r.next() * 2000;
            const double radius = 10 + r.next() * 400;
            const double drift = trial % 3 == 0 ? 0.0 : trial % 3 == 1 ? 10.0 : r.next() * radius;
            auto vs = randomVehicles(r, static_cast<std::size_t>(n), w, h, radius);
            NeighbourGrid grid;
            grid.build(vs, w, h, radius, drift);
            std::vector<int> a, b;
            for (int m = 0; m < 3 * n; ++m) {
                const std::size_t i = static_cast<std::size_t>(r.next() * n) % vs.size();
                const double u = r.next();
                if (u < 0.05)
                    vs[i].position = {std::numeric_limits<double>::quiet_NaN(), 1.0}; // lost, then found again
                else if (u < 0.35)
                    vs[i].position = vs[i].position.add({r.next() * 20 - 10, r.next() * 20 - 10}); // a step
                else if (u < 0.5) // a stray of up to the drift, and a little beyond it
                    vs[i].position = vs[i].position.add({(r.next() * 2 - 1) * drift * 1.05, (r.next() * 2 - 1) * drift * 1.05});
                else
                    vs[i].position = awkwardPosition(r, w, h, radius); // a jump, often onto a border
                vs[i].velocity = {r.next() * 20 - 10, r.next() * 20 - 10};
                grid.moved(i, vs[i]); // with its velocity: entries() stay a current copy
                const std::size_t q = static_cast<std::size_t>(r.next() * n) % vs.size();
                grid.query(vs[q].position, radius, a);
                scanNeighbours(vs, vs[q].position, radius, b);
                QCOMPARE(a, b);
                // The same through slots: entries() name the same vehicles, in the same order, with
                // their current position and velocity, bit for bit.
                QVERIFY(grid.slotsUsable());
                grid.querySlots(vs[q].position, radius, a, NeighbourFilter{});
                QCOMPARE(a.size(), b.size());
                for (std::size_t k = 0; k < a.size(); ++k) {
                    const NeighbourEntry& e = grid.entries()[static_cast<std::size_t>(a[k])];
                    QCOMPARE(e.index, b[k]);
                    const Kinematics& v = vs[static_cast<std::size_t>(b[k])];
                    QVERIFY(std::memcmp(&e.position, &v.position, sizeof(Vector2D)) == 0);
                    QVERIFY(std::memcmp(&e.velocity, &v.velocity, sizeof(Vector2D)) == 0);
                }
            }
            grid.moved(0, vs[0].position); // without a velocity: the copies are no longer current
            QVERIFY(!grid.slotsUsable());
        }
    }

    void nonFiniteAndHugeRadii()
    {
        // An infinite radius accepts every finite position (and the scan's test also accepts an
        // infinite one from a finite vehicle); a NaN radius accepts nothing. The grid must agree.
        Random r(5);
        auto vs = randomVehicles(r, 50, 550, 400, 200);
        vs[7].position = {std::numeric_limits<double>::infinity(), 3.0};
        vs[9].position = {std::numeric_limits<double>::quiet_NaN(), 3.0};
        NeighbourGrid grid;
        grid.build(vs, 550, 400, 200);
        std::vector<int> a, b;
        for (double radius : {std::numeric_limits<double>::infinity(), std::numeric_limits<double>::quiet_NaN(), 1e200, 200.0})
            for (std::size_t i = 0; i < vs.size(); ++i) {
                grid.query(vs[i].position, radius, a);
                scanNeighbours(vs, vs[i].position, radius, b);
                QCOMPARE(a, b);
            }
    }

    void flockFramesAreBitIdentical_data()
    {
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("frames");
        QTest::addColumn<QString>("insight");
        QTest::addColumn<double>("stageScale");
        for (int n : {1, 2, 20, 200, 2000})
            for (const char* s : {"front", "all"})
                QTest::addRow("n%d %s", n, s) << n << steer_test::frames(n <= 200 ? 300 : 40) << QString(s) << 1.0;
        QTest::addRow("n20000 crowd stage") << 20000 << steer_test::frames(3) << QString("front") << std::sqrt(1000.0);
        QTest::addRow("n2000 crowd stage") << 2000 << steer_test::frames(60) << QString("front") << std::sqrt(100.0);
    }
    void flockFramesAreBitIdentical()
    {
        QFETCH(int, count);
        QFETCH(int, frames);
        QFETCH(QString, insight);
        QFETCH(double, stageScale);
        ScenarioSetup s;
        s.id = ScenarioId::Flock;
        s.seed = static_cast<std::uint64_t>(count) + 11;
        s.parameters = {{"stageWidth", std::round(550 * stageScale)}, {"stageHeight", std::round(400 * stageScale)},
                        {"count", double(count)}};
        QVERIFY(!setVariant(s.variants, "insight", insight.toStdString()));
        World indexed, scanned;
        QVERIFY(!buildWorld(s, indexed));
        scanned = indexed;
        scanned.useNeighbourIndex = false;
        // Record one vehicle, as the window does in a crowd, and check its explanation too.
        indexed.recordOnly = scanned.recordOnly = count / 2;
        for (int f = 0; f < frames; ++f) {
            indexed.step();
            scanned.step();
            QVERIFY2(indexed.hash() == scanned.hash(), qPrintable(QStringLiteral("frame %1").arg(f + 1)));
            QVERIFY(indexed == scanned);
            QVERIFY(sameExplanation(indexed.explanations[static_cast<std::size_t>(count / 2)],
                                    scanned.explanations[static_cast<std::size_t>(count / 2)]));
        }
        QVERIFY(indexed.allFinite());
    }

    void simultaneousReadsOneSnapshot()
    {
        // Reynolds' order written out plainly: every vehicle flocks against a copy of frame k (all
        // indices as candidates; flock() drops those out of sight), then every vehicle moves.
        // The world's simultaneous frame (grid, threads) must give the same state bit for bit.
        ScenarioSetup s;
        s.id = ScenarioId::Flock;
        s.seed = 9;
        s.parameters = {{"stageWidth", 1739}, {"stageHeight", 1265}, {"count", 200}};
        QVERIFY(!setVariant(s.variants, "order", "simultaneous"));
        World w, plain;
        QVERIFY(!buildWorld(s, w));
        plain = w;
        std::vector<int> everyone(w.vehicles.size());
        for (std::size_t i = 0; i < everyone.size(); ++i)
            everyone[i] = static_cast<int>(i);
        for (int f = 0; f < 60; ++f) {
            w.step();
            const std::vector<Vehicle> frameK = plain.vehicles;
            for (std::size_t i = 0; i < plain.vehicles.size(); ++i)
                flock(plain.vehicles[i], i, std::span<const Vehicle>(frameK), everyone, SteerContext{plain.variants, nullptr});
            for (auto& v : plain.vehicles)
                update(v, plain.stageWidth, plain.stageHeight, nullptr);
            ++plain.frame;
            QVERIFY2(w.vehicles == plain.vehicles, qPrintable(QStringLiteral("frame %1").arg(f + 1)));
        }
        // And it is a different order from the seeds' in-turn loop (vehicle 1 sees vehicle 0 moved).
        World inTurn;
        s.variants.order = FrameOrder::InTurn;
        QVERIFY(!buildWorld(s, inTurn));
        inTurn.step();
        World once;
        s.variants.order = FrameOrder::Simultaneous;
        QVERIFY(!buildWorld(s, once));
        once.step();
        QVERIFY(once.vehicles[0] == inTurn.vehicles[0]); // vehicle 0 sees the same world in both orders
        QVERIFY(once.hash() != inTurn.hash());
    }

    void simultaneousSameForAnyThreadCount()
    {
        // Each vehicle reads only the snapshot, so sharing the vehicles out over 1 or 2 threads (3
        // asked for, 2 used at this size), with the grid or the scan, cannot change a bit.
        // 6000 boids: enough for the frame to use threads.
        ScenarioSetup s;
        s.id = ScenarioId::Flock;
        s.seed = 4;
        s.parameters = {{"stageWidth", 9526}, {"stageHeight", 6928}, {"count", 6000}};
        QVERIFY(!setVariant(s.variants, "order", "simultaneous"));
        World one, two, three, scanned;
        QVERIFY(!buildWorld(s, one));
        two = three = scanned = one;
        one.threads = 1;
        two.threads = 2;
        three.threads = 3;
        scanned.threads = 2;
        scanned.useNeighbourIndex = false;
        one.recordOnly = two.recordOnly = three.recordOnly = scanned.recordOnly = 3001;
        for (int f = 0; f < 8; ++f) {
            one.step();
            two.step();
            three.step();
            QCOMPARE(two.hash(), one.hash());
            QCOMPARE(three.hash(), one.hash());
            QVERIFY(sameExplanation(two.explanations[3001], one.explanations[3001]));
            if (f < 3) { // the scan costs 36 million distances a frame
                scanned.step();
                QCOMPARE(scanned.hash(), one.hash());
            }
        }
        QVERIFY(one.allFinite());
    }

    void aCrowdPastTheCachesIsStillExact()
    {
        // From kPrefetchFromVehicles boids a simultaneous frame also asks for the cells of the
        // vehicle a few places ahead. A whole scan of such a crowd is too slow for a test, so a
        // sample of vehicles is checked against Reynolds' order written out: each one flocks with
        // the vehicles of frame k that a plain scan finds as candidates, then moves.
        ScenarioSetup s;
        s.id = ScenarioId::Flock;
        s.seed = 17;
        const double count = double(kPrefetchFromVehicles);
        const double scale = std::sqrt(count / 20.0); // FlockTest's density
        s.parameters = {{"stageWidth", std::round(550 * scale)}, {"stageHeight", std::round(400 * scale)},
                        {"count", count}};
        QVERIFY(!setVariant(s.variants, "order", "simultaneous"));
        s.recordExplanations = false;
        World w;
        QVERIFY(!buildWorld(s, w));
        w.threads = 2;
        w.step(); // the boids start at rest: a second frame has headings, so the front test counts
        const std::vector<Vehicle> frameK = w.vehicles;
        w.step();
        std::size_t withNeighbours = 0;
        for (std::size_t i = 0; i < frameK.size(); i += frameK.size() / 97 + 1) {
            Vehicle v = frameK[i];
            std::vector<int> near;
            scanNeighbours(std::span<const Vehicle>(frameK), v.position, v.params.inSightDist, near);
            withNeighbours += near.size() > 1 ? 1 : 0;
            flock(v, i, std::span<const Vehicle>(frameK), near, SteerContext{w.variants, nullptr});
            update(v, w.stageWidth, w.stageHeight, nullptr);
            QVERIFY2(v == w.vehicles[i], qPrintable(QStringLiteral("vehicle %1").arg(i)));
        }
        QVERIFY(withNeighbours > 50); // the sample is not only lone boids
        QVERIFY(w.allFinite());
    }

    void theIndexIsNotState()
    {
        // A copy does not carry the cache; outside a frame, neighbourCandidates scans.
        World w = makeWorld(ScenarioId::Flock, 3);
        w.step();
        QVERIFY(!w.neighbourGrid.built());
        World copy = w;
        QVERIFY(!copy.neighbourGrid.built());
        std::vector<int> a, b;
        w.neighbourCandidates(4, 200, a);
        scanNeighbours(w.vehicles, w.vehicles[4].position, 200, b);
        QCOMPARE(a, b);
    }
};

QTEST_APPLESS_MAIN(TstNeighbourIndex)
#include "tst_neighbour_index.moc"
