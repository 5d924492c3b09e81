#pragma once
// The command line: parsed by hand so that every mistake gets one clear, translated line and
// exit status 2 (QCommandLineParser would exit with 1 and in its own words).
#include "palette.h"
#include "scenarios.h"

#include <QSize>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <utility>
#include <vector>

struct CommandLine {
    bool help = false;
    bool listScenarios = false;
    QString scenario;          // empty: the window's default
    std::optional<int> frames; // trace default 100, window/screenshot default 0
    std::uint64_t seed = 1;
    std::optional<steer::Vector2D> target;
    std::vector<std::pair<std::string, double>> sets;
    std::vector<std::pair<std::string, std::string>> variants;
    // --behaviours ID=CALL[,CALL...]: a vehicle's program replaced (core/program.h), in order.
    std::vector<std::string> behaviours;
    QString traceFile;
    QString screenshotFile;
    QString select;
    QSize size{1280, 800};
    bool sizeGiven = false; // --size named: an exported animation takes it instead of 1280x720
    QString lang; // en, zh_CN, ru; empty: the saved choice or the system locale
    // --second-lang: up to two more languages, in order, under the first in the formulas, the
    // legend and the stage's labels; empty: none.
    QStringList extraLangs;
    // A lesson file (a positional argument ending in .steerlab): its set-up, input and view replace
    // --scenario, --seed, --target, --set and --variant, which are then refused.
    QString lessonFile;
    // --fuzz SEED [--events N]: the random-input driver on the window (offscreen), then exit.
    std::optional<std::uint64_t> fuzzSeed;
    int fuzzEvents = 1000;
    // --export-animation FILE (.gif, .mp4, or .png for numbered images): frames --from A (default 0)
    // to --frames N (for a lesson: its last frame) painted as the window shows them, then exit.
    QString exportFile;
    std::optional<int> from;
    // In front of the class: the palette, the text size and presentation mode, for this run only
    // (the remembered choices stay as they were).
    std::optional<diagrams::Palette> palette;
    std::optional<double> textScale;
    bool presentation = false;
    // --legend: the legend's form for this run, as the overlay panel sets it (the lesson's
    // legendForm / legendFolded / legendInShows). Named on the command line, a shown legend is the
    // teacher's choice for presentation mode and animations too (as L while presenting); off hides
    // it everywhere. None: the lesson's or the window's own.
    enum class Legend { Compact, Full, Folded, Off };
    std::optional<Legend> legend;
    // Compare mode (app/compare): --compare SPEC, up to three panes beside the main run, each
    // differing in one thing (variant:B=NAME, set:NAME=VALUE or behaviours:ID=CALL,...).
    QStringList compare;
    // --no-cost-limit: run even what this machine would need more than a minute for (run_cost.h).
    bool noCostLimit = false;
    // --script FILE.js (code lab, #34): every vehicle gets the script's methods. --check: run the
    // scenario with and without it for --frames frames (default 150) and compare every vehicle.
    QString scriptFile;
    std::shared_ptr<const steer::UserScript> script; // read from scriptFile while parsing
    bool check = false;

    bool seedGiven = false;

    // The scenario set-up these options describe (valid only after a successful parse).
    steer::ScenarioSetup setup() const;
    // The options say what to show: a lesson, a scenario or anything of a run (seed, target,
    // parameters, variants, behaviours, compare panes, frames, selection) or presentation mode.
    // Only the look (language, second language, palette, text scale, size) names nothing: the
    // window then opens on the start page as it does with no options at all.
    bool namesWhatToShow() const;
};

struct ParseResult {
    CommandLine options;
    QString error; // empty when the arguments are valid
};

// `args` without the program name. The language is looked up first by the caller (see
// peekLanguage) so that messages come out in the chosen language.
ParseResult parseCommandLine(const QStringList& args);
QString peekLanguage(const QStringList& args);
QString helpText();
// A command-line mistake on standard error: "steeringlab: " and the message on one line, with any
// control character the message quotes from the user's input shown as U+FFFD.
void printError(const QString& message);
