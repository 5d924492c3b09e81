#include "plots_panel.h"
#include "digits_label.h"
#include "steady_layout.h"

#include "controller.h"
#include "plot_export.h"
#include "plot_view.h"

#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QVBoxLayout>

#include <cmath>

using plots::Quantity;

namespace {
const QColor kMainColor(0x1f, 0x4e, 0xd8);

QString valueString(double v) { return std::isfinite(v) ? QString::number(v, 'f', 3) : QStringLiteral("—"); }

// File names without spaces or symbols, one per quantity.
const char* fileStem(Quantity q)
{
    switch (q) {
    case Quantity::Speed: return "speed";
    case Quantity::Force: return "force";
    case Quantity::ForceTruncated: return "force-truncated";
    case Quantity::TargetDistance: return "target-distance";
    case Quantity::Heading: return "heading";
    case Quantity::Order: return "order-parameter";
    case Quantity::InSight: return "in-sight";
    case Quantity::NearestNeighbour: return "nearest-neighbour";
    }
    return "plot";
}
} // namespace

PlotsPanel::PlotsPanel(Controller* controller, QWidget* parent)
    : QWidget(parent), controller_(controller), choiceLabel_(new QLabel), choice_(new QComboBox),
      view_(new plots::PlotView), value_(new DigitsLabel), csvButton_(new QPushButton), svgButton_(new QPushButton),
      status_(new QLabel)
{
    setObjectName(QStringLiteral("plotsPanel"));
    choice_->setObjectName(QStringLiteral("plotsQuantity"));
    value_->setObjectName(QStringLiteral("plotsValue"));
    csvButton_->setObjectName(QStringLiteral("plotsCsv"));
    svgButton_->setObjectName(QStringLiteral("plotsSvg"));
    status_->setObjectName(QStringLiteral("plotsStatus"));
    choiceLabel_->setBuddy(choice_);
    value_->setWordWrap(true);
    value_->setTextFormat(Qt::PlainText);
    status_->setWordWrap(true);
    status_->setTextFormat(Qt::PlainText);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* top = new QHBoxLayout;
    top->addWidget(choiceLabel_);
    top->addWidget(choice_, 1);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(csvButton_);
    buttons->addWidget(svgButton_);
    buttons->addStretch();
    auto* layout = new steady::VBoxLayout(this); // the value line changes every frame, rarely its size
    layout->addLayout(top);
    layout->addWidget(view_, 1);
    layout->addWidget(value_);
    layout->addLayout(buttons);
    layout->addWidget(status_);

    runs_.push_back(plots::controllerRun(controller_, QString(), kMainColor));
    trackers_.resize(1);
    retranslate();

    connect(choice_, &QComboBox::currentIndexChanged, this, [this] { showLines(); });
    connect(view_, &plots::PlotView::frameClicked, controller_, &Controller::jumpTo);
    connect(csvButton_, &QPushButton::clicked, this, [this] { exportDialog(false); });
    connect(svgButton_, &QPushButton::clicked, this, [this] { exportDialog(true); });
    connect(controller_, &Controller::worldChanged, this, &PlotsPanel::refreshIfShown);
    connect(controller_, &Controller::scenarioChanged, this, &PlotsPanel::refreshIfShown);
    connect(controller_, &Controller::selectionChanged, this, &PlotsPanel::refreshIfShown);
}

void PlotsPanel::setExtraRuns(std::vector<plots::PlotRun> runs)
{
    runs_.resize(1);
    for (plots::PlotRun& r : runs)
        runs_.push_back(std::move(r));
    trackers_.resize(1);
    trackers_.resize(runs_.size());
    stale_ = true;
    showLines(); // the view must not keep the old runs' values
    refreshIfShown();
}

void PlotsPanel::setMainRunName(const QString& name)
{
    mainNamed_ = !name.isEmpty();
    runs_[0].name = mainNamed_ ? name : tr("This run");
    showLines();
}

void PlotsPanel::setRunNames(const QStringList& names)
{
    if (!names.isEmpty()) {
        mainNamed_ = !names[0].isEmpty();
        runs_[0].name = mainNamed_ ? names[0] : tr("This run");
    }
    for (std::size_t i = 1; i < runs_.size() && i < std::size_t(names.size()); ++i)
        runs_[i].name = names[qsizetype(i)];
    showLines();
}

Quantity PlotsPanel::quantity() const
{
    const QVariant v = choice_->currentData();
    return v.isValid() ? Quantity(v.toInt()) : Quantity::Speed;
}

void PlotsPanel::setQuantity(Quantity q)
{
    const int i = choice_->findData(int(q));
    if (i >= 0)
        choice_->setCurrentIndex(i);
}

void PlotsPanel::refreshIfShown()
{
    stale_ = true;
    if (isVisible())
        refresh();
}

void PlotsPanel::showEvent(QShowEvent* e)
{
    QWidget::showEvent(e);
    if (stale_)
        refresh();
}

void PlotsPanel::refresh()
{
    if (!controller_)
        return;
    stale_ = false;
    const int vehicle = controller_->selected();
    for (std::size_t i = 0; i < runs_.size(); ++i)
        trackers_[i].update(runs_[i], vehicle);
    fillChoice();
    showLines();
}

void PlotsPanel::fillChoice()
{
    // The flock's quantities are offered only where the frames have them.
    std::vector<Quantity> offered;
    for (Quantity q : plots::kQuantities)
        if (!plots::isFlockQuantity(q) || trackers_[0].series().hasValues(q))
            offered.push_back(q);
    bool same = int(offered.size()) == choice_->count();
    for (std::size_t i = 0; same && i < offered.size(); ++i)
        same = choice_->itemData(int(i)).toInt() == int(offered[i]);
    if (same)
        return;
    const Quantity was = quantity();
    const QSignalBlocker block(choice_);
    choice_->clear();
    for (Quantity q : offered)
        choice_->addItem(plots::quantityName(q), int(q));
    const int keep = choice_->findData(int(was));
    choice_->setCurrentIndex(keep >= 0 ? keep : 0);
}

void PlotsPanel::showLines()
{
    const Quantity q = quantity();
    std::vector<plots::PlotView::Line> lines;
    for (std::size_t i = 0; i < runs_.size(); ++i)
        lines.push_back({runs_[i].name, runs_[i].color, trackers_[i].series().column(q)});
    view_->setLines(q, std::move(lines));
    if (controller_)
        view_->setCursorFrame(controller_->frame());
    value_->setText(valueText());
}

QString PlotsPanel::valueText() const
{
    const Quantity q = quantity();
    const qint64 f = controller_ ? controller_->frame() : 0;
    if (runs_.size() == 1)
        return tr("Frame %1: %2").arg(f).arg(valueString(trackers_[0].series().value(q, f)));
    QStringList parts;
    for (std::size_t i = 0; i < runs_.size(); ++i)
        parts << tr("%1: %2").arg(runs_[i].name, valueString(trackers_[i].series().value(q, f)));
    return tr("Frame %1").arg(f) + QStringLiteral(" — ") + parts.join(QLatin1String("; "));
}

QString PlotsPanel::csv() const
{
    const Quantity q = quantity();
    std::vector<plots::CsvColumn> columns;
    for (std::size_t i = 0; i < runs_.size(); ++i)
        columns.push_back({runs_[i].name, trackers_[i].series().column(q)});
    return plots::csvText(columns);
}

QString PlotsPanel::exportCsv(const QString& path)
{
    const QString err = plots::saveCsv(path, csv());
    report(err, path);
    return err;
}

QString PlotsPanel::exportSvg(const QString& path)
{
    const QString err = plots::saveSvg(path, *view_, view_->size().expandedTo(QSize(640, 400)));
    report(err, path);
    return err;
}

void PlotsPanel::report(const QString& error, const QString& path)
{
    status_->setText(error.isEmpty() ? tr("Saved %1").arg(QDir::toNativeSeparators(path)) : error);
    status_->setStyleSheet(error.isEmpty() ? QString() : QStringLiteral("color: #b91c1c;"));
}

void PlotsPanel::exportDialog(bool svg)
{
    if (controller_)
        controller_->pause();
    QSettings settings;
    QString dir = settings.value(QStringLiteral("plotFolder")).toString();
    if (dir.isEmpty())
        dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString suffix = svg ? QStringLiteral(".svg") : QStringLiteral(".csv");
    const QString name = QString::fromLatin1(fileStem(quantity())) + suffix;
    QString path = QFileDialog::getSaveFileName(this, svg ? tr("Export plot as SVG") : tr("Export plot as CSV"),
                                                QDir(dir).filePath(name),
                                                svg ? tr("SVG drawing (*.svg)") : tr("CSV table (*.csv)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(suffix, Qt::CaseInsensitive))
        path += suffix;
    settings.setValue(QStringLiteral("plotFolder"), QFileInfo(path).absolutePath());
    const QString err = svg ? exportSvg(path) : exportCsv(path);
    if (!err.isEmpty())
        QMessageBox::warning(this, svg ? tr("Export plot as SVG") : tr("Export plot as CSV"), err);
}

void PlotsPanel::retranslate()
{
    if (auto* dock = qobject_cast<QDockWidget*>(parentWidget()))
        dock->setWindowTitle(tr("Plots"));
    if (!mainNamed_)
        runs_[0].name = tr("This run");
    choiceLabel_->setText(tr("&Quantity:"));
    choice_->setToolTip(tr("What the plot shows for the selected vehicle, frame by frame since the reset"));
    view_->setToolTip(tr("Click or drag to go to that frame"));
    csvButton_->setText(tr("Export CSV…"));
    csvButton_->setToolTip(tr("Save the values of this plot, one row per frame, as a CSV table"));
    svgButton_->setText(tr("Export SVG…"));
    svgButton_->setToolTip(tr("Save this plot as an SVG drawing"));
    for (int i = 0; i < choice_->count(); ++i)
        choice_->setItemText(i, plots::quantityName(Quantity(choice_->itemData(i).toInt())));
    if (choice_->count() == 0)
        fillChoice();
    status_->clear();
    showLines();
}

void PlotsPanel::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(e);
}

PlotsPanel* PlotsPanel::addToWindow(QMainWindow* window, Controller* controller, QDockWidget* tabWith, QMenu* panels)
{
    auto* dock = new QDockWidget(window);
    dock->setObjectName(QStringLiteral("plotsDock"));
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable | QDockWidget::DockWidgetClosable);
    auto* panel = new PlotsPanel(controller);
    dock->setWidget(panel);
    dock->setWindowTitle(tr("Plots"));
    window->addDockWidget(window->dockWidgetArea(tabWith), dock);
    window->tabifyDockWidget(tabWith, dock);
    panels->addAction(dock->toggleViewAction());
    return panel;
}
