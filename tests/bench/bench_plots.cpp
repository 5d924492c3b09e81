// Benchmark, not a test: redrawing the Plots panel's plot after an hour of play (issue #11, "plots of
// an hour of frames redraw in under 50 ms"). An hour at 30 frames a second is 108000 frames of the
// 20-vehicle flock; each frame is sampled as the panel samples it (plot_series.h: the state with the
// records of its next step, recording the selected vehicle), then the plot widget paints the
// speed and the order parameter into an image of the panel's size and of a full-HD width, with one
// line (the main run) and with four (compare mode's panes, the same values here). Prints the median
// of several paints, and what filling the series cost.
//
// Returns 1 only for a WRONG result, never for a time: a non-finite world, a series of the wrong
// length, a value that is not the record's, or a line that draws nothing.
//
// Figures on the shared 2-core machine (load average 6 from other builds, so only large differences
// mean anything), 108000 frames, median of 9 paints:
//   plot size    1 line (speed / order)    4 lines (speed / order)
//   480x320        1.5 / 1.3 ms              9.0 / 8.0 ms
//   1920x400       7.9 / 7.4 ms             25.8 / 22.6 ms
// Filling took 32 us a frame (the flock's two steps per frame), of which sampling 2.4 us. The first
// version stroked a segment per column with an antialiased 2.5 px pen: 48 ms for one line and
// 280 ms for four at 1920 px; an antialiased band polygon still took 27 / 187 ms.
// `bench_plots N [DIR]` samples N frames instead of 108000 and, with DIR, saves each plot drawn as a
// PNG there (to look at what an hour of frames looks like).
#include "bench_check.h"
#include "plot_series.h"
#include "plot_view.h"
#include "scenarios.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace {

double medianPaintMs(const plots::PlotView& view, QSize size, int repeats, const QString& png)
{
    QImage img(size, QImage::Format_ARGB32_Premultiplied);
    std::vector<double> ms;
    for (int i = 0; i < repeats; ++i) {
        QElapsedTimer t;
        t.start();
        QPainter p(&img);
        view.render(p, QRectF(QPointF(0, 0), QSizeF(size)));
        p.end();
        ms.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    if (!png.isEmpty())
        img.save(png);
    std::sort(ms.begin(), ms.end());
    return ms[ms.size() / 2];
}

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    const long frames = argc > 1 ? std::strtol(argv[1], nullptr, 10) : 108000;
    if (frames < 2) {
        std::fprintf(stderr, "usage: bench_plots [frames >= 2]\n");
        return 2;
    }

    // Fill: step the flock, keeping the state of each frame with the records of its own step.
    steer::World w = steer::makeWorld(steer::ScenarioId::Flock);
    w.recordExplanations = true;
    w.recordOnly = 0;
    plots::Series series;
    QElapsedTimer fill;
    fill.start();
    qint64 sampleNs = 0;
    for (long f = 0; f < frames; ++f) {
        steer::World shown = w;
        w.step();
        shown.explanations = std::move(w.explanations);
        w.explanations.clear();
        QElapsedTimer s;
        s.start();
        const plots::Sample sample = plots::sampleFrame(shown, 0);
        sampleNs += s.nsecsElapsed();
        const double recorded = shown.explanations[0].update.forceTruncated.length();
        if (sample[std::size_t(plots::Quantity::ForceTruncated)] != recorded) {
            std::fprintf(stderr, "bench_plots: WRONG RESULT: frame %ld plots |F| %.17g, the record says %.17g\n", f,
                         sample[std::size_t(plots::Quantity::ForceTruncated)], recorded);
            return 1;
        }
        series.append(sample);
    }
    const double fillMs = double(fill.nsecsElapsed()) / 1e6;
    if (!benchcheck::finite("bench_plots", w))
        return 1;
    if (series.size() != frames) {
        std::fprintf(stderr, "bench_plots: WRONG RESULT: %lld frames in the series, %ld stepped\n", (long long)series.size(), frames);
        return 1;
    }
    std::printf("bench_plots: %ld frames of the 20-vehicle flock (%.1f min at 30 fps)\n", frames, double(frames) / 30 / 60);
    std::printf("  fill: %.0f ms stepping and sampling (%.1f us a frame), of which sampling %.2f us a frame\n", fillMs,
                fillMs * 1000 / double(frames), double(sampleNs) / 1000 / double(frames));

    plots::PlotView view;
    int wrong = 0;
    for (plots::Quantity q : {plots::Quantity::Speed, plots::Quantity::Order}) {
        for (int lines : {1, 4}) {
            std::vector<plots::PlotView::Line> ls;
            for (int i = 0; i < lines; ++i)
                ls.push_back({QStringLiteral("run %1").arg(i + 1), QColor::fromHsv(i * 80, 200, 180), series.column(q)});
            view.setLines(q, ls);
            view.setCursorFrame(frames / 2);
            for (QSize size : {QSize(480, 320), QSize(1920, 400)}) {
                view.resize(size);
                const QString png = argc > 2 ? QStringLiteral("%1/plot-%2-%3x%4.png").arg(QString::fromLocal8Bit(argv[2])).arg(int(q)).arg(lines).arg(size.width()) : QString();
                const double ms = medianPaintMs(view, size, 9, png);
                int drawn = view.drawnColumns(0);
                for (int i = 1; i < lines; ++i)
                    drawn = std::min(drawn, view.drawnColumns(i));
                std::printf("  redraw %-28s %d line%s %4dx%-4d: %6.2f ms median of 9 (%d pixel columns drawn per line)\n",
                            qPrintable(plots::quantityName(q)), lines, lines > 1 ? "s" : " ", size.width(), size.height(), ms,
                            drawn);
                // A full curve covers (nearly) every pixel column of the plot area.
                if (drawn < int(view.plotArea().width()) - 2) {
                    std::fprintf(stderr, "bench_plots: WRONG RESULT: %d of %d pixel columns drawn\n", drawn,
                                 int(view.plotArea().width()));
                    ++wrong;
                }
            }
        }
    }
    return wrong ? 1 : 0;
}
