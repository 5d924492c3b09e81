#pragma once
// List rows that always show their whole text, wrapped at the list's width (the scenario list's
// name and description). The style's own item delegate measured a wrapped row at one width and
// drew it in a narrower rectangle (its text margins differ between measuring and drawing), so a
// row whose last line was nearly full lost its last character: the three-vehicle seek/flee
// description in Chinese at 1920x1080. Here one rectangle, textRect, serves both.
#include <QStyledItemDelegate>

class QAbstractItemView;

class WrappedRowsDelegate : public QStyledItemDelegate {
public:
    explicit WrappedRowsDelegate(QAbstractItemView* view);
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;

    // Where a row's text goes inside the row's rectangle.
    static QRect textRect(const QRect& row);
    static constexpr int kTextFlags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;

private:
    QAbstractItemView* view_;
};
