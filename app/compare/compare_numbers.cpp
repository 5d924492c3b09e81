#include "compare_numbers.h"

#include "compare_rows.h"

#include <QEvent>
#include <QFontMetrics>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QStyle>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace {
const QString kDash = QStringLiteral("—");
} // namespace

CompareNumbers::CompareNumbers(QWidget* parent) : QWidget(parent), heading_(new QLabel), table_(new QTableWidget)
{
    setObjectName(QStringLiteral("compareNumbers"));
    heading_->setWordWrap(true);
    table_->setObjectName(QStringLiteral("compareTable"));
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Fixed and interactive sections: nothing is measured when a text changes (layOut and setCell
    // size what needs it).
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table_->verticalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(heading_);
    layout->addWidget(table_, 1);
    retranslate();
}

QColor CompareNumbers::differColour() const
{
    // A deep red on light tables (7.1:1 on white), a light coral on dark ones (dark palette).
    const QColor base = table_->palette().color(QPalette::Base);
    return base.lightnessF() > 0.5 ? QColor(0xb0, 0x00, 0x20) : QColor(0xff, 0x9e, 0x9e);
}

int CompareNumbers::rowOf(const QString& key) const { return int(keys_.indexOf(key)); }

void CompareNumbers::layOut(const QStringList& labels, const std::vector<bool>& headings, int columns)
{
    ++layouts_;
    table_->clearSpans();
    table_->setRowCount(int(labels.size()));
    table_->setColumnCount(columns);
    table_->setHorizontalHeaderLabels(captions_);
    QFont bold = table_->font();
    bold.setBold(true);
    for (int r = 0; r < labels.size(); ++r) {
        auto* header = new QTableWidgetItem(headings[std::size_t(r)] ? QString() : labels[r]);
        header->setToolTip(header->text()); // the whole label where the heading column cuts it
        table_->setVerticalHeaderItem(r, header);
        for (int c = 0; c < columns; ++c) {
            auto* item = new QTableWidgetItem;
            item->setFlags(headings[std::size_t(r)] ? Qt::ItemIsEnabled : Qt::ItemIsEnabled | Qt::ItemIsSelectable);
            table_->setItem(r, c, item);
        }
        if (headings[std::size_t(r)]) {
            // A call's heading across all the columns, where its values start.
            QTableWidgetItem* item = table_->item(r, 0);
            item->setText(labels[r]);
            item->setFont(bold);
            if (columns > 1)
                table_->setSpan(r, 0, 1, columns);
        }
    }
    // The labels leave the panes' columns most of the dock: a long Russian label is cut, not the
    // numbers (its tooltip has it whole); fitColumns gives them their width.
    table_->verticalHeader()->setTextElideMode(Qt::ElideRight);
    // One line of text (the tallest script of the interface languages) per row.
    table_->verticalHeader()->setDefaultSectionSize(QFontMetrics(bold).height() + 8);
    texts_.assign(std::size_t(labels.size()) * std::size_t(columns), QString());
    differs_.assign(texts_.size(), 0);
}

void CompareNumbers::setCell(int row, int column, const QString& text, bool different, bool heading)
{
    const std::size_t at = std::size_t(row) * std::size_t(table_->columnCount()) + std::size_t(column);
    if (heading || (texts_[at] == text && bool(differs_[at]) == different))
        return;
    QTableWidgetItem* item = table_->item(row, column);
    if (bool(differs_[at]) != different || texts_[at].isNull()) {
        QFont f = table_->font();
        f.setBold(different);
        item->setFont(f);
        item->setForeground(different ? differColour() : table_->palette().color(QPalette::Text));
        item->setData(Qt::UserRole, different);
    }
    item->setText(text);
    // A number grown wider than its column (a new digit, a minus sign) widens it; nothing else
    // is measured per frame.
    if (!texts_[at].isNull() && text.size() > texts_[at].size()) {
        QFont f = item->font();
        const int needed = QFontMetrics(f).horizontalAdvance(text) + 2 * table_->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 12;
        if (needed > table_->columnWidth(column)) {
            table_->setColumnWidth(column, needed);
            fitColumns(); // the labels give the room back
        }
    }
    texts_[at] = text;
    differs_[at] = different;
}

void CompareNumbers::showFrames(const std::vector<const steer::World*>& worlds, int selected, const QStringList& captions)
{
    std::vector<std::vector<compare::NumberGroup>> columns;
    columns.reserve(worlds.size());
    for (const steer::World* w : worlds)
        columns.push_back(compare::numberGroups(*w, selected));
    const std::vector<compare::TableRow> rows = compare::mergeRows(columns);
    QStringList keys, labels;
    std::vector<bool> headings;
    for (const compare::TableRow& r : rows) {
        keys << r.key;
        labels << r.label;
        headings.push_back(r.heading);
    }
    const bool newLayout = keys != keys_ || labels != labels_ || captions != captions_ || table_->columnCount() != int(worlds.size());
    if (newLayout) {
        keys_ = keys;
        labels_ = labels;
        captions_ = captions;
        layOut(labels, headings, int(worlds.size()));
    }
    // Each column's values by row key.
    std::vector<QHash<QString, QString>> values(columns.size());
    for (std::size_t c = 0; c < columns.size(); ++c)
        for (const compare::NumberGroup& g : columns[c])
            for (const compare::NumberRow& r : g.rows)
                values[c].insert(compare::rowKey(g, r), r.text);
    for (int r = 0; r < int(rows.size()); ++r) {
        const QString main = values.empty() ? kDash : values[0].value(keys_[r], kDash);
        for (int c = 0; c < int(columns.size()); ++c) {
            const QString text = c == 0 ? main : values[std::size_t(c)].value(keys_[r], kDash);
            // A number this pane has and the main run has not, or has otherwise, is a difference;
            // a dash (no such call here) is not a number.
            setCell(r, c, text, c > 0 && text != main && text != kDash, headings[std::size_t(r)]);
        }
    }
    if (newLayout) {
        table_->resizeColumnsToContents();
        fitColumns();
    }
}

void CompareNumbers::fitColumns()
{
    // Each pane's column as wide as its widest number or its caption, whichever is wider (never a
    // cut caption); the row labels take what is left, down to 8 characters (cut ones have their
    // tooltips), so the table needs no sideways scroll bar wherever the dock holds the columns
    // and 8 characters.
    QHeaderView* top = table_->horizontalHeader();
    int columns = 0;
    for (int c = 0; c < table_->columnCount(); ++c) {
        const int need = std::max(static_cast<const QAbstractItemView*>(table_)->sizeHintForColumn(c), top->sectionSizeHint(c));
        if (top->sectionSize(c) < need)
            table_->setColumnWidth(c, need);
        columns += top->sectionSize(c);
    }
    const int x = QFontMetrics(table_->font()).horizontalAdvance(QLatin1Char('x'));
    const int chrome = 2 * table_->frameWidth() + table_->style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 2;
    const int labels = std::clamp(table_->width() - chrome - columns, 8 * x, 30 * x);
    table_->verticalHeader()->setFixedWidth(labels);
    // Asking the dock for that width (columns + 8 characters) made a 1280x720 window 1335 px wide
    // (1420 in Russian): where the dock is narrower, the scroll bar comes back instead.
    table_->setHorizontalScrollBarPolicy(columns + 8 * x + chrome > table_->width() ? Qt::ScrollBarAsNeeded : Qt::ScrollBarAlwaysOff);
}

void CompareNumbers::resizeEvent(QResizeEvent* e)
{
    QWidget::resizeEvent(e);
    fitColumns();
}

void CompareNumbers::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(e);
}

void CompareNumbers::retranslate()
{
    heading_->setText(tr("The selected vehicle's numbers in each pane, as the formula panel shows them; numbers that differ from the main run are bold and red."));
}
