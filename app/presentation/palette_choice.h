#pragma once
// View → Palette: Standard, Projector, Colour-blind safe, Dark (diagrams/palette.h). The choice
// repaints the stage, the legend and the formulas' coloured symbols at once, goes into exported
// pictures, and is remembered; Dark also darkens the panels.
#include "palette.h"

#include <QObject>

#include <functional>
#include <vector>

class FormulaPanel;
class LennardJonesPlot;
class QActionGroup;
class QMenu;
class StageView;

class PaletteChoice : public QObject {
    Q_OBJECT
public:
    // What a palette repaints, handed over by the window.
    struct Parts {
        std::function<std::vector<StageView*>()> stageViews; // the main view and each compare pane's
        FormulaPanel* formulas;                              // its coloured symbols
        LennardJonesPlot* ljPlot;                            // its curves take the kinds' colours
    };
    // `window`: the menu's parent, whose LanguageChange retranslates it.
    PaletteChoice(QWidget* window, Parts parts);

    QMenu* menu() const { return menu_; }
    // Remembered unless `remember` is false (--palette, screenshots).
    void choose(diagrams::Palette p, bool remember = true);

protected:
    bool eventFilter(QObject* watched, QEvent* e) override;

private:
    void retranslateUi();

    QWidget* w_;
    Parts parts_;
    QMenu* menu_;
    QActionGroup* group_;
};
