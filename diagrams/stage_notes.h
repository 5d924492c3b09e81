#pragma once
// A teacher's notes on the stage (a lesson's annotations): a short text, or an arrow with an
// optional label, placed at stage positions. Painted over everything else, on the screen and in
// exported pictures alike, so a handout carries the same notes the class saw. The caller picks
// the notes visible at the frame shown and their text in the language shown.
#include <QColor>
#include <QPainter>
#include <QPointF>
#include <QRectF>
#include <QString>

#include <vector>

namespace diagrams {

struct StageNote {
    bool arrow = false;
    QPointF at;    // texts: the top-left corner of the text; arrows: the head
    QPointF tail;  // arrows: where the arrow starts
    QString text;  // texts: the note (may hold line breaks); arrows: an optional label at the tail
    QColor color = QColor(0xd0, 0x40, 0x10);
    bool picked = false; // the one being edited: a dashed frame round it
    bool operator==(const StageNote&) const = default;
};
using StageNotes = std::vector<StageNote>;

constexpr qreal kNoteTextPixels = 18.0; // note text height on screen at uiScale 1
constexpr qreal kNoteArrowPixels = 3.0; // arrow shaft width on screen at uiScale 1

// The box a note's text occupies, in stage coordinates (empty for an arrow without label).
QRectF stageNoteTextBox(const StageNote& n, qreal pixelsPerUnit, qreal uiScale);
// Whether a stage point is on the note (its text box, or within a few screen pixels of the arrow):
// the Annotate tool's hit test.
bool stageNoteContains(const StageNote& n, QPointF stagePoint, qreal pixelsPerUnit, qreal uiScale);
// Paints in stage coordinates (the painter already maps stage units to the device).
void paintStageNotes(QPainter& p, const StageNotes& notes, qreal pixelsPerUnit, qreal uiScale);

} // namespace diagrams
