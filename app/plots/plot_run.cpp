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

PlotRun historyRun(const QString& name, const QColor& color, std::function<const steer::History&()> history,
                   std::function<quint64()> generation, std::function<int()> selected)
{
    PlotRun run;
    run.name = name;
    run.color = color;
    // One copy of the nearest state, as the window's own run reads its frames: a copy of the whole
    // history would be hundreds of megabytes for a crowd's pane.
    run.visit = [history, selected](qint64 from, qint64 to, const FrameVisitor& v) {
        const int recordOnly = selected();
        history().replay(from, to, [&](const steer::World& w) { return v(steer::withNextStep(w, true, recordOnly)); });
    };
    run.history = std::move(history);
    run.generation = std::move(generation);
    return run;
}

} // namespace plots
