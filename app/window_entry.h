#pragma once
#include "commandline.h"

// Opens the main window as the options say (scenario, seed, selection, size, frames), or with
// --screenshot renders it offscreen to a PNG and returns. Returns the process exit status.
int runWindow(const CommandLine& options);
