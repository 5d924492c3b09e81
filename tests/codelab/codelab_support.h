#pragma once
// What the code lab's tests share: reading the transcriptions and running a scenario with and
// without a script, frame by frame.
#include "scenarios.h"
#include "world.h"

#include <QFile>
#include <QString>
#include <QStringList>

#include <cmath>
#include <memory>
#include <string>

namespace codelabtest {

inline QString readSource(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

// The transcriptions named (without .js) joined into one script.
inline std::shared_ptr<steer::UserScript> scriptOf(const QStringList& names, const QString& dir)
{
    auto s = std::make_shared<steer::UserScript>();
    for (const QString& n : names)
        s->source += readSource(dir + QLatin1Char('/') + n + QStringLiteral(".js")).toStdString() + "\n";
    s->fileName = names.join(QLatin1Char('+')).toStdString() + ".js";
    return s;
}

inline std::shared_ptr<steer::UserScript> scriptFromText(const QString& text, const char* name = "test.js")
{
    auto s = std::make_shared<steer::UserScript>();
    s->source = text.toStdString();
    s->fileName = name;
    return s;
}

struct Mismatch {
    long long frame = -1; // -1: none
    std::string vehicle;
    QString what;
    double scripted = 0, builtIn = 0;
    QString error; // the script failed
};

// Steps `builtIn` and a copy with `script` for `frames` frames; the first difference over 1e-9.
inline Mismatch compareRuns(steer::World builtIn, std::shared_ptr<const steer::UserScript> script, int frames)
{
    steer::World scripted = builtIn;
    scripted.script = std::move(script);
    Mismatch m;
    for (int k = 1; k <= frames; ++k) {
        scripted.step();
        if (scripted.scriptError) {
            m.frame = k;
            m.error = QString::fromStdString(scripted.scriptError->message) +
                      QStringLiteral(" (line %1)").arg(scripted.scriptError->line);
            return m;
        }
        builtIn.step();
        for (std::size_t i = 0; i < builtIn.vehicles.size(); ++i) {
            const steer::Vehicle& a = scripted.vehicles[i];
            const steer::Vehicle& b = builtIn.vehicles[i];
            const std::pair<const char*, std::pair<double, double>> q[] = {
                {"x", {a.position.x, b.position.x}},    {"y", {a.position.y, b.position.y}},
                {"vx", {a.velocity.x, b.velocity.x}},   {"vy", {a.velocity.y, b.velocity.y}},
                {"fx", {a.lastForce.x, b.lastForce.x}}, {"fy", {a.lastForce.y, b.lastForce.y}},
                {"wanderAngle", {a.wanderAngle, b.wanderAngle}}, {"pathIndex", {double(a.pathIndex), double(b.pathIndex)}},
            };
            for (const auto& [name, v] : q)
                if (!(std::fabs(v.first - v.second) <= 1e-9)) {
                    m.frame = k;
                    m.vehicle = a.id;
                    m.what = QString::fromLatin1(name);
                    m.scripted = v.first;
                    m.builtIn = v.second;
                    return m;
                }
        }
    }
    return m;
}

} // namespace codelabtest
