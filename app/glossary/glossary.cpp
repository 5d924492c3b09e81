#include "glossary.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace glossary {

QString Term::form(const QString& lang) const
{
    if (lang == QLatin1String("zh_CN"))
        return zh;
    if (lang == QLatin1String("ru"))
        return ru;
    return en;
}

QString Term::gloss(const QString& lang) const
{
    const QString g = lang == QLatin1String("zh_CN") ? glossZh : lang == QLatin1String("ru") ? glossRu : glossEn;
    return g.isEmpty() ? glossEn : g;
}

const Term* Glossary::find(const QString& id) const
{
    for (const Term& t : terms)
        if (t.id == id)
            return &t;
    return nullptr;
}

const Term* Glossary::forBehaviour(const QString& behaviourId) const
{
    for (const Term& t : terms)
        if (t.behaviours.contains(behaviourId))
            return &t;
    return nullptr;
}

Glossary parse(const QByteArray& json)
{
    Glossary g;
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &err);
    if (err.error != QJsonParseError::NoError || !doc.isObject()) {
        g.error = QStringLiteral("glossary.json is not a JSON object: %1 at byte %2").arg(err.errorString()).arg(err.offset);
        return g;
    }
    for (const QJsonValue& v : doc.object().value(QLatin1String("terms")).toArray()) {
        const QJsonObject o = v.toObject();
        auto s = [&o](const char* key) { return o.value(QLatin1String(key)).toString(); };
        Term t;
        t.id = s("id");
        t.kind = s("kind");
        t.seed = s("seed");
        t.code = s("code");
        t.en = s("en");
        t.zh = s("zh_CN");
        t.ru = s("ru");
        const QJsonObject gloss = o.value(QLatin1String("gloss")).toObject();
        t.glossEn = gloss.value(QLatin1String("en")).toString();
        t.glossZh = gloss.value(QLatin1String("zh_CN")).toString();
        t.glossRu = gloss.value(QLatin1String("ru")).toString();
        for (const QJsonValue& b : o.value(QLatin1String("behaviours")).toArray())
            t.behaviours << b.toString();
        const QJsonObject check = o.value(QLatin1String("check")).toObject();
        t.checkSource = check.value(QLatin1String("source")).toString();
        t.checkZh = check.value(QLatin1String("zh_CN")).toString();
        t.checkRu = check.value(QLatin1String("ru")).toString();
        t.forbidZh = check.value(QLatin1String("forbid_zh_CN")).toString();
        t.forbidRu = check.value(QLatin1String("forbid_ru")).toString();
        for (const QJsonValue& c : check.value(QLatin1String("except_contexts")).toArray())
            t.checkExceptContexts << c.toString();
        const QJsonObject label = o.value(QLatin1String("label")).toObject();
        t.labelContext = label.value(QLatin1String("context")).toString();
        t.labelSource = label.value(QLatin1String("source")).toString();
        if (t.id.isEmpty() || t.en.isEmpty() || t.zh.isEmpty() || t.ru.isEmpty()) {
            g.error = QStringLiteral("glossary.json: term %1 lacks an id or one of its three forms").arg(g.terms.size());
            return g;
        }
        g.terms.push_back(t);
    }
    for (const QJsonValue& v : doc.object().value(QLatin1String("never")).toArray()) {
        const QJsonObject o = v.toObject();
        g.never.push_back({o.value(QLatin1String("lang")).toString(), o.value(QLatin1String("pattern")).toString(),
                           o.value(QLatin1String("why")).toString()});
    }
    if (g.terms.empty())
        g.error = QStringLiteral("glossary.json holds no terms");
    return g;
}

const Glossary& bundled()
{
    static const Glossary g = [] {
        QFile f(QStringLiteral(":/glossary/glossary.json"));
        if (!f.open(QIODevice::ReadOnly)) {
            Glossary missing;
            missing.error = QStringLiteral("the resource :/glossary/glossary.json is missing");
            return missing;
        }
        return parse(f.readAll());
    }();
    return g;
}

} // namespace glossary
