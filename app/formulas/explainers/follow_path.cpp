// Path following: the waypoint, whether it is reached (then the index moves on, loops or stays),
// then a seek, or an arrive at the last point of an open path (its own section).
#include "explainers.h"
#include "sheet_writer.h"
#include "symbols.h"

namespace formulas {

using steer::ItemKind;
using namespace symbols;

namespace {

bool explainFollowPath(SheetWriter& sheet, const Call& call)
{
    const auto& r = call.record.as<steer::FollowPathRecord>();
    const Term wayPoint = term::symbol(ItemKind::Waypoint, QStringLiteral("wayPoint"));
    const Term pathIndex = term::scalar(QStringLiteral("pathIndex"));
    const Term dist = term::scalar(QStringLiteral("dist"));
    sheet.line(Why::Waypoint, ItemKind::Waypoint,
               {wayPoint, kEquals, upright("path"), "[", pathIndex, "]", kEquals, upright("path"), QStringLiteral("[%1]").arg(r.pathIndex), kEquals,
                term::vector(r.wayPoint)});
    sheet.line(Why::Distance, ItemKind::PathThresholdCircle,
               {dist, kEquals, "|", wayPoint, kMinus, position(), "|", kEquals, "|", term::vector(r.wayPoint), kMinus,
                term::vector(r.position), "|", kEquals, term::number(r.dist)});
    const bool reached = r.dist < r.pathThreshold;
    QString note;
    if (!reached)
        note = sheet.translated(QT_TRANSLATE_NOOP("Formula", "not there yet: keep this waypoint"));
    else if (r.nextPathIndex == 0 && r.pathIndex == r.pathLength - 1)
        note = sheet.translated(QT_TRANSLATE_NOOP("Formula", "last waypoint reached: loop back to the first"));
    else if (r.nextPathIndex == r.pathIndex)
        note = sheet.translated(QT_TRANSLATE_NOOP("Formula", "last waypoint reached: stay on it"));
    else
        note = sheet.translated(QT_TRANSLATE_NOOP("Formula", "close enough: go on to the next waypoint"));
    const Term comparison(reached ? " < " : " ≥ ");
    sheet.line(Why::WaypointNext, ItemKind::PathThresholdCircle,
               {dist, comparison, term::scalar(QStringLiteral("pathThreshold")), ": ", term::number(r.dist), comparison,
                term::number(r.pathThreshold), " ⇒ ", pathIndex, QStringLiteral(" = %1").arg(r.nextPathIndex)},
               note);
    if (r.arriving)
        sheet.line(Why::PathArrive, ItemKind::Waypoint,
                   {term::prose(sheet.translated(QT_TRANSLATE_NOOP("Formula", "last point of an open path: arrive instead of seek")))});
    return false;
}

} // namespace

extern const ExplainerRow followPathExplainer{
    explainFollowPath,
    QT_TRANSLATE_NOOP("Formula", "path following"),
    QT_TRANSLATE_NOOP("FormulaExplanation",
                      "Path following seeks the current waypoint. As soon as the vehicle is closer than "
                      "pathThreshold it takes the next one; after the last waypoint it loops back to the first. "
                      "On an open path it arrives at the last point instead of seeking it, so it stops there."),
    nullptr,
};

} // namespace formulas
