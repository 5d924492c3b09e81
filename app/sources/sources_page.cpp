#include "sources_page.h"

#include "display_texts.h"
#include "formula_panel.h"
#include "help_action.h"
#include "language.h"
#include "parameters_panel.h"
#include "sources.h"
#include "variants.h"

#include <QAction>
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

// The seeds a reading is printed in: "000/001" is two, "000–002" is three.
QStringList seedsIn(const QString& seeds)
{
    QStringList out;
    static const QRegularExpression number(QStringLiteral("\\d{3}"));
    int previous = -1;
    for (auto it = number.globalMatch(seeds); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const int n = m.captured().toInt();
        const bool range = previous >= 0 && m.capturedStart() > 0 && seeds.at(m.capturedStart() - 1) == QChar(0x2013);
        for (int k = range ? previous + 1 : n; k <= n; ++k)
            out << QStringLiteral("%1").arg(k, 3, 10, QLatin1Char('0'));
        previous = n;
    }
    return out;
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
    intro_->setText(tr("Steering Lab is built from five articles, called by their numbers 000–004 everywhere in the program. "
                       "Where they disagree, the Parameters panel offers each reading as a variant."));
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
        const QString title = s.title.isEmpty() ? tr("(no title in the copy)") : s.title;
        auto* item = new QListWidgetItem(QStringLiteral("%1  %2").arg(s.id, title), list_);
        item->setData(Qt::UserRole, kSeedPrefix + s.id);
    }
    heading(tr("Where the seeds disagree"));
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
    QString html = QStringLiteral("<h2>%1</h2>").arg(s->id);
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
        const QString who = p.seeds.isEmpty() ? tr("not in the seeds").toHtmlEscaped() : linkSeeds(p.seeds.toHtmlEscaped());
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
    static const QRegularExpression seed(QStringLiteral("(?<![\\d.])(00[0-4])(?![\\d.])"));
    QString out = html;
    return out.replace(seed, QStringLiteral("<a href=\"%1\\1\">\\1</a>").arg(kSeedPrefix));
}

void SourcesPage::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(e);
}

SourcesPage* SourcesPage::open(QWidget* window)
{
    auto* page = window->findChild<SourcesPage*>(QStringLiteral("sourcesPage"));
    if (!page)
        page = new SourcesPage(window);
    page->show();
    page->raise();
    page->activateWindow();
    return page;
}

bool SourcesPage::openLink(QWidget* window, const QString& link)
{
    if (!link.startsWith(kSeedPrefix) && !link.startsWith(kVariantPrefix))
        return false;
    return open(window)->showEntry(link);
}

void SourcesPage::addToWindow(QMainWindow* window, QMenu* help, ParametersPanel* parameters, FormulaPanel* formulas)
{
    auto* action = new HelpAction(window, QStringLiteral("sources"), [] {
        return std::pair{tr("Sources"), tr("The seed articles 000–004, and what each prints where they disagree")};
    });
    help->addAction(action);
    connect(action, &QAction::triggered, window, [window] { open(window); });
    connect(parameters, &ParametersPanel::sourcesRequested, window,
            [window](const QString& behaviour) { open(window)->showVariant(behaviour); });
    if (formulas) {
        formulas->setSeedLinks(&SourcesPage::linkSeeds);
        connect(formulas, &FormulaPanel::sourceLinkActivated, window,
                [window](const QString& link) { openLink(window, link); });
    }
}
