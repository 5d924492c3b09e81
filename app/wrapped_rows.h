#pragma once
// List rows that always show their whole text, wrapped at the list's width (the scenario list's
// name and description). The style's own item delegate sizes a wrapped row in one pass and lays
// its text out again, with its own margins, when drawing; with it the three-vehicle seek/flee
// description lost its last character in Chinese at 1920x1080. Here one rectangle, textRect,
// serves both, so the row is as tall as the text drawn in it.
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
