// The Chinese and Russian catalogues: complete, clean, consistent with their sources, and
// embedded where language.cpp looks for them.
#include "language.h"
#include "ts_catalogue.h"

#include <QApplication>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

namespace {
using ts_catalogue::Entry;
std::vector<Entry> readTs(const QString& path) { return ts_catalogue::read(path); }

QSet<QString> placeholders(const QString& s)
{
    static const QRegularExpression re(QStringLiteral("%(\\d+|n)"));
    QSet<QString> out;
    for (auto it = re.globalMatch(s); it.hasNext();)
        out.insert(it.next().captured(0));
    return out;
}

// Plain lower-case English words of three letters or more: identifiers such as maxSpeed or
// Steering Lab do not count.
int englishWords(const QString& s)
{
    static const QRegularExpression word(QStringLiteral("(?<![\\w.])[a-z]{3,}(?![\\w(])"));
    int n = 0;
    for (auto it = word.globalMatch(s); it.hasNext(); it.next())
        ++n;
    return n;
}

QString tsPath(const char* code) { return QStringLiteral(STEER_TRANSLATIONS_DIR "/steeringlab_%1.ts").arg(QLatin1String(code)); }
} // namespace

class TestTranslations : public QObject {
    Q_OBJECT
private slots:
    void complete_data()
    {
        QTest::addColumn<QString>("code");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
        QTest::newRow("ru") << QStringLiteral("ru");
    }
    void complete()
    {
        QFETCH(QString, code);
        const auto entries = readTs(tsPath(code.toLatin1().constData()));
        QVERIFY2(entries.size() > 100, "the catalogue is missing or nearly empty");
        QStringList problems;
        for (const Entry& e : entries) {
            const QString where = e.context + QStringLiteral(": \"") + e.source.left(60) + QStringLiteral("\"");
            if (!e.type.isEmpty())
                problems << e.type + QStringLiteral(" ") + where;
            if (e.translations.isEmpty())
                problems << QStringLiteral("no translation ") + where;
            for (const QString& t : e.translations) {
                if (t.trimmed().isEmpty())
                    problems << QStringLiteral("empty ") + where;
                else if (placeholders(t) != placeholders(e.source))
                    problems << QStringLiteral("placeholders differ ") + where;
            }
            // A phrase left in English is not a translation (formulas, names and numbers may stay).
            if (englishWords(e.source) >= 2 && e.translations.contains(e.source))
                problems << QStringLiteral("left in English ") + where;
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.mid(0, 40).join(QLatin1Char('\n')) +
                                                QStringLiteral("\n(%1 problems)").arg(problems.size())));
    }

    void sameMessagesInBothLanguages()
    {
        auto keys = [](const std::vector<Entry>& es) {
            QSet<QString> out;
            for (const Entry& e : es)
                out.insert(e.context + QLatin1Char('\x1f') + e.source);
            return out;
        };
        QCOMPARE(keys(readTs(tsPath("zh_CN"))), keys(readTs(tsPath("ru"))));
    }

    void cataloguesAreEmbedded()
    {
        for (const char* code : {"zh_CN", "ru"}) {
            QTranslator t;
            QVERIFY(t.load(QStringLiteral(":/i18n/steeringlab_%1.qm").arg(QLatin1String(code))));
        }
        QVERIFY(language::install(QStringLiteral("zh_CN")));
        QCOMPARE(QCoreApplication::translate("Formula", "seek"), QStringLiteral("寻找"));
        QCOMPARE(QCoreApplication::translate("ItemKind", "steering force"), QStringLiteral("转向力"));
        QVERIFY(language::install(QStringLiteral("ru")));
        QCOMPARE(QCoreApplication::translate("Formula", "seek"), QStringLiteral("поиск"));
        QCOMPARE(QCoreApplication::translate("ItemKind", "desired velocity"), QStringLiteral("требуемая скорость"));
        QVERIFY(language::install(QStringLiteral("en")));
        QCOMPARE(QCoreApplication::translate("Formula", "seek"), QStringLiteral("seek"));
    }

    // Every text the sources mark for translation is in the catalogues: a string added to the code
    // without running update_translations (and translating it) fails here.
    void cataloguesCoverTheSources()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString fresh = dir.filePath(QStringLiteral("fresh_ru.ts"));
        QProcess lupdate;
        lupdate.start(QStringLiteral(STEER_LUPDATE),
                      {QStringLiteral("-no-obsolete"), QStringLiteral("-locations"), QStringLiteral("none"),
                       QStringLiteral(STEER_SOURCE_DIR "/app"), QStringLiteral(STEER_SOURCE_DIR "/diagrams"),
                       QStringLiteral("-ts"), fresh});
        QVERIFY(lupdate.waitForFinished(120000));
        QCOMPARE(lupdate.exitCode(), 0);
        QSet<QString> known;
        for (const Entry& e : readTs(tsPath("ru")))
            known.insert(e.context + QLatin1Char('\x1f') + e.source);
        QStringList missing;
        for (const Entry& e : readTs(fresh))
            if (!known.contains(e.context + QLatin1Char('\x1f') + e.source))
                missing << e.context + QStringLiteral(": ") + e.source.left(80);
        QVERIFY(readTs(fresh).size() > 100);
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("not in translations/*.ts (run the update_translations "
                                                              "target and translate):\n") +
                                               missing.join(QLatin1Char('\n'))));
    }

    // Terms from SOURCES.md's table, as the seeds use them.
    void seedTerms()
    {
        const struct {
            const char* context;
            const char* source;
            const char* zh;
            const char* ru;
        } terms[] = {
            {"Formula", "flee", "避开", "избегание"},
            {"Formula", "arrive", "到达", "прибытие"},
            {"Formula", "pursue", "追捕", "преследование"},
            {"Formula", "evade", "躲避", "уклонение"},
            {"Formula", "wander", "漫游", "блуждание"},
            {"Formula", "object avoidance", "对象回避", "избегание препятствий"},
            {"Formula", "path following", "路径跟随", "следование пути"},
            {"Formula", "flock", "群落", "стая"},
            {"ItemKind", "feeler", "触角", "щуп"},
            {"ItemKind", "projection", "投影", "проекция"},
        };
        for (const auto& t : terms) {
            QCOMPARE(language::translateIn(QStringLiteral("zh_CN"), t.context, t.source), QString::fromUtf8(t.zh));
            QCOMPARE(language::translateIn(QStringLiteral("ru"), t.context, t.source), QString::fromUtf8(t.ru));
        }
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
