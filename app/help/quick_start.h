#pragma once
// Help → Quick start: one short page for a first lesson (pick a scenario, play and step, select a
// vehicle, read the formulas, drag the targets, save a picture). The keys it names are read from
// the window's actions, handed over by the window, so the page says what the keys really do.
#include <QDialog>

class QAction;
class QDialogButtonBox;
class QTextBrowser;

class QuickStartDialog : public QDialog {
    Q_OBJECT
public:
    // The window's actions whose keys the page names.
    struct Actions {
        const QAction* playPause;
        const QAction* stepBack;
        const QAction* stepForward;
        const QAction* rewind;
        const QAction* goToEnd;
        const QAction* undo;
        const QAction* savePicture;
        const QAction* shortcuts;
    };
    QuickStartDialog(QWidget* window, const Actions& actions);

    // The page as plain text (tests).
    QString plainText() const;

protected:
    void changeEvent(QEvent* e) override;
    void showEvent(QShowEvent* e) override;

private:
    void rebuild();
    // The keys of one of the window's actions, as the menus write them ("Space", "Ctrl+Z").
    static QString keys(const QAction* action);

    Actions actions_;
    QTextBrowser* page_;
    QDialogButtonBox* buttons_;
};
