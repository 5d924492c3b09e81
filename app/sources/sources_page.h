#pragma once
// The Sources page (Help → Sources): names each seed article (title as printed, language, what it
// covers) and, for every place where the seeds disagree and the program offers a variant, quotes
// what each source prints, says what its author evidently meant and which reading Steering Lab uses
// by default and why. The seed numbers that appear all over the interface ("(002)", "000/001")
// lead here: the variants' "Sources…" links in the Parameters panel and the Glossary's seeds.
#include <QDialog>

#include <functional>

class FormulaPanel;
class ParametersPanel;
class QDialogButtonBox;
class QLabel;
class QListWidget;
class QMainWindow;
class QMenu;
class QTextBrowser;

class SourcesPage : public QDialog {
    Q_OBJECT
public:
    explicit SourcesPage(QWidget* parent = nullptr);

    bool showSeed(const QString& id);            // "000" … "004"; false when there is no such seed
    bool showVariant(const QString& behaviour);  // "wander", "evade", …; false when not covered
    QString currentEntry() const;                // "seed:002", "variant:evade", or empty
    QListWidget* list() const { return list_; }
    QTextBrowser* details() const { return details_; }

    // The window's page, made on first use, shown and raised. The window makes one (opener())
    // and hands it to every part that links here.
    using Opener = std::function<SourcesPage*()>;
    static Opener opener(QWidget* window);
    // `html` (already escaped) with every seed number 000–004 made a link ("seed:002") that
    // opens this page at that article, for text browsers that pass their links to openLink().
    static QString linkSeeds(const QString& html);
    // Opens a "seed:002" or "variant:evade" link in the page `open` opens; false for any other link.
    static bool openLink(const Opener& open, const QString& link);
    // Adds Help → Sources (after the entries already in `help`) and opens the page at a variant's
    // disagreement when its "Sources…" link in the Parameters panel is clicked, and at a seed when
    // its number in the formula panel's notes and explanations is (when `formulas` is given).
    static void addToWindow(QMainWindow* window, QMenu* help, const Opener& open, ParametersPanel* parameters,
                            FormulaPanel* formulas = nullptr);

protected:
    void changeEvent(QEvent* e) override;

private:
    void retranslateUi();
    void fillList();
    bool showEntry(const QString& key);
    void showDetails();
    QString seedHtml(const QString& id) const;
    QString disagreementHtml(const QString& variant) const;

    QLabel* intro_;
    QListWidget* list_;
    QTextBrowser* details_;
    QDialogButtonBox* buttons_;
};
