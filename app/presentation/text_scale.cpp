#include "text_scale.h"

#include "display_texts.h"
#include "stage_view.h"

#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QSettings>
#include <QWidget>

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace {
// Steps a teacher can tell apart on a projector; 3 is the back row of a lecture hall.
constexpr std::array<double, 9> kSteps{0.8, 1.0, 1.15, 1.3, 1.5, 1.75, 2.0, 2.5, 3.0};
const QString kKey = QStringLiteral("textScale");
} // namespace

double TextScale::basePointSize()
{
    static const double base = QApplication::font().pointSizeF(); // before any scaling
    return base;
}

TextScale::TextScale(QWidget* window, StageViews stageViews)
    : QObject(window), w_(window), stageViews_(std::move(stageViews))
{
    basePointSize();
    larger_ = new QAction(w_);
    larger_->setObjectName(QStringLiteral("largerText"));
    // Ctrl+Alt: Ctrl+Shift+= was Ctrl++ on a US or Russian layout, which is the zoom's key (on X11
    // Qt offered the press to both, called it ambiguous and ran neither). KeyForms brings
    // Ctrl+Alt+Shift+= and the keypad's Ctrl+Alt++ here.
    larger_->setShortcuts({QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Equal), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Plus)});
    smaller_ = new QAction(w_);
    smaller_->setObjectName(QStringLiteral("smallerText"));
    smaller_->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Minus));
    w_->addAction(larger_);
    w_->addAction(smaller_);
    connect(larger_, &QAction::triggered, this, &TextScale::larger);
    connect(smaller_, &QAction::triggered, this, &TextScale::smaller);
    w_->installEventFilter(this);
    retranslateUi();
}

bool TextScale::eventFilter(QObject* watched, QEvent* e)
{
    if (watched == w_ && e->type() == QEvent::LanguageChange)
        retranslateUi();
    return QObject::eventFilter(watched, e);
}

void TextScale::retranslateUi()
{
    texts::setActionTexts(larger_, tr("Larger text"),
                          tr("Larger text in the panels, formulas and on the stage, for the back of the classroom"));
    texts::setActionTexts(smaller_, tr("Smaller text"), tr("Smaller text in the panels, formulas and on the stage"));
}

void TextScale::setValue(double scale, bool remember)
{
    if (!std::isfinite(scale))
        return;
    scale = std::clamp(scale, kMin, kMax);
    if (remember)
        QSettings().setValue(kKey, scale);
    larger_->setEnabled(scale < kMax);
    smaller_->setEnabled(scale > kMin);
    if (scale == value_)
        return;
    value_ = scale;
    QFont f = QApplication::font();
    f.setPointSizeF(basePointSize() * scale);
    QApplication::setFont(f);
    for (StageView* v : stageViews_())
        v->setTextScale(scale);
    emit changed(scale);
}

void TextScale::larger()
{
    const auto next = std::upper_bound(kSteps.begin(), kSteps.end(), value_ + 1e-9);
    setValue(next == kSteps.end() ? kMax : *next);
}

void TextScale::smaller()
{
    auto below = std::lower_bound(kSteps.begin(), kSteps.end(), value_ - 1e-9);
    setValue(below == kSteps.begin() ? kMin : *(below - 1));
}
