#include "export.h"

#include "diagram_style.h"

#include "world_painter.h"

#include <QCoreApplication>
#include <QPainter>
#include <QSvgGenerator>

#include <functional>

namespace diagrams {
namespace {
// An SVG of `size` with the program's title and the frame's description, painted by `paint`.
bool paintSvg(QSvgGenerator& gen, QSize size, std::int64_t frame, const std::function<void(QPainter&)>& paint)
{
    if (size.isEmpty())
        return false;
    gen.setSize(size);
    gen.setViewBox(QRect(QPoint(0, 0), size));
    gen.setTitle(QStringLiteral("Steering Lab"));
    gen.setDescription(QCoreApplication::translate("Export", "Frame %1 of a steering behaviour demo").arg(frame));
    QPainter p;
    if (!p.begin(&gen))
        return false;
    paint(p);
    return p.end();
}

QImage paintImage(QSize size, const std::function<void(QPainter&)>& paint)
{
    QImage img(size, QImage::Format_ARGB32_Premultiplied);
    img.fill(stageStyle().surround);
    QPainter p(&img);
    paint(p);
    p.end();
    return img;
}
} // namespace

QImage renderImage(const steer::World& w, int selected, const OverlayOptions& o, QSize size, const StageNotes& notes)
{
    return paintImage(size, [&](QPainter& p) { renderFrame(p, QRectF(QPointF(0, 0), QSizeF(size)), w, selected, o, notes); });
}

bool savePng(const QString& path, const steer::World& w, int selected, const OverlayOptions& o, QSize size,
             const StageNotes& notes)
{
    if (size.isEmpty())
        return false;
    return renderImage(w, selected, o, size, notes).save(path, "PNG");
}

bool saveSvg(const QString& path, const steer::World& w, int selected, const OverlayOptions& o, QSize size,
             const StageNotes& notes)
{
    QSvgGenerator gen;
    gen.setFileName(path);
    return paintSvg(gen, size, w.frame, [&](QPainter& p) { renderFrame(p, QRectF(QPointF(0, 0), QSizeF(size)), w, selected, o, notes); });
}

QImage renderImage(const Picture& picture, QSize size)
{
    return paintImage(size, [&](QPainter& p) { renderPicture(p, QRectF(QPointF(0, 0), QSizeF(size)), picture); });
}

bool writePng(QIODevice* device, const Picture& picture, QSize size)
{
    if (size.isEmpty())
        return false;
    return renderImage(picture, size).save(device, "PNG");
}

bool writeSvg(QIODevice* device, const Picture& picture, QSize size)
{
    QSvgGenerator gen;
    gen.setOutputDevice(device);
    return paintSvg(gen, size, picture.frame, [&](QPainter& p) { renderPicture(p, QRectF(QPointF(0, 0), QSizeF(size)), picture); });
}

} // namespace diagrams
