#pragma once
// In front of the class: F5 (View → Presentation) fills the screen with the stage and the formula
// panel in large type; the other panels fold away (View → Panels brings any back: the menu bar
// shows when the pointer touches the top edge), the transport becomes a slim bar that hides while
// the pointer is still, and Esc or F5 again returns to the desk layout exactly as it was.
#include <QByteArray>
#include <QObject>
#include <QRect>
#include <QTimer>

#include <functional>
#include <vector>

class FormulaPanel;
class QAction;
class QDockWidget;
class QMainWindow;
class StageView;
class TextScale;
class TransportBar;

class PresentationMode : public QObject {
    Q_OBJECT
public:
    static constexpr int kHideAfterMs = 2500;  // pointer still this long: the transport hides
    // Text 1.5 times the desk size (the stage's labels grow on a big screen on top of that), and
    // the formulas twice that again: three times the menus' size, for the back row.
    static constexpr double kTextScale = 1.5;
    static constexpr double kFormulaScale = 2.0;
    static constexpr double kFormulaWidth = 0.36; // share of the screen the formulas take
    // With compare panes beside the main stage: each of two stages keeps at least 30 % of the screen.
    static constexpr double kFormulaWidthComparing = 0.3;

    // The window's parts presentation rearranges, handed over by the window.
    struct Parts {
        TextScale* textScale;
        QAction* focusStage;      // Esc: also leaves presentation
        QDockWidget* formulaDock; // stays, at its share of the screen
        FormulaPanel* formulas;   // in large type
        QDockWidget* ljDock;      // stays where it was shown
        TransportBar* transport;  // slim, hidden while the pointer is still
        std::function<std::vector<StageView*>()> stageViews; // the main view and each compare pane's
    };
    PresentationMode(QMainWindow* window, Parts parts);

    bool isActive() const { return active_; }
    QAction* action() const { return action_; }
    // Full screen is left to the window manager; tests and --screenshot take the layout only.
    void setFullScreenAllowed(bool on) { fullScreen_ = on; }
    // How long the pointer must be still before the slim bars hide (tests shorten it).
    void setHideDelay(int ms) { hide_.setInterval(ms); }

public slots:
    void setActive(bool on);
    // The formulas' share of the width: less while compare panes are shown (no-op at the desk).
    void fitFormulas();

protected:
    bool eventFilter(QObject* watched, QEvent* e) override;

private:
    void retranslateUi();
    void pointerMoved(QPoint windowPos);
    void applyFormulaFont();

    QMainWindow* w_;
    Parts parts_;
    TextScale* text_;
    QAction* action_;
    QTimer hide_;
    bool active_ = false;
    bool fullScreen_ = true;
    // The desk layout to come back to.
    QByteArray dockState_;
    QRect geometry_;
    Qt::WindowStates windowState_;
    double deskTextScale_ = 1.0;
};
