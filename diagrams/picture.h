#pragma once
// The picture of one shown frame as the window shows it, for every export (PNG and SVG pictures,
// animations, the command line's --export-animation): the main stage and each compare pane side
// by side under its caption (2 panes in a row, 3 or 4 as a 2×2 grid, as the window's compare
// area lays them out), each with its trails, the lesson's notes on the main stage, and the frame
// number under them. One piece of code, so no export kind can show less than another.
#include "overlay_options.h"
#include "stage_notes.h"
#include "world.h"

#include <QPainter>
#include <QRectF>
#include <QString>

#include <cstdint>
#include <vector>

namespace diagrams {

// Per vehicle, its positions over the last frames, oldest first (as the window's trails).
using Trails = std::vector<std::vector<steer::Vector2D>>;

// The trails as the stage draws them (stage coordinates): older segments fainter, a jump across a
// wrapping edge left out.
void paintTrails(QPainter& p, const Trails& trails, qreal pixelsPerUnit, qreal uiScale);

struct PicturePane {
    steer::World world;  // the frame shown, with the records of its next step
    Trails trails;       // empty: none drawn
    QString caption;     // empty for a picture of the main stage alone
    StageNotes notes;    // a lesson's notes shown at this frame (the main stage's)
};

struct Picture {
    std::vector<PicturePane> panes; // the main stage first
    int selected = 0;
    OverlayOptions overlay;         // every pane alike; the legend only when there is one pane
    std::int64_t frame = 0;
    bool frameNumber = true;        // "Frame N" under the stages
};

// Where each pane's caption and stage go in `target` (device coordinates), and the frame number's
// line (empty when off). For painting and for tests that count the panes.
struct PictureLayout {
    std::vector<QRectF> captions;
    std::vector<QRectF> stages; // the cells renderFrame fits each stage into
    QRectF frameLine;
    qreal uiScale = 1;          // the options' uiScale as painted (grown for big devices)
};
PictureLayout pictureLayout(const QRectF& target, const Picture& picture);
// The frame number's text ("Frame 120"), in the interface language.
QString frameNumberText(std::int64_t frame);

void renderPicture(QPainter& p, const QRectF& target, const Picture& picture);

} // namespace diagrams
