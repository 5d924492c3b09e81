#include "window_entry.h"

#include "formula_panel.h"

#include "controller.h"
#include "headless.h"
#include "main_window.h"
#include "stage_view.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QThread>
#include <QImage>
#include <QSaveFile>
#include <QSettings>

#include <cstdio>
#include <optional>

namespace {
QString tr(const char* s) { return QCoreApplication::translate("CommandLine", s); }

// Builds the scenario the options describe in the window and advances it to the asked frame.
QString setUpWindow(MainWindow& window, const CommandLine& options)
{
    Controller* c = window.controller();
    if (QString err = c->start(options.setup(), options.select); !err.isEmpty())
        return err;
    const int frames = options.frames.value_or(0);
    c->advanceTo(frames);
    return {};
}
} // namespace

int runWindow(const CommandLine& options)
{
    const bool screenshot = !options.screenshotFile.isEmpty();
    // Mistakes are reported before any window exists: one line, nothing else.
    steer::World check;
    if (QString err = buildWorldFor(options, check); !err.isEmpty()) {
        std::fprintf(stderr, "steeringlab: %s\n", qPrintable(err));
        return 2;
    }
    std::optional<QSaveFile> file;
    if (screenshot) {
        // Opened before any window work, so an unwritable path costs nothing and says one line.
        file.emplace(options.screenshotFile);
        if (!file->open(QIODevice::WriteOnly)) {
            std::fprintf(stderr, "steeringlab: %s\n",
                         qPrintable(tr("cannot write screenshot '%1': %2").arg(options.screenshotFile, file->errorString())));
            return 2;
        }
    }
    MainWindow window;
    if (!screenshot) {
        // Remembered geometry, docks and view settings; the command line wins where it speaks.
        window.restoreSettings();
        CommandLine o = options;
        if (o.scenario.isEmpty() && o.select.isEmpty()) // --select names a vehicle of the default scenario
            o.scenario = QSettings().value(QStringLiteral("scenario"), QStringLiteral("seek")).toString();
        if (!steer::findScenario(o.scenario.toStdString()))
            o.scenario = QStringLiteral("seek");
        if (QString err = setUpWindow(window, o); !err.isEmpty()) {
            std::fprintf(stderr, "steeringlab: %s\n", qPrintable(err));
            return 2;
        }
        if (!options.secondLang.isEmpty())
            window.setSecondLanguage(options.secondLang);
        if (QCoreApplication::arguments().contains(QStringLiteral("--size")) ||
            !QSettings().contains(QStringLiteral("window/geometry")))
            window.resize(options.size);
        window.show();
        return QApplication::exec();
    }

    if (QString err = setUpWindow(window, options); !err.isEmpty()) {
        std::fprintf(stderr, "steeringlab: %s\n", qPrintable(err));
        return 2;
    }
    if (!options.secondLang.isEmpty())
        window.setSecondLanguage(options.secondLang);
    window.resize(options.size);
    window.show();
    // Let the layout settle at the asked size (docks, fitted stage) and the formula panel show the
    // last frame (it coalesces frames closer than kMinIntervalMs) before taking the picture.
    QElapsedTimer settle;
    settle.start();
    while (settle.elapsed() < FormulaPanel::kMinIntervalMs + 50) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
        QThread::msleep(5);
    }
    window.stageView()->fitStage();
    QCoreApplication::processEvents();
    const QImage image = window.grab().toImage();
    if (!image.save(&*file, "PNG") || !file->commit()) {
        std::fprintf(stderr, "steeringlab: %s\n",
                     qPrintable(tr("cannot write screenshot '%1': %2").arg(options.screenshotFile, file->errorString())));
        return 2;
    }
    return 0;
}
