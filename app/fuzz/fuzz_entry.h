#pragma once
#include "commandline.h"

// steeringlab --fuzz SEED [--events N] [--scenario ID]: the random-input driver on the real window
// (offscreen). Prints the seed and the first broken invariant, or a one-line summary. Returns the
// process exit status: 0 when every invariant held, 1 otherwise.
int runFuzz(const CommandLine& options);
