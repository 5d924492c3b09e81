#include "display_texts.h"

#include "parameters.h"
#include "scenarios.h"

#include <QAction>
#include <QCoreApplication>


namespace texts {
namespace {

// A unit such as "px/frame" or «пикс./кадр» is one word to a reader, but Unicode lets a line break
// after "/", so a wrapped label at 1280x800 showed «пикс./» on one line and «кадр» on the next.
// A word joiner (U+2060, invisible) after each slash forbids that break.
QString unbreakableUnit(QString unit)
{
    return unit.replace(QLatin1Char('/'), QStringLiteral("/\u2060"));
}

struct ScenarioText {
    const char* key;
    const char* name;
    const char* description;
};

// The seeds' terms: seek, flee, arrive, pursue, evade, wander, object avoidance, path following, flock.
const ScenarioText kScenarios[] = {
    {"seek", QT_TRANSLATE_NOOP("Scenario", "Seek"), QT_TRANSLATE_NOOP("Scenario", "the vehicle seeks the pointer")},
    {"flee", QT_TRANSLATE_NOOP("Scenario", "Flee"), QT_TRANSLATE_NOOP("Scenario", "the vehicle flees from the pointer")},
    {"seek-flee", QT_TRANSLATE_NOOP("Scenario", "Seek and flee"),
     QT_TRANSLATE_NOOP("Scenario", "the seeker seeks the fleer, the fleer flees from the seeker")},
    {"seek-flee-cycle", QT_TRANSLATE_NOOP("Scenario", "Seek and flee, three vehicles"),
     QT_TRANSLATE_NOOP("Scenario", "A seeks B and flees from C, B seeks C and flees from A, C seeks A and flees from B")},
    {"arrive", QT_TRANSLATE_NOOP("Scenario", "Arrive"),
     QT_TRANSLATE_NOOP("Scenario", "the vehicle slows down inside arrivalThreshold and comes to rest on the pointer")},
    {"pursue", QT_TRANSLATE_NOOP("Scenario", "Pursue"),
     QT_TRANSLATE_NOOP("Scenario", "a seeker and a pursuer race to a moving target; the pursuer aims where it will be")},
    {"pursue-evade", QT_TRANSLATE_NOOP("Scenario", "Pursue and evade"),
     QT_TRANSLATE_NOOP("Scenario", "the pursuer predicts where the evader will be, the evader flees from where the pursuer will be")},
    {"wander", QT_TRANSLATE_NOOP("Scenario", "Wander"),
     QT_TRANSLATE_NOOP("Scenario", "a random walk steered by a point on a circle ahead of the vehicle")},
    {"avoid", QT_TRANSLATE_NOOP("Scenario", "Object avoidance"),
     QT_TRANSLATE_NOOP("Scenario", "the vehicle wanders among five drifting circles; its feeler makes it turn and brake (drag a circle)")},
    {"path", QT_TRANSLATE_NOOP("Scenario", "Path following"),
     QT_TRANSLATE_NOOP("Scenario", "the vehicle follows the waypoints and loops; click the stage to add a waypoint")},
    {"flock", QT_TRANSLATE_NOOP("Scenario", "Flock"),
     QT_TRANSLATE_NOOP("Scenario", "each vehicle: separation, cohesion and alignment with the neighbours in sight")},
    {"offset-pursuit", QT_TRANSLATE_NOOP("Scenario", "Offset pursuit"),
     QT_TRANSLATE_NOOP("Scenario", "followers keep their places in the leader's local frame")},
    {"lennard-jones", QT_TRANSLATE_NOOP("Scenario", "Lennard-Jones avoidance"),
     QT_TRANSLATE_NOOP("Scenario", "the vehicle seeks the pointer and is pushed from obstacles by U = −A/dⁿ + B/dᵐ")},
    {"sandbox", QT_TRANSLATE_NOOP("Scenario", "Sandbox"),
     QT_TRANSLATE_NOOP("Scenario", "your own stage: place vehicles, circles and waypoints, and give each vehicle its behaviours")},
    {"swarm", QT_TRANSLATE_NOOP("Scenario", "Swarm"),
     QT_TRANSLATE_NOOP("Scenario", "a flock of thousands at the demo's density; zoom in and press F to follow the selected vehicle")},
};

struct ParameterText {
    const char* name;
    const char* label;
    const char* unit; // context "Unit"
    const char* help;
    SliderRange slider;
};

const ParameterText kParameters[] = {
    {"mass", QT_TRANSLATE_NOOP("Parameter", "Mass"), "", QT_TRANSLATE_NOOP("Parameter", "The steering force is divided by the mass: a = F / mass."), {0.1, 10, 2}},
    {"maxSpeed", QT_TRANSLATE_NOOP("Parameter", "Max speed"), QT_TRANSLATE_NOOP("Unit", "px/frame"),
     QT_TRANSLATE_NOOP("Parameter", "The velocity is truncated to this length every frame."), {0, 30, 2}},
    {"maxForce", QT_TRANSLATE_NOOP("Parameter", "Max force"), QT_TRANSLATE_NOOP("Unit", "px/frame²"),
     QT_TRANSLATE_NOOP("Parameter", "The summed steering force is truncated to this length."), {0, 5, 3}},
    {"arrivalThreshold", QT_TRANSLATE_NOOP("Parameter", "Arrival threshold"), QT_TRANSLATE_NOOP("Unit", "px"),
     QT_TRANSLATE_NOOP("Parameter", "Inside this distance arrive scales the desired velocity down to zero."), {1, 300, 1}},
    {"wanderDistance", QT_TRANSLATE_NOOP("Parameter", "Wander distance"), QT_TRANSLATE_NOOP("Unit", "px"),
     QT_TRANSLATE_NOOP("Parameter", "How far ahead of the vehicle the wander circle's centre lies."), {0, 100, 1}},
    {"wanderRadius", QT_TRANSLATE_NOOP("Parameter", "Wander radius"), QT_TRANSLATE_NOOP("Unit", "px"),
     QT_TRANSLATE_NOOP("Parameter", "Radius of the wander circle."), {0, 50, 1}},
    {"wanderRange", QT_TRANSLATE_NOOP("Parameter", "Wander range"), QT_TRANSLATE_NOOP("Unit", "rad"),
     QT_TRANSLATE_NOOP("Parameter", "How much the wander angle may change in one frame."), {0, 6.28, 2}},
    {"avoidDistance", QT_TRANSLATE_NOOP("Parameter", "Avoid distance"), QT_TRANSLATE_NOOP("Unit", "px"),
     QT_TRANSLATE_NOOP("Parameter", "Length of the feeler: obstacles farther ahead are ignored."), {0, 500, 0}},
    {"avoidBuffer", QT_TRANSLATE_NOOP("Parameter", "Avoid buffer"), QT_TRANSLATE_NOOP("Unit", "px"),
     QT_TRANSLATE_NOOP("Parameter", "Extra distance kept from an obstacle's edge."), {0, 100, 0}},
    {"pathThreshold", QT_TRANSLATE_NOOP("Parameter", "Path threshold"), QT_TRANSLATE_NOOP("Unit", "px"),
     QT_TRANSLATE_NOOP("Parameter", "Within this distance of a waypoint the vehicle turns to the next one."), {1, 100, 0}},
    {"inSightDist", QT_TRANSLATE_NOOP("Parameter", "In-sight distance"), QT_TRANSLATE_NOOP("Unit", "px"),
     QT_TRANSLATE_NOOP("Parameter", "Flock neighbours within this distance are in sight."), {0, 400, 0}},
    {"tooCloseDist", QT_TRANSLATE_NOOP("Parameter", "Too-close distance"), QT_TRANSLATE_NOOP("Unit", "px"),
     QT_TRANSLATE_NOOP("Parameter", "Closer than this, a neighbour is fled from (separation)."), {0, 200, 0}},
    {"A", QT_TRANSLATE_NOOP("Parameter", "Attraction A"), "",
     QT_TRANSLATE_NOOP("Parameter", "Attraction constant in U = −A/dⁿ + B/dᵐ."), {0, 100, 1}},
    {"B", QT_TRANSLATE_NOOP("Parameter", "Repulsion B"), "",
     QT_TRANSLATE_NOOP("Parameter", "Repulsion constant in U = −A/dⁿ + B/dᵐ."), {0, 100, 1}},
    {"n", QT_TRANSLATE_NOOP("Parameter", "Attraction exponent n"), "",
     QT_TRANSLATE_NOOP("Parameter", "Exponent of the attraction term."), {0, 6, 2}},
    {"m", QT_TRANSLATE_NOOP("Parameter", "Repulsion exponent m"), "",
     QT_TRANSLATE_NOOP("Parameter", "Exponent of the repulsion term."), {0, 6, 2}},
    {"ljCutoff", QT_TRANSLATE_NOOP("Parameter", "Cut-off distance"), QT_TRANSLATE_NOOP("Unit", "px"),
     QT_TRANSLATE_NOOP("Parameter", "Obstacles farther than this are skipped."), {0, 200, 0}},
    {"ljSpeed", QT_TRANSLATE_NOOP("Parameter", "Fixed speed"), QT_TRANSLATE_NOOP("Unit", "px/frame"),
     QT_TRANSLATE_NOOP("Parameter", "After the pushes the speed is set to this value."), {0, 20, 1}},
    {"loop", QT_TRANSLATE_NOOP("Parameter", "Loop the path"), "",
     QT_TRANSLATE_NOOP("Parameter", "After the last waypoint go back to the first (else arrive at the last)."), {0, 1, 0}},
    {"stageWidth", QT_TRANSLATE_NOOP("Parameter", "Stage width"), QT_TRANSLATE_NOOP("Unit", "px"),
     QT_TRANSLATE_NOOP("Parameter", "Width of the stage (the demos used 550)."), {200, 1600, 0}},
    {"stageHeight", QT_TRANSLATE_NOOP("Parameter", "Stage height"), QT_TRANSLATE_NOOP("Unit", "px"),
     QT_TRANSLATE_NOOP("Parameter", "Height of the stage (the demos used 400)."), {200, 1200, 0}},
    {"count", QT_TRANSLATE_NOOP("Parameter", "Number of vehicles"), "",
     QT_TRANSLATE_NOOP("Parameter", "Changing it starts the scenario again."), {1, 200, 0}},
};

struct VariantText {
    const char* behaviour;
    const char* choice; // empty: the group's label
    const char* text;
};

const VariantText kVariants[] = {
    {"wander", "", QT_TRANSLATE_NOOP("Variant", "Wander angle step")},
    {"wander", "range", QT_TRANSLATE_NOOP("Variant", "random()·wanderRange − wanderRange·0.5 (Russian translation)")},
    {"wander", "printed", QT_TRANSLATE_NOOP("Variant", "random() − 0.5·wanderRange (as printed in the AS3 study notes)")},
    {"evade", "", QT_TRANSLATE_NOOP("Variant", "Evade prediction")},
    {"evade", "ahead", QT_TRANSLATE_NOOP("Variant", "p + v·t, where the pursuer will be (AS3 study notes, Cocos port)")},
    {"evade", "behind", QT_TRANSLATE_NOOP("Variant", "p − v·t, a point behind the pursuer (Russian translation)")},
    {"lookahead", "", QT_TRANSLATE_NOOP("Variant", "Look-ahead time")},
    {"lookahead", "book", QT_TRANSLATE_NOOP("Variant", "t = dist / maxSpeed (the book: AS3 study notes, Russian translation)")},
    {"lookahead", "cocos", QT_TRANSLATE_NOOP("Variant", "t = dist / (maxSpeed + |v|), head-on shortcut (Cocos port)")},
    {"alignment", "", QT_TRANSLATE_NOOP("Variant", "Flock alignment")},
    {"alignment", "intended", QT_TRANSLATE_NOOP("Variant", "F += avgVel − v (as intended)")},
    {"alignment", "printed", QT_TRANSLATE_NOOP("Variant", "discarded: add() returns a new vector (as printed in the AS3 study notes)")},
    {"alignment", "cocos", QT_TRANSLATE_NOOP("Variant", "F −= avgVel (Cocos port)")},
    {"insight", "", QT_TRANSLATE_NOOP("Variant", "In sight")},
    {"insight", "front", QT_TRANSLATE_NOOP("Variant", "within distance and in front (printed code)")},
    {"insight", "all", QT_TRANSLATE_NOOP("Variant", "within distance only (the flock never splits)")},
    {"order", "", QT_TRANSLATE_NOOP("Variant", "Update order")},
    {"order", "in-turn", QT_TRANSLATE_NOOP("Variant", "one vehicle after another; later ones see the earlier ones moved (FlockTest)")},
    {"order", "simultaneous", QT_TRANSLATE_NOOP("Variant", "every vehicle reads the same frame, then all move (Reynolds' boids)")},
};

// What the combo box shows (short enough for the side panel); the full reading goes underneath.
const VariantText kVariantShort[] = {
    {"wander", "range", QT_TRANSLATE_NOOP("Variant", "Within ±range/2 (Russian translation)")},
    {"wander", "printed", QT_TRANSLATE_NOOP("Variant", "As printed (AS3 study notes)")},
    {"evade", "ahead", QT_TRANSLATE_NOOP("Variant", "Ahead: p + v·t")},
    {"evade", "behind", QT_TRANSLATE_NOOP("Variant", "Behind: p − v·t (Russian translation)")},
    {"lookahead", "book", QT_TRANSLATE_NOOP("Variant", "Book (AS3 study notes, Russian translation)")},
    {"lookahead", "cocos", QT_TRANSLATE_NOOP("Variant", "Cocos port")},
    {"alignment", "intended", QT_TRANSLATE_NOOP("Variant", "As intended")},
    {"alignment", "printed", QT_TRANSLATE_NOOP("Variant", "As printed (AS3 study notes)")},
    {"alignment", "cocos", QT_TRANSLATE_NOOP("Variant", "Cocos port")},
    {"insight", "front", QT_TRANSLATE_NOOP("Variant", "In front (printed)")},
    {"insight", "all", QT_TRANSLATE_NOOP("Variant", "Distance only")},
    {"order", "in-turn", QT_TRANSLATE_NOOP("Variant", "In turn (FlockTest)")},
    {"order", "simultaneous", QT_TRANSLATE_NOOP("Variant", "Simultaneous (Reynolds)")},
};

const char* kVariantHelp[][2] = {
    {"wander", QT_TRANSLATE_NOOP("Variant", "The articles print two different wander angle steps; they agree only when wanderRange = 1.")},
    {"evade", QT_TRANSLATE_NOOP("Variant", "The Russian translation subtracts the pursuer's velocity: the evader flees from a point behind the "
                                           "pursuer.")},
    {"lookahead", QT_TRANSLATE_NOOP("Variant", "The Cocos port adds the target's speed and seeks directly when the target comes head-on.")},
    {"alignment", QT_TRANSLATE_NOOP("Variant", "Three flocks from one idea: the printed AS3 line throws the alignment away.")},
    {"insight", QT_TRANSLATE_NOOP("Variant", "The printed inSight also tests that the other vehicle is in front.")},
    {"order", QT_TRANSLATE_NOOP("Variant", "FlockTest updates the vehicles one by one; Reynolds' boids all look at the same moment, then move together.")},
};

// Not named tr(): lupdate would take its calls for source texts of a context "texts".
QString translated(const char* context, const char* s) { return QCoreApplication::translate(context, s); }

} // namespace

QString scenarioName(const QString& key)
{
    for (const auto& s : kScenarios)
        if (key == QLatin1String(s.key))
            return translated("Scenario", s.name);
    return key;
}

QString scenarioDescription(const QString& key)
{
    for (const auto& s : kScenarios)
        if (key == QLatin1String(s.key))
            return translated("Scenario", s.description);
    return {};
}

QString edgeLabel(steer::EdgeBehavior e)
{
    switch (e) {
    case steer::EdgeBehavior::Wrap:
        return QCoreApplication::translate("Edge", "Wrap around");
    case steer::EdgeBehavior::Bounce:
        return QCoreApplication::translate("Edge", "Bounce");
    case steer::EdgeBehavior::None:
        break;
    }
    return QCoreApplication::translate("Edge", "None (drives off)");
}

QString scenarioTitle(const QString& key)
{
    const auto* info = steer::findScenario(key.toStdString());
    const QString program = info ? QString::fromLatin1(info->seedProgram.data(), qsizetype(info->seedProgram.size())) : QString();
    if (program.isEmpty()) // the sandbox is no seed's program
        //: scenario list entry without a seed program: name: description
        return QCoreApplication::translate("Scenario", "%1: %2").arg(scenarioName(key), scenarioDescription(key));
    //: scenario list entry: name — seed program: description
    return QCoreApplication::translate("Scenario", "%1 — %2: %3").arg(scenarioName(key), program, scenarioDescription(key));
}

QString parameterLabel(const QString& name)
{
    for (const auto& p : kParameters)
        if (name == QLatin1String(p.name))
            return translated("Parameter", p.label);
    return name;
}

QString parameterUnit(const QString& name)
{
    for (const auto& p : kParameters)
        if (name == QLatin1String(p.name))
            return *p.unit ? unbreakableUnit(translated("Unit", p.unit)) : QString();
    return {};
}

QString parameterToolTip(const QString& name)
{
    for (const auto& p : kParameters) {
        if (name != QLatin1String(p.name))
            continue;
        const auto* info = steer::findParameter(name.toStdString());
        const QString def = info ? QString::number(info->defaultValue) : QString();
        return QCoreApplication::translate("Parameter", "%1 (%2, default %3)").arg(translated("Parameter", p.help), name, def);
    }
    return name;
}

SliderRange parameterSliderRange(const QString& name)
{
    for (const auto& p : kParameters)
        if (name == QLatin1String(p.name))
            return p.slider;
    return {0, 100, 2};
}

QString variantGroupLabel(const QString& behaviour)
{
    for (const auto& v : kVariants)
        if (behaviour == QLatin1String(v.behaviour) && !*v.choice)
            return translated("Variant", v.text);
    return behaviour;
}

QString variantLabel(const QString& behaviour, const QString& choice)
{
    for (const auto& v : kVariants)
        if (behaviour == QLatin1String(v.behaviour) && choice == QLatin1String(v.choice))
            return translated("Variant", v.text);
    return choice;
}

QString variantShortLabel(const QString& behaviour, const QString& choice)
{
    for (const auto& v : kVariantShort)
        if (behaviour == QLatin1String(v.behaviour) && choice == QLatin1String(v.choice))
            return translated("Variant", v.text);
    return choice;
}

QString variantToolTip(const QString& behaviour)
{
    for (const auto& h : kVariantHelp)
        if (behaviour == QLatin1String(h[0]))
            return translated("Variant", h[1]);
    return {};
}

void setActionTexts(QAction* action, const QString& text, const QString& tip)
{
    action->setText(text);
    const QString keys = action->shortcut().toString(QKeySequence::NativeText);
    action->setToolTip(keys.isEmpty() ? tip : QCoreApplication::translate("MainWindow", "%1 (%2)").arg(tip, keys));
    action->setStatusTip(tip);
}

} // namespace texts
