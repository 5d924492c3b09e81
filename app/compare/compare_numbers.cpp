#include "compare_numbers.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include <array>

namespace {
QString vec(steer::Vector2D v) { return QStringLiteral("(%1, %2)").arg(v.x, 0, 'f', 3).arg(v.y, 0, 'f', 3); }

// The update step's numbers in the formula panel's notation (symbols, not words: not translated).
struct Row {
    const char* symbol;
    QString (*value)(const steer::UpdateRecord&);
};
const std::array<Row, 8> kRows{{
    {"F = ΣF", [](const steer::UpdateRecord& u) { return vec(u.force); }},
    {"truncate(F, maxForce)", [](const steer::UpdateRecord& u) { return vec(u.forceTruncated); }},
    {"a = F / mass", [](const steer::UpdateRecord& u) { return vec(u.acceleration); }},
    {"v", [](const steer::UpdateRecord& u) { return vec(u.velocityBefore); }},
    {"truncate(v + a, maxSpeed)", [](const steer::UpdateRecord& u) { return vec(u.velocityTruncated); }},
    {"|v|", [](const steer::UpdateRecord& u) { return QString::number(u.velocityTruncated.length(), 'f', 3); }},
    {"p", [](const steer::UpdateRecord& u) { return vec(u.positionBefore); }},
    {"p = p + v", [](const steer::UpdateRecord& u) { return vec(u.positionAfter); }},
}};
} // namespace

CompareNumbers::CompareNumbers(QWidget* parent) : QWidget(parent), heading_(new QLabel), table_(new QTableWidget)
{
    setObjectName(QStringLiteral("compareNumbers"));
    heading_->setWordWrap(true);
    table_->setObjectName(QStringLiteral("compareTable"));
    table_->setRowCount(int(kRows.size()));
    QStringList symbols;
    for (const Row& r : kRows)
        symbols << QString::fromUtf8(r.symbol);
    table_->setVerticalHeaderLabels(symbols);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Sized to the contents when the panes change, not at every frame (measuring every cell of
    // every frame cost more than the four stages' painting).
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
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

void CompareNumbers::showFrames(const std::vector<const steer::World*>& worlds, int selected, const QStringList& captions)
{
    const bool newColumns = table_->columnCount() != int(worlds.size()) || captions != captions_;
    if (newColumns) {
        table_->setColumnCount(int(worlds.size()));
        table_->setHorizontalHeaderLabels(captions);
        captions_ = captions;
    }
    const QColor differs = differColour();
    const QColor plain = table_->palette().color(QPalette::Text);
    QStringList mainColumn;
    for (std::size_t c = 0; c < worlds.size(); ++c) {
        const steer::World& w = *worlds[c];
        const bool has = selected >= 0 && std::size_t(selected) < w.explanations.size() && w.explanations[std::size_t(selected)].updated;
        for (std::size_t r = 0; r < kRows.size(); ++r) {
            const QString text = has ? kRows[r].value(w.explanations[std::size_t(selected)].update) : QStringLiteral("—");
            if (c == 0)
                mainColumn << text;
            auto* item = table_->item(int(r), int(c));
            if (!item) {
                item = new QTableWidgetItem;
                table_->setItem(int(r), int(c), item);
            }
            item->setText(text);
            const bool different = c > 0 && text != mainColumn[int(r)];
            QFont f = item->font();
            f.setBold(different);
            item->setFont(f);
            item->setForeground(different ? differs : plain);
            item->setData(Qt::UserRole, different);
        }
    }
    if (newColumns)
        table_->resizeColumnsToContents();
}

void CompareNumbers::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(e);
}

void CompareNumbers::retranslate()
{
    heading_->setText(tr("The selected vehicle's next step in each pane; numbers that differ from the main run are bold and red."));
}
