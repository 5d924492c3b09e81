#pragma once
// The window as the teacher sees it, for GUI tests: 1280x800, shown and active (shortcuts need an
// active window); and an action of it by its object name.
#include "main_window.h"

#include <QAction>
#include <QTest>

inline bool showAsInClass(MainWindow& w)
{
    w.resize(1280, 800);
    w.show();
    w.activateWindow();
    return QTest::qWaitForWindowActive(&w);
}

inline QAction* action(const MainWindow& w, const char* name) { return w.findChild<QAction*>(QLatin1String(name)); }
