#pragma once
// Help → Quick start: one short page for a first lesson (pick a scenario, play and step, select a
// vehicle, read the formulas, drag the targets, save a picture). The keys it names are read from
// the window's actions, so the page says what the keys really do.
#include <QDialog>

class QDialogButtonBox;
class QTextBrowser;

class QuickStartDialog : public QDialog {
    Q_OBJECT
public:
    explicit QuickStartDialog(QWidget* window);

    // The page as plain text (tests).
    QString plainText() const;

protected:
    void changeEvent(QEvent* e) override;
    void showEvent(QShowEvent* e) override;

private:
    void rebuild();
    // The keys of the window's action `name`, as the menus write them ("Space", "Ctrl+Z").
    QString keys(const char* name) const;

    QWidget* window_;
    QTextBrowser* page_;
    QDialogButtonBox* buttons_;
};
