#include "export.h"

#include "diagram_style.h"

#include "world_painter.h"

#include <QCoreApplication>
#include <QPainter>
#include <QSvgGenerator>

namespace diagrams {

QImage renderImage(const steer::World& w, int selected, const OverlayOptions& o, QSize size, const StageNotes& notes)
{
    QImage img(size, QImage::Format_ARGB32_Premultiplied);
    img.fill(stageStyle().surround);
    QPainter p(&img);
    renderFrame(p, QRectF(QPointF(0, 0), QSizeF(size)), w, selected, o, notes);
    p.end();
    return img;
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
    if (size.isEmpty())
        return false;
    QSvgGenerator gen;
    gen.setFileName(path);
    gen.setSize(size);
    gen.setViewBox(QRect(QPoint(0, 0), size));
    gen.setTitle(QStringLiteral("Steering Lab"));
    gen.setDescription(QCoreApplication::translate("Export", "Frame %1 of a steering behaviour demo").arg(w.frame));
    QPainter p;
    if (!p.begin(&gen))
        return false;
    renderFrame(p, QRectF(QPointF(0, 0), QSizeF(size)), w, selected, o, notes);
    return p.end();
}

QImage renderImage(const Picture& picture, QSize size)
{
    QImage img(size, QImage::Format_ARGB32_Premultiplied);
    img.fill(stageStyle().surround);
    QPainter p(&img);
    renderPicture(p, QRectF(QPointF(0, 0), QSizeF(size)), picture);
    p.end();
    return img;
}

bool writePng(QIODevice* device, const Picture& picture, QSize size)
{
    if (size.isEmpty())
        return false;
    return renderImage(picture, size).save(device, "PNG");
}

bool writeSvg(QIODevice* device, const Picture& picture, QSize size)
{
    if (size.isEmpty())
        return false;
    QSvgGenerator gen;
    gen.setOutputDevice(device);
    gen.setSize(size);
    gen.setViewBox(QRect(QPoint(0, 0), size));
    gen.setTitle(QStringLiteral("Steering Lab"));
    gen.setDescription(QCoreApplication::translate("Export", "Frame %1 of a steering behaviour demo").arg(picture.frame));
    QPainter p;
    if (!p.begin(&gen))
        return false;
    renderPicture(p, QRectF(QPointF(0, 0), QSizeF(size)), picture);
    return p.end();
}

} // namespace diagrams
