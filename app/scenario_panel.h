#pragma once
// The list of every scenario (core/scenarios.h): a readable name, the seed program it comes from
// and a one-line description, in the interface language.
//
// The highlighted row is always the scenario that runs. The list never moves or selects a row by
// itself under the mouse: a click (press and release on the same row) or the keyboard asks for a
// scenario (scenarioChosen), and the highlight moves only when the controller reports the scenario
// that now runs (setCurrent). It used to switch on the press and scroll the chosen row to the
// centre while the button was still down, and the view's drag-selection then picked whichever row
// had arrived under the pointer.
#include "world.h"

#include <QWidget>

class QListWidget;
class ScenarioList;

class ScenarioPanel : public QWidget {
    Q_OBJECT
public:
    explicit ScenarioPanel(QWidget* parent = nullptr);
    // Highlights the scenario that runs and brings its row wholly into view.
    void setCurrent(steer::ScenarioId id);
    // The list itself (the window names it for screen readers, with the dock's title).
    QWidget* list() const;

signals:
    void scenarioChosen(steer::ScenarioId id);

protected:
    void changeEvent(QEvent* e) override;
    void resizeEvent(QResizeEvent* e) override;

private:
    void retranslateUi();
    void choose(int row);
    ScenarioList* list_;
    int running_ = -1; // the row of the scenario that runs
};
