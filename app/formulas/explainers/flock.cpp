// Flock: who is in sight, separation (a flee from each one too close, one line for them all),
// cohesion (a seek of the average position, its own section), then alignment as each variant does it.
#include "explainers.h"
#include "neighbour_numbers.h"
#include "sheet_writer.h"
#include "symbols.h"

#include <QStringList>

namespace formulas {

using steer::ItemKind;
using steer::Vector2D;
using namespace symbols;

namespace {
// In a crowd a boid may flee from hundreds: the first few calls are written out, the rest are
// counted, and the sum is over all of them.
constexpr std::size_t kFleesWritten = 4;

bool explainFlock(SheetWriter& sheet, const Call& call)
{
    const auto& r = call.record.as<steer::FlockRecord>();
    const steer::Variants& variants = sheet.world().variants;
    const bool front = variants.inSight == steer::InSight::Front;
    const Term toNeighbour = term::symbol(ItemKind::NeighbourLink, QStringLiteral("d"), QStringLiteral("i"));
    const Term inSightCount = term::scalar(QStringLiteral("inSightCount"));
    Expr test{fn("inSight"), "(i) ⇔ |", toNeighbour, "| ≤ ", term::scalar(QStringLiteral("inSightDist")), " (", term::number(r.inSightDist), ")"};
    if (front)
        test << Expr{" ∧ ", toNeighbour, "·", fn("normalize"), "(", velocity(), ") ≥ 0"};
    sheet.line(Why::InSight, ItemKind::InSightCone, test,
               front ? sheet.translated(QT_TRANSLATE_NOOP("Formula", "only vehicles in front count"))
                     : sheet.translated(QT_TRANSLATE_NOOP("Formula", "variant without the front test: every vehicle around counts")));
    sheet.line(Why::InSightCount, ItemKind::NeighbourLink, {inSightCount, kEquals, QString::number(r.inSightCount)});
    // Whose positions the dᵢ above measure: the update-order variant.
    sheet.line(Why::FlockOrder, ItemKind::NeighbourLink,
               {term::prose(variants.order == steer::FrameOrder::Simultaneous
                                ? sheet.translated(QT_TRANSLATE_NOOP("Formula", "simultaneous order: the others as they were at the start of this frame"))
                                : sheet.translated(QT_TRANSLATE_NOOP("Formula", "in-turn order (FlockTest): vehicles before this one have already moved this frame")))});
    // Separation: the flee calls, one compact line each.
    std::vector<int> flees;
    int cohesion = -1;
    for (int c : sheet.children(call.index)) {
        if (sheet.record(c).behaviour == steer::Behaviour::Flee)
            flees.push_back(c);
        else
            cohesion = c;
    }
    // The neighbours in sight are numbered 1, 2 ... in the order flock() visits them, as the
    // stage numbers them (diagrams::neighbourNumbers); a flee is named by its neighbour's number.
    const std::vector<Vector2D> neighbours = diagrams::neighbourPositions(call.record);
    const bool numbered = diagrams::neighboursNumbered(neighbours.size());
    auto numberOf = [&](Vector2D at) { return diagrams::neighbourNumber(neighbours, at); };
    QStringList tooCloseNumbers;
    for (int c : flees)
        tooCloseNumbers << QString::number(numberOf(sheet.record(c).as<steer::FleeRecord>().target));
    Expr tooClose{fn("tooClose"), "(i) ⇔ |", toNeighbour, "| < ", term::scalar(QStringLiteral("tooCloseDist")), " (",
                  term::number(r.tooCloseDist), "): ", QString::number(r.tooCloseCount)};
    if (numbered && !flees.empty())
        tooClose << Term(QStringLiteral(" (i = %1)").arg(tooCloseNumbers.join(QStringLiteral(", "))));
    sheet.line(Why::TooClose, ItemKind::TooCloseCircle, tooClose,
               r.tooCloseCount > 0 ? sheet.translated(QT_TRANSLATE_NOOP("Formula", "separation: flee from each one that is too close")) : QString());
    Vector2D separation;
    std::vector<Expr> parts;
    for (std::size_t k = 0; k < flees.size(); ++k) {
        const auto& flee = sheet.record(flees[k]).as<steer::FleeRecord>();
        separation = separation + flee.appliedForce;
        if (k < kFleesWritten || flees.size() == kFleesWritten + 1) {
            if (numbered)
                parts.push_back({fn("flee"), "(", position(), term::sub({QString::number(numberOf(flee.target))}), kEquals,
                                 term::vector(flee.target), ") → ", term::vector(flee.appliedForce)});
            else
                parts.push_back({fn("flee"), "(", term::vector(flee.target), ") → ", term::vector(flee.appliedForce)});
        }
    }
    if (parts.size() < flees.size())
        parts.push_back({term::prose(sheet.translated(QT_TRANSLATE_NOOP("Formula", "… and %1 more (%2 in all)"))
                                         .arg(flees.size() - parts.size())
                                         .arg(flees.size()))});
    if (!flees.empty()) {
        // Kind ΣF_sep: the stage draws the sum as its own arrow (the flock call's "separation").
        Expr sum = joined(parts, {"; "});
        sum << Expr{" ⇒ ", ruleForce(ItemKind::SeparationSum), kEquals, term::vector(separation)};
        sheet.lineOfCall(flees.front(), Why::SeparationSum, ItemKind::SeparationSum, sum);
    }
    if (r.inSightCount == 0) {
        sheet.line(Why::NobodyInSight, ItemKind::NeighbourLink, {inSightCount, " = 0"},
                   sheet.translated(QT_TRANSLATE_NOOP("Formula", "nobody in sight: no cohesion and no alignment")));
        return true;
    }
    const Term averageVelocity = term::symbol(ItemKind::AverageVelocity, QStringLiteral("averageVelocity"));
    sheet.line(Why::AverageVelocity, ItemKind::AverageVelocity,
               {averageVelocity, kEquals, "(", velocity(), " + Σ", term::symbol(ItemKind::Velocity, QStringLiteral("v"), QStringLiteral("i")),
                ") / ", inSightCount, kEquals, term::vector(r.averageVelocity)},
               sheet.translated(QT_TRANSLATE_NOOP("Formula", "v itself is in the sum but not in the count, as printed")));
    sheet.line(Why::AveragePosition, ItemKind::AveragePosition,
               {term::symbol(ItemKind::AveragePosition, QStringLiteral("averagePosition")), kEquals, "Σ", position(), term::sub({"i"}),
                " / ", inSightCount, kEquals, term::vector(r.averagePosition)});
    if (cohesion >= 0)
        sheet.explain(cohesion, call.depth + 1, sheet.translated(QT_TRANSLATE_NOOP("Formula", "cohesion")));
    // Back in the flock's own section for alignment.
    sheet.section(call.index, call.depth,
                  sheet.behaviourTitle(steer::Behaviour::Flock) + QStringLiteral(" — ") + sheet.translated(QT_TRANSLATE_NOOP("Formula", "alignment")));
    const Term alignment = ruleForce(ItemKind::Alignment);
    sheet.line(Why::AlignmentForce, ItemKind::Alignment,
               {alignment, kEquals, averageVelocity, kMinus, velocity(), kEquals, term::vector(r.alignment)});
    switch (variants.alignment) {
    case steer::Alignment::Intended:
        sheet.line(Why::AlignmentAdd, ItemKind::Alignment, {force(), " += ", alignment, kEquals, term::vector(r.alignment)},
                   sheet.translated(QT_TRANSLATE_NOOP("Formula", "alignment joins the force")));
        break;
    case steer::Alignment::Printed000:
        sheet.line(Why::AlignmentDiscarded, ItemKind::Alignment, {"_", upright("steeringForce"), ".", fn("add"), "(", alignment, ")"},
                   sheet.translated(QT_TRANSLATE_NOOP("Formula", "discarded: add() returns a new vector that nobody keeps (as printed in the AS3 study notes)")));
        break;
    case steer::Alignment::Cocos:
        sheet.line(Why::AlignmentCocos, ItemKind::Alignment, {force(), " −= ", averageVelocity, kEquals, term::vector(-r.averageVelocity)},
                   sheet.translated(QT_TRANSLATE_NOOP("Formula", "the Cocos port subtracts the average velocity")));
        break;
    }
    return true;
}

std::vector<const char*> flockNotes(const steer::Variants& v)
{
    std::vector<const char*> out;
    if (v.inSight == steer::InSight::Front) {
        out.push_back(QT_TRANSLATE_NOOP("FormulaExplanation",
                                        "inSight only looks ahead: a vehicle counts only if it is within inSightDist and in "
                                        "front (the dot product of the difference and the heading is not negative). A bird "
                                        "follows the birds ahead and ignores those behind, so a flock can split into groups "
                                        "that go their own ways."));
        out.push_back(QT_TRANSLATE_NOOP("FormulaExplanation",
                                        "The AS3 study notes' text says inSight attends to the birds behind, but its code keeps those in "
                                        "front (dot product ≥ 0) and drops those behind; this program follows the code."));
    } else {
        out.push_back(QT_TRANSLATE_NOOP("FormulaExplanation",
                                        "Variant without the front test: every vehicle within inSightDist counts, behind as well as ahead. "
                                        "As the AS3 study notes predict, the whole flock then always stays together in one group and never "
                                        "splits."));
    }
    if (v.alignment == steer::Alignment::Printed000)
        out.push_back(QT_TRANSLATE_NOOP("FormulaExplanation",
                                        "Variant as printed in the AS3 study notes: _steeringForce.add(averageVelocity.subtract(_velocity)). "
                                        "add() returns a new vector and leaves the force unchanged, so the alignment is computed and thrown "
                                        "away: the flock only separates and coheres, and the vehicles do not line up their headings."));
    else if (v.alignment == steer::Alignment::Cocos)
        out.push_back(QT_TRANSLATE_NOOP("FormulaExplanation",
                                        "Variant of the Cocos port: steering −= averageVelocity. Each vehicle is pushed against its "
                                        "neighbours' average velocity instead of towards it, so the flock does not line up."));
    else
        out.push_back(QT_TRANSLATE_NOOP("FormulaExplanation",
                                        "Alignment as intended: steering += averageVelocity − v, so each vehicle turns towards the heading "
                                        "of its neighbours. The code printed in the AS3 study notes throws this sum away (add() returns a "
                                        "new vector); switch the variant to see the difference."));
    return out;
}

} // namespace

extern const ExplainerRow flockExplainer{
    explainFlock,
    QT_TRANSLATE_NOOP("Formula", "flock"),
    QT_TRANSLATE_NOOP("FormulaExplanation",
                      "Flocking combines three simple rules: separation (flee from every vehicle that is too close), "
                      "cohesion (seek the average position of the vehicles in sight) and alignment (steer towards "
                      "their average velocity). No vehicle knows the whole flock, only its neighbours in sight."),
    flockNotes,
};

} // namespace formulas
