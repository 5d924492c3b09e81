#include "formula_builder.h"

#include "explainers/explainers.h"
#include "explainers/sheet_writer.h"

#include <QCoreApplication>

namespace formulas {

using steer::Behaviour;

Translate installedLanguage()
{
    return [](const char* context, const char* source) { return QCoreApplication::translate(context, source); };
}

QString behaviourName(Behaviour b, const Translate& tx) { return tx("Formula", explainerRow(b).name); }

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
