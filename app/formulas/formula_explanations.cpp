#include "formula_explanations.h"

#include <QCoreApplication>

#include <set>

namespace formulas {

using steer::Behaviour;

namespace {
const char* const kContext = "FormulaExplanation";

const char* whyText(Behaviour b)
{
    switch (b) {
    case Behaviour::Seek:
        return QT_TRANSLATE_NOOP("FormulaExplanation",
                                 "Seek: the desired velocity points straight at the target at full speed (maxSpeed); "
                                 "the steering force is what must be added to the current velocity to get it. "
                                 "maxForce limits that force, so the vehicle turns in a curve and overshoots the target, "
                                 "then turns back.");
    case Behaviour::Flee:
        return QT_TRANSLATE_NOOP("FormulaExplanation",
                                 "Flee is seek turned round: the same desired velocity is computed, and the force is "
                                 "subtracted instead of added, so the vehicle steers away from the target.");
    case Behaviour::Arrive:
        return QT_TRANSLATE_NOOP("FormulaExplanation",
                                 "Arrive is seek with a brake. Outside arrivalThreshold the desired speed is maxSpeed. "
                                 "Inside it the desired speed is maxSpeed·dist/arrivalThreshold: dist/arrivalThreshold is "
                                 "less than one, so the vehicle slows down as it comes closer, and the desired speed falls "
                                 "to zero on the target. The vehicle comes to rest there instead of overshooting as seek does.");
    case Behaviour::Pursue:
        return QT_TRANSLATE_NOOP("FormulaExplanation",
                                 "Pursue does not chase the target where it is but where it will be: it looks ahead "
                                 "lookAheadTime frames (the farther away, the farther ahead), predicts the target's position "
                                 "from its velocity and seeks that point. That is why the pursuer reaches a moving target "
                                 "before a plain seeker does.");
    case Behaviour::Evade:
        return QT_TRANSLATE_NOOP("FormulaExplanation",
                                 "Evade is pursue turned round: predict where the pursuer will be after lookAheadTime "
                                 "frames and flee from that point.");
    case Behaviour::Wander:
        return QT_TRANSLATE_NOOP("FormulaExplanation",
                                 "Wander: a small circle (wanderRadius) is placed wanderDistance in front of the vehicle, "
                                 "and the vehicle steers towards a point on it. Each frame the point moves along the circle "
                                 "by a small random step of wanderAngle. Because the direction changes only a little at a "
                                 "time, the vehicle meanders smoothly instead of twitching at random.");
    case Behaviour::Avoid:
        return QT_TRANSLATE_NOOP("FormulaExplanation",
                                 "Object avoidance: the vehicle stretches a feeler avoidDistance long along its heading and "
                                 "projects the difference to each circle onto it. When the circle is ahead (dotProd > 0), "
                                 "within the feeler's reach, and the feeler passes closer than radius + avoidBuffer, the "
                                 "vehicle turns 90° rather than 180°: think of the cheetah chasing the antelope, where a "
                                 "sharp turn escapes the hunter better than running back. The turn is stronger the nearer the "
                                 "circle (1 − |projection|/|feeler|), and the vehicle brakes, multiplying its velocity by "
                                 "|projection|/|feeler|: the closer the obstacle, the harder it brakes while turning.");
    case Behaviour::FollowPath:
        return QT_TRANSLATE_NOOP("FormulaExplanation",
                                 "Path following seeks the current waypoint. As soon as the vehicle is closer than "
                                 "pathThreshold it takes the next one; after the last waypoint it loops back to the first. "
                                 "On an open path it arrives at the last point instead of seeking it, so it stops there.");
    case Behaviour::Flock:
        return QT_TRANSLATE_NOOP("FormulaExplanation",
                                 "Flocking combines three simple rules: separation (flee from every vehicle that is too close), "
                                 "cohesion (seek the average position of the vehicles in sight) and alignment (steer towards "
                                 "their average velocity). No vehicle knows the whole flock, only its neighbours in sight.");
    case Behaviour::OffsetPursuit:
        return QT_TRANSLATE_NOOP("FormulaExplanation",
                                 "Offset pursuit: the follower chases a point fixed in the leader's own frame (offset.x along "
                                 "the leader's side, offset.y along its heading), so the followers keep formation when the "
                                 "leader turns. Like pursue it predicts where that point will be, and it arrives there, so "
                                 "it slows down in its place.");
    case Behaviour::LennardJones:
        return QT_TRANSLATE_NOOP("FormulaExplanation",
                                 "Lennard-Jones avoidance: every obstacle closer than the cut-off pushes the vehicle away along "
                                 "r with the potential U = −A/dⁿ + B/dᵐ, where d = |r|/radius. The repulsive term B/dᵐ grows "
                                 "very fast as the vehicle comes close; the attractive term −A/dⁿ (zero by default) would pull "
                                 "it in from farther away. The push is added to the velocity and the speed is then fixed, "
                                 "so only the direction changes.");
    case Behaviour::AvoidCircle:      // explained by the avoid paragraph
    case Behaviour::LennardJonesPush: // explained by the Lennard-Jones paragraph
        return "";
    }
    return "";
}
} // namespace

std::vector<QString> explanationsFor(const steer::World& world, int vehicleIndex, const Translate& tx)
{
    std::vector<QString> out;
    if (vehicleIndex < 0 || static_cast<std::size_t>(vehicleIndex) >= world.explanations.size())
        return out;
    const auto& calls = world.explanations[static_cast<std::size_t>(vehicleIndex)].calls;
    std::set<Behaviour> seen;
    std::vector<Behaviour> order;
    // Nested calls (pursue's seek, flock's flee) are explained by their caller's paragraph,
    // except under path following, whose seek or arrive is the whole movement.
    for (const auto& c : calls) {
        const bool topLevel = c.parent < 0;
        const bool underPath = !topLevel && calls[static_cast<std::size_t>(c.parent)].behaviour == Behaviour::FollowPath;
        if ((topLevel || underPath) && seen.insert(c.behaviour).second)
            order.push_back(c.behaviour);
    }
    auto say = [&](const char* text) { out.push_back(tx(kContext, text)); };
    const steer::Variants& v = world.variants;
    for (Behaviour b : order) {
        say(whyText(b));
        switch (b) {
        case Behaviour::Pursue:
        case Behaviour::Evade:
            if (v.lookAhead == steer::LookAhead::Cocos)
                say(b == Behaviour::Pursue
                        ? QT_TRANSLATE_NOOP("FormulaExplanation",
                                            "Variant of the Cocos port: the look-ahead also counts the target's own speed, lookAheadTime = "
                                            "dist/(maxSpeed + |target.v|), so it predicts less far ahead; and when the target is in front and "
                                            "coming head-on (heading·target.heading < −0.95) the pursuer seeks the target itself, because "
                                            "predicting is no use then.")
                        : QT_TRANSLATE_NOOP("FormulaExplanation",
                                            "Variant of the Cocos port: the look-ahead also counts the pursuer's own speed, lookAheadTime = "
                                            "dist/(maxSpeed + |target.v|), so the evader predicts less far ahead."));
            else
                say(QT_TRANSLATE_NOOP("FormulaExplanation",
                                      "The book's look-ahead (the AS3 study notes and the Russian translation): lookAheadTime = "
                                      "dist/maxSpeed, the frames this vehicle would need to cover the distance at full speed. The Cocos "
                                      "port also counts the target's speed; switch the variant to compare."));
            if (b == Behaviour::Evade && v.evade == steer::EvadePrediction::Behind002)
                say(QT_TRANSLATE_NOOP("FormulaExplanation",
                                      "Variant as printed in the Russian translation: predictedTarget = target.p − target.v·t, a point "
                                      "behind the pursuer. The evader flees from where the pursuer came from, not from where it is going, "
                                      "so a pursuer coming straight at it is dodged late or in the wrong direction. The AS3 study notes "
                                      "add target.v·t."));
            break;
        case Behaviour::Avoid:
            say(QT_TRANSLATE_NOOP("FormulaExplanation",
                                  "Where the AS3 study notes' text and code disagree, this program follows the code. The text says the "
                                  "circle is in front when dotProd is less than 0, but the code tests dotProd > 0 (a positive "
                                  "projection on the heading is in front). The text says a collision is near when dist is less than "
                                  "the circle's radius, but the code tests dist < radius + avoidBuffer, so the vehicle keeps a margin."));
            break;
        case Behaviour::Wander:
            if (v.wander == steer::WanderStep::Printed000)
                say(QT_TRANSLATE_NOOP("FormulaExplanation",
                                      "Variant as printed in the AS3 study notes: wanderAngle += random() − 0.5·wanderRange. Because of "
                                      "operator precedence this equals the Russian translation's random()·wanderRange − wanderRange·0.5 "
                                      "only when wanderRange = 1. With any other range the step is no longer centred on zero, so the "
                                      "vehicle keeps turning to one side and runs in circles."));
            else
                say(QT_TRANSLATE_NOOP("FormulaExplanation",
                                      "The step as in the Russian translation: random()·wanderRange − wanderRange·0.5, evenly spread "
                                      "within ±wanderRange/2. The AS3 study notes print random() − 0.5·wanderRange, which is the same only "
                                      "when wanderRange = 1."));
            break;
        case Behaviour::Flock:
            if (v.inSight == steer::InSight::Front)
                say(QT_TRANSLATE_NOOP("FormulaExplanation",
                                      "inSight only looks ahead: a vehicle counts only if it is within inSightDist and in "
                                      "front (the dot product of the difference and the heading is not negative). A bird "
                                      "follows the birds ahead and ignores those behind, so a flock can split into groups "
                                      "that go their own ways."));
            if (v.inSight == steer::InSight::Front)
                say(QT_TRANSLATE_NOOP("FormulaExplanation",
                                      "The AS3 study notes' text says inSight attends to the birds behind, but its code keeps those in "
                                      "front (dot product ≥ 0) and drops those behind; this program follows the code."));
            else
                say(QT_TRANSLATE_NOOP("FormulaExplanation",
                                      "Variant without the front test: every vehicle within inSightDist counts, behind as well as ahead. "
                                      "As the AS3 study notes predict, the whole flock then always stays together in one group and never "
                                      "splits."));
            if (v.alignment == steer::Alignment::Printed000)
                say(QT_TRANSLATE_NOOP("FormulaExplanation",
                                      "Variant as printed in the AS3 study notes: _steeringForce.add(averageVelocity.subtract(_velocity)). "
                                      "add() returns a new vector and leaves the force unchanged, so the alignment is computed and thrown "
                                      "away: the flock only separates and coheres, and the vehicles do not line up their headings."));
            else if (v.alignment == steer::Alignment::Cocos)
                say(QT_TRANSLATE_NOOP("FormulaExplanation",
                                      "Variant of the Cocos port: steering −= averageVelocity. Each vehicle is pushed against its "
                                      "neighbours' average velocity instead of towards it, so the flock does not line up."));
            else
                say(QT_TRANSLATE_NOOP("FormulaExplanation",
                                      "Alignment as intended: steering += averageVelocity − v, so each vehicle turns towards the heading "
                                      "of its neighbours. The code printed in the AS3 study notes throws this sum away (add() returns a "
                                      "new vector); switch the variant to see the difference."));
            break;
        // No variant note for these: their line (whyText) is all.
        case Behaviour::Seek:
        case Behaviour::Flee:
        case Behaviour::Arrive:
        case Behaviour::FollowPath:
        case Behaviour::OffsetPursuit:
        case Behaviour::LennardJones:
        case Behaviour::AvoidCircle:
        case Behaviour::LennardJonesPush:
            break;
        }
    }
    return out;
}

} // namespace formulas
