#pragma once
// The glossary check (app/glossary/glossary.json, "check_rules") over any text the class reads: a
// translated text, the English it translates, and where it lives (file and field), so that a fault
// names the file, the field and the term. The texts come from the catalogues (context and source as
// the field) and from any JSON file that holds {"en", "zh_CN", "ru"} triples (lesson texts, the
// .steerlab files, the Sources page, the glossary's own glosses; the JSON path as the field).
#include "glossary.h"
#include "ts_catalogue.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>
#include <vector>

namespace glossary_check {

struct Text {
    QString file;        // "steeringlab_ru.ts", "seek-flee.json"
    QString field;       // "[Context] source" or a JSON path such as bookmarks.wall.note.ru
    QString context;     // the catalogue context; empty outside the catalogues
    QString source;      // the English
    QString translation; // numerus forms joined by " | "
    bool lesson = false; // a lesson's text: decimals are written with a point, as the panels do
};

inline QRegularExpression rx(const QString& pattern)
{
    return QRegularExpression(pattern, QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
}

inline QString wanted(const glossary::Term& t, const QString& lang) { return lang == QLatin1String("zh_CN") ? t.checkZh : t.checkRu; }
inline QString forbidden(const glossary::Term& t, const QString& lang) { return lang == QLatin1String("zh_CN") ? t.forbidZh : t.forbidRu; }

// The English names the term (outside the contexts where the word means something else).
inline bool namesTerm(const glossary::Term& t, const Text& m)
{
    return !t.checkSource.isEmpty() && !t.checkExceptContexts.contains(m.context) && rx(t.checkSource).match(m.source).hasMatch();
}

// True when the English uses the term as a word of prose. A match the translation keeps verbatim is
// an identifier (--variant, evade=behind) and does not count, unless the translation glosses it in
// brackets (群落（flock）, «стая (flock)»): then the word before the brackets is the term in prose.
// (A glossed identifier has no space: «Управление поведениями (Steering behaviors)» quotes a title.)
inline bool usesTerm(const glossary::Term& t, const Text& m)
{
    if (!namesTerm(t, m))
        return false;
    for (auto it = rx(t.checkSource).globalMatch(m.source); it.hasNext();) {
        const QString word = it.next().captured(0);
        const bool glossed = !word.contains(QLatin1Char(' ')) && // an identifier has no space; "(Steering behaviors)" is a title
                             (m.translation.contains(QStringLiteral("（%1）").arg(word)) || m.translation.contains(QStringLiteral("(%1)").arg(word)));
        // Kept as a whole word: "speed" inside a placeholder {speed4} or maxSpeed is not kept.
        const QRegularExpression kept(QStringLiteral("(?<![A-Za-z0-9_])%1(?![A-Za-z0-9_])").arg(QRegularExpression::escape(word)));
        if (!kept.match(m.translation).hasMatch() || glossed)
            return true;
    }
    return false;
}

// The text without its quotations: a word in «…» or “…” is mentioned, not used (the glossary's note
// that the steering force is never «сила», a seed's title quoted as printed).
inline QString unquoted(const QString& text)
{
    static const QRegularExpression quoted(QStringLiteral("«[^«»]*»|“[^“”]*”"));
    return QString(text).replace(quoted, QStringLiteral("«»"));
}

// Every way `m` breaks the glossary in `lang`, one line each naming the file, the field and the term.
inline QStringList problems(const glossary::Glossary& g, const QString& lang, const Text& m)
{
    QStringList out;
    const QString where = QStringLiteral("%1 %2: ").arg(m.file, m.field);
    const QString shown = QStringLiteral("\n    \"%1\"").arg(m.translation.left(160));
    std::vector<const glossary::Term*> used;
    for (const glossary::Term& t : g.terms)
        if (usesTerm(t, m))
            used.push_back(&t);
    for (const glossary::Term& t : g.terms) {
        if (!t.labelContext.isEmpty() && t.labelContext == m.context && t.labelSource == m.source && m.translation != t.form(lang))
            out << where + QStringLiteral("term \"%1\": the label must read \"%2\"").arg(t.en, t.form(lang)) + shown;
        if (!namesTerm(t, m))
            continue;
        if (std::find(used.begin(), used.end(), &t) != used.end() && !rx(wanted(t, lang)).match(m.translation).hasMatch())
            out << where + QStringLiteral("term \"%1\" needs %2 (/%3/)").arg(t.en, t.form(lang), wanted(t, lang)) + shown;
        // A forbidden form is checked even where the term is an identifier; it is excused only where
        // another term of the same text asks for it (分离 for separation beside a flock that splits).
        if (forbidden(t, lang).isEmpty())
            continue;
        for (auto it = rx(forbidden(t, lang)).globalMatch(unquoted(m.translation)); it.hasNext();) {
            const QString form = it.next().captured(0);
            const bool excused = std::any_of(used.begin(), used.end(), [&](const glossary::Term* o) {
                return o != &t && rx(wanted(*o, lang)).match(form).hasMatch();
            });
            if (!excused) {
                out << where + QStringLiteral("term \"%1\" must not be \"%2\" (/%3/)").arg(t.en, form, forbidden(t, lang)) + shown;
                break;
            }
        }
    }
    for (const glossary::Never& n : g.never)
        if (n.lang == lang)
            if (const auto found = rx(n.pattern).match(unquoted(m.translation)); found.hasMatch())
                out << where + QStringLiteral("\"%1\": %2").arg(found.captured(0), n.why) + shown;
    static const QRegularExpression decimalComma(QStringLiteral("\\d,\\d"));
    if (m.lesson)
        if (const auto found = decimalComma.match(m.translation); found.hasMatch())
            out << where + QStringLiteral("\"%1\": decimals take a point, as in the panels").arg(found.captured(0)) + shown;
    return out;
}

// The catalogue's current messages (vanished and obsolete ones are no longer shown).
inline std::vector<Text> fromCatalogue(const QString& path)
{
    std::vector<Text> out;
    const QString file = QFileInfo(path).fileName();
    for (const ts_catalogue::Entry& e : ts_catalogue::read(path))
        if (e.current())
            out.push_back({file, QStringLiteral("[%1] %2").arg(e.context, e.source.left(80)), e.context, e.source, e.text()});
    return out;
}

// Every {"en", "zh_CN", "ru"} triple under `v` (strings, or lists of paragraphs paired by index),
// in `lang`. Array elements with an "id" are named by it: terms[vehicle].gloss.ru.
inline void collect(const QJsonValue& v, const QString& path, const QString& file, const QString& lang, bool lesson,
                    std::vector<Text>& out)
{
    auto join = [&path](const QString& key) { return path.isEmpty() ? key : path + QLatin1Char('.') + key; };
    if (v.isArray()) {
        const QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QString id = a.at(i).toObject().value(QLatin1String("id")).toString();
            collect(a.at(i), QStringLiteral("%1[%2]").arg(path, id.isEmpty() ? QString::number(i) : id), file, lang, lesson, out);
        }
        return;
    }
    if (!v.isObject())
        return;
    const QJsonObject o = v.toObject();
    const QJsonValue en = o.value(QLatin1String("en"));
    const QJsonValue tr = o.value(lang);
    if (en.isString() && tr.isString()) {
        out.push_back({file, join(lang), {}, en.toString(), tr.toString(), lesson});
    } else if (en.isArray() && tr.isArray()) {
        for (qsizetype i = 0; i < en.toArray().size(); ++i)
            out.push_back({file, QStringLiteral("%1[%2]").arg(join(lang)).arg(i), {}, en.toArray().at(i).toString(),
                           tr.toArray().at(i).toString(), lesson});
    }
    for (auto it = o.begin(); it != o.end(); ++it)
        if (it.value().isObject() || it.value().isArray())
            collect(it.value(), join(it.key()), file, lang, lesson, out);
}

inline std::vector<Text> fromJson(const QByteArray& json, const QString& file, const QString& lang, bool lesson)
{
    std::vector<Text> out;
    const QJsonDocument doc = QJsonDocument::fromJson(json);
    collect(doc.isArray() ? QJsonValue(doc.array()) : QJsonValue(doc.object()), {}, file, lang, lesson, out);
    return out;
}

// `name` is how a fault names the file ("texts/seek-flee.json").
inline std::vector<Text> fromJsonFile(const QString& path, const QString& name, const QString& lang, bool lesson)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return fromJson(f.readAll(), name, lang, lesson);
}

} // namespace glossary_check
