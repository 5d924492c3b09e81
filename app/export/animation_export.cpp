#include "animation_export.h"

#include "controller.h"
#include "formula_builder.h"
#include "paint_kit.h"
#include "world_painter.h"

#include <QCoreApplication>
#include <QPainter>
#include <QTextDocument>

namespace exporting {
namespace {

// The formula sheet as one rich-text document: heading, then each section's title and numbered
// lines with their notes (the builder's own rich text, so the colours match the overlay).
QString sheetHtml(const formulas::FormulaSheet& sheet)
{
    QString html = QStringLiteral("<p><b>%1</b></p>").arg(sheet.heading.toHtmlEscaped());
    for (const formulas::FormulaSection& s : sheet.sections) {
        html += QStringLiteral("<p style=\"margin-left:%1px\"><b><u>%2</u></b><br>").arg(12 * s.depth).arg(s.title.toHtmlEscaped());
        for (const formulas::FormulaLine& l : s.lines) {
            html += QStringLiteral("%1. %2").arg(l.step).arg(l.formula);
            if (!l.note.isEmpty())
                html += QStringLiteral(" <i>%1</i>").arg(l.note.toHtmlEscaped());
            html += QStringLiteral("<br>");
        }
        html += QStringLiteral("</p>");
    }
    return html;
}

// Draws the selected vehicle's formulas into `area`, with the largest text (down to 9 px) at
// which they fit its height.
void paintFormulas(QPainter& p, const QRectF& area, const steer::World& w, int selected)
{
    if (selected < 0 || std::size_t(selected) >= w.vehicles.size())
        return;
    const formulas::FormulaSheet sheet = formulas::buildFormulas(w, selected, formulas::installedLanguage());
    QTextDocument doc;
    doc.setHtml(sheetHtml(sheet));
    doc.setTextWidth(area.width());
    for (qreal px = area.height() / 28.0; px >= 9.0; px *= 0.92) {
        doc.setDefaultFont(diagrams::classroomFont(px));
        if (doc.size().height() <= area.height())
            break;
    }
    p.save();
    p.fillRect(area, Qt::white);
    p.translate(area.topLeft());
    p.setClipRect(QRectF(QPointF(0, 0), area.size()));
    doc.drawContents(&p);
    p.restore();
}

} // namespace

QImage renderAnimationFrame(const steer::World& shown, const AnimationJob& job)
{
    QImage img(job.size, QImage::Format_RGB32);
    img.fill(Qt::white);
    QPainter p(&img);
    QRectF stage(QPointF(0, 0), QSizeF(job.size));
    if (job.withFormulas) {
        // The stage keeps the larger part; the formulas take the right third with a small gap.
        const qreal split = job.size.width() * 0.64;
        stage.setWidth(split);
        paintFormulas(p, QRectF(split + 12, 12, job.size.width() - split - 24, job.size.height() - 24), shown, job.selected);
    }
    diagrams::renderFrame(p, stage, shown, job.selected, job.overlay, job.notesAt ? job.notesAt(shown.frame) : diagrams::StageNotes{});
    p.end();
    return img;
}

QString exportAnimation(const Controller& controller, const AnimationJob& given, const Progress& progress, bool* cancelled)
{
    if (cancelled)
        *cancelled = false;
    const std::optional<AnimationFormat> format = formatFor(given.path);
    if (!format)
        return QCoreApplication::translate("AnimationExport", "'%1' is not an animation file: the name must end in .gif, .mp4 or .png.")
            .arg(given.path);
    AnimationJob job = given;
    if (*format == AnimationFormat::Mp4) // H.264 in 4:2:0 needs even sides
        job.size = QSize(std::max(2, job.size.width() & ~1), std::max(2, job.size.height() & ~1));
    job.from = std::clamp<std::int64_t>(job.from, 0, controller.lastFrame());
    job.to = std::clamp<std::int64_t>(job.to, job.from, controller.lastFrame());
    const int total = int(job.to - job.from + 1);
    std::unique_ptr<FrameSink> sink = makeSink(*format);
    if (QString err = sink->open(job.path, job.size, job.framesPerSecond); !err.isEmpty())
        return err;
    QString error;
    int done = 0;
    bool stopped = false;
    controller.visitShownFrames(job.from, job.to, [&](const steer::World& shown) {
        error = sink->add(renderAnimationFrame(shown, job));
        if (!error.isEmpty())
            return false;
        ++done;
        if (progress && !progress(done, total)) {
            stopped = true;
            return false;
        }
        return true;
    });
    if (!error.isEmpty())
        return error; // the sink has removed what it wrote
    if (stopped) {
        sink->abort();
        if (cancelled)
            *cancelled = true;
        return {};
    }
    return sink->finish();
}

} // namespace exporting
