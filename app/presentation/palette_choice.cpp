#include "palette_choice.h"

#include "controller.h"
#include "formula_panel.h"
#include "lj_plot.h"
#include "stage_view.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QEvent>
#include <QMenu>
#include <QPalette>
#include <QSettings>
#include <QStyle>

#include <utility>

namespace {
const QString kKey = QStringLiteral("palette");

QPalette darkPanels()
{
    QPalette p;
    const QColor window(0x23, 0x28, 0x2e), base(0x1b, 0x1f, 0x24), text(0xe8, 0xeb, 0xef), mid(0x3a, 0x41, 0x4a);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x6f, 0xd8));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x8a, 0xb4, 0xff));
    p.setColor(QPalette::Mid, mid);
    p.setColor(QPalette::Dark, QColor(0x11, 0x14, 0x18));
    p.setColor(QPalette::PlaceholderText, QColor(0xaa, 0xb2, 0xbd));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x80, 0x88, 0x92));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x80, 0x88, 0x92));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x80, 0x88, 0x92));
    return p;
}
} // namespace

PaletteChoice::PaletteChoice(QWidget* window, Parts parts) : QObject(window), w_(window), parts_(std::move(parts))
{
    menu_ = new QMenu(w_);
    menu_->setObjectName(QStringLiteral("paletteMenu"));
    group_ = new QActionGroup(this);
    group_->setExclusive(true);
    for (diagrams::Palette p : diagrams::kPalettes) {
        auto* a = new QAction(group_);
        a->setCheckable(true);
        a->setData(int(p));
        a->setObjectName(QStringLiteral("palette_") + QLatin1String(diagrams::paletteId(p)));
        a->setChecked(p == diagrams::currentPalette());
        menu_->addAction(a);
        connect(a, &QAction::triggered, this, [this, p] { choose(p); });
    }
    w_->installEventFilter(this);
    retranslateUi();
}

bool PaletteChoice::eventFilter(QObject* watched, QEvent* e)
{
    if (watched == w_ && e->type() == QEvent::LanguageChange)
        retranslateUi();
    return QObject::eventFilter(watched, e);
}

void PaletteChoice::retranslateUi()
{
    menu_->setTitle(tr("Palette"));
    for (QAction* a : group_->actions())
        a->setText(diagrams::paletteName(diagrams::Palette(a->data().toInt())));
}

void PaletteChoice::choose(diagrams::Palette p, bool remember)
{
    const bool wasDark = diagrams::currentPalette() == diagrams::Palette::Dark;
    diagrams::setPalette(p);
    if (remember)
        QSettings().setValue(kKey, QString::fromLatin1(diagrams::paletteId(p)));
    for (QAction* a : group_->actions())
        a->setChecked(a->data().toInt() == int(p));
    if (p == diagrams::Palette::Dark)
        QApplication::setPalette(darkPanels());
    else if (wasDark)
        QApplication::setPalette(QApplication::style()->standardPalette());
    // The stage's sizes (legend, labels) and colours, and the formulas' coloured symbols.
    for (StageView* v : parts_.stageViews())
        v->restyle();
    parts_.formulas->restyle();
    parts_.ljPlot->update(); // its curves take the kinds' colours; it repaints only on demand
}
