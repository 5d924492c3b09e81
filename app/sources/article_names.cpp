#include "article_names.h"

#include "sources.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace articles {

QStringList seedsIn(const QString& reference)
{
    QStringList out;
    static const QRegularExpression number(QStringLiteral("\\d{3}"));
    int previous = -1;
    for (auto it = number.globalMatch(reference); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const int n = m.captured().toInt();
        const bool range = previous >= 0 && m.capturedStart() > 0 && reference.at(m.capturedStart() - 1) == QChar(0x2013);
        for (int k = range ? previous + 1 : n; k <= n; ++k)
            out << QStringLiteral("%1").arg(k, 3, 10, QLatin1Char('0'));
        previous = n;
    }
    return out;
}

QString shortName(const QString& id)
{
    // 000 and 001 are the same article (001 re-posts it in 2022): one name for both.
    if (id == QLatin1String("000") || id == QLatin1String("001"))
        return QCoreApplication::translate("Article", "AS3 study notes");
    if (id == QLatin1String("002"))
        return QCoreApplication::translate("Article", "Russian translation");
    if (id == QLatin1String("003"))
        return QCoreApplication::translate("Article", "Cocos port");
    if (id == QLatin1String("004"))
        return QCoreApplication::translate("Article", "Lennard-Jones post");
    return id;
}

QString names(const QString& reference)
{
    QStringList out;
    for (const QString& id : seedsIn(reference))
        if (const QString name = shortName(id); !out.contains(name))
            out << name;
    return out.isEmpty() ? reference : out.join(QStringLiteral(", "));
}

QString titles(const QString& reference)
{
    QStringList out;
    for (const QString& id : seedsIn(reference)) {
        const sources::Seed* s = sources::bundled().seed(id);
        if (!s)
            continue;
        QString line = s->title.isEmpty() ? shortName(id) : s->title;
        if (!s->byline.isEmpty())
            line += QStringLiteral(" — ") + s->byline;
        if (id == QLatin1String("001"))
            line = QCoreApplication::translate("Article", "%1 (the same article re-posted)").arg(line);
        out << line;
    }
    return out.join(QLatin1Char('\n'));
}

namespace {
// A short name as a pattern that also finds its inflected forms: each word of five letters or more
// keeps all but its last two (the Russian case endings: "русский перевод" finds "русском переводе"),
// shorter words and words with digits stay whole ("AS3", "на").
QRegularExpression namePattern(const QString& name)
{
    QStringList words;
    for (const QString& word : name.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        bool digits = false;
        for (const QChar c : word)
            digits = digits || c.isDigit();
        if (word.size() >= 5 && !digits && word.at(0).script() == QChar::Script_Cyrillic)
            words << QRegularExpression::escape(word.chopped(2)) + QStringLiteral("\\w*");
        else
            words << QRegularExpression::escape(word);
    }
    return QRegularExpression(words.join(QStringLiteral("\\s+")), QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
}
} // namespace

QStringList mentionedIn(const QString& text)
{
    QStringList out;
    static const QRegularExpression number(QStringLiteral("(?<![\\d.])00[0-4](?:[/–]00[0-4])*(?![\\d.])"));
    QStringList numbered;
    for (auto it = number.globalMatch(text); it.hasNext();)
        numbered << seedsIn(it.next().captured());
    for (const char* id : {"000", "002", "003", "004"}) {
        const QString code = QString::fromLatin1(id);
        const bool byNumber = numbered.contains(code) || (code == QLatin1String("000") && numbered.contains(QStringLiteral("001")));
        if (byNumber || namePattern(shortName(code)).match(text).hasMatch())
            out << code;
    }
    return out;
}

QString titlesIn(const QString& text)
{
    const QStringList ids = mentionedIn(text);
    return ids.isEmpty() ? QString() : titles(ids.join(QLatin1Char('/')));
}

} // namespace articles
