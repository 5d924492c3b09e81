#pragma once
// Reads a Qt Linguist catalogue (translations/*.ts) as the tests see it: every message with its
// context, source, translation type and translated text (the numerus forms one by one).
// Shared by tst_translations (completeness) and tst_glossary (terms).
#include <QFile>
#include <QString>
#include <QStringList>
#include <QXmlStreamReader>

#include <map>
#include <vector>

namespace ts_catalogue {

struct Entry {
    QString context;
    QString source;
    QString type;             // "", "unfinished", "vanished", "obsolete"
    QStringList translations; // one, or the numerus forms

    bool current() const { return type != QLatin1String("vanished") && type != QLatin1String("obsolete"); }
    QString text() const { return translations.join(QStringLiteral(" | ")); } // numerus forms joined
};

inline std::vector<Entry> read(const QString& path)
{
    std::vector<Entry> out;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return out;
    QXmlStreamReader xml(&f);
    QString context;
    Entry entry;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            entry = Entry{context, {}, {}, {}};
        } else if (name == QLatin1String("source")) {
            entry.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            entry.type = xml.attributes().value(QLatin1String("type")).toString();
            const bool numerus = xml.attributes().hasAttribute(QLatin1String("numerus")) ||
                                 entry.source.contains(QLatin1String("%n"));
            if (!numerus) {
                entry.translations << xml.readElementText();
            } else {
                while (xml.readNextStartElement())
                    entry.translations << xml.readElementText();
            }
            out.push_back(entry);
        }
    }
    return out;
}

// A message's text as the catalogue of `lang` in `dir` has it (English: the source itself), or
// "<missing CONTEXT / SOURCE>". Catalogues are read once per language.
inline QString text(const QString& dir, const QString& lang, const char* context, const char* source)
{
    if (lang == QLatin1String("en"))
        return QString::fromUtf8(source);
    static std::map<QString, std::vector<Entry>> cache;
    auto& entries = cache[lang];
    if (entries.empty())
        entries = read(QStringLiteral("%1/steeringlab_%2.ts").arg(dir, lang));
    for (const auto& e : entries)
        if (e.current() && e.context == QLatin1String(context) && e.source == QString::fromUtf8(source))
            return e.text();
    return QStringLiteral("<missing %1 / %2>").arg(QLatin1String(context), QString::fromUtf8(source));
}

} // namespace ts_catalogue
