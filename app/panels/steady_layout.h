#pragma once
// A box layout that is not redone when a widget in it changes its text but not its size.
//
// A label whose text changes calls updateGeometry(), which invalidates its parent's layout; that
// layout's activation then calls updateGeometry() on its own widget, and so on up to the main
// window, whose layout is redone and whose dock separators are repainted. While a demo plays the
// frame counter, the plot's value and the formula heading change every frame, so the whole window
// was laid out again 1.5 times a frame (bench_play BENCH_PLAY_PAINTS=1 counts it).
//
// This layout remembers what each of its items (nested layouts included) asks for: size hint,
// minimum and maximum size, growth directions, alignment, height for the item's current width,
// whether it is shown, the spacings and margins. An invalidation that finds all of it unchanged is
// dropped: laying out the same requests again would give every widget the place it has, so nothing
// shown changes. Any difference (a longer number, a line that wraps, a widget shown or hidden, a
// new style) invalidates as QBoxLayout always does.
#include <QBoxLayout>
#include <QVBoxLayout>
#include <QWidget>

#include <vector>

namespace steady {

// What a layout's items ask for, flattened depth first.
struct Requests {
    std::vector<int> numbers;
    bool operator==(const Requests&) const = default;
};
Requests requestsOf(QLayout* layout);

template <class Box>
class SteadyLayout : public Box {
public:
    using Box::Box;
    void invalidate() override
    {
        // Only a shown layout is compared: asking a widget not yet shown for its size hint would
        // polish it early.
        const QWidget* w = this->parentWidget();
        if (!w || !w->isVisible()) {
            known_ = false;
            Box::invalidate();
            return;
        }
        Requests now = requestsOf(this);
        if (known_ && now == last_)
            return; // nothing asked for changed: every widget keeps its place
        last_ = std::move(now);
        known_ = true;
        Box::invalidate();
    }

private:
    Requests last_;
    bool known_ = false;
};

using VBoxLayout = SteadyLayout<QVBoxLayout>;

} // namespace steady
