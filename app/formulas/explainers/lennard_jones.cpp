// Lennard-Jones avoidance (seed 004): the cut-off test for every obstacle, then one section per
// obstacle within it, whose push replaces the velocity (a fixed speed, a new direction).
#include "explainers.h"
#include "sheet_writer.h"
#include "symbols.h"

#include <variant>

namespace formulas {

using steer::ItemKind;
using namespace symbols;

namespace {
// r = p − c, the vector from the obstacle's centre to the vehicle.
Term fromObstacle() { return term::symbol(ItemKind::Difference, QStringLiteral("r")); }

bool explainLennardJones(SheetWriter& sheet, const Call& call)
{
    const auto& r = call.record.as<steer::LennardJonesRecord>();
    sheet.line(Why::LjSkip, ItemKind::CutoffCircle,
               {"|", fromObstacle(), "| > ", term::scalar(QStringLiteral("cutoff")), " (", term::number(r.cutoff), ")"},
               sheet.translated(QT_TRANSLATE_NOOP("Formula", "%1 of %2 obstacles are farther than the cut-off: skipped"))
                   .arg(r.obstacles - r.pushes)
                   .arg(r.obstacles));
    for (int c : sheet.children(call.index))
        sheet.explain(c, call.depth + 1,
                      sheet.translated(QT_TRANSLATE_NOOP("Formula", "obstacle %1")).arg(sheet.record(c).as<steer::LennardJonesPushRecord>().obstacle + 1));
    return true;
}

bool explainLennardJonesPush(SheetWriter& sheet, const Call& call)
{
    const auto& r = call.record.as<steer::LennardJonesPushRecord>();
    // The potential's constants are the caller's (a push is always a Lennard-Jones call's child).
    const steer::LennardJonesRecord* caller =
        call.record.parent >= 0 ? std::get_if<steer::LennardJonesRecord>(&sheet.record(call.record.parent).data) : nullptr;
    const steer::LennardJonesRecord constants = caller ? *caller : steer::LennardJonesRecord{};
    const Term push = term::symbol(ItemKind::Push, QStringLiteral("u"));
    const Term fixed = term::symbol(ItemKind::FixedSpeedVelocity, QStringLiteral("dv"));
    const Term d = term::scalar(QStringLiteral("d"));
    const Term potential = term::scalar(QStringLiteral("U"));
    const Term cutoff = term::scalar(QStringLiteral("cutoff"));
    sheet.line(Why::LjR, ItemKind::Difference,
               {fromObstacle(), kEquals, position(), kMinus, term::bold(QStringLiteral("c")), kEquals,
                term::vector(r.obstaclePosition + r.r), kMinus, term::vector(r.obstaclePosition), kEquals, term::vector(r.r)});
    sheet.line(Why::LjWithin, ItemKind::CutoffCircle,
               {"|", fromObstacle(), "| ≤ ", cutoff, ": ", term::number(r.rLength), " ≤ ", term::number(r.cutoff)});
    sheet.line(Why::LjD, ItemKind::Difference,
               {d, kEquals, "|", fromObstacle(), "| / ", term::scalar(QStringLiteral("radius")), kEquals, term::number(r.rLength), " / ",
                term::number(r.radius), kEquals, term::number(r.d)});
    sheet.line(Why::LjPotential, ItemKind::Push,
               {potential, " = −", term::scalar(QStringLiteral("A")), "/", d, term::sup({"n"}), " + ", term::scalar(QStringLiteral("B")),
                "/", d, term::sup({"m"}), kEquals, "−", term::number(constants.A), "/", term::number(r.d),
                term::sup({term::number(constants.n)}), " + ", term::number(constants.B), "/", term::number(r.d),
                term::sup({term::number(constants.m)}), kEquals, term::number(r.U)});
    sheet.line(Why::LjPush, ItemKind::Push,
               {push, kEquals, fn("normalize"), "(", fromObstacle(), ")", kTimes, potential, kEquals, term::vector(r.r.normalized()), kTimes,
                term::number(r.U), kEquals, term::vector(r.u)});
    sheet.line(Why::LjAdd, ItemKind::VelocityPlusPush,
               {fixed, kEquals, velocity(), kPlus, push, kEquals, term::vector(r.velocity), kPlus, term::vector(r.u), kEquals,
                term::vector(r.vPlusU)});
    sheet.line(Why::LjFixedSpeed, ItemKind::FixedSpeedVelocity,
               {"|", fixed, "| := ", term::scalar(QStringLiteral("ljSpeed")), kEquals, term::number(r.speed), " ⇒ ", fixed, kEquals,
                term::vector(r.dv), ", ", velocity(), kEquals, fixed},
               sheet.translated(QT_TRANSLATE_NOOP("Formula", "the velocity is replaced: fixed speed, new direction")));
    return false;
}

} // namespace

extern const ExplainerRow lennardJonesExplainer{
    explainLennardJones,
    QT_TRANSLATE_NOOP("Formula", "Lennard-Jones avoidance"),
    QT_TRANSLATE_NOOP("FormulaExplanation",
                      "Lennard-Jones avoidance: every obstacle closer than the cut-off pushes the vehicle away along "
                      "r with the potential U = −A/dⁿ + B/dᵐ, where d = |r|/radius. The repulsive term B/dᵐ grows "
                      "very fast as the vehicle comes close; the attractive term −A/dⁿ (zero by default) would pull "
                      "it in from farther away. The push is added to the velocity and the speed is then fixed, "
                      "so only the direction changes."),
    nullptr,
};

extern const ExplainerRow lennardJonesPushExplainer{
    explainLennardJonesPush,
    QT_TRANSLATE_NOOP("Formula", "push"),
    // explained by the Lennard-Jones paragraph
    "",
    nullptr,
};

} // namespace formulas
