#include "headless.h"

#include "lesson_json.h"
#include "lesson_replay.h"
#include "message_text.h"
#include "output_file.h"
#include "run_cost.h"
#include "trace.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <cstdio>

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
        if (k > 0)
            world.step();
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
