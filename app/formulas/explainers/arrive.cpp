// Arrive (seeds 000-002): seek, with the desired speed scaled down inside arrivalThreshold.
#include "explainers.h"
#include "sheet_writer.h"
#include "symbols.h"

namespace formulas {

using steer::ItemKind;
using namespace symbols;

namespace {

bool explainArrive(SheetWriter& sheet, const Call& call)
{
    const auto& r = call.record.as<steer::ArriveRecord>();
    const Term dist = term::scalar(QStringLiteral("dist"));
    const Term threshold = term::scalar(QStringLiteral("arrivalThreshold"));
    const Term speed = term::scalar(QStringLiteral("speed"));
    const Term maxSpeed = term::scalar(QStringLiteral("maxSpeed"));
    const steer::Vector2D d = r.target - r.position;
    sheet.line(Why::ToTarget, ItemKind::Difference, toTargetLine(r.target, r.position));
    sheet.line(Why::Distance, ItemKind::ArrivalCircle, {dist, kEquals, "|", difference(), "|", kEquals, term::number(r.dist)});
    if (!r.slowing)
        sheet.line(Why::ArriveOutside, ItemKind::ArrivalCircle,
                   {dist, " > ", threshold, ": ", term::number(r.dist), " > ", term::number(r.arrivalThreshold), " ⇒ ", speed,
                    kEquals, maxSpeed, kEquals, term::number(r.speed)},
                   sheet.translated(QT_TRANSLATE_NOOP("Formula", "outside the threshold: full speed, as seek")));
    else
        sheet.line(Why::ArriveInside, ItemKind::ArrivalCircle,
                   {dist, " ≤ ", threshold, " ⇒ ", speed, kEquals, maxSpeed, kTimes, dist, " / ", threshold, kEquals,
                    term::number(r.maxSpeed), kTimes, term::number(r.dist), " / ", term::number(r.arrivalThreshold), kEquals,
                    term::number(r.speed)},
                   sheet.translated(QT_TRANSLATE_NOOP("Formula", "inside the threshold: the closer, the slower")));
    sheet.line(Why::DesiredArriveSpeed, ItemKind::DesiredVelocity, desiredLine(d, speed, r.speed, r.desiredVelocity),
               zeroNote(sheet, d));
    sheet.line(Why::SeekForce, sheet.forceKind(), forceLine(sheet.forceKind(), r.desiredVelocity, r.velocity, r.force));
    return false;
}

} // namespace

extern const ExplainerRow arriveExplainer{
    explainArrive,
    QT_TRANSLATE_NOOP("Formula", "arrive"),
    QT_TRANSLATE_NOOP("FormulaExplanation",
                      "Arrive is seek with a brake. Outside arrivalThreshold the desired speed is maxSpeed. "
                      "Inside it the desired speed is maxSpeed·dist/arrivalThreshold: dist/arrivalThreshold is "
                      "less than one, so the vehicle slows down as it comes closer, and the desired speed falls "
                      "to zero on the target. The vehicle comes to rest there instead of overshooting as seek does."),
    nullptr,
};

} // namespace formulas
