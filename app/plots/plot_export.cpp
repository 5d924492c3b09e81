#include "plot_export.h"

#include "output_file.h"
#include "plot_view.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QPainter>
#include <QSvgGenerator>

#include <cmath>

namespace plots {

namespace {
QString csvField(const QString& s)
{
    if (!s.contains(QLatin1Char(',')) && !s.contains(QLatin1Char('"')) && !s.contains(QLatin1Char('\n')))
        return s;
    QString quoted = s;
    quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString notWritten(const QString& path, const QString& why)
{
    return QCoreApplication::translate("Plots", "The plot could not be saved to %1: %2").arg(QFileInfo(path).absoluteFilePath(), why);
}
} // namespace

QString csvText(const std::vector<CsvColumn>& columns)
{
    QString out = QStringLiteral("frame");
    std::size_t rows = 0;
    for (const CsvColumn& c : columns) {
        out += QLatin1Char(',') + csvField(c.name);
        rows = std::max(rows, c.values.size());
    }
    out += QLatin1Char('\n');
    for (std::size_t k = 0; k < rows; ++k) {
        out += QString::number(k);
        for (const CsvColumn& c : columns) {
            out += QLatin1Char(',');
            if (k < c.values.size() && std::isfinite(c.values[k]))
                out += QString::number(c.values[k], 'g', 17); // every digit: the value read back is the same double
        }
        out += QLatin1Char('\n');
    }
    return out;
}

QString saveCsv(const QString& path, const QString& text)
{
    files::OutputFile f(path);
    if (!f.open())
        return notWritten(path, files::failureReason(f));
    const QByteArray bytes = text.toUtf8();
    if (f.device()->write(bytes) != bytes.size()) {
        f.cancel();
        return notWritten(path, files::failureReason(f));
    }
    if (!f.commit())
        return notWritten(path, files::failureReason(f));
    return {};
}

QString saveSvg(const QString& path, const PlotView& view, QSize size)
{
    if (size.isEmpty())
        return notWritten(path, QCoreApplication::translate("Plots", "the plot has no size"));
    // Opened first: QSvgGenerator reports no error of its own, the file does.
    files::OutputFile f(path);
    if (!f.open())
        return notWritten(path, files::failureReason(f));
    QSvgGenerator gen;
    gen.setOutputDevice(f.device());
    gen.setSize(size);
    gen.setViewBox(QRect(QPoint(0, 0), size));
    gen.setTitle(QStringLiteral("Steering Lab"));
    gen.setDescription(quantityName(view.quantity()));
    QPainter p;
    if (!p.begin(&gen))
        return notWritten(path, QCoreApplication::translate("Plots", "the SVG file could not be started"));
    view.render(p, QRectF(QPointF(0, 0), QSizeF(size)));
    if (!p.end())
        return notWritten(path, QCoreApplication::translate("Plots", "the SVG file could not be finished"));
    if (!f.commit())
        return notWritten(path, files::failureReason(f));
    return {};
}

} // namespace plots
