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
// --script with --check: the scenario with and without the script, frame by frame (exit 0, 1 or 2).
int runScriptCheck(const CommandLine& options);
// Why a scripted world did not step, as one line: "FILE:LINE: message".
QString scriptErrorText(const steer::World& world);
// Steps a copy of `world` (with the lesson's input) to `frames` and returns why its script cannot
// run, or nothing: what --screenshot and --export-animation ask before they open a window.
QString scriptRunProblem(const steer::World& world, const lessons::Lesson& lesson, std::int64_t frames);
