#pragma once
// Saving the current frame (stage, vehicles, overlay, legend) as a picture for handouts and the
// README: the same painters as the screen, so the export matches what the class saw.
#include "overlay_options.h"
#include "picture.h"
#include "stage_notes.h"
#include "world.h"

#include <QIODevice>
#include <QImage>
#include <QSize>
#include <QString>

namespace diagrams {

QImage renderImage(const steer::World& w, int selected, const OverlayOptions& o, QSize size, const StageNotes& notes = {});
bool savePng(const QString& path, const steer::World& w, int selected, const OverlayOptions& o, QSize size,
             const StageNotes& notes = {});
bool saveSvg(const QString& path, const steer::World& w, int selected, const OverlayOptions& o, QSize size,
             const StageNotes& notes = {});

// The frame as the window shows it (picture.h), into any device (a file being written).
QImage renderImage(const Picture& picture, QSize size);
bool writePng(QIODevice* device, const Picture& picture, QSize size);
bool writeSvg(QIODevice* device, const Picture& picture, QSize size);

} // namespace diagrams
