#pragma once
// The Glossary panel (Help → Glossary): every term of the glossary in English, Chinese and
// Russian side by side, with the seed it comes from and a note where the word misleads, so a
// student can map 转向力 to «управляющее воздействие» to "steering force". A search field filters
// the rows (any language, the parameters' names too); the formula panel's section headings open
// the entry of their behaviour.
#include <QDialog>

#include <functional>

class FormulaPanel;
class QDialogButtonBox;
class QLabel;
class QTextBrowser;
class QLineEdit;
class QMainWindow;
class QMenu;
class QTableWidget;

namespace glossary {
struct Term;
}

class GlossaryPanel : public QDialog {
    Q_OBJECT
public:
    // `openSourceLink` opens a seed number's link ("seed:002") in the window's Sources page (empty:
    // the seed numbers lead nowhere).
    using SourceLinks = std::function<bool(const QString& link)>;
    explicit GlossaryPanel(QWidget* parent = nullptr, SourceLinks openSourceLink = {});

    // Clears the search and selects the entry (false when there is no such term).
    bool showTerm(const QString& termId);
    // The entry of a behaviour, by the core's behaviour id ("seek", "avoidCircle", ...).
    bool showBehaviour(const QString& behaviourId);
    QString currentTermId() const;
    int visibleRowCount() const;
    QLineEdit* searchField() const { return search_; }
    QTableWidget* table() const { return table_; }

    // Adds Help → Glossary (after the entries already in `help`) and opens the entry of a
    // formula section when its heading is clicked. The panel is made on first use.
    static void addToWindow(QMainWindow* window, QMenu* help, FormulaPanel* formulas, SourceLinks openSourceLink);

protected:
    void changeEvent(QEvent* e) override;

private:
    void retranslateUi();
    void fillRows();
    void filter(const QString& text);
    void showDetails();

    QLabel* intro_;
    QLineEdit* search_;
    QTableWidget* table_;
    QTextBrowser* details_; // scrolls: four languages' notes may not fit at 1280x800
    QDialogButtonBox* buttons_;
    SourceLinks openSourceLink_;
};
