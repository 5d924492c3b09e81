#pragma once
// Readable, translated names for the core's identifiers: scenarios, parameters (with units and
// slider ranges), variant switches. The core's ids stay the seeds' names; only these labels are
// translated (contexts "Scenario", "Parameter", "Variant").
#include "vehicle.h"

#include <QString>

class QAction;

namespace texts {

QString scenarioName(const QString& key);        // "Seek"
QString scenarioDescription(const QString& key); // "the vehicle seeks the pointer"
// "Seek — SeekTest: the vehicle seeks the pointer"
QString scenarioTitle(const QString& key);

QString parameterLabel(const QString& name);   // "Max speed"
QString parameterUnit(const QString& name);    // "px/frame", empty when unitless
QString parameterToolTip(const QString& name); // what it does, with the seeds' name and default

struct SliderRange {
    double min;
    double max;
    int decimals;
};
// The range the slider covers (the spin box allows the whole validated range).
SliderRange parameterSliderRange(const QString& name);

QString variantGroupLabel(const QString& behaviour); // "Evade prediction"
QString variantLabel(const QString& behaviour, const QString& choice);
QString variantShortLabel(const QString& behaviour, const QString& choice); // for the combo box
QString variantToolTip(const QString& behaviour);

// A vehicle's edge behaviour: "Wrap around", "Bounce", "None (drives off)".
QString edgeLabel(steer::EdgeBehavior e);

// A menu action's text, and its tooltip and status tip with the action's own keys, e.g.
// "Play the animation (Space)".
void setActionTexts(QAction* action, const QString& text, const QString& tip);

} // namespace texts
