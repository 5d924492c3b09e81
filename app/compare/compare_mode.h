#pragma once
// Compare mode (issue #11): the stage split into the main run and one to three panes that each
// differ from it in one thing (compare_spec.h), all driven by the one transport. The main
// Controller stays the only writer of the main world; every pane follows its history after each
// change (compare_pane.h). Owns the "Compare" menu: ready-made comparisons, a pane differing in a
// variant or a parameter of the current scenario, and "Compare off".
#include "compare_pane.h"

#include <QObject>
#include <QPointer>
#include <QStringList>

#include <functional>
#include <memory>
#include <vector>

class CompareArea;
class CompareNumbers;
class QDockWidget;
class LessonSession;
class Controller;
class OverlayPanel;
class PlotsPanel;
class QAction;
class QMainWindow;
class QMenu;
class StageView;

class CompareMode : public QObject {
    Q_OBJECT
public:
    // The window's parts compare mode works with, handed over by the window.
    struct Parts {
        Controller* controller;
        StageView* mainView;
        OverlayPanel* overlay;    // its legend switch holds while not comparing; trails on or off in the panes
        PlotsPanel* plots;        // the panes become its extra runs (null: no Plots panel)
        QDockWidget* formulaDock; // the panes' numbers go under it (null: the right dock area)
    };
    CompareMode(QMainWindow* window, const Parts& parts);
    ~CompareMode() override;

    // Adds the Compare menu to the window's menu bar; the window keeps the mode it returns.
    static CompareMode* addToWindow(QMainWindow* window, const Parts& parts);

    // Replaces the panes (empty: compare off). Returns an empty string, or a translated message
    // naming the first spec that does not apply; nothing changes then.
    QString setSpecs(const std::vector<compare::Spec>& specs);
    QString setSpecTexts(const QStringList& texts); // parsed first (command line, lessons)
    QString addPane(const compare::Spec& spec);
    void turnOff() { setSpecs({}); }

    bool isOn() const { return !panes_.empty(); }
    int paneCount() const { return int(panes_.size()); }
    const ComparePane& pane(int k) const { return *panes_.at(std::size_t(k)); }
    StageView* paneView(int k) const;
    // The trails pane k's view draws while the main view draws trails (ComparePane::trails).
    const std::vector<std::vector<steer::Vector2D>>& paneTrails(int k);
    CompareArea* area() const { return area_; }
    CompareNumbers* numbers() const { return numbers_; } // the panes' numbers side by side (a dock)
    std::vector<compare::Spec> specs() const;
    QStringList specTexts() const;
    QStringList captions() const; // main pane first, as shown
    QStringList labels() const;   // the same in the teacher's words, without "(stopped: …)"

    QMenu* menu() const { return menu_; }
    // A lesson saves the panes and opening one restores them (the reader checked its specs).
    // `chooseScenario` switches to another scenario as the window's list does (a new lesson, after
    // asking about unsaved changes); false: the teacher cancelled.
    void attachLessons(LessonSession* session, std::function<bool(steer::ScenarioId)> chooseScenario);

    // A ready-made comparison of the menu: the scenario it needs and its panes.
    struct ReadyMade {
        const char* key;           // object name of its action
        steer::ScenarioId scenario;
        std::vector<const char*> specs;
        const char* text;          // the menu text (translated in context "CompareMode")
    };
    static const std::vector<ReadyMade>& readyMade();
    // Opens one (switching the scenario when it is another one).
    QString openReadyMade(const ReadyMade& r);

signals:
    void panesChanged(); // panes added, removed or rebuilt (lessons mark themselves modified)
    void message(const QString& text);

protected:
    bool eventFilter(QObject* watched, QEvent* e) override;

private:
    void follow();
    // Every pane's view as the main one's: its zoom, the follow camera, and (not following) the
    // same stage point in the middle.
    void matchViews();
    void placeLegend();
    void feedPlots(); // the panes as extra runs of the Plots panel (one line each)
    void onScenarioChanged();
    void showPanes();
    void retranslate();
    void showCaptions(); // the captions and the Plots panel's names, when they changed
    void fillAddMenu();
    void askParameter();

    QMainWindow* window_;
    Controller* controller_;
    StageView* main_;
    CompareArea* area_ = nullptr;
    std::vector<std::unique_ptr<ComparePane>> panes_;
    std::vector<steer::World> shown_; // each pane's frame as its view shows it
    OverlayPanel* overlay_;
    QPointer<PlotsPanel> plots_; // guarded: the window may delete the panel first
    quint64 rebuilds_ = 0;            // panes built anew: their frames may all differ
    CompareNumbers* numbers_ = nullptr;
    QDockWidget* numbersDock_ = nullptr;
    steer::ScenarioSetup base_; // the main set-up the panes were built from
    std::function<bool(steer::ScenarioId)> chooseScenario_; // empty: the controller switches itself

    QMenu* menu_ = nullptr;
    QMenu* addMenu_ = nullptr;
    QAction* off_ = nullptr;
    std::vector<QAction*> readyActions_;
};
