#include "glossary_panel.h"

#include "article_names.h"
#include "dialog_on_demand.h"
#include "formula_panel.h"
#include "glossary.h"
#include "help_action.h"
#include "language.h"
#include "sources_page.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTextBrowser>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QTableWidget>
#include <QUrl>
#include <QVBoxLayout>

namespace {
// Columns: the three languages (named in their own language, as in the Language menu), the seed
// and the note in the interface language.
enum Column { En, Zh, Ru, Seed, Note, ColumnCount };
const char* const kLangs[] = {"en", "zh_CN", "ru"};

QString shownForm(const glossary::Term& t, const QString& lang)
{
    // A parameter is shown with the name --set and the formulas use.
    return t.code.isEmpty() ? t.form(lang) : QStringLiteral("%1 (%2)").arg(t.form(lang), t.code);
}

} // namespace

GlossaryPanel::GlossaryPanel(QWidget* parent, SourceLinks openSourceLink)
    : QDialog(parent), intro_(new QLabel(this)), search_(new QLineEdit(this)), table_(new QTableWidget(this)),
      details_(new QTextBrowser(this)), buttons_(new QDialogButtonBox(QDialogButtonBox::Close, this)),
      openSourceLink_(std::move(openSourceLink))
{
    setObjectName(QStringLiteral("glossaryPanel"));
    auto* layout = new QVBoxLayout(this);
    intro_->setWordWrap(true);
    layout->addWidget(intro_);
    search_->setObjectName(QStringLiteral("glossarySearch"));
    search_->setClearButtonEnabled(true);
    layout->addWidget(search_);
    table_->setObjectName(QStringLiteral("glossaryTable"));
    table_->setColumnCount(ColumnCount);
    table_->verticalHeader()->hide();
    for (int c : {En, Zh, Ru, Seed})
        table_->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setWordWrap(false);
    layout->addWidget(table_, 1);
    details_->setObjectName(QStringLiteral("glossaryDetails"));
    details_->setFrameShape(QFrame::NoFrame);
    details_->viewport()->setAutoFillBackground(false); // reads as part of the dialog, not an input box
    details_->setMinimumHeight(details_->fontMetrics().height() * 9);
    layout->addWidget(details_);
    layout->addWidget(buttons_);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(search_, &QLineEdit::textChanged, this, &GlossaryPanel::filter);
    connect(table_, &QTableWidget::itemSelectionChanged, this, &GlossaryPanel::showDetails);
    // The seed numbers lead to the Sources page, which names each article.
    details_->setOpenLinks(false);
    connect(details_, &QTextBrowser::anchorClicked, this,
            [this](const QUrl& url) {
                if (openSourceLink_)
                    openSourceLink_(url.toString());
            });
    connect(table_, &QTableWidget::cellDoubleClicked, this, [this](int row, int column) {
        const QString seeds = column == Seed && table_->item(row, Seed) ? table_->item(row, Seed)->data(Qt::UserRole).toString() : QString();
        if (seeds.size() >= 3 && seeds.at(0).isDigit() && openSourceLink_)
            openSourceLink_(QStringLiteral("seed:") + seeds.left(3));
    });
    resize(900, 620);
    retranslateUi();
}

void GlossaryPanel::retranslateUi()
{
    setWindowTitle(tr("Glossary"));
    intro_->setText(tr("The articles' terms in the three languages of the class, with the article each comes from. A note "
                       "says where a word means something else in everyday speech."));
    search_->setPlaceholderText(tr("Search in any language, or a parameter name"));
    table_->setHorizontalHeaderLabels({language::nativeName(QStringLiteral("en")), language::nativeName(QStringLiteral("zh_CN")),
                                       language::nativeName(QStringLiteral("ru")), tr("Article"), tr("Note")});
    const QString selected = currentTermId();
    fillRows();
    filter(search_->text());
    if (!selected.isEmpty())
        showTerm(selected);
    else
        showDetails();
}

void GlossaryPanel::fillRows()
{
    const glossary::Glossary& g = glossary::bundled();
    const QSignalBlocker block(table_);
    table_->clearContents();
    table_->setRowCount(int(g.terms.size()));
    const QString lang = language::current();
    for (int r = 0; r < int(g.terms.size()); ++r) {
        const glossary::Term& t = g.terms[std::size_t(r)];
        for (int c : {En, Zh, Ru}) {
            auto* item = new QTableWidgetItem(shownForm(t, QLatin1String(kLangs[c])));
            item->setData(Qt::UserRole, t.id);
            table_->setItem(r, c, item);
        }
        // The articles' short names; their numbers (kept for the Sources page) under Qt::UserRole.
        const bool numbered = !t.seed.isEmpty() && t.seed.at(0).isDigit();
        auto* seed = new QTableWidgetItem(numbered ? articles::names(t.seed) : t.seed);
        seed->setData(Qt::UserRole, t.seed);
        if (numbered)
            seed->setToolTip(articles::titles(t.seed) + QLatin1Char('\n') + tr("Double-click to read about this article in Help → Sources"));
        table_->setItem(r, Seed, seed);
        const bool misleads = !t.glossEn.isEmpty();
        auto* note = new QTableWidgetItem(misleads ? t.gloss(lang) : QString());
        note->setToolTip(misleads ? t.gloss(lang) : QString());
        table_->setItem(r, Note, note);
    }
}

void GlossaryPanel::filter(const QString& text)
{
    const glossary::Glossary& g = glossary::bundled();
    const QString needle = text.trimmed();
    for (int r = 0; r < table_->rowCount() && r < int(g.terms.size()); ++r) {
        const glossary::Term& t = g.terms[std::size_t(r)];
        bool match = needle.isEmpty();
        for (const QString& s : {t.en, t.zh, t.ru, t.code, t.glossEn, t.glossZh, t.glossRu})
            match = match || s.contains(needle, Qt::CaseInsensitive);
        table_->setRowHidden(r, !match);
    }
}

bool GlossaryPanel::showTerm(const QString& termId)
{
    for (int r = 0; r < table_->rowCount(); ++r) {
        if (table_->item(r, En)->data(Qt::UserRole).toString() != termId)
            continue;
        search_->clear();
        table_->selectRow(r);
        table_->scrollToItem(table_->item(r, En), QAbstractItemView::PositionAtCenter);
        showDetails();
        return true;
    }
    return false;
}

bool GlossaryPanel::showBehaviour(const QString& behaviourId)
{
    const glossary::Term* t = glossary::bundled().forBehaviour(behaviourId);
    return t && showTerm(t->id);
}

QString GlossaryPanel::currentTermId() const
{
    const QList<QTableWidgetItem*> items = table_->selectedItems();
    return items.isEmpty() ? QString() : table_->item(items.first()->row(), En)->data(Qt::UserRole).toString();
}

int GlossaryPanel::visibleRowCount() const
{
    int n = 0;
    for (int r = 0; r < table_->rowCount(); ++r)
        n += table_->isRowHidden(r) ? 0 : 1;
    return n;
}

void GlossaryPanel::showDetails()
{
    const glossary::Term* t = glossary::bundled().find(currentTermId());
    if (!t) {
        details_->setText(tr("Select a term to see it in the three languages with its notes."));
        return;
    }
    QString html = QStringLiteral("<p><b>%1</b> · <b>%2</b> · <b>%3</b> — %4</p>")
                       .arg(shownForm(*t, QStringLiteral("en")).toHtmlEscaped(), shownForm(*t, QStringLiteral("zh_CN")).toHtmlEscaped(),
                            shownForm(*t, QStringLiteral("ru")).toHtmlEscaped(), SourcesPage::linkSeeds(t->seed.toHtmlEscaped()));
    // Every language's note, the interface language's first: the class reads them side by side.
    const QString lang = language::current();
    QStringList order{lang};
    for (const char* l : kLangs)
        if (QLatin1String(l) != lang)
            order << QLatin1String(l);
    for (const QString& l : order) {
        const QString note = l == QLatin1String("zh_CN") ? t->glossZh : l == QLatin1String("ru") ? t->glossRu : t->glossEn;
        if (!note.isEmpty())
            html += QStringLiteral("<p>%1: %2</p>").arg(language::nativeName(l).toHtmlEscaped(), note.toHtmlEscaped());
    }
    details_->setText(html);
}

void GlossaryPanel::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(e);
}

void GlossaryPanel::addToWindow(QMainWindow* window, QMenu* help, FormulaPanel* formulas, SourceLinks openSourceLink)
{
    auto* action = new HelpAction(window, QStringLiteral("glossary"), [] {
        return std::pair{tr("Glossary"), tr("The terms in English, Chinese and Russian side by side, with a note where a word misleads")};
    });
    help->addAction(action);
    auto panel = dialogOnDemand<GlossaryPanel>([window, openSourceLink] { return new GlossaryPanel(window, openSourceLink); });
    connect(action, &QAction::triggered, window, [panel] { panel(); });
    connect(formulas, &FormulaPanel::behaviourLinkActivated, window,
            [panel](const QString& behaviourId) { panel()->showBehaviour(behaviourId); });
}
