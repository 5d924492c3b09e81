#pragma once
// The only writer of the World. The window's panels and the stage view ask it for changes
// (play, step, jump, parameters, pointer, waypoints, obstacles) and redraw on its signals.
// Every change other than a step enters the history's input log, so any frame since the last
// reset can be shown again exactly.
#include "history.h"
#include "scenarios.h"

#include <QObject>
#include <QPointF>
#include <QString>
#include <QTimer>

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
    const steer::ScenarioSetup& setup() const { return setup_; }

    const steer::World& world() const { return history_.current(); }
    const steer::ScenarioInfo& scenario() const { return steer::scenarioInfo(world().scenario); }
    const steer::History& history() const { return history_; }
    qint64 frame() const { return history_.frame(); }
    qint64 lastFrame() const { return history_.lastFrame(); }

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

    // Applied by the undo commands: no new command is pushed.
    QString applyParameterNow(const std::string& name, double value, int vehicle);
    QString applyVariantNow(const std::string& behaviour, const std::string& choice);
    QString restartWithSetupParameter(const std::string& name, double value);

public slots:
    void play();
    void pause();
    void togglePlay();
    void setSpeed(double factor);
    void stepForward();
    void stepBack();
    void reset(); // frame 0 again, keeping the current parameters and variants
    void jumpTo(qint64 frame);
    // Steps forward (extending the history) until `frame`, then redraws once: the command line's --frames.
    void advanceTo(qint64 frame);
    void select(int vehicleIndex);

    // User input from the stage view.
    void pointerMoved(QPointF stagePos); // followed only while playing
    void targetDragged(QPointF stagePos);
    void stageClicked(QPointF stagePos); // path: adds a waypoint
    void clearPath();
    void obstacleDragged(int index, QPointF stagePos);

signals:
    void worldChanged();            // after every change of the shown frame
    void scenarioChanged();         // a new scenario or set-up: panels rebuild
    void selectionChanged(int index);
    void playingChanged(bool playing);
    void speedChanged(double factor);
    void applyToAllChanged(bool all);
    void message(const QString& text); // refused input and the like, for the status bar

private:
    void syncRecording();
    void tick();
    QString recordInput(const steer::InputEvent& e);

    steer::History history_;
    steer::ScenarioSetup setup_;
    QTimer timer_;
    double speed_ = 1.0;
    double stepCredit_ = 0.0; // fractional frames owed by the timer at speeds other than 1x
    int selected_ = 0;
    bool applyToAll_ = false;
    QUndoStack* undo_;
};
