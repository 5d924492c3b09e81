#include "scenario_panel.h"

#include "scenarios.h"
#include "display_texts.h"
#include "wrapped_rows.h"

#include <QEvent>
#include <QListWidget>
#include <QMouseEvent>
#include <QSignalBlocker>
#include <QVBoxLayout>

// A list whose mouse handling only reports clicks: no selection, no current row and no scrolling
// happen while a button is down, so the row under the pointer cannot change between press and
// release. The keyboard keeps the list's own navigation.
class ScenarioList : public QListWidget {
    Q_OBJECT
public:
    explicit ScenarioList(QWidget* parent) : QListWidget(parent) {}

    // Highlights `row`; scrolls it into view now, or at the release if a button is down.
    void showRow(int row)
    {
        {
            const QSignalBlocker block(this);
            setCurrentRow(row);
        }
        if (pressedRow_ >= 0)
            scrollPending_ = true;
        else
            scrollToItem(item(row), QAbstractItemView::EnsureVisible);
    }

signals:
    void rowClicked(int row);

protected:
    void mousePressEvent(QMouseEvent* e) override
    {
        if (e->button() != Qt::LeftButton) {
            e->ignore();
            return;
        }
        setFocus(Qt::MouseFocusReason);
        QListWidgetItem* it = itemAt(e->position().toPoint());
        pressedRow_ = it ? row(it) : -1;
        e->accept();
    }
    void mouseDoubleClickEvent(QMouseEvent* e) override { mousePressEvent(e); }
    void mouseMoveEvent(QMouseEvent* e) override
    {
        if (e->buttons() != Qt::NoButton) {
            e->accept(); // no drag-selection
            return;
        }
        QListWidget::mouseMoveEvent(e); // hover, tool tips
    }
    void mouseReleaseEvent(QMouseEvent* e) override
    {
        if (e->button() != Qt::LeftButton) {
            e->ignore();
            return;
        }
        QListWidgetItem* it = itemAt(e->position().toPoint());
        const int pressed = pressedRow_;
        pressedRow_ = -1;
        if (scrollPending_ && currentItem())
            scrollToItem(currentItem(), QAbstractItemView::EnsureVisible);
        scrollPending_ = false;
        e->accept();
        if (it && row(it) == pressed)
            emit rowClicked(pressed);
    }

private:
    int pressedRow_ = -1;
    bool scrollPending_ = false;
};

ScenarioPanel::ScenarioPanel(QWidget* parent) : QWidget(parent), list_(new ScenarioList(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(list_);
    list_->setWordWrap(true);
    list_->setItemDelegate(new WrappedRowsDelegate(list_)); // the whole description, its last character too
    // Wrap, never elide, and lay the rows out again when the dock's width changes.
    list_->setTextElideMode(Qt::ElideNone);
    list_->setResizeMode(QListView::Adjust);
    list_->setAlternatingRowColors(true);
    list_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    list_->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    list_->setSelectionMode(QAbstractItemView::SingleSelection);
    list_->setObjectName(QStringLiteral("scenarioList"));
    for (const auto& s : steer::scenarioTable()) {
        auto* item = new QListWidgetItem(list_);
        item->setData(Qt::UserRole, int(s.id));
    }
    connect(list_, &ScenarioList::rowClicked, this, &ScenarioPanel::choose);
    // The keyboard (↑, ↓) moves the current row: that is a choice too. setCurrent blocks this.
    connect(list_, &QListWidget::currentRowChanged, this, &ScenarioPanel::choose);
    retranslateUi();
}

QWidget* ScenarioPanel::list() const { return list_; }

void ScenarioPanel::choose(int row)
{
    // A click on the scenario that runs changes nothing (it does not restart it).
    if (row >= 0 && row < list_->count() && row != running_)
        emit scenarioChosen(steer::ScenarioId(list_->item(row)->data(Qt::UserRole).toInt()));
    // The controller has answered with setCurrent if it switched; either way the highlight shows
    // the scenario that runs.
    if (running_ >= 0)
        list_->showRow(running_);
}

void ScenarioPanel::setCurrent(steer::ScenarioId id)
{
    running_ = int(id);
    list_->showRow(running_);
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
        // Two lines: the name with the seed's program (the sandbox is none's), then what the demo shows.
        const QString name = program.isEmpty() ? texts::scenarioName(key)
                                               : QStringLiteral("%1 — %2").arg(texts::scenarioName(key), program);
        item->setText(QStringLiteral("%1\n%2").arg(name, texts::scenarioDescription(key)));
        item->setToolTip(texts::scenarioTitle(key));
    }
    list_->setToolTip(tr("Choose a scenario: the world starts again at frame 0."));
}

#include "scenario_panel.moc"
