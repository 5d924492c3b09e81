#include "fuzz_entry.h"

#include "controller.h"
#include "main_window.h"
#include "window_fuzzer.h"

#include <QCoreApplication>

#include <cstdio>

int runFuzz(const CommandLine& options)
{
    MainWindow window;
    window.resize(options.size);
    if (!options.scenario.isEmpty()) {
        if (QString err = window.controller()->start(options.setup(), options.select); !err.isEmpty()) {
            std::fprintf(stderr, "steeringlab: %s\n", qPrintable(err));
            return 2;
        }
    }
    window.show();
    QCoreApplication::processEvents();
    const std::uint64_t seed = *options.fuzzSeed;
    WindowFuzzer fuzz(window, seed);
    if (const auto broken = fuzz.run(options.fuzzEvents)) {
        std::fprintf(stderr, "%s\n",
                     qPrintable(QCoreApplication::translate("CommandLine", "fuzz seed %1 failed at %2")
                                    .arg(seed)
                                    .arg(*broken)));
        return 1;
    }
    std::printf("%s\n", qPrintable(QCoreApplication::translate("CommandLine", "fuzz seed %1: %2 events, every invariant held")
                                       .arg(seed)
                                       .arg(fuzz.eventsRun())));
    return 0;
}
