#pragma once
// The "Claims" panel (issue #14, "predict, then check"): beside the pursue, pursue-evade,
// arrive and avoid demos it counts what the seeds claim, at the frame shown: the frames until the
// pursuer and the seeker reach the target, the frame and distance where arrive starts braking, the
// smallest clearance so far between the vehicle and each circle; in the sandbox, each chase (issue
// #31): caught or not, frames to catch, smallest distance so far. Hidden for the other demos.
#include "claims_tracker.h"

#include <QWidget>

#include <utility>
#include <vector>

class Controller;
class QDockWidget;
class QLabel;
class QMainWindow;
class QMenu;

class ClaimsPanel : public QWidget {
    Q_OBJECT
public:
    explicit ClaimsPanel(Controller* controller, QWidget* parent = nullptr);

    // The claims and lines of the shown frame (plain text, one line per fact), as shown: without
    // the rows a guided lesson hides.
    const steer::Claims& claims() const { return claims_; }
    QStringList lines() const { return lines_; }

    // Rows (claim_rows.h ids) a guided lesson hides until its question is checked: left out, with
    // one line saying that something is hidden.
    void setHiddenRows(const QStringList& ids);

    // A dock (object name "claimsDock") tabbed with `tabWith`, in the Panels menu, shown only for
    // the demos where the seeds make a claim. Returns the panel.
    static ClaimsPanel* addToWindow(QMainWindow* window, Controller* controller, QDockWidget* tabWith, QMenu* panels);

protected:
    void changeEvent(QEvent* e) override;

private:
    void refresh();
    // Per line: the row's id (claim_rows.h; empty for the sandbox's chases, always shown) and its text.
    std::vector<std::pair<QString, QString>> describe() const;
    QStringList describeChases() const; // the sandbox's
    void showLines(); // the described rows without the hidden ones
    void showArticleTitle();

    Controller* controller_;
    ClaimsTracker tracker_;
    steer::Claims claims_;
    QStringList lines_;
    QStringList hidden_;
    QLabel* text_;
};
