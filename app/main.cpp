// steeringlab: headless modes (--help, --list-scenarios, --trace) run on a QCoreApplication so they
// need no display; everything else opens the window (see window_entry.h).
#include "commandline.h"
#include "fuzz_entry.h"
#include "headless.h"
#include "js_runner.h"
#include "language.h"
#include "window_entry.h"

#include <QApplication>
#include <QCoreApplication>
#include <QSettings>

#include <cstdio>
#include <memory>

int main(int argc, char** argv)
{
    QStringList args;
    for (int i = 1; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);

    QCoreApplication::setOrganizationName(QStringLiteral("SteeringLab"));
    QCoreApplication::setApplicationName(QStringLiteral("steeringlab"));

    // Arguments are checked on a display-less application first, so that a mistake is reported
    // in one line (in the chosen language) even where no window could open.
    codelab::installJavaScriptRunner(); // users' scripts (code lab) run on each thread's own engine
    CommandLine options;
    {
        auto core = std::make_unique<QCoreApplication>(argc, argv);
        QString lang = peekLanguage(args);
        if (lang.isEmpty() || !language::available().contains(lang))
            lang = QSettings().value(QStringLiteral("language"), language::systemDefault()).toString();
        language::install(lang);

        const ParseResult parsed = parseCommandLine(args);
        if (!parsed.error.isEmpty()) {
            printError(parsed.error);
            return 2;
        }
        options = parsed.options;
        if (options.help) {
            std::fputs(qPrintable(helpText()), stdout);
            return 0;
        }
        if (options.listScenarios)
            return printScenarioList();
        if (options.check)
            return runScriptCheck(options);
        if (!options.traceFile.isEmpty())
            return writeTrace(options);
        if (options.lang.isEmpty())
            options.lang = lang;
        language::install(QString()); // translators belong to this application object
    }

    // A screenshot, an exported animation or a random-input run never needs a display.
    if ((!options.screenshotFile.isEmpty() || !options.exportFile.isEmpty() || options.fuzzSeed) &&
        qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY") &&
        qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")) {
        std::fprintf(stderr, "steeringlab: no display to open the window on (DISPLAY is not set); "
                             "use --screenshot FILE.png or --trace FILE, or run under Xvfb\n");
        return 2;
    }
    QApplication app(argc, argv);
    language::install(options.lang);
    if (options.fuzzSeed)
        return runFuzz(options);
    return runWindow(options);
}
