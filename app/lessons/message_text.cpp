#include "message_text.h"

#include <QDir>

namespace lessons {

namespace {
QString clean(QString s)
{
    for (QChar& c : s)
        if (c.category() == QChar::Other_Control || c.category() == QChar::Separator_Line ||
            c.category() == QChar::Separator_Paragraph || c.category() == QChar::Other_Surrogate)
            c = QChar(0xFFFD);
    return s;
}
} // namespace

QString shownText(const QString& s)
{
    if (s.size() <= 60)
        return clean(s);
    return clean(s.left(60)) + QChar(0x2026);
}

QString withoutControls(const QString& s) { return clean(s); }

QString shownText(const std::string& s) { return shownText(QString::fromStdString(s)); }

QString shownFileName(const QString& fileName)
{
    const QString native = QDir::toNativeSeparators(fileName);
    if (native.size() <= 200)
        return clean(native);
    return QChar(0x2026) + clean(native.right(200));
}

QString fileNameFromTitle(const QString& title)
{
    static const QString forbidden = QStringLiteral(":?*\"<>|\\/");
    QString name;
    name.reserve(title.size());
    for (const QChar c : title)
        name += (forbidden.contains(c) || c.category() == QChar::Other_Control || c.category() == QChar::Separator_Line ||
                 c.category() == QChar::Separator_Paragraph)
                    ? QChar(u'-')
                    : c;
    while (!name.isEmpty() && (name.endsWith(QLatin1Char('.')) || name.endsWith(QLatin1Char(' '))))
        name.chop(1);
    return name.trimmed();
}

} // namespace lessons
