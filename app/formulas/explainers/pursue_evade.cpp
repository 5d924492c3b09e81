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
               {"toTarget·heading = ", term::number(ahead), ahead > 0 ? " > " : " ≤ ", "0, heading·target.heading = ",
                term::number(facing), facing < -0.95 ? " < " : " ≥ ", "−0.95"},
               r.headOn ? sheet.tr(QT_TRANSLATE_NOOP("Formula", "head-on and in front: seek the target itself"))
                        : sheet.tr(QT_TRANSLATE_NOOP("Formula", "not head-on: predict where it will be")));
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
        notes << sheet.tr(QT_TRANSLATE_NOOP("Formula", "as printed in the Russian translation: a point behind the pursuer"));
    // PursueTest starts its target at 15 with maxSpeed 10: the target's own update cuts that
    // down when it first moves, so |v_target| is 15 only before then.
    const steer::Vehicle* target = targetOf(sheet, call.index);
    if (target && r.targetSpeed > target->params.maxSpeed + 1e-9)
        notes << sheet.tr(QT_TRANSLATE_NOOP("Formula", "the target starts faster than its maxSpeed (%1 > %2), as the scenario "
                                                       "sets it; its first update truncates the velocity, so from the next "
                                                       "frame on |v_target| = %2"))
                     .arg(num(r.targetSpeed), num(target->params.maxSpeed));
    Expr e{predictedTarget(), kEquals, targetPosition, op, targetVelocity, kTimes, lookAheadTime, kEquals,
           term::vector(r.targetPosition), op};
    e << velocityTimesTime << kEquals << term::vector(r.predictedTarget);
    sheet.line(!isEvade ? Why::PredictAhead : behind ? Why::EvadeBehind : Why::EvadeAhead, ItemKind::PredictedTarget, e,
               notes.join(QStringLiteral("; ")));
}

} // namespace

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

} // namespace formulas
