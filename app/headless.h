#pragma once
#include "commandline.h"
#include "lesson.h"

#include <QString>

// --list-scenarios and --trace: no display needed. Return the process exit status.
int printScenarioList();
int writeTrace(const CommandLine& options);
// Builds the world the options describe, or returns a message naming what is wrong. For a lesson
// file it loads the lesson (into `lesson` when given) and builds the lesson's frame 0.
QString buildWorldFor(const CommandLine& options, steer::World& out, lessons::Lesson* lesson = nullptr);
