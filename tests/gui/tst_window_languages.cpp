// The whole window after switching to Chinese and to Russian: no visible text (labels, buttons,
// menus, dock titles, tooltips, lists, the formula panel) may still be English. Identifiers from
// the seeds' code (maxSpeed, normalize, target ...), formulas, numbers and proper names may stay.
#include "controller.h"
#include "formula_panel.h"
#include "language.h"
#include "main_window.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QGroupBox>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QTextDocument>

namespace {
// Words that are not English prose: the seeds' identifiers and function names (shown on purpose
// in formulas), vehicle ids, proper names and file formats.
const QSet<QString>& allowed()
{
    static const QSet<QString> words = {
        // seed code: functions, variables, vehicle ids
        QStringLiteral("normalize"), QStringLiteral("truncate"), QStringLiteral("perp"), QStringLiteral("target"),
        QStringLiteral("heading"), QStringLiteral("side"), QStringLiteral("offset"), QStringLiteral("center"),
        QStringLiteral("feeler"), QStringLiteral("projection"), QStringLiteral("difference"), QStringLiteral("dist"),
        QStringLiteral("random"), QStringLiteral("mass"), QStringLiteral("speed"), QStringLiteral("cutoff"),
        QStringLiteral("radius"), QStringLiteral("sign"), QStringLiteral("angle"), QStringLiteral("cos"),
        QStringLiteral("sin"), QStringLiteral("path"), QStringLiteral("flee"), QStringLiteral("seek"),
        QStringLiteral("add"), QStringLiteral("subtract"), QStringLiteral("steering"), QStringLiteral("leader"),
        QStringLiteral("vehicle"), QStringLiteral("seeker"), QStringLiteral("fleer"), QStringLiteral("pursuer"),
        QStringLiteral("evader"), QStringLiteral("player"), QStringLiteral("behind"), QStringLiteral("ahead"),
        QStringLiteral("range"), QStringLiteral("book"), QStringLiteral("printed"), QStringLiteral("intended"),
        QStringLiteral("front"), QStringLiteral("all"), QStringLiteral("cocos"), QStringLiteral("count"),
        QStringLiteral("loop"),
        // proper names, formats, keys
        QStringLiteral("Steering"), QStringLiteral("Lab"), QStringLiteral("Lennard"), QStringLiteral("Jones"),
        QStringLiteral("Cocos"), QStringLiteral("Creator"), QStringLiteral("TypeScript"), QStringLiteral("Keith"),
        QStringLiteral("Peters"), QStringLiteral("AdvancED"), QStringLiteral("ActionScript"),
        QStringLiteral("Animation"), QStringLiteral("Bourg"), QStringLiteral("Seemann"), QStringLiteral("Game"),
        QStringLiteral("Developers"), QStringLiteral("for"), QStringLiteral("English"), QStringLiteral("PNG"),
        QStringLiteral("SVG"), QStringLiteral("Ctrl"), QStringLiteral("Shift"), QStringLiteral("Home"),
        QStringLiteral("Space"), QStringLiteral("Left"), QStringLiteral("Right"), QStringLiteral("px"),
    };
    return words;
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

// English prose words left in `text`: lower-case or capitalised words of three letters or more
// that are not identifiers (camelCase, snake_case, file names, calls) or allowed names.
QStringList englishWords(const QString& raw)
{
    static const QRegularExpression word(QStringLiteral("(?<![\\w.#/\\\\-])[A-Za-z][a-z]{2,}(?![\\w(.]\\w|\\w|\\()"));
    QStringList out;
    const QString text = plain(raw).remove(QLatin1Char('&'));
    for (auto it = word.globalMatch(text); it.hasNext();) {
        const QString w = it.next().captured(0);
        if (!allowed().contains(w) && !allowed().contains(w.toLower()))
            out << w;
    }
    return out;
}

struct Finding {
    QString where;
    QString text;
};

void check(std::vector<Finding>& out, const QString& where, const QString& text)
{
    if (!englishWords(text).isEmpty())
        out.push_back({where, text.left(160)});
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
            check(out, here + QStringLiteral(" (tooltip)"), a->toolTip());
    }
}

std::vector<Finding> englishLeft(MainWindow& w)
{
    std::vector<Finding> out;
    check(out, QStringLiteral("window title"), w.windowTitle());
    for (QAction* a : w.menuBar()->actions())
        if (a->menu())
            collectMenu(out, a->menu(), QString());
    for (QWidget* widget : w.findChildren<QWidget*>()) {
        if (!widget->isVisibleTo(&w))
            continue;
        const QString name = QString::fromLatin1(widget->metaObject()->className()) + QLatin1Char(' ') + widget->objectName();
        check(out, name + QStringLiteral(" tooltip"), widget->toolTip());
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
        lines << f.where + QStringLiteral(": ") + f.text + QStringLiteral("  [") + englishWords(f.text).join(QLatin1Char(' ')) +
                     QLatin1Char(']');
    return lines.join(QLatin1Char('\n'));
}
} // namespace

class TestWindowLanguages : public QObject {
    Q_OBJECT
private slots:
    void init() { language::install(QStringLiteral("en")); }

    void noEnglishLeft_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("scenario");
        for (const char* code : {"zh_CN", "ru"})
            for (auto id : {steer::ScenarioId::Seek, steer::ScenarioId::Avoid, steer::ScenarioId::Flock,
                            steer::ScenarioId::Path, steer::ScenarioId::LennardJones, steer::ScenarioId::PursueEvade})
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
        QVERIFY2(found.empty(), qPrintable(report(found)));
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
