#include "scenario_panel.h"

#include "scenarios.h"
#include "display_texts.h"

#include <QEvent>
#include <QListWidget>
#include <QSignalBlocker>
#include <QVBoxLayout>

ScenarioPanel::ScenarioPanel(QWidget* parent) : QWidget(parent), list_(new QListWidget(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(list_);
    list_->setWordWrap(true);
    // Wrap, never elide, and lay the rows out again when the dock's width changes.
    list_->setTextElideMode(Qt::ElideNone);
    list_->setResizeMode(QListView::Adjust);
    list_->setAlternatingRowColors(true);
    list_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    list_->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    list_->setObjectName(QStringLiteral("scenarioList"));
    for (const auto& s : steer::scenarioTable()) {
        auto* item = new QListWidgetItem(list_);
        item->setData(Qt::UserRole, int(s.id));
    }
    connect(list_, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0)
            emit scenarioChosen(steer::ScenarioId(list_->item(row)->data(Qt::UserRole).toInt()));
    });
    retranslateUi();
}

void ScenarioPanel::setCurrent(steer::ScenarioId id)
{
    const QSignalBlocker block(list_);
    list_->setCurrentRow(int(id));
    list_->scrollToItem(list_->currentItem(), QAbstractItemView::PositionAtCenter);
}

void ScenarioPanel::resizeEvent(QResizeEvent* e)
{
    QWidget::resizeEvent(e);
    // Word-wrapped rows change height with the width: keep the current scenario in view.
    if (QListWidgetItem* item = list_->currentItem())
        list_->scrollToItem(item, QAbstractItemView::PositionAtCenter);
}

void ScenarioPanel::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(e);
}

void ScenarioPanel::retranslateUi()
{
    const auto& table = steer::scenarioTable();
    for (int i = 0; i < list_->count(); ++i) {
        const auto& s = table[std::size_t(i)];
        const QString key = QString::fromLatin1(s.key.data(), qsizetype(s.key.size()));
        const QString program = QString::fromLatin1(s.seedProgram.data(), qsizetype(s.seedProgram.size()));
        QListWidgetItem* item = list_->item(i);
        // Two lines: the name with the seed's program, then what the demo shows.
        item->setText(QStringLiteral("%1 — %2\n%3").arg(texts::scenarioName(key), program, texts::scenarioDescription(key)));
        item->setToolTip(texts::scenarioTitle(key));
    }
    list_->setToolTip(tr("Choose a scenario: the world starts again at frame 0."));
}
