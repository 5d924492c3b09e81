#pragma once
// One key, one action, whatever form the key reaches Qt in. The same key press arrives in
// different forms depending on the keyboard layout and the platform:
//  - Ctrl and the +/= key: Ctrl+Shift++ or Ctrl+Shift+= on a US or Russian layout (+ needs Shift),
//    Ctrl++ from the keypad (with the keypad modifier) or where + has a key of its own;
//  - ? is Shift+/ on a US layout and Shift+7 on a Russian one, and the Russian comma is Shift and
//    the / key: they arrive with Shift;
//  - on a Russian (ЙЦУКЕН) layout the letter keys send Cyrillic letters (the T key sends Е).
// Qt's own shortcut map matches only some of these forms, and on X11 and Wayland it also tries
// other forms of the same press (QXkbCommon::possibleKeys: Ctrl+Shift+= also as Ctrl++, a Cyrillic
// letter also as the Latin letter of a second layout); two actions found that way are "ambiguous"
// and neither runs. So: every action keeps one canonical form of each of its keys (what the menus
// and the shortcut sheet show), no two actions share a canonical form, and this application-level
// filter turns every other form of a key into its canonical one and runs the one action that has
// it, before Qt's map could see the press. A key whose form is already canonical is left to Qt.
#include <QKeyCombination>
#include <QObject>

class QAction;
class QKeyEvent;
class QWidget;

class KeyForms : public QObject {
    Q_OBJECT
public:
    explicit KeyForms(QWidget* window);
    ~KeyForms() override;

    // The canonical form of a pressed key: without the keypad modifier; +, ? and , without the
    // Shift they need; Shift+= as + and Shift+/ as ?; a Cyrillic letter as the Latin key at its place on
    // the ЙЦУКЕН layout (Е → T, Д → L, А → F, Ю → '.', Б → ',').
    static QKeyCombination canonical(const QKeyEvent* key);
    // The enabled actions of `window` with `key` among their shortcuts.
    static QList<QAction*> owners(const QWidget* window, QKeyCombination key);

protected:
    bool eventFilter(QObject* watched, QEvent* e) override;

private:
    bool inWindow(const QWidget* w) const;

    QWidget* window_;
    int eat_ = 0; // the key press that follows a handled ShortcutOverride
};
