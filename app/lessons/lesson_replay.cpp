#include "lesson_replay.h"

#include "input_check.h"
#include "lesson_json.h"
#include "message_text.h"
#include "parameters.h"

#include <algorithm>

namespace lessons {

QString buildLessonWorld(const Lesson& lesson, steer::World& out)
{
    steer::World w;
    if (auto err = steer::buildWorld(lesson.setup, w))
        return LessonFile::tr("the scenario cannot be set up: %1").arg(QString::fromStdString(*err));
    for (const VehicleParameter& p : lesson.vehicleParameters) {
        const int index = w.indexOf(p.vehicle);
        if (index < 0)
            return LessonFile::tr("no vehicle '%1' in scenario '%2'")
                .arg(shownText(p.vehicle), QString::fromLatin1(steer::scenarioInfo(w.scenario).key.data()));
        const steer::ParamInfo* info = steer::findParameter(p.name);
        if (!info || info->scope != steer::ParamScope::Vehicle)
            return LessonFile::tr("%1 is not a parameter of one vehicle: it belongs in \"parameters\"").arg(shownText(p.name));
        if (QString err = checkParameterValue(p.name, p.value); !err.isEmpty())
            return err;
        steer::setParameter(w, p.name, p.value, index);
    }
    out = std::move(w);
    return {};
}

QString checkLesson(const Lesson& lesson)
{
    steer::World w;
    if (QString err = buildLessonWorld(lesson, w); !err.isEmpty())
        return err;
    if (lesson.lastFrame < 0 || lesson.lastFrame > kMaxFrame)
        return LessonFile::tr("the last frame must be a whole number from 0 to %1, not %2").arg(kMaxFrame).arg(lesson.lastFrame);
    InputChecker checker(w);
    for (const auto& [frame, events] : lesson.input.events()) {
        if (frame < 0 || frame > lesson.lastFrame)
            return LessonFile::tr("frame %1 is after the lesson's last frame (%2)").arg(frame).arg(lesson.lastFrame);
        for (const auto& e : events)
            if (auto problem = checker.check(e))
                return LessonFile::tr("input at frame %1: %2").arg(frame).arg(problem->text);
    }
    if (lesson.view.frame < 0 || lesson.view.frame > lesson.lastFrame)
        return LessonFile::tr("the frame to open at (%1) is after the lesson's last frame (%2)").arg(lesson.view.frame).arg(lesson.lastFrame);
    const std::string selected = lesson.view.selected.toStdString();
    if (!selected.empty() && w.indexOf(selected) < 0 && !placedInInput(lesson.input, selected))
        return LessonFile::tr("no vehicle '%1' in scenario '%2'")
            .arg(shownText(lesson.view.selected), QString::fromLatin1(steer::scenarioInfo(w.scenario).key.data()));
    return {};
}

QString replayLesson(const Lesson& lesson, steer::History& history)
{
    if (QString err = checkLesson(lesson); !err.isEmpty())
        return err;
    steer::World w;
    buildLessonWorld(lesson, w);
    // Install on a scratch history first: `history` changes only when the whole input replays.
    steer::History scratch;
    scratch.reset(std::move(w));
    if (auto err = scratch.installLog(lesson.input, lesson.lastFrame))
        return LessonFile::tr("the recorded input does not replay: %1").arg(QString::fromStdString(*err));
    history = std::move(scratch);
    return {};
}

steer::InputLog inputForRestore(const Lesson& lesson)
{
    steer::World w;
    if (!buildLessonWorld(lesson, w).isEmpty())
        return lesson.input;
    steer::InputLog log;
    for (const VehicleParameter& p : lesson.vehicleParameters)
        log.add(0, steer::InputEvent::parameter(p.name, p.value, w.indexOf(p.vehicle)));
    for (const auto& [frame, events] : lesson.input.events())
        for (const auto& e : events)
            log.add(frame, e);
    return log;
}

std::vector<std::size_t> bookmarksDifferingAt(const Lesson& lesson, std::int64_t frame, std::uint64_t hash)
{
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < lesson.bookmarks.size(); ++i)
        if (lesson.bookmarks[i].frame == frame && lesson.bookmarks[i].hash != hash)
            out.push_back(i);
    return out;
}

std::vector<std::size_t> checkBookmarks(const Lesson& lesson, steer::History& history)
{
    const std::int64_t shown = history.frame();
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < lesson.bookmarks.size(); ++i) {
        const Bookmark& b = lesson.bookmarks[i];
        history.goTo(b.frame);
        if (history.frame() != b.frame || history.current().hash() != b.hash)
            out.push_back(i);
    }
    history.goTo(shown);
    return out;
}

std::int64_t furthestFrameNamed(const Lesson& lesson)
{
    std::int64_t furthest = lesson.view.frame;
    for (const Bookmark& b : lesson.bookmarks)
        furthest = std::max(furthest, b.frame);
    for (const Question& q : lesson.questions)
        furthest = std::max(furthest, q.frame);
    return furthest;
}

void stampBookmarks(Lesson& lesson, steer::History& history)
{
    const std::int64_t shown = history.frame();
    for (Bookmark& b : lesson.bookmarks) {
        history.goTo(b.frame);
        // A bookmark past the frames reached (an edit before it cut them off): no input follows the
        // last recorded event, so its frame is what the world computes from there on.
        // A step the lesson's code fails ends it: the frames past it are never reached.
        while (history.frame() < b.frame)
            if (!history.stepForward())
                break;
        b.hash = history.current().hash();
    }
    history.goTo(shown);
}

} // namespace lessons
