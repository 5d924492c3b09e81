#pragma once
// Writes one vehicle's formula sheet: a section per behaviour call, numbered lines in order, then
// the update steps. What each behaviour's lines say lives in its explainer (explainers.h); this
// class keeps the sheet, the numbering and the call tree they walk.
#include "formula_builder.h"
#include "formula_expr.h"

#include <vector>

namespace formulas {

class SheetWriter {
public:
    SheetWriter(const steer::World& world, int vehicleIndex, const Translate& tx);
    FormulaSheet write();

    // The explainers' view of the frame.
    // `source` (context "Formula") in the sheet's language. Not named tr(): lupdate does not look
    // inside a tr() call's argument, and would miss the QT_TRANSLATE_NOOP there.
    QString translated(const char* source) const { return tr_("Formula", source); }
    QString behaviourTitle(steer::Behaviour b) const { return behaviourName(b, tr_); }
    const steer::World& world() const { return world_; }
    const steer::Vehicle& vehicle() const;
    const steer::VehicleExplanation& explanation() const { return ex_; }
    const steer::BehaviourRecord& record(int call) const { return ex_.calls[static_cast<std::size_t>(call)]; }
    std::vector<int> children(int call) const;
    // How the current call's steering force is shown (F, or its rule's F_sep, F_wander ...).
    steer::ItemKind forceKind() const { return force_; }

    // Writing.
    void section(int callIndex, int depth, const QString& title);
    // The next numbered line, in the current section, about the section's call (or `callIndex`).
    void line(Why why, steer::ItemKind kind, Expr expr, const QString& note = QString());
    void lineOfCall(int callIndex, Why why, steer::ItemKind kind, Expr expr, const QString& note = QString());
    // A call's section and lines, then its children's (`role` names a call inside another: "cohesion").
    void explain(int call, int depth, const QString& role);

private:
    const steer::World& world_;
    int vi_;
    const Translate& tr_;
    const steer::VehicleExplanation& ex_;
    FormulaSheet sheet_;
    int step_ = 0;
    steer::ItemKind force_ = steer::ItemKind::SteeringForce;
};

} // namespace formulas
