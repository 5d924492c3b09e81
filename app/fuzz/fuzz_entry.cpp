#include "fuzz_entry.h"

#include "controller.h"
#include "language.h"
#include "main_window.h"
#include "window_fuzzer.h"

#include <QCoreApplication>
#include <QSettings>

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
    // The run switches languages as a user would, which the window remembers: keep the user's.
    const QVariant savedLanguage = QSettings().value(QStringLiteral("language"));
    const auto broken = fuzz.run(options.fuzzEvents);
    language::install(options.lang); // the run switches languages at random; report in the chosen one
    if (savedLanguage.isValid())
        QSettings().setValue(QStringLiteral("language"), savedLanguage);
    else
        QSettings().remove(QStringLiteral("language"));
    if (broken) {
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
