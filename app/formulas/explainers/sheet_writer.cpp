#include "sheet_writer.h"

#include "diagram_style.h"
#include "explainers.h"
#include "formula_explanations.h"
#include "formula_render.h"

#include <utility>

namespace formulas {

using steer::Behaviour;

SheetWriter::SheetWriter(const steer::World& world, int vehicleIndex, const Translate& tx)
    : world_(world), vi_(vehicleIndex), tr_(tx), ex_(world.explanations[static_cast<std::size_t>(vehicleIndex)])
{
}

const steer::Vehicle& SheetWriter::vehicle() const { return world_.vehicles[static_cast<std::size_t>(vi_)]; }

FormulaSheet SheetWriter::write()
{
    // The shown frame carries the records of the step it is about to take (controller.h).
    sheet_.heading = translated(QT_TRANSLATE_NOOP("Formula", "%1 — next step: frame %2 → %3"))
                         .arg(diagrams::vehicleName(vehicle().id))
                         .arg(world_.frame)
                         .arg(world_.frame + 1);
    bool steeringApplied = false;
    for (int i = 0; i < static_cast<int>(ex_.calls.size()); ++i) {
        if (record(i).parent >= 0)
            continue;
        // Seed 004 adds the force to v first, then its loop replaces v, then the vehicle moves.
        if (record(i).behaviour == Behaviour::LennardJones && ex_.updated && ex_.update.steered && !steeringApplied) {
            explainSteering(*this, true);
            steeringApplied = true;
        }
        explain(i, 0, QString());
    }
    if (ex_.updated) {
        if (!steeringApplied)
            explainSteering(*this, false);
        explainMove(*this, steeringApplied);
    }
    sheet_.explanations = explanationsFor(world_, vi_, tr_);
    return sheet_;
}

std::vector<int> SheetWriter::children(int parent) const
{
    std::vector<int> out;
    for (int i = 0; i < static_cast<int>(ex_.calls.size()); ++i)
        if (record(i).parent == parent)
            out.push_back(i);
    return out;
}

void SheetWriter::section(int callIndex, int depth, const QString& title)
{
    sheet_.sections.push_back({callIndex, depth, title, {}});
    force_ = callIndex >= 0 ? steer::forceKindOf(ex_, static_cast<std::size_t>(callIndex)) : steer::ItemKind::SteeringForce;
}

void SheetWriter::line(Why why, steer::ItemKind kind, Expr expr, const QString& note)
{
    lineOfCall(sheet_.sections.back().callIndex, why, kind, std::move(expr), note);
}

void SheetWriter::lineOfCall(int callIndex, Why why, steer::ItemKind kind, Expr expr, const QString& note)
{
    FormulaLine l;
    l.callIndex = callIndex;
    l.kind = kind;
    l.step = ++step_;
    l.formula = richText(expr);
    l.expr = std::move(expr);
    l.note = note;
    l.why = why;
    sheet_.sections.back().lines.push_back(std::move(l));
}

void SheetWriter::explain(int i, int depth, const QString& role)
{
    const steer::BehaviourRecord& r = record(i);
    QString title = behaviourName(r.behaviour, tr_);
    if (!role.isEmpty())
        title = translated(QT_TRANSLATE_NOOP("Formula", "%1 (%2)")).arg(title, role);
    section(i, depth, title);
    if (explainerRow(r.behaviour).explain(*this, Call{i, depth, r}))
        return;
    for (int c : children(i))
        explain(c, depth + 1, QString());
}

} // namespace formulas
