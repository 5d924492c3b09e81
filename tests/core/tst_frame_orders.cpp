// The frame orders of the multi-vehicle demos, pinned by frame 1 and frame 2 numbers worked out by
// hand from the seed listings (002's SeekFleeTest1/2, PursueTest, PursueEvadeTest; 000/001's
// FlockTest; the project's offset-pursuit and Lennard-Jones demos, described in core/scenarios.cpp).
//
// Each test writes the derivation in its comment, as a student would on paper, and recomputes the
// same arithmetic below in plain doubles (namespace byhand: nothing from the core's Vector2D or
// behaviours, so a slip there cannot hide in the expected numbers). The world must agree to 1e-9.
// Each test also computes the frame with the order changed and checks that the numbers differ,
// so a changed order fails the test. Where the seed's own set-up cannot show the order (vehicles
// starting at rest on one line move along that line whatever the order), a second case starts one
// vehicle with a sideways velocity, as a teacher's drag in the window would leave it.
//
// SteeredVehicle.update() (000/001): F = truncate(F, maxForce); F = F / mass; v = v + F; F = 0;
// then Vehicle.update(): v = truncate(v, maxSpeed); p = p + v; wrap or bounce at the 550x400 stage.
#include "scenarios.h"
#include "world.h"

#include <QtTest>

#include <cmath>
#include <vector>

namespace byhand {

struct P {
    double x = 0, y = 0;
};
P operator+(P a, P b) { return {a.x + b.x, a.y + b.y}; }
P operator-(P a, P b) { return {a.x - b.x, a.y - b.y}; }
P operator*(P a, double k) { return {a.x * k, a.y * k}; }
P operator/(P a, double k) { return {a.x / k, a.y / k}; }
double len(P a) { return std::sqrt(a.x * a.x + a.y * a.y); }
double dot(P a, P b) { return a.x * b.x + a.y * b.y; }
// The book's normalize(): a zero vector becomes (1, 0).
P unit(P a) { return len(a) == 0 ? P{1, 0} : a / len(a); }
// truncate(max): a longer vector is scaled down to length max.
P truncated(P a, double max) { return len(a) > max ? a * (max / len(a)) : a; }

enum class Edge { Bounce, Wrap };

struct Body {
    P p, v;
    P F{};
    double maxSpeed = 10;
    Edge edge = Edge::Bounce;
    bool steered = true; // PursueTest's target is a plain Vehicle
};

constexpr double kMaxForce = 1, kMass = 1, kW = 550, kH = 400;

// seek: v_d = maxSpeed * normalize(target - p); force = v_d - v; F += force. flee: F -= force.
P seekForce(const Body& b, P target) { return unit(target - b.p) * b.maxSpeed - b.v; }
void seek(Body& b, P target) { b.F = b.F + seekForce(b, target); }
void flee(Body& b, P target) { b.F = b.F - seekForce(b, target); }
// arrive: inside arrivalThreshold (100) the desired speed is maxSpeed * dist / 100.
void arrive(Body& b, P target)
{
    const double dist = len(target - b.p);
    const double speed = dist > 100 ? b.maxSpeed : b.maxSpeed * dist / 100;
    b.F = b.F + (unit(target - b.p) * speed - b.v);
}
// pursue/evade (000-002, the world's default readings): t = dist / maxSpeed; predicted = p_t + v_t * t.
P predicted(const Body& b, const Body& target) { return target.p + target.v * (len(target.p - b.p) / b.maxSpeed); }
void pursue(Body& b, const Body& target) { seek(b, predicted(b, target)); }
void evade(Body& b, const Body& target) { flee(b, predicted(b, target)); }

void edges(Body& b)
{
    if (b.edge == Edge::Bounce) {
        if (b.p.x > kW) {
            b.p.x = kW;
            b.v.x *= -1;
        } else if (b.p.x < 0) {
            b.p.x = 0;
            b.v.x *= -1;
        }
        if (b.p.y > kH) {
            b.p.y = kH;
            b.v.y *= -1;
        } else if (b.p.y < 0) {
            b.p.y = 0;
            b.v.y *= -1;
        }
    } else {
        if (b.p.x > kW)
            b.p.x = 0;
        if (b.p.x < 0)
            b.p.x = kW;
        if (b.p.y > kH)
            b.p.y = 0;
        if (b.p.y < 0)
            b.p.y = kH;
    }
}

// SteeredVehicle.update(), or Vehicle.update() alone for a plain Vehicle.
void update(Body& b)
{
    if (b.steered) {
        b.v = b.v + truncated(b.F, kMaxForce) / kMass;
        b.F = {};
    }
    b.v = truncated(b.v, b.maxSpeed);
    b.p = b.p + b.v;
    edges(b);
}

} // namespace byhand

namespace {
using byhand::Body;
using byhand::P;

P toP(steer::Vector2D v) { return {v.x, v.y}; }

QString fmt(P a) { return QStringLiteral("(%1, %2)").arg(a.x, 0, 'g', 17).arg(a.y, 0, 'g', 17); }

bool near(P a, P b, double eps) { return std::abs(a.x - b.x) <= eps && std::abs(a.y - b.y) <= eps; }

const steer::Vehicle& byId(const steer::World& w, std::string_view id)
{
    return w.vehicles.at(static_cast<std::size_t>(w.indexOf(id))); // at() throws for a missing id
}
} // namespace

// The world's vehicle `id` has the hand-derived position and velocity (to 1e-9).
#define EXPECT_BODY(world, id, body)                                                                                \
    do {                                                                                                            \
        const steer::Vehicle& v_ = byId((world), (id));                                                             \
        if (!near(toP(v_.position), (body).p, 1e-9) || !near(toP(v_.velocity), (body).v, 1e-9))                   \
            QFAIL(qPrintable(QStringLiteral("frame %1, %2: world p %3 v %4, by hand p %5 v %6")                   \
                                 .arg((world).frame)                                                                \
                                 .arg(QString::fromLatin1(id), fmt(toP(v_.position)), fmt(toP(v_.velocity)),      \
                                      fmt((body).p), fmt((body).v))));                                              \
    } while (0)

// The recomputed numbers are the ones written (rounded to 4 decimals) in the comment.
#define AS_WRITTEN(actual, ex, ey)                                                                                  \
    do {                                                                                                            \
        if (!near((actual), P{double(ex), double(ey)}, 1e-4))                                                                   \
            QFAIL(qPrintable(QStringLiteral("%1 is %2, the comment says (%3, %4)")                                 \
                                 .arg(QStringLiteral(#actual), fmt(actual))                                         \
                                 .arg(ex)                                                                           \
                                 .arg(ey)));                                                                        \
    } while (0)

// The order shows: the other order puts this vehicle at least 1e-3 away.
#define ORDER_SHOWS(seedOrder, otherOrder)                                                                          \
    QVERIFY2(byhand::len((seedOrder).p - (otherOrder).p) > 1e-3,                                                    \
             qPrintable(QStringLiteral("the other order gives the same position %1").arg(fmt((otherOrder).p))))

class TstFrameOrders : public QObject {
    Q_OBJECT
private slots:
    void seekFleeTest1();
    void seekFleeTest1OrderShows();
    void seekFleeTest2();
    void pursueTest();
    void pursueEvadeTest();
    void pursueEvadeTestOrderShows();
    void flockTest();
    void offsetPursuit();
    void offsetPursuitOrderShows();
    void lennardJones();
    void lennardJonesOrderShows();
};

void TstFrameOrders::seekFleeTest1()
{
    // SeekFleeTest1 (002): seeker (200,200), fleer (400,300), at rest; maxSpeed 10, maxForce 1, bounce.
    // onEnterFrame: _seeker.seek(_fleer.position); _fleer.flee(_seeker.position); _seeker.update(); _fleer.update();
    // Frame 1
    //   seeker: d = (400,300) - (200,200) = (200,100); |d| = √50000 = 223.6068; v_d = 10·d/|d| = (8.9443, 4.4721);
    //           F = v_d - v = (8.9443, 4.4721); |F| = 10 > 1, truncated: (0.8944, 0.4472);
    //           v = 0 + F = (0.8944, 0.4472) (|v| = 1 ≤ 10); p = (200.8944, 200.4472)
    //   fleer:  d = (200,200) - (400,300) = (-200,-100); v_d = (-8.9443, -4.4721); force = v_d - v = (-8.9443, -4.4721);
    //           F = 0 - force = (8.9443, 4.4721), truncated (0.8944, 0.4472) = v; p = (400.8944, 300.4472)
    // Frame 2
    //   seeker: d = (400.8944 - 200.8944, 300.4472 - 200.4472) = (200, 100): v_d = (8.9443, 4.4721);
    //           F = v_d - v = (8.0498, 4.0249), |F| = 9, truncated (0.8944, 0.4472); v = (1.7889, 0.8944);
    //           p = (202.6833, 201.3416)
    //   fleer:  d = (-200, -100): v_d = (-8.9443, -4.4721); force = v_d - v = (-9.8387, -4.9193); F = -force, |F| = 11,
    //           truncated (0.8944, 0.4472); v = (1.7889, 0.8944); p = (402.6833, 301.3416)
    // Both run along the line through them, direction (2,1)/√5, so this set-up cannot show the order: with
    // the seeker moved first the fleer flees (200.8944, 200.4472), d = (-199.1056, -99.5528), the same direction
    // and the same numbers. seekFleeTest1OrderShows pins the order.
    steer::World w = steer::makeWorld(steer::ScenarioId::SeekFlee);
    Body seeker{{200, 200}, {0, 0}};
    Body fleer{{400, 300}, {0, 0}};
    auto frame = [](Body& s, Body& f) {
        byhand::seek(s, f.p);
        byhand::flee(f, s.p);
        byhand::update(s);
        byhand::update(f);
    };
    frame(seeker, fleer);
    w.step();
    AS_WRITTEN(seeker.p, 200.8944, 200.4472);
    AS_WRITTEN(seeker.v, 0.8944, 0.4472);
    AS_WRITTEN(fleer.p, 400.8944, 300.4472);
    AS_WRITTEN(fleer.v, 0.8944, 0.4472);
    EXPECT_BODY(w, "seeker", seeker);
    EXPECT_BODY(w, "fleer", fleer);
    frame(seeker, fleer);
    w.step();
    AS_WRITTEN(seeker.p, 202.6833, 201.3416);
    AS_WRITTEN(seeker.v, 1.7889, 0.8944);
    AS_WRITTEN(fleer.p, 402.6833, 301.3416);
    AS_WRITTEN(fleer.v, 1.7889, 0.8944);
    EXPECT_BODY(w, "seeker", seeker);
    EXPECT_BODY(w, "fleer", fleer);
}

void TstFrameOrders::seekFleeTest1OrderShows()
{
    // SeekFleeTest1 with the seeker starting at v = (0, 5), across the line to the fleer.
    // Frame 1, the seed's order (both behaviours read frame 0's positions, then both update):
    //   seeker: v_d = (8.9443, 4.4721) as before; F = v_d - (0,5) = (8.9443, -0.5279), |F| = 8.9598,
    //           truncated (0.99826, -0.05891); v = (0.99826, 4.94109), |v| = 5.0409; p = (200.9983, 204.9411)
    //   fleer:  flees (200,200), as in seekFleeTest1: v = (0.8944, 0.4472); p = (400.8944, 300.4472)
    //   Check of the order: behaviours interleaved with updates, the fleer would flee the seeker's new
    //   position: d = (200.9983 - 400, 204.9411 - 300) = (-199.0017, -95.0589), |d| = 220.5400,
    //   F = -(10·d/|d|) = (9.0234, 4.3103), truncated (0.9023, 0.4310): p = (400.9023, 300.4310), 0.016 px away.
    // Frame 2
    //   seeker: d = (400.8944 - 200.9983, 300.4472 - 204.9411) = (199.8962, 95.5061), |d| = 221.5398;
    //           v_d = (9.0230, 4.3110); F = v_d - v = (8.0248, -0.6301), |F| = 8.0495, truncated (0.9969, -0.0783);
    //           v = (1.9952, 4.8628); p = (202.9935, 209.8039)
    //   fleer:  d = (-199.8962, -95.5061); v_d = (-9.0230, -4.3110); force = v_d - v = (-9.9175, -4.7582);
    //           F = -force, |F| = 10.9999, truncated (0.9016, 0.4326); v = (1.7960, 0.8798); p = (402.6905, 301.3270)
    steer::World w = steer::makeWorld(steer::ScenarioId::SeekFlee);
    w.vehicles[0].velocity = {0, 5};
    Body seeker{{200, 200}, {0, 5}};
    Body fleer{{400, 300}, {0, 0}};
    {
        Body s = seeker, f = fleer; // the other order
        byhand::seek(s, f.p);
        byhand::update(s);
        byhand::flee(f, s.p);
        byhand::update(f);
        AS_WRITTEN(f.p, 400.9023, 300.4310);
        byhand::seek(seeker, fleer.p);
        byhand::flee(fleer, seeker.p);
        byhand::update(seeker);
        byhand::update(fleer);
        ORDER_SHOWS(fleer, f);
    }
    w.step();
    AS_WRITTEN(seeker.p, 200.9983, 204.9411);
    AS_WRITTEN(seeker.v, 0.9983, 4.9411);
    AS_WRITTEN(fleer.p, 400.8944, 300.4472);
    EXPECT_BODY(w, "seeker", seeker);
    EXPECT_BODY(w, "fleer", fleer);
    byhand::seek(seeker, fleer.p);
    byhand::flee(fleer, seeker.p);
    byhand::update(seeker);
    byhand::update(fleer);
    w.step();
    AS_WRITTEN(seeker.p, 202.9935, 209.8039);
    AS_WRITTEN(seeker.v, 1.9952, 4.8628);
    AS_WRITTEN(fleer.p, 402.6905, 301.3270);
    AS_WRITTEN(fleer.v, 1.7960, 0.8798);
    EXPECT_BODY(w, "seeker", seeker);
    EXPECT_BODY(w, "fleer", fleer);
}

void TstFrameOrders::seekFleeTest2()
{
    // SeekFleeTest2 (002): A (200,200), B (400,200), C (300,260), at rest. A seeks B and flees C, B seeks C
    // and flees A, C seeks A and flees B: all six behaviours, then A, B, C update.
    // Frame 1
    //   A: seek B: d = (200, 0), v_d = (10, 0) = force.  flee C: d = (100, 60), |d| = √13600 = 116.6190,
    //      v_d = (8.5749, 5.1450) = force, F -= force.  F = (10 - 8.5749, -5.1450) = (1.4251, -5.1450),
    //      |F| = 5.3387, truncated (0.2669, -0.9637) = v; p = (200.2669, 199.0363)
    //   B: seek C: d = (-100, 60), v_d = (-8.5749, 5.1450).  flee A: d = (-200, 0), v_d = (-10, 0), F -= (-10, 0).
    //      F = (1.4251, 5.1450), truncated (0.2669, 0.9637) = v; p = (400.2669, 200.9637)
    //   C: seek A: d = (-100, -60), v_d = (-8.5749, -5.1450).  flee B: d = (100, -60), v_d = (8.5749, -5.1450).
    //      F = (-17.1499, 0), truncated (-1, 0) = v; p = (299, 260)
    //   Check of the order: interleaved (A moves before B looks), B would flee A's new position:
    //   d = (200.2669 - 400, 199.0363 - 200) = (-199.7331, -0.9637), F = (1.4250, 5.1932), truncated
    //   (0.2646, 0.9644): B at (400.2646, 200.9644); and C, seeing A and B moved, at (299.0000, 259.9917).
    // Frame 2
    //   A: seek B: d = (200.0000, 1.9274), |d| = 200.0093, v_d = (9.9995, 0.0964), force = v_d - v = (9.7326, 1.0601)
    //      flee C: d = (98.7331, 60.9637), |d| = 116.0379, v_d = (8.5087, 5.2538), force = (8.2418, 6.2175)
    //      F = (1.4908, -5.1574), |F| = 5.3686, truncated (0.2777, -0.9607); v = (0.5446, -1.9244); p = (200.8116, 197.1119)
    //   B: seek C: d = (-101.2669, 59.0363), |d| = 117.2189, v_d = (-8.6391, 5.0364), force = (-8.9061, 4.0727)
    //      flee A: d = (-200.0000, -1.9274), v_d = (-9.9995, -0.0964), force = (-10.2665, -1.0601)
    //      F = (1.3604, 5.1328), |F| = 5.3100, truncated (0.2562, 0.9666); v = (0.5231, 1.9303); p = (400.7901, 202.8941)
    //   C: seek A: d = (-98.7331, -60.9637), v_d = (-8.5087, -5.2538), force = v_d - (-1, 0) = (-7.5087, -5.2538)
    //      flee B: d = (101.2669, -59.0363), v_d = (8.6391, -5.0364), force = (9.6391, -5.0364)
    //      F = (-17.1478, -0.2174), |F| = 17.1492, truncated (-0.9999, -0.0127); v = (-1.9999, -0.0127);
    //      p = (297.0001, 259.9873)
    steer::World w = steer::makeWorld(steer::ScenarioId::SeekFleeCycle);
    std::vector<Body> abc = {{{200, 200}, {}}, {{400, 200}, {}}, {{300, 260}, {}}};
    {
        std::vector<Body> other = abc; // interleaved: each behaves and moves before the next looks
        for (std::size_t i = 0; i < 3; ++i) {
            byhand::seek(other[i], other[(i + 1) % 3].p);
            byhand::flee(other[i], other[(i + 2) % 3].p);
            byhand::update(other[i]);
        }
        AS_WRITTEN(other[1].p, 400.2646, 200.9644);
        AS_WRITTEN(other[2].p, 299.0000, 259.9917);
        std::vector<Body> seedOrder = abc;
        for (std::size_t i = 0; i < 3; ++i) {
            byhand::seek(seedOrder[i], seedOrder[(i + 1) % 3].p);
            byhand::flee(seedOrder[i], seedOrder[(i + 2) % 3].p);
        }
        for (auto& b : seedOrder)
            byhand::update(b);
        ORDER_SHOWS(seedOrder[1], other[1]);
        ORDER_SHOWS(seedOrder[2], other[2]);
    }
    const char* ids[] = {"a", "b", "c"};
    for (int frame = 1; frame <= 2; ++frame) {
        for (std::size_t i = 0; i < 3; ++i) {
            byhand::seek(abc[i], abc[(i + 1) % 3].p);
            byhand::flee(abc[i], abc[(i + 2) % 3].p);
        }
        for (auto& b : abc)
            byhand::update(b);
        w.step();
        if (frame == 1) {
            AS_WRITTEN(abc[0].p, 200.2669, 199.0363);
            AS_WRITTEN(abc[0].v, 0.2669, -0.9637);
            AS_WRITTEN(abc[1].p, 400.2669, 200.9637);
            AS_WRITTEN(abc[1].v, 0.2669, 0.9637);
            AS_WRITTEN(abc[2].p, 299, 260);
            AS_WRITTEN(abc[2].v, -1, 0);
        } else {
            AS_WRITTEN(abc[0].p, 200.8116, 197.1119);
            AS_WRITTEN(abc[0].v, 0.5446, -1.9244);
            AS_WRITTEN(abc[1].p, 400.7901, 202.8941);
            AS_WRITTEN(abc[1].v, 0.5231, 1.9303);
            AS_WRITTEN(abc[2].p, 297.0001, 259.9873);
            AS_WRITTEN(abc[2].v, -1.9999, -0.0127);
        }
        for (std::size_t i = 0; i < 3; ++i)
            EXPECT_BODY(w, ids[i], abc[i]);
    }
}

void TstFrameOrders::pursueTest()
{
    // PursueTest (002): seeker and pursuer at (400, 0) (x = 400 only), at rest, wrap; the target, a plain
    // Vehicle, at (200, 300) with velocity.length = 15 on a zero vector: (15, 0). onEnterFrame:
    // _seeker.seek(_target.position); _seeker.update(); _pursuer.pursue(_target); _pursuer.update(); _target.update();
    // Frame 1
    //   seeker:  d = (200 - 400, 300 - 0) = (-200, 300); |d| = √130000 = 360.5551; v_d = (-5.5470, 8.3205) = F;
    //            truncated (-0.5547, 0.8321) = v; p = (399.4453, 0.8321)
    //   pursuer: dist = 360.5551; t = dist / 10 = 36.0555; the target has not moved yet and still has (15, 0):
    //            predicted = (200 + 15·36.0555, 300) = (740.8327, 300); d = (340.8327, 300), |d| = 454.0561;
    //            v_d = (7.5064, 6.6071) = F, truncated (0.7506, 0.6607) = v; p = (400.7506, 0.6607)
    //   target:  v = truncate((15, 0), 10) = (10, 0); p = (210, 300)
    // Frame 2
    //   seeker:  d = (210 - 399.4453, 300 - 0.8321) = (-189.4453, 299.1679), |d| = 354.1059; v_d = (-5.3500, 8.4485);
    //            F = v_d - v = (-4.7953, 7.6165), |F| = 9.0003, truncated (-0.5328, 0.8462); v = (-1.0875, 1.6783);
    //            p = (398.3578, 2.5103)
    //   pursuer: dist = |(210, 300) - (400.7506, 0.6607)| = 354.9504; t = 35.4950; predicted = (210 + 10·35.4950, 300)
    //            = (564.9504, 300); d = (164.1998, 299.3393), |d| = 341.4170; v_d = (4.8094, 8.7676);
    //            F = v_d - v = (4.0587, 8.1068), |F| = 9.0661, truncated (0.4477, 0.8942); v = (1.1983, 1.5549);
    //            p = (401.9490, 2.2156)
    //   target:  p = (220, 300)
    // Check of the order. The seeker and the pursuer never read each other, so "all behaviours first" gives
    // these same numbers: what the listing fixes is that the target moves after both have read it. Moved
    // first, it would be at (210, 300) with v (10, 0) when they look: the seeker would end frame 1 at
    // (399.4649, 0.8448) and the pursuer (predicted (565.1056, 300)) at (400.4822, 0.8761).
    steer::World w = steer::makeWorld(steer::ScenarioId::Pursue);
    Body seeker{{400, 0}, {0, 0}};
    Body pursuer{{400, 0}, {0, 0}};
    Body target{{200, 300}, {15, 0}};
    seeker.edge = pursuer.edge = target.edge = byhand::Edge::Wrap;
    target.steered = false;
    auto frame = [](Body& s, Body& p, Body& t) {
        byhand::seek(s, t.p);
        byhand::update(s);
        byhand::pursue(p, t);
        byhand::update(p);
        byhand::update(t);
    };
    {
        Body s = seeker, p = pursuer, t = target; // the target moved first
        byhand::update(t);
        byhand::seek(s, t.p);
        byhand::update(s);
        byhand::pursue(p, t);
        byhand::update(p);
        AS_WRITTEN(s.p, 399.4649, 0.8448);
        AS_WRITTEN(p.p, 400.4822, 0.8761);
        Body s1 = seeker, p1 = pursuer, t1 = target;
        frame(s1, p1, t1);
        ORDER_SHOWS(s1, s);
        ORDER_SHOWS(p1, p);
    }
    frame(seeker, pursuer, target);
    w.step();
    AS_WRITTEN(seeker.p, 399.4453, 0.8321);
    AS_WRITTEN(seeker.v, -0.5547, 0.8321);
    AS_WRITTEN(pursuer.p, 400.7506, 0.6607);
    AS_WRITTEN(pursuer.v, 0.7506, 0.6607);
    AS_WRITTEN(target.p, 210, 300);
    AS_WRITTEN(target.v, 10, 0);
    EXPECT_BODY(w, "seeker", seeker);
    EXPECT_BODY(w, "pursuer", pursuer);
    EXPECT_BODY(w, "target", target);
    frame(seeker, pursuer, target);
    w.step();
    AS_WRITTEN(seeker.p, 398.3578, 2.5103);
    AS_WRITTEN(seeker.v, -1.0875, 1.6783);
    AS_WRITTEN(pursuer.p, 401.9490, 2.2156);
    AS_WRITTEN(pursuer.v, 1.1983, 1.5549);
    AS_WRITTEN(target.p, 220, 300);
    EXPECT_BODY(w, "seeker", seeker);
    EXPECT_BODY(w, "pursuer", pursuer);
    EXPECT_BODY(w, "target", target);
}

void TstFrameOrders::pursueEvadeTest()
{
    // PursueEvadeTest (002): pursuer (200,200), evader (400,300), at rest, bounce. onEnterFrame:
    // _pursuer.pursue(_evader); _evader.evade(_pursuer); _pursuer.update(); _evader.update();
    // With the world's default readings: t = dist / maxSpeed, evade's predicted point p + v·t (000/001).
    // Frame 1: both at rest, so each predicted point is the other's position: the numbers are SeekFleeTest1's.
    //   pursuer: dist = 223.6068, t = 22.3607, predicted = (400, 300) + 0 = (400, 300); F = (8.9443, 4.4721),
    //            truncated (0.8944, 0.4472) = v; p = (200.8944, 200.4472)
    //   evader:  predicted = (200, 200); F = -(v_d - v) = (8.9443, 4.4721), truncated: v = (0.8944, 0.4472);
    //            p = (400.8944, 300.4472)
    // Frame 2
    //   pursuer: dist = 223.6068, t = 22.3607; predicted = (400.8944, 300.4472) + (0.8944, 0.4472)·22.3607
    //            = (420.8944, 310.4472); d = (220, 110), v_d = (8.9443, 4.4721); F = v_d - v = (8.0498, 4.0249),
    //            truncated (0.8944, 0.4472); v = (1.7889, 0.8944); p = (202.6833, 201.3416)
    //   evader:  predicted = (200.8944, 200.4472) + (0.8944, 0.4472)·22.3607 = (220.8944, 210.4472);
    //            d = (-180, -90), v_d = (-8.9443, -4.4721); F = -(v_d - v) = (9.8387, 4.9193), truncated
    //            (0.8944, 0.4472); v = (1.7889, 0.8944); p = (402.6833, 301.3416)
    // Everything stays on the line through the two, so this set-up cannot show the order (interleaved, the
    // evader's predicted point is (220.8050, 210.4025) in frame 1: the same direction). pursueEvadeTestOrderShows does.
    steer::World w = steer::makeWorld(steer::ScenarioId::PursueEvade);
    Body pursuer{{200, 200}, {0, 0}};
    Body evader{{400, 300}, {0, 0}};
    for (int frame = 1; frame <= 2; ++frame) {
        byhand::pursue(pursuer, evader);
        byhand::evade(evader, pursuer);
        byhand::update(pursuer);
        byhand::update(evader);
        w.step();
        if (frame == 1) {
            AS_WRITTEN(pursuer.p, 200.8944, 200.4472);
            AS_WRITTEN(evader.p, 400.8944, 300.4472);
            AS_WRITTEN(evader.v, 0.8944, 0.4472);
        } else {
            AS_WRITTEN(pursuer.p, 202.6833, 201.3416);
            AS_WRITTEN(pursuer.v, 1.7889, 0.8944);
            AS_WRITTEN(evader.p, 402.6833, 301.3416);
            AS_WRITTEN(evader.v, 1.7889, 0.8944);
        }
        EXPECT_BODY(w, "pursuer", pursuer);
        EXPECT_BODY(w, "evader", evader);
    }
}

void TstFrameOrders::pursueEvadeTestOrderShows()
{
    // PursueEvadeTest with the pursuer starting at v = (0, 5).
    // Frame 1, the seed's order (both behaviours read frame 0, then both update):
    //   pursuer: dist = 223.6068, t = 22.3607; the evader is at rest: predicted = (400, 300); v_d = (8.9443, 4.4721);
    //            F = v_d - (0, 5) = (8.9443, -0.5279), |F| = 8.9598, truncated (0.9983, -0.0589);
    //            v = (0.9983, 4.9411); p = (200.9983, 204.9411)
    //   evader:  t = 22.3607; predicted = (200, 200) + (0, 5)·22.3607 = (200, 311.8034); d = (-200, 11.8034),
    //            |d| = 200.3480, v_d = (-9.9826, 0.5891); F = -(v_d - 0) = (9.9826, -0.5891), truncated
    //            (0.9983, -0.0589) = v; p = (400.9983, 299.9411)
    //   Check of the order: interleaved, the evader would predict from the moved pursuer, (200.9983, 204.9411)
    //   with v (0.9983, 4.9411), dist 220.5400, t = 22.0540: predicted (223.0140, 313.9118), and end at
    //   (400.9969, 299.9216).
    // Frame 2
    //   pursuer: dist = |(400.9983, 299.9411) - (200.9983, 204.9411)| = |(200, 95)| = 221.4159, t = 22.1416;
    //            predicted = (400.9983 + 0.9983·22.1416, 299.9411 - 0.0589·22.1416) = (423.1014, 298.6366);
    //            d = (222.1031, 93.6955), |d| = 241.0574, v_d = (9.2137, 3.8869); F = v_d - v = (8.2154, -1.0542),
    //            |F| = 8.2828, truncated (0.9919, -0.1273); v = (1.9901, 4.8138); p = (202.9884, 209.7549)
    //   evader:  predicted = (200.9983 + 0.9983·22.1416, 204.9411 + 4.9411·22.1416) = (223.1014, 314.3446);
    //            d = (-177.8969, 14.4035), |d| = 178.4790, v_d = (-9.9674, 0.8070); F = -(v_d - v)
    //            = (10.9656, -0.8659), |F| = 10.9998, truncated (0.9969, -0.0787); v = (1.9952, -0.1376);
    //            p = (402.9934, 299.8034)
    steer::World w = steer::makeWorld(steer::ScenarioId::PursueEvade);
    w.vehicles[0].velocity = {0, 5};
    Body pursuer{{200, 200}, {0, 5}};
    Body evader{{400, 300}, {0, 0}};
    {
        Body p = pursuer, e = evader; // interleaved
        byhand::pursue(p, e);
        byhand::update(p);
        byhand::evade(e, p);
        byhand::update(e);
        AS_WRITTEN(e.p, 400.9969, 299.9216);
        Body p1 = pursuer, e1 = evader;
        byhand::pursue(p1, e1);
        byhand::evade(e1, p1);
        byhand::update(p1);
        byhand::update(e1);
        ORDER_SHOWS(e1, e);
    }
    for (int frame = 1; frame <= 2; ++frame) {
        byhand::pursue(pursuer, evader);
        byhand::evade(evader, pursuer);
        byhand::update(pursuer);
        byhand::update(evader);
        w.step();
        if (frame == 1) {
            AS_WRITTEN(pursuer.p, 200.9983, 204.9411);
            AS_WRITTEN(evader.p, 400.9983, 299.9411);
            AS_WRITTEN(evader.v, 0.9983, -0.0589);
        } else {
            AS_WRITTEN(pursuer.p, 202.9884, 209.7549);
            AS_WRITTEN(pursuer.v, 1.9901, 4.8138);
            AS_WRITTEN(evader.p, 402.9934, 299.8034);
            AS_WRITTEN(evader.v, 1.9952, -0.1376);
        }
        EXPECT_BODY(w, "pursuer", pursuer);
        EXPECT_BODY(w, "evader", evader);
    }
}

namespace {
// SteeredVehicle.flock() as printed in 000/001, with the world's default alignment reading
// ("intended": F += avgVel - v; the printed line computes it and throws it away, see SOURCES.md).
void flockByHand(std::vector<Body>& all, std::size_t self)
{
    Body& me = all[self];
    P averageVelocity = me.v;
    P averagePosition{};
    int inSightCount = 0;
    for (std::size_t j = 0; j < all.size(); ++j) {
        if (j == self)
            continue;
        const Body& other = all[j];
        const double dist = byhand::len(other.p - me.p);
        if (dist > 200) // inSight: farther than inSightDist
            continue;
        if (byhand::dot(other.p - me.p, byhand::unit(me.v)) < 0) // inSight: behind
            continue;
        averageVelocity = averageVelocity + other.v;
        averagePosition = averagePosition + other.p;
        if (dist < 60) // tooClose: separation
            byhand::flee(me, other.p);
        ++inSightCount;
    }
    if (inSightCount > 0) {
        averageVelocity = averageVelocity / inSightCount;
        averagePosition = averagePosition / inSightCount;
        byhand::seek(me, averagePosition); // cohesion
        me.F = me.F + (averageVelocity - me.v); // alignment
    }
}
} // namespace

void TstFrameOrders::flockTest()
{
    // FlockTest (000/001) with 3 vehicles, seed 202. onEnterFrame: for each i: _vehicles[i].flock(_vehicles);
    // _vehicles[i].update(); so a vehicle sees those before it already moved in this frame.
    // The set-up draws Math.random() per vehicle: colour, x·550, y·400, vx·20-10, vy·20-10; the test reads the
    // drawn values from the world at frame 0. Seed 202 is the first where, in frame 1, a vehicle sees two
    // others and one of them is too close, so separation, cohesion and alignment all act. Frame 0:
    //   v0 p (379.1041, 391.8145) v (8.9188, -6.5408);  v1 p (460.7441, 329.9642) v (-8.3879, -5.7388);
    //   v2 p (430.8506, 337.3098) v (6.5071, 8.9163).
    // Frame 1
    //   v0: heading = v/|v| = (0.8064, -0.5914). v1: d = (81.6400, -61.8503), dist 102.4234 ≤ 200, d·heading
    //       = 102.4110 ≥ 0: in sight, not too close (≥ 60). v2: d = (51.7465, -54.5048), dist 75.1563, d·heading
    //       = 73.9611: in sight, not too close.
    //       averageVelocity = (v0 + v1 + v2)/2 = (7.0380, -3.3633)/2 = (3.5190, -1.6817) (its own v counts in the sum,
    //       the division is by inSightCount = 2, as printed); averagePosition = (v1.p + v2.p)/2 = (445.7973, 333.6370).
    //       seek: d = (66.6932, -58.1776), |d| = 88.5021, v_d = (7.5358, -6.5736), force = v_d - v = (-1.3831, -0.0328)
    //       alignment = averageVelocity - v = (-5.3998, 4.8591)
    //       F = (-6.7829, 4.8264), |F| = 8.3247, truncated (-0.8148, 0.5798); v = (8.1040, -5.9610), |v| = 10.0603,
    //       truncated to 10: (8.0555, -5.9253); p = (387.1596, 385.8892)
    //   v1 (v0 has moved): v0 at d = (-73.5845, 55.9250), dist 92.4245, d·heading = 29.1518: in sight.
    //       v2 at d = (-29.8935, 7.3455), dist 30.7827 < 60: too close, flee: v_d = (-9.7111, 2.3863),
    //       force = v_d - v = (-1.3232, 8.1251), F -= force.
    //       averageVelocity = (v1 + v0' + v2)/2 = (3.0873, -1.3739); averagePosition = (409.0051, 361.5995)
    //       seek: d = (-51.7390, 31.6353), |d| = 60.6442, v_d = (-8.5316, 5.2165), force = (-0.1437, 10.9554)
    //       alignment = (3.0873 + 8.3879, -1.3739 + 5.7388) = (11.4752, 4.3649)
    //       F = (1.3232 - 0.1437 + 11.4752, -8.1251 + 10.9554 + 4.3649) = (12.6548, 7.1952), |F| = 14.5573,
    //       truncated (0.8693, 0.4943); v = (-7.5186, -5.2445), |v| = 9.1670; p = (453.2255, 324.7197)
    //   v2 (both moved): heading (0.5895, 0.8078). v0 at d = (-43.6910, 48.5795), dist 65.3366, d·heading 13.4847:
    //       in sight, not too close. v1 at d = (22.3749, -12.5901), dist 25.6738, d·heading 3.0203: in sight and too
    //       close: v_d = (8.7151, -4.9039), force = (2.2079, -13.8202), F -= force.
    //       averageVelocity = (6.5071 + 8.0555 - 7.5186, 8.9163 - 5.9253 - 5.2445)/2 = (3.5220, -1.1268);
    //       averagePosition = (420.1925, 355.3044); seek: d = (-10.6581, 17.9947), |d| = 20.9142,
    //       v_d = (-5.0961, 8.6041), force = (-11.6032, -0.3122); alignment = (-2.9851, -10.0431)
    //       F = (-16.7963, 3.4648), |F| = 17.1499, truncated (-0.9794, 0.2020); v = (5.5277, 9.1183), |v| = 10.6628,
    //       truncated (5.1840, 8.5514); p = (436.0346, 345.8611)
    //   Check of the order: with every flock() first and every update() after, v1 would see v0 at frame 0's
    //   (379.1041, 391.8145) and end at (453.2400, 324.6931); v2 would end at (436.0847, 345.8305).
    // Frame 2
    //   v0: sees v1 (dist 90.0356) and v2 (dist 63.1745), neither too close; seek force (-0.5500, -0.6828),
    //       alignment (-5.1950, 4.6161); F = (-5.7450, 3.9333), |F| = 6.9624, truncated (-0.8251, 0.5649);
    //       v = (7.2303, -5.3604); p = (394.3899, 380.5289)
    //   v1: sees v0 (dist 81.0943) and v2 (dist 27.2486, too close): flee force (1.2097, 13.0033) subtracted,
    //       seek force (0.4904, 12.3582), alignment (9.9665, 4.2178); F = (9.2472, 3.5727), |F| = 9.9133,
    //       truncated (0.9328, 0.3604); v = (-6.5858, -4.8842); p = (446.6396, 319.8355)
    //   v2: sees v0 (dist 54.1861, too close); v1 is behind (d·heading = -16.76). Fleeing and seeking the one
    //       same point cancel, so F = alignment = (v2 + v0)/1 - v2 = v0's velocity = (7.2303, -5.3604),
    //       |F| = 9.0006, truncated (0.8033, -0.5956); v = (5.9873, 7.9558); p = (442.0219, 353.8169)
    steer::ScenarioSetup setup;
    setup.id = steer::ScenarioId::Flock;
    setup.seed = 202;
    setup.parameters = {{"count", 3}};
    steer::World w;
    QVERIFY(!steer::buildWorld(setup, w));
    QCOMPARE(w.vehicles.size(), std::size_t(3));
    std::vector<Body> flock;
    for (const auto& v : w.vehicles)
        flock.push_back(Body{toP(v.position), toP(v.velocity)});
    AS_WRITTEN(flock[0].p, 379.1041, 391.8145);
    AS_WRITTEN(flock[1].v, -8.3879, -5.7388);
    AS_WRITTEN(flock[2].p, 430.8506, 337.3098);
    {
        std::vector<Body> other = flock; // every flock() first, then every update()
        for (std::size_t i = 0; i < 3; ++i)
            flockByHand(other, i);
        for (auto& b : other)
            byhand::update(b);
        AS_WRITTEN(other[1].p, 453.2400, 324.6931);
        AS_WRITTEN(other[2].p, 436.0847, 345.8305);
        std::vector<Body> seedOrder = flock;
        for (std::size_t i = 0; i < 3; ++i) {
            flockByHand(seedOrder, i);
            byhand::update(seedOrder[i]);
        }
        ORDER_SHOWS(seedOrder[1], other[1]);
        ORDER_SHOWS(seedOrder[2], other[2]);
    }
    const char* ids[] = {"v0", "v1", "v2"};
    for (int frame = 1; frame <= 2; ++frame) {
        for (std::size_t i = 0; i < 3; ++i) {
            flockByHand(flock, i);
            byhand::update(flock[i]);
        }
        w.step();
        if (frame == 1) {
            AS_WRITTEN(flock[0].p, 387.1596, 385.8892);
            AS_WRITTEN(flock[0].v, 8.0555, -5.9253);
            AS_WRITTEN(flock[1].p, 453.2255, 324.7197);
            AS_WRITTEN(flock[1].v, -7.5186, -5.2445);
            AS_WRITTEN(flock[2].p, 436.0346, 345.8611);
            AS_WRITTEN(flock[2].v, 5.1840, 8.5514);
        } else {
            AS_WRITTEN(flock[0].p, 394.3899, 380.5289);
            AS_WRITTEN(flock[0].v, 7.2303, -5.3604);
            AS_WRITTEN(flock[1].p, 446.6396, 319.8355);
            AS_WRITTEN(flock[1].v, -6.5858, -4.8842);
            AS_WRITTEN(flock[2].p, 442.0219, 353.8169);
            AS_WRITTEN(flock[2].v, 5.9873, 7.9558);
        }
        for (std::size_t i = 0; i < 3; ++i)
            EXPECT_BODY(w, ids[i], flock[i]);
    }
}

namespace {
// 003's pursueOffset: the offset's x along the leader's side, y along its heading (side = perp(heading)
// = (-h.y, h.x)); t = dist / (maxSpeed + |leader.v|); arrive at offset point + leader.v·t.
void pursueOffsetByHand(Body& f, const Body& leader, P offset)
{
    const P heading = byhand::unit(leader.v);
    const P side{-heading.y, heading.x};
    const P local{side.x * offset.x + side.y * offset.y, heading.x * offset.x + heading.y * offset.y};
    const P offsetPoint = leader.p + local;
    const double t = byhand::len(offsetPoint - f.p) / (f.maxSpeed + byhand::len(leader.v));
    byhand::arrive(f, offsetPoint + leader.v * t);
}

// The leader's followPath on its first stretch: the first waypoint (120, 90) is farther than the path
// threshold (20) in these frames, so it seeks it.
void leaderByHand(Body& leader) { byhand::seek(leader, {120, 90}); }

const P kOffsets[] = {{-40, -40}, {40, -40}, {-80, -80}, {80, -80}};
} // namespace

void TstFrameOrders::offsetPursuit()
{
    // Offset pursuit (003's pursueOffset; the demo is the project's, core/scenarios.cpp): a leader at (120,200),
    // v (0,-4), maxSpeed 4, following the loop (120,90) (440,90) (440,310) (120,310); followers f1..f4 with
    // offsets (side, heading) (-40,-40) (40,-40) (-80,-80) (80,-80), maxSpeed 10, each placed on its offset
    // point for heading (0,-1), side (1,0): (120 + o.x, 200 - o.y), with v (0,-4). Order: the leader's
    // followPath, every follower's pursueOffset from that one snapshot of the leader, then every update.
    // Frame 1
    //   leader: waypoint (120,90) is 110 away (≥ 20): seek; v_d = 4·(0,-1) = (0,-4) = v: F = 0;
    //           v = (0,-4); p = (120,196)
    //   f1: local = (side·o, heading·o) = ((1,0)·(-40,-40), (0,-1)·(-40,-40)) = (-40, 40); offset point
    //       = (120,200) + (-40,40) = (80,240) = f1's position: dist 0, t = 0, predicted (80,240);
    //       arrive: dist 0 < 100, v_d = normalize(0,0)·0 = (0,0); F = v_d - v = (0,4), truncated (0,1);
    //       v = (0,-3); p = (80,237).  f2, f3, f4 likewise: (160,237), (40,277), (200,277), v (0,-3).
    // Frame 2
    //   leader: 106 from (120,90): F = 0 again; p = (120,192)
    //   f1: offset point (80,196+40) = (80,236), 1 ahead of f1 (80,237); t = 1/14; predicted = (80, 236 - 4/14)
    //       = (80, 235.7143); arrive: dist 1.2857, v_d = (0, -0.1286); F = (0, 2.8714), truncated (0,1);
    //       v = (0,-2); p = (80,235).  f2, f3, f4: (160,235), (40,275), (200,275).
    // Truncation to maxForce hides the order in this set-up (moving the leader first gives F = (0, 3.4857), still
    // truncated to (0,1)); offsetPursuitOrderShows pins it.
    steer::World w = steer::makeWorld(steer::ScenarioId::OffsetPursuit);
    QCOMPARE(w.vehicles.size(), std::size_t(5));
    Body leader{{120, 200}, {0, -4}};
    leader.maxSpeed = 4;
    std::vector<Body> followers;
    for (P o : kOffsets)
        followers.push_back(Body{{120 + o.x, 200 - o.y}, {0, -4}});
    const char* ids[] = {"f1", "f2", "f3", "f4"};
    for (int frame = 1; frame <= 2; ++frame) {
        leaderByHand(leader);
        for (std::size_t k = 0; k < 4; ++k)
            pursueOffsetByHand(followers[k], leader, kOffsets[k]);
        byhand::update(leader);
        for (auto& f : followers)
            byhand::update(f);
        w.step();
        const double y = frame == 1 ? 237 : 235;
        AS_WRITTEN(leader.p, 120, frame == 1 ? 196 : 192);
        AS_WRITTEN(followers[0].p, 80, y);
        AS_WRITTEN(followers[1].p, 160, y);
        AS_WRITTEN(followers[2].p, 40, y + 40);
        AS_WRITTEN(followers[3].p, 200, y + 40);
        AS_WRITTEN(followers[0].v, 0, frame == 1 ? -3 : -2);
        EXPECT_BODY(w, "leader", leader);
        for (std::size_t k = 0; k < 4; ++k)
            EXPECT_BODY(w, ids[k], followers[k]);
    }
}

void TstFrameOrders::offsetPursuitOrderShows()
{
    // The offset-pursuit demo with f1 starting 20 px left of its offset point, at (60,240).
    // Frame 1
    //   f1: offset point (80,240) (the leader has not moved); d = (20,0), dist 20; t = 20/14 = 1.4286;
    //       predicted = (80, 240 - 4·1.4286) = (80, 234.2857); d = (20, -5.7143), dist 20.8003 < 100:
    //       v_d = d/|d| · 10·20.8003/100 = d/10 = (2, -0.5714); F = v_d - v = (2, 3.4286), |F| = 3.9693,
    //       truncated (0.5039, 0.8638); v = (0.5039, -3.1362); p = (60.5039, 236.8638)
    //   Check of the order: with the leader moved first (to (120,196)), f1's offset point is (80,236): dist 20.3961,
    //   t = 1.4569, predicted (80, 230.1725), v_d = (2, -0.9827), F = (2, 3.0173), truncated (0.5525, 0.8335):
    //   f1 would be at (60.5525, 236.8335).
    // Frame 2
    //   f1: offset point (80,236); d = (19.4961, -0.8638), dist 19.5153, t = 1.3939; predicted (80, 230.4242);
    //       d = (19.4961, -6.4396), dist 20.5321: v_d = d/10 = (1.9496, -0.6440); F = v_d - v = (1.4457, 2.4923),
    //       |F| = 2.8812, truncated (0.5018, 0.8650); v = (1.0056, -2.2712); p = (61.5095, 234.5926)
    steer::World w = steer::makeWorld(steer::ScenarioId::OffsetPursuit);
    w.vehicles[1].position = {60, 240};
    Body leader{{120, 200}, {0, -4}};
    leader.maxSpeed = 4;
    Body f1{{60, 240}, {0, -4}};
    {
        Body l = leader, f = f1; // the leader moved before the follower looks
        leaderByHand(l);
        byhand::update(l);
        pursueOffsetByHand(f, l, kOffsets[0]);
        byhand::update(f);
        AS_WRITTEN(f.p, 60.5525, 236.8335);
        Body l1 = leader, f11 = f1;
        leaderByHand(l1);
        pursueOffsetByHand(f11, l1, kOffsets[0]);
        byhand::update(l1);
        byhand::update(f11);
        ORDER_SHOWS(f11, f);
    }
    for (int frame = 1; frame <= 2; ++frame) {
        leaderByHand(leader);
        pursueOffsetByHand(f1, leader, kOffsets[0]);
        byhand::update(leader);
        byhand::update(f1);
        w.step();
        if (frame == 1) {
            AS_WRITTEN(f1.p, 60.5039, 236.8638);
            AS_WRITTEN(f1.v, 0.5039, -3.1362);
        } else {
            AS_WRITTEN(f1.p, 61.5095, 234.5926);
            AS_WRITTEN(f1.v, 1.0056, -2.2712);
        }
        EXPECT_BODY(w, "leader", leader);
        EXPECT_BODY(w, "f1", f1);
    }
}

namespace {
struct Disc {
    P centre;
    double radius;
};
// The demo's obstacle field (core/scenarios.cpp).
const Disc kField[] = {{{120, 165}, 18}, {{125, 240}, 16}, {{170, 130}, 14}, {{180, 200}, 20},
                       {{170, 275}, 15}, {{225, 165}, 16}, {{230, 235}, 18}};

// 004's loop: for each obstacle within 40 of the player (r = vp - vo measured from the position at the
// start of the loop): u = r/|r|; d = |r|/radius; U = B/d^2.5 (A = 0, B = 20); dv = v + u·U; |dv| := 5; v = dv.
void lennardJonesByHand(Body& player)
{
    const P vp = player.p;
    for (const Disc& o : kField) {
        const P r = vp - o.centre;
        if (byhand::len(r) > 40)
            continue;
        const double d = byhand::len(r) / o.radius;
        const double U = 20 / std::pow(d, 2.5);
        const P dv = player.v + byhand::unit(r) * U;
        player.v = dv * (5 / byhand::len(dv));
    }
}

// The demo's frame: seek the pointer, v += truncate(F, 1), v = truncate(v, 5), 004's loop, p += v (no
// second truncation: the loop set |v| itself), bounce.
void lennardJonesFrame(Body& player)
{
    byhand::seek(player, {275, 200});
    player.v = byhand::truncated(player.v + byhand::truncated(player.F, byhand::kMaxForce), player.maxSpeed);
    player.F = {};
    lennardJonesByHand(player);
    player.p = player.p + player.v;
    byhand::edges(player);
}
} // namespace

void TstFrameOrders::lennardJones()
{
    // Lennard-Jones demo (004's loop; the demo around it is the project's): player (30,200) at rest,
    // maxSpeed 5, seeking the pointer (275,200); the nearest obstacle, (120,165) radius 18, is
    // |(30-120, 200-165)| = √9325 = 96.6 > 40 away, so no push in these frames.
    // Frame 1: v_d = 5·(1,0) = (5,0) = F, truncated (1,0); v = (1,0); p = (31,200)
    // Frame 2: F = (5,0) - (1,0) = (4,0), truncated (1,0); v = (2,0); p = (33,200)
    // lennardJonesOrderShows pins the order where the loop pushes.
    steer::World w = steer::makeWorld(steer::ScenarioId::LennardJones);
    Body player{{30, 200}, {0, 0}};
    player.maxSpeed = 5;
    for (int frame = 1; frame <= 2; ++frame) {
        lennardJonesFrame(player);
        w.step();
        AS_WRITTEN(player.p, frame == 1 ? 31 : 33, 200);
        AS_WRITTEN(player.v, frame, 0);
        EXPECT_BODY(w, "player", player);
    }
}

void TstFrameOrders::lennardJonesOrderShows()
{
    // The player dragged to (85,165), at rest: 35 px from the obstacle (120,165) (radius 18), within 40.
    // Frame 1
    //   seek: d = (190, 35), |d| = 193.1968, v_d = 5·d/|d| = (4.9173, 0.9058) = F, truncated (0.9835, 0.1812) = v
    //   004: r = (85-120, 165-165) = (-35, 0), |r| = 35 ≤ 40; u = (-1, 0); d = 35/18 = 1.9444;
    //        U = 20/1.9444^2.5 = 3.7935; dv = v + u·U = (-2.8101, 0.1812), |dv| = 2.8159; |dv| := 5:
    //        v = (-4.9896, 0.3217); p = (80.0104, 165.3217)
    //   Check of the order: with 004's loop before the seek's force is added, the push acts on v = 0:
    //   dv = (-3.7935, 0), v := (-5, 0); then F = (4.9173, 0.9058) - (-5, 0) = (9.9173, 0.9058), truncated
    //   (0.9959, 0.0910), v = (-4.0041, 0.0910): p = (80.9959, 165.0910).
    // Frame 2
    //   seek: d = (194.9896, 34.6783), |d| = 198.0494, v_d = (4.9228, 0.8755); F = v_d - v = (9.9124, 0.5538),
    //         |F| = 9.9279, truncated (0.9984, 0.0558); v = (-3.9912, 0.3775), |v| = 4.0090 ≤ 5
    //   004: r = (80.0104-120, 165.3217-165) = (-39.9896, 0.3217), |r| = 39.9909 ≤ 40; u = (-0.99997, 0.00804);
    //        d = 2.2217; U = 20/2.2217^2.5 = 2.7184; dv = (-6.7095, 0.3993), |dv| = 6.7213; |dv| := 5:
    //        v = (-4.9912, 0.2971); p = (75.0192, 165.6187)
    steer::World w = steer::makeWorld(steer::ScenarioId::LennardJones);
    w.vehicles[0].position = {85, 165};
    Body player{{85, 165}, {0, 0}};
    player.maxSpeed = 5;
    {
        Body p = player; // the loop first, then the seek's update
        lennardJonesByHand(p);
        byhand::seek(p, {275, 200});
        byhand::update(p);
        AS_WRITTEN(p.p, 80.9959, 165.0910);
        Body p1 = player;
        lennardJonesFrame(p1);
        ORDER_SHOWS(p1, p);
    }
    for (int frame = 1; frame <= 2; ++frame) {
        lennardJonesFrame(player);
        w.step();
        if (frame == 1) {
            AS_WRITTEN(player.p, 80.0104, 165.3217);
            AS_WRITTEN(player.v, -4.9896, 0.3217);
        } else {
            AS_WRITTEN(player.p, 75.0192, 165.6187);
            AS_WRITTEN(player.v, -4.9912, 0.2971);
        }
        EXPECT_BODY(w, "player", player);
    }
}

QTEST_APPLESS_MAIN(TstFrameOrders)
#include "tst_frame_orders.moc"
