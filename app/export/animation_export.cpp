#include "animation_export.h"

#include "compare_pane.h"
#include "controller.h"
#include "formula_builder.h"
#include "paint_kit.h"
#include "stage_view.h"
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

PictureSequence::PictureSequence(const Controller& controller, const AnimationJob& job) : controller_(controller), job_(job)
{
    picture_.selected = job.selected;
    picture_.overlay = job.overlay;
    picture_.frameNumber = job.frameNumber;
    // Panes of their own, built as the window's are: the window's keep showing its frame.
    for (const QString& text : job.panes) {
        compare::Spec s;
        if (QString err = compare::parseSpec(text, s); !err.isEmpty()) {
            problem_ = err;
            continue;
        }
        auto pane = std::make_unique<ComparePane>(s);
        if (QString err = pane->build(controller.setup()); !err.isEmpty()) {
            problem_ = err;
            continue;
        }
        panes_.push_back(std::move(pane));
    }
}

PictureSequence::~PictureSequence() = default;

std::int64_t PictureSequence::warmUpFrom(std::int64_t from) const
{
    return job_.trails ? std::max<std::int64_t>(0, from - StageView::kTrailFrames) : from;
}

const diagrams::Picture& PictureSequence::next(const steer::World& shown)
{
    // The main trail as Controller::trailPositions keeps it: the last kTrailFrames + 1 positions.
    if (job_.trails) {
        if (trails_.size() != shown.vehicles.size())
            trails_.assign(shown.vehicles.size(), {});
        for (std::size_t i = 0; i < shown.vehicles.size(); ++i) {
            auto& t = trails_[i];
            t.push_back(shown.vehicles[i].position);
            if (std::int64_t(t.size()) > StageView::kTrailFrames + 1)
                t.erase(t.begin());
        }
    }
    std::vector<compare::Spec> specs;
    for (const auto& p : panes_)
        specs.push_back(p->spec());
    picture_.frame = shown.frame;
    picture_.panes.resize(1 + panes_.size());
    diagrams::PicturePane& main = picture_.panes[0];
    main.world = shown;
    main.trails = job_.trails ? trails_ : diagrams::Trails{};
    main.caption = panes_.empty() ? QString() : compare::mainLabel(shown, specs);
    main.notes = job_.notesAt ? job_.notesAt(shown.frame) : diagrams::StageNotes{};
    // Each pane at the same frame with the same input, as CompareMode::follow takes it there.
    for (std::size_t k = 0; k < panes_.size(); ++k) {
        ComparePane& pane = *panes_[k];
        diagrams::PicturePane& out = picture_.panes[k + 1];
        if (pane.isBuilt() && !pane.follow(controller_.history(), shown.frame))
            problem_ = pane.problem();
        out.caption = compare::paneLabel(pane.spec(), &shown);
        out.notes.clear();
        if (!pane.isBuilt()) {
            out.trails.clear();
            continue; // its last frame stays, as in the window
        }
        out.world = pane.shown(job_.selected);
        out.trails = job_.trails ? pane.trails(StageView::kTrailFrames) : diagrams::Trails{};
    }
    return picture_;
}

QImage renderAnimationFrame(const diagrams::Picture& picture, const AnimationJob& job)
{
    QImage img(job.size, QImage::Format_RGB32);
    img.fill(Qt::white);
    QPainter p(&img);
    QRectF stage(QPointF(0, 0), QSizeF(job.size));
    if (job.withFormulas && !picture.panes.empty()) {
        // The stage keeps the larger part; the formulas take the right third with a small gap.
        const qreal split = job.size.width() * 0.64;
        stage.setWidth(split);
        paintFormulas(p, QRectF(split + 12, 12, job.size.width() - split - 24, job.size.height() - 24),
                      picture.panes.front().world, job.selected);
    }
    diagrams::renderPicture(p, stage, picture);
    p.end();
    return img;
}

QImage renderAnimationFrame(const steer::World& shown, const AnimationJob& job)
{
    diagrams::Picture picture;
    picture.selected = job.selected;
    picture.overlay = job.overlay;
    picture.frame = shown.frame;
    picture.frameNumber = job.frameNumber;
    picture.panes.push_back({shown, {}, QString(), job.notesAt ? job.notesAt(shown.frame) : diagrams::StageNotes{}});
    return renderAnimationFrame(picture, job);
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
    // A pane that cannot be built would leave the animation with fewer panes than the window
    // shows: refused before anything is written. (A pane that stops following later keeps its
    // last frame, as the window's does.)
    PictureSequence sequence(controller, job);
    if (!sequence.problem().isEmpty())
        return sequence.problem();
    std::unique_ptr<FrameSink> sink = makeSink(*format);
    if (QString err = sink->open(job.path, job.size, job.framesPerSecond); !err.isEmpty())
        return err;
    QString error;
    int done = 0;
    bool stopped = false;
    controller.visitShownFrames(sequence.warmUpFrom(job.from), job.to, [&](const steer::World& shown) {
        const diagrams::Picture& picture = sequence.next(shown);
        if (shown.frame < job.from)
            return true; // a frame of the trails leading to the first one
        error = sink->add(renderAnimationFrame(picture, job));
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
