// The whole window after switching to Chinese and to Russian: no visible text (labels, buttons,
// menus, dock titles, tooltips, lists, the formula panel) may still be English. Only a short list
// of the seeds' identifiers and the demos' program names may stay in Latin letters.
#include "controller.h"
#include "test_budget.h"
#include "formula_panel.h"
#include "language.h"
#include "main_window.h"
#include "sources.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QGroupBox>
#include <QKeySequence>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSet>
#include <QTabBar>
#include <QTest>
#include <QTextDocument>
#include <QTextLayout>
#include <QToolButton>

#include <vector>

namespace {
// Every ASCII word of three letters or more in the visible text must be on this list; anything
// else is English left untranslated. The list holds only what must stay in the code's own
// spelling: the seeds' identifiers the formulas quote, the program's parameter names, the demos'
// class names, file formats and a key cap. One- and two-letter symbols (v, v_d, F, p, t, dv, U ...)
// are never words; proper names are taken out before (see englishWords).
const QSet<QString>& allowed()
{
    static const QSet<QString> words = {
        // SteeredVehicle.as / Vehicle.as (000-002): fields, parameters, locals and methods
        QStringLiteral("mass"), QStringLiteral("maxSpeed"), QStringLiteral("maxForce"),
        QStringLiteral("arrivalThreshold"), QStringLiteral("wanderDistance"), QStringLiteral("wanderRadius"),
        QStringLiteral("wanderRange"), QStringLiteral("wanderAngle"), QStringLiteral("avoidDistance"),
        QStringLiteral("avoidBuffer"), QStringLiteral("pathThreshold"), QStringLiteral("inSightDist"),
        QStringLiteral("tooCloseDist"), QStringLiteral("target"), QStringLiteral("dist"), QStringLiteral("heading"),
        QStringLiteral("difference"), QStringLiteral("dotProd"), QStringLiteral("feeler"),
        QStringLiteral("projection"), QStringLiteral("radius"), QStringLiteral("center"), QStringLiteral("offset"),
        QStringLiteral("path"), QStringLiteral("wayPoint"), QStringLiteral("pathIndex"),
        QStringLiteral("lookAheadTime"), QStringLiteral("predictedTarget"), QStringLiteral("averageVelocity"),
        QStringLiteral("averagePosition"), QStringLiteral("inSightCount"), QStringLiteral("inSight"),
        QStringLiteral("tooClose"), QStringLiteral("normalize"), QStringLiteral("truncate"), QStringLiteral("add"),
        QStringLiteral("flee"), QStringLiteral("random"), QStringLiteral("cos"), QStringLiteral("sin"),
        // formula symbols with subscripts (p<sub>target</sub> reads p_target) and SOURCES.md's avgVel
        QStringLiteral("p_target"), QStringLiteral("v_target"), QStringLiteral("F_sep"), QStringLiteral("avgVel"),
        // 003 and 004, and the program's own parameter names (--set name=value)
        QStringLiteral("pursueOffset"), QStringLiteral("cutoff"), QStringLiteral("ljCutoff"),
        QStringLiteral("ljSpeed"), QStringLiteral("count"), QStringLiteral("loop"),
        // the demos' programs
        QStringLiteral("SeekTest"), QStringLiteral("FleeTest"), QStringLiteral("SeekFleeTest1"),
        QStringLiteral("SeekFleeTest2"), QStringLiteral("ArriveTest"), QStringLiteral("PursueTest"),
        QStringLiteral("PursueEvadeTest"), QStringLiteral("WanderTest"), QStringLiteral("AvoidTest"),
        QStringLiteral("PathTest"), QStringLiteral("FlockTest"), QStringLiteral("AI_Avoid"),
        QStringLiteral("Cocos"),
        // file formats, and a key cap named in prose (shortcuts of actions are taken out separately)
        QStringLiteral("PNG"), QStringLiteral("SVG"), QStringLiteral("steerlab"), // the lesson files' extension
        QStringLiteral("GIF"), QStringLiteral("PDF"), QStringLiteral("CSV"), QStringLiteral("Enter"), QStringLiteral("Esc"),
        // the rules' forces (F_wander, F_coh as the formulas write them; dist_i … for circle i)
        QStringLiteral("F_wander"), QStringLiteral("F_coh"), QStringLiteral("dist_i"), QStringLiteral("radius_i"),
        QStringLiteral("projection_i"),
        // the simultaneous order's origin, a name (Reynolds' boids, 1987)
        QStringLiteral("Reynolds"), QStringLiteral("boids"),
    };
    return words;
}

// English found by this test and not fixed yet (reported to the lead, issue #8): each word is
// tolerated only inside a text containing its phrase, and is printed as a warning on every run.
// Remove an entry when its text is translated; any other English still fails.
struct Known {
    const char* phrase;
    const char* word;
    const char* why;
};
// Empty since issue #13 (the tooltip names, ±range/2 and "steering +=" are translated); kept so
// that a word found later can be listed with its reason instead of widening allowed().
const std::vector<Known> kKnownUntranslated = {};

bool knownUntranslated(const QString& text, const QString& word)
{
    for (const Known& k : kKnownUntranslated)
        if (word == QLatin1String(k.word) && text.contains(QLatin1String(k.phrase))) {
            qWarning("known untranslated word '%s' (%s)", k.word, k.why);
            return true;
        }
    return false;
}

QString plain(const QString& text)
{
    if (!Qt::mightBeRichText(text))
        return text;
    // p<sub>target</sub> reads as the identifier p_target, not as the word "ptarget".
    QString html = text;
    html.replace(QStringLiteral("<sub>"), QStringLiteral("_"));
    QTextDocument doc;
    doc.setHtml(html);
    return doc.toPlainText();
}

// ASCII words (letters, digits and underscores starting with a letter) with three letters or more
// that are not on the list.
QStringList englishWords(const QString& raw)
{
    static const QRegularExpression word(QStringLiteral("[A-Za-z][A-Za-z0-9_]*"));
    QStringList out;
    QString text = plain(raw).remove(QLatin1Char('&'));
    // Proper names that stay in Latin letters in every language.
    for (const char* name : {"Steering Lab", "Lennard-Jones"})
        text.remove(QLatin1String(name));
    // The articles' titles and bylines as printed (shown on hover wherever an article is named)
    // are citations, kept in the article's own language and letters.
    for (const sources::Seed& seed : sources::bundled().seeds) {
        if (!seed.title.isEmpty())
            text.remove(seed.title);
        if (!seed.byline.isEmpty())
            text.remove(seed.byline);
    }
    // The language menu names English in English, as every language's entry names itself.
    if (text.trimmed() == QLatin1String("English"))
        return out;
    for (auto it = word.globalMatch(text); it.hasNext();) {
        const QString w = it.next().captured(0);
        int letters = 0;
        for (QChar c : w)
            letters += c.isLetter() ? 1 : 0;
        if (letters >= 3 && !allowed().contains(w) && !knownUntranslated(text, w))
            out << w;
    }
    return out;
}

// A tooltip may name its action's own shortcut (Ctrl+S, Home): key caps are printed in Latin letters
// on every keyboard, so exactly those key sequences are taken out before the check, nothing else.
QString withoutShortcuts(QString text, const QList<QKeySequence>& keys)
{
    for (const QKeySequence& k : keys) {
        text.remove(k.toString(QKeySequence::NativeText));
        text.remove(k.toString(QKeySequence::PortableText));
    }
    return text;
}

struct Finding {
    QString where;
    QString text;
    QStringList words;
};

void check(std::vector<Finding>& out, const QString& where, const QString& text)
{
    const QStringList words = englishWords(text);
    if (!words.isEmpty())
        out.push_back({where, text, words});
}

void collectMenu(std::vector<Finding>& out, QMenu* menu, const QString& path)
{
    const QString here = path + QStringLiteral(" > ") + menu->title();
    check(out, QStringLiteral("menu"), menu->title());
    for (QAction* a : menu->actions()) {
        if (a->isSeparator() || !a->isVisible())
            continue;
        if (a->menu()) {
            collectMenu(out, a->menu(), here);
            continue;
        }
        check(out, here, a->text());
        if (a->toolTip() != a->text().remove(QLatin1Char('&')))
            check(out, here + QStringLiteral(" (tooltip)"), withoutShortcuts(a->toolTip(), a->shortcuts()));
    }
}

std::vector<Finding> englishLeft(MainWindow& w)
{
    std::vector<Finding> out;
    check(out, QStringLiteral("window title"), w.windowTitle());
    // The formula panel's lines are labels, checked below; a frame still coalesced shows now.
    w.formulaPanel()->flush();
    for (QAction* a : w.menuBar()->actions())
        if (a->menu())
            collectMenu(out, a->menu(), QString());
    for (QWidget* widget : w.findChildren<QWidget*>()) {
        if (!widget->isVisibleTo(&w))
            continue;
        const QString name = QString::fromLatin1(widget->metaObject()->className()) + QLatin1Char(' ') + widget->objectName();
        QList<QKeySequence> keys;
        if (auto* t = qobject_cast<QToolButton*>(widget); t && t->defaultAction())
            keys = t->defaultAction()->shortcuts();
        check(out, name + QStringLiteral(" tooltip"), withoutShortcuts(widget->toolTip(), keys));
        if (auto* l = qobject_cast<QLabel*>(widget))
            check(out, name, l->text());
        else if (auto* b = qobject_cast<QAbstractButton*>(widget))
            check(out, name, b->text());
        else if (auto* g = qobject_cast<QGroupBox*>(widget))
            check(out, name, g->title());
        else if (auto* d = qobject_cast<QDockWidget*>(widget))
            check(out, name, d->windowTitle());
        if (auto* c = qobject_cast<QComboBox*>(widget))
            for (int i = 0; i < c->count(); ++i)
                check(out, name + QStringLiteral(" item"), c->itemText(i));
        if (auto* list = qobject_cast<QListWidget*>(widget))
            for (int i = 0; i < list->count(); ++i) {
                check(out, name + QStringLiteral(" item"), list->item(i)->text());
                check(out, name + QStringLiteral(" item tooltip"), list->item(i)->toolTip());
            }
    }
    return out;
}

QString report(const std::vector<Finding>& found)
{
    QStringList lines;
    for (const Finding& f : found)
        lines << f.where + QStringLiteral(": ") + f.text.left(160).replace(QLatin1Char('\n'), QLatin1Char(' ')) +
                     QStringLiteral("  [") + f.words.join(QLatin1Char(' ')) + QLatin1Char(']');
    return lines.join(QLatin1Char('\n'));
}
} // namespace

class TestWindowLanguages : public QObject {
    Q_OBJECT
private slots:
    void init() { language::install(QStringLiteral("en")); }

    // The filter itself: prose words fail, the listed identifiers and symbols do not.
    void filterFlagsEveryOtherWord()
    {
        QCOMPARE(englishWords(QStringLiteral("Скорость (speed), the end")),
                 QStringList({QStringLiteral("speed"), QStringLiteral("the"), QStringLiteral("end")}));
        QCOMPARE(englishWords(QStringLiteral("Save frame")), QStringList({QStringLiteral("Save"), QStringLiteral("frame")}));
        QCOMPARE(englishWords(QStringLiteral("velocity = normalize(v)")), QStringList({QStringLiteral("velocity")}));
        QCOMPARE(englishWords(QStringLiteral("maxSpeed")), QStringList());
        QCOMPARE(englishWords(QStringLiteral("<b>p<sub>target</sub></b> + <i>v_d</i>·F, dv, U")), QStringList());
        QCOMPARE(englishWords(QStringLiteral("Steering Lab — Lennard-Jones 势能回避")), QStringList());
        QCOMPARE(englishWords(QStringLiteral("Steering and Lab")), QStringList({QStringLiteral("Steering"), QStringLiteral("and"),
                                                                               QStringLiteral("Lab")}));
        QCOMPARE(withoutShortcuts(QStringLiteral("保存（Ctrl+S）"), {QKeySequence(QStringLiteral("Ctrl+S"))}),
                 QStringLiteral("保存（）"));
    }

    void noEnglishLeft_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("scenario");
        int index = 0;
        for (const char* code : {"zh_CN", "ru"})
            for (auto id : {steer::ScenarioId::Seek, steer::ScenarioId::Avoid, steer::ScenarioId::Flock,
                            steer::ScenarioId::Path, steer::ScenarioId::LennardJones, steer::ScenarioId::PursueEvade})
                if (steer_test::keepRow(index++)) // both languages stay under the sanitizers (rows 0, 3, 6, 9)
                    QTest::addRow("%s/%s", code, steer::scenarioInfo(id).key.data()) << QString::fromLatin1(code) << int(id);
    }
    void noEnglishLeft()
    {
        QFETCH(QString, code);
        QFETCH(int, scenario);
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        w.controller()->switchScenario(steer::ScenarioId(scenario));
        for (int i = 0; i < 3; ++i)
            w.controller()->stepForward();
        QVERIFY(w.setLanguage(code));
        QCoreApplication::processEvents();
        // Panels rebuilt for the new scenario leave their old widgets to deleteLater.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        const auto found = englishLeft(w);
        if (!qEnvironmentVariableIsEmpty("STEER_SHOTS")) {
            QTest::qWait(100); // let the relayout after the switch happen, as the event loop would
            w.grab().save(QStringLiteral("%1/window_%2_%3.png")
                              .arg(qEnvironmentVariable("STEER_SHOTS"), code,
                                   QString::fromLatin1(steer::scenarioInfo(steer::ScenarioId(scenario)).key.data())));
        }
        // Each finding on its own line: the failure message alone would be cut short.
        const QString list = report(found);
        for (const QString& line : list.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            qWarning("%s", qPrintable(line));
        QVERIFY2(found.empty(), qPrintable(QStringLiteral("%1 texts with English words, listed above").arg(found.size())));
    }

    // A unit is one word: in the Lennard-Jones demo (the most parameters) at 1280x800, every wrapped
    // parameter label keeps "px/frame" and «пикс./кадр» whole. Laying each label out at a width of
    // one pixel puts every allowed break to use, so a unit on one line there is one on one line at
    // any width. (Chinese may break between any two characters, as Chinese type does; not tested.)
    void unitsAreNotBrokenInsideAWord_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("unit"); // the unit's letters on either side of its slash
        QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("px/frame");
        QTest::newRow("ru") << QStringLiteral("ru") << QStringLiteral("пикс./кадр");
    }
    void unitsAreNotBrokenInsideAWord()
    {
        QFETCH(QString, code);
        QFETCH(QString, unit);
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        w.controller()->switchScenario(steer::ScenarioId::LennardJones);
        QVERIFY(w.setLanguage(code));
        QCoreApplication::processEvents();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        int checked = 0;
        for (QLabel* label : w.findChildren<QLabel*>()) {
            QString text = label->text();
            text.remove(QChar(0x2060)); // the word joiner that keeps the unit whole is invisible
            const int at = text.indexOf(unit);
            if (at < 0 || !label->isVisible())
                continue;
            ++checked;
            QTextLayout layout(label->text(), label->font());
            layout.beginLayout();
            int lineOfFirst = -1, lineOfLast = -1;
            for (int n = 0;; ++n) {
                QTextLine line = layout.createLine();
                if (!line.isValid())
                    break;
                line.setLineWidth(1);
                // Positions in the laid-out text, which still holds the joiner after the slash.
                const int first = label->text().indexOf(unit.left(1), at);
                const int last = label->text().indexOf(unit.right(1), first);
                if (first >= line.textStart() && first < line.textStart() + line.textLength())
                    lineOfFirst = n;
                if (last >= line.textStart() && last < line.textStart() + line.textLength())
                    lineOfLast = n;
            }
            layout.endLayout();
            QVERIFY2(lineOfFirst >= 0 && lineOfFirst == lineOfLast,
                     qPrintable(QStringLiteral("\"%1\" breaks inside %2").arg(label->text(), unit)));
        }
        QVERIFY2(checked >= 3, "the Lennard-Jones demo shows maxSpeed, maxForce and ljSpeed with a unit");
    }

    // The left column's tab row (Parameters, Overlay, Plots, Behaviours, Lessons in the flock) shows
    // every title whole at 1280x800, whether the window opens in the language or switches to it, and
    // a new window opens on Parameters. Before, the hidden Questions tab left Lessons current and the
    // row scrolled Parameters out of sight ("етры") in all three languages.
    void leftTabRowShowsEveryTitle_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<bool>("switched");
        QTest::addColumn<int>("scenarioNumber"); // steer::ScenarioId
        for (const char* code : {"en", "ru", "zh_CN"}) {
            QTest::addRow("%s/opened", code) << QString::fromLatin1(code) << false << int(steer::ScenarioId::Flock);
            QTest::addRow("%s/switched", code) << QString::fromLatin1(code) << true << int(steer::ScenarioId::Flock);
            // Pursue has claims: their tab sits beside the scenario list, not as a sixth title below.
            QTest::addRow("%s/claims", code) << QString::fromLatin1(code) << false << int(steer::ScenarioId::Pursue);
            QTest::addRow("%s/claims-switched", code) << QString::fromLatin1(code) << true << int(steer::ScenarioId::Pursue);
        }
    }
    void leftTabRowShowsEveryTitle()
    {
        QFETCH(QString, code);
        QFETCH(bool, switched);
        QFETCH(int, scenarioNumber);
        const auto scenario = steer::ScenarioId(scenarioNumber);
        QVERIFY(language::install(switched ? QStringLiteral("en") : code));
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.controller()->switchScenario(scenario);
        if (switched)
            QVERIFY(w.setLanguage(code));
        auto* parameters = w.findChild<QDockWidget*>(QStringLiteral("parametersDock"));
        QVERIFY(parameters);
        auto row = [&]() -> QTabBar* {
            for (QTabBar* bar : w.findChildren<QTabBar*>())
                if (bar->isVisible())
                    for (int i = 0; i < bar->count(); ++i)
                        if (bar->tabText(i) == parameters->windowTitle())
                            return bar;
            return nullptr;
        };
        auto wholeTitles = [&] {
            QTabBar* bar = row();
            if (!bar || bar->count() != 5)
                return false;
            for (int i = 0; i < bar->count(); ++i)
                if (!bar->rect().contains(bar->tabRect(i)))
                    return false;
            return bar->sizeHint().width() <= bar->width();
        };
        // The column grows once the relayout after the switch has run: a few turns of the event
        // loop, not a time.
        for (int pass = 0; pass < 8; ++pass) {
            QCoreApplication::sendPostedEvents();
            QCoreApplication::processEvents();
        }
        QVERIFY(wholeTitles());
        QTabBar* bar = row();
        QCOMPARE(bar->tabText(bar->currentIndex()), parameters->windowTitle());
        QVERIFY2(bar->width() <= w.width() / 3 + 1, "the column takes at most a third of the window");

        auto* claims = w.findChild<QDockWidget*>(QStringLiteral("claimsDock"));
        auto* scenarios = w.findChild<QDockWidget*>(QStringLiteral("scenarioDock"));
        QVERIFY(claims && scenarios);
        QCOMPARE(claims->isVisibleTo(&w), scenario == steer::ScenarioId::Pursue);
        QVERIFY(w.tabifiedDockWidgets(scenarios).contains(claims));
        if (scenario == steer::ScenarioId::Pursue) {
            // The scenario list stays in front, and the claims' title shows whole beside it.
            QTabBar* top = nullptr;
            for (QTabBar* b : w.findChildren<QTabBar*>())
                if (b->isVisible() && b->count() == 2 && b->tabText(0) == scenarios->windowTitle())
                    top = b;
            QVERIFY(top);
            QCOMPARE(top->tabText(1), claims->windowTitle());
            const QString title = code == QLatin1String("ru")      ? QStringLiteral("Утверждения")
                                  : code == QLatin1String("zh_CN") ? QStringLiteral("验证说法")
                                                                   : QStringLiteral("Claims");
            QCOMPARE(claims->windowTitle(), title);
            QCOMPARE(top->currentIndex(), 0);
            QVERIFY(top->rect().contains(top->tabRect(1)));
            if (!qEnvironmentVariableIsEmpty("STEER_SHOTS")) {
                claims->raise();
                QTest::qWait(100);
                w.grab().save(QStringLiteral("%1/claims_%2.png").arg(qEnvironmentVariable("STEER_SHOTS"), code));
            }
        }
    }

    // And back: English everywhere again, the formula panel included.
    void backToEnglish()
    {
        MainWindow w;
        w.show();
        w.controller()->stepForward();
        QVERIFY(w.setLanguage(QStringLiteral("ru")));
        QCoreApplication::processEvents();
        QVERIFY(w.formulaPanel()->plainText().contains(QStringLiteral("обновление")));
        QVERIFY(w.setLanguage(QStringLiteral("en")));
        QCoreApplication::processEvents();
        QVERIFY(w.formulaPanel()->plainText().contains(QStringLiteral("update")));
        QVERIFY(!w.formulaPanel()->plainText().contains(QStringLiteral("обновление")));
    }
};

QTEST_MAIN(TestWindowLanguages)
#include "tst_window_languages.moc"
