#include "plot_run.h"

#include "controller.h"

namespace plots {

PlotRun controllerRun(const Controller* controller, const QString& name, const QColor& color)
{
    PlotRun run;
    run.name = name;
    run.color = color;
    run.visit = [controller](qint64 from, qint64 to, const FrameVisitor& v) { controller->visitShownFrames(from, to, v); };
    run.history = [controller]() -> const steer::History& { return controller->history(); };
    run.generation = [controller] { return controller->generation(); };
    run.shown = [controller] { return &controller->world(); };
    return run;
}

} // namespace plots
