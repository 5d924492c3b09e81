#include "compare_spec.h"

#include "diagram_style.h"
#include "display_texts.h"
#include "formula_builder.h"
#include "parameters.h"
#include "program.h"
#include "program_problem_text.h"
#include "variants.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <utility>

namespace compare {
namespace {
// Texts are written out at each call (not through a helper) so that lupdate finds the context "Compare".
QString fromView(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }
QString number(double v) { return QString::number(v, 'g', 15); } // 5, 0.05: as people write them

QString variantProblem(const QString& spec, const std::string& behaviour)
{
    QStringList behaviours;
    for (const auto& c : steer::variantChoices()) {
        behaviours << fromView(c.behaviour);
        if (c.behaviour != behaviour)
            continue;
        QStringList names;
        for (auto n : c.names)
            names << fromView(n);
        return QCoreApplication::translate("Compare", "'%1': unknown variant (valid for %2: %3)").arg(spec, fromView(c.behaviour), names.join(QStringLiteral(", ")));
    }
    return QCoreApplication::translate("Compare", "'%1': unknown behaviour (valid: %2)").arg(spec, behaviours.join(QStringLiteral(", ")));
}
} // namespace

QString parseSpec(const QString& textIn, Spec& out)
{
    const QString text = textIn.trimmed();
    const int colon = int(text.indexOf(QLatin1Char(':')));
    const QString kind = colon > 0 ? text.left(colon) : QString();
    const QString rest = colon > 0 ? text.mid(colon + 1).trimmed() : QString();
    const int eq = int(rest.indexOf(QLatin1Char('=')));
    Spec s;
    if (kind == QLatin1String("variant") && eq > 0) {
        s.kind = Spec::Kind::Variant;
        s.name = rest.left(eq).trimmed().toStdString();
        s.choice = rest.mid(eq + 1).trimmed().toStdString();
        steer::Variants scratch;
        if (steer::setVariant(scratch, s.name, s.choice))
            return variantProblem(text, s.name);
    } else if (kind == QLatin1String("set") && eq > 0) {
        s.kind = Spec::Kind::Parameter;
        s.name = rest.left(eq).trimmed().toStdString();
        const steer::ParamInfo* p = steer::findParameter(s.name);
        if (!p)
            return QCoreApplication::translate("Compare", "'%1': unknown parameter (valid: %2)").arg(text, QString::fromStdString(steer::parameterNames()));
        bool ok = false;
        s.value = rest.mid(eq + 1).trimmed().toDouble(&ok);
        if (!ok || steer::checkParameter(s.name, s.value) != steer::ParamProblem::None)
            return QCoreApplication::translate("Compare", "'%1': the value must be a number from %2 to %3").arg(text, number(p->min), number(p->max));
    } else if (kind == QLatin1String("behaviours")) {
        s.kind = Spec::Kind::Behaviours;
        steer::Program program;
        std::string id;
        if (const steer::ProgramError e = steer::parseProgramSpec(rest.toStdString(), id, program))
            return QCoreApplication::translate("Compare", "'%1': %2").arg(text, programProblemText(e));
        s.name = id;
        s.choice = steer::programText(program);
    } else {
        return QCoreApplication::translate("Compare", "'%1' is not a comparison: write variant:B=NAME, set:NAME=VALUE or behaviours:ID=CALL,…").arg(text);
    }
    out = s;
    return {};
}

QString specText(const Spec& s)
{
    const QString name = QString::fromStdString(s.name);
    switch (s.kind) {
    case Spec::Kind::Variant:
        return QStringLiteral("variant:%1=%2").arg(name, QString::fromStdString(s.choice));
    case Spec::Kind::Parameter:
        return QStringLiteral("set:%1=%2").arg(name, number(s.value));
    case Spec::Kind::Behaviours:
        return QStringLiteral("behaviours:%1=%2").arg(name, QString::fromStdString(s.choice));
    }
    return {};
}

steer::ScenarioSetup applySpec(const steer::ScenarioSetup& base, const Spec& s)
{
    steer::ScenarioSetup out = base;
    switch (s.kind) {
    case Spec::Kind::Variant:
        steer::setVariant(out.variants, s.name, s.choice);
        break;
    case Spec::Kind::Parameter:
        // Set-up parameters are applied in order: a later entry wins over the base's own.
        out.parameters.emplace_back(s.name, s.value);
        break;
    case Spec::Kind::Behaviours:
        out.programs.push_back(s.name + '=' + s.choice);
        break;
    }
    return out;
}

namespace {
// A variant as the lessons and the Compare menu name it: the thing, then which reading.
struct VariantCaption {
    const char* behaviour;
    const char* choice;
    const char* text;
};
const VariantCaption kVariantCaptions[] = {
    {"wander", "range", QT_TRANSLATE_NOOP("Compare", "Wander step of the Russian translation")},
    {"wander", "printed", QT_TRANSLATE_NOOP("Compare", "Wander step as printed")},
    {"evade", "ahead", QT_TRANSLATE_NOOP("Compare", "Evade ahead of the pursuer")},
    {"evade", "behind", QT_TRANSLATE_NOOP("Compare", "Evade behind the pursuer")},
    {"lookahead", "book", QT_TRANSLATE_NOOP("Compare", "Look-ahead as the book")},
    {"lookahead", "cocos", QT_TRANSLATE_NOOP("Compare", "Look-ahead as Cocos")},
    {"alignment", "intended", QT_TRANSLATE_NOOP("Compare", "Alignment as intended")},
    {"alignment", "printed", QT_TRANSLATE_NOOP("Compare", "Alignment as printed")},
    {"alignment", "cocos", QT_TRANSLATE_NOOP("Compare", "Alignment as Cocos")},
    {"insight", "front", QT_TRANSLATE_NOOP("Compare", "In sight: in front")},
    {"insight", "all", QT_TRANSLATE_NOOP("Compare", "In sight: distance only")},
    {"order", "in-turn", QT_TRANSLATE_NOOP("Compare", "Vehicles move in turn")},
    {"order", "simultaneous", QT_TRANSLATE_NOOP("Compare", "Vehicles move together")},
};

QString variantCaption(const QString& behaviour, const QString& choice)
{
    for (const VariantCaption& c : kVariantCaptions)
        if (behaviour == QLatin1String(c.behaviour) && choice == QLatin1String(c.choice))
            return QCoreApplication::translate("Compare", c.text);
    return QCoreApplication::translate("Compare", "%1: %2").arg(texts::variantGroupLabel(behaviour), texts::variantShortLabel(behaviour, choice));
}

QString capitalised(QString s)
{
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

// The behaviours a program calls, by their names in the formulas ("Arrive", "Wander + Avoid").
QString programCaption(const steer::Program& program)
{
    const formulas::Translate tx = formulas::installedLanguage();
    QStringList names;
    for (const steer::BehaviourCall& c : program)
        if (c.enabled) {
            const QString n = capitalised(formulas::behaviourName(c.behaviour, tx));
            if (!names.contains(n))
                names << n;
        }
    if (names.isEmpty())
        return QCoreApplication::translate("Compare", "No behaviour");
    return names.join(QStringLiteral(" + "));
}

QString withVehicle(const QString& id, const QString& what, const steer::World* main)
{
    // One vehicle on the stage: its behaviours say it all; several: which one.
    if (main && main->vehicles.size() <= 1)
        return what;
    return QCoreApplication::translate("Compare", "%1: %2").arg(diagrams::vehicleName(id.toStdString()), what);
}
} // namespace

QString paneLabel(const Spec& s, const steer::World* main)
{
    const QString name = QString::fromStdString(s.name);
    switch (s.kind) {
    case Spec::Kind::Variant:
        return variantCaption(name, QString::fromStdString(s.choice));
    case Spec::Kind::Parameter:
        return QCoreApplication::translate("Compare", "%1 = %2").arg(texts::parameterLabel(name), number(s.value));
    case Spec::Kind::Behaviours: {
        steer::Program program;
        if (steer::parseProgram(s.choice, program))
            return withVehicle(name, QString::fromStdString(s.choice), main);
        return withVehicle(name, programCaption(program), main);
    }
    }
    return {};
}

QString mainLabel(const steer::World& main, const std::vector<Spec>& panes)
{
    QStringList parts;
    std::vector<std::pair<Spec::Kind, std::string>> said;
    for (const Spec& s : panes) {
        const auto subject = std::make_pair(s.kind, s.name);
        if (std::find(said.begin(), said.end(), subject) != said.end())
            continue;
        said.push_back(subject);
        const QString name = QString::fromStdString(s.name);
        switch (s.kind) {
        case Spec::Kind::Variant:
            parts << variantCaption(name, fromView(steer::variantName(main.variants, s.name)));
            break;
        case Spec::Kind::Parameter:
            parts << QCoreApplication::translate("Compare", "%1 = %2").arg(texts::parameterLabel(name), number(steer::getParameter(main, s.name)));
            break;
        case Spec::Kind::Behaviours:
            for (const steer::Vehicle& v : main.vehicles)
                if (v.id == s.name)
                    parts << withVehicle(name, programCaption(v.program), &main);
            break;
        }
    }
    return parts.isEmpty() ? mainLabel() : parts.join(QStringLiteral(", "));
}

QString mainLabel() { return QCoreApplication::translate("Compare", "As set"); }

} // namespace compare
