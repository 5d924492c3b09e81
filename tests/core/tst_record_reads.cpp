// Issue #33: the window and the diagrams read what a behaviour computed through its typed record
// (rec.as<SeekRecord>().force) or an item's kind (firstItem(ItemKind::Velocity)), never by a
// string name: a misspelt name compiled, and BehaviourRecord::value's fallback printed 0 for it.
// BehaviourRecord has no value(), number() or item(name) any more (the named numbers are gone), so
// those forms no longer compile; this suite scans the sources of app/, diagrams/ and core/ for the
// forms such reads took (and for names compared by hand), so that none comes back. It reads source
// text only (no steercore): the check is about how code is written.
//
// The patterns are checked twice: against lines copied from the tree before the move (each must
// be caught), and against lines that look alike but read no record (none may be). Set
// STEER_RECORD_READS_ROOT to another checkout to list what the scan finds there.
#include <QtTest>

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>

namespace {

// One line's offence, or an empty string.
QString stringRead(const QString& line)
{
    static const QRegularExpression patterns[] = {
        // r.item("force"), call.value("hit"), f->number("inSightCount"), push->value("rLength")
        QRegularExpression(QStringLiteral(R"((\.|->)\s*(item|number|value)\s*\(\s*")")),
        // r.number(it.name), r.item(n->name): one record's names looked up in another's
        QRegularExpression(QStringLiteral(R"((\.|->)\s*(item|number|value)\s*\(\s*[\w\[\]]+(\.|->)name\b)")),
        // std::strcmp(item.name, "force"), strcmp("force", it->name)
        QRegularExpression(QStringLiteral(R"(strcmp\s*\([^;]*(\.|->)name\b)")),
        // std::string_view(item.name) == "force"
        QRegularExpression(QStringLiteral(R"(string_view\s*[({]\s*[\w\[\]]+(\.|->)name\s*[)}]\s*[=!]=)")),
    };
    QString code = line;
    if (const qsizetype comment = code.indexOf(QStringLiteral("//")); comment >= 0)
        code.truncate(comment); // "r.value(\"dist\")" in a comment explains, it does not read
    for (const QRegularExpression& p : patterns)
        if (p.match(code).hasMatch())
            return p.pattern();
    return {};
}

// Files that still read by name, each until the helper moving it lands (remove the row then).
// None left: formula_builder.cpp, the last, now writes formula lines from the typed records.
const QStringList kKnownExceptions = {};

QStringList offences(const QString& root)
{
    QStringList out;
    for (const char* folder : {"app", "diagrams", "core"}) {
        QDirIterator it(root + QLatin1Char('/') + QLatin1String(folder), {QStringLiteral("*.cpp"), QStringLiteral("*.h")},
                        QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            const QString relative = QDir(root).relativeFilePath(path);
            if (kKnownExceptions.contains(relative))
                continue;
            QFile f(path);
            if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
                continue;
            int number = 0;
            while (!f.atEnd()) {
                const QString line = QString::fromUtf8(f.readLine());
                ++number;
                if (!stringRead(line).isEmpty())
                    out << QStringLiteral("%1:%2: %3").arg(relative).arg(number).arg(line.trimmed());
            }
        }
    }
    out.sort();
    return out;
}

} // namespace

class TestRecordReads : public QObject {
    Q_OBJECT
private slots:
    void catchesTheFormsTheTreeHad_data()
    {
        QTest::addColumn<QString>("line");
        // Copied from app/ and diagrams/ as they were before the move to typed records.
        QTest::newRow("item literal") << QStringLiteral(R"(    const steer::Item* v = r.item("velocity");)");
        QTest::newRow("item literal, arrow") << QStringLiteral(R"(const steer::Item* point = call ? call->item("offsetTargetPos") : nullptr;)");
        QTest::newRow("item deref") << QStringLiteral(R"(if (r.item("velocity")->vec.length() > reach)");
        QTest::newRow("indexed item") << QStringLiteral(R"(const steer::Item* p = ex.calls[c].item("predictedTarget");)");
        QTest::newRow("flag as double") << QStringLiteral(R"(if (call.behaviour == Behaviour::AvoidCircle && call.value("hit") == 1.0))");
        QTest::newRow("indexed flag") << QStringLiteral(R"(ex.calls[c].value("hit") != 1.0;)");
        QTest::newRow("count as double") << QStringLiteral(R"(circles.push_back(int(call.value("circle")));)");
        QTest::newRow("value with fallback") << QStringLiteral(R"(&& std::size_t(r.value("obstacle", -1)) == i))");
        QTest::newRow("value, arrow") << QStringLiteral(R"(marks_.push_back({push->value("rLength"), push->value("d"), push->value("U"), true});)");
        QTest::newRow("number, arrow") << QStringLiteral(R"(if (const steer::Number* n = f->number("inSightCount")))");
        QTest::newRow("number by an item's name") << QStringLiteral(R"(if (r.number(it.name) || it.kind == steer::ItemKind::NeighbourLink || &it != r.item(it.name)))");
        QTest::newRow("strcmp") << QStringLiteral(R"(return o.triangle && item.geometry == Geometry::Arrow && std::strcmp(item.name, "force") == 0 &&)");
        QTest::newRow("strcmp, unequal") << QStringLiteral(R"(if (!o.triangle || std::strcmp(item.name, "force") != 0 ||)");
        QTest::newRow("string_view compare") << QStringLiteral(R"(if (std::string_view(item.name) == "force"))");
    }
    void catchesTheFormsTheTreeHad()
    {
        QFETCH(QString, line);
        QVERIFY2(!stringRead(line).isEmpty(), qPrintable(line));
    }

    void passesReadsThatAreNotByName_data()
    {
        QTest::addColumn<QString>("line");
        QTest::newRow("typed flag") << QStringLiteral(R"(if (call.as<steer::AvoidCircleRecord>().hit))");
        QTest::newRow("item by kind") << QStringLiteral(R"(const steer::Item* v = r.firstItem(steer::ItemKind::Velocity);)");
        QTest::newRow("lesson figure") << QStringLiteral(R"(f.figure("overshoot", toPointer(f.at(stop)), 0);)");
        QTest::newRow("json value") << QStringLiteral(R"(const QJsonValue v = o.value(QLatin1String(key));)");
        QTest::newRow("settings value") << QStringLiteral(R"(o.labels = s.value(QStringLiteral("overlay/labels"), o.labels).toBool();)");
        QTest::newRow("list widget item") << QStringLiteral(R"(scrollToItem(item(row), QAbstractItemView::EnsureVisible);)");
        QTest::newRow("parameter name") << QStringLiteral(R"(if (!forThis || p.name == "stageWidth" || p.name == "stageHeight"))");
        QTest::newRow("label text strcmp") << QStringLiteral(R"(if (std::strcmp(t.first, text) == 0))");
        QTest::newRow("comment") << QStringLiteral(R"(// formulas read r.value("dist") no more)");
    }
    void passesReadsThatAreNotByName()
    {
        QFETCH(QString, line);
        QVERIFY2(stringRead(line).isEmpty(), qPrintable(line + QStringLiteral(" caught by ") + stringRead(line)));
    }

    // The tree itself: no file of app/ or diagrams/ (but the known exceptions) reads by name.
    void noRecordReadByName()
    {
        const QByteArray other = qgetenv("STEER_RECORD_READS_ROOT");
        const QString root = other.isEmpty() ? QStringLiteral(STEER_SOURCE_DIR) : QString::fromLocal8Bit(other);
        QVERIFY2(QDir(root + QStringLiteral("/app")).exists(), qPrintable(root));
        for (const QString& e : kKnownExceptions)
            QVERIFY2(QFile::exists(root + QLatin1Char('/') + e), qPrintable(e + QStringLiteral(" is gone: drop it from kKnownExceptions")));
        const QStringList found = offences(root);
        for (const QString& f : found)
            qInfo("%s", qPrintable(f));
        QVERIFY2(found.isEmpty(), qPrintable(QStringLiteral("%1 record reads by string name (listed above)").arg(found.size())));
    }
};

QTEST_APPLESS_MAIN(TestRecordReads)
#include "tst_record_reads.moc"
