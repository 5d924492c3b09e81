#include "symbols.h"

#include "sheet_writer.h"

namespace formulas {

using steer::ItemKind;
using steer::Vector2D;

namespace symbols {

Term ruleForce(ItemKind rule)
{
    // The kinds that name a rule's force; any other kind is the plain F (a lookup, not a switch
    // with a default, so that -Wswitch-enum has nothing to say about the kinds left out).
    struct Row {
        ItemKind kind;
        const char* name;
        const char* index;
    };
    static constexpr Row rows[] = {
        {ItemKind::SeparationForce, "F", "sep"}, {ItemKind::CohesionForce, "F", "coh"}, {ItemKind::WanderForce, "F", "wander"},
        {ItemKind::AvoidForce, "F", "avoid"},    {ItemKind::SeparationSum, "ΣF", "sep"}, {ItemKind::Alignment, "F", "a"},
    };
    for (const Row& row : rows)
        if (row.kind == rule)
            return term::symbol(rule, QString::fromUtf8(row.name), QString::fromUtf8(row.index));
    return force();
}

} // namespace symbols

using namespace symbols;

Expr toTargetLine(Vector2D target, Vector2D p)
{
    return {difference(), kEquals, symbols::target(), kMinus, position(), kEquals, term::vector(target), kMinus,
            term::vector(p), kEquals, term::vector(target - p)};
}

Expr desiredLine(Vector2D d, const Term& speedName, double speed, Vector2D desired)
{
    Expr e{desiredVelocity(), kEquals, fn("normalize"), "(", difference(), ")", kTimes, speedName, kEquals};
    if (d.isZero())
        e << Expr{fn("normalize"), "(", term::vector(d), ")", kTimes, term::number(speed), kEquals};
    e << Expr{term::vector(d.normalized()), kTimes, term::number(speed), kEquals, term::vector(desired)};
    return e;
}

QString zeroNote(const SheetWriter& sheet, Vector2D d)
{
    return d.isZero() ? sheet.translated(QT_TRANSLATE_NOOP("Formula", "at the target d = (0, 0): the book's Vector2D.normalize() turns a "
                                                              "zero vector into (1, 0)"))
                      : QString();
}

Expr forceLine(ItemKind rule, Vector2D desired, Vector2D velocity, Vector2D force)
{
    return {ruleForce(rule), kEquals, desiredVelocity(), kMinus, symbols::velocity(), kEquals, term::vector(desired), kMinus,
            term::vector(velocity), kEquals, term::vector(force)};
}

} // namespace formulas
