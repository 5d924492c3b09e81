#include "sources.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace sources {

QString Text::in(const QString& lang) const
{
    if (lang == QLatin1String("zh_CN"))
        return zh;
    if (lang == QLatin1String("ru"))
        return ru;
    return en;
}

const Seed* Sources::seed(const QString& id) const
{
    for (const Seed& s : seeds)
        if (s.id == id)
            return &s;
    return nullptr;
}

const Disagreement* Sources::disagreement(const QString& variant) const
{
    for (const Disagreement& d : disagreements)
        if (d.variant == variant)
            return &d;
    return nullptr;
}

namespace {
Text text(const QJsonObject& o, const char* key)
{
    const QJsonObject t = o.value(QLatin1String(key)).toObject();
    return {t.value(QLatin1String("en")).toString(), t.value(QLatin1String("zh_CN")).toString(),
            t.value(QLatin1String("ru")).toString()};
}
QString str(const QJsonObject& o, const char* key) { return o.value(QLatin1String(key)).toString(); }
} // namespace

Sources parse(const QByteArray& json)
{
    Sources s;
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &err);
    if (err.error != QJsonParseError::NoError || !doc.isObject()) {
        s.error = QStringLiteral("sources.json is not a JSON object: %1 at byte %2").arg(err.errorString()).arg(err.offset);
        return s;
    }
    for (const QJsonValue& v : doc.object().value(QLatin1String("seeds")).toArray()) {
        const QJsonObject o = v.toObject();
        Seed seed{str(o, "id"), str(o, "title"), str(o, "byline"), text(o, "language"), text(o, "covers")};
        if (seed.id.isEmpty()) {
            s.error = QStringLiteral("sources.json: seed %1 has no id").arg(s.seeds.size());
            return s;
        }
        s.seeds.push_back(seed);
    }
    for (const QJsonValue& v : doc.object().value(QLatin1String("disagreements")).toArray()) {
        const QJsonObject o = v.toObject();
        Disagreement d{str(o, "variant"), text(o, "heading"), {}, text(o, "meant"), text(o, "why")};
        if (d.variant.isEmpty()) {
            s.error = QStringLiteral("sources.json: disagreement %1 names no variant").arg(s.disagreements.size());
            return s;
        }
        for (const QJsonValue& p : o.value(QLatin1String("prints")).toArray()) {
            const QJsonObject po = p.toObject();
            d.prints.push_back({str(po, "seeds"), str(po, "code"), str(po, "choice"), text(po, "note")});
        }
        s.disagreements.push_back(d);
    }
    if (s.seeds.empty() || s.disagreements.empty())
        s.error = QStringLiteral("sources.json holds no seeds or no disagreements");
    return s;
}

const Sources& bundled()
{
    static const Sources s = [] {
        QFile f(QStringLiteral(":/sources/sources.json"));
        if (!f.open(QIODevice::ReadOnly)) {
            Sources missing;
            missing.error = QStringLiteral("the resource :/sources/sources.json is missing");
            return missing;
        }
        return parse(f.readAll());
    }();
    return s;
}

} // namespace sources
