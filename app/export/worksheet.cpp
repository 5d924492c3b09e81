#include "worksheet.h"

#include "formula_builder.h"
#include "frame_sink.h"
#include "language.h"
#include "paint_kit.h"
#include "world_painter.h"

#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>

namespace exporting {

QString worksheetFormulas(const steer::World& shown, int selected, const QString& code)
{
    if (selected < 0 || std::size_t(selected) >= shown.vehicles.size())
        return {};
    const formulas::Translate tx = [code](const char* context, const char* source) {
        return language::translateIn(code, context, source);
    };
    const formulas::FormulaSheet sheet = formulas::buildFormulas(shown, selected, tx);
    QString html = QStringLiteral("<p><b>%1</b></p>").arg(sheet.heading.toHtmlEscaped());
    for (const formulas::FormulaSection& s : sheet.sections) {
        html += QStringLiteral("<p style=\"margin-left:%1px\"><b>%2</b><br>").arg(14 * s.depth).arg(s.title.toHtmlEscaped());
        for (const formulas::FormulaLine& l : s.lines) {
            html += QStringLiteral("%1. %2").arg(l.step).arg(l.formula);
            if (!l.note.isEmpty())
                html += QStringLiteral(" <i>— %1</i>").arg(l.note.toHtmlEscaped());
            html += QStringLiteral("<br>");
        }
        html += QStringLiteral("</p>");
    }
    for (const QString& paragraph : sheet.explanations)
        html += QStringLiteral("<p>%1</p>").arg(paragraph.toHtmlEscaped());
    return html;
}

diagrams::OverlayOptions worksheetOverlay(const WorksheetJob& job)
{
    diagrams::OverlayOptions o = job.overlay;
    o.legendForm = diagrams::LegendForm::Full;
    o.legendFolded = false;
    // The legend's first language is the interface language, as the worksheet's first column; the
    // others chosen for the worksheet under it (the stage's own extra languages are the stage's).
    QStringList extra = job.languages;
    extra.removeAll(language::current());
    o.extraLanguages = extra;
    o.translateIn = &language::translateIn;
    o.uiScale *= 2.2; // lines and labels as thick on paper as on a 1280x800 screen
    return o;
}

QString writeWorksheet(const steer::World& shown, const WorksheetJob& job)
{
    files::OutputFile file(job.path);
    if (!file.open())
        return writeError(job.path, file);
    bool ok = true;
    {
        QPdfWriter pdf(file.device());
        pdf.setPageSize(QPageSize(QPageSize::A4));
        pdf.setResolution(300);
        pdf.setTitle(job.title);
        pdf.setCreator(QStringLiteral("Steering Lab"));
        pdf.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
        QPainter p;
        if (!p.begin(&pdf))
            return writeError(job.path, file);
        const QRectF page(QPointF(0, 0), QSizeF(pdf.width(), pdf.height()));
        const qreal mm = pdf.resolution() / 25.4;
        // Title, then the picture in the upper part, then the formulas (one column per language,
        // text shrunk until they fit the rest of the page).
        QFont titleFont = diagrams::classroomFont(7 * mm, true);
        p.setFont(titleFont);
        const QRectF titleBox(page.left(), page.top(), page.width(), 10 * mm);
        p.drawText(titleBox, Qt::AlignLeft | Qt::AlignVCenter, job.title);
        const QRectF picture(page.left(), titleBox.bottom() + 2 * mm, page.width(), page.height() * 0.45);
        diagrams::renderFrame(p, picture, shown, job.selected, worksheetOverlay(job), job.notes);
        const QRectF text(page.left(), picture.bottom() + 4 * mm, page.width(), page.bottom() - picture.bottom() - 4 * mm);
        const int columns = std::max<int>(1, int(job.languages.size()));
        const qreal gap = 5 * mm;
        const qreal columnWidth = (text.width() - gap * (columns - 1)) / columns;
        for (int i = 0; i < columns; ++i) {
            QTextDocument doc;
            doc.setHtml(worksheetFormulas(shown, job.selected, job.languages.value(i, language::current())));
            doc.setTextWidth(columnWidth);
            for (qreal px = 4.2 * mm; px >= 2.0 * mm; px *= 0.93) {
                doc.setDefaultFont(diagrams::classroomFont(px));
                if (doc.size().height() <= text.height())
                    break;
            }
            p.save();
            p.translate(text.left() + i * (columnWidth + gap), text.top());
            doc.drawContents(&p, QRectF(0, 0, columnWidth, text.height()));
            p.restore();
        }
        ok = p.end();
    }
    if (!ok || !file.commit())
        return writeError(job.path, file); // file's destructor drops what was written
    return {};
}

} // namespace exporting
