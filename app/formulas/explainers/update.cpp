// SteeredVehicle.update() and Vehicle.update(): the forces summed and truncated, the velocity
// truncated, the move and the edge rule.
#include "explainers.h"
#include "sheet_writer.h"
#include "symbols.h"

#include <variant>

namespace formulas {

using steer::Behaviour;
using steer::BehaviourRecord;
using steer::ItemKind;
using steer::Vector2D;
using namespace symbols;

namespace {

// v after the steering step, as the pushes found it (the Lennard-Jones call records it).
Vector2D velocityIntoLennardJones(const steer::VehicleExplanation& ex)
{
    for (const BehaviourRecord& r : ex.calls)
        if (r.parent < 0 && r.behaviour == Behaviour::LennardJones)
            return r.as<steer::LennardJonesRecord>().velocity;
    return ex.update.velocityTruncated;
}

// v as the move found it: the last push's dv, else the velocity after steering.
Vector2D velocityIntoMove(const steer::VehicleExplanation& ex)
{
    const steer::LennardJonesPushRecord* last = nullptr;
    for (const BehaviourRecord& r : ex.calls)
        if (const auto* push = std::get_if<steer::LennardJonesPushRecord>(&r.data))
            last = push;
    return last ? last->dv : velocityIntoLennardJones(ex);
}

// v = truncate(v, maxSpeed) = ..., written with what is truncated (`into`) or without.
Expr truncateSpeed(const steer::UpdateRecord& u, const Expr& into)
{
    Expr e{velocity(), kEquals, fn("truncate"), "(", velocity(), ", ", term::scalar(QStringLiteral("maxSpeed")), ")", kEquals};
    if (!into.empty())
        e << Expr{fn("truncate"), "("} << into << Expr{", ", term::number(u.maxSpeed), ")", kEquals};
    e << term::vector(u.velocityTruncated);
    return e;
}

} // namespace

void explainSteering(SheetWriter& sheet, bool alone)
{
    const steer::UpdateRecord& u = sheet.explanation().update;
    sheet.section(kUpdateCall, 0, sheet.translated(QT_TRANSLATE_NOOP("Formula", "update")));
    if (!u.steered)
        return;
    sheet.line(Why::SumForces, ItemKind::TotalForce, {totalForce(), kEquals, "Σ", force(), kEquals, term::vector(u.force)});
    sheet.line(Why::TruncateForce, ItemKind::TotalForce,
               {totalForce(), kEquals, fn("truncate"), "(", totalForce(), ", ", term::scalar(QStringLiteral("maxForce")), ")", kEquals,
                fn("truncate"), "(", term::vector(u.force), ", ", term::number(u.maxForce), ")", kEquals, term::vector(u.forceTruncated)});
    sheet.line(Why::Acceleration, ItemKind::TotalForce,
               {acceleration(), kEquals, totalForce(), " / ", term::scalar(QStringLiteral("mass")), kEquals,
                term::vector(u.forceTruncated), " / ", term::number(u.mass), kEquals, term::vector(u.acceleration)});
    const Vector2D result = alone ? velocityIntoLennardJones(sheet.explanation()) : u.velocityTruncated;
    sheet.line(Why::TruncateVelocity, ItemKind::Velocity,
               {velocity(), kEquals, fn("truncate"), "(", velocity(), " + ", acceleration(), ", ", term::scalar(QStringLiteral("maxSpeed")), ")",
                kEquals, fn("truncate"), "(", term::vector(u.velocityBefore), " + ", term::vector(u.acceleration), ", ",
                term::number(u.maxSpeed), ")", kEquals, term::vector(result)});
}

void explainMove(SheetWriter& sheet, bool afterPushes)
{
    const steer::UpdateRecord& u = sheet.explanation().update;
    if (!u.steered) {
        sheet.line(Why::TruncateSpeed, ItemKind::Velocity, truncateSpeed(u, {}),
                   sheet.translated(QT_TRANSLATE_NOOP("Formula", "a plain vehicle: no steering")));
    } else if (afterPushes) {
        sheet.section(kUpdateCall, 0, sheet.translated(QT_TRANSLATE_NOOP("Formula", "move")));
        // 004 keeps |v| at the fixed speed: the move truncates nothing unless the record says so.
        const Vector2D into = velocityIntoMove(sheet.explanation());
        if (!(into == u.velocityTruncated))
            sheet.line(Why::TruncateSpeed, ItemKind::Velocity, truncateSpeed(u, {term::vector(into)}));
    }
    sheet.line(Why::Move, ItemKind::Velocity,
               {position(), kEquals, position(), kPlus, velocity(), kEquals, term::vector(u.positionBefore), kPlus,
                term::vector(u.velocityTruncated), kEquals, term::vector(u.positionMoved)});
    if (u.edgeHit) {
        const bool bounce = sheet.vehicle().edge == steer::EdgeBehavior::Bounce;
        sheet.line(bounce ? Why::EdgeBounce : Why::EdgeWrap, ItemKind::Velocity,
                   {position(), kEquals, term::vector(u.positionAfter), ", ", velocity(), kEquals, term::vector(u.velocityAfter)},
                   bounce ? sheet.translated(QT_TRANSLATE_NOOP("Formula", "bounce: the edge reflects the velocity"))
                          : sheet.translated(QT_TRANSLATE_NOOP("Formula", "wrap: out one edge, in at the opposite one")));
    }
}

} // namespace formulas
