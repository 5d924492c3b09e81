#pragma once
// Opens a Help-menu page the way a student does: the action must be in the Help menu (any menu of
// the menu bar, by its object name), and triggering it must bring up the page (by its object name).
#include "main_window.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>

template <typename Page>
Page* openFromHelpMenu(MainWindow& w, const char* actionName, const char* pageName)
{
    auto* action = w.findChild<QAction*>(QLatin1String(actionName));
    if (!action)
        return nullptr;
    bool inMenu = false;
    for (QAction* menu : w.menuBar()->actions())
        inMenu = inMenu || (menu->menu() && menu->menu()->actions().contains(action));
    if (!inMenu)
        return nullptr;
    action->trigger();
    return w.findChild<Page*>(QLatin1String(pageName));
}
