#include "shortcuts_sheet.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QRegularExpression>
#include <QTableWidget>
#include <QVBoxLayout>

ShortcutsSheet::ShortcutsSheet(QWidget* window)
    : QDialog(window), window_(window), intro_(new QLabel(this)), table_(new QTableWidget(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Close, this))
{
    setObjectName(QStringLiteral("shortcutsSheet"));
    auto* layout = new QVBoxLayout(this);
    intro_->setWordWrap(true);
    layout->addWidget(intro_);
    table_->setObjectName(QStringLiteral("shortcutsTable"));
    table_->setColumnCount(2);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionMode(QAbstractItemView::NoSelection);
    table_->setFocusPolicy(Qt::NoFocus);
    table_->setWordWrap(true);
    layout->addWidget(table_, 1);
    layout->addWidget(buttons_);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(560, 560);
    rebuild();
}

QList<QAction*> ShortcutsSheet::shortcutActions(const QWidget* window)
{
    QList<QAction*> out;
    auto add = [&out](QAction* a) {
        bool keys = false;
        for (const QKeySequence& k : a->shortcuts())
            keys = keys || !k.isEmpty();
        if (keys && !out.contains(a))
            out << a;
    };
    for (QAction* a : window->actions())
        add(a);
    // And every action any part of the window made (menus, docks): the sheet lists all keys, so it
    // sweeps the window rather than being handed a list that a new part could forget to join.
    for (QAction* a : window->findChildren<QAction*>())
        add(a);
    return out;
}

QString ShortcutsSheet::actionName(const QAction* a)
{
    const QString help = a->property("shortcutHelp").toString();
    if (!help.isEmpty())
        return help;
    QString t = a->text();
    t.remove(QRegularExpression(QStringLiteral("&(?!&)")));
    if (t.endsWith(QStringLiteral("…")))
        t.chop(1);
    return t.trimmed();
}

QList<QPair<QString, QString>> ShortcutsSheet::rows() const
{
    QList<QPair<QString, QString>> out;
    for (int r = 0; r < table_->rowCount(); ++r)
        out << qMakePair(table_->item(r, 0)->text(), table_->item(r, 1)->text());
    return out;
}

void ShortcutsSheet::rebuild()
{
    setWindowTitle(tr("Keyboard shortcuts"));
    intro_->setText(tr("These keys work wherever the focus is in the window. Only while a number is being typed "
                       "in a field do ←, →, Home, End and undo edit that number; Enter or Escape ends the typing.") +
                    QStringLiteral("\n") +
                    tr("Any keyboard layout will do: with a Russian one the letter keys work by their place (T is the key "
                       "marked Е), and ? is Shift+7."));
    table_->setHorizontalHeaderLabels({tr("Keys"), tr("Does")});
    const QList<QAction*> actions = shortcutActions(window_);
    table_->setRowCount(int(actions.size()));
    for (int r = 0; r < actions.size(); ++r) {
        const QAction* a = actions[r];
        QStringList keys;
        for (const QKeySequence& k : a->shortcuts())
            if (!k.isEmpty())
                keys << k.toString(QKeySequence::NativeText);
        auto* key = new QTableWidgetItem(keys.join(QStringLiteral("  /  ")));
        QFont bold = key->font();
        bold.setBold(true);
        key->setFont(bold);
        auto* what = new QTableWidgetItem(actionName(a));
        what->setToolTip(a->statusTip());
        table_->setItem(r, 0, key);
        table_->setItem(r, 1, what);
    }
    table_->resizeRowsToContents();
    buttons_->button(QDialogButtonBox::Close)->setText(tr("Close"));
}

void ShortcutsSheet::showEvent(QShowEvent* e)
{
    rebuild(); // the actions' texts follow the state (Play or Pause) and the language
    QDialog::showEvent(e);
}

void ShortcutsSheet::changeEvent(QEvent* e)
{
    // After the window has worded its actions in the new language (it handles the same event).
    if (e->type() == QEvent::LanguageChange)
        QMetaObject::invokeMethod(this, &ShortcutsSheet::rebuild, Qt::QueuedConnection);
    QDialog::changeEvent(e);
}
