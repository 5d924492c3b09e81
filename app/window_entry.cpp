#include "window_entry.h"

#include "headless.h"

#include <QApplication>
#include <QLabel>

#include <cstdio>

// Interim entry until the classroom window lands (issue "The classroom window").
int runWindow(const CommandLine& options)
{
    steer::World world;
    if (QString err = buildWorldFor(options, world); !err.isEmpty()) {
        std::fprintf(stderr, "steeringlab: %s\n", qPrintable(err));
        return 2;
    }
    QLabel label(QStringLiteral("Steering Lab"));
    label.resize(options.size);
    label.show();
    return QApplication::exec();
}
