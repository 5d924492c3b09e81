#include "formula_builder.h"

#include "explainers/sheet_writer.h"

#include <QCoreApplication>

#include <iterator>

namespace formulas {

using steer::Behaviour;

Translate installedLanguage()
{
    return [](const char* context, const char* source) { return QCoreApplication::translate(context, source); };
}

QString behaviourName(Behaviour b, const Translate& tx)
{
    static const char* const names[] = {
        QT_TRANSLATE_NOOP("Formula", "seek"),
        QT_TRANSLATE_NOOP("Formula", "flee"),
        QT_TRANSLATE_NOOP("Formula", "arrive"),
        QT_TRANSLATE_NOOP("Formula", "pursue"),
        QT_TRANSLATE_NOOP("Formula", "evade"),
        QT_TRANSLATE_NOOP("Formula", "wander"),
        QT_TRANSLATE_NOOP("Formula", "object avoidance"),
        QT_TRANSLATE_NOOP("Formula", "path following"),
        QT_TRANSLATE_NOOP("Formula", "flock"),
        QT_TRANSLATE_NOOP("Formula", "offset pursuit"),
        QT_TRANSLATE_NOOP("Formula", "Lennard-Jones avoidance"),
        QT_TRANSLATE_NOOP("Formula", "circle ahead"),
        QT_TRANSLATE_NOOP("Formula", "push"),
    };
    static_assert(std::size(names) == steer::kBehaviourCount, "one name per Behaviour, in the enum's order");
    return tx("Formula", names[static_cast<int>(b)]);
}

FormulaSheet buildFormulas(const steer::World& world, int vehicleIndex, const Translate& tx)
{
    if (vehicleIndex < 0 || static_cast<std::size_t>(vehicleIndex) >= world.vehicles.size() ||
        static_cast<std::size_t>(vehicleIndex) >= world.explanations.size()) {
        FormulaSheet empty;
        empty.heading = tx("Formula", QT_TRANSLATE_NOOP("Formula", "No vehicle selected, or no frame computed yet."));
        return empty;
    }
    return SheetWriter(world, vehicleIndex, tx).write();
}

} // namespace formulas
