#pragma once
// View → Palette: Standard, Projector, Colour-blind safe, Dark (diagrams/palette.h). The choice
// repaints the stage, the legend and the formulas' coloured symbols at once, goes into exported
// pictures, and is remembered; Dark also darkens the panels.
#include "palette.h"

#include <QObject>

class MainWindow;
class QActionGroup;
class QMenu;

class PaletteChoice : public QObject {
    Q_OBJECT
public:
    explicit PaletteChoice(MainWindow* window);

    QMenu* menu() const { return menu_; }
    // Remembered unless `remember` is false (--palette, screenshots).
    void choose(diagrams::Palette p, bool remember = true);

protected:
    bool eventFilter(QObject* watched, QEvent* e) override;

private:
    void retranslateUi();

    MainWindow* w_;
    QMenu* menu_;
    QActionGroup* group_;
};
