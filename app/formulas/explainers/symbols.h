#pragma once
// The symbols and signs the explainers share, each symbol coloured as the overlay item it names,
// and the lines seek, flee and arrive have in common.
#include "formula_expr.h"

namespace formulas {

class SheetWriter;

namespace symbols {

inline Term position() { return term::bold(QStringLiteral("p")); }
inline Term acceleration() { return term::bold(QStringLiteral("a")); }
inline Term velocity() { return term::symbol(steer::ItemKind::Velocity, QStringLiteral("v")); }
inline Term desiredVelocity() { return term::symbol(steer::ItemKind::DesiredVelocity, QStringLiteral("v"), QStringLiteral("d")); }
inline Term force() { return term::symbol(steer::ItemKind::SteeringForce, QStringLiteral("F")); }
inline Term totalForce() { return term::symbol(steer::ItemKind::TotalForce, QStringLiteral("F")); }
inline Term target() { return term::symbol(steer::ItemKind::Target, QStringLiteral("target")); }
inline Term predictedTarget() { return term::symbol(steer::ItemKind::PredictedTarget, QStringLiteral("predictedTarget")); }
inline Term difference() { return term::symbol(steer::ItemKind::Difference, QStringLiteral("d")); }
// A rule's own force (steer::forceKindOf): F_sep, F_coh, F_wander, F_avoid, coloured as drawn; F otherwise.
Term ruleForce(steer::ItemKind rule);

// A function before its argument (normalize, truncate, cos), and a name written upright that is
// neither symbol nor scalar (heading in toTarget·heading): marked, so LaTeX needs no guess.
inline Term fn(const char* name) { return term::function(QString::fromUtf8(name)); }
inline Term upright(const char* name) { return term::name(QString::fromUtf8(name)); }

// Signs, with the spaces the panel puts round them.
inline const Term kEquals{" = "};
inline const Term kMinus{" − "};
inline const Term kPlus{" + "};
inline const Term kTimes{"·"};
// After a written statement: whether it holds (never whether it is "good").
inline Term holds(bool yes) { return Term(yes ? " ✓" : " ✗"); }

} // namespace symbols

// Lines seek, flee and arrive share.
// d = target − p.
Expr toTargetLine(steer::Vector2D target, steer::Vector2D position);
// v_d = normalize(d)·speed, with the speed's name and value. At the target d is (0, 0), and the
// book's Vector2D.normalize() makes it (1, 0) (SOURCES.md, "Vector2D facts"): the line spells out
// normalize((0, 0)) before that (1, 0), and zeroNote() says why.
Expr desiredLine(steer::Vector2D d, const Term& speedName, double speed, steer::Vector2D desired);
QString zeroNote(const SheetWriter& sheet, steer::Vector2D d);
// F = v_d − v, F written as the rule's force.
Expr forceLine(steer::ItemKind rule, steer::Vector2D desired, steer::Vector2D velocity, steer::Vector2D force);

} // namespace formulas
