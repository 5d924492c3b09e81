// The Sources page (issue #14, "Knowing why"): the data names every seed article 000–004 and
// explains every variant switch of the core (a new switch without an entry fails here), in all
// three languages; the page opens from Help → Sources and from a variant's "Sources…" link at that
// variant's disagreement; in Chinese and Russian the page reads in that language, switches at run
// time, and nothing is cut off at a 1280x800 window.
#include "article_names.h"
#include "controller.h"
#include "display_texts.h"
#include "formula_panel.h"
#include "glossary.h"
#include "glossary_panel.h"
#include "language.h"
#include "help_menu.h"
#include "main_window.h"
#include "parameters_panel.h"
#include "scenarios.h"
#include "sources.h"
#include "sources_page.h"
#include "variants.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QScrollBar>
#include <QStyle>
#include <QTest>
#include <QTextBrowser>

#include <algorithm>

namespace {
QString fromView(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }
// toPlainText() turns the no-break spaces that keep a formula on one line into plain spaces.
QString plain(QString s) { return s.replace(QChar::Nbsp, QLatin1Char(' ')); }

// Whether `shown` holds the data text `t`: the page names the articles where the data cites them
// by number ("002", "000/001", issue #32), so every piece of `t` between such numbers is there.
bool showsText(const QString& shown, const QString& t)
{
    static const QRegularExpression reference(QStringLiteral("00[0-4](?:[/–]00[0-4])*"));
    for (const QString& piece : plain(t).split(reference, Qt::SkipEmptyParts))
        if (!shown.contains(piece))
            return false;
    return true;
}

SourcesPage* openFromHelpMenu(MainWindow& w) { return openFromHelpMenu<SourcesPage>(w, "sources", "sourcesPage"); }

// A scenario whose Parameters panel shows this variant switch.
const steer::ScenarioInfo* scenarioWith(const QString& variant)
{
    for (const steer::ScenarioInfo& s : steer::scenarioTable())
        for (auto v : s.variants)
            if (fromView(v) == variant)
                return &s;
    return nullptr;
}

QStringList variants()
{
    QStringList out;
    for (const auto& c : steer::variantChoices())
        out << fromView(c.behaviour);
    return out;
}

// Every entry of the list: the seeds, then the disagreements.
QStringList entries()
{
    QStringList out;
    for (const sources::Seed& s : sources::bundled().seeds)
        out << QStringLiteral("seed:") + s.id;
    for (const QString& v : variants())
        out << QStringLiteral("variant:") + v;
    return out;
}

// The page's own headings, which must be translated (the data's texts are checked separately).
const char* const kHeadings[] = {"Sources", "Articles", "Where the articles disagree", "What each source prints",
                                 "What the author evidently meant"};
} // namespace

class TestSources : public QObject {
    Q_OBJECT
private slots:
    void init() { language::install(QStringLiteral("en")); }

    // The data: every seed 000–004 named with its language and what it covers, every variant
    // switch of the core explained (each of its readings quoted, the default's reason given), all in
    // three languages, with none of the forms the glossary forbids.
    void dataCoversEverySeedAndVariant()
    {
        const sources::Sources& data = sources::bundled();
        QVERIFY2(data.error.isEmpty(), qPrintable(data.error));
        QCOMPARE(int(data.seeds.size()), 5);
        for (const QString id : {"000", "001", "002", "003", "004"}) {
            const sources::Seed* s = data.seed(id);
            QVERIFY2(s, qPrintable(id));
            QVERIFY2(s->language.complete() && s->covers.complete(), qPrintable(id));
            // 004's copy begins with "效果：" and has no title line; the others print theirs.
            QVERIFY2(!s->title.isEmpty() || id == QLatin1String("004"), qPrintable(id));
        }
        QCOMPARE(int(data.disagreements.size()), int(steer::variantChoices().size()));
        for (const auto& choice : steer::variantChoices()) {
            const QString v = fromView(choice.behaviour);
            const sources::Disagreement* d = data.disagreement(v);
            QVERIFY2(d, qPrintable(QStringLiteral("no disagreement for the variant switch ") + v));
            QVERIFY2(d->heading.complete() && d->meant.complete() && d->why.complete(), qPrintable(v));
            QStringList quoted;
            for (const sources::Printed& p : d->prints) {
                QVERIFY2(!p.code.isEmpty() && p.note.complete(), qPrintable(v + QLatin1Char('/') + p.choice));
                quoted << p.choice;
            }
            QStringList names;
            for (auto n : choice.names)
                names << fromView(n);
            // Every reading the switch offers is quoted, and nothing the switch does not offer.
            for (const QString& n : names)
                QVERIFY2(quoted.contains(n), qPrintable(v + QStringLiteral(": no quote for ") + n));
            for (const QString& q : quoted)
                QVERIFY2(names.contains(q), qPrintable(v + QStringLiteral(": unknown reading ") + q));
        }
        // The texts a class reads in Chinese and Russian keep the glossary's forms.
        QStringList texts;
        auto add = [&texts](const sources::Text& t) { texts << QStringLiteral("zh_CN\t") + t.zh << QStringLiteral("ru\t") + t.ru; };
        for (const sources::Seed& s : data.seeds)
            add(s.covers);
        for (const sources::Disagreement& d : data.disagreements) {
            add(d.heading), add(d.meant), add(d.why);
            for (const sources::Printed& p : d.prints)
                add(p.note);
        }
        for (const glossary::Never& n : glossary::bundled().never)
            for (const QString& t : texts)
                QVERIFY2(!t.startsWith(n.lang + QLatin1Char('\t')) || !t.contains(QRegularExpression(n.pattern)),
                         qPrintable(t + QStringLiteral(" — ") + n.why));
    }

    void helpMenuOpensThePage()
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        SourcesPage* page = openFromHelpMenu(w);
        QVERIFY(page);
        QVERIFY(page->isVisible());
        QCOMPARE(page->currentEntry(), QStringLiteral("seed:000"));
        QVERIFY(page->details()->toPlainText().contains(QStringLiteral("“AS3.0高级动画编程”学习：第二章转向行为（下）")));
        QVERIFY(page->details()->toPlainText().contains(QStringLiteral("Chinese (simplified)")));
        // Seed 002 lists the disagreements it takes a side in, by name.
        QVERIFY(page->showSeed(QStringLiteral("002")));
        const QString text = page->details()->toPlainText();
        QVERIFY(text.contains(QStringLiteral("Управление поведениями (Steering behaviors). Часть 2.")));
        QVERIFY2(text.contains(QStringLiteral("Evade prediction")) && text.contains(QStringLiteral("Wander angle step")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("Flock alignment")), qPrintable(text)); // 002 has no flock
        // A seed number inside an entry is a link to that seed.
        QVERIFY(page->showVariant(QStringLiteral("evade")));
        QVERIFY(page->details()->toHtml().contains(QStringLiteral("href=\"seed:002\"")));
        emit page->details()->anchorClicked(QUrl(QStringLiteral("seed:002")));
        QCOMPARE(page->currentEntry(), QStringLiteral("seed:002"));
    }

    // The Glossary's seed numbers lead here too: "seed 002" under a term is a link to that article.
    void glossarySeedLinksOpenThePage()
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        w.findChild<QAction*>(QStringLiteral("glossary"))->trigger();
        auto* glossaryPanel = w.findChild<GlossaryPanel*>(QStringLiteral("glossaryPanel"));
        QVERIFY(glossaryPanel);
        QVERIFY(glossaryPanel->showTerm(QStringLiteral("evade"))); // seed "002"
        auto* details = glossaryPanel->findChild<QTextBrowser*>(QStringLiteral("glossaryDetails"));
        QVERIFY(details);
        QVERIFY2(details->toHtml().contains(QStringLiteral("href=\"seed:002\"")), qPrintable(details->toHtml()));
        emit details->anchorClicked(QUrl(QStringLiteral("seed:002")));
        auto* page = w.findChild<SourcesPage*>(QStringLiteral("sourcesPage"));
        QVERIFY(page);
        QVERIFY(page->isVisible());
        QCOMPARE(page->currentEntry(), QStringLiteral("seed:002"));
    }

    // The formula panel's article names lead here as well: wander's step note "(Russian
    // translation)" and the explanation's "AS3 study notes" are links, and clicking one opens the
    // page at that article.
    void formulaSeedNumbersOpenThePage()
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        w.controller()->switchScenario(steer::ScenarioId::Wander);
        QCoreApplication::processEvents();
        auto* formulas = w.findChild<FormulaPanel*>();
        QVERIFY(formulas);
        QWidget* step = nullptr;
        for (QWidget* line : formulas->lineWidgets())
            if (static_cast<QLabel*>(line)->text().contains(QStringLiteral("(<a href=\"seed:002\">Russian translation</a>)")))
                step = line;
        QVERIFY2(step, qPrintable(formulas->plainText()));
        QVERIFY(static_cast<QLabel*>(step)->textInteractionFlags() & Qt::LinksAccessibleByMouse);
        bool explained = false;
        for (const QLabel* l : formulas->findChildren<QLabel*>())
            explained = explained || (l->isVisible() && l->text().contains(QStringLiteral("<a href=\"seed:000\">AS3 study notes</a>")));
        QVERIFY(explained);
        QVERIFY(!w.findChild<SourcesPage*>(QStringLiteral("sourcesPage")));
        emit static_cast<QLabel*>(step)->linkActivated(QStringLiteral("seed:002"));
        auto* page = w.findChild<SourcesPage*>(QStringLiteral("sourcesPage"));
        QVERIFY(page);
        QVERIFY(page->isVisible());
        QCOMPARE(page->currentEntry(), QStringLiteral("seed:002"));
        QVERIFY(page->details()->toPlainText().contains(QStringLiteral("Управление поведениями (Steering behaviors). Часть 2.")));
    }

    // The articles' short names in the interface language's prose, also inflected (Russian), and
    // their numbers: which articles a text names. The texts are the catalogues' own.
    void articlesNamedInText()
    {
        using articles::mentionedIn;
        QCOMPARE(mentionedIn(QStringLiteral("as printed in the Russian translation: a point behind the pursuer")), QStringList{"002"});
        QCOMPARE(mentionedIn(QStringLiteral("Book (AS3 study notes, Russian translation)")), (QStringList{"000", "002"}));
        QCOMPARE(mentionedIn(QStringLiteral("as in 000/001 and 003")), (QStringList{"000", "003"}));
        QCOMPARE(mentionedIn(QStringLiteral("t = dist / maxSpeed, 1.000 px, frame 1004, 0.004")), QStringList{});
        QVERIFY(language::install(QStringLiteral("ru")));
        QCOMPARE(mentionedIn(QStringLiteral("как напечатано в русском переводе: точка позади")), QStringList{"002"});
        QCOMPARE(mentionedIn(QStringLiteral("отброшено (как напечатано в конспекте AS3)")), QStringList{"000"});
        QCOMPARE(mentionedIn(QStringLiteral("порт на Cocos вычитает среднюю скорость")), QStringList{"003"});
        QCOMPARE(mentionedIn(QStringLiteral("шаг в пределах ±wanderRange/2")), QStringList{});
        QVERIFY(language::install(QStringLiteral("zh_CN")));
        QCOMPARE(mentionedIn(QStringLiteral("按俄文译文的原文：追捕者身后的一个点")), QStringList{"002"});
        QCOMPARE(mentionedIn(QStringLiteral("书中（AS3 学习笔记、俄文译文）")), (QStringList{"000", "002"}));
    }

    // Formula lines and variant choices name an article by its short name; on hover they give its
    // full title as printed (the Sources data's), as the glossary and the claims do, in each
    // interface language. Wander's step line names the Russian translation (the default, "range")
    // or the AS3 study notes ("printed").
    void fullTitlesOnHover_data()
    {
        QTest::addColumn<QString>("lang");
        for (const char* lang : {"en", "zh_CN", "ru"})
            QTest::newRow(lang) << QString::fromLatin1(lang);
    }
    void fullTitlesOnHover()
    {
        QFETCH(QString, lang);
        QVERIFY(language::install(lang));
        const QString as3 = sources::bundled().seed(QStringLiteral("000"))->title;
        const QString russian = sources::bundled().seed(QStringLiteral("002"))->title;
        QVERIFY(!as3.isEmpty() && !russian.isEmpty());
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        w.controller()->switchScenario(steer::ScenarioId::Wander);
        QCoreApplication::processEvents();
        auto* formulas = w.findChild<FormulaPanel*>();
        QVERIFY(formulas);
        // The line whose note names an article (its short name in this language) and its tooltip.
        auto tipOfLineNaming = [&](const QString& id) {
            const QString name = articles::shortName(id);
            for (QWidget* line : formulas->lineWidgets())
                if (articles::mentionedIn(static_cast<QLabel*>(line)->text()).contains(id))
                    return line->toolTip();
            return QStringLiteral("<no line names %1 in: %2>").arg(name, formulas->plainText());
        };
        const QString rangeTip = tipOfLineNaming(QStringLiteral("002"));
        QVERIFY2(rangeTip.contains(russian.toHtmlEscaped()), qPrintable(rangeTip));
        QVERIFY2(!rangeTip.contains(as3.toHtmlEscaped()), qPrintable(rangeTip));
        // The explanations under the lines: each naming an article has its titles on hover.
        int explained = 0;
        const std::vector<QWidget*> lines = formulas->lineWidgets();
        for (const QLabel* l : formulas->findChildren<QLabel*>())
            if (l->isVisible() && !articles::mentionedIn(l->text()).isEmpty() && std::find(lines.begin(), lines.end(), l) == lines.end()) {
                ++explained;
                QVERIFY2(l->toolTip().contains(as3.toHtmlEscaped()) || l->toolTip().contains(russian.toHtmlEscaped()), qPrintable(l->text()));
            }
        QVERIFY(explained > 0);

        // The variant's choices in the Parameters panel: each choice's tooltip has its articles' titles.
        auto* parameters = w.findChild<ParametersPanel*>();
        QVERIFY(parameters);
        QComboBox* box = parameters->variantBox(QStringLiteral("wander"));
        QVERIFY(box);
        const QString rangeChoice = box->itemData(box->findData(QStringLiteral("range")), Qt::ToolTipRole).toString();
        const QString printedChoice = box->itemData(box->findData(QStringLiteral("printed")), Qt::ToolTipRole).toString();
        QVERIFY2(rangeChoice.contains(russian) && !rangeChoice.contains(as3), qPrintable(rangeChoice));
        QVERIFY2(printedChoice.contains(as3) && !printedChoice.contains(russian), qPrintable(printedChoice));

        // Compare → Add pane offers the other choice, with its articles' titles on hover too.
        const QAction* addPrinted = w.findChild<QAction*>(QStringLiteral("compareAdd_wander_printed"));
        QVERIFY(addPrinted);
        QVERIFY2(addPrinted->toolTip().contains(as3), qPrintable(addPrinted->toolTip()));

        // As printed in the AS3 study notes: the line now names them, with their title on hover.
        QCOMPARE(w.controller()->setVariant(QStringLiteral("wander"), QStringLiteral("printed")), QString());
        w.controller()->stepForward();
        formulas->flush();
        QCoreApplication::processEvents();
        const QString printedTip = tipOfLineNaming(QStringLiteral("000"));
        QVERIFY2(printedTip.contains(as3.toHtmlEscaped()), qPrintable(printedTip));
    }

    // Every variant's "Sources…" link in the Parameters panel opens its own disagreement, with
    // every quoted line and the default named.
    void variantLinkOpensItsDisagreement_data()
    {
        QTest::addColumn<QString>("variant");
        for (const QString& v : variants())
            QTest::newRow(qPrintable(v)) << v;
    }
    void variantLinkOpensItsDisagreement()
    {
        QFETCH(QString, variant);
        const steer::ScenarioInfo* s = scenarioWith(variant);
        QVERIFY2(s, "no scenario offers this variant");
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        w.controller()->switchScenario(s->id);
        QCoreApplication::processEvents();
        QLabel* link = w.parametersPanel()->sourcesLink(variant);
        QVERIFY(link);
        QVERIFY(link->isVisibleTo(&w));
        QVERIFY(link->text().contains(QStringLiteral("Sources…")));
        emit link->linkActivated(variant);
        auto* page = w.findChild<SourcesPage*>(QStringLiteral("sourcesPage"));
        QVERIFY(page);
        QVERIFY(page->isVisible());
        QCOMPARE(page->currentEntry(), QStringLiteral("variant:") + variant);
        const QString text = page->details()->toPlainText();
        const sources::Disagreement* d = sources::bundled().disagreement(variant);
        QVERIFY(text.contains(plain(d->heading.en)));
        for (const sources::Printed& p : d->prints)
            QVERIFY2(text.contains(p.code.section(QLatin1Char('\n'), 0, 0)), qPrintable(p.code));
        const QString byDefault = fromView(steer::variantChoices()[std::size_t(variants().indexOf(variant))].names.front());
        QVERIFY(text.contains(QStringLiteral("Steering Lab's default: ") + texts::variantShortLabel(variant, byDefault)));
        QVERIFY2(showsText(text, d->why.en), qPrintable(text));
    }

    // In Chinese and Russian the page reads in that language, switching at run time on the entry
    // that was open; every entry's texts and the page's own headings are translated.
    void pageInEveryLanguage_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("title");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("原文出处");
        QTest::newRow("ru") << QStringLiteral("ru") << QStringLiteral("Источники");
    }
    void pageInEveryLanguage()
    {
        QFETCH(QString, lang);
        QFETCH(QString, title);
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        SourcesPage* page = openFromHelpMenu(w);
        QVERIFY(page);
        QVERIFY(page->showVariant(QStringLiteral("alignment")));
        QVERIFY(w.setLanguage(lang));
        QCoreApplication::processEvents();
        QCOMPARE(page->windowTitle(), title);
        QCOMPARE(w.findChild<QAction*>(QStringLiteral("sources"))->text(), title);
        QCOMPARE(page->currentEntry(), QStringLiteral("variant:alignment"));
        const sources::Sources& data = sources::bundled();
        for (const QString& key : entries()) {
            QVERIFY(key.startsWith(QLatin1String("seed:")) ? page->showSeed(key.mid(5)) : page->showVariant(key.mid(8)));
            const QString text = page->details()->toPlainText();
            QStringList wanted, english;
            if (const sources::Seed* s = data.seed(key.mid(5)); key.startsWith(QLatin1String("seed:")) && s) {
                wanted << s->language.in(lang) << s->covers.in(lang);
                english << s->covers.en;
            } else if (const sources::Disagreement* d = data.disagreement(key.mid(8))) {
                wanted << d->heading.in(lang) << d->meant.in(lang) << d->why.in(lang);
                english << d->heading.en << d->meant.en << d->why.en;
                for (const sources::Printed& p : d->prints)
                    wanted << p.note.in(lang), english << p.note.en;
            }
            for (const QString& t : wanted)
                QVERIFY2(showsText(text, t), qPrintable(key + QStringLiteral(": missing ") + t));
            for (const QString& t : english)
                QVERIFY2(!text.contains(plain(t)), qPrintable(key + QStringLiteral(": English left ") + t));
            for (const char* h : kHeadings)
                QVERIFY2(!text.contains(QLatin1String(h)), qPrintable(key + QStringLiteral(": heading in English ") + QLatin1String(h)));
        }
        for (int r = 0; r < page->list()->count(); ++r)
            for (const char* h : kHeadings)
                QVERIFY2(page->list()->item(r)->text() != QLatin1String(h), h);
    }

    // At the size it opens from a 1280x800 window the page fits on the screen, every list entry
    // shows its whole text, and no entry's text runs out of the box sideways.
    void nothingCutAt1280x800_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
        QTest::newRow("ru") << QStringLiteral("ru");
    }
    void nothingCutAt1280x800()
    {
        QFETCH(QString, lang);
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(w.setLanguage(lang));
        SourcesPage* page = openFromHelpMenu(w);
        QVERIFY(page);
        QVERIFY(QTest::qWaitForWindowExposed(page));
        QVERIFY(page->width() <= 1280 && page->height() <= 800);
        for (const QString& key : entries()) {
            QVERIFY(key.startsWith(QLatin1String("seed:")) ? page->showSeed(key.mid(5)) : page->showVariant(key.mid(8)));
            QCoreApplication::processEvents();
            QVERIFY2(page->details()->horizontalScrollBar()->maximum() == 0, qPrintable(key));
            if (!qEnvironmentVariableIsEmpty("STEER_SHOTS") && (key == QLatin1String("seed:000") || key == QLatin1String("variant:alignment")))
                page->grab().save(qEnvironmentVariable("STEER_SHOTS") + QStringLiteral("/sources_%1_%2.png").arg(lang, QString(key).replace(QLatin1Char(':'), QLatin1Char('_'))));
        }
        QListWidget* list = page->list();
        for (int r = 0; r < list->count(); ++r) {
            QListWidgetItem* item = list->item(r);
            const QRect shown = list->visualItemRect(item);
            const QFontMetrics fm(item->font());
            // The item delegate's text margin on each side (QCommonStyle: focus frame margin + 1).
            const int margin = list->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, list) + 1;
            const QRect needed = fm.boundingRect(QRect(0, 0, shown.width() - 2 * margin, 10000), Qt::TextWordWrap, item->text());
            QVERIFY2(needed.height() <= shown.height(), qPrintable(item->text()));
        }
    }
};

QTEST_MAIN(TestSources)
#include "tst_sources.moc"
