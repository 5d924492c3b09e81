#include "commandline.h"

#include "program_problem_text.h"

#include "compare_pane.h"
#include "message_text.h"
#include "compare_spec.h"
#include "frame_sink.h"
#include "language.h"
#include "parameters.h"
#include "text_scale.h"
#include "variants.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <array>
#include <cmath>
#include <cstdio>

namespace {
// Written out at each call (not through a helper) so that lupdate finds the context.

// The user's own text quoted in a message: at most 60 characters, control characters (an escape
// sequence in a file name, a line break) shown as U+FFFD so that the message stays one plain line.
QString shown(const QString& s) { return lessons::shownText(s); }

bool parseDouble(const QString& s, double& out)
{
    bool ok = false;
    out = s.trimmed().toDouble(&ok);
    return ok;
}

QString limit(double x)
{
    return QString::number(x, 'g', 15); // as people write them: 1000000, not 1e+06
}

// The core says why a --set value is refused (a code); the wording is ours, in the interface language.
QString setRefusal(const steer::ParamInfo& p, steer::ParamProblem problem, const QString& value)
{
    const QString name = QString::fromLatin1(p.name.data(), qsizetype(p.name.size()));
    switch (problem) {
    case steer::ParamProblem::NotFinite:
        return QCoreApplication::translate("CommandLine", "--set %1: the value must be a finite number, not '%2'").arg(name, value);
    case steer::ParamProblem::NotWhole:
        return QCoreApplication::translate("CommandLine", "--set %1: the value must be a whole number from %2 to %3, not '%4'")
            .arg(name, limit(p.min), limit(p.max), value);
    case steer::ParamProblem::OutOfRange:
    case steer::ParamProblem::None:    // (the caller words an unknown name itself and asks only
    case steer::ParamProblem::Unknown: // about a known one that is refused)
        break;
    }
    if (p.minExclusive)
        return QCoreApplication::translate("CommandLine", "--set %1: the value must be greater than %2 and at most %3, not '%4'")
            .arg(name, limit(p.min), limit(p.max), value);
    return QCoreApplication::translate("CommandLine", "--set %1: the value must be from %2 to %3, not '%4'")
        .arg(name, limit(p.min), limit(p.max), value);
}

// The same for --variant: which part of behaviour=name is unknown, with the valid choices.
QString variantRefusal(const std::string& behaviour, const std::string& name)
{
    QStringList behaviours;
    for (const auto& c : steer::variantChoices()) {
        behaviours << QString::fromLatin1(c.behaviour.data(), qsizetype(c.behaviour.size()));
        if (c.behaviour != behaviour)
            continue;
        QStringList names;
        for (auto n : c.names)
            names << QString::fromLatin1(n.data(), qsizetype(n.size()));
        return QCoreApplication::translate("CommandLine", "--variant %1: unknown variant '%2' (valid: %3)")
            .arg(shown(QString::fromStdString(behaviour)), shown(QString::fromStdString(name)), names.join(QStringLiteral(", ")));
    }
    return QCoreApplication::translate("CommandLine", "--variant: unknown behaviour '%1' (valid: %2)")
        .arg(shown(QString::fromStdString(behaviour)), behaviours.join(QStringLiteral(", ")));
}
} // namespace

steer::ScenarioSetup CommandLine::setup() const
{
    steer::ScenarioSetup s;
    if (const auto* info = steer::findScenario(scenario.toStdString()))
        s.id = info->id;
    s.seed = seed;
    s.pointer = target;
    s.parameters = sets;
    for (const auto& [b, n] : variants)
        steer::setVariant(s.variants, b, n);
    s.programs = behaviours;
    s.script = script;
    return s;
}

QString peekLanguage(const QStringList& args)
{
    for (int i = 0; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--lang") && i + 1 < args.size())
            return args[i + 1];
        if (args[i].startsWith(QLatin1String("--lang=")))
            return args[i].mid(7);
    }
    return {};
}

ParseResult parseCommandLine(const QStringList& argsIn)
{
    ParseResult r;
    CommandLine& o = r.options;
    // Accept both "--opt value" and "--opt=value".
    QStringList args;
    for (const QString& a : argsIn) {
        const int eq = a.indexOf(QLatin1Char('='));
        if (a.startsWith(QLatin1String("--")) && eq > 2 && a.left(eq) != QLatin1String("--set") &&
            a.left(eq) != QLatin1String("--variant")) {
            args << a.left(eq) << a.mid(eq + 1);
        } else if (a.startsWith(QLatin1String("--set=")) || a.startsWith(QLatin1String("--variant="))) {
            args << a.left(eq) << a.mid(eq + 1);
        } else {
            args << a;
        }
    }
    auto fail = [&](const QString& msg) {
        r.error = msg;
        return r;
    };
    QStringList setUpOptions; // options a lesson file replaces, in the order given
    // Options that take one value: given twice, which one was meant? (--set, --variant,
    // --behaviours and --compare add up, and flags such as --help say the same thing twice.)
    static const QStringList singleValued = {
        QStringLiteral("--scenario"), QStringLiteral("--frames"), QStringLiteral("--seed"), QStringLiteral("--target"),
        QStringLiteral("--trace"), QStringLiteral("--screenshot"), QStringLiteral("--select"), QStringLiteral("--size"),
        QStringLiteral("--lang"), QStringLiteral("--second-lang"), QStringLiteral("--export-animation"), QStringLiteral("--from"),
        QStringLiteral("--palette"), QStringLiteral("--text-scale"), QStringLiteral("--fuzz"), QStringLiteral("--events"),
        QStringLiteral("--legend"), QStringLiteral("--script"),
    };
    QStringList given;
    for (int i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        if (singleValued.contains(a)) {
            if (given.contains(a))
                return fail(QCoreApplication::translate("CommandLine", "%1 can be given only once").arg(a));
            given << a;
        }
        auto value = [&](QString& out) {
            if (i + 1 >= args.size())
                return false;
            out = args[++i];
            return true;
        };
        QString v;
        if (a == QLatin1String("--help") || a == QLatin1String("-h")) {
            o.help = true;
        } else if (a == QLatin1String("--list-scenarios")) {
            o.listScenarios = true;
        } else if (a == QLatin1String("--scenario")) {
            if (!value(v))
                return fail(QCoreApplication::translate("CommandLine", "--scenario needs an id (one of: %1)").arg(QString::fromStdString(steer::scenarioKeys())));
            if (!steer::findScenario(v.toStdString()))
                return fail(QCoreApplication::translate("CommandLine", "unknown scenario '%1' (valid: %2)").arg(shown(v), QString::fromStdString(steer::scenarioKeys())));
            o.scenario = v;
            setUpOptions << a;
        } else if (a == QLatin1String("--frames")) {
            bool ok = false;
            const int n = value(v) ? v.toInt(&ok) : 0;
            if (!ok || n < 0 || n > 10000000)
                return fail(QCoreApplication::translate("CommandLine", "--frames needs a whole number from 0 to 10000000, not '%1'").arg(shown(v)));
            o.frames = n;
        } else if (a == QLatin1String("--seed")) {
            bool ok = false;
            const qulonglong s = value(v) ? v.toULongLong(&ok) : 0;
            if (!ok)
                return fail(QCoreApplication::translate("CommandLine", "--seed needs a whole number from 0 to 18446744073709551615, not '%1'").arg(shown(v)));
            o.seed = s;
            o.seedGiven = true;
            setUpOptions << a;
        } else if (a == QLatin1String("--target")) {
            const QStringList xy = value(v) ? v.split(QLatin1Char(',')) : QStringList();
            double x = 0, y = 0;
            if (xy.size() != 2 || !parseDouble(xy[0], x) || !parseDouble(xy[1], y) || !std::isfinite(x) ||
                !std::isfinite(y) || std::abs(x) > 1e6 || std::abs(y) > 1e6)
                return fail(QCoreApplication::translate("CommandLine", "--target needs X,Y in pixels, e.g. --target 300,120, not '%1'").arg(shown(v)));
            o.target = steer::Vector2D(x, y);
            setUpOptions << a;
        } else if (a == QLatin1String("--set")) {
            const int eq = value(v) ? int(v.indexOf(QLatin1Char('='))) : -1;
            if (eq <= 0)
                return fail(QCoreApplication::translate("CommandLine", "--set needs name=value, e.g. --set maxSpeed=5, not '%1'").arg(shown(v)));
            const std::string name = v.left(eq).trimmed().toStdString();
            double x = 0;
            if (!steer::findParameter(name))
                return fail(QCoreApplication::translate("CommandLine", "unknown parameter '%1' in --set (valid: %2)")
                                .arg(shown(QString::fromStdString(name)), QString::fromStdString(steer::parameterNames())));
            if (!parseDouble(v.mid(eq + 1), x))
                return fail(QCoreApplication::translate("CommandLine", "--set %1: '%2' is not a number").arg(shown(QString::fromStdString(name)), shown(v.mid(eq + 1))));
            if (const auto problem = steer::checkParameter(name, x); problem != steer::ParamProblem::None)
                return fail(setRefusal(*steer::findParameter(name), problem, shown(v.mid(eq + 1).trimmed())));
            o.sets.emplace_back(name, x);
            setUpOptions << a;
        } else if (a == QLatin1String("--variant")) {
            const int eq = value(v) ? int(v.indexOf(QLatin1Char('='))) : -1;
            if (eq <= 0)
                return fail(QCoreApplication::translate("CommandLine", "--variant needs behaviour=name, e.g. --variant evade=behind, not '%1'").arg(shown(v)));
            steer::Variants scratch;
            const std::string b = v.left(eq).trimmed().toStdString();
            const std::string n = v.mid(eq + 1).trimmed().toStdString();
            if (steer::setVariant(scratch, b, n))
                return fail(variantRefusal(b, n));
            o.variants.emplace_back(b, n);
            setUpOptions << a;
        } else if (a == QLatin1String("--behaviours")) {
            if (!value(v) || !v.contains(QLatin1Char('=')))
                return fail(QCoreApplication::translate("CommandLine", "--behaviours needs ID=CALL[,CALL…], e.g. --behaviours fleer=evade:seeker, not '%1'").arg(shown(v)));
            o.behaviours.push_back(v.toStdString());
            setUpOptions << a;
        } else if (a == QLatin1String("--compare")) {
            // Compare mode: the syntax here; whether it applies to the scenario when the panes are built.
            if (!value(v) || v.isEmpty())
                return fail(QCoreApplication::translate("CommandLine", "--compare needs variant:B=NAME, set:NAME=VALUE or behaviours:ID=CALL,…"));
            compare::Spec spec;
            if (const QString err = compare::parseSpec(v, spec); !err.isEmpty())
                return fail(QCoreApplication::translate("CommandLine", "--compare %1").arg(err));
            // A plain variable, not a cast of a qualified name: lupdate 6.4 loops for ever on
            // translate(..., nullptr, int(compare::kMaxPanes)).
            if (const int maxPanes = int(compare::kMaxPanes); o.compare.size() >= maxPanes)
                return fail(QCoreApplication::translate("CommandLine", "--compare can be given at most %n times (the stage shows at most 4 panes)", nullptr, maxPanes));
            o.compare << v;
        } else if (a == QLatin1String("--trace")) {
            if (!value(v) || v.isEmpty())
                return fail(QCoreApplication::translate("CommandLine", "--trace needs a file name"));
            o.traceFile = v;
        } else if (a == QLatin1String("--screenshot")) {
            if (!value(v) || v.isEmpty())
                return fail(QCoreApplication::translate("CommandLine", "--screenshot needs a file name ending in .png"));
            if (!v.endsWith(QLatin1String(".png"), Qt::CaseInsensitive))
                return fail(QCoreApplication::translate("CommandLine", "--screenshot writes PNG pictures: the file name must end in .png, not '%1'").arg(shown(v)));
            o.screenshotFile = v;
        } else if (a == QLatin1String("--select")) {
            if (!value(v) || v.isEmpty())
                return fail(QCoreApplication::translate("CommandLine", "--select needs a vehicle id"));
            o.select = v;
        } else if (a == QLatin1String("--size")) {
            const QStringList wh = value(v) ? v.toLower().split(QLatin1Char('x')) : QStringList();
            bool ok1 = false, ok2 = false;
            const int w = wh.size() == 2 ? wh[0].toInt(&ok1) : 0;
            const int h = wh.size() == 2 ? wh[1].toInt(&ok2) : 0;
            if (!ok1 || !ok2 || w < 640 || h < 480 || w > 7680 || h > 4320)
                return fail(QCoreApplication::translate("CommandLine", "--size needs WIDTHxHEIGHT between 640x480 and 7680x4320, e.g. 1280x800, not '%1'").arg(shown(v)));
            o.size = QSize(w, h);
            o.sizeGiven = true;
        } else if (a == QLatin1String("--lang")) {
            if (!value(v) || !language::available().contains(v))
                return fail(QCoreApplication::translate("CommandLine", "--lang must be one of: en, zh_CN, ru (not '%1')").arg(shown(v)));
            o.lang = v;
        } else if (a == QLatin1String("--second-lang")) {
            // One language (the old form) or two in order, comma-separated: "zh_CN,ru".
            if (!value(v))
                return fail(QCoreApplication::translate("CommandLine", "--second-lang needs one or two languages, comma-separated, from: en, zh_CN, ru (e.g. zh_CN,ru)"));
            const QStringList codes = v.split(QLatin1Char(','));
            if (codes.size() > language::kMaxExtraLanguages)
                return fail(QCoreApplication::translate("CommandLine", "--second-lang takes at most two languages, comma-separated, e.g. zh_CN,ru (not '%1')").arg(shown(v)));
            for (const QString& code : codes)
                if (!language::available().contains(code))
                    return fail(QCoreApplication::translate("CommandLine", "--second-lang must be one or two of: en, zh_CN, ru, comma-separated (not '%1')").arg(shown(v)));
            if (codes.size() == 2 && codes[0] == codes[1])
                return fail(QCoreApplication::translate("CommandLine", "--second-lang names the same language twice ('%1')").arg(shown(v)));
            o.extraLangs = codes;
        } else if (a == QLatin1String("--export-animation")) {
            if (!value(v) || v.isEmpty())
                return fail(QCoreApplication::translate("CommandLine", "--export-animation needs a file name ending in .gif, .mp4 or .png"));
            if (!exporting::formatFor(v))
                return fail(QCoreApplication::translate("CommandLine", "--export-animation writes an animated GIF (.gif), an MP4 video (.mp4) or numbered PNG images (.png): the file name must end in one of these, not '%1'").arg(shown(v)));
            o.exportFile = v;
        } else if (a == QLatin1String("--from")) {
            bool ok = false;
            const int n = value(v) ? v.toInt(&ok) : 0;
            if (!ok || n < 0 || n > 10000000)
                return fail(QCoreApplication::translate("CommandLine", "--from needs a whole number from 0 to 10000000, not '%1'").arg(shown(v)));
            o.from = n;
        } else if (a == QLatin1String("--palette")) {
            const std::optional<diagrams::Palette> p = value(v) ? diagrams::paletteFromId(v.toStdString()) : std::nullopt;
            if (!p)
                return fail(QCoreApplication::translate("CommandLine", "--palette must be one of: standard, projector, colourblind, dark (not '%1')").arg(shown(v)));
            o.palette = p;
        } else if (a == QLatin1String("--text-scale")) {
            double x = 0;
            if (!value(v) || !parseDouble(v, x) || !std::isfinite(x) || x < TextScale::kMin || x > TextScale::kMax)
                return fail(QCoreApplication::translate("CommandLine", "--text-scale needs a number from %1 to %2, not '%3'")
                                .arg(limit(TextScale::kMin), limit(TextScale::kMax), v));
            o.textScale = x;
        } else if (a == QLatin1String("--legend")) {
            static const std::array<std::pair<const char*, CommandLine::Legend>, 4> kForms{{
                {"compact", CommandLine::Legend::Compact},
                {"full", CommandLine::Legend::Full},
                {"folded", CommandLine::Legend::Folded},
                {"off", CommandLine::Legend::Off},
            }};
            const bool given = value(v);
            for (const auto& [name, form] : kForms)
                if (given && v == QLatin1String(name))
                    o.legend = form;
            if (!o.legend)
                return fail(QCoreApplication::translate("CommandLine", "--legend must be one of: compact, full, folded, off (not '%1')").arg(shown(v)));
        } else if (a == QLatin1String("--presentation")) {
            o.presentation = true;
        } else if (a == QLatin1String("--script")) {
            if (!value(v) || v.isEmpty())
                return fail(QCoreApplication::translate("CommandLine", "--script needs a JavaScript file name"));
            o.scriptFile = v;
            QFile file(v);
            // A script is a page or two of methods; a megabyte is far more than any needs.
            if (!file.open(QIODevice::ReadOnly) || file.size() > 1024 * 1024)
                return fail(QCoreApplication::translate("CommandLine", "cannot read script '%1': %2")
                                .arg(lessons::shownFileName(v), file.isOpen() ? QCoreApplication::translate("CommandLine", "larger than 1 MB") : file.errorString()));
            auto script = std::make_shared<steer::UserScript>();
            script->source = QString::fromUtf8(file.readAll()).toStdString();
            script->fileName = QFileInfo(v).fileName().toStdString();
            o.script = std::move(script);
        } else if (a == QLatin1String("--check")) {
            o.check = true;
        } else if (a == QLatin1String("--no-cost-limit")) {
            o.noCostLimit = true;
        } else if (a == QLatin1String("--fuzz")) {
            bool ok = false;
            const quint64 seed = value(v) ? v.toULongLong(&ok) : 0;
            if (!ok)
                return fail(QCoreApplication::translate("CommandLine", "--fuzz needs a seed, a whole number from 0 to 18446744073709551615, not '%1'").arg(shown(v)));
            o.fuzzSeed = seed;
        } else if (a == QLatin1String("--events")) {
            bool ok = false;
            const int n = value(v) ? v.toInt(&ok) : 0;
            if (!ok || n < 1 || n > 10000000)
                return fail(QCoreApplication::translate("CommandLine", "--events needs a whole number from 1 to 10000000, not '%1'").arg(shown(v)));
            o.fuzzEvents = n;
        } else if (!a.startsWith(QLatin1Char('-')) && a.endsWith(QLatin1String(".steerlab"), Qt::CaseInsensitive)) {
            if (!o.lessonFile.isEmpty())
                return fail(QCoreApplication::translate("CommandLine", "only one lesson file can be opened, not both '%1' and '%2'").arg(lessons::shownFileName(o.lessonFile), lessons::shownFileName(a)));
            o.lessonFile = a;
        } else if (!a.startsWith(QLatin1Char('-'))) {
            return fail(QCoreApplication::translate("CommandLine", "'%1' is not a lesson file: lesson files end in .steerlab (see --help)").arg(lessons::shownFileName(a)));
        } else {
            return fail(QCoreApplication::translate("CommandLine", "unknown option '%1' (see --help)").arg(shown(a)));
        }
    }
    if (!o.lessonFile.isEmpty() && !setUpOptions.isEmpty())
        return fail(QCoreApplication::translate("CommandLine", "%1 cannot be used with a lesson file: the lesson holds its own set-up").arg(setUpOptions.first()));
    if (o.fuzzSeed && (!o.traceFile.isEmpty() || !o.screenshotFile.isEmpty()))
        return fail(QCoreApplication::translate("CommandLine", "--fuzz cannot be used with --trace or --screenshot"));
    if (!o.traceFile.isEmpty() && !o.screenshotFile.isEmpty())
        return fail(QCoreApplication::translate("CommandLine", "--trace and --screenshot cannot be used together"));
    if (!o.exportFile.isEmpty() && (!o.traceFile.isEmpty() || !o.screenshotFile.isEmpty() || o.fuzzSeed))
        return fail(QCoreApplication::translate("CommandLine", "--export-animation cannot be used with --trace, --screenshot or --fuzz"));
    if (o.presentation && (!o.traceFile.isEmpty() || !o.exportFile.isEmpty() || o.fuzzSeed))
        return fail(QCoreApplication::translate("CommandLine", "--presentation shows the window's layout: it cannot be used with --trace, --export-animation or --fuzz"));
    if (o.check && o.scriptFile.isEmpty())
        return fail(QCoreApplication::translate("CommandLine", "--check compares a script with the built-in methods: it needs --script FILE.js"));
    if (o.check && (!o.traceFile.isEmpty() || !o.screenshotFile.isEmpty() || !o.exportFile.isEmpty() || o.fuzzSeed))
        return fail(QCoreApplication::translate("CommandLine", "--check cannot be used with --trace, --screenshot, --export-animation or --fuzz"));
    if (o.from && o.exportFile.isEmpty())
        return fail(QCoreApplication::translate("CommandLine", "--from is the first frame of --export-animation and needs it"));
    if (!o.exportFile.isEmpty() && !o.frames && o.lessonFile.isEmpty())
        return fail(QCoreApplication::translate("CommandLine", "--export-animation needs --frames N, the last frame to export (or a lesson file)"));
    if (o.from && o.frames && *o.from > *o.frames)
        return fail(QCoreApplication::translate("CommandLine", "--from %1 comes after the last frame to export (--frames %2)").arg(*o.from).arg(*o.frames));
    if (!o.traceFile.isEmpty() && o.scenario.isEmpty() && o.lessonFile.isEmpty())
        return fail(QCoreApplication::translate("CommandLine", "--trace needs --scenario ID (one of: %1) or a lesson file").arg(QString::fromStdString(steer::scenarioKeys())));
    const QString scenarioKey = o.scenario.isEmpty() ? QStringLiteral("seek") : o.scenario;
    const auto* info = steer::findScenario(scenarioKey.toStdString());
    for (const auto& [name, value] : o.sets) {
        if (name == "count" && !info->hasCount)
            return fail(QCoreApplication::translate("CommandLine", "--set count: count does not apply to scenario '%1' (only to flock, swarm and offset-pursuit)")
                            .arg(scenarioKey));
    }
    if (!o.behaviours.empty()) { // the targets are checked against the vehicles of this very set-up
        steer::ScenarioSetup s = o.setup();
        s.id = info->id;
        s.programs.clear();
        s.recordExplanations = false;
        steer::World w;
        if (!steer::buildWorld(s, w)) {
            for (const std::string& spec : o.behaviours)
                if (const auto err = steer::applyProgramSpec(w, spec))
                    return fail(QCoreApplication::translate("CommandLine", "--behaviours %1: %2")
                                    .arg(shown(QString::fromStdString(spec)), programProblemText(err)));
        }
    }
    if (!o.compare.isEmpty() && o.lessonFile.isEmpty()) { // a lesson's set-up is known only when it is read
        steer::ScenarioSetup base = o.setup();
        base.id = info->id;
        for (const QString& text : o.compare) {
            compare::Spec spec;
            compare::parseSpec(text, spec);
            if (const QString err = ComparePane(spec).build(base); !err.isEmpty())
                return fail(QCoreApplication::translate("CommandLine", "--compare %1").arg(err));
        }
    }
    return r;
}

bool CommandLine::namesWhatToShow() const
{
    return !lessonFile.isEmpty() || !scenario.isEmpty() || !select.isEmpty() || frames || seedGiven || target ||
           !sets.empty() || !variants.empty() || !behaviours.empty() || !compare.isEmpty() || presentation;
}

void printError(const QString& message)
{
    std::fprintf(stderr, "steeringlab: %s\n", qPrintable(lessons::withoutControls(message)));
}

QString helpText()
{
    QString h;
    h += QCoreApplication::translate("CommandLine", "Usage: steeringlab [options] [LESSON.steerlab]") + QLatin1Char('\n');
    h += QCoreApplication::translate("CommandLine", "Steering Lab: steering behaviours (seek, flee, arrive, pursue, evade, wander, object avoidance, "
            "path following, flocking, offset pursuit, Lennard-Jones avoidance) for the classroom.")
         + QLatin1String("\n\n");
    h += QCoreApplication::translate("CommandLine", "Options:") + QLatin1Char('\n');
    auto line = [&](const char* opt, const QString& what) {
        h += QStringLiteral("  %1\n      %2\n").arg(QLatin1String(opt), what);
    };
    line("--help", QCoreApplication::translate("CommandLine", "Show this help and exit."));
    line("--list-scenarios", QCoreApplication::translate("CommandLine", "Print the scenario ids, one a line, and exit."));
    line("--scenario ID", QCoreApplication::translate("CommandLine", "Start with this scenario: %1.").arg(QString::fromStdString(steer::scenarioKeys())));
    line("LESSON.steerlab", QCoreApplication::translate("CommandLine", "Open a lesson file: its set-up, recorded input and first frame (instead of --scenario, --seed, --target, --set and --variant)."));
    line("--frames N", QCoreApplication::translate("CommandLine", "Advance N frames (default: 100 with --trace, otherwise 0; for a lesson: its last frame with --trace, otherwise the frame it opens at)."));
    line("--seed S", QCoreApplication::translate("CommandLine", "Seed of the random generator (default 1); the same seed gives the same frames."));
    line("--target X,Y", QCoreApplication::translate("CommandLine", "Pointer target in stage pixels (default: the stage centre)."));
    line("--set name=value",
         QCoreApplication::translate("CommandLine", "Set a parameter (repeatable), with the seeds' names: %1.").arg(QString::fromStdString(steer::parameterNames())));
    QString variants;
    for (const auto& c : steer::variantChoices()) {
        QStringList names;
        for (auto n : c.names)
            names << QString::fromLatin1(n.data(), qsizetype(n.size()));
        variants += QStringLiteral("%1=%2; ").arg(QString::fromLatin1(c.behaviour.data(), qsizetype(c.behaviour.size())),
                                                  names.join(QLatin1Char('|')));
    }
    line("--variant behaviour=name",
         QCoreApplication::translate("CommandLine", "Choose a variant where the seeds disagree (the first is the default): %1").arg(variants.trimmed()));
    line("--behaviours ID=CALL[,CALL...]",
         QCoreApplication::translate("CommandLine", "Replace a vehicle's behaviour calls (repeatable), made in this order every frame: %1. "
                                                    "A leading ~ switches a call off; 'none' leaves only the move.").arg(callSyntaxList()));
    line("--compare SPEC", QCoreApplication::translate("CommandLine", "Compare mode: one more pane beside the main run (repeatable, up to three), differing in one thing: variant:B=NAME, set:NAME=VALUE or behaviours:ID=CALL,…"));
    line("--trace FILE", QCoreApplication::translate("CommandLine", "Write one JSON line per frame (frames 0..N) to FILE, without opening a window."));
    line("--screenshot FILE.png", QCoreApplication::translate("CommandLine", "Open the window offscreen, advance N frames, save a picture of it and exit."));
    line("--export-animation FILE", QCoreApplication::translate("CommandLine", "Write frames --from A (default 0) to --frames N, as the window shows them, to an animated GIF (FILE.gif), an MP4 video (FILE.mp4) or numbered PNG images (FILE.png gives FILE_0000.png ...), at 30 frames per second, 1280x720 or --size; needs no display."));
    line("--from A", QCoreApplication::translate("CommandLine", "First frame of --export-animation (default 0)."));
    line("--palette NAME", QCoreApplication::translate("CommandLine", "Colours of the stage for this run: standard, projector (high contrast, thicker lines), colourblind (Okabe-Ito colours) or dark (default: the window's saved choice; standard for --screenshot and --export-animation)."));
    line("--text-scale F", QCoreApplication::translate("CommandLine", "Size of the text in the panels, formulas and on the stage, from 0.8 to 3 (default: the window's saved size; 1 for --screenshot and --export-animation)."));
    line("--legend FORM", QCoreApplication::translate("CommandLine", "The legend for this run, in the window, --screenshot, --export-animation and saved pictures: compact (symbols, names on hover), full (symbols and names), folded (a one-line chip) or off. Given here, it also shows in presentation mode and animations, which leave it out by default (default: the lesson's or the window's own)."));
    line("--presentation", QCoreApplication::translate("CommandLine", "Start in presentation mode: the stage and large formulas, the other panels folded away; with --screenshot, a picture of that layout."));
    line("--script FILE.js", QCoreApplication::translate("CommandLine", "Give every vehicle the methods a JavaScript file defines (seek, flee, arrive, pursue, evade, wander, avoid, followPath, flock, pursueOffset, inSight, tooClose), in place of the built-in ones, with --trace, --screenshot, --export-animation and the window. A script that cannot run stops the run (exit status 2) and writes no file."));
    line("--check", QCoreApplication::translate("CommandLine", "With --script: run the scenario with and without the script for --frames frames (default 150) from the same state and compare every vehicle's position, velocity and force; exit status 0 when they agree within 1e-9, 1 naming the first frame, vehicle and quantity that differ."));
    line("--no-cost-limit", QCoreApplication::translate("CommandLine", "Run --trace, --screenshot, --export-animation or --frames even when it would take this machine more than about a minute (a large flock, millions of frames); without it such a run is refused before it starts."));
    line("--select ID", QCoreApplication::translate("CommandLine", "Select this vehicle (its vectors are drawn strongest)."));
    line("--fuzz SEED", QCoreApplication::translate("CommandLine", "Drive the window offscreen with seeded random input, checking after every event that every number is finite and the frame equals a straight re-run of the recorded input; prints the seed and event of any failure (exit status 1)."));
    line("--events N", QCoreApplication::translate("CommandLine", "Number of random events for --fuzz (default 1000)."));
    line("--size WxH", QCoreApplication::translate("CommandLine", "Window size for --screenshot and the window (default 1280x800)."));
    line("--lang LANG", QCoreApplication::translate("CommandLine", "Interface language: en, zh_CN or ru (default: the saved choice, else the system locale)."));
    line("--second-lang LANG[,LANG]", QCoreApplication::translate("CommandLine", "Also show the formulas, the legend and the stage's labels in one or two more languages, in order (en, zh_CN, ru; e.g. zh_CN,ru), for classes with readers of several languages."));
    h += QLatin1Char('\n') + QCoreApplication::translate("CommandLine", "Errors print one line and exit with status 2.") + QLatin1Char('\n');
    return h;
}
