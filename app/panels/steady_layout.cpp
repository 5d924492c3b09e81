#include "steady_layout.h"

#include <QLayoutItem>
#include <QWidget>

namespace steady {
namespace {
void collectItems(QLayout* layout, std::vector<int>& out);

void add(std::vector<int>& out, QSize s)
{
    out.push_back(s.width());
    out.push_back(s.height());
}

void collect(QLayoutItem* item, std::vector<int>& out)
{
    out.push_back(item->isEmpty() ? 1 : 0);
    if (item->isEmpty())
        return; // a hidden widget or an empty layout takes no place, whatever it would ask
    add(out, item->sizeHint());
    add(out, item->minimumSize());
    add(out, item->maximumSize());
    out.push_back(int(item->expandingDirections()));
    out.push_back(int(item->alignment()));
    if (item->hasHeightForWidth()) {
        // The width it has now: a new text that wraps differently at that width changes this.
        const int width = item->geometry().width();
        out.push_back(width);
        out.push_back(item->heightForWidth(width));
    }
    if (QWidget* w = item->widget())
        out.push_back(int(w->sizePolicy().controlType()));
    if (QLayout* inner = item->layout())
        collectItems(inner, out);
}

void collectItems(QLayout* layout, std::vector<int>& out)
{
    const QMargins m = layout->contentsMargins();
    out.insert(out.end(), {m.left(), m.top(), m.right(), m.bottom(), layout->spacing(), layout->count()});
    if (auto* box = qobject_cast<QBoxLayout*>(layout)) {
        out.push_back(int(box->direction()));
        for (int i = 0; i < box->count(); ++i)
            out.push_back(box->stretch(i));
    }
    for (int i = 0; i < layout->count(); ++i)
        collect(layout->itemAt(i), out);
}
} // namespace

Requests requestsOf(QLayout* layout)
{
    // Not the layout's own hints: they follow from its items', and its geometry is its widget's
    // (cleared by every invalidation until the next activation).
    Requests r;
    collectItems(layout, r.numbers);
    return r;
}

} // namespace steady
