#pragma once
// The classroom window: the stage in the centre with the transport bar under it, docks for the
// scenarios, parameters, overlay switches, formulas and the Lennard-Jones plot, and the menus.
// It owns the Controller (the only writer of the world) and forwards its frames to every view.
#include "overlay_options.h"

#include <QMainWindow>

#include <vector>

class ClaimsPanel;
class CompareMode;
class Controller;
class QTabBar;
class FormulaPanel;
class LennardJonesPlot;
class ExportUi;
class PaletteChoice;
class PlotsPanel;
namespace codelab {
class CodeDock;
}
class PresentationMode;
class TextScale;
class LessonUi;
class OverlayPanel;
class ParametersPanel;
class QuickStartDialog;
class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;
class ScenarioPanel;
class ShortcutsSheet;
class StageView;
class TransportBar;
class TransportKeys;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    Controller* controller() const { return controller_; }
    StageView* stageView() const { return stage_; }
    // Every stage view of the window: the main one, then each compare pane's. The presentation
    // style (palette, text scale) reaches them all through here, so no pane keeps an old one.
    std::vector<StageView*> stageViews() const;
    // Window geometry and dock layout are remembered per screen size (layoutKey()); View → Reset
    // layout puts the panels back as a first start lays them out.
    bool hasRememberedLayout() const;
    QString layoutKey() const; // "window/1920x1080/"
    void resetLayout();
    static constexpr int kFormulaMinWidth = 240;
    // From this window width on the formulas keep kFormulaMinWidth; a smaller window (a 960x640
    // picture) cannot hold both side columns and the stage at their readable widths.
    static constexpr int kRoomyWidth = 1200;
    ScenarioPanel* scenarioPanel() const { return scenarios_; }
    ParametersPanel* parametersPanel() const { return parameters_; }
    OverlayPanel* overlayPanel() const { return overlay_; }
    TransportBar* transportBar() const { return transport_; }
    FormulaPanel* formulaPanel() const { return formulas_; }
    LennardJonesPlot* lennardJonesPlot() const { return ljPlot_; }
    QDockWidget* formulaDock() const { return formulaDock_; }
    QDockWidget* ljDock() const { return ljDock_; }
    PlotsPanel* plotsPanel() const { return plots_; }
    // Compare panes beside the main stage (the Compare menu).
    CompareMode* compareMode() const { return compare_; }
    codelab::CodeDock* codeDock() const { return code_; }
    // Lessons: the File menu's lesson actions, the Lessons dock and menu, the open lesson.
    LessonUi* lessonUi() const { return lessonUi_; }
    ExportUi* exportUi() const { return exportUi_; }
    TextScale* textScale() const { return textScale_; }
    PresentationMode* presentation() const { return presentation_; }
    PaletteChoice* paletteChoice() const { return palette_; }
    QMenu* fileMenu() const { return fileMenu_; }
    QMenu* panelsMenu() const { return panelsMenu_; }

    // Geometry, dock layout, language and view settings from/to QSettings (not in tests).
    void restoreSettings();
    void saveSettings() const;

    // Switches the interface language at run time ("en", "zh_CN", "ru") and remembers it.
    bool setLanguage(const QString& code);
    // Larger text in the panels and menus for the back of the classroom.
    // Classes with readers of several languages: formulas, legend and the stage's names also in up
    // to two more languages, in this order (empty: none); the interface language is not repeated.
    void setExtraLanguages(const QStringList& codes);
    QStringList extraLanguages() const { return extraLanguages_; }

    // Saves the current frame as PNG or SVG (by the file's suffix) at the given pixel size;
    // returns a translated message on failure, empty on success.
    QString savePicture(const QString& path, QSize size);

protected:
    void resizeEvent(QResizeEvent* e) override;
    void changeEvent(QEvent* e) override;
    void closeEvent(QCloseEvent* e) override;
    void showEvent(QShowEvent* e) override;
    void hideEvent(QHideEvent* e) override;
    void childEvent(QChildEvent* e) override;

private:
    void createActions();
    void createMenus();
    void createDocks();
    void connectController();
    void retranslateUi();
    const QTabBar* parametersTabs() const; // the tab row of the left column, if it is shown
    int parametersTabsWidth() const; // that row's width, at most a third of the window (0: none)
    void fitParametersTabs();
    void retranslateUndo();
    void syncLegendAction(); // View → Legend checked as the stage shows it
    bool presenting() const;
    void showWorld();
    void onScenarioChanged();
    void savePictureDialog();
    void about();
    void showQuickStart();
    void showShortcuts(); // F1 or ?

    Controller* controller_;
    StageView* stage_;
    TransportBar* transport_ = nullptr;
    ScenarioPanel* scenarios_ = nullptr;
    ParametersPanel* parameters_ = nullptr;
    OverlayPanel* overlay_ = nullptr;
    FormulaPanel* formulas_ = nullptr;
    LennardJonesPlot* ljPlot_ = nullptr;
    ClaimsPanel* claims_ = nullptr;
    PlotsPanel* plots_ = nullptr;
    codelab::CodeDock* code_ = nullptr;
    CompareMode* compare_ = nullptr;
    QDockWidget* scenarioDock_ = nullptr;
    QDockWidget* parametersDock_ = nullptr;
    QDockWidget* overlayDock_ = nullptr;
    QDockWidget* formulaDock_ = nullptr;
    QDockWidget* ljDock_ = nullptr;
    QLabel* hint_ = nullptr;
    qint64 shownFrame_ = 0;
    bool layoutDone_ = false;
    bool restoredState_ = false;
    QByteArray initialState_;
    QAction* resetLayout_ = nullptr;
    void applyDefaultLayout();
    QStyle* compactTabs_ = nullptr; // QMainWindow's tab bars (childEvent)

    QMenu* fileMenu_ = nullptr;
    QMenu* editMenu_ = nullptr;
    QMenu* playMenu_ = nullptr;
    QMenu* viewMenu_ = nullptr;
    QMenu* panelsMenu_ = nullptr;
    QMenu* languageMenu_ = nullptr;
    QMenu* helpMenu_ = nullptr;
    QAction* savePicture_ = nullptr;
    QAction* quit_ = nullptr;
    QAction* undo_ = nullptr;
    QAction* redo_ = nullptr;
    QAction* playPause_ = nullptr;
    QAction* stepBack_ = nullptr;
    QAction* stepForward_ = nullptr;
    QAction* reset_ = nullptr;    // Ctrl+R: a fresh run at frame 0 (undoable)
    QAction* rewind_ = nullptr;   // Home: frame 0, keeping the recorded frames and input
    QAction* goToEnd_ = nullptr;  // End: the last frame reached
    QAction* focusStage_ = nullptr; // Escape: the focus back to the stage
    QAction* zoomIn_ = nullptr;
    QAction* zoomOut_ = nullptr;
    QAction* fit_ = nullptr;
    QAction* trails_ = nullptr;
    QAction* legend_ = nullptr;
    QAction* about_ = nullptr;
    QAction* quickStart_ = nullptr;
    QAction* shortcuts_ = nullptr;
    QuickStartDialog* quickStartDialog_ = nullptr;
    ShortcutsSheet* shortcutsSheet_ = nullptr;
    TransportKeys* transportKeys_ = nullptr; // the transport keys win over fields (not while typing)
    QActionGroup* languages_ = nullptr;
    QMenu* secondLanguageMenu_ = nullptr;
    QAction* noExtraLanguage_ = nullptr;
    QList<QAction*> extraLanguageActions_; // checkable: en, zh_CN, ru
    QStringList extraLanguages_;            // as chosen, in order (at most two)
    void applyExtraLanguages();
    LessonUi* lessonUi_ = nullptr;
    ExportUi* exportUi_ = nullptr;
    TextScale* textScale_ = nullptr;
    PresentationMode* presentation_ = nullptr;
    PaletteChoice* palette_ = nullptr;
};
