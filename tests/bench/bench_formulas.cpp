// Benchmark, not a test: the formula panel follows playback at 30 frames per second, so one flock
// frame in two languages (update, layout and paint) should leave most of the 33 ms frame. Prints
// the median CPU time of this thread, so other programs on a shared machine do not decide it.
// Returns 1 when the world the panel was shown is non-finite or not the straight run's.
#include "bench_check.h"
#include "formula_panel.h"
#include "language.h"
#include "scenarios.h"

#include <QApplication>
#include <QTest>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <vector>

namespace {
qint64 threadCpuNs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return qint64(ts.tv_sec) * 1000000000 + ts.tv_nsec;
}
} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    if (!language::install(QStringLiteral("ru"))) {
        std::fprintf(stderr, "bench_formulas: the Russian catalogue is missing\n");
        return 1;
    }
    steer::World w = steer::makeWorld(steer::ScenarioId::Flock, 1);
    for (int i = 0; i < 10; ++i)
        w.step();
    FormulaPanel panel;
    panel.resize(520, 900);
    panel.show();
    panel.setExtraLanguages({QStringLiteral("zh_CN")});
    std::vector<qint64> times;
    for (int i = 0; i < 30; ++i) {
        w.step();
        QTest::qWait(FormulaPanel::kMinIntervalMs + 4); // so that this frame is shown at once
        const qint64 start = threadCpuNs();
        panel.showFrame(w, 3);
        QCoreApplication::sendPostedEvents(); // layout and painting happen in the event loop: count them
        panel.grab();
        times.push_back(threadCpuNs() - start);
    }
    std::sort(times.begin(), times.end());
    std::printf("formula panel, flock vehicle, ru + zh_CN, update + layout + paint: median %.2f ms CPU (30 frames)\n",
                double(times[times.size() / 2]) / 1e6);
    steer::World straight = steer::makeWorld(steer::ScenarioId::Flock, 1);
    straight.recordExplanations = false;
    while (straight.frame < w.frame)
        straight.step();
    return benchcheck::finite("bench_formulas", w) && benchcheck::sameAsStraightRun("bench_formulas", w, straight) ? 0 : 1;
}
