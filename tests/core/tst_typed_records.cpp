// Typed records (issue #33): each call's record is a struct of the seed's variables
// (core/behaviours/<name>/record.h); nothing is recorded or read by name any more. Checked against
// numbers derived by hand from the seed formulas (the three cases below), and in every frame of every
// demo against the seed's own relations between the fields (F = v_d - v, dist = |target - p|, ...),
// against the items the overlay draws, and against the calls nested under them (pursue -> seek, ...).
#include "behaviours.h"
#include "scenarios.h"
#include "table_scenarios.h"
#include "test_budget.h"
#include "world.h"

#include <QtTest>

#include <algorithm>
#include <cmath>

#include <string>
#include <string_view>
#include <variant>
#include <vector>

using namespace steer;

namespace {
Vehicle vehicleAt(Vector2D p, Vector2D v)
{
    Vehicle out;
    out.position = p;
    out.velocity = v;
    return out;
}

bool same(double a, double b) { return a == b || (std::isnan(a) && std::isnan(b)); }
bool same(Vector2D a, Vector2D b) { return same(a.x, b.x) && same(a.y, b.y); }
// Equal up to rounding: a relation recomputed here in another order of operations.
bool near(double a, double b) { return std::abs(a - b) <= 1e-9 * std::max({1.0, std::abs(a), std::abs(b)}); }
bool near(Vector2D a, Vector2D b) { return near(a.x, b.x) && near(a.y, b.y); }
std::string str(Vector2D v) { return "(" + std::to_string(v.x) + ", " + std::to_string(v.y) + ")"; }

// The checks of one record: a relation of the seed's, or a field against the item the overlay draws
// (found by its kind, never by its name).
struct Check {
    const VehicleExplanation& ex;
    std::size_t index;
    std::string where;
    const BehaviourRecord& r() const { return ex.calls[index]; }
    void that(bool ok, const std::string& what) const { QVERIFY2(ok, (where + ": " + what).c_str()); }
    void eq(double got, double want, const char* what) const
    {
        that(near(got, want), std::string(what) + " " + std::to_string(got) + ", expected " + std::to_string(want));
    }
    void eq(Vector2D got, Vector2D want, const char* what) const
    {
        that(near(got, want), std::string(what) + " " + str(got) + ", expected " + str(want));
    }
    const Item* item(ItemKind k) const
    {
        const Item* i = r().firstItem(k);
        that(i != nullptr, "no item of kind " + std::string(itemKindId(k)));
        return i;
    }
    void vec(ItemKind k, Vector2D typed) const
    {
        if (const Item* i = item(k))
            that(same(i->vec, typed), "the drawn " + std::string(itemKindId(k)) + " " + str(i->vec) + ", typed " + str(typed));
    }
    void origin(ItemKind k, Vector2D typed) const
    {
        if (const Item* i = item(k))
            that(same(i->origin, typed), "the drawn " + std::string(itemKindId(k)) + " at " + str(i->origin) + ", typed " + str(typed));
    }
    // The calls nested directly under this one.
    std::vector<const BehaviourRecord*> children() const
    {
        std::vector<const BehaviourRecord*> out;
        for (const BehaviourRecord& c : ex.calls)
            if (c.parent == int(index))
                out.push_back(&c);
        return out;
    }
    const BehaviourRecord* onlyChild(Behaviour b) const
    {
        const auto kids = children();
        that(kids.size() == 1 && kids[0]->behaviour == b, "expected one nested " + std::string(behaviourId(b)));
        return kids.size() == 1 && kids[0]->behaviour == b ? kids[0] : nullptr;
    }
};

// seek()/flee() (001): desiredVelocity = normalize(target - _position) * maxSpeed,
// force = desiredVelocity - _velocity.
void desiredAndForce(const Check& c, Vector2D position, Vector2D target, Vector2D velocity, double speed,
                     Vector2D desired, Vector2D force)
{
    c.eq(desired, (target - position).normalized() * speed, "desiredVelocity = normalize(target - position) * speed");
    c.eq(force, desired - velocity, "force = desiredVelocity - velocity");
}

void compare(const VehicleExplanation& ex, std::size_t index, const std::string& where)
{
    const BehaviourRecord& r = ex.calls[index];
    const Check c{ex, index, where + " " + std::string(behaviourId(r.behaviour))};
    const BehaviourRecord* parent = r.parent >= 0 ? &ex.calls[std::size_t(r.parent)] : nullptr;
    switch (r.behaviour) {
    case Behaviour::Seek: {
        const auto& d = r.as<SeekRecord>();
        desiredAndForce(c, d.position, d.target, d.velocity, d.maxSpeed, d.desiredVelocity, d.force);
        c.origin(ItemKind::Target, d.target), c.origin(ItemKind::Velocity, d.position), c.vec(ItemKind::Velocity, d.velocity);
        c.vec(ItemKind::DesiredVelocity, d.desiredVelocity), c.vec(ItemKind::SteeringForce, d.force);
        break;
    }
    case Behaviour::Flee: {
        // flee() (001): the same force as seek, subtracted: _steeringForce.subtract(force).
        const auto& d = r.as<FleeRecord>();
        desiredAndForce(c, d.position, d.target, d.velocity, d.maxSpeed, d.desiredVelocity, d.force);
        c.eq(d.appliedForce, -d.force, "appliedForce = -force");
        c.origin(ItemKind::Target, d.target), c.origin(ItemKind::Velocity, d.position), c.vec(ItemKind::Velocity, d.velocity);
        c.vec(ItemKind::DesiredVelocity, d.desiredVelocity), c.vec(ItemKind::FleeForce, d.force);
        c.vec(ItemKind::SteeringForce, d.appliedForce);
        break;
    }
    case Behaviour::Arrive: {
        // arrive() (001): dist = _position.dist(target); speed = maxSpeed outside arrivalThreshold,
        // maxSpeed * dist / arrivalThreshold inside it.
        const auto& d = r.as<ArriveRecord>();
        c.eq(d.dist, (d.target - d.position).length(), "dist = |target - position|");
        c.that(d.slowing == !(d.dist > d.arrivalThreshold), "slowing = dist <= arrivalThreshold");
        c.eq(d.speed, d.slowing ? d.maxSpeed * d.dist / d.arrivalThreshold : d.maxSpeed, "speed");
        desiredAndForce(c, d.position, d.target, d.velocity, d.speed, d.desiredVelocity, d.force);
        c.origin(ItemKind::Target, d.target), c.vec(ItemKind::Velocity, d.velocity);
        c.vec(ItemKind::DesiredVelocity, d.desiredVelocity), c.vec(ItemKind::SteeringForce, d.force);
        if (const Item* circle = c.item(ItemKind::ArrivalCircle))
            c.eq(circle->radius, d.arrivalThreshold, "the drawn arrival circle's radius");
        break;
    }
    case Behaviour::Pursue: {
        // pursue() (001): lookAheadTime = dist / maxSpeed (book; 003 adds the target's speed),
        // predictedTarget = target.position + target.velocity * lookAheadTime; 003 first seeks the
        // target itself when it is ahead (toTarget . heading > 0) and faces back (heading . its heading < -0.95).
        const auto& d = r.as<PursueRecord>();
        if (d.headOnTested)
            c.that(d.headOn == (d.toTargetDotHeading > 0 && d.headingDotTargetHeading < -0.95), "headOn");
        else
            c.that(!d.headOn, "headOn without the head-on test");
        c.origin(ItemKind::PredictedTarget, d.predictedTarget);
        if (d.headOn) {
            c.that(same(d.predictedTarget, d.targetPosition), "head-on: the target itself");
        } else {
            c.eq(d.dist, (d.targetPosition - d.position).length(), "dist = |target.position - position|");
            c.that(d.lookAheadTime >= 0, "lookAheadTime >= 0");
            c.eq((d.predictedTarget - d.targetPosition).length(), d.targetSpeed * d.lookAheadTime,
                 "|predictedTarget - target.position| = |target.velocity| * lookAheadTime");
            c.origin(ItemKind::LookAhead, d.targetPosition);
        }
        if (const BehaviourRecord* seek = c.onlyChild(Behaviour::Seek))
            c.that(same(seek->as<SeekRecord>().target, d.predictedTarget), "the nested seek heads for predictedTarget");
        break;
    }
    case Behaviour::Evade: {
        // evade() (001): as pursue, and flee from the predicted point.
        const auto& d = r.as<EvadeRecord>();
        c.eq(d.dist, (d.targetPosition - d.position).length(), "dist = |target.position - position|");
        c.that(d.lookAheadTime >= 0, "lookAheadTime >= 0");
        c.eq((d.predictedTarget - d.targetPosition).length(), d.targetSpeed * d.lookAheadTime,
             "|predictedTarget - target.position| = |target.velocity| * lookAheadTime");
        c.origin(ItemKind::PredictedTarget, d.predictedTarget), c.origin(ItemKind::LookAhead, d.targetPosition);
        if (const BehaviourRecord* flee = c.onlyChild(Behaviour::Flee))
            c.that(same(flee->as<FleeRecord>().target, d.predictedTarget), "the nested flee runs from predictedTarget");
        break;
    }
    case Behaviour::Wander: {
        // wander() (002): center = normalize(velocity) * wanderDistance, offset of length wanderRadius
        // at wanderAngle, force = center + offset; then wanderAngle += random * wanderRange -
        // wanderRange * 0.5 (000/001 print random - 0.5 * wanderRange).
        const auto& d = r.as<WanderRecord>();
        c.eq(d.force, d.center + d.offset, "force = center + offset");
        if (d.velocity.length() > 0)
            c.eq(d.center, d.velocity.normalized() * d.wanderDistance, "center = normalize(velocity) * wanderDistance");
        c.eq(d.offset.length(), d.wanderRadius, "|offset| = wanderRadius");
        if (d.wanderRadius > 0)
            c.eq(d.offset, Vector2D(std::cos(d.wanderAngle), std::sin(d.wanderAngle)) * d.wanderRadius, "offset at wanderAngle");
        c.that(d.random >= 0 && d.random < 1, "random in [0, 1)");
        c.that(near(d.step, d.random * d.wanderRange - d.wanderRange * 0.5) || near(d.step, d.random - 0.5 * d.wanderRange),
               "step from random and wanderRange");
        c.eq(d.nextWanderAngle, d.wanderAngle + d.step, "nextWanderAngle = wanderAngle + step");
        c.vec(ItemKind::Velocity, d.velocity), c.vec(ItemKind::WanderCenter, d.center);
        c.vec(ItemKind::WanderOffset, d.offset), c.origin(ItemKind::WanderOffset, d.position + d.center);
        c.vec(ItemKind::SteeringForce, d.force);
        break;
    }
    case Behaviour::Avoid: {
        // avoid() (001): every circle is behind (dotProd <= 0) or ahead and tested; each hit adds its
        // force and multiplies the velocity by its ratio.
        const auto& d = r.as<AvoidRecord>();
        c.that(d.circles == d.ahead + d.behind, "circles = ahead + behind");
        int tested = 0, hits = 0;
        Vector2D force;
        Vector2D velocity = d.velocity;
        for (const BehaviourRecord* k : c.children()) {
            c.that(k->behaviour == Behaviour::AvoidCircle, "a nested call that is not a circle");
            const auto& circle = k->as<AvoidCircleRecord>();
            ++tested;
            if (circle.hit) {
                ++hits;
                force = force + circle.force;
                velocity = velocity * circle.ratio;
            }
        }
        c.that(tested == d.ahead, "one circle record per circle ahead");
        c.that(hits == d.hits, "hits = the circles hit");
        c.eq(d.force, force, "force = the sum of the circles' forces");
        c.eq(d.brakedVelocity, velocity, "brakedVelocity = velocity * each hit's ratio");
        if (d.velocity.length() > 0)
            c.eq(d.feeler, d.velocity.normalized() * d.avoidDistance, "feeler = heading * avoidDistance");
        c.vec(ItemKind::Velocity, d.velocity), c.vec(ItemKind::Feeler, d.feeler);
        if (d.hits > 0)
            c.vec(ItemKind::SteeringForce, d.force), c.vec(ItemKind::Brake, d.brakedVelocity);
        else
            c.that(!r.firstItem(ItemKind::SteeringForce) && !r.firstItem(ItemKind::Brake), "no force drawn without a hit");
        break;
    }
    case Behaviour::AvoidCircle: {
        // avoid() (001), one circle: difference = circle.position - position, dotProd = difference .
        // heading (> 0: ahead), projection = heading * dotProd, dist = |projection - difference|;
        // hit when dist < radius + avoidBuffer and |projection| < |feeler|. Then the force is the
        // heading * maxSpeed turned 90° (sign) and scaled by 1 - ratio, ratio = |projection| / |feeler|,
        // and the velocity is multiplied by ratio.
        const auto& d = r.as<AvoidCircleRecord>();
        c.that(parent && parent->behaviour == Behaviour::Avoid, "a circle outside avoid");
        if (!parent)
            break;
        const auto& sum = parent->as<AvoidRecord>();
        const Vector2D heading = d.feeler.normalized();
        c.eq(d.feeler.length(), sum.avoidDistance, "|feeler| = avoidDistance");
        c.eq(d.difference, d.circleCentre - d.position, "difference = circle.position - position");
        c.eq(d.dotProd, d.difference.dotProd(heading), "dotProd = difference . heading");
        c.that(d.dotProd > 0, "only circles ahead are tested");
        c.eq(d.projection, heading * d.dotProd, "projection = heading * dotProd");
        c.eq(d.dist, (d.projection - d.difference).length(), "dist = |projection - difference|");
        c.eq(d.feelerLength, d.feeler.length(), "feelerLength"), c.eq(d.projectionLength, d.projection.length(), "projectionLength");
        c.that(d.nearFeeler == (d.dist < d.radius + d.avoidBuffer), "distTest: dist < radius + avoidBuffer");
        c.that(d.withinReach == (d.projectionLength < d.feelerLength), "reachTest: |projection| < |feeler|");
        c.that(d.hit == (d.nearFeeler && d.withinReach), "hit = both tests");
        c.that(d.circle >= 0 && d.circle < sum.circles, "circle index");
        c.eq(d.avoidBuffer, sum.avoidBuffer, "avoidBuffer as the summary's");
        c.vec(ItemKind::Difference, d.difference), c.vec(ItemKind::Feeler, d.feeler), c.vec(ItemKind::Projection, d.projection);
        if (const Item* buffer = c.item(ItemKind::BufferCircle)) {
            c.eq(buffer->radius, d.radius + d.avoidBuffer, "the drawn buffer circle's radius");
            c.that(same(buffer->origin, d.circleCentre), "the buffer circle around the circle");
        }
        if (d.hit) {
            c.that(d.sign == 1 || d.sign == -1, "sign");
            // setAngle(angle + sign * 90°) of heading * maxSpeed: (-h.y, h.x) * sign * maxSpeed.
            c.eq(d.turned, Vector2D(-heading.y, heading.x) * (d.sign * sum.maxSpeed), "turned = heading * maxSpeed turned 90°");
            c.eq(d.ratio, d.projectionLength / d.feelerLength, "ratio = |projection| / |feeler|");
            c.eq(d.force, d.turned * (1.0 - d.ratio), "force = turned * (1 - ratio)");
            c.eq(d.brakedVelocity, d.velocity * d.ratio, "brakedVelocity = velocity * ratio");
            c.vec(ItemKind::SteeringForce, d.force), c.vec(ItemKind::Velocity, d.velocity), c.vec(ItemKind::Brake, d.brakedVelocity);
        } else {
            c.that(!r.firstItem(ItemKind::SteeringForce), "a force drawn for a circle missed");
        }
        break;
    }
    case Behaviour::FollowPath: {
        // followPath() (002): steer at path[_pathIndex]; within pathThreshold the index advances
        // (back to 0 on a loop); the last waypoint of an open path is arrived at, the others sought.
        const auto& d = r.as<FollowPathRecord>();
        const int last = d.pathLength - 1;
        c.that(d.pathIndex >= 0 && d.pathIndex <= last, "pathIndex within the path");
        c.eq(d.dist, (d.wayPoint - d.position).length(), "dist = |wayPoint - position|");
        const int next = !(d.dist < d.pathThreshold) ? d.pathIndex : d.pathIndex < last ? d.pathIndex + 1 : d.loop ? 0 : d.pathIndex;
        c.that(d.nextPathIndex == next, "nextPathIndex " + std::to_string(d.nextPathIndex) + ", expected " + std::to_string(next));
        c.that(d.arriving == (d.nextPathIndex >= last && !d.loop), "arriving");
        c.origin(ItemKind::Waypoint, d.wayPoint);
        if (const Item* circle = c.item(ItemKind::PathThresholdCircle))
            c.eq(circle->radius, d.pathThreshold, "the drawn threshold circle's radius");
        if (const BehaviourRecord* k = c.onlyChild(d.arriving ? Behaviour::Arrive : Behaviour::Seek))
            c.that(same(d.arriving ? k->as<ArriveRecord>().target : k->as<SeekRecord>().target, d.wayPoint),
                   "the nested call steers at wayPoint");
        break;
    }
    case Behaviour::Flock: {
        // flock() (002): a neighbour in sight within inSightDist; one flee per neighbour closer than
        // tooCloseDist; averagePosition = the sum of the positions in sight / inSightCount, sought.
        const auto& d = r.as<FlockRecord>();
        QCOMPARE(d.inSight.size(), std::size_t(d.inSightCount));
        std::size_t links = 0;
        for (const Item& i : r.items)
            if (i.kind == ItemKind::NeighbourLink) {
                QVERIFY(links < d.inSight.size());
                QVERIFY(same(i.origin + i.vec, d.inSight[links]) || same(i.vec, d.inSight[links] - d.position));
                ++links;
            }
        QCOMPARE(links, d.inSight.size());
        Vector2D sum;
        for (Vector2D p : d.inSight) {
            c.that(p.dist(d.position) <= d.inSightDist * (1 + 1e-12), "a neighbour in sight beyond inSightDist");
            sum = sum + p;
        }
        int flees = 0, seeks = 0;
        Vector2D separation;
        for (const BehaviourRecord* k : c.children()) {
            if (k->behaviour == Behaviour::Flee) {
                const auto& flee = k->as<FleeRecord>();
                c.that(flee.target.dist(d.position) < d.tooCloseDist * (1 + 1e-12), "a flee from beyond tooCloseDist");
                separation = separation + flee.appliedForce;
                ++flees;
            } else if (k->behaviour == Behaviour::Seek) {
                c.that(same(k->as<SeekRecord>().target, d.averagePosition), "cohesion seeks averagePosition");
                ++seeks;
            }
        }
        c.that(flees == d.tooCloseCount, "one flee per neighbour too close");
        c.that(d.tooCloseCount <= d.inSightCount, "tooCloseCount <= inSightCount");
        c.eq(d.separation, separation, "separation = the sum of the flees' applied forces");
        if (const Item* cone = c.item(ItemKind::InSightCone))
            c.eq(cone->radius, d.inSightDist, "the drawn sight cone's radius");
        if (const Item* circle = c.item(ItemKind::TooCloseCircle))
            c.eq(circle->radius, d.tooCloseDist, "the drawn too-close circle's radius");
        if (d.tooCloseCount > 0)
            c.vec(ItemKind::SeparationSum, d.separation);
        c.that(seeks == (d.inSightCount > 0 ? 1 : 0), "one cohesion seek when a neighbour is in sight");
        if (d.inSightCount > 0) {
            c.eq(d.averagePosition, sum / d.inSightCount, "averagePosition = sum of positions / inSightCount");
            // alignment = averageVelocity - velocity, added as computed (002), dropped (000/001), or
            // -averageVelocity (003).
            c.that(d.alignmentAdded ? (same(d.alignmentApplied, d.alignment) || same(d.alignmentApplied, -d.averageVelocity))
                                    : same(d.alignmentApplied, Vector2D()),
                   "alignmentApplied from the variant");
            c.origin(ItemKind::AveragePosition, d.averagePosition), c.vec(ItemKind::AverageVelocity, d.averageVelocity);
            c.vec(ItemKind::Alignment, d.alignment), c.vec(ItemKind::SteeringForce, d.alignmentApplied);
        }
        break;
    }
    case Behaviour::OffsetPursuit: {
        // offsetPursuit() (003): the offset turned into the leader's frame, offsetTargetPos =
        // leader.position + localOffset, lookAheadTime = dist / (maxSpeed + |leader.velocity|),
        // predictedTarget = offsetTargetPos + leader.velocity * lookAheadTime, arrived at.
        const auto& d = r.as<OffsetPursuitRecord>();
        c.eq(d.heading.length(), 1.0, "|heading| = 1"), c.eq(d.side.length(), 1.0, "|side| = 1");
        c.eq(d.heading.dotProd(d.side), 0.0, "side perpendicular to heading");
        c.eq(d.localOffset, Vector2D(d.side.x * d.offset.x + d.side.y * d.offset.y, d.heading.x * d.offset.x + d.heading.y * d.offset.y),
             "localOffset as 003 prints it");
        c.eq(d.offsetTargetPos, d.leaderPosition + d.localOffset, "offsetTargetPos = leader.position + localOffset");
        c.eq(d.dist, (d.offsetTargetPos - d.position).length(), "dist = |offsetTargetPos - position|");
        c.origin(ItemKind::OffsetPoint, d.offsetTargetPos), c.origin(ItemKind::PredictedTarget, d.predictedTarget);
        c.origin(ItemKind::LookAhead, d.offsetTargetPos);
        int axes = 0;
        for (const Item& i : r.items)
            if (i.kind == ItemKind::LocalFrame) {
                c.that(same(i.vec, d.heading * 30) || same(i.vec, d.side * 30), "a drawn axis of the leader's frame");
                ++axes;
            }
        c.that(axes == 2, "two axes drawn");
        if (const BehaviourRecord* k = c.onlyChild(Behaviour::Arrive)) {
            const auto& arrive = k->as<ArriveRecord>();
            c.that(same(arrive.target, d.predictedTarget), "the nested arrive heads for predictedTarget");
            // |leader.velocity| * t = |predictedTarget - offsetTargetPos|, so t * maxSpeed + that = dist
            // (t is 0 when both speeds are: nothing to check then).
            if (arrive.maxSpeed > 0)
                c.eq(d.lookAheadTime * arrive.maxSpeed + (d.predictedTarget - d.offsetTargetPos).length(), d.dist,
                     "lookAheadTime = dist / (maxSpeed + |leader.velocity|)");
        }
        break;
    }
    case Behaviour::LennardJones: {
        // lennardJones() (004): one push per obstacle within the cut-off, each from the velocity the
        // previous one left.
        const auto& d = r.as<LennardJonesRecord>();
        int pushes = 0;
        Vector2D velocity = d.velocity;
        for (const BehaviourRecord* k : c.children()) {
            c.that(k->behaviour == Behaviour::LennardJonesPush, "a nested call that is not a push");
            const auto& push = k->as<LennardJonesPushRecord>();
            c.that(same(push.velocity, velocity), "a push starts from the previous push's dv");
            velocity = push.dv;
            ++pushes;
        }
        c.that(pushes == d.pushes, "pushes = the push records");
        c.that(d.pushes <= d.obstacles, "pushes <= obstacles");
        int circles = 0;
        for (const Item& i : r.items)
            if (i.kind == ItemKind::CutoffCircle) {
                c.eq(i.radius, d.cutoff, "a drawn cut-off circle's radius");
                ++circles;
            }
        c.that(circles == d.obstacles, "one cut-off circle per obstacle");
        c.vec(ItemKind::Velocity, d.velocity);
        break;
    }
    case Behaviour::LennardJonesPush: {
        // One push (004): r = position - obstacle.position, d = |r| / radius,
        // U = -A / d^n + B / d^m, u = r / |r| * U, dv = velocity + u with |dv| = speed.
        const auto& d = r.as<LennardJonesPushRecord>();
        c.that(parent && parent->behaviour == Behaviour::LennardJones, "a push outside lennardJones");
        if (!parent)
            break;
        const auto& lj = parent->as<LennardJonesRecord>();
        c.eq(d.r, d.position - d.obstaclePosition, "r = position - obstacle.position");
        c.eq(d.rLength, d.r.length(), "rLength = |r|");
        c.that(!(d.rLength > d.cutoff), "pushed from beyond the cut-off");
        c.eq(d.d, d.rLength / d.radius, "d = |r| / radius");
        const double dd = std::max(d.d, 1e-6);
        c.eq(d.U, std::clamp(-lj.A / std::pow(dd, lj.n) + lj.B / std::pow(dd, lj.m), -1e9, 1e9), "U = -A/d^n + B/d^m");
        c.eq(d.u, d.r.normalized() * d.U, "u = r / |r| * U");
        c.eq(d.vPlusU, d.velocity + d.u, "vPlusU = velocity + u");
        c.eq(d.dv.length(), d.speed, "|dv| = speed");
        if (d.vPlusU.length() > 0)
            c.eq(d.dv, d.vPlusU.normalized() * d.speed, "dv along velocity + u");
        c.that(d.obstacle >= 0 && d.obstacle < lj.obstacles, "obstacle index");
        c.eq(d.cutoff, lj.cutoff, "cutoff as lennardJones's"), c.eq(d.speed, lj.speed, "speed as lennardJones's");
        c.vec(ItemKind::Difference, d.r), c.origin(ItemKind::Difference, d.obstaclePosition), c.vec(ItemKind::Push, d.u);
        c.vec(ItemKind::Velocity, d.velocity), c.vec(ItemKind::VelocityPlusPush, d.vPlusU), c.vec(ItemKind::FixedSpeedVelocity, d.dv);
        break;
    }
    }
}

// forEachNumber lists the numbers the compare pane and the fuzzer show, under the seed's names, in
// the order the behaviours recorded them by name before the names went (issue #33): the pane's rows
// keep their keys and their order.
std::string expectedNames(const BehaviourRecord& r)
{
    switch (r.behaviour) {
    case Behaviour::Seek:
    case Behaviour::Flee: return "maxSpeed";
    case Behaviour::Arrive: return "dist arrivalThreshold maxSpeed speed slowing";
    case Behaviour::Pursue: {
        const auto& d = r.as<PursueRecord>();
        std::string s = d.headOnTested ? "toTargetDotHeading headingDotTargetHeading headOn" : "";
        if (!d.headOn)
            s += std::string(s.empty() ? "" : " ") + "dist lookAheadTime targetSpeed";
        return s;
    }
    case Behaviour::Evade: return "dist lookAheadTime targetSpeed";
    case Behaviour::Wander: return "wanderAngle random step nextWanderAngle wanderDistance wanderRadius wanderRange";
    case Behaviour::Avoid: return "circles ahead behind hits feelerLength avoidBuffer maxSpeed";
    case Behaviour::AvoidCircle:
        return std::string("circle dotProd feelerLength projectionLength dist radius avoidBuffer distTest reachTest hit") +
               (r.as<AvoidCircleRecord>().hit ? " sign turnedX turnedY ratio" : "");
    case Behaviour::FollowPath: return "pathIndex nextPathIndex dist pathThreshold pathLength loop arriving";
    case Behaviour::Flock:
        return std::string("inSightCount tooCloseCount inSightDist tooCloseDist") +
               (r.as<FlockRecord>().inSightCount > 0 ? " alignmentApplied" : "");
    case Behaviour::OffsetPursuit: return "offsetX offsetY localOffsetX localOffsetY dist lookAheadTime";
    case Behaviour::LennardJones: return "obstacles pushes A B n m cutoff speed";
    case Behaviour::LennardJonesPush: return "obstacle rLength cutoff radius d U speed";
    }
    return {};
}

void listedNumbersMatch(const BehaviourRecord& r, const std::string& where)
{
    std::string listed;
    std::visit([&](const auto& d) {
        d.forEachNumber([&](const char* name, double v) {
            listed += (listed.empty() ? "" : " ") + std::string(name);
            QVERIFY2(std::isfinite(v), (where + ": " + name + " not finite").c_str());
        });
    }, r.data);
    const std::string want = expectedNames(r);
    QVERIFY2(listed == want, (where + ": listed '" + listed + "', expected '" + want + "'").c_str());
}

// firstItem(kind) is the item of that kind: a behaviour records one of each, except the kinds it
// repeats (the leader's two axes, one link per neighbour, one cut-off circle per obstacle).
void oneItemPerKind(const BehaviourRecord& r, const std::string& where)
{
    for (const Item& i : r.items) {
        if (i.kind == ItemKind::LocalFrame || i.kind == ItemKind::NeighbourLink || i.kind == ItemKind::CutoffCircle)
            continue;
        QVERIFY2(r.firstItem(i.kind) == &i, (where + ": two items of kind " + std::string(itemKindId(i.kind))).c_str());
    }
}
} // namespace

class TstTypedRecords : public QObject {
    Q_OBJECT
private slots:
    // SeekTest's formulas by hand: p = (100, 100), v = (1, 0), target (400, 500), maxSpeed 10.
    // target - p = (300, 400), |.| = 500, normalize -> (0.6, 0.8), * 10 -> v_d = (6, 8),
    // F = v_d - v = (5, 8). Every step is exact in binary floating point except 0.6 and 0.8, which
    // the same division gives on both sides.
    void seekByHand()
    {
        Vehicle v = vehicleAt({100, 100}, {1, 0});
        VehicleExplanation ex;
        seek(v, {400, 500}, SteerContext{Variants{}, &ex});
        QCOMPARE(ex.calls.size(), std::size_t(1));
        const auto& d = ex.calls[0].as<SeekRecord>();
        QCOMPARE(d.position, Vector2D(100, 100));
        QCOMPARE(d.target, Vector2D(400, 500));
        QCOMPARE(d.desiredVelocity, Vector2D(300.0 / 500.0 * 10, 400.0 / 500.0 * 10));
        QCOMPARE(d.force, Vector2D(300.0 / 500.0 * 10 - 1, 400.0 / 500.0 * 10));
        QCOMPARE(d.maxSpeed, 10.0);
    }

    // ArriveTest inside the threshold: p = (0, 0), v = 0, target (30, 40): dist 50 <= 100, so
    // speed = maxSpeed * dist / arrivalThreshold = 10 * 50 / 100 = 5, v_d = (0.6, 0.8) * 5 = (3, 4) = F.
    void arriveByHand()
    {
        Vehicle v = vehicleAt({0, 0}, {0, 0});
        VehicleExplanation ex;
        arrive(v, {30, 40}, SteerContext{Variants{}, &ex});
        const auto& d = ex.calls[0].as<ArriveRecord>();
        QCOMPARE(d.dist, 50.0);
        QVERIFY(d.slowing);
        QCOMPARE(d.speed, 5.0);
        QCOMPARE(d.desiredVelocity, Vector2D(30.0 / 50.0 * 5, 40.0 / 50.0 * 5));
        QCOMPARE(d.force, d.desiredVelocity);
    }

    // Pursue (book): the pursuer at (0, 0), maxSpeed 10; the target at (100, 0) moving (0, 5).
    // dist = 100, lookAheadTime = 100 / 10 = 10, predictedTarget = (100, 0) + (0, 5) * 10 = (100, 50);
    // the nested seek heads there.
    void pursueByHand()
    {
        Vehicle v = vehicleAt({0, 0}, {0, 0});
        const Vehicle target = vehicleAt({100, 0}, {0, 5});
        VehicleExplanation ex;
        pursue(v, target, SteerContext{Variants{}, &ex});
        QCOMPARE(ex.calls.size(), std::size_t(2));
        const auto& d = ex.calls[0].as<PursueRecord>();
        QVERIFY(!d.headOnTested);
        QCOMPARE(d.dist, 100.0);
        QCOMPARE(d.lookAheadTime, 10.0);
        QCOMPARE(d.predictedTarget, Vector2D(100, 50));
        QCOMPARE(ex.calls[1].parent, 0);
        QCOMPARE(ex.calls[1].as<SeekRecord>().target, Vector2D(100, 50));
    }

    // Every record of every demo: the typed fields obey the seed's relations and agree with the items
    // drawn and the calls nested, the record lists its numbers under the names the panes show, and
    // holds one item of each kind it draws once.
    void typedFieldsFollowTheSeedFormulas()
    {
        const int frames = steer_test::frames(200, 40);
        int records = 0;
        for (const ScenarioInfo& s : steer_test::tableScenarios()) {
            for (const char* lookahead : {"book", "cocos"}) {
                ScenarioSetup setup;
                setup.id = s.id;
                if (setVariant(setup.variants, "lookahead", lookahead))
                    qFatal("unknown variant");
                World w;
                if (const auto err = buildWorld(setup, w))
                    qFatal("set-up refused: %s", err->c_str());
                for (int f = 0; f < frames; ++f) {
                    w.step();
                    for (const VehicleExplanation& ex : w.explanations)
                        for (std::size_t i = 0; i < ex.calls.size(); ++i) {
                            const BehaviourRecord& r = ex.calls[i];
                            QCOMPARE(r.data.index(), std::size_t(r.behaviour));
                            const std::string where = std::string(s.key) + " frame " + std::to_string(f + 1);
                            compare(ex, i, where);
                            listedNumbersMatch(r, where + " " + std::string(behaviourId(r.behaviour)));
                            oneItemPerKind(r, where + " " + std::string(behaviourId(r.behaviour)));
                            if (QTest::currentTestFailed())
                                return;
                            ++records;
                        }
                }
            }
        }
        qInfo("%d records compared", records);
        QVERIFY(records > 10000);
    }
};

QTEST_APPLESS_MAIN(TstTypedRecords)
#include "tst_typed_records.moc"
