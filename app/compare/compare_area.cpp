#include "compare_area.h"

#include "pane_grid.h"
#include "stage_view.h"

#include <QGridLayout>
#include <QLabel>
#include <QLayout>
#include <QVBoxLayout>

#include <algorithm>

CompareArea::CompareArea(StageView* mainView)
    : main_(mainView), mainPolicy_(mainView->sizePolicy()), mainMinimum_(mainView->minimumSize()),
      grid_(new QGridLayout(this))
{
    setObjectName(QStringLiteral("compareArea"));
    grid_->setContentsMargins(0, 0, 0, 0);
    grid_->setHorizontalSpacing(4);
    grid_->setVerticalSpacing(2);
    if (QWidget* parent = main_->parentWidget(); parent && parent->layout())
        delete parent->layout()->replaceWidget(main_, this);
    mainCell_ = makeCell(main_);
    arrange();
    show();
}

void CompareArea::restoreMainView()
{
    QWidget* parent = parentWidget();
    grid_->removeWidget(main_);
    main_->setSizePolicy(mainPolicy_);
    main_->setMinimumSize(mainMinimum_);
    if (parent && parent->layout())
        delete parent->layout()->replaceWidget(this, main_);
    else
        main_->setParent(nullptr);
    main_->show();
}

CompareArea::Cell CompareArea::makeCell(StageView* view)
{
    Cell c;
    c.caption = new QLabel(this);
    c.caption->setObjectName(QStringLiteral("compareCaption"));
    c.caption->setWordWrap(true); // long variant names in Russian wrap instead of being cut
    c.caption->setTextFormat(Qt::PlainText);
    c.caption->setAlignment(Qt::AlignLeft | Qt::AlignBottom);
    QFont f = c.caption->font();
    f.setBold(true);
    c.caption->setFont(f);
    c.caption->setContentsMargins(6, 2, 6, 0);
    // The columns' stretch alone sets the widths: a long caption or a view's own size hint once
    // made two panes 274 and 322 px wide at 1280x720.
    c.caption->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    view->setParent(this);
    view->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
    // A stage view alone asks for 320x240; two side by side asked for 640 px of a 1280 px window
    // beside the docks, and a Russian window (wider scenario list) opened 1301 px wide. Panes take
    // what the window leaves them (presentation hides the docks and gives them 30 % each).
    view->setMinimumSize(160, 120);
    view->show();
    c.caption->show(); // a cell added while the window is shown appears at once
    c.view = view;
    return c;
}

void CompareArea::setPaneCount(int count)
{
    while (int(panes_.size()) > count) {
        delete panes_.back().caption;
        delete panes_.back().view;
        panes_.pop_back();
    }
    while (int(panes_.size()) < count) {
        auto* view = new StageView;
        view->setObjectName(QStringLiteral("comparePane%1").arg(panes_.size() + 1));
        panes_.push_back(makeCell(view));
    }
    arrange();
}

QLabel* CompareArea::caption(int cell) const
{
    return cell == 0 ? mainCell_.caption : panes_.at(std::size_t(cell - 1)).caption;
}

void CompareArea::setCaptions(const QStringList& texts)
{
    for (int i = 0; i < texts.size() && i <= paneCount(); ++i) {
        caption(i)->setText(texts[i]);
        caption(i)->setToolTip(texts[i]);
    }
}

void CompareArea::arrange()
{
    // diagrams::paneGrid: one view alone; two side by side; three or four in two rows of two (the
    // main view top left), as a saved picture lays them out. Each row of cells is a row of captions
    // over a row of views.
    std::vector<Cell> cells{mainCell_};
    cells.insert(cells.end(), panes_.begin(), panes_.end());
    for (const Cell& c : cells) {
        grid_->removeWidget(c.caption);
        grid_->removeWidget(c.view);
    }
    const diagrams::PaneGrid layout = diagrams::paneGrid(int(cells.size()));
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const int row = 2 * layout.row(int(i));
        grid_->addWidget(cells[i].caption, row, layout.column(int(i)));
        grid_->addWidget(cells[i].view, row + 1, layout.column(int(i)));
    }
    // Rows a larger grid used before keep no stretch (the layout never forgets a row).
    const int rowsEver = std::max(layout.rows, (grid_->rowCount() + 1) / 2);
    for (int r = 0; r < rowsEver; ++r) {
        grid_->setRowStretch(2 * r, 0);
        grid_->setRowStretch(2 * r + 1, r < layout.rows ? 1 : 0);
    }
    for (int c = 0; c < std::max(2, grid_->columnCount()); ++c)
        grid_->setColumnStretch(c, c < layout.columns ? 1 : 0);
}
