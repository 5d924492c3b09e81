// The glossary (app/glossary/glossary.json) is the single source of the terms of every text the
// class reads (tests/gui/glossary_check.h): the catalogues, the bundled lessons (texts/*.json and
// the .steerlab files made from them), the Sources page, the glossary's own glosses, the quick start
// and the shortcut sheet. Every translated text whose English uses a glossary term must use the
// glossary's form in Chinese and Russian, never a forbidden one; every parameter label must read
// exactly as the glossary has it; lesson decimals take a point. Then the Glossary panel in the real
// window: three languages side by side, the search, Help → Glossary and the formula headings' links.
#include "formula_panel.h"
#include "glossary.h"
#include "glossary_check.h"
#include "glossary_panel.h"
#include "language.h"
#include "help_menu.h"
#include "quick_start.h"
#include "shortcuts_sheet.h"
#include "main_window.h"
#include "ts_catalogue.h"
#include "controller.h"
#include "parameters.h"
#include "explanation.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTableWidget>
#include <QScrollBar>
#include <QTest>
#include <QTextBrowser>
#include <QXmlStreamReader>

namespace {
using glossary_check::Text;
using glossary_check::problems;
using glossary_check::rx;
using glossary_check::usesTerm;

// A made-up catalogue message, for the negative controls.
Text message(const QString& context, const QString& source, const QString& translation)
{
    return {QStringLiteral("made-up.ts"), QStringLiteral("[%1] %2").arg(context, source), context, source, translation};
}

QString tsPath(const QString& lang)
{
    return QStringLiteral(STEER_TRANSLATIONS_DIR "/steeringlab_%1.ts").arg(lang);
}

int rowOf(QTableWidget* table, const QString& termId)
{
    for (int r = 0; r < table->rowCount(); ++r)
        if (table->item(r, 0)->data(Qt::UserRole).toString() == termId)
            return r;
    return -1;
}

GlossaryPanel* openFromHelpMenu(MainWindow& w) { return openFromHelpMenu<GlossaryPanel>(w, "glossary", "glossaryPanel"); }

bool noFaults(const QString& lang, const std::vector<Text>& texts)
{
    QStringList found;
    int checked = 0;
    for (const Text& m : texts) {
        found << problems(glossary::bundled(), lang, m);
        for (const glossary::Term& t : glossary::bundled().terms)
            checked += usesTerm(t, m) ? 1 : 0;
    }
    qInfo("%s: %d texts, %d uses of a glossary term checked, %d faults", qPrintable(lang), int(texts.size()), checked,
          int(found.size()));
    for (const QString& line : found)
        qWarning("%s", qPrintable(line));
    return found.isEmpty();
}

QString sourceFile(const QString& relative) { return QStringLiteral(STEER_SOURCE_DIR "/") + relative; }

// The pages of the Help menu as they are shown, in English and in `lang`, paired piece by piece.
std::vector<Text> helpPages(const QString& kind, const QString& lang)
{
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    std::vector<Text> out;
    if (kind == QLatin1String("quick start")) {
        auto* page = openFromHelpMenu<QuickStartDialog>(w, "quickStart", "quickStart");
        if (!page)
            return out;
        const QStringList en = page->plainText().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        w.setLanguage(lang);
        QCoreApplication::sendPostedEvents(); // LanguageChange, then the page's queued rebuild
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        const QStringList tr = page->plainText().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        for (qsizetype i = 0; i < en.size() && en.size() == tr.size(); ++i)
            out.push_back({QStringLiteral("quick start"), QStringLiteral("line %1").arg(i + 1), QStringLiteral("QuickStartDialog"), en[i], tr[i]});
    } else {
        QAction* shortcuts = w.findChild<QAction*>(QStringLiteral("shortcuts"));
        if (!shortcuts)
            return out;
        shortcuts->trigger();
        auto* sheet = w.findChild<ShortcutsSheet*>();
        if (!sheet)
            return out;
        const auto en = sheet->rows();
        w.setLanguage(lang);
        QCoreApplication::sendPostedEvents(); // LanguageChange, then the page's queued rebuild
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        const auto tr = sheet->rows();
        for (qsizetype i = 0; i < en.size() && en.size() == tr.size(); ++i)
            out.push_back({QStringLiteral("shortcut sheet"), QStringLiteral("row %1 (%2)").arg(i + 1).arg(en[i].first),
                           QStringLiteral("ShortcutsSheet"), en[i].second, tr[i].second});
    }
    w.setLanguage(QStringLiteral("en"));
    return out;
}

std::vector<Text> textsOfKind(const QString& kind, const QString& lang)
{
    std::vector<Text> out;
    auto add = [&out](std::vector<Text> more) { out.insert(out.end(), more.begin(), more.end()); };
    if (kind == QLatin1String("lesson texts") || kind == QLatin1String("bundled lessons")) {
        const bool texts = kind == QLatin1String("lesson texts");
        const QDir dir(sourceFile(texts ? QStringLiteral("app/lessons/bundled/texts") : QStringLiteral("app/lessons/bundled")));
        for (const QString& name : dir.entryList({texts ? QStringLiteral("*.json") : QStringLiteral("*.steerlab")}, QDir::Files, QDir::Name))
            add(glossary_check::fromJsonFile(dir.filePath(name), (texts ? QStringLiteral("texts/") : QString()) + name, lang, true));
    } else if (kind == QLatin1String("sources page")) {
        add(glossary_check::fromJsonFile(sourceFile(QStringLiteral("app/sources/sources.json")), QStringLiteral("sources.json"), lang, false));
    } else if (kind == QLatin1String("glossary")) {
        add(glossary_check::fromJsonFile(sourceFile(QStringLiteral("app/glossary/glossary.json")), QStringLiteral("glossary.json"), lang, false));
    } else {
        add(helpPages(kind, lang));
    }
    return out;
}

std::size_t minimumTexts(const QString& kind)
{
    // Enough that a collector which lost a part of its files would notice: 23 lessons with a title,
    // notes and bookmarks each; the seeds and variants of the Sources page; the terms and glosses;
    // six steps of the quick start; twenty keys.
    if (kind == QLatin1String("lesson texts") || kind == QLatin1String("bundled lessons"))
        return 23 * 5;
    if (kind == QLatin1String("sources page"))
        return 30;
    if (kind == QLatin1String("glossary"))
        return 90;
    if (kind == QLatin1String("quick start"))
        return 7;
    return 20;
}
} // namespace

class TestGlossary : public QObject {
    Q_OBJECT
private slots:
    void init() { language::install(QStringLiteral("en")); }

    // The data itself: readable, every parameter of the core and every behaviour has its entry,
    // and the glossary's own forms pass the rules it sets for the catalogues.
    void glossaryCoversEveryParameterAndBehaviour()
    {
        const glossary::Glossary& g = glossary::bundled();
        QVERIFY2(g.error.isEmpty(), qPrintable(g.error));
        QVERIFY(g.terms.size() >= 60);
        for (const steer::ParamInfo& p : steer::parameterTable()) {
            const glossary::Term* t = g.find(QStringLiteral("param-") + QString::fromLatin1(p.name.data(), qsizetype(p.name.size())));
            QVERIFY2(t, p.name.data());
            QCOMPARE(t->code, QString::fromLatin1(p.name.data(), qsizetype(p.name.size())));
            QCOMPARE(t->labelContext, QStringLiteral("Parameter"));
        }
        for (int b = 0; b < steer::kBehaviourCount; ++b) {
            const std::string_view id = steer::behaviourId(steer::Behaviour(b));
            QVERIFY2(g.forBehaviour(QString::fromLatin1(id.data(), qsizetype(id.size()))), id.data());
        }
        for (const glossary::Term& t : g.terms) {
            for (const QString& pattern : {t.checkSource, t.checkZh, t.checkRu, t.forbidZh, t.forbidRu})
                QVERIFY2(rx(pattern).isValid(), qPrintable(t.id + QStringLiteral(": ") + pattern));
            if (!t.checkSource.isEmpty()) {
                // The glossary's own forms are what the check asks for.
                QVERIFY2(rx(t.checkZh).match(t.zh).hasMatch(), qPrintable(t.id));
                QVERIFY2(rx(t.checkRu).match(t.ru).hasMatch() || t.kind == QLatin1String("word"), qPrintable(t.id));
            }
            // A gloss is given in all three languages or in none.
            QCOMPARE(t.glossZh.isEmpty(), t.glossEn.isEmpty());
            QCOMPARE(t.glossRu.isEmpty(), t.glossEn.isEmpty());
        }
        // The seeds' misleading words are kept and glossed (issue #13).
        for (const char* id : {"vehicle", "alignment", "object-avoidance", "steering-behaviour", "seek"})
            QVERIFY2(!g.find(QLatin1String(id))->glossEn.isEmpty(), id);
        QCOMPARE(g.find(QStringLiteral("vehicle"))->zh, QStringLiteral("机车"));
        QCOMPARE(g.find(QStringLiteral("alignment"))->zh, QStringLiteral("队列"));
        QCOMPARE(g.find(QStringLiteral("steering-force"))->ru, QStringLiteral("управляющее воздействие"));
    }

    // The check finds the mistakes the reviews found, in messages made up here (a negative control:
    // a checker that finds nothing would pass the real texts too).
    void checkFindsTheReviewedMistakes()
    {
        const glossary::Glossary& g = glossary::bundled();
        const QString ru = QStringLiteral("ru"), zh = QStringLiteral("zh_CN");
        auto count = [&g](const QString& lang, const Text& m) { return int(problems(g, lang, m).size()); };
        QCOMPARE(count(ru, message(QStringLiteral("Parameter"), QStringLiteral("Max force"), QStringLiteral("Макс. сила"))), 3);
        QCOMPARE(count(ru, message(QStringLiteral("Parameter"), QStringLiteral("Max force"), QStringLiteral("Макс. управляющее воздействие"))), 0);
        QCOMPARE(count(zh, message(QStringLiteral("Variant"), QStringLiteral("the flock never splits"), QStringLiteral("群落永不分离"))), 2);
        QCOMPARE(count(zh, message(QStringLiteral("Formula"), QStringLiteral("wrap: out one edge"), QStringLiteral("穿越：从一边出去"))), 3);
        QCOMPARE(count(zh, message(QStringLiteral("Scenario"), QStringLiteral("three vehicles"), QStringLiteral("三个机车"))), 2);
        QCOMPARE(count(ru, message(QStringLiteral("Controller"), QStringLiteral("%1 must be from %2 to %3"),
                                   QStringLiteral("%1 должен быть от %2 до %3"))), 1);
        // An identifier kept verbatim is not prose: --variant evade=behind needs no «уклонение».
        QCOMPARE(count(ru, message(QStringLiteral("CommandLine"), QStringLiteral("e.g. --variant evade=behind"),
                                   QStringLiteral("например --variant evade=behind"))), 0);

        // The loopholes of issue #32. An identifier glossed in brackets is prose: 偏移追捕 is not 追逐偏移.
        const Text offset = message(QStringLiteral("Compare"), QStringLiteral("'%1': count applies only to flock and offset-pursuit"),
                                    QStringLiteral("“%1”：count 只适用于群落（flock）和偏移追捕（offset-pursuit）"));
        const QStringList offsetFaults = problems(g, zh, offset);
        QVERIFY2(offsetFaults.size() == 2 && offsetFaults.join(QString()).contains(QStringLiteral("\"offset pursuit\"")),
                 qPrintable(offsetFaults.join(QLatin1Char('\n'))));
        QCOMPARE(count(zh, message(QStringLiteral("Compare"), offset.source, QStringLiteral("“%1”：count 只适用于群落（flock）和追逐偏移（offset-pursuit）"))), 0);
        // One form where the glossary names one: 追捕, not 追逐; положение, not позиция.
        QCOMPARE(count(zh, message(QStringLiteral("Scenario"), QStringLiteral("the pursuer predicts"), QStringLiteral("追逐者进行预测"))), 2);
        QCOMPARE(count(ru, message(QStringLiteral("LessonFile"), QStringLiteral("a position [x, y]"), QStringLiteral("позиция [x, y]"))), 2);
        // Terms that had no rule: speed, heading, difference vector, wander circle, truncate, braking.
        QCOMPARE(count(zh, message(QStringLiteral("StageView"), QStringLiteral("%1: speed %2 px/frame"), QStringLiteral("%1：速度 %2 像素/帧"))), 1);
        QCOMPARE(count(zh, message(QStringLiteral("StageView"), QStringLiteral("%1: speed %2 px/frame"), QStringLiteral("%1：速率 %2 像素/帧"))), 0);
        QCOMPARE(count(ru, message(QStringLiteral("Parameter"), QStringLiteral("Fixed speed"), QStringLiteral("Постоянная скорость"))), 2);
        // The playback speed is not the vehicle's, nor is "full speed" or the parameter Max speed.
        QCOMPARE(count(zh, message(QStringLiteral("TransportBar"), QStringLiteral("Speed:"), QStringLiteral("速度："))), 0);
        QCOMPARE(count(ru, message(QStringLiteral("Formula"), QStringLiteral("at full speed"), QStringLiteral("на полной скорости"))), 0);
        QCOMPARE(count(ru, message(QStringLiteral("Plots"), QStringLiteral("Heading angle"), QStringLiteral("Угол курса"))), 2);
        QCOMPARE(count(zh, message(QStringLiteral("ItemKind"), QStringLiteral("difference"), QStringLiteral("距离向量"))), 1);
        QCOMPARE(count(ru, message(QStringLiteral("ItemKind"), QStringLiteral("wander circle"), QStringLiteral("круг блуждания"))), 1);
        QCOMPARE(count(ru, message(QStringLiteral("Parameter"), QStringLiteral("The velocity is truncated to this length."),
                                   QStringLiteral("Скорость усекается до этой длины."))), 1);
        QCOMPARE(count(zh, message(QStringLiteral("FormulaWhy"), QStringLiteral("each brake slows it"), QStringLiteral("每次制动都让它减速"))), 2);
        QCOMPARE(count(zh, message(QStringLiteral("FormulaWhy"), QStringLiteral("outside the avoid buffer"), QStringLiteral("在缓冲圆之外"))), 2);
        // 势能 is right where the English says "potential energy", wrong for the plotted potential.
        QCOMPARE(count(zh, message(QStringLiteral("Lesson"), QStringLiteral("the potential energy of two molecules"),
                                   QStringLiteral("两个分子的势能"))), 0);
        QCOMPARE(count(zh, message(QStringLiteral("Lesson"), QStringLiteral("the potential U(d)"), QStringLiteral("势能 U(d)"))), 2);
        // A forbidden form that another term of the same text asks for is excused: 分离 is the
        // separation rule beside a flock that splits, but not the split itself.
        QCOMPARE(count(zh, message(QStringLiteral("Lesson"), QStringLiteral("separation keeps the flock from splitting? It splits."),
                                   QStringLiteral("分离让群落不分裂吗？它还是分裂了。"))), 0);
        QCOMPARE(count(zh, message(QStringLiteral("Lesson"), QStringLiteral("the flock splits"), QStringLiteral("群落分开了"))), 2);
        // Lesson decimals take a point, as the panels do.
        Text decimal = message(QStringLiteral("Lesson"), QStringLiteral("0.5 px"), QStringLiteral("0,5 пикселя"));
        QCOMPARE(count(ru, decimal), 0); // a catalogue may write "300,120" (a command-line pair)
        decimal.lesson = true;
        QCOMPARE(count(ru, decimal), 1);
    }

    void cataloguesFollowTheGlossary_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
        QTest::newRow("ru") << QStringLiteral("ru");
    }
    void cataloguesFollowTheGlossary()
    {
        QFETCH(QString, lang);
        const std::vector<Text> messages = glossary_check::fromCatalogue(tsPath(lang));
        QVERIFY(messages.size() > 400);
        QVERIFY(noFaults(lang, messages));
        // Every parameter label is in the catalogue (a renamed label would otherwise go unchecked).
        for (const glossary::Term& t : glossary::bundled().terms) {
            if (t.labelContext.isEmpty())
                continue;
            const bool present = std::any_of(messages.begin(), messages.end(), [&](const Text& m) {
                return m.context == t.labelContext && m.source == t.labelSource && m.translation == t.form(lang);
            });
            QVERIFY2(present, qPrintable(t.id));
        }
    }

    // Everything else the class reads, kind by kind: the bundled lessons' texts (the sources and the
    // .steerlab files made from them: title, notes, bookmarks, questions, annotations), the Sources
    // page, the glossary's own glosses, the quick start and the shortcut sheet.
    void everyTextFollowsTheGlossary_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("lang");
        for (const char* kind : {"lesson texts", "bundled lessons", "sources page", "glossary", "quick start", "shortcut sheet"})
            for (const char* lang : {"zh_CN", "ru"})
                QTest::addRow("%s %s", kind, lang) << QString::fromLatin1(kind) << QString::fromLatin1(lang);
    }
    void everyTextFollowsTheGlossary()
    {
        QFETCH(QString, kind);
        QFETCH(QString, lang);
        const std::vector<Text> texts = textsOfKind(kind, lang);
        QVERIFY2(texts.size() >= minimumTexts(kind), qPrintable(QStringLiteral("%1 texts").arg(texts.size())));
        QVERIFY(noFaults(lang, texts));
    }

    // The check finds a fault planted in each kind of text, and names the file, the field and the
    // term: the vehicle (机车 / персонаж) replaced by a word the glossary forbids or lacks.
    void plantedFaultIsFound_data() { everyTextFollowsTheGlossary_data(); }
    void plantedFaultIsFound()
    {
        QFETCH(QString, kind);
        QFETCH(QString, lang);
        std::vector<Text> texts = textsOfKind(kind, lang);
        const glossary::Term* vehicle = glossary::bundled().find(QStringLiteral("vehicle"));
        const auto victim = std::find_if(texts.begin(), texts.end(), [&](const Text& m) {
            return usesTerm(*vehicle, m) && rx(glossary_check::wanted(*vehicle, lang)).match(m.translation).hasMatch();
        });
        QVERIFY2(victim != texts.end(), "no text of this kind names a vehicle");
        const bool zh = lang == QLatin1String("zh_CN");
        victim->translation.replace(rx(zh ? QStringLiteral("机车") : QStringLiteral("персонаж\\w*")), zh ? QStringLiteral("人物") : QStringLiteral("машина"));
        const QStringList found = problems(glossary::bundled(), lang, *victim);
        QVERIFY(!found.isEmpty());
        const QString first = found.first();
        QVERIFY2(first.startsWith(victim->file + QLatin1Char(' ') + victim->field + QStringLiteral(": ")), qPrintable(first));
        QVERIFY2(found.join(QString()).contains(QStringLiteral("\"vehicle\"")), qPrintable(found.join(QLatin1Char('\n'))));
        if (texts.front().lesson) { // and a decimal comma in a lesson's text
            Text comma = texts.front();
            comma.translation += QStringLiteral(" 0,5");
            QVERIFY(problems(glossary::bundled(), lang, comma).join(QString()).contains(QStringLiteral("\"0,5\"")));
        }
    }

    // Help → Glossary in the real window: the terms in three columns, one row each.
    void panelShowsThreeLanguages()
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        GlossaryPanel* panel = openFromHelpMenu(w);
        QVERIFY(panel);
        QVERIFY(panel->isVisible());
        QTableWidget* table = panel->table();
        QCOMPARE(table->rowCount(), int(glossary::bundled().terms.size()));
        QCOMPARE(table->horizontalHeaderItem(0)->text(), QStringLiteral("English"));
        QCOMPARE(table->horizontalHeaderItem(1)->text(), QStringLiteral("简体中文"));
        QCOMPARE(table->horizontalHeaderItem(2)->text(), QStringLiteral("Русский"));
        const int force = rowOf(table, QStringLiteral("steering-force"));
        QVERIFY(force >= 0);
        QCOMPARE(table->item(force, 0)->text(), QStringLiteral("steering force"));
        QCOMPARE(table->item(force, 1)->text(), QStringLiteral("转向力"));
        QCOMPARE(table->item(force, 2)->text(), QStringLiteral("управляющее воздействие"));
        const int maxSpeed = rowOf(table, QStringLiteral("param-maxSpeed"));
        QCOMPARE(table->item(maxSpeed, 2)->text(), QStringLiteral("Макс. скорость (maxSpeed)"));
        // A misleading word carries its note, in the interface language.
        const int vehicle = rowOf(table, QStringLiteral("vehicle"));
        QVERIFY(table->item(vehicle, 4)->text().contains(QStringLiteral("locomotive")));
        if (!qEnvironmentVariableIsEmpty("STEER_SHOTS")) {
            panel->showTerm(QStringLiteral("vehicle"));
            panel->grab().save(qEnvironmentVariable("STEER_SHOTS") + QStringLiteral("/glossary_en.png"));
        }
    }

    // The search filters by any language and by parameter name; clearing it shows every row.
    void searchFilters()
    {
        MainWindow w;
        w.show();
        GlossaryPanel* panel = openFromHelpMenu(w);
        QVERIFY(panel);
        const int all = panel->visibleRowCount();
        QCOMPARE(all, int(glossary::bundled().terms.size()));
        panel->searchField()->setText(QStringLiteral("воздейств")); // QTest types Latin-1 only
        // steering force, Max force (maxForce), and mass, whose note says the force is divided by it.
        QCOMPARE(panel->visibleRowCount(), 3);
        QVERIFY(!panel->table()->isRowHidden(rowOf(panel->table(), QStringLiteral("mass-concept"))));
        QVERIFY(!panel->table()->isRowHidden(rowOf(panel->table(), QStringLiteral("steering-force"))));
        QVERIFY(!panel->table()->isRowHidden(rowOf(panel->table(), QStringLiteral("param-maxForce"))));
        // alignment, and flock, whose note names its three rules.
        panel->searchField()->setText(QStringLiteral("队列"));
        QCOMPARE(panel->visibleRowCount(), 2);
        QVERIFY(!panel->table()->isRowHidden(rowOf(panel->table(), QStringLiteral("alignment"))));
        panel->searchField()->clear();
        QTest::keyClicks(panel->searchField(), QStringLiteral("inSightDist")); // typed as a student would
        QCOMPARE(panel->visibleRowCount(), 1);
        panel->searchField()->setText(QStringLiteral("no such term at all"));
        QCOMPARE(panel->visibleRowCount(), 0);
        panel->searchField()->clear();
        QCOMPARE(panel->visibleRowCount(), all);
    }

    // A formula section's heading is a link to its behaviour's entry.
    void formulaHeadingOpensTheEntry_data()
    {
        QTest::addColumn<int>("scenario");
        QTest::addColumn<QString>("behaviour");
        QTest::addColumn<QString>("term");
        QTest::newRow("seek") << int(steer::ScenarioId::Seek) << QStringLiteral("seek") << QStringLiteral("seek");
        QTest::newRow("avoid") << int(steer::ScenarioId::Avoid) << QStringLiteral("avoid") << QStringLiteral("object-avoidance");
        QTest::newRow("flock") << int(steer::ScenarioId::Flock) << QStringLiteral("flock") << QStringLiteral("flock");
    }
    void formulaHeadingOpensTheEntry()
    {
        QFETCH(int, scenario);
        QFETCH(QString, behaviour);
        QFETCH(QString, term);
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        w.controller()->switchScenario(steer::ScenarioId(scenario));
        w.controller()->stepForward();
        w.formulaPanel()->flush();
        const QString href = QStringLiteral("glossary:") + behaviour;
        QLabel* heading = nullptr;
        for (QLabel* l : w.formulaPanel()->findChildren<QLabel*>())
            if (l->isVisibleTo(w.formulaPanel()) && l->text().contains(QStringLiteral("href=\"%1\"").arg(href)))
                heading = l;
        QVERIFY2(heading, qPrintable(href));
        QVERIFY(heading->textInteractionFlags() & Qt::LinksAccessibleByMouse);
        QVERIFY(!w.findChild<GlossaryPanel*>(QStringLiteral("glossaryPanel")));
        emit heading->linkActivated(href); // what QLabel emits when the link is clicked
        auto* panel = w.findChild<GlossaryPanel*>(QStringLiteral("glossaryPanel"));
        QVERIFY(panel);
        QVERIFY(panel->isVisible());
        QCOMPARE(panel->currentTermId(), term);
    }

    // In Chinese and Russian the panel's own texts and notes follow the interface language.
    void panelInEveryLanguage_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("note");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("术语表") << QStringLiteral("火车头");
        QTest::newRow("ru") << QStringLiteral("ru") << QStringLiteral("Глоссарий") << QStringLiteral("локомотив");
    }
    void panelInEveryLanguage()
    {
        QFETCH(QString, lang);
        QFETCH(QString, title);
        QFETCH(QString, note);
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        GlossaryPanel* panel = openFromHelpMenu(w);
        QVERIFY(panel);
        QVERIFY(w.setLanguage(lang));
        QCoreApplication::processEvents();
        QCOMPARE(panel->windowTitle(), title);
        QCOMPARE(w.findChild<QAction*>(QStringLiteral("glossary"))->text(), title);
        const int vehicle = rowOf(panel->table(), QStringLiteral("vehicle"));
        QVERIFY2(panel->table()->item(vehicle, 4)->text().contains(note), qPrintable(panel->table()->item(vehicle, 4)->text()));
        // The three columns do not change with the interface language: the class compares them.
        QCOMPARE(panel->table()->item(vehicle, 1)->text(), QStringLiteral("机车"));
        QCOMPARE(panel->table()->item(vehicle, 2)->text(), QStringLiteral("персонаж"));
        if (!qEnvironmentVariableIsEmpty("STEER_SHOTS")) {
            panel->showTerm(QStringLiteral("alignment"));
            QTest::qWait(50);
            panel->grab().save(qEnvironmentVariable("STEER_SHOTS") + QStringLiteral("/glossary_%1.png").arg(lang));
        }
    }

    // The notes under the table are read whole, in every language: for every term, the details
    // (three forms, the seed and up to three notes) fit the box without scrolling at the panel's
    // own size, which is what it opens at from a 1280x800 window.
    void detailsFitForEveryTerm_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
        QTest::newRow("ru") << QStringLiteral("ru");
    }
    void detailsFitForEveryTerm()
    {
        QFETCH(QString, lang);
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(w.setLanguage(lang));
        GlossaryPanel* panel = openFromHelpMenu(w);
        QVERIFY(panel);
        QVERIFY(QTest::qWaitForWindowExposed(panel));
        auto* details = panel->findChild<QTextBrowser*>(QStringLiteral("glossaryDetails"));
        QVERIFY(details);
        QStringList cut;
        for (const glossary::Term& t : glossary::bundled().terms) {
            QVERIFY(panel->showTerm(t.id));
            QCoreApplication::processEvents();
            QVERIFY(details->toPlainText().contains(t.ru));
            if (details->verticalScrollBar()->maximum() > 0)
                cut << t.id;
        }
        QVERIFY2(cut.isEmpty(), qPrintable(QStringLiteral("details need scrolling: ") + cut.join(QStringLiteral(", "))));
    }
};

QTEST_MAIN(TestGlossary)
#include "tst_glossary.moc"
