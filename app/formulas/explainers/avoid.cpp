// Object avoidance (seed 000's avoid()): the feeler, then each circle ahead in a section of its own
// (its two tests, and for a hit the 90° force and the brake), then what the hits add up to.
#include "explainers.h"
#include "sheet_writer.h"
#include "symbols.h"

namespace formulas {

using steer::ItemKind;
using namespace symbols;

namespace {
Term feeler() { return term::symbol(ItemKind::Feeler, QStringLiteral("feeler")); }
Term projection() { return term::symbol(ItemKind::Projection, QStringLiteral("projection")); }
Term braked() { return term::symbol(ItemKind::Brake, QStringLiteral("v′")); }
Term heading() { return term::bold(QStringLiteral("heading")); }
Term indexI() { return term::sub({"i"}); }

bool explainAvoid(SheetWriter& sheet, const Call& call)
{
    const auto& r = call.record.as<steer::AvoidRecord>();
    sheet.line(Why::Feeler, ItemKind::Feeler,
               {feeler(), kEquals, fn("normalize"), "(", velocity(), ")", kTimes, term::scalar(QStringLiteral("avoidDistance")), kEquals,
                term::vector(r.velocity.normalized()), kTimes, term::number(r.avoidDistance), kEquals, term::vector(r.feeler)});
    sheet.line(Why::AheadCount, ItemKind::Difference,
               {term::scalar(QStringLiteral("dotProd")), " > 0: ",
                term::prose(sheet.translated(QT_TRANSLATE_NOOP("Formula", "%1 of %2 circles ahead, %3 behind")).arg(r.ahead).arg(r.circles).arg(r.behind))},
               r.behind > 0 ? sheet.translated(QT_TRANSLATE_NOOP("Formula", "circles behind (dotProd ≤ 0) are not tested further")) : QString());
    const std::vector<int> circles = sheet.children(call.index);
    for (int c : circles)
        sheet.explain(c, call.depth + 1,
                      sheet.translated(QT_TRANSLATE_NOOP("Formula", "circle %1")).arg(sheet.record(c).as<steer::AvoidCircleRecord>().circle + 1));
    sheet.section(call.index, call.depth,
                  sheet.behaviourTitle(steer::Behaviour::Avoid) + QStringLiteral(" — ") + sheet.translated(QT_TRANSLATE_NOOP("Formula", "sum")));
    const Term dist = term::scalar(QStringLiteral("dist"));
    if (r.hits == 0) {
        // "Some circle ahead passes both tests" is false: hence the ✗.
        sheet.line(Why::AvoidNoHit, ItemKind::Feeler,
                   {"∃ i: ", dist, indexI(), " < ", term::scalar(QStringLiteral("radius")), indexI(), " + ",
                    term::scalar(QStringLiteral("avoidBuffer")), " ∧ |", projection(), indexI(), "| < |", feeler(), "|", holds(false)},
                   sheet.translated(QT_TRANSLATE_NOOP("Formula", "no circle ahead meets the feeler: no force, no braking")));
        return true;
    }
    std::vector<Expr> forces, ratios;
    for (int c : circles) {
        const auto& circle = sheet.record(c).as<steer::AvoidCircleRecord>();
        if (!circle.hit)
            continue;
        forces.push_back({term::vector(circle.force)});
        ratios.push_back({term::number(circle.ratio)});
    }
    Expr sum{ruleForce(sheet.forceKind()), kEquals, "Σ", force(), indexI(), kEquals};
    sum << joined(forces, {kPlus}) << kEquals << term::vector(r.force);
    sheet.line(Why::AvoidSum, sheet.forceKind(), sum, sheet.translated(QT_TRANSLATE_NOOP("Formula", "%1 circle(s) hit: their forces add up")).arg(r.hits));
    Expr brakes{braked(), kEquals, velocity(), kTimes, "Π ", term::scalar(QStringLiteral("ratio")), indexI(), kEquals,
                term::vector(r.velocity), kTimes};
    brakes << joined(ratios, {kTimes}) << kEquals << term::vector(r.brakedVelocity);
    sheet.line(Why::AvoidBrakes, ItemKind::Brake, brakes,
               sheet.translated(QT_TRANSLATE_NOOP("Formula", "each brake scales the velocity the previous one left")));
    return true;
}

bool explainAvoidCircle(SheetWriter& sheet, const Call& call)
{
    const auto& r = call.record.as<steer::AvoidCircleRecord>();
    const Term difference = term::symbol(ItemKind::Difference, QStringLiteral("difference"));
    const Term dotProd = term::scalar(QStringLiteral("dotProd"));
    const Term dist = term::scalar(QStringLiteral("dist"));
    const steer::Vector2D headingValue = r.feeler.normalized();
    sheet.line(Why::CircleDifference, ItemKind::Difference,
               {difference, kEquals, term::bold(QStringLiteral("c")), kMinus, position(), kEquals, term::vector(r.position + r.difference),
                kMinus, term::vector(r.position), kEquals, term::vector(r.difference)});
    sheet.line(Why::CircleDot, ItemKind::Difference,
               {dotProd, kEquals, difference, "·", heading(), kEquals, term::number(r.dotProd), " > 0"},
               sheet.translated(QT_TRANSLATE_NOOP("Formula", "positive: the circle is in front")));
    sheet.line(Why::CircleProjection, ItemKind::Projection,
               {projection(), kEquals, heading(), kTimes, dotProd, kEquals, term::vector(headingValue), kTimes, term::number(r.dotProd),
                kEquals, term::vector(r.projection)});
    sheet.line(Why::CircleDist, ItemKind::FeelerDistance,
               {dist, kEquals, "|", projection(), kMinus, difference, "|", kEquals, term::number(r.dist)});
    // Each test is written as the code tests it; the mark says whether that statement holds.
    sheet.line(Why::CircleBuffer, ItemKind::BufferCircle,
               {dist, " < ", term::scalar(QStringLiteral("radius")), kPlus, term::scalar(QStringLiteral("avoidBuffer")), ": ",
                term::number(r.dist), " < ", term::number(r.radius), kPlus, term::number(r.avoidBuffer), holds(r.nearFeeler)},
               r.nearFeeler ? sheet.translated(QT_TRANSLATE_NOOP("Formula", "the feeler line passes within the buffer"))
                            : sheet.translated(QT_TRANSLATE_NOOP("Formula", "missed: the feeler line passes clear of the circle and its buffer")));
    sheet.line(Why::CircleReach, ItemKind::Projection,
               {"|", projection(), "| < |", feeler(), "|: ", term::number(r.projectionLength), " < ", term::number(r.feelerLength),
                holds(r.withinReach)},
               r.withinReach ? sheet.translated(QT_TRANSLATE_NOOP("Formula", "within the feeler's reach"))
                             : sheet.translated(QT_TRANSLATE_NOOP("Formula", "missed: the circle is beyond the end of the feeler")));
    if (!r.hit) {
        sheet.line(Why::CircleMissed, ItemKind::BufferCircle,
                   {term::prose(sheet.translated(QT_TRANSLATE_NOOP("Formula", "no collision ahead: this circle adds no force and no brake")))});
        return false;
    }
    const Term ruleF = ruleForce(sheet.forceKind());
    sheet.line(Why::CircleTurn, sheet.forceKind(),
               {ruleF, kEquals, heading(), kTimes, term::scalar(QStringLiteral("maxSpeed")), ", ", term::scalar(QStringLiteral("angle")),
                " += ", term::scalar(QStringLiteral("sign")), "·π/2", kEquals, term::vector(headingValue), kTimes,
                term::number(sheet.vehicle().params.maxSpeed), r.sign < 0 ? ", −π/2" : ", +π/2", kEquals, term::vector(r.turned)},
               sheet.translated(QT_TRANSLATE_NOOP("Formula", "turn 90° to the side away from the circle")));
    sheet.line(Why::CircleScale, sheet.forceKind(),
               {ruleF, kEquals, ruleF, "·(1 − |", projection(), "| / |", feeler(), "|)", kEquals, term::vector(r.turned), "·(1 − ",
                term::number(r.projectionLength), " / ", term::number(r.feelerLength), ")", kEquals, term::vector(r.force)},
               sheet.translated(QT_TRANSLATE_NOOP("Formula", "weaker when the circle is far along the feeler")));
    sheet.line(Why::CircleBrake, ItemKind::Brake,
               {braked(), kEquals, velocity(), "·|", projection(), "| / |", feeler(), "|", kEquals, term::vector(r.velocity), kTimes,
                term::number(r.ratio), kEquals, term::vector(r.brakedVelocity)},
               sheet.translated(QT_TRANSLATE_NOOP("Formula", "brake: the closer the circle, the harder")));
    return false;
}

std::vector<const char*> avoidNotes(const steer::Variants&)
{
    return {QT_TRANSLATE_NOOP("FormulaExplanation",
                              "Where the AS3 study notes' text and code disagree, this program follows the code. The text says the "
                              "circle is in front when dotProd is less than 0, but the code tests dotProd > 0 (a positive "
                              "projection on the heading is in front). The text says a collision is near when dist is less than "
                              "the circle's radius, but the code tests dist < radius + avoidBuffer, so the vehicle keeps a margin.")};
}

} // namespace

extern const ExplainerRow avoidExplainer{
    explainAvoid,
    QT_TRANSLATE_NOOP("Formula", "object avoidance"),
    QT_TRANSLATE_NOOP("FormulaExplanation",
                      "Object avoidance: the vehicle stretches a feeler avoidDistance long along its heading and "
                      "projects the difference to each circle onto it. When the circle is ahead (dotProd > 0), "
                      "within the feeler's reach, and the feeler passes closer than radius + avoidBuffer, the "
                      "vehicle turns 90° rather than 180°: think of the cheetah chasing the antelope, where a "
                      "sharp turn escapes the hunter better than running back. The turn is stronger the nearer the "
                      "circle (1 − |projection|/|feeler|), and the vehicle brakes, multiplying its velocity by "
                      "|projection|/|feeler|: the closer the obstacle, the harder it brakes while turning."),
    avoidNotes,
};

extern const ExplainerRow avoidCircleExplainer{
    explainAvoidCircle,
    QT_TRANSLATE_NOOP("Formula", "circle ahead"),
    // explained by the avoid paragraph
    "",
    nullptr,
};

} // namespace formulas
