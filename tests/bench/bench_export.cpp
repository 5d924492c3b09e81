// Animation export benchmark (not a test): 300 frames (10 s of the flock at 30 frames per second)
// at 1920x1080 as GIF and as MP4 through the real window's exporter, timed per format and per
// frame. It fails only when the result is wrong: a file that does not decode to 301 frames of
// 1920x1080 at 30 frames per second.
#include "animation_export.h"
#include "controller.h"
#include "export_ui.h"
#include "main_window.h"
#include "media_decode.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>

#include <cstdio>

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QTemporaryDir dir;
    MainWindow w;
    w.controller()->switchScenario(steer::ScenarioId::Flock);
    w.resize(1280, 800);
    w.show();
    for (int i = 0; i < 300; ++i)
        w.controller()->stepForward();
    int failures = 0;
    std::printf("bench_export: %d frames of the flock at 1920x1080\n", 301);
    for (const char* name : {"flock.gif", "flock.mp4"}) {
        exporting::AnimationJob job = w.exportUi()->animationJob();
        job.path = dir.filePath(QLatin1String(name));
        job.size = QSize(1920, 1080);
        job.from = 0;
        job.to = 300;
        QElapsedTimer clock;
        clock.start();
        const QString err = exporting::exportAnimation(*w.controller(), job);
        const double seconds = clock.nsecsElapsed() / 1e9;
        if (!err.isEmpty()) {
            std::fprintf(stderr, "bench_export: WRONG RESULT: %s\n", qPrintable(err));
            ++failures;
            continue;
        }
        const bool gif = job.path.endsWith(QLatin1String(".gif"));
        const DecodedAnimation d = gif ? decodeGif(job.path) : decodeMp4(job.path);
        std::printf("  %-10s %6.1f s  %6.1f ms/frame  %7.1f MB\n", name, seconds, seconds * 1000 / 301,
                    QFileInfo(job.path).size() / 1e6);
        const bool rateOk = gif ? d.totalDelayCs == 1003 : d.framesPerSecond == 30.0; // 301 frames at 1/30 s: 10.03 s
        if (!d.ok || d.frames != 301 || d.width != 1920 || d.height != 1080 || !rateOk) {
            std::fprintf(stderr, "bench_export: WRONG RESULT: %s decodes to %d frames of %dx%d (rate %.2f, delay %d cs)\n", name,
                         d.frames, d.width, d.height, d.framesPerSecond, d.totalDelayCs);
            ++failures;
        }
    }
    return failures ? 1 : 0;
}
