#include "program_problem_text.h"

#include <QCoreApplication>

namespace {
QString tr(const char* text) { return QCoreApplication::translate("ProgramText", text); }
} // namespace

QString callSyntaxList()
{
    return QStringLiteral("seek:T, flee:T, arrive:T, pursue:ID, evade:ID, wander, avoid, follow-path, flock, "
                          "offset-pursuit:ID:DX:DY, lennard-jones (T = pointer | ID)");
}

QString programProblemText(const steer::ProgramError& e)
{
    const QString s = QString::fromStdString(e.subject);
    using P = steer::ProgramProblem;
    switch (e.problem) {
    case P::None:
        return {};
    case P::NoEquals:
        return tr("'%1' is not ID=CALL[,CALL…]").arg(s);
    case P::UnknownVehicle:
        return tr("there is no vehicle '%1'").arg(s);
    case P::UnknownBehaviour:
        return tr("'%1' is not a behaviour call (valid: %2)").arg(s, callSyntaxList());
    case P::MissingTarget:
        return tr("'%1' needs a target").arg(s);
    case P::ExtraTarget:
        return tr("'%1' takes no target").arg(s);
    case P::BadOffset:
        return tr("'%1' needs two numbers after the vehicle: offset-pursuit:ID:DX:DY").arg(s);
    case P::PointerTarget:
        return tr("'%1' needs a vehicle, not the pointer").arg(s);
    case P::TargetsItself:
        return tr("'%1' aims at the vehicle itself").arg(s);
    case P::EmptyCall:
        return tr("an empty call in '%1'").arg(s);
    }
    return {};
}
