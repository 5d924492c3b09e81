#pragma once
// Reads a Qt Linguist catalogue (translations/*.ts) as the tests see it: every message with its
// context, source, translation type and translated text (the numerus forms one by one).
// Shared by tst_translations (completeness) and tst_glossary (terms).
#include <QFile>
#include <QString>
#include <QStringList>
#include <QXmlStreamReader>

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

} // namespace ts_catalogue
