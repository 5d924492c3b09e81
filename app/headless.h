#pragma once
#include "commandline.h"

#include <QString>

// --list-scenarios and --trace: no display needed. Return the process exit status.
int printScenarioList();
int writeTrace(const CommandLine& options);
// Builds the world the options describe, or returns a message naming what is wrong.
QString buildWorldFor(const CommandLine& options, steer::World& out);
