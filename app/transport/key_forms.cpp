#include "key_forms.h"

#include "shortcuts_sheet.h"
#include "transport_keys.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QKeyEvent>
#include <QLineEdit>

namespace {
// The Latin key at the place of a Cyrillic letter on the ЙЦУКЕН layout (0: not a Cyrillic letter).
int latinAtPlaceOf(int key)
{
    if (key < 0x400 || key > 0x4ff)
        return 0;
    switch (QChar(char16_t(key)).toUpper().unicode()) {
    case u'Й': return Qt::Key_Q;
    case u'Ц': return Qt::Key_W;
    case u'У': return Qt::Key_E;
    case u'К': return Qt::Key_R;
    case u'Е': return Qt::Key_T;
    case u'Н': return Qt::Key_Y;
    case u'Г': return Qt::Key_U;
    case u'Ш': return Qt::Key_I;
    case u'Щ': return Qt::Key_O;
    case u'З': return Qt::Key_P;
    case u'Х': return Qt::Key_BracketLeft;
    case u'Ъ': return Qt::Key_BracketRight;
    case u'Ф': return Qt::Key_A;
    case u'Ы': return Qt::Key_S;
    case u'В': return Qt::Key_D;
    case u'А': return Qt::Key_F;
    case u'П': return Qt::Key_G;
    case u'Р': return Qt::Key_H;
    case u'О': return Qt::Key_J;
    case u'Л': return Qt::Key_K;
    case u'Д': return Qt::Key_L;
    case u'Ж': return Qt::Key_Semicolon;
    case u'Э': return Qt::Key_Apostrophe;
    case u'Я': return Qt::Key_Z;
    case u'Ч': return Qt::Key_X;
    case u'С': return Qt::Key_C;
    case u'М': return Qt::Key_V;
    case u'И': return Qt::Key_B;
    case u'Т': return Qt::Key_N;
    case u'Ь': return Qt::Key_M;
    case u'Б': return Qt::Key_Comma;
    case u'Ю': return Qt::Key_Period;
    case u'Ё': return Qt::Key_QuoteLeft;
    default: return 0;
    }
}

// A field that takes the characters of a number (a spin box, the speed box, an editable combo box).
bool numberField(const QWidget* w)
{
    if (qobject_cast<const QLineEdit*>(w) && w->parentWidget())
        w = w->parentWidget();
    const auto* combo = qobject_cast<const QComboBox*>(w);
    return qobject_cast<const QAbstractSpinBox*>(w) || (combo && combo->isEditable());
}

// The focused widget types this key: a free text field keeps every key it claims (as for the
// transport keys), a number field the characters it takes as it does their Latin forms (a Latin T
// there is typed and refused, so a Cyrillic Е is too), but never ? (no number contains it).
bool typedThere(const QWidget* focus, const QKeyEvent* key, QKeyCombination canonical)
{
    if (TransportKeys::keepsKey(focus, key))
        return true;
    const bool plain = !(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier));
    const bool printable = !key->text().isEmpty() && key->text().at(0).isPrint();
    return plain && printable && numberField(focus) && canonical.key() != Qt::Key_Question;
}
} // namespace

KeyForms::KeyForms(QWidget* window) : QObject(window), window_(window)
{
    setObjectName(QStringLiteral("keyForms"));
    qApp->installEventFilter(this);
}

KeyForms::~KeyForms() { qApp->removeEventFilter(this); }

QKeyCombination KeyForms::canonical(const QKeyEvent* key)
{
    Qt::KeyboardModifiers mods = key->modifiers() & ~(Qt::KeypadModifier | Qt::GroupSwitchModifier);
    int k = key->key();
    const bool shift = mods & Qt::ShiftModifier;
    switch (k) {
    case Qt::Key_Plus: // Shift is how + is typed on a US or Russian layout, not part of the key
    case Qt::Key_Question: // Shift+/ (US), Shift+7 (Russian)
    case Qt::Key_Comma: // Shift and the / key (Russian)
        mods &= ~Qt::ShiftModifier;
        break;
    case Qt::Key_Equal: // Shift+= is + (a platform that reports the key without its Shift level)
        if (shift) {
            k = Qt::Key_Plus;
            mods &= ~Qt::ShiftModifier;
        }
        break;
    case Qt::Key_Slash: // Shift+/ is ? (likewise)
        if (shift) {
            k = Qt::Key_Question;
            mods &= ~Qt::ShiftModifier;
        }
        break;
    default:
        if (const int latin = latinAtPlaceOf(k))
            k = latin;
    }
    return QKeyCombination(mods, Qt::Key(k));
}

QList<QAction*> KeyForms::owners(const QWidget* window, QKeyCombination key)
{
    const QKeySequence pressed(key);
    QList<QAction*> out;
    for (QAction* a : ShortcutsSheet::shortcutActions(window))
        if (a->isEnabled() && a->shortcuts().contains(pressed))
            out << a;
    return out;
}

bool KeyForms::inWindow(const QWidget* w) const
{
    // Up the parents: the window itself or one of its floating docks, not a dialog of its own.
    for (; w; w = w->parentWidget()) {
        if (w == window_)
            return true;
        if (w->isWindow() && !qobject_cast<const QDockWidget*>(w))
            return false;
    }
    return false;
}

bool KeyForms::eventFilter(QObject* watched, QEvent* e)
{
    if (!watched->isWidgetType() || (e->type() != QEvent::ShortcutOverride && e->type() != QEvent::KeyPress))
        return false;
    auto* key = static_cast<QKeyEvent*>(e);
    const auto* w = static_cast<const QWidget*>(watched);
    if (e->type() == QEvent::KeyPress) {
        // The press whose override this filter took: its action has run already.
        const bool eat = eat_ && key->key() == eat_ && inWindow(w);
        eat_ = 0;
        return eat;
    }
    eat_ = 0;
    // As Qt's window shortcuts: only while the window (or its floating dock) is the active one.
    if (!inWindow(w) || !w->isActiveWindow())
        return false;
    const QKeyCombination canon = canonical(key);
    if (canon == key->keyCombination())
        return false; // already the form an action has: Qt's map finds it
    const QList<QAction*> found = owners(window_, canon);
    if (found.size() != 1)
        return false;
    const QWidget* focus = QApplication::focusWidget() ? QApplication::focusWidget() : w;
    if (typedThere(focus, key, canon))
        return false;
    // Accepted: the field does not get it, and Qt's shortcut map does not look at this press, so
    // no other form of it can find a second action.
    key->accept();
    if (!key->isAutoRepeat() || found.front()->autoRepeat())
        found.front()->trigger();
    eat_ = key->key(); // after the action: a dialog it opened has had its own keys
    return true;
}
