#include "sources_page.h"

#include "article_names.h"
#include "dialog_on_demand.h"
#include "display_texts.h"
#include "formula_panel.h"
#include "help_action.h"
#include "language.h"
#include "parameters_panel.h"
#include "sources.h"
#include "variants.h"

#include <QAction>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMainWindow>
#include <QMenu>
#include <QRegularExpression>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace {
const QString kSeedPrefix = QStringLiteral("seed:");
const QString kVariantPrefix = QStringLiteral("variant:");

QString fromView(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

using articles::seedsIn;

// An article's name in the list and as a heading: 000 and 001 are one article posted twice.
QString listedName(const QString& id)
{
    if (id == QLatin1String("000"))
        return QCoreApplication::translate("Article", "%1 (first posting)").arg(articles::shortName(id));
    if (id == QLatin1String("001"))
        return QCoreApplication::translate("Article", "%1 (re-posted in 2022)").arg(articles::shortName(id));
    return articles::shortName(id);
}

QString defaultChoice(const QString& variant)
{
    for (const auto& c : steer::variantChoices())
        if (fromView(c.behaviour) == variant && !c.names.empty())
            return fromView(c.names.front());
    return {};
}

} // namespace

SourcesPage::SourcesPage(QWidget* parent)
    : QDialog(parent), intro_(new QLabel(this)), list_(new QListWidget(this)), details_(new QTextBrowser(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Close, this))
{
    setObjectName(QStringLiteral("sourcesPage"));
    auto* layout = new QVBoxLayout(this);
    intro_->setWordWrap(true);
    layout->addWidget(intro_);
    auto* row = new QHBoxLayout;
    list_->setObjectName(QStringLiteral("sourcesList"));
    list_->setWordWrap(true); // titles are long in every language; the whole title is read
    list_->setTextElideMode(Qt::ElideNone);
    list_->setResizeMode(QListView::Adjust);
    list_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    list_->setFixedWidth(fontMetrics().averageCharWidth() * 34);
    row->addWidget(list_);
    details_->setObjectName(QStringLiteral("sourcesDetails"));
    details_->setOpenLinks(false); // seed numbers inside an entry open that seed here
    row->addWidget(details_, 1);
    layout->addLayout(row, 1);
    layout->addWidget(buttons_);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(list_, &QListWidget::currentItemChanged, this, &SourcesPage::showDetails);
    connect(details_, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) { showEntry(url.toString()); });
    resize(980, 660);
    retranslateUi();
    if (list_->count() > 1)
        list_->setCurrentRow(1); // the first article; row 0 is a heading
}

void SourcesPage::retranslateUi()
{
    setWindowTitle(tr("Sources"));
    intro_->setText(tr("Steering Lab is built from four articles; one of them, the AS3 study notes, was posted twice, so five "
                       "copies are listed. Hover over a name for the article's full title. Where they disagree, the Parameters "
                       "panel offers each reading as a variant."));
    const QString current = currentEntry();
    fillList();
    if (!current.isEmpty())
        showEntry(current);
}

void SourcesPage::fillList()
{
    const sources::Sources& data = sources::bundled();
    const QString lang = language::current();
    const QSignalBlocker block(list_);
    list_->clear();
    auto heading = [this](const QString& text) {
        auto* item = new QListWidgetItem(text, list_);
        QFont bold = list_->font();
        bold.setBold(true);
        item->setFont(bold);
        item->setFlags(Qt::ItemIsEnabled); // not selectable, but not greyed out either: read from the back row
    };
    heading(tr("Articles"));
    for (const sources::Seed& s : data.seeds) {
        auto* item = new QListWidgetItem(listedName(s.id), list_);
        item->setToolTip(articles::titles(s.id)); // the full title as printed, with author or date
        item->setData(Qt::UserRole, kSeedPrefix + s.id);
    }
    heading(tr("Where the articles disagree"));
    for (const sources::Disagreement& d : data.disagreements) {
        auto* item = new QListWidgetItem(d.heading.in(lang), list_);
        item->setData(Qt::UserRole, kVariantPrefix + d.variant);
    }
}

bool SourcesPage::showEntry(const QString& key)
{
    for (int r = 0; r < list_->count(); ++r) {
        if (list_->item(r)->data(Qt::UserRole).toString() != key)
            continue;
        list_->setCurrentRow(r);
        list_->scrollToItem(list_->item(r));
        showDetails(); // also when it was already current: the language may have changed
        return true;
    }
    return false;
}

bool SourcesPage::showSeed(const QString& id) { return showEntry(kSeedPrefix + id); }

bool SourcesPage::showVariant(const QString& behaviour) { return showEntry(kVariantPrefix + behaviour); }

QString SourcesPage::currentEntry() const
{
    const QListWidgetItem* item = list_->currentItem();
    return item ? item->data(Qt::UserRole).toString() : QString();
}

void SourcesPage::showDetails()
{
    const QString key = currentEntry();
    if (key.startsWith(kSeedPrefix))
        details_->setHtml(seedHtml(key.mid(kSeedPrefix.size())));
    else if (key.startsWith(kVariantPrefix))
        details_->setHtml(disagreementHtml(key.mid(kVariantPrefix.size())));
    else
        details_->setHtml(QStringLiteral("<p>%1</p>").arg(tr("Select an article or a disagreement.").toHtmlEscaped()));
}

QString SourcesPage::seedHtml(const QString& id) const
{
    const sources::Seed* s = sources::bundled().seed(id);
    if (!s)
        return {};
    const QString lang = language::current();
    QString html = QStringLiteral("<h2>%1</h2>").arg(listedName(s->id).toHtmlEscaped());
    html += QStringLiteral("<p><b>%1</b></p>").arg((s->title.isEmpty() ? tr("(no title in the copy)") : s->title).toHtmlEscaped());
    html += QStringLiteral("<p>%1</p>").arg(tr("Language: %1").arg(s->language.in(lang)).toHtmlEscaped());
    if (!s->byline.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(tr("Author and date as the copy gives them: %1").arg(s->byline).toHtmlEscaped());
    html += QStringLiteral("<p>%1</p>").arg(linkSeeds(s->covers.in(lang).toHtmlEscaped()));
    // Where this article takes a side: the teacher looking up "(002)" wants these first.
    // An article may print more than one reading (000's comment says one thing, its code another).
    QStringList sides;
    for (const sources::Disagreement& d : sources::bundled().disagreements) {
        QStringList readings;
        for (const sources::Printed& p : d.prints)
            if (seedsIn(p.seeds).contains(id))
                readings << texts::variantShortLabel(d.variant, p.choice).toHtmlEscaped();
        if (!readings.isEmpty())
            sides << QStringLiteral("<li>%1</li>")
                         .arg(tr("%1: %2", "a disagreement, then the readings this article prints; the colon as the language writes it")
                                  .arg(QStringLiteral("<a href=\"%1%2\">%3</a>").arg(kVariantPrefix, d.variant, d.heading.in(lang).toHtmlEscaped()),
                                       readings.join(QStringLiteral(" · "))));
    }
    if (!sides.isEmpty())
        html += QStringLiteral("<h3>%1</h3><ul>%2</ul>").arg(tr("Where it disagrees with the others").toHtmlEscaped(), sides.join(QString()));
    return html;
}

QString SourcesPage::disagreementHtml(const QString& variant) const
{
    const sources::Disagreement* d = sources::bundled().disagreement(variant);
    if (!d)
        return {};
    const QString lang = language::current();
    const QString chosenByDefault = defaultChoice(variant);
    QString html = QStringLiteral("<h2>%1</h2>").arg(d->heading.in(lang).toHtmlEscaped());
    html += QStringLiteral("<h3>%1</h3>").arg(tr("What each source prints").toHtmlEscaped());
    for (const sources::Printed& p : d->prints) {
        const QString who = p.seeds.isEmpty() ? tr("in none of the articles").toHtmlEscaped() : linkSeeds(p.seeds.toHtmlEscaped());
        QString choice = texts::variantShortLabel(variant, p.choice).toHtmlEscaped();
        if (p.choice == chosenByDefault)
            choice = tr("%1 (the default)").arg(texts::variantShortLabel(variant, p.choice)).toHtmlEscaped();
        html += QStringLiteral("<p><b>%1</b> — %2</p>").arg(who, choice);
        // pre-wrap: a long printed line wraps instead of running out of the box
        html += QStringLiteral("<pre style=\"white-space: pre-wrap; margin-left: 12px\">%1</pre>").arg(p.code.toHtmlEscaped());
        html += QStringLiteral("<p style=\"margin-left: 12px\">%1</p>").arg(linkSeeds(p.note.in(lang).toHtmlEscaped()));
    }
    html += QStringLiteral("<h3>%1</h3><p>%2</p>")
                .arg(tr("What the author evidently meant").toHtmlEscaped(), linkSeeds(d->meant.in(lang).toHtmlEscaped()));
    html += QStringLiteral("<h3>%1</h3><p>%2</p>")
                .arg(tr("Steering Lab's default: %1").arg(texts::variantShortLabel(variant, chosenByDefault)).toHtmlEscaped(),
                     linkSeeds(d->why.in(lang).toHtmlEscaped()));
    return html;
}

QString SourcesPage::linkSeeds(const QString& html)
{
    // A reference to seeds by number ("002", "000/001", "000–002"; the data keeps numbers) becomes
    // the articles' short names, and a short name the text already says (in the interface
    // language, as written there) is linked too: the class reads names, a click opens the article.
    static const QStringList kIds{QStringLiteral("000"), QStringLiteral("002"), QStringLiteral("003"), QStringLiteral("004")};
    QStringList alternatives{QStringLiteral("(?<![\\d.])00[0-4](?:[/–]00[0-4])*(?![\\d.])")};
    for (const QString& id : kIds)
        alternatives << QRegularExpression::escape(articles::shortName(id).toHtmlEscaped());
    const QRegularExpression reference(alternatives.join(QLatin1Char('|')));
    QString out;
    qsizetype done = 0;
    for (auto it = reference.globalMatch(html); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString found = m.captured();
        QString id = found.left(3);
        QString shown = found;
        if (found.at(0).isDigit())
            shown = articles::names(found).toHtmlEscaped();
        else
            for (const QString& k : kIds)
                if (articles::shortName(k).toHtmlEscaped() == found)
                    id = k;
        out += html.mid(done, m.capturedStart() - done);
        out += QStringLiteral("<a href=\"%1%2\">%3</a>").arg(kSeedPrefix, id, shown);
        done = m.capturedEnd();
    }
    return out + html.mid(done);
}

void SourcesPage::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(e);
}

SourcesPage::Opener SourcesPage::opener(QWidget* window)
{
    return dialogOnDemand<SourcesPage>([window] { return new SourcesPage(window); });
}

bool SourcesPage::openLink(const Opener& open, const QString& link)
{
    if (!link.startsWith(kSeedPrefix) && !link.startsWith(kVariantPrefix))
        return false;
    return open()->showEntry(link);
}

void SourcesPage::addToWindow(QMainWindow* window, QMenu* help, const Opener& open, ParametersPanel* parameters,
                              FormulaPanel* formulas)
{
    auto* action = new HelpAction(window, QStringLiteral("sources"), [] {
        return std::pair{tr("Sources"), tr("The articles the program is built from, and what each prints where they disagree")};
    });
    help->addAction(action);
    connect(action, &QAction::triggered, window, [open] { open(); });
    connect(parameters, &ParametersPanel::sourcesRequested, window,
            [open](const QString& behaviour) { open()->showVariant(behaviour); });
    if (formulas) {
        formulas->setSeedLinks(&SourcesPage::linkSeeds);
        formulas->setArticleTitles(&articles::titlesIn);
        connect(formulas, &FormulaPanel::sourceLinkActivated, window,
                [open](const QString& link) { openLink(open, link); });
    }
}
