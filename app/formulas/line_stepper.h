#pragma once
// Slow motion through one frame (issue #14): while paused, the formula panel marks one formula line
// of the selected vehicle at a time, in the order the seed code computes them (each behaviour call's
// lines, then the update step), and the stage shows only the vectors computed up to that line, the
// line's own ones lit. Past the last line it steps to the next frame and starts at its first line;
// before the first it goes back a frame to its last line. Playing, Esc, or the button again leave it.
// While it is off it costs nothing per frame: its only slot returns at once.
#include "explanation.h"

#include <QObject>

#include <utility>
#include <vector>

class Controller;
class FormulaPanel;
class QAction;
class QMainWindow;
class QMenu;
class QTimer;
class QToolButton;
class StageView;

class LineStepper : public QObject {
    Q_OBJECT
public:
    // Its buttons go under the formula panel's heading, its actions into `playMenu`; `leave`
    // (the window's Esc action) also ends the mode.
    static LineStepper* addToWindow(QMainWindow* window, Controller* controller, StageView* stage,
                                    FormulaPanel* panel, QMenu* playMenu, QAction* leave);

    bool active() const { return active_; }
    int line() const { return active_ ? line_ : -1; } // index over all the sheet's lines
    int lineCount() const { return int(lines_.size()); }
    void start();    // at the first line of the shown frame (pauses playback)
    void next();     // the next line; past the last, the next frame's first
    void previous(); // the line before; before the first, the previous frame's last
    void stop();     // the normal view again
    void setPlayingLines(bool on); // about one line a second

    // Which (call, shownKind) pairs of `ex` are not computed yet at `line` of `lines` (each line's
    // call and kind, in the sheet's order) and which that line computes. An item's line is the
    // first line of its call with its kind; else its call's first line; a call without lines of its
    // own (a flock's second flee) goes with the first line of its rule of that kind, or of its rule.
    using Key = std::pair<int, steer::ItemKind>;
    static void reveal(const steer::VehicleExplanation& ex, const std::vector<Key>& lines, int line,
                       std::vector<Key>& hidden, std::vector<Key>& lit);

protected:
    bool eventFilter(QObject* watched, QEvent* e) override; // the buttons' language

private:
    LineStepper(Controller* controller, StageView* stage, FormulaPanel* panel, QObject* parent);
    enum class Land { Keep, First, Last };
    void refresh(); // the shown frame changed: read its lines again
    void apply();   // the panel's mark and the stage's options for line_
    void clearStage();
    void retranslate();

    Controller* controller_;
    StageView* stage_;
    FormulaPanel* panel_;
    QAction* toggle_ = nullptr;
    QAction* next_ = nullptr;
    QAction* previous_ = nullptr;
    QAction* play_ = nullptr;
    QTimer* timer_ = nullptr;
    QWidget* bar_ = nullptr;
    bool active_ = false;
    int line_ = 0;
    Land land_ = Land::Keep;
    qint64 frame_ = -1;
    int selected_ = -1;
    std::vector<Key> lines_;
};
