#pragma once
// A lesson turned into frames without any window: frame 0 from the set-up, then the recorded input
// replayed by steer::History, exactly as the window replays it. Also the bookmark check that
// notices a lesson computing differently in this version of the program.
#include "history.h"
#include "lesson.h"

#include <QString>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace lessons {

// Frame 0: the scenario set-up, then the per-vehicle values. Empty, or a translated message.
QString buildLessonWorld(const Lesson& lesson, steer::World& out);

// Checks what the file reader checks, for a lesson built in code: vehicle ids, every input event
// against the scenario, frames within lastFrame. Empty, or a translated message.
QString checkLesson(const Lesson& lesson);

// Makes `history` hold the lesson: frame 0 built, the input installed and every frame up to
// lastFrame reachable (History::goTo); it shows frame 0. On a problem it returns a translated
// message and leaves `history` as it was.
QString replayLesson(const Lesson& lesson, steer::History& history);

// The input as Controller::restore(setup, log, ...) takes it: the per-vehicle set-up values become
// parameter events at frame 0, before the recorded ones. The frames are the same, because a
// parameter is only read by the steps, and the step to frame 1 comes after every frame-0 event.
steer::InputLog inputForRestore(const Lesson& lesson);

// Indices of the bookmarks at `frame` whose stored hash differs from `hash` (World::hash() of that
// frame as this program computes it).
std::vector<std::size_t> bookmarksDifferingAt(const Lesson& lesson, std::int64_t frame, std::uint64_t hash);
// Visits every bookmark's frame in `history` (which holds the lesson, see replayLesson) and returns
// the indices of the bookmarks whose hash differs; `history` goes back to the frame it showed.
std::vector<std::size_t> checkBookmarks(const Lesson& lesson, steer::History& history);
// Stores each bookmark's hash from `history` (when a lesson is saved). A bookmark after the last
// frame `history` reached is stepped to (so `history` then reaches it).
void stampBookmarks(Lesson& lesson, steer::History& history);
// The latest frame a bookmark, a question or the view points at: a saved lesson's lastFrame is at
// least this, or its own reader would refuse it (an edit in the past cuts the recorded frames
// while the bookmarks after it stay).
std::int64_t furthestFrameNamed(const Lesson& lesson);

} // namespace lessons
