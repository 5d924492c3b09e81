#include "formula_why.h"

#include <iterator>

namespace formulas {

namespace {

struct WhySource {
    Why why;
    const char* text; // English source, context "FormulaWhy"
};

// One text per step of the algorithms, keyed by the step (Why), never by the line's numbers, so a
// line keeps its "why" while the frame changes. Written for a student working alone: what the
// operation does to the vectors in that place, not how it is computed.
const WhySource kWhy[] = {
    {Why::ToTarget,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "d points from the vehicle to the target: the target minus the position. Its direction is where "
                       "to go, its length how far.")},
    {Why::Distance,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "The length of the difference vector: how far apart the two points are, in pixels.")},
    {Why::DesiredMaxSpeed,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "normalize keeps only the direction to the target (a vector of length 1); × maxSpeed makes it as "
                       "long as the fastest the vehicle may go. That is the desired velocity.")},
    {Why::SeekForce,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "The steering force is the difference between the velocity wanted and the velocity now: added to "
                       "v, it would turn v into v_d in one step.")},
    {Why::FleeForce,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "The same force as seek computes: the change that would turn v into v_d, the velocity straight at "
                       "the target.")},
    {Why::FleeSubtract,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "Subtracting the seek force instead of adding it steers the opposite way: away from the target.")},
    {Why::ArriveOutside,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "Outside the arrival circle (radius arrivalThreshold) the vehicle may go at full speed, exactly "
                       "as seek does.")},
    {Why::ArriveInside,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "dist / arrivalThreshold is a fraction: 1 on the circle, 0 on the target. Multiplied by maxSpeed "
                       "it makes the desired speed shrink in proportion to the distance left.")},
    {Why::DesiredArriveSpeed,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "normalize keeps only the direction to the target; × speed sets how fast the vehicle wants to go: "
                       "the desired velocity, slower the nearer the target.")},
    {Why::HeadOnTest,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "A dot product's sign tells a direction: toTarget·heading > 0 means the target is in front; "
                       "heading·target.heading < −0.95 means the two headings point almost opposite ways (head-on).")},
    {Why::LookAheadBook,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "The frames this vehicle would need to cover the distance at full speed: the farther the target, "
                       "the farther ahead to look.")},
    {Why::LookAheadCocos,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "The Cocos port divides by both speeds added: the two close in on each other, so the look-ahead is "
                       "shorter than the book's.")},
    {Why::PredictAhead,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "Where the target will be after lookAheadTime frames if it keeps its velocity: its position plus "
                       "velocity × time. Pursue seeks this point.")},
    {Why::EvadeAhead,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "Where the pursuer will be after lookAheadTime frames if it keeps its velocity. Evade flees from "
                       "this point.")},
    {Why::EvadeBehind,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "As printed in the Russian translation the travel is subtracted: the point lies behind the pursuer, "
                       "where it came from, not where it is going.")},
    {Why::WanderCenter,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "normalize(v) is the heading, the unit vector of the velocity; × wanderDistance places the "
                       "circle's centre that far ahead of the vehicle.")},
    {Why::WanderOffset,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "(cos a, sin a) is a vector of length 1 at the angle wanderAngle; × wanderRadius puts the point "
                       "on the wander circle.")},
    {Why::WanderStep,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "The angle changes by a small random step, so the point slides a little along the circle each "
                       "frame: the wandering is smooth, not jittery.")},
    {Why::WanderForce,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "The force points from the vehicle to the point on the circle: mostly forward, a little to one "
                       "side.")},
    {Why::Feeler,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "normalize(v) is the heading, the unit vector of the velocity; × avoidDistance makes the feeler "
                       "that long, pointing where the vehicle goes.")},
    {Why::AheadCount,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "The sign of the dot product of the difference with the heading says where a circle is: positive "
                       "in front, zero or negative beside or behind.")},
    {Why::AvoidNoHit,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "The statement says that some circle in front passes both tests; ✗ marks it false: there is "
                       "nothing to avoid this frame.")},
    {Why::AvoidSum,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "Every circle hit adds its own force; the sum is the force of object avoidance.")},
    {Why::AvoidBrakes,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "Each brake multiplies the velocity by a fraction below 1: with two circles hit the vehicle slows "
                       "down twice.")},
    {Why::CircleDifference,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "From the vehicle to the circle's centre: the centre minus the position.")},
    {Why::CircleDot,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "The dot product with the heading (a unit vector) is how far the centre lies along the direction "
                       "of travel. Its sign says whether the circle is ahead (positive) or behind.")},
    {Why::CircleProjection,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "The heading times dotProd: the point on the feeler's line nearest to the circle's centre.")},
    {Why::CircleDist,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "How far the feeler's line passes from the circle's centre.")},
    {Why::CircleBuffer,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "If the line passes closer than the radius plus the buffer, the vehicle would touch the circle or "
                       "come too near it: a collision is ahead.")},
    {Why::CircleReach,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "The nearest point must lie within the feeler's length: a circle beyond its end is too far away "
                       "to matter yet.")},
    {Why::CircleMissed,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "One of the two tests failed, so this circle is no danger now.")},
    {Why::CircleTurn,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "The heading turned by a right angle, to the side away from the circle, with the length maxSpeed: "
                       "a sharp swerve sideways.")},
    {Why::CircleScale,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "|projection| / |feeler| is near 0 for a circle right at the vehicle and near 1 at the feeler's "
                       "end: the nearer the circle, the stronger the turn.")},
    {Why::CircleBrake,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "The velocity is multiplied by |projection| / |feeler|, a fraction below 1: the nearer the "
                       "circle, the harder the vehicle brakes.")},
    {Why::Waypoint,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "The waypoint the vehicle heads for now: the point of the path numbered pathIndex.")},
    {Why::WaypointNext,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "Once closer than pathThreshold the waypoint counts as reached and the next one is taken; "
                       "otherwise the index stays.")},
    {Why::PathArrive,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "On an open path the last point is approached with arrive, so the vehicle brakes and stops on it.")},
    {Why::InSight,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "A neighbour counts only within inSightDist; with the front test, only if its dot product with "
                       "the heading is not negative, that is, if it is in front.")},
    {Why::InSightCount,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "How many neighbours are in sight: the averages below divide by this number.")},
    {Why::FlockOrder,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "Whether the neighbours are seen where they were at the start of the frame or where they have "
                       "already moved to changes the numbers above.")},
    {Why::TooClose,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "A neighbour nearer than tooCloseDist is too close: separation flees from each of them.")},
    {Why::SeparationSum,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "Each flee steers away from one neighbour that is too close; their forces add up to the "
                       "separation force F_sep.")},
    {Why::NobodyInSight,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "With nobody in sight there is nothing to average, so cohesion and alignment add nothing.")},
    {Why::AverageVelocity,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "The mean of the velocities: which way and how fast the neighbours go on average. Alignment "
                       "steers towards it.")},
    {Why::AveragePosition,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "The centre of the neighbours in sight. Cohesion seeks this point.")},
    {Why::AlignmentForce,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "The change that would turn v into the neighbours' average velocity: the force of alignment.")},
    {Why::AlignmentAdd,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "Alignment is added to the steering force, together with separation and cohesion.")},
    {Why::AlignmentDiscarded,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "add() returns a new vector and leaves the force unchanged; nothing keeps the result, so "
                       "alignment has no effect.")},
    {Why::AlignmentCocos,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "Subtracting the average velocity steers against the neighbours' direction instead of along it.")},
    {Why::LeaderFrame,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "heading is the unit vector of the leader's velocity and side is heading turned by a right angle: "
                       "the leader's own axes.")},
    {Why::LocalOffset,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "The offset is given along the leader's side and heading; these dot products turn it into the "
                       "stage's own directions.")},
    {Why::OffsetTarget,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "The place in formation: the leader's position plus the offset.")},
    {Why::OffsetLookAhead,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "Both speeds added, as in the Cocos port: how many frames ahead to predict the place in formation.")},
    {Why::OffsetPredict,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "Where the place in formation will be after lookAheadTime frames; the follower arrives there, "
                       "slowing down in its place.")},
    {Why::LjSkip,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "Obstacles farther than the cut-off distance are not computed at all: their push would be tiny.")},
    {Why::LjR,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "From the obstacle's centre to the vehicle: the direction the push will have.")},
    {Why::LjWithin,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "This obstacle is within the cut-off distance, so it pushes.")},
    {Why::LjD,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "The distance measured in obstacle radii: 1 on the obstacle's rim, more farther out.")},
    {Why::LjPotential,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "The potential: B/dᵐ (repulsion) grows very fast as d gets small; −A/dⁿ (attraction, zero by "
                       "default) would pull the vehicle in from farther away.")},
    {Why::LjPush,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "normalize keeps only the direction away from the obstacle; × U sets the push's strength.")},
    {Why::LjAdd,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "The push is added to the velocity.")},
    {Why::LjFixedSpeed,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "The speed is set back to ljSpeed and the direction kept: the push changes only where the vehicle "
                       "goes, not how fast.")},
    {Why::SumForces,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "The forces of all the behaviour calls of this frame add up to one steering force.")},
    {Why::TruncateForce,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "truncate: if the force is longer than maxForce it is cut to maxForce; the direction is kept. "
                       "That is why a vehicle turns in a curve and not on the spot.")},
    {Why::Acceleration,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "Newton's law: the same force accelerates a heavier vehicle less.")},
    {Why::TruncateVelocity,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "The acceleration changes the velocity; truncate: if the result is faster than maxSpeed it is cut "
                       "to maxSpeed, the direction is kept.")},
    {Why::TruncateSpeed,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "truncate: a velocity longer than maxSpeed is cut to maxSpeed, the direction is kept; a slower "
                       "one stays as it is.")},
    {Why::Move,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "One frame's move: the velocity is the distance travelled in one frame, in pixels.")},
    {Why::EdgeBounce,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "At the stage's edge, bounce reflects the velocity, like a ball off a wall.")},
    {Why::EdgeWrap,
     QT_TRANSLATE_NOOP("FormulaWhy",
                       "At the stage's edge, wrap takes the vehicle out at one side and in at the opposite side.")},
};
static_assert(std::size(kWhy) == static_cast<std::size_t>(Why::EdgeWrap), "every step but None has its text");

} // namespace

QString whyText(Why why, const Translate& tx)
{
    for (const WhySource& w : kWhy)
        if (w.why == why)
            return tx("FormulaWhy", w.text);
    return QString();
}

} // namespace formulas
