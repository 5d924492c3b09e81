#pragma once
// The only writer of the World. The window's panels and the stage view ask it for changes
// (play, step, jump, parameters, pointer, waypoints, obstacles) and redraw on its signals.
// Every change other than a step enters the history's input log, so any frame since the last
// reset can be shown again exactly; every edit is one undo step that takes the change out of
// the log again (and puts back the frames it had cut off).
//
// What is shown is frame n with the explanation of the step n -> n+1 computed from that very
// state: every vector starts at the drawn vehicle, frame 0 already has vectors, and an edit shows
// its effect at once (the preview is taken again).
#include "history.h"
#include "scenarios.h"

#include <QObject>
#include <QPointF>
#include <QString>
#include <QThreadPool>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>

class QUndoStack;

class Controller : public QObject {
    Q_OBJECT
public:
    static constexpr int kFramesPerSecond = 30; // at 1x
    static constexpr double kMinSpeed = 0.1;
    static constexpr double kMaxSpeed = 4.0;

    explicit Controller(QObject* parent = nullptr);
    ~Controller() override;

    // Starts a scenario from this set-up; `select` is a vehicle id (empty: the scenario's main
    // vehicle). Returns a translated message and keeps the current world when anything is wrong.
    QString start(const steer::ScenarioSetup& setup, const QString& select = {});
    void switchScenario(steer::ScenarioId id); // the scenario's defaults, same seed
    // Something outside the run that an undo step swaps together with it (the lesson open in the
    // window): called before the runs are swapped (false) and after (true), at each undo and redo.
    using RunCompanion = std::function<void(bool swapped)>;
    // Scenario `id` with its defaults and this seed at frame 0 (also the one that runs: a new
    // lesson), as one undo step worded by `text`. False, with message(), when it cannot start.
    bool startFresh(steer::ScenarioId id, std::function<QString()> text, RunCompanion companion = {});
    const steer::ScenarioSetup& setup() const { return setup_; }

    // Frame n with the records of the next step (n -> n+1).
    const steer::World& world() const { return shown_; }
    // Frames `from` .. `to` (within 0 .. lastFrame) exactly as world() shows them, replayed from the
    // history's nearest state (History::replay): the window's frame and state are not touched
    // (animation export, plots, claims). `visit` returns false to stop early.
    void visitShownFrames(qint64 from, qint64 to, const std::function<bool(const steer::World&)>& visit) const;
    const steer::ScenarioInfo& scenario() const { return steer::scenarioInfo(world().scenario); }
    const steer::History& history() const { return history_; }
    qint64 frame() const { return history_.frame(); }
    qint64 lastFrame() const { return history_.lastFrame(); }
    // Changes whenever frames may differ from before (edits, undo, reset): within one generation
    // frame n is always the same world, so values derived from frames 0 .. n may be kept.
    quint64 generation() const { return generation_; }

    int selected() const { return selected_; }
    bool isPlaying() const { return timer_.isActive(); }
    double speed() const { return speed_; }

    // Parameters and variants apply from the current frame and go on the undo stack.
    bool applyToAll() const { return applyToAll_; }
    void setApplyToAll(bool all);
    // The value shown for `name`: the selected vehicle's (or the world's for world-wide ones).
    double parameterValue(const QString& name) const;
    // Returns an empty string on success, else a translated message naming what was wrong.
    QString setParameter(const QString& name, double value);
    QString setVariant(const QString& behaviour, const QString& choice);
    QUndoStack* undoStack() const { return undo_; }

    // A vehicle's behaviour list and edge behaviour (issue #11). Like parameters they apply from
    // the current frame, enter the input log (stepping back and forward replays them) and are one
    // undo step each. Return an empty string, or a translated message (also sent as message()).
    QString setProgram(int vehicle, const steer::Program& program);
    QString setEdge(int vehicle, steer::EdgeBehavior edge);
    // The code lab (issue #34): every vehicle uses the methods `source` defines from the current
    // frame on (empty: the built-in methods again). Like a program, it enters the input log (stepping
    // back and forward replays it, lessons save it) and is one undo step. The code is first run for
    // one step on a copy: a syntax error, an exception or a limit met there refuses it, with the
    // translated message and the script's line (0 when none), and nothing changes.
    struct ScriptAnswer {
        QString message; // empty: applied
        int line = 0;
    };
    ScriptAnswer setScript(const QString& source);
    // Sandbox editing with the pointer (any scenario may use it): a new vehicle "vN" at the point
    // with `program`, a circle of `radius`; removing a vehicle also takes away the calls aiming at
    // it, and the last vehicle stays.
    QString addVehicle(QPointF stagePos, const steer::Program& program);
    QString removeVehicle(int vehicle);
    QString addObstacle(QPointF stagePos, double radius);
    QString removeObstacle(int index);
    // A waypoint at the end of the path (where the scenario has one: path, sandbox).
    QString addWaypoint(QPointF stagePos);
    // The id addVehicle would give next ("v1", "v2", ... the first one not taken).
    QString nextVehicleId() const;
    // Words the undo steps again in the interface language (after a language switch).
    void retranslateUndoSteps();

    // Long work (opening a long lesson, a jump far past the frames reached) reports to a meter that
    // the window makes (a progress dialog with Cancel); without one (tests, the command line) it
    // simply runs. The meter is asked every 64 frames.
    class WorkMeter {
    public:
        virtual ~WorkMeter() = default;
        // `done` of `total` frames so far; false: the teacher cancelled.
        virtual bool step(qint64 done, qint64 total) = 0;
    };
    using MeterFactory = std::function<std::unique_ptr<WorkMeter>(const QString& what)>;
    void setWorkMeters(MeterFactory make) { makeMeter_ = std::move(make); }
    // The last restore(), advanceTo(), reset() or count change ended because the teacher cancelled it
    // (no error to show).
    bool lastWorkCancelled() const { return lastWorkCancelled_; }
    // A world whose one frame would take longer than this on this machine (run_cost.h) is refused
    // by start, restore and a set-up parameter: a flock of 1 000 000 (36 minutes a frame) froze
    // the window for hours. The swarm (10 000 boids) takes about 30 ms.
    static constexpr double kMaxSecondsPerFrame = 5.0;
    // Work shorter than this many frames gets no meter: it is over before a dialog could help.
    static constexpr qint64 kMeteredFrames = 300;
    // Resetting a crowd or changing its count (issue #36, item 5) builds the world again and takes
    // its first step; one estimated longer than this (run_cost.h) gets a meter.
    static constexpr double kMeteredSeconds = 0.2;

    // Starts from `setup` with a recorded input log (a lesson): frames up to lastFrame are
    // reachable and `frame` is shown. Returns a translated message and changes nothing when the log
    // does not replay. The undo stack starts empty.
    QString restore(const steer::ScenarioSetup& setup, const steer::InputLog& log, qint64 lastFrame, qint64 frame,
                    const QString& selectId = {});

    // Per vehicle, its positions at frames max(0, n - frames) .. n, oldest first (trails).
    std::vector<std::vector<steer::Vector2D>> trailPositions(int frames);

    // What an undo command swaps: a whole run (Reset, a scenario switch, a set-up parameter).
    struct Run {
        steer::ScenarioSetup setup;
        steer::History history;
        int selected = 0;
    };

    // The window is minimised or hidden (true) or back (false). Playing goes on out of sight, so the
    // demo keeps time, but the frames played are neither prepared for showing nor announced
    // (worldChanged): nothing is painted, laid out or explained until the window is back, when the
    // frame it has reached is shown at once.
    void setOutOfSight(bool out);
    bool isOutOfSight() const { return outOfSight_; }

public slots:
    void play();
    void pause();
    void togglePlay();
    void setSpeed(double factor);
    void stepForward();
    void stepBack();
    // One frame as playback makes it (without pausing): the timer's work, for the soak benchmark.
    void playStep();
    // One tick of the play timer as it is (speed x frames, the last one shown): the window soak
    // benchmark plays at the window's pace without waiting for the timer.
    void playTick() { tick(); }
    void reset(); // frame 0 with a fresh history, keeping the current parameters and variants (undoable)
    void rewind();  // frame 0, keeping every recorded frame and input
    void goToEnd(); // the last frame reached
    void jumpTo(qint64 frame);
    void undo();
    void redo();
    // Steps forward (extending the history) until `frame`, then redraws once: the command line's
    // --frames, a bookmark past the frames reached. False when the teacher cancelled it on the
    // meter: the frame shown before and the frames reached are then as they were.
    bool advanceTo(qint64 frame);
    void select(int vehicleIndex);

    // User input from the stage view.
    void pointerMoved(QPointF stagePos); // followed only while playing
    void targetDragged(QPointF stagePos);
    void stageClicked(QPointF stagePos); // path: adds a waypoint
    void clearPath();
    void obstacleDragged(int index, QPointF stagePos);
    void waypointDragged(int index, QPointF stagePos);
    void deleteWaypoint(int index);
    void dragFinished(); // a drag (target, obstacle, waypoint) ends: it becomes one undo step

signals:
    void worldChanged();            // after every change of the shown frame
    void scenarioChanged();         // a new scenario or set-up: panels rebuild
    void selectionChanged(int index);
    void playingChanged(bool playing);
    void speedChanged(double factor);
    void applyToAllChanged(bool all);
    void message(const QString& text); // refused input and the like, for the status bar

private:
    friend class EditCommand;
    friend class RunCommand;

    static QString tooCostly(const steer::World& w); // empty, or why the window cannot show it
    void syncRecording();
    void tick();
    // A user's script failed in a step (code lab): playing stops where the frames end, with the
    // script's message and line in the status bar.
    void scriptStopped();
    bool outOfSight_ = false; // the window is minimised or hidden (setOutOfSight)
    bool behindSight_ = false; // frames were played out of sight and not yet shown
    // Records an edit as one undo step (or, with `drag`, as part of the open drag's step).
    using Describe = std::function<QString()>;
    QString edit(const steer::InputEvent& e, Describe text, bool drag = false);
    void closeDrag();
    void pushRun(Run before, Describe text, RunCompanion companion = {}, std::optional<steer::World> preview = {});
    // What rebuildShown would show for frame 0 of world `w` with vehicle `select` selected, metered
    // when long; nullopt when the teacher cancelled (nothing has changed then).
    std::optional<steer::World> previewOf(const steer::World& w, int select);
    void swapRun(Run& other);
    // Takes the preview of the next step again and tells the views.
    void changed();
    void rebuildShown(std::optional<steer::World> preview = {}); // a preview already taken of history_.current()
    QString refusal(const std::string& err) const;

    steer::History history_;
    steer::World shown_;
    int recordOnly_ = -1;
    steer::ScenarioSetup setup_;
    // The drag in progress: where its first event went and what it cut off.
    struct OpenDrag {
        bool open = false;
        qint64 frame = 0;
        std::size_t position = 0;
        steer::History::Branch before;
        steer::InputEvent::Type type{};
        int index = -1;
        Describe text;
    } drag_;
    // Trails while playing forward grow by one frame instead of being re-simulated.
    struct TrailCache {
        quint64 generation = 0;
        qint64 to = -1;
        int frames = 0;
        std::vector<std::vector<steer::Vector2D>> positions;
    } trails_;
    quint64 generation_ = 1; // changes whenever frames may differ from before (edits, undo, reset)
    QTimer timer_;
    double speed_ = 1.0;
    double stepCredit_ = 0.0; // fractional frames owed by the timer at speeds other than 1x
    int selected_ = 0;
    bool applyToAll_ = false;
    QUndoStack* undo_;
    MeterFactory makeMeter_;
    bool lastWorkCancelled_ = false;
    // A crowd's first step runs here, not on Qt's global pool: the stage leaves that pool one
    // thread on two cores and Qt's raster fills wait for it, so a cancelled step left running
    // there would stall painting. Destroying the controller waits for a step still running.
    QThreadPool crowdSteps_;
};
