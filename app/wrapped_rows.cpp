#include "wrapped_rows.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QPainter>

namespace {
constexpr int kMarginPx = 4; // around the text, inside the row's highlight
}

WrappedRowsDelegate::WrappedRowsDelegate(QAbstractItemView* view) : QStyledItemDelegate(view), view_(view) {}

QRect WrappedRowsDelegate::textRect(const QRect& row) { return row.adjusted(kMarginPx, kMarginPx, -kMarginPx, -kMarginPx); }

QSize WrappedRowsDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    // As wide as the list shows rows now; the list lays its rows out again when that changes
    // (QListView::Adjust), a scroll bar appearing included.
    const int width = view_->viewport()->width();
    const QRect bound = opt.fontMetrics.boundingRect(textRect(QRect(0, 0, width, 1 << 20)), kTextFlags, opt.text);
    return {width, bound.height() + 2 * kMarginPx};
}

void WrappedRowsDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString text = opt.text;
    opt.text.clear(); // the style draws the row's background, highlight and focus; the text is ours
    const QWidget* widget = opt.widget;
    QStyle* style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);
    painter->save();
    const bool selected = opt.state & QStyle::State_Selected;
    const QPalette::ColorGroup group = opt.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
    painter->setPen(opt.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text));
    painter->setFont(opt.font);
    painter->drawText(textRect(opt.rect), kTextFlags, text);
    painter->restore();
}
