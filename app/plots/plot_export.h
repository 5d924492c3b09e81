#pragma once
// A plot written to a file: CSV (frame, then one column per run, every value with all the digits the
// series keeps: every digit up to Series::kExactFrames before the newest frame, a float's before that)
// and SVG (the plot as drawn). Both return an empty string, or a translated message naming the file
// and what went wrong.
#include "plot_series.h"

#include <QSize>
#include <QString>

#include <vector>

namespace plots {

class PlotView;

struct CsvColumn {
    QString name;
    Column values;
};

// "frame,<name 1>,<name 2>..." then one row per frame up to the longest column; a frame a run has no
// value for is an empty cell. Names with commas or quotes are quoted as RFC 4180 says.
QString csvText(const std::vector<CsvColumn>& columns);

QString saveCsv(const QString& path, const QString& text);
QString saveSvg(const QString& path, const PlotView& view, QSize size);

} // namespace plots
