// Benchmark, not a test: what painting the stage picture costs, demo by demo, apart from the rest
// of the window (bench_play measures the whole process, whose figures swing by half between runs
// on this shared machine). Each demo is played to frame 60, then 240 frames are simulated and each
// is painted at 820x740 (the stage's part of a 1280x800 window) by diagrams::renderImage on a pool
// thread, as StageView paints its picture ahead (Qt then fills on that thread, unsplit). Prints
// the median and the mean CPU time of that thread per picture.
//
// Returns 1 for a WRONG result: a picture that differs from itself painted a second time (the
// painters must be deterministic for the screenshot comparisons to mean anything), or a frame
// whose world is non-finite. `bench_stage DIR` also writes frames 60, 120 and 299 of each demo as
// PNG files into DIR, for pixel comparisons between builds. BENCH_STAGE_ONLY=flock paints one demo.
#include "bench_check.h"
#include "export.h"
#include "scenarios.h"

#include <QGuiApplication>
#include <QImage>
#include <QThreadPool>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <numeric>
#include <vector>

namespace {
double threadCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

struct Demo {
    const char* key;
    steer::ScenarioId id;
};
} // namespace

int main(int argc, char** argv)
{
    QGuiApplication app(argc, argv);
    const QString dir = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();
    const std::vector<Demo> demos{{"seek", steer::ScenarioId::Seek},         {"arrive", steer::ScenarioId::Arrive},
                                  {"pursue", steer::ScenarioId::Pursue},     {"wander", steer::ScenarioId::Wander},
                                  {"avoid", steer::ScenarioId::Avoid},       {"path", steer::ScenarioId::Path},
                                  {"flock", steer::ScenarioId::Flock},       {"offset", steer::ScenarioId::OffsetPursuit},
                                  {"lennard-jones", steer::ScenarioId::LennardJones}};
    const QSize size(820, 740);
    int wrong = 0;
    std::printf("bench_stage: one stage picture at %dx%d on a pool thread, CPU ms per picture\n", size.width(),
                size.height());
    std::printf("%-16s %8s %8s\n", "demo", "median", "mean");
    const char* only = std::getenv("BENCH_STAGE_ONLY"); // one demo, for a profiler
    for (const Demo& d : demos) {
        if (only && std::strcmp(only, d.key) != 0)
            continue;
        QThreadPool::globalInstance()->start([&] {
            steer::World w = steer::makeWorld(d.id);
            while (w.frame < 60)
                w.step();
            const diagrams::OverlayOptions options;
            std::vector<double> ms;
            for (int i = 0; i < 240; ++i) {
                if (!benchcheck::finite("bench_stage", w)) {
                    ++wrong;
                    return;
                }
                const double t0 = threadCpuMs();
                const QImage img = diagrams::renderImage(w, 0, options, size);
                ms.push_back(threadCpuMs() - t0);
                if (i == 0 && img != diagrams::renderImage(w, 0, options, size)) {
                    std::fprintf(stderr, "bench_stage: WRONG RESULT: %s frame %lld painted twice differs\n", d.key, static_cast<long long>(w.frame));
                    ++wrong;
                }
                if (!dir.isEmpty() && (w.frame == 60 || w.frame == 120 || w.frame == 299))
                    img.save(QStringLiteral("%1/%2-%3.png").arg(dir, QLatin1String(d.key)).arg(w.frame));
                w.step();
            }
            std::vector<double> sorted = ms;
            std::sort(sorted.begin(), sorted.end());
            std::printf("%-16s %8.3f %8.3f\n", d.key, sorted[sorted.size() / 2],
                        std::accumulate(ms.begin(), ms.end(), 0.0) / double(ms.size()));
            std::fflush(stdout);
        });
        QThreadPool::globalInstance()->waitForDone();
    }
    return wrong ? 1 : 0;
}
