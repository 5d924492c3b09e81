// Wander: a point on a circle ahead of the vehicle, whose angle takes a random step each frame
// (the step as the Russian translation writes it, or as the AS3 study notes print it).
#include "explainers.h"
#include "math_text.h"
#include "sheet_writer.h"
#include "symbols.h"

namespace formulas {

using steer::ItemKind;
using namespace symbols;

namespace {
// A number added to what stands before it: " + 0.288", or " − 0.288" for one written negative (as
// math_text.h's plusNum(); −0.0001 is written 0, so it is added).
Expr plusNumber(double v)
{
    return num(v).startsWith(QChar(0x2212)) ? Expr{kMinus, term::number(-v)} : Expr{kPlus, term::number(v)};
}

bool explainWander(SheetWriter& sheet, const Call& call)
{
    const auto& r = call.record.as<steer::WanderRecord>();
    const Term center = term::symbol(ItemKind::WanderCenter, QStringLiteral("center"));
    const Term offset = term::symbol(ItemKind::WanderOffset, QStringLiteral("offset"));
    const Term angle = term::scalar(QStringLiteral("wanderAngle"));
    const Term range = term::scalar(QStringLiteral("wanderRange"));
    sheet.line(Why::WanderCenter, ItemKind::WanderCenter,
               {center, kEquals, fn("normalize"), "(", velocity(), ")", kTimes, term::scalar(QStringLiteral("wanderDistance")), kEquals,
                term::vector(r.velocity.normalized()), kTimes, term::number(r.wanderDistance), kEquals, term::vector(r.center)});
    sheet.line(Why::WanderOffset, ItemKind::WanderOffset,
               {offset, kEquals, term::scalar(QStringLiteral("wanderRadius")), "·(", fn("cos"), " ", angle, ", ", fn("sin"), " ", angle, ")", kEquals,
                term::number(r.wanderRadius), "·(", fn("cos"), " ", term::number(r.wanderAngle), ", ", fn("sin"), " ",
                term::number(r.wanderAngle), ")",
                kEquals, term::vector(r.offset)});
    Expr step;
    QString note;
    if (sheet.world().variants.wander == steer::WanderStep::Range) {
        step = {angle, " += ", upright("random"), "·", range, kMinus, range, "·0.5: ", term::number(r.wanderAngle), " + (", term::number(r.random),
                kTimes, term::number(r.wanderRange), kMinus, term::number(r.wanderRange), "·0.5)", kEquals,
                term::number(r.wanderAngle)};
        note = sheet.translated(QT_TRANSLATE_NOOP("Formula", "step within ±wanderRange/2, for the next frame (Russian translation)"));
    } else {
        step = {angle, " += ", upright("random"), " − 0.5·", range, ": ", term::number(r.wanderAngle), " + (", term::number(r.random), kMinus,
                "0.5·", term::number(r.wanderRange), ")", kEquals, term::number(r.wanderAngle)};
        note = sheet.translated(QT_TRANSLATE_NOOP("Formula", "as printed in the AS3 study notes, for the next frame"));
    }
    step << plusNumber(r.step) << kEquals << term::number(r.nextWanderAngle);
    sheet.line(Why::WanderStep, ItemKind::WanderOffset, step, note);
    sheet.line(Why::WanderForce, sheet.forceKind(),
               {ruleForce(sheet.forceKind()), kEquals, center, kPlus, offset, kEquals, term::vector(r.center), kPlus,
                term::vector(r.offset), kEquals, term::vector(r.force)});
    return false;
}

std::vector<const char*> wanderNotes(const steer::Variants& v)
{
    if (v.wander == steer::WanderStep::Printed000)
        return {QT_TRANSLATE_NOOP("FormulaExplanation",
                                  "Variant as printed in the AS3 study notes: wanderAngle += random() − 0.5·wanderRange. Because of "
                                  "operator precedence this equals the Russian translation's random()·wanderRange − wanderRange·0.5 "
                                  "only when wanderRange = 1. With any other range the step is no longer centred on zero, so the "
                                  "vehicle keeps turning to one side and runs in circles.")};
    return {QT_TRANSLATE_NOOP("FormulaExplanation",
                              "The step as in the Russian translation: random()·wanderRange − wanderRange·0.5, evenly spread "
                              "within ±wanderRange/2. The AS3 study notes print random() − 0.5·wanderRange, which is the same only "
                              "when wanderRange = 1.")};
}

} // namespace

extern const ExplainerRow wanderExplainer{
    explainWander,
    QT_TRANSLATE_NOOP("Formula", "wander"),
    QT_TRANSLATE_NOOP("FormulaExplanation",
                      "Wander: a small circle (wanderRadius) is placed wanderDistance in front of the vehicle, "
                      "and the vehicle steers towards a point on it. Each frame the point moves along the circle "
                      "by a small random step of wanderAngle. Because the direction changes only a little at a "
                      "time, the vehicle meanders smoothly instead of twitching at random."),
    wanderNotes,
};

} // namespace formulas
