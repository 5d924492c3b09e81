#pragma once
// The classroom's text size, its own setting apart from the stage zoom: the panels, menus and
// formulas (the application font) and the stage's labels, legend, names, arrow heads and line
// widths (StageView::setTextScale) grow and shrink together. View → Larger text (Ctrl+Alt+=)
// and Smaller text (Ctrl+Alt+−) walk the steps; the size is remembered between runs.
#include <QObject>

#include <functional>
#include <vector>

class QAction;
class StageView;

class TextScale : public QObject {
    Q_OBJECT
public:
    static constexpr double kMin = 0.8;
    static constexpr double kMax = 3.0;

    // The window the two actions (and their keys) belong to, and every stage view to resize: the
    // main one and each compare pane's, asked afresh each time (panes come and go).
    using StageViews = std::function<std::vector<StageView*>()>;
    TextScale(QWidget* window, StageViews stageViews);

    double value() const { return value_; }
    // Clamped to kMin .. kMax; remembered unless `remember` is false (--text-scale, screenshots).
    void setValue(double scale, bool remember = true);
    void larger();
    void smaller();
    QAction* largerAction() const { return larger_; }
    QAction* smallerAction() const { return smaller_; }
    // The application font's size at scale 1 (points).
    static double basePointSize();

signals:
    void changed(double scale);

protected:
    bool eventFilter(QObject* watched, QEvent* e) override;

private:
    void retranslateUi();

    QWidget* w_;
    StageViews stageViews_;
    QAction* larger_;
    QAction* smaller_;
    double value_ = 1.0;
};
