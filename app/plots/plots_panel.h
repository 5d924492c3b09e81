#pragma once
// The "Plots" panel (issue #11): one quantity of the selected vehicle (or of its flock) over the
// whole history since the reset, frames 0 .. lastFrame, with a cursor at the shown frame. Clicking
// or dragging on the plot jumps there. The curves come from the explanation records the overlay and
// the formula panel read, frame by frame (plot_series.h), kept per run by a PlotTracker: playing
// forward reads one frame, an edit re-reads from the first frame it changed. Nothing is read while
// the panel is hidden; showing it catches up.
//
// Several runs: line 1 is always the window's own run; compare mode adds its panes with
// setExtraRuns (plot_run.h says what a run provides). Each run is a line of its colour, named in
// the legend and in the CSV header.
#include "plot_run.h"
#include "plot_series.h"
#include "plot_tracker.h"

#include <QPointer>
#include <QStringList>
#include <QWidget>

#include <vector>

class Controller;
class QComboBox;
class QDockWidget;
class QLabel;
class QMainWindow;
class QMenu;
class QPushButton;

namespace plots {
class PlotView;
}

class PlotsPanel : public QWidget {
    Q_OBJECT
public:
    explicit PlotsPanel(Controller* controller, QWidget* parent = nullptr);

    // A dock (object name "plotsDock") tabbed with `tabWith`, in the Panels menu; the window keeps
    // the panel it returns and hands it to the parts that feed it (compare mode).
    static PlotsPanel* addToWindow(QMainWindow* window, Controller* controller, QDockWidget* tabWith, QMenu* panels);

    // Compare mode: the runs drawn after the main one, in this order (empty: the main run alone).
    void setExtraRuns(std::vector<plots::PlotRun> runs);
    // The main run's name in the legend and the CSV header (compare mode names its panes alike).
    void setMainRunName(const QString& name);
    // Names the runs again in order, the main one first (compare mode, after a language switch),
    // keeping the values read.
    void setRunNames(const QStringList& names);
    int runCount() const { return int(runs_.size()); }
    const plots::PlotRun& run(int i) const { return runs_.at(std::size_t(i)); }
    // Run i's values as last read (refresh() brings them up to date).
    const plots::Series& series(int i) const { return trackers_.at(std::size_t(i)).series(); }
    const plots::PlotTracker& tracker(int i) const { return trackers_.at(std::size_t(i)); }

    void setQuantity(plots::Quantity q);
    plots::Quantity quantity() const;
    plots::PlotView* view() const { return view_; }
    QString valueText() const; // the values at the cursor, as the panel shows them

    // The shown quantity, every run, as CSV text; written to a file (empty string, or the message).
    QString csv() const;
    QString exportCsv(const QString& path);
    QString exportSvg(const QString& path);

    // Reads what the runs gained or changed since the last time and redraws (also while hidden).
    void refresh();

protected:
    void changeEvent(QEvent* e) override;
    void showEvent(QShowEvent* e) override;

private:
    void refreshIfShown();
    void fillChoice();
    void retranslate();
    void showLines();
    void exportDialog(bool svg);
    void report(const QString& error, const QString& path);

    // Guarded: the window deletes its controller before its other children (compare mode may still
    // hand the panel new runs then).
    QPointer<Controller> controller_;
    QString mainName_;
    bool mainNamed_ = false; // set by setMainRunName (else the translated default)
    std::vector<plots::PlotRun> runs_;
    std::vector<plots::PlotTracker> trackers_;
    bool stale_ = true;
    QLabel* choiceLabel_;
    QComboBox* choice_;
    plots::PlotView* view_;
    QLabel* value_;
    QPushButton* csvButton_;
    QPushButton* svgButton_;
    QLabel* status_;
};
