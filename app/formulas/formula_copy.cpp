#include "formula_copy.h"

#include "formula_latex.h"
#include "formula_panel.h"

#include <QAction>
#include <QClipboard>
#include <QEvent>
#include <QGuiApplication>

FormulaCopy::FormulaCopy(FormulaPanel* panel) : QObject(panel), panel_(panel)
{
    plain_ = new QAction(panel);
    plain_->setObjectName(QStringLiteral("copyFormulasText"));
    latex_ = new QAction(panel);
    latex_->setObjectName(QStringLiteral("copyFormulasLatex"));
    // The panel's labels leave the right click to the panel, which offers its actions.
    panel->setContextMenuPolicy(Qt::ActionsContextMenu);
    panel->addAction(plain_);
    panel->addAction(latex_);
    connect(plain_, &QAction::triggered, this, [this] { QGuiApplication::clipboard()->setText(plainText()); });
    connect(latex_, &QAction::triggered, this, [this] { QGuiApplication::clipboard()->setText(latex()); });
    panel->installEventFilter(this);
    retranslateUi();
}

QString FormulaCopy::plainText() const
{
    const auto sheet = panel_->sheet();
    return sheet ? formulas::sheetPlainText(*sheet) : QString();
}

QString FormulaCopy::latex() const
{
    const auto sheet = panel_->sheet();
    return sheet ? formulas::sheetLatex(*sheet) : QString();
}

bool FormulaCopy::eventFilter(QObject* watched, QEvent* e)
{
    if (watched == panel_ && e->type() == QEvent::LanguageChange)
        retranslateUi();
    return QObject::eventFilter(watched, e);
}

void FormulaCopy::retranslateUi()
{
    plain_->setText(tr("Copy as plain text"));
    plain_->setToolTip(tr("Copy the formulas with this frame's numbers as text, in the interface language"));
    latex_->setText(tr("Copy as LaTeX"));
    latex_->setToolTip(tr("Copy the formulas with this frame's numbers as LaTeX (an align* environment: amsmath and amssymb)"));
}
