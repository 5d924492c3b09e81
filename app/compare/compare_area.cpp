#include "compare_area.h"

#include "stage_view.h"

#include <QGridLayout>
#include <QLabel>
#include <QLayout>
#include <QVBoxLayout>

CompareArea::CompareArea(StageView* mainView) : main_(mainView), grid_(new QGridLayout(this))
{
    setObjectName(QStringLiteral("compareArea"));
    grid_->setContentsMargins(0, 0, 0, 0);
    grid_->setSpacing(4);
    if (QWidget* parent = main_->parentWidget(); parent && parent->layout())
        delete parent->layout()->replaceWidget(main_, this);
    mainCell_ = makeCell(main_);
    arrange();
    show();
}

void CompareArea::restoreMainView()
{
    QWidget* parent = parentWidget();
    mainCell_.box->layout()->removeWidget(main_);
    if (parent && parent->layout())
        delete parent->layout()->replaceWidget(this, main_);
    else
        main_->setParent(nullptr);
    main_->show();
}

CompareArea::Cell CompareArea::makeCell(StageView* view)
{
    Cell c;
    c.box = new QWidget(this);
    auto* layout = new QVBoxLayout(c.box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    c.caption = new QLabel(c.box);
    c.caption->setObjectName(QStringLiteral("compareCaption"));
    c.caption->setWordWrap(true); // long variant names in Russian wrap instead of being cut
    c.caption->setTextFormat(Qt::PlainText);
    QFont f = c.caption->font();
    f.setBold(true);
    c.caption->setFont(f);
    c.caption->setContentsMargins(6, 2, 6, 0);
    layout->addWidget(c.caption);
    view->setParent(c.box);
    layout->addWidget(view, 1);
    view->show();
    c.box->show(); // a cell added while the window is shown appears at once
    c.view = view;
    return c;
}

void CompareArea::setPaneCount(int count)
{
    while (int(panes_.size()) > count) {
        delete panes_.back().box; // and its view
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
    // Two views side by side; three or four in two rows of two (the main view top left).
    std::vector<QWidget*> boxes{mainCell_.box};
    for (const Cell& c : panes_)
        boxes.push_back(c.box);
    for (QWidget* b : boxes)
        grid_->removeWidget(b);
    const int columns = 2;
    for (std::size_t i = 0; i < boxes.size(); ++i)
        grid_->addWidget(boxes[i], int(i) / columns, int(i) % columns);
    for (int r = 0; r < 2; ++r)
        grid_->setRowStretch(r, r <= int(boxes.size() - 1) / columns ? 1 : 0);
    grid_->setColumnStretch(0, 1);
    grid_->setColumnStretch(1, boxes.size() > 1 ? 1 : 0);
}
