#include "headless.h"

#include "lesson_json.h"
#include "lesson_replay.h"
#include "message_text.h"
#include "output_file.h"
#include "run_cost.h"
#include "trace.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <cmath>
#include <cstdio>
#include <optional>
#include <utility>

// Texts use QCoreApplication::translate("CommandLine", ...) at each call so that lupdate finds the context.

int printScenarioList()
{
    for (const auto& s : steer::scenarioTable())
        std::printf("%.*s\n", int(s.key.size()), s.key.data());
    return 0;
}

QString buildWorldFor(const CommandLine& options, steer::World& out, lessons::Lesson* lesson)
{
    if (!options.lessonFile.isEmpty()) {
        lessons::ReadResult read = lessons::readLessonFile(options.lessonFile);
        if (!read.lesson)
            return read.error;
        if (QString err = lessons::buildLessonWorld(*read.lesson, out); !err.isEmpty())
            return err;
        if (lesson)
            *lesson = std::move(*read.lesson);
    } else {
        steer::ScenarioSetup setup = options.setup();
        if (auto err = steer::buildWorld(setup, out))
            return QString::fromStdString(*err);
    }
    if (options.script) // --script: every vehicle of the scenario or the lesson gets its methods
        out.script = options.script;
    if (!options.select.isEmpty() && out.indexOf(options.select.toStdString()) < 0) {
        QStringList ids;
        for (const auto& v : out.vehicles)
            ids << QString::fromStdString(v.id);
        if (ids.size() > 8)
            ids = ids.mid(0, 8) << QStringLiteral("…");
        return QCoreApplication::translate("CommandLine", "--select: no vehicle '%1' in scenario '%2' (vehicles: %3)")
            .arg(lessons::shownText(options.select), QString::fromLatin1(steer::scenarioInfo(out.scenario).key.data()), ids.join(QStringLiteral(", ")));
    }
    return {};
}

int writeTrace(const CommandLine& options)
{
    steer::World world;
    lessons::Lesson lesson; // no set-up and no input unless a lesson file is given
    if (QString err = buildWorldFor(options, world, &lesson); !err.isEmpty()) {
        printError(err);
        return 2;
    }
    world.recordExplanations = false; // the trace needs only the state
    const bool fromLesson = !options.lessonFile.isEmpty();
    const std::int64_t frames = options.frames ? *options.frames : fromLesson ? lesson.lastFrame : 100;
    if (!options.noCostLimit)
        if (QString refused = runcost::refusal(world, runcost::Run::Trace, frames); !refused.isEmpty()) {
            printError(refused);
            return 2;
        }
    // Renamed over a regular file only when complete (a failure leaves the old one); a FIFO or a
    // device such as /dev/null is written to as it is.
    files::OutputFile file(options.traceFile);
    auto failed = [&] {
        printError(QCoreApplication::translate("CommandLine", "cannot write trace file '%1': %2")
                       .arg(lessons::shownFileName(options.traceFile), files::failureReason(file)));
        return 2;
    };
    if (!file.open())
        return failed();
    std::string line;
    for (std::int64_t k = 0; k <= frames; ++k) {
        if (k > 0) {
            world.step();
            if (world.scriptError) { // nothing of the trace is kept
                file.cancel();
                printError(scriptErrorText(world));
                return 2;
            }
        }
        // Frame k as the window shows it: after k steps and the input recorded at frame k (the
        // reader checked every event against the scenario, so none is refused here).
        lesson.input.applyAt(k, world);
        line = steer::traceLine(world);
        line += '\n';
        if (file.device()->write(line.data(), qint64(line.size())) != qint64(line.size())) {
            file.cancel();
            return failed();
        }
    }
    if (!file.commit())
        return failed();
    return 0;
}

QString scriptErrorText(const steer::World& world)
{
    if (!world.scriptError)
        return {};
    const QString file = world.script ? lessons::shownFileName(QString::fromStdString(world.script->fileName)) : QString();
    const QString message = QString::fromStdString(world.scriptError->message);
    if (world.scriptError->line > 0)
        return QCoreApplication::translate("CommandLine", "%1, line %2: %3").arg(file).arg(world.scriptError->line).arg(message);
    return QCoreApplication::translate("CommandLine", "%1: %2").arg(file, message);
}

QString scriptRunProblem(const steer::World& world, const lessons::Lesson& lesson, std::int64_t frames)
{
    if (!world.script)
        return {};
    steer::World w = world;
    w.recordExplanations = false;
    for (std::int64_t k = 1; k <= frames; ++k) {
        w.step();
        if (w.scriptError)
            return scriptErrorText(w);
        lesson.input.applyAt(k, w);
    }
    return {};
}

namespace {
// The first quantity of a vehicle that differs by more than 1e-9, or nothing.
struct Difference {
    const char* quantity;
    double scripted;
    double builtIn;
};

std::optional<Difference> firstDifference(const steer::Vehicle& a, const steer::Vehicle& b)
{
    constexpr double kTolerance = 1e-9;
    const std::pair<const char*, std::pair<double, double>> values[] = {
        {"x", {a.position.x, b.position.x}},   {"y", {a.position.y, b.position.y}},
        {"vx", {a.velocity.x, b.velocity.x}},  {"vy", {a.velocity.y, b.velocity.y}},
        {"fx", {a.lastForce.x, b.lastForce.x}}, {"fy", {a.lastForce.y, b.lastForce.y}},
    };
    for (const auto& [name, pair] : values)
        if (!(std::fabs(pair.first - pair.second) <= kTolerance))
            return Difference{name, pair.first, pair.second};
    return std::nullopt;
}
} // namespace

int runScriptCheck(const CommandLine& options)
{
    steer::World scripted;
    lessons::Lesson lesson;
    if (QString err = buildWorldFor(options, scripted, &lesson); !err.isEmpty()) {
        printError(err);
        return 2;
    }
    scripted.recordExplanations = false;
    steer::World builtIn = scripted;
    builtIn.script.reset();
    const std::int64_t frames = options.frames ? *options.frames : 150;
    if (!options.noCostLimit)
        if (QString refused = runcost::refusal(builtIn, runcost::Run::Trace, 2 * frames); !refused.isEmpty()) {
            printError(refused);
            return 2;
        }
    for (std::int64_t k = 1; k <= frames; ++k) {
        scripted.step();
        if (scripted.scriptError) {
            printError(scriptErrorText(scripted));
            return 2;
        }
        builtIn.step();
        lesson.input.applyAt(k, scripted);
        lesson.input.applyAt(k, builtIn);
        for (std::size_t i = 0; i < scripted.vehicles.size() && i < builtIn.vehicles.size(); ++i)
            if (const auto d = firstDifference(scripted.vehicles[i], builtIn.vehicles[i])) {
                const QString line = QCoreApplication::translate("CommandLine", "frame %1, vehicle %2: %3 is %4 with the script, %5 built in")
                                         .arg(k)
                                         .arg(QString::fromStdString(scripted.vehicles[i].id), QLatin1String(d->quantity))
                                         .arg(d->scripted, 0, 'g', 17)
                                         .arg(d->builtIn, 0, 'g', 17);
                std::printf("%s\n", qPrintable(line));
                return 1;
            }
    }
    const QString line = QCoreApplication::translate("CommandLine", "the script agrees with the built-in methods: every vehicle's position, velocity and force within 1e-9 over %1 frames")
                             .arg(frames);
    std::printf("%s\n", qPrintable(line));
    return 0;
}
