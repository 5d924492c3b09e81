#pragma once
// The sheet of every keyboard shortcut of the window (Help → Keyboard shortcuts, F1 or ?). It is
// read from the window's own actions each time it is shown, so it lists exactly what the keys do,
// in the interface language.
#include <QDialog>
#include <QList>
#include <QPair>

class QAction;
class QLabel;
class QTableWidget;
class QDialogButtonBox;

class ShortcutsSheet : public QDialog {
    Q_OBJECT
public:
    explicit ShortcutsSheet(QWidget* window);

    // Every action of `window` (its own and those of its menus and children) that has a shortcut,
    // the window's own first, in the order they were made.
    static QList<QAction*> shortcutActions(const QWidget* window);
    // What an action is called on the sheet: its "shortcutHelp" property when set (for actions
    // whose text changes, such as Play/Pause), else its text without mnemonic and ellipsis.
    static QString actionName(const QAction* a);

    // The rows shown: the keys (as the menus write them) and what they do.
    QList<QPair<QString, QString>> rows() const;

protected:
    void changeEvent(QEvent* e) override;
    void showEvent(QShowEvent* e) override;

private:
    void rebuild();

    QWidget* window_;
    QLabel* intro_;
    QTableWidget* table_;
    QDialogButtonBox* buttons_;
};
