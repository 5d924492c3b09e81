// Offset pursuit (the Cocos port, 003): a point fixed in the leader's own frame, predicted ahead as
// pursue does, then arrived at (its own section).
#include "explainers.h"
#include "sheet_writer.h"
#include "symbols.h"

namespace formulas {

using steer::ItemKind;
using namespace symbols;

namespace {

bool explainOffsetPursuit(SheetWriter& sheet, const Call& call)
{
    const auto& r = call.record.as<steer::OffsetPursuitRecord>();
    const Term heading = term::symbol(ItemKind::LocalFrame, QStringLiteral("heading"));
    const Term side = term::symbol(ItemKind::LocalFrame, QStringLiteral("side"));
    const Term offsetTarget = term::symbol(ItemKind::OffsetPoint, QStringLiteral("offsetTargetPos"));
    const Term leaderVelocity = term::symbol(ItemKind::LookAhead, QStringLiteral("v"), QStringLiteral("leader"));
    const Term dist = term::scalar(QStringLiteral("dist"));
    const Term lookAheadTime = term::scalar(QStringLiteral("lookAheadTime"));
    const double maxSpeed = sheet.vehicle().params.maxSpeed;
    // The leader's travel v·t as the overlay's look-ahead segment measures it.
    const steer::Vector2D travel = r.predictedTarget - r.offsetTargetPos;
    const double leaderSpeed = r.lookAheadTime > 0 ? travel.length() / r.lookAheadTime : 0.0;
    sheet.line(Why::LeaderFrame, ItemKind::LocalFrame,
               {heading, kEquals, fn("normalize"), "(", leaderVelocity, ")", kEquals, term::vector(r.heading), ", ", side, kEquals, fn("perp"), "(",
                heading, ")", kEquals, term::vector(r.side)});
    sheet.line(Why::LocalOffset, ItemKind::LocalFrame,
               {upright("localOffset"), " = (", side, "·", upright("offset"), ", ", heading, "·", upright("offset"), ")", kEquals, "(", term::vector(r.side), "·",
                term::vector(r.offset), ", ", term::vector(r.heading), "·", term::vector(r.offset), ")", kEquals,
                term::vector(r.localOffset)},
               sheet.translated(QT_TRANSLATE_NOOP("Formula", "the offset is given in the leader's own frame")));
    sheet.line(Why::OffsetTarget, ItemKind::OffsetPoint,
               {offsetTarget, kEquals, "p", term::sub({upright("leader")}), kPlus, upright("localOffset"), kEquals, term::vector(r.leaderPosition), kPlus,
                term::vector(r.localOffset), kEquals, term::vector(r.offsetTargetPos)});
    sheet.line(Why::Distance, ItemKind::LookAhead,
               {dist, kEquals, "|", offsetTarget, kMinus, position(), "|", kEquals, term::number(r.dist)});
    sheet.line(Why::OffsetLookAhead, ItemKind::LookAhead,
               {lookAheadTime, kEquals, dist, " / (", term::scalar(QStringLiteral("maxSpeed")), " + |", leaderVelocity, "|)", kEquals,
                term::number(r.dist), " / (", term::number(maxSpeed), kPlus, term::number(leaderSpeed), ")", kEquals,
                term::number(r.lookAheadTime)});
    sheet.line(Why::OffsetPredict, ItemKind::PredictedTarget,
               {predictedTarget(), kEquals, offsetTarget, kPlus, leaderVelocity, kTimes, lookAheadTime, kEquals,
                term::vector(r.offsetTargetPos), kPlus, term::vector(travel), kEquals, term::vector(r.predictedTarget)},
               sheet.translated(QT_TRANSLATE_NOOP("Formula", "then arrive there")));
    return false;
}

} // namespace

extern const ExplainerRow offsetPursuitExplainer{
    explainOffsetPursuit,
    QT_TRANSLATE_NOOP("Formula", "offset pursuit"),
    QT_TRANSLATE_NOOP("FormulaExplanation",
                      "Offset pursuit: the follower chases a point fixed in the leader's own frame (offset.x along "
                      "the leader's side, offset.y along its heading), so the followers keep formation when the "
                      "leader turns. Like pursue it predicts where that point will be, and it arrives there, so "
                      "it slows down in its place."),
    nullptr,
};

} // namespace formulas
