#pragma once
// A worksheet to hand out: one PDF page (Qt's PDF writer) with the lesson's title, the picture of
// the frame shown (stage, vectors, legend, notes) and the selected vehicle's formulas with this
// frame's numbers, in one language or two (the second under the first).
#include "overlay_options.h"
#include "stage_notes.h"
#include "world.h"

#include <QString>
#include <QStringList>

namespace exporting {

struct WorksheetJob {
    QString path;          // .pdf
    QString title;         // the lesson's title or the scenario's name
    QStringList languages; // one or two codes: "en", "zh_CN", "ru"
    diagrams::OverlayOptions overlay;
    int selected = 0;
    diagrams::StageNotes notes;
};

// What the worksheet's picture is drawn with: the stage's overlay, but a legend the stage shows
// (folded or not) is printed in full, symbols with their names, in the worksheet's languages: on
// paper there is no hover to name a compact legend's symbols, nor a chip to unfold.
diagrams::OverlayOptions worksheetOverlay(const WorksheetJob& job);
// The formulas of the selected vehicle as rich text in `language` (what the worksheet prints).
QString worksheetFormulas(const steer::World& shown, int selected, const QString& language);
// Empty on success, else a translated message; a failed write leaves no file.
QString writeWorksheet(const steer::World& shown, const WorksheetJob& job);

} // namespace exporting
