#pragma once
// The transport keys belong to the window whichever widget has the focus. Qt first offers a key to
// the focused widget (a ShortcutOverride event) and a text field claims Space, ←, →, Home, End and
// Ctrl+Z there, so after a click into a spin box or the speed box those keys edited the field
// instead of playing or stepping. This application-level filter refuses that claim for the keys of
// the given actions, except while a text is really being typed:
//  - a free text field (line edit, text editor) keeps every key it claims;
//  - a number field (spin box, speed box, editable combo box) keeps the keys that edit a text
//    (←, →, Home, End, undo/redo) only while it holds a typed number not yet entered, and never
//    keeps Space, Page Up/Down or ? (no number contains them).
// Keys of actions that are disabled at the moment are left alone.
#include <QList>
#include <QObject>

class QAction;
class QKeyEvent;
class QWidget;

class TransportKeys : public QObject {
    Q_OBJECT
public:
    // Watches key claims in `window` (and its floating docks) for the shortcuts of `actions`.
    TransportKeys(QWidget* window, QList<QAction*> actions);
    ~TransportKeys() override;

    // Whether `focus` is in the middle of typing, so that `key` (a text-editing key) stays with it.
    static bool keepsKey(const QWidget* focus, const QKeyEvent* key);

protected:
    bool eventFilter(QObject* watched, QEvent* e) override;

private:
    bool inWindow(const QWidget* w) const;
    bool isTransportKey(const QKeyEvent* key) const;

    QWidget* window_;
    QList<QAction*> actions_;
};
