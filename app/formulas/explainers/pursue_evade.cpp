// Pursue and evade: predict where the target will be after lookAheadTime, then seek or flee that
// point (the nested call has its own section). The book divides by maxSpeed (000-002), the Cocos
// port by maxSpeed + |v_target| and first tests for a target head-on in front (003).
#include "explainers.h"
#include "math_text.h"
#include "sheet_writer.h"
#include "symbols.h"

#include <QStringList>

#include <type_traits>

namespace formulas {

using steer::ItemKind;
using steer::Vector2D;
using namespace symbols;

namespace {

// The vehicle a top-level pursue or evade call is about: the program's matching call names it
// (the k-th such record is the k-th enabled call of that behaviour). Null when it is not at hand.
const steer::Vehicle* targetOf(const SheetWriter& sheet, int call)
{
    const steer::Behaviour b = sheet.record(call).behaviour;
    int k = 0;
    for (int j = 0; j < call; ++j)
        k += sheet.record(j).parent < 0 && sheet.record(j).behaviour == b ? 1 : 0;
    for (const steer::BehaviourCall& c : sheet.vehicle().program) {
        if (!c.enabled || c.behaviour != b || k-- > 0)
            continue;
        for (const steer::Vehicle& v : sheet.world().vehicles)
            if (v.id == c.target)
                return &v;
        return nullptr;
    }
    return nullptr;
}

// The Cocos port's pursue first tests for a target head-on in front; true when it is.
bool headOn(SheetWriter& sheet, const steer::PursueRecord& r)
{
    const double ahead = r.toTargetDotHeading, facing = r.headingDotTargetHeading;
    sheet.line(Why::HeadOnTest, ItemKind::PredictedTarget,
               {upright("toTarget"), "·", upright("heading"), " = ", term::number(ahead), ahead > 0 ? " > " : " ≤ ", "0, ", upright("heading"), "·", upright("target"), ".", upright("heading"), " = ",
                term::number(facing), facing < -0.95 ? " < " : " ≥ ", "−0.95"},
               r.headOn ? sheet.translated(QT_TRANSLATE_NOOP("Formula", "head-on and in front: seek the target itself"))
                        : sheet.translated(QT_TRANSLATE_NOOP("Formula", "not head-on: predict where it will be")));
    return r.headOn;
}

template <class PursueOrEvadeRecord>
void predict(SheetWriter& sheet, const Call& call, const PursueOrEvadeRecord& r)
{
    constexpr bool isEvade = std::is_same_v<PursueOrEvadeRecord, steer::EvadeRecord>;
    const steer::Variants& variants = sheet.world().variants;
    const bool cocos = variants.lookAhead == steer::LookAhead::Cocos;
    const Term targetPosition = term::symbol(ItemKind::Target, QStringLiteral("p"), QStringLiteral("target"));
    const Term targetVelocity = term::symbol(ItemKind::LookAhead, QStringLiteral("v"), QStringLiteral("target"));
    const Term dist = term::scalar(QStringLiteral("dist"));
    const Term lookAheadTime = term::scalar(QStringLiteral("lookAheadTime"));
    const Term maxSpeedName = term::scalar(QStringLiteral("maxSpeed"));
    const double t = r.lookAheadTime;
    const double maxSpeed = sheet.vehicle().params.maxSpeed;
    sheet.line(Why::Distance, ItemKind::LookAhead,
               {dist, kEquals, "|", targetPosition, kMinus, position(), "|", kEquals, "|", term::vector(r.targetPosition), kMinus,
                term::vector(r.position), "|", kEquals, term::number(r.dist)});
    if (!cocos)
        sheet.line(Why::LookAheadBook, ItemKind::LookAhead,
                   {lookAheadTime, kEquals, dist, " / ", maxSpeedName, kEquals, term::number(r.dist), " / ", term::number(maxSpeed),
                    kEquals, term::number(t)});
    else
        sheet.line(Why::LookAheadCocos, ItemKind::LookAhead,
                   {lookAheadTime, kEquals, dist, " / (", maxSpeedName, " + |", targetVelocity, "|)", kEquals, term::number(r.dist),
                    " / (", term::number(maxSpeed), " + ", term::number(r.targetSpeed), ")", kEquals, term::number(t)});
    const bool behind = isEvade && variants.evade == steer::EvadePrediction::Behind002;
    const Term op = behind ? kMinus : kPlus;
    // The travel target.v·t as the overlay's look-ahead segment measures it; the velocity is travel / t.
    const Vector2D travel = r.predictedTarget - r.targetPosition;
    const Vector2D shown = behind ? -travel : travel;
    const Expr velocityTimesTime = t > 0 ? Expr{term::vector(shown / t), kTimes, term::number(t)} : Expr{term::vector(shown)};
    QStringList notes;
    if (behind)
        notes << sheet.translated(QT_TRANSLATE_NOOP("Formula", "as printed in the Russian translation: a point behind the pursuer"));
    // PursueTest starts its target at 15 with maxSpeed 10: the target's own update cuts that
    // down when it first moves, so |v_target| is 15 only before then.
    const steer::Vehicle* target = targetOf(sheet, call.index);
    if (target && r.targetSpeed > target->params.maxSpeed + 1e-9)
        notes << sheet.translated(QT_TRANSLATE_NOOP("Formula", "the target starts faster than its maxSpeed (%1 > %2), as the scenario "
                                                       "sets it; its first update truncates the velocity, so from the next "
                                                       "frame on |v_target| = %2"))
                     .arg(num(r.targetSpeed), num(target->params.maxSpeed));
    Expr e{predictedTarget(), kEquals, targetPosition, op, targetVelocity, kTimes, lookAheadTime, kEquals,
           term::vector(r.targetPosition), op};
    e << velocityTimesTime << kEquals << term::vector(r.predictedTarget);
    sheet.line(!isEvade ? Why::PredictAhead : behind ? Why::EvadeBehind : Why::EvadeAhead, ItemKind::PredictedTarget, e,
               notes.join(QStringLiteral("; ")));
}

bool explainPursue(SheetWriter& sheet, const Call& call)
{
    const auto& r = call.record.as<steer::PursueRecord>();
    if (sheet.world().variants.lookAhead != steer::LookAhead::Cocos || !headOn(sheet, r))
        predict(sheet, call, r);
    return false;
}

bool explainEvade(SheetWriter& sheet, const Call& call)
{
    predict(sheet, call, call.record.as<steer::EvadeRecord>());
    return false;
}

// The look-ahead as the book writes it, said under pursue and evade alike.
const char* const kBookLookAhead =
    QT_TRANSLATE_NOOP("FormulaExplanation",
                      "The book's look-ahead (the AS3 study notes and the Russian translation): lookAheadTime = "
                      "dist/maxSpeed, the frames this vehicle would need to cover the distance at full speed. The Cocos "
                      "port also counts the target's speed; switch the variant to compare.");

std::vector<const char*> pursueNotes(const steer::Variants& v)
{
    if (v.lookAhead == steer::LookAhead::Cocos)
        return {QT_TRANSLATE_NOOP("FormulaExplanation",
                                  "Variant of the Cocos port: the look-ahead also counts the target's own speed, lookAheadTime = "
                                  "dist/(maxSpeed + |target.v|), so it predicts less far ahead; and when the target is in front and "
                                  "coming head-on (heading·target.heading < −0.95) the pursuer seeks the target itself, because "
                                  "predicting is no use then.")};
    return {kBookLookAhead};
}

std::vector<const char*> evadeNotes(const steer::Variants& v)
{
    std::vector<const char*> out;
    if (v.lookAhead == steer::LookAhead::Cocos)
        out.push_back(QT_TRANSLATE_NOOP("FormulaExplanation",
                                        "Variant of the Cocos port: the look-ahead also counts the pursuer's own speed, lookAheadTime = "
                                        "dist/(maxSpeed + |target.v|), so the evader predicts less far ahead."));
    else
        out.push_back(kBookLookAhead);
    if (v.evade == steer::EvadePrediction::Behind002)
        out.push_back(QT_TRANSLATE_NOOP("FormulaExplanation",
                                        "Variant as printed in the Russian translation: predictedTarget = target.p − target.v·t, a point "
                                        "behind the pursuer. The evader flees from where the pursuer came from, not from where it is going, "
                                        "so a pursuer coming straight at it is dodged late or in the wrong direction. The AS3 study notes "
                                        "add target.v·t."));
    return out;
}

} // namespace

extern const ExplainerRow pursueExplainer{
    explainPursue,
    QT_TRANSLATE_NOOP("Formula", "pursue"),
    QT_TRANSLATE_NOOP("FormulaExplanation",
                      "Pursue does not chase the target where it is but where it will be: it looks ahead "
                      "lookAheadTime frames (the farther away, the farther ahead), predicts the target's position "
                      "from its velocity and seeks that point. That is why the pursuer reaches a moving target "
                      "before a plain seeker does."),
    pursueNotes,
};

extern const ExplainerRow evadeExplainer{
    explainEvade,
    QT_TRANSLATE_NOOP("Formula", "evade"),
    QT_TRANSLATE_NOOP("FormulaExplanation",
                      "Evade is pursue turned round: predict where the pursuer will be after lookAheadTime "
                      "frames and flee from that point."),
    evadeNotes,
};

} // namespace formulas
