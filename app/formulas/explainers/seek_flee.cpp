// Seek and flee (seeds 000-002): d = target − p; v_d = normalize(d)·maxSpeed; seek: F = v_d − v;
// flee: force = v_d − v, F −= force.
#include "explainers.h"
#include "sheet_writer.h"
#include "symbols.h"

namespace formulas {

using steer::ItemKind;
using namespace symbols;

namespace {
template <class SeekOrFleeRecord>
void desiredSteps(SheetWriter& sheet, const SeekOrFleeRecord& r)
{
    const steer::Vector2D d = r.target - r.position;
    sheet.line(Why::ToTarget, ItemKind::Difference, toTargetLine(r.target, r.position));
    sheet.line(Why::DesiredMaxSpeed, ItemKind::DesiredVelocity,
               desiredLine(d, term::scalar(QStringLiteral("maxSpeed")), r.maxSpeed, r.desiredVelocity), zeroNote(sheet, d));
}

bool explainSeek(SheetWriter& sheet, const Call& call)
{
    const auto& r = call.record.as<steer::SeekRecord>();
    desiredSteps(sheet, r);
    sheet.line(Why::SeekForce, sheet.forceKind(), forceLine(sheet.forceKind(), r.desiredVelocity, r.velocity, r.force));
    return false;
}

bool explainFlee(SheetWriter& sheet, const Call& call)
{
    const auto& r = call.record.as<steer::FleeRecord>();
    desiredSteps(sheet, r);
    const Term fleeForce = term::symbol(ItemKind::FleeForce, QStringLiteral("force"));
    sheet.line(Why::FleeForce, ItemKind::FleeForce,
               {fleeForce, kEquals, desiredVelocity(), kMinus, velocity(), kEquals, term::vector(r.desiredVelocity), kMinus,
                term::vector(r.velocity), kEquals, term::vector(r.force)},
               sheet.translated(QT_TRANSLATE_NOOP("Formula", "the same force as seek computes")));
    const Term applied = ruleForce(sheet.forceKind());
    sheet.line(Why::FleeSubtract, sheet.forceKind(),
               {applied, " −= ", fleeForce, ": ", applied, " += ", velocity(), kMinus, desiredVelocity(), kEquals,
                term::vector(r.appliedForce)},
               sheet.translated(QT_TRANSLATE_NOOP("Formula", "flee subtracts it: its contribution is v − v_d, zero for a vehicle moving at "
                                                     "maxSpeed straight at the target")));
    return false;
}

} // namespace

extern const ExplainerRow seekExplainer{
    explainSeek,
    QT_TRANSLATE_NOOP("Formula", "seek"),
    QT_TRANSLATE_NOOP("FormulaExplanation",
                      "Seek: the desired velocity points straight at the target at full speed (maxSpeed); "
                      "the steering force is what must be added to the current velocity to get it. "
                      "maxForce limits that force, so the vehicle turns in a curve and overshoots the target, "
                      "then turns back."),
    nullptr,
};

extern const ExplainerRow fleeExplainer{
    explainFlee,
    QT_TRANSLATE_NOOP("Formula", "flee"),
    QT_TRANSLATE_NOOP("FormulaExplanation",
                      "Flee is seek turned round: the same desired velocity is computed, and the force is "
                      "subtracted instead of added, so the vehicle steers away from the target."),
    nullptr,
};

} // namespace formulas
