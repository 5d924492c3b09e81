#pragma once
#include "commandline.h"

// Opens the main window as the options say (scenario, seed, selection, size, frames), or with
// --screenshot renders it offscreen to a PNG and returns. Returns the process exit status.
int runWindow(const CommandLine& options);

// A window started from the desktop (a double-clicked lesson: the desktop entry has no terminal)
// says what was wrong in a dialog as well as on standard error. Not where standard error is a
// terminal, nor on the offscreen and minimal platforms (screenshots, exports, tests: nobody could
// close it there).
bool startErrorsNeedADialog(bool stderrIsTerminal, const QString& platformName);
// The line on standard error, and in a dialog when startErrorsNeedADialog says so for this process.
void reportStartError(const QString& message);
// The dialog alone (shown and waited for).
void showStartErrorDialog(const QString& message);
