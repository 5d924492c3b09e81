#include "transport_keys.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QTextEdit>

namespace {
// Keys that move in or change a line of text: a number being typed needs them.
bool editsText(const QKeyEvent* k)
{
    switch (k->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Home:
    case Qt::Key_End:
        return true;
    default:
        return k->matches(QKeySequence::Undo) || k->matches(QKeySequence::Redo) ||
               ((k->modifiers() & Qt::ControlModifier) && k->key() == Qt::Key_Y);
    }
}

// A number field holds typed text not yet entered: its text is not the text of its value.
bool typingANumber(const QWidget* field)
{
    if (const auto* d = qobject_cast<const QDoubleSpinBox*>(field))
        return d->cleanText() != d->textFromValue(d->value());
    if (const auto* s = qobject_cast<const QSpinBox*>(field))
        return s->cleanText() != s->locale().toString(s->value());
    if (const auto* c = qobject_cast<const QComboBox*>(field))
        return c->lineEdit() && c->lineEdit()->isModified();
    if (const auto* a = qobject_cast<const QAbstractSpinBox*>(field))
        // The spin box's own line edit (QAbstractSpinBox::lineEdit() is protected): reading a
        // field's inside, not finding a part of the window.
        if (const auto* edit = a->findChild<const QLineEdit*>())
            return edit->isModified();
    return false;
}
} // namespace

TransportKeys::TransportKeys(QWidget* window, QList<QAction*> actions)
    : QObject(window), window_(window), actions_(std::move(actions))
{
    qApp->installEventFilter(this);
}

TransportKeys::~TransportKeys() { qApp->removeEventFilter(this); }

bool TransportKeys::inWindow(const QWidget* w) const
{
    // Up the parents, not QWidget::window(): a floating dock is a window of its own.
    for (; w; w = w->parentWidget())
        if (w == window_)
            return true;
    return false;
}

bool TransportKeys::isTransportKey(const QKeyEvent* key) const
{
    const QKeySequence pressed(key->keyCombination());
    for (const QAction* a : actions_)
        if (a->isEnabled())
            for (const QKeySequence& s : a->shortcuts())
                if (s.matches(pressed) == QKeySequence::ExactMatch)
                    return true;
    return false;
}

bool TransportKeys::keepsKey(const QWidget* focus, const QKeyEvent* key)
{
    // A number field's inner line edit has its field as parent.
    const QWidget* field = focus;
    if (qobject_cast<const QLineEdit*>(focus) && focus->parentWidget() &&
        (qobject_cast<const QAbstractSpinBox*>(focus->parentWidget()) || qobject_cast<const QComboBox*>(focus->parentWidget())))
        field = focus->parentWidget();
    const auto* combo = qobject_cast<const QComboBox*>(field);
    if (qobject_cast<const QAbstractSpinBox*>(field) || (combo && combo->isEditable()))
        return editsText(key) && typingANumber(field);
    if (const auto* line = qobject_cast<const QLineEdit*>(field))
        return !line->isReadOnly();
    if (const auto* text = qobject_cast<const QTextEdit*>(field))
        return !text->isReadOnly();
    if (const auto* plain = qobject_cast<const QPlainTextEdit*>(field))
        return !plain->isReadOnly();
    return false;
}

bool TransportKeys::eventFilter(QObject* watched, QEvent* e)
{
    if (e->type() != QEvent::ShortcutOverride || !watched->isWidgetType())
        return false;
    const auto* w = static_cast<const QWidget*>(watched);
    auto* key = static_cast<QKeyEvent*>(e);
    if (!inWindow(w) || !isTransportKey(key))
        return false;
    const QWidget* focus = QApplication::focusWidget() ? QApplication::focusWidget() : w;
    if (keepsKey(focus, key))
        return false;
    // Not claimed: the window's shortcut runs.
    key->ignore();
    return true;
}
