#include "compare_numbers.h"

#include "compare_rows.h"

#include <QEvent>
#include <QFontMetrics>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cstdlib>

namespace {
const QString kDash = QStringLiteral("—");

// The lines a cell shows: a vector "(x, y)" (or the edge row's "(x, y), (x, y)") stacked as a
// column vector, one component a line, when `stacked`; anything else as it is.
QStringList shownLines(const QString& text, bool stacked)
{
    if (!stacked || !text.startsWith(QLatin1Char('(')))
        return {text};
    QString bare = text;
    bare.remove(QLatin1Char('(')).remove(QLatin1Char(')'));
    return bare.split(QStringLiteral(", "));
}

} // namespace

// Shows the cells' texts stacked (shownLines, one a line) without changing them: an item's text stays the
// one-line "(x, y)" that copying, tooltips and tests read; the view's size hints follow what is drawn.
class CompareNumberCells : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    bool stacked = false;
    QString displayText(const QVariant& value, const QLocale& locale) const override
    {
        if (value.typeId() == QMetaType::QString)
            return shownLines(value.toString(), stacked).join(QChar::LineSeparator); // '\n' is no line break to QTextLayout
        return QStyledItemDelegate::displayText(value, locale);
    }
};

CompareNumbers::CompareNumbers(QWidget* parent)
    : QWidget(parent), heading_(new QLabel), table_(new QTableWidget), cells_(new CompareNumberCells(table_))
{
    setObjectName(QStringLiteral("compareNumbers"));
    heading_->setWordWrap(true);
    table_->setObjectName(QStringLiteral("compareTable"));
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setItemDelegate(cells_);
    // Fixed and interactive sections: nothing is measured when a text changes (layOut and setCell
    // size what needs it).
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    // Labels wrap at word boundaries, and their rows grow to hold them (fitRow): a Russian label
    // beside two panes' columns at 1280x720 gets about 15 characters of width.
    table_->verticalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter | Qt::Alignment(Qt::TextWordWrap));
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
            if (!headings[std::size_t(r)]) // the decimal points of a column, and a stacked x and y, line up
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
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
    // The labels leave the panes' columns most of the dock and wrap in what is left (fitColumns
    // gives them their width, fitRow the rows' heights); a word longer than the width is still cut
    // at its end (the tooltip has the label whole).
    table_->verticalHeader()->setTextElideMode(Qt::ElideNone);
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
    // A number grown wider than its column (a new digit, a minus sign) widens it, and a vector
    // where a dash stood makes its stacked row taller; nothing else is measured per frame.
    if (!texts_[at].isNull() && text.size() > texts_[at].size()) {
        const bool taller = cells_->stacked && shownLines(text, true).size() > shownLines(texts_[at], true).size();
        texts_[at] = text;
        differs_[at] = different;
        if (taller)
            fitRow(row);
        if (cellWidth(text, item->font(), cells_->stacked) > table_->columnWidth(column))
            fitColumns(); // widens the column; the labels give the room back (or the vectors stack)
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
        for (int r = 0; r < table_->rowCount(); ++r)
            fitRow(r);
        table_->resizeColumnsToContents();
        fitColumns();
    }
}

int CompareNumbers::cellWidth(const QString& text, const QFont& font, bool stacked) const
{
    const QFontMetrics fm(font);
    int widest = 0;
    for (const QString& line : shownLines(text, stacked))
        widest = std::max(widest, fm.horizontalAdvance(line));
    return widest + 2 * table_->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 12;
}

void CompareNumbers::fitRow(int row)
{
    // As many lines as its tallest cell shows (a stacked vector: one a component).
    const int columns = table_->columnCount();
    qsizetype lines = 1;
    for (int c = 0; c < columns && cells_->stacked; ++c)
        lines = std::max(lines, shownLines(texts_[std::size_t(row) * std::size_t(columns) + std::size_t(c)], true).size());
    lines = std::max<qsizetype>(lines, labelLines(row));
    const int height = table_->verticalHeader()->defaultSectionSize() + int(lines - 1) * QFontMetrics(table_->font()).lineSpacing();
    if (table_->rowHeight(row) != height)
        table_->setRowHeight(row, height);
}

int CompareNumbers::labelLines(int row) const
{
    const QTableWidgetItem* header = table_->verticalHeaderItem(row);
    if (!header || header->text().isEmpty())
        return 1;
    // The header draws its text inside the section less the style's margin on each side.
    const int margin = 2 * table_->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, table_->verticalHeader());
    // Its fixed width once fitColumns has set one (the widget's own size follows at the next layout).
    const QHeaderView* labels = table_->verticalHeader();
    const int width = std::max(1, (labels->minimumWidth() > 0 ? labels->minimumWidth() : labels->width()) - margin);
    const QFontMetrics fm(labels->font());
    const QRect need = fm.boundingRect(QRect(0, 0, width, 1 << 20), int(Qt::AlignLeft | Qt::TextWordWrap), header->text());
    return std::max(1, (need.height() + fm.lineSpacing() - 1) / fm.lineSpacing());
}

bool CompareNumbers::stackedVectors() const { return cells_->stacked; }

void CompareNumbers::showCaptions(bool broken)
{
    for (int c = 0; c < table_->columnCount() && c < captions_.size(); ++c) {
        QString text = captions_[c];
        if (broken) {
            const qsizetype middle = text.size() / 2;
            qsizetype best = -1;
            for (qsizetype i = 0; i < text.size(); ++i)
                if (text[i] == QLatin1Char(' ') && (best < 0 || std::abs(i - middle) < std::abs(best - middle)))
                    best = i;
            if (best > 0)
                text[best] = QLatin1Char('\n');
        }
        if (QTableWidgetItem* item = table_->horizontalHeaderItem(c); item && item->text() != text)
            item->setText(text);
    }
}

void CompareNumbers::fitColumns()
{
    // Each pane's column as wide as its widest number or its caption, whichever is wider (never a
    // cut caption); the row labels take what is left, down to 8 characters (cut ones have their
    // tooltips), so the table needs no sideways scroll bar wherever the dock holds the columns
    // and 8 characters. Where the columns of "(x, y)" on one line and the 8 characters do not fit
    // (two panes in the right dock at 1280x720 need 277 px; the dock left them 160 to 265), each
    // vector is stacked, x above y, which halves its width and keeps all 3 decimals.
    QHeaderView* top = table_->horizontalHeader();
    const int x = QFontMetrics(table_->font()).horizontalAdvance(QLatin1Char('x'));
    const int chrome = 2 * table_->frameWidth() + table_->style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 2;
    const int columnCount = table_->columnCount();
    showCaptions(false); // decided on whole captions: a broken one would undo the decision it follows from
    int oneLine = 0;
    for (int c = 0; c < columnCount; ++c) {
        int need = top->sectionSizeHint(c);
        for (int r = 0; r < table_->rowCount(); ++r) {
            const std::size_t at = std::size_t(r) * std::size_t(columnCount) + std::size_t(c);
            if (at < texts_.size() && !texts_[at].isEmpty())
                need = std::max(need, cellWidth(texts_[at], table_->item(r, c)->font(), false));
        }
        oneLine += need;
    }
    const bool stack = oneLine + 8 * x + chrome > table_->width();
    if (stack != cells_->stacked) {
        cells_->stacked = stack;
        for (int r = 0; r < table_->rowCount(); ++r)
            fitRow(r);
        for (int c = 0; c < columnCount; ++c) // narrower when stacking, wider when not
            table_->setColumnWidth(c, 0);
        table_->viewport()->update();
    }
    showCaptions(cells_->stacked);
    int columns = 0;
    for (int c = 0; c < columnCount; ++c) {
        const int need = std::max(static_cast<const QAbstractItemView*>(table_)->sizeHintForColumn(c), top->sectionSizeHint(c));
        if (top->sectionSize(c) < need)
            table_->setColumnWidth(c, need);
        columns += top->sectionSize(c);
    }
    const int labels = std::clamp(table_->width() - chrome - columns, 8 * x, 30 * x);
    if (table_->verticalHeader()->width() != labels || table_->verticalHeader()->minimumWidth() != labels) {
        table_->verticalHeader()->setFixedWidth(labels);
        for (int r = 0; r < table_->rowCount(); ++r) // the labels wrap anew in their new width
            fitRow(r);
    }
    // Asking the dock for that width (columns + 8 characters) made a 1280x720 window 1335 px wide
    // (1420 in Russian): where the dock is narrower still, the scroll bar comes back instead.
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
