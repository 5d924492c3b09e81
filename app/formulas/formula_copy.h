#pragma once
// Copy as plain text / Copy as LaTeX: the formula panel's context menu puts the selected
// vehicle's formulas with this frame's numbers on the clipboard, in the interface language, for a
// worksheet, a slide or a message (formula_latex.h writes the texts).
#include <QObject>

class FormulaPanel;
class QAction;

class FormulaCopy : public QObject {
    Q_OBJECT
public:
    explicit FormulaCopy(FormulaPanel* panel);

    QAction* plainTextAction() const { return plain_; }
    QAction* latexAction() const { return latex_; }
    // What the actions put on the clipboard; empty while no vehicle's formulas are shown.
    QString plainText() const;
    QString latex() const;

protected:
    bool eventFilter(QObject* watched, QEvent* e) override;

private:
    void retranslateUi();

    FormulaPanel* panel_;
    QAction* plain_;
    QAction* latex_;
};
