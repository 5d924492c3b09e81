#include "window_entry.h"

#include "formula_panel.h"

#include "animation_export.h"
#include "compare_mode.h"
#include "controller.h"
#include "export_ui.h"
#include "headless.h"
#include "lesson_replay.h"
#include "lesson_session.h"
#include "lesson_ui.h"
#include "main_window.h"
#include "message_text.h"
#include "output_file.h"
#include "overlay_panel.h"
#include "palette_choice.h"
#include "presentation_mode.h"
#include "run_cost.h"
#include "start_page.h"
#include "stage_view.h"
#include "text_scale.h"

#include <QApplication>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QMessageBox>
#include <QSettings>
#include <QTimer>

#include <cstdio>
#include <optional>

#include <unistd.h>

namespace {
QString tr(const char* s) { return QCoreApplication::translate("CommandLine", s); }

// Builds the scenario (or the lesson) the options describe in the window and shows the asked frame.
QString setUpWindow(MainWindow& window, const CommandLine& options, const lessons::Lesson* lesson)
{
    Controller* c = window.controller();
    if (lesson) { // the lesson's frames, at --frames N or where the lesson opens
        const qint64 frame = options.frames ? std::min<qint64>(*options.frames, lesson->lastFrame) : lesson->view.frame;
        // Through the window's lesson session, so that the title, notes and bookmarks come too.
        lessons::Lesson shown = *lesson;
        shown.view.frame = frame;
        if (!options.select.isEmpty())
            shown.view.selected = options.select;
        if (QString err = window.lessonUi()->session()->openLesson(shown, QFileInfo(options.lessonFile).absoluteFilePath());
            !err.isEmpty())
            return err;
        window.lessonUi()->showLessonPanel();
        if (!options.compare.isEmpty()) // --compare: the panes beside the lesson's run
            if (QString err = window.compareMode()->setSpecTexts(options.compare); !err.isEmpty())
                return QCoreApplication::translate("CommandLine", "--compare %1").arg(err);
        if (options.frames && *options.frames > lesson->lastFrame)
            c->advanceTo(*options.frames);
        return {};
    }
    if (QString err = c->start(options.setup(), options.select); !err.isEmpty())
        return err;
    if (!options.compare.isEmpty()) // --compare: the panes beside the main run
        if (QString err = window.compareMode()->setSpecTexts(options.compare); !err.isEmpty())
            return QCoreApplication::translate("CommandLine", "--compare %1").arg(err);
    const int frames = options.frames.value_or(0);
    c->advanceTo(frames);
    return {};
}

// --palette and --text-scale for this run only: the remembered choices stay the user's. --legend
// as the overlay panel sets it, after the lesson's view was applied (saving the lesson keeps it, as
// choosing it in the panel does); the stage, the compare panes and the exports follow the panel.
void applyClassroomLook(MainWindow& window, const CommandLine& options)
{
    if (options.palette)
        window.paletteChoice()->choose(*options.palette, false);
    if (options.textScale)
        window.textScale()->setValue(*options.textScale, false);
    if (options.legend) {
        diagrams::OverlayOptions o = window.overlayPanel()->options();
        using Legend = CommandLine::Legend;
        o.legend = *options.legend != Legend::Off;
        o.legendFolded = *options.legend == Legend::Folded;
        if (*options.legend == Legend::Compact || *options.legend == Legend::Full)
            o.legendForm = *options.legend == Legend::Full ? diagrams::LegendForm::Full : diagrams::LegendForm::Compact;
        // Asked for by name: in presentation mode and animations too, which leave it out unless asked.
        o.legendInShows = o.legend;
        window.overlayPanel()->setOptions(o);
    }
}

// --export-animation: frames --from A to --frames N (a lesson: its last frame) of the window set
// up as for a screenshot, painted by the same code as File → Export animation. 0, or 2 with one line.
int exportFromCommandLine(MainWindow& window, const CommandLine& options)
{
    const Controller* c = window.controller();
    exporting::AnimationJob job = window.exportUi()->animationJob();
    job.path = options.exportFile;
    job.to = options.frames.value_or(c->lastFrame());
    job.from = options.from.value_or(0);
    if (job.from > job.to) { // only a lesson's own last frame is not known before it is read
        printError(tr("--from %1 comes after the last frame to export (--frames %2)").arg(job.from).arg(job.to));
        return 2;
    }
    if (options.sizeGiven)
        job.size = options.size;
    if (QString err = exporting::exportAnimation(*c, job); !err.isEmpty()) {
        printError(err);
        return 2;
    }
    return 0;
}

// A screenshot, an export or --frames N computes its frames before anything is shown: refused up
// front when that would take more than about a minute (run_cost.h), unless --no-cost-limit. A
// lesson opened in the window without them is the window's to compute, as it shows progress.
QString costRefusal(const CommandLine& options, const steer::World& world, const lessons::Lesson* lesson)
{
    const bool exporting = !options.exportFile.isEmpty();
    if (options.noCostLimit || (options.screenshotFile.isEmpty() && !exporting && !options.frames))
        return {};
    std::int64_t frames = options.frames.value_or(0);
    if (lesson) // its recorded frames are replayed up to its last one
        frames = std::max<std::int64_t>(frames, lesson->lastFrame);
    const std::int64_t last = options.frames ? *options.frames : lesson ? lesson->lastFrame : 0;
    const std::int64_t pictures = exporting ? std::max<std::int64_t>(0, last - options.from.value_or(0) + 1) : 0;
    return runcost::refusal(world, runcost::Run::Window, frames, pictures);
}

// Layout requests post further requests (a label re-wrapped at its new width changes its parent's
// height ...): each pass delivers one generation. Counted passes, not elapsed time, so a slow
// machine gets the same picture; 12 is well above the depth of the window's widget tree.
void settleLayout()
{
    for (int pass = 0; pass < 12; ++pass) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents(QEventLoop::ExcludeUserInputEvents);
    }
}
} // namespace

bool startErrorsNeedADialog(bool stderrIsTerminal, const QString& platformName)
{
    return !stderrIsTerminal && platformName != QLatin1String("offscreen") && platformName != QLatin1String("minimal");
}

void showStartErrorDialog(const QString& message)
{
    QMessageBox box(QMessageBox::Critical, tr("Steering Lab"), lessons::withoutControls(message));
    box.exec();
}

void reportStartError(const QString& message)
{
    printError(message);
    if (startErrorsNeedADialog(isatty(STDERR_FILENO) != 0, QGuiApplication::platformName()))
        showStartErrorDialog(message);
}

int runWindow(const CommandLine& options)
{
    const bool screenshot = !options.screenshotFile.isEmpty();
    const bool forTheClass = !screenshot && options.exportFile.isEmpty();
    // Mistakes are reported before any window exists: one line, nothing else (and a dialog when
    // the window was started without a terminal).
    auto refuse = [forTheClass](const QString& message) {
        if (forTheClass)
            reportStartError(message);
        else
            printError(message);
        return 2;
    };
    steer::World check;
    lessons::Lesson lesson;
    if (QString err = buildWorldFor(options, check, &lesson); !err.isEmpty())
        return refuse(err);
    const lessons::Lesson* fromFile = options.lessonFile.isEmpty() ? nullptr : &lesson;
    if (QString refused = costRefusal(options, check, fromFile); !refused.isEmpty())
        return refuse(refused);
    if (!forTheClass) // a picture or an animation of a script that cannot run: one line, no file
        if (QString problem = scriptRunProblem(check, lesson, options.frames.value_or(fromFile ? lesson.lastFrame : 0));
            !problem.isEmpty())
            return refuse(problem);
    std::optional<files::OutputFile> file;
    auto notWritten = [&] {
        printError(tr("cannot write screenshot '%1': %2")
                       .arg(lessons::shownFileName(options.screenshotFile), files::failureReason(*file)));
        return 2;
    };
    if (screenshot) {
        // Opened before any window work, so an unwritable path costs nothing and says one line.
        file.emplace(options.screenshotFile);
        if (!file->open())
            return notWritten();
    }
    MainWindow window;
    if (!screenshot && options.exportFile.isEmpty()) {
        // Remembered geometry, docks and view settings; the command line wins where it speaks.
        window.restoreSettings();
        CommandLine o = options;
        if (o.scenario.isEmpty() && o.select.isEmpty()) // --select names a vehicle of the default scenario
            o.scenario = QSettings().value(QStringLiteral("scenario"), QStringLiteral("seek")).toString();
        if (!steer::findScenario(o.scenario.toStdString()))
            o.scenario = QStringLiteral("seek");
        if (QString err = setUpWindow(window, o, fromFile); !err.isEmpty())
            return refuse(err);
        if (!options.extraLangs.isEmpty())
            window.setExtraLanguages(options.extraLangs);
        applyClassroomLook(window, options);
        if (QCoreApplication::arguments().contains(QStringLiteral("--size")) ||
            !window.hasRememberedLayout())
            window.resize(options.size);
        window.show();
        if (options.presentation)
            window.presentation()->setActive(true);
        // Autosave and the question before unsaved work is dropped; a lesson left by a program that
        // did not close is offered back (not over a lesson named on the command line).
        window.lessonUi()->setProtectUnsaved(true);
        if (!fromFile)
            window.lessonUi()->offerAutosave();
        // Started with nothing to show named (from the desktop menu, or with only the language,
        // palette or text scale): the lessons that come with the program.
        if (!options.namesWhatToShow() && StartPage::showAtStart() && !window.lessonUi()->session()->isModified())
            QTimer::singleShot(0, window.lessonUi(), &LessonUi::showStartPage);
        return QApplication::exec();
    }

    // The picture must not depend on how fast the machine is. It used to wait 116 ms of wall-clock
    // time for the formula panel's coalesced frame and the layout: on a busy machine one slow event
    // pass used up that time, and the panel was grabbed still on frame 0, or with the new text in
    // labels not yet laid out again (scrambled lines). Now the panel's clock stands still, so every
    // frame after its first waits; the last one is shown once, here; and the layout gets a fixed
    // number of event passes, far more than it needs to settle.
    window.formulaPanel()->setClock([] { return qint64(0); });
    if (QString err = setUpWindow(window, options, fromFile); !err.isEmpty()) {
        printError(err);
        return 2;
    }
    if (!options.extraLangs.isEmpty())
        window.setExtraLanguages(options.extraLangs);
    applyClassroomLook(window, options);
    if (!options.exportFile.isEmpty())
        return exportFromCommandLine(window, options);
    window.resize(options.size);
    window.show();
    if (options.presentation) { // the layout only: full screen is the window manager's business
        window.presentation()->setFullScreenAllowed(false);
        window.presentation()->setActive(true);
    }
    window.formulaPanel()->flush();
    window.stageView()->setFocus(Qt::OtherFocusReason); // no text caret blinking in some field
    settleLayout();
    window.stageView()->fitStage();
    settleLayout();
    const QImage image = window.grab().toImage();
    if (!image.save(file->device(), "PNG")) {
        file->cancel();
        return notWritten();
    }
    if (!file->commit())
        return notWritten();
    return 0;
}
