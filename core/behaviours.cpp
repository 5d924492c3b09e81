#include "behaviours.h"

#include "distance_threshold.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <vector>

namespace steer {

namespace {
// Look-ahead time of pursue/evade/pursueOffset. A vehicle that cannot move (maxSpeed 0 and a still
// target) predicts no time ahead instead of dividing by zero.
double lookAheadTime(double dist, double maxSpeed, const Vehicle& target, LookAhead variant)
{
    const double denominator = variant == LookAhead::Cocos ? maxSpeed + target.velocity.length() : maxSpeed;
    return denominator > 0.0 ? dist / denominator : 0.0;
}

Vector2D desiredTowards(const Vehicle& v, Vector2D target)
{
    Vector2D desired = target.subtract(v.position);
    desired.normalize();
    return desired;
}
} // namespace

void seek(Vehicle& v, Vector2D target, const SteerContext& c, int parent)
{
    CallRecorder r(c.ex, Behaviour::Seek, parent);
    Vector2D desiredVelocity = desiredTowards(v, target);
    desiredVelocity = desiredVelocity.multiply(v.params.maxSpeed);
    const Vector2D force = desiredVelocity.subtract(v.velocity);
    v.steeringForce = v.steeringForce.add(force);
    if (r) {
        r.point(ItemKind::Target, "target", target);
        r.arrow(ItemKind::Velocity, "velocity", v.position, v.velocity);
        r.arrow(ItemKind::DesiredVelocity, "desiredVelocity", v.position, desiredVelocity);
        r.arrow(ItemKind::SteeringForce, "force", v.position, force);
        r.number("maxSpeed", v.params.maxSpeed);
    }
}

void flee(Vehicle& v, Vector2D target, const SteerContext& c, int parent)
{
    CallRecorder r(c.ex, Behaviour::Flee, parent);
    Vector2D desiredVelocity = desiredTowards(v, target);
    desiredVelocity = desiredVelocity.multiply(v.params.maxSpeed);
    const Vector2D force = desiredVelocity.subtract(v.velocity);
    // The only difference from seek: the force is subtracted.
    v.steeringForce = v.steeringForce.subtract(force);
    if (r) {
        r.point(ItemKind::Target, "target", target);
        r.arrow(ItemKind::Velocity, "velocity", v.position, v.velocity);
        r.arrow(ItemKind::DesiredVelocity, "desiredVelocity", v.position, desiredVelocity);
        // As in the seeds: force = desiredVelocity - velocity, then _steeringForce -= force. The
        // overlay's F arrow is what is applied, -force; "force" itself is drawn as its own kind.
        r.arrow(ItemKind::FleeForce, "force", v.position, force);
        r.arrow(ItemKind::SteeringForce, "appliedForce", v.position, -force);
        r.number("maxSpeed", v.params.maxSpeed);
    }
}

void arrive(Vehicle& v, Vector2D target, const SteerContext& c, int parent)
{
    CallRecorder r(c.ex, Behaviour::Arrive, parent);
    Vector2D desiredVelocity = desiredTowards(v, target);
    const double dist = v.position.dist(target);
    const bool outside = dist > v.params.arrivalThreshold;
    const double speed = outside ? v.params.maxSpeed : v.params.maxSpeed * dist / v.params.arrivalThreshold;
    desiredVelocity = desiredVelocity.multiply(speed);
    const Vector2D force = desiredVelocity.subtract(v.velocity);
    v.steeringForce = v.steeringForce.add(force);
    if (r) {
        r.point(ItemKind::Target, "target", target);
        r.circle(ItemKind::ArrivalCircle, "arrivalThreshold", target, v.params.arrivalThreshold);
        r.arrow(ItemKind::Velocity, "velocity", v.position, v.velocity);
        r.arrow(ItemKind::DesiredVelocity, "desiredVelocity", v.position, desiredVelocity);
        r.arrow(ItemKind::SteeringForce, "force", v.position, force);
        r.number("dist", dist);
        r.number("arrivalThreshold", v.params.arrivalThreshold);
        r.number("maxSpeed", v.params.maxSpeed);
        r.number("speed", speed);
        r.number("slowing", outside ? 0.0 : 1.0);
    }
}

void pursue(Vehicle& v, const Vehicle& target, const SteerContext& c, int parent)
{
    CallRecorder r(c.ex, Behaviour::Pursue, parent);
    const double dist = v.position.dist(target.position);
    if (c.variants.lookAhead == LookAhead::Cocos) {
        // 003: "face to face, right in front: fly straight at it".
        const Vector2D toTarget = target.position.subtract(v.position);
        const Vector2D heading = v.heading();
        const double ahead = toTarget.dotProd(heading);
        const double facing = heading.dotProd(target.heading());
        r.number("toTargetDotHeading", ahead);
        r.number("headingDotTargetHeading", facing);
        if (ahead > 0 && facing < -0.95) {
            r.number("headOn", 1.0);
            r.point(ItemKind::PredictedTarget, "predictedTarget", target.position);
            seek(v, target.position, c, r.index());
            return;
        }
        r.number("headOn", 0.0);
    }
    const double t = lookAheadTime(dist, v.params.maxSpeed, target, c.variants.lookAhead);
    const Vector2D predictedTarget = target.position.add(target.velocity.multiply(t));
    if (r) {
        r.number("dist", dist);
        r.number("lookAheadTime", t);
        r.number("targetSpeed", target.velocity.length());
        r.segment(ItemKind::LookAhead, "lookAhead", target.position, predictedTarget);
        r.point(ItemKind::PredictedTarget, "predictedTarget", predictedTarget);
    }
    seek(v, predictedTarget, c, r.index());
}

void evade(Vehicle& v, const Vehicle& target, const SteerContext& c, int parent)
{
    CallRecorder r(c.ex, Behaviour::Evade, parent);
    const double dist = v.position.dist(target.position);
    const double t = lookAheadTime(dist, v.params.maxSpeed, target, c.variants.lookAhead);
    const Vector2D ahead = target.velocity.multiply(t);
    const Vector2D predictedTarget = c.variants.evade == EvadePrediction::Ahead ? target.position.add(ahead)
                                                                                 : target.position.subtract(ahead);
    if (r) {
        r.number("dist", dist);
        r.number("lookAheadTime", t);
        r.number("targetSpeed", target.velocity.length());
        r.segment(ItemKind::LookAhead, "lookAhead", target.position, predictedTarget);
        r.point(ItemKind::PredictedTarget, "predictedTarget", predictedTarget);
    }
    flee(v, predictedTarget, c, r.index());
}

void wander(Vehicle& v, Random& rng, const SteerContext& c, int parent)
{
    CallRecorder r(c.ex, Behaviour::Wander, parent);
    const Vector2D center = v.velocity.normalized().multiply(v.params.wanderDistance);
    Vector2D offset(0, 0);
    offset.setLength(v.params.wanderRadius);
    offset.setAngle(v.wanderAngle);
    const double angleUsed = v.wanderAngle;
    const double random = rng.next();
    const double range = v.params.wanderRange;
    const double step = c.variants.wander == WanderStep::Range ? random * range - range * 0.5 : random - 0.5 * range;
    v.wanderAngle += step;
    const Vector2D force = center.add(offset);
    v.steeringForce = v.steeringForce.add(force);
    if (r) {
        r.arrow(ItemKind::Velocity, "velocity", v.position, v.velocity);
        r.arrow(ItemKind::WanderCenter, "center", v.position, center);
        r.circle(ItemKind::WanderCircle, "wanderRadius", v.position + center, v.params.wanderRadius);
        r.arrow(ItemKind::WanderOffset, "offset", v.position + center, offset);
        r.arrow(ItemKind::SteeringForce, "force", v.position, force);
        r.number("wanderAngle", angleUsed);
        r.number("random", random);
        r.number("step", step);
        r.number("nextWanderAngle", v.wanderAngle);
        r.number("wanderDistance", v.params.wanderDistance);
        r.number("wanderRadius", v.params.wanderRadius);
        r.number("wanderRange", range);
    }
}

void avoid(Vehicle& v, std::span<const Obstacle> circles, const SteerContext& c, int parent)
{
    CallRecorder r(c.ex, Behaviour::Avoid, parent);
    const Vector2D velocityBefore = v.velocity;
    const Vector2D forceBefore = v.steeringForce;
    int hits = 0;
    int ahead = 0;
    int behind = 0;
    for (std::size_t i = 0; i < circles.size(); ++i) {
        const Obstacle& circle = circles[i];
        const Vector2D heading = v.velocity.normalized();
        const Vector2D difference = circle.position.subtract(v.position);
        const double dotProd = difference.dotProd(heading);
        if (!(dotProd > 0)) {
            ++behind; // behind the vehicle (or beside it): not tested further
            continue;
        }
        ++ahead;
        const Vector2D feeler = heading.multiply(v.params.avoidDistance);
        const Vector2D projection = heading.multiply(dotProd);
        const double dist = projection.subtract(difference).length();
        const bool nearFeeler = dist < circle.radius + v.params.avoidBuffer;
        const bool withinReach = projection.length() < feeler.length();
        const bool collides = nearFeeler && withinReach;
        // One child record per circle ahead: why it was, or was not, avoided.
        CallRecorder cr(r ? c.ex : nullptr, Behaviour::AvoidCircle, r.index());
        if (cr) {
            cr.arrow(ItemKind::Difference, "difference", v.position, difference);
            cr.arrow(ItemKind::Feeler, "feeler", v.position, feeler);
            cr.arrow(ItemKind::Projection, "projection", v.position, projection);
            cr.segment(ItemKind::FeelerDistance, "dist", v.position + projection, circle.position);
            cr.circle(ItemKind::BufferCircle, "radiusPlusBuffer", circle.position, circle.radius + v.params.avoidBuffer);
            cr.number("circle", static_cast<double>(i));
            cr.number("dotProd", dotProd);
            cr.number("feelerLength", feeler.length());
            cr.number("projectionLength", projection.length());
            cr.number("dist", dist);
            cr.number("radius", circle.radius);
            cr.number("avoidBuffer", v.params.avoidBuffer);
            cr.number("distTest", nearFeeler ? 1.0 : 0.0);   // dist < radius + avoidBuffer
            cr.number("reachTest", withinReach ? 1.0 : 0.0); // |projection| < |feeler|
            cr.number("hit", collides ? 1.0 : 0.0);
        }
        if (!collides)
            continue;
        Vector2D force = heading.multiply(v.params.maxSpeed);
        const int side = difference.sign(v.velocity);
        force.setAngle(force.angle() + side * std::numbers::pi / 2);
        const Vector2D turned = force;
        const double ratio = projection.length() / feeler.length();
        force = force.multiply(1.0 - ratio);
        v.steeringForce = v.steeringForce.add(force);
        const Vector2D before = v.velocity;
        v.velocity = v.velocity.multiply(ratio); // brake: harder the closer the obstacle
        ++hits;
        if (cr) {
            cr.arrow(ItemKind::SteeringForce, "force", v.position, force);
            cr.arrow(ItemKind::Velocity, "velocity", v.position, before);
            cr.arrow(ItemKind::Brake, "brakedVelocity", v.position, v.velocity);
            cr.number("sign", side);
            cr.number("turnedX", turned.x); // force after the 90° turn, before the scaling
            cr.number("turnedY", turned.y);
            cr.number("ratio", ratio);
        }
    }
    if (r) {
        // The summary: what all the circles together did to the force and the velocity.
        const Vector2D heading = velocityBefore.normalized();
        r.arrow(ItemKind::Velocity, "velocity", v.position, velocityBefore);
        r.arrow(ItemKind::Feeler, "feeler", v.position, heading.multiply(v.params.avoidDistance));
        if (hits > 0) {
            r.arrow(ItemKind::SteeringForce, "force", v.position, v.steeringForce.subtract(forceBefore));
            r.arrow(ItemKind::Brake, "brakedVelocity", v.position, v.velocity);
        }
        r.number("circles", static_cast<double>(circles.size()));
        r.number("ahead", ahead);
        r.number("behind", behind);
        r.number("hits", hits);
        r.number("feelerLength", v.params.avoidDistance);
        r.number("avoidBuffer", v.params.avoidBuffer);
        r.number("maxSpeed", v.params.maxSpeed);
    }
}

void followPath(Vehicle& v, const Path& path, const SteerContext& c, int parent)
{
    const auto& points = path.points;
    if (v.pathIndex < 0 || static_cast<std::size_t>(v.pathIndex) >= points.size())
        return; // path[_pathIndex] == null
    CallRecorder r(c.ex, Behaviour::FollowPath, parent);
    const int last = static_cast<int>(points.size()) - 1;
    Vector2D wayPoint = points[static_cast<std::size_t>(v.pathIndex)];
    const double dist = v.position.dist(wayPoint);
    const int indexBefore = v.pathIndex;
    if (dist < v.params.pathThreshold) {
        if (v.pathIndex >= last) {
            if (path.loop)
                v.pathIndex = 0;
        } else {
            ++v.pathIndex;
        }
    }
    // As printed, the method steers at the waypoint it read before advancing the index.
    const bool arriving = v.pathIndex >= last && !path.loop;
    if (r) {
        r.point(ItemKind::Waypoint, "wayPoint", wayPoint);
        r.circle(ItemKind::PathThresholdCircle, "pathThreshold", wayPoint, v.params.pathThreshold);
        r.number("pathIndex", indexBefore);
        r.number("nextPathIndex", v.pathIndex);
        r.number("dist", dist);
        r.number("pathThreshold", v.params.pathThreshold);
        r.number("pathLength", points.size());
        r.number("loop", path.loop ? 1 : 0);
        r.number("arriving", arriving ? 1 : 0);
    }
    if (arriving)
        arrive(v, wayPoint, c, r.index());
    else
        seek(v, wayPoint, c, r.index());
}

bool inSight(const Vehicle& v, const Vehicle& other, InSight variant)
{
    if (v.position.dist(other.position) > v.params.inSightDist)
        return false;
    if (variant == InSight::Front) {
        const Vector2D heading = v.velocity.normalized();
        const Vector2D difference = other.position.subtract(v.position);
        if (difference.dotProd(heading) < 0)
            return false;
    }
    return true;
}

NeighbourFilter flockFilter(const Vehicle& v, std::size_t self, const Variants& variants)
{
    return {static_cast<int>(self), variants.inSight == InSight::Front, v.position, v.velocity.normalized()};
}

bool tooClose(const Vehicle& v, const Vehicle& other) { return v.position.dist(other.position) < v.params.tooCloseDist; }

namespace {
// Others is Vehicle, Kinematics or NeighbourEntry: flock reads only their position and velocity.
template <typename Others>
void flockWith(Vehicle& v, std::size_t self, std::span<const Others> all, std::span<const int> candidates,
               const SteerContext& c, int parent)
{
    CallRecorder r(c.ex, Behaviour::Flock, parent);
    Vector2D averageVelocity = v.velocity;
    Vector2D averagePosition;
    int inSightCount = 0;
    int tooCloseCount = 0;
    Vector2D separation; // ΣF_sep, only while recording: the flees' forces summed in the order applied
    // inSight() and tooClose() inlined: v's velocity does not change inside this loop (flee only adds
    // to the force), so the heading and each distance are computed once, with identical results.
    // The distance tests compare squared distances with exact thresholds (distance_threshold.h):
    // the same decisions as `dist > inSightDist` and `dist < tooCloseDist`, without a sqrt per pair.
    const Vector2D heading = v.velocity.normalized();
    const bool frontOnly = c.variants.inSight == InSight::Front;
    const double beyondSight = beyondThreshold(v.params.inSightDist);
    const double tooCloseBelow = withinThreshold(v.params.tooCloseDist);
    // First which candidates are in sight, decided without branches (about half of a crowd's
    // candidates fail the front test, in no pattern a branch predictor could learn); then the sums
    // over those, in the candidates' order, exactly as one loop with `continue` would add them.
    thread_local std::vector<int> seen;
    if (seen.size() < candidates.size())
        seen.resize(candidates.size());
    std::size_t seenCount = 0;
    for (int i : candidates) {
        const Others& other = all[static_cast<std::size_t>(i)];
        const bool near = !(v.position.distSQ(other.position) > beyondSight);
        const bool ahead = !(other.position.subtract(v.position).dotProd(heading) < 0);
        seen[seenCount] = i;
        seenCount += static_cast<std::size_t>(near & (ahead | !frontOnly) & (static_cast<std::size_t>(i) != self));
    }
    for (std::size_t k = 0; k < seenCount; ++k) {
        const Others& other = all[static_cast<std::size_t>(seen[k])];
        const double distSQ = v.position.distSQ(other.position);
        averageVelocity = averageVelocity.add(other.velocity);
        averagePosition = averagePosition.add(other.position);
        if (r)
            r.segment(ItemKind::NeighbourLink, "neighbour", v.position, other.position);
        if (distSQ < tooCloseBelow) {
            flee(v, other.position, c, r.index()); // separation
            if (r)
                if (const Item* f = r.explanation()->calls.back().item("appliedForce"))
                    separation = separation.add(f->vec);
            ++tooCloseCount;
        }
        ++inSightCount;
    }
    if (r) {
        const double facing = heading.angle();
        if (frontOnly)
            r.sector(ItemKind::InSightCone, "inSightDist", v.position, v.params.inSightDist,
                     facing - std::numbers::pi / 2, std::numbers::pi);
        else
            r.sector(ItemKind::InSightCone, "inSightDist", v.position, v.params.inSightDist, facing,
                     2 * std::numbers::pi);
        r.circle(ItemKind::TooCloseCircle, "tooCloseDist", v.position, v.params.tooCloseDist);
        // The flees' arrows each push away from one neighbour; the class needs their sum too.
        if (tooCloseCount > 0)
            r.arrow(ItemKind::SeparationSum, "separation", v.position, separation);
        r.number("inSightCount", inSightCount);
        r.number("tooCloseCount", tooCloseCount);
        r.number("inSightDist", v.params.inSightDist);
        r.number("tooCloseDist", v.params.tooCloseDist);
    }
    if (inSightCount == 0)
        return;
    // Both sums are divided by inSightCount, although averageVelocity also holds v's own velocity.
    averageVelocity = averageVelocity.divide(inSightCount);
    averagePosition = averagePosition.divide(inSightCount);
    seek(v, averagePosition, c, r.index()); // cohesion
    const Vector2D alignment = averageVelocity.subtract(v.velocity);
    switch (c.variants.alignment) {
    case Alignment::Intended:
        v.steeringForce = v.steeringForce.add(alignment);
        break;
    case Alignment::Printed000:
        // `_steeringForce.add(...)` returns a new vector that nobody keeps.
        break;
    case Alignment::Cocos:
        v.steeringForce = v.steeringForce.subtract(averageVelocity);
        break;
    }
    if (r) {
        r.point(ItemKind::AveragePosition, "averagePosition", averagePosition);
        r.arrow(ItemKind::AverageVelocity, "averageVelocity", v.position, averageVelocity);
        const Vector2D applied = c.variants.alignment == Alignment::Intended ? alignment
                                 : c.variants.alignment == Alignment::Cocos  ? -averageVelocity
                                                                             : Vector2D();
        r.arrow(ItemKind::Alignment, "alignment", v.position, alignment);
        r.arrow(ItemKind::SteeringForce, "alignmentApplied", v.position, applied);
        r.number("alignmentApplied", c.variants.alignment == Alignment::Printed000 ? 0.0 : 1.0);
    }
}

} // namespace

void flock(Vehicle& v, std::size_t self, std::span<const Vehicle> all, std::span<const int> candidates,
           const SteerContext& c, int parent)
{
    flockWith(v, self, all, candidates, c, parent);
}

void flock(Vehicle& v, std::size_t self, std::span<const Kinematics> all, std::span<const int> candidates,
           const SteerContext& c, int parent)
{
    flockWith(v, self, all, candidates, c, parent);
}

void flock(Vehicle& v, std::size_t self, std::span<const NeighbourEntry> all, std::span<const int> candidates,
           const SteerContext& c, int parent)
{
    flockWith(v, self, all, candidates, c, parent);
}

void pursueOffset(Vehicle& v, const Vehicle& leader, Vector2D offset, const SteerContext& c, int parent)
{
    CallRecorder r(c.ex, Behaviour::OffsetPursuit, parent);
    // 003 as printed: x along the leader's side, y along its heading.
    const Vector2D side = leader.side();
    const Vector2D heading = leader.heading();
    const Vector2D localOffset(side.x * offset.x + side.y * offset.y, heading.x * offset.x + heading.y * offset.y);
    const Vector2D offsetTargetPos = leader.position.add(localOffset);
    const double dist = v.position.dist(offsetTargetPos);
    const double denominator = v.params.maxSpeed + leader.velocity.length();
    const double t = denominator > 0 ? dist / denominator : 0.0;
    const Vector2D predictedTarget = offsetTargetPos.add(leader.velocity.multiply(t));
    if (r) {
        r.arrow(ItemKind::LocalFrame, "heading", leader.position, heading.multiply(30));
        r.arrow(ItemKind::LocalFrame, "side", leader.position, side.multiply(30));
        r.point(ItemKind::OffsetPoint, "offsetTargetPos", offsetTargetPos);
        r.segment(ItemKind::LookAhead, "lookAhead", offsetTargetPos, predictedTarget);
        r.point(ItemKind::PredictedTarget, "predictedTarget", predictedTarget);
        r.number("offsetX", offset.x);
        r.number("offsetY", offset.y);
        r.number("localOffsetX", localOffset.x);
        r.number("localOffsetY", localOffset.y);
        r.number("dist", dist);
        r.number("lookAheadTime", t);
    }
    arrive(v, predictedTarget, c, r.index());
}

double lennardJonesPotential(const LennardJonesParams& lj, double d)
{
    d = std::max(d, 1e-6);
    const double U = -lj.A / std::pow(d, lj.n) + lj.B / std::pow(d, lj.m);
    return std::clamp(U, -1e9, 1e9);
}

void lennardJones(Vehicle& v, std::span<const Obstacle> obstacles, const LennardJonesParams& lj,
                  const SteerContext& c, int parent)
{
    CallRecorder r(c.ex, Behaviour::LennardJones, parent);
    const Vector2D vp = v.position;
    const Vector2D velocityBefore = v.velocity;
    int pushes = 0;
    for (std::size_t i = 0; i < obstacles.size(); ++i) {
        const Obstacle& o = obstacles[i];
        if (r)
            r.circle(ItemKind::CutoffCircle, "cutoff", o.position, lj.cutoff);
        const Vector2D rvec = vp.subtract(o.position);
        const double rlen = rvec.length();
        if (rlen > lj.cutoff)
            continue;
        Vector2D u = rvec.normalized();
        const double d = rlen / o.radius;
        const double U = lennardJonesPotential(lj, d);
        u = u.multiply(U); // u.scaleTo(U) on the unit vector u: u *= U, as 004's comment says
        Vector2D dv = v.velocity.add(u);
        const Vector2D vPlusU = dv;
        dv.setLength(lj.speed);
        const Vector2D before = v.velocity;
        v.velocity = dv;
        ++pushes;
        // One child record per obstacle within the cut-off.
        CallRecorder cr(r ? c.ex : nullptr, Behaviour::LennardJonesPush, r.index());
        if (cr) {
            cr.arrow(ItemKind::Difference, "r", o.position, rvec);
            cr.arrow(ItemKind::Push, "u", vp, u);
            cr.arrow(ItemKind::Velocity, "velocity", vp, before);
            cr.arrow(ItemKind::VelocityPlusPush, "vPlusU", vp, vPlusU);
            cr.arrow(ItemKind::FixedSpeedVelocity, "dv", vp, dv);
            cr.number("obstacle", static_cast<double>(i));
            cr.number("rLength", rlen);
            cr.number("cutoff", lj.cutoff);
            cr.number("radius", o.radius);
            cr.number("d", d);
            cr.number("U", U);
            cr.number("speed", lj.speed);
        }
    }
    if (r) {
        r.arrow(ItemKind::Velocity, "velocity", vp, velocityBefore);
        r.number("obstacles", static_cast<double>(obstacles.size()));
        r.number("pushes", pushes);
        r.number("A", lj.A);
        r.number("B", lj.B);
        r.number("n", lj.n);
        r.number("m", lj.m);
        r.number("cutoff", lj.cutoff);
        r.number("speed", lj.speed);
    }
}

} // namespace steer
