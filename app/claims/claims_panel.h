#pragma once
// The "Claims" panel (issue #14, "predict, then check"): beside the pursue, pursue-evade,
// arrive and avoid demos it counts what the seeds claim, at the frame shown: the frames until the
// pursuer and the seeker reach the target, the frame and distance where arrive starts braking, the
// smallest clearance so far between the vehicle and each circle. Hidden for the other demos.
#include "claims_tracker.h"

#include <QWidget>

class Controller;
class QDockWidget;
class QLabel;
class QMainWindow;
class QMenu;

class ClaimsPanel : public QWidget {
    Q_OBJECT
public:
    explicit ClaimsPanel(Controller* controller, QWidget* parent = nullptr);

    // The claims and lines of the shown frame (plain text, one line per fact).
    const steer::Claims& claims() const { return claims_; }
    QStringList lines() const { return lines_; }

    // A dock (object name "claimsDock") tabbed with `tabWith`, in the Panels menu, shown only for
    // the demos where the seeds make a claim.
    static QDockWidget* addToWindow(QMainWindow* window, Controller* controller, QDockWidget* tabWith, QMenu* panels);

protected:
    void changeEvent(QEvent* e) override;

private:
    void refresh();
    QStringList describe() const;
    void showArticleTitle();

    Controller* controller_;
    ClaimsTracker tracker_;
    steer::Claims claims_;
    QStringList lines_;
    QLabel* text_;
};
