#include "plot_run.h"

#include "controller.h"

#include <algorithm>

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

PlotRun historyRun(const QString& name, const QColor& color, std::function<const steer::History&()> history,
                   std::function<quint64()> generation, std::function<int()> selected)
{
    PlotRun run;
    run.name = name;
    run.color = color;
    run.visit = [history, selected](qint64 from, qint64 to, const FrameVisitor& v) {
        steer::History copy = history();
        from = std::clamp<qint64>(from, 0, copy.lastFrame());
        to = std::clamp<qint64>(to, from, copy.lastFrame());
        copy.goTo(from);
        for (qint64 f = from; f <= to; ++f) {
            if (f > from)
                copy.stepForward();
            if (!v(steer::withNextStep(copy.current(), true, selected())))
                return;
        }
    };
    run.history = std::move(history);
    run.generation = std::move(generation);
    return run;
}

} // namespace plots
