#include "seed_methods.h"

#include <QCoreApplication>
#include <QFile>

namespace codelab {

const std::vector<SeedMethod>& seedMethods()
{
    static const std::vector<SeedMethod> methods{
        {"seek", "seek(target)", QT_TRANSLATE_NOOP("CodePanel", "Seek")},
        {"flee", "flee(target)", QT_TRANSLATE_NOOP("CodePanel", "Flee")},
        {"arrive", "arrive(target)", QT_TRANSLATE_NOOP("CodePanel", "Arrive")},
        {"pursue", "pursue(target)", QT_TRANSLATE_NOOP("CodePanel", "Pursue")},
        {"evade", "evade(target)", QT_TRANSLATE_NOOP("CodePanel", "Evade")},
        {"wander", "wander()", QT_TRANSLATE_NOOP("CodePanel", "Wander")},
        {"avoid", "avoid(circles)", QT_TRANSLATE_NOOP("CodePanel", "Object avoidance")},
        {"followPath", "followPath(path, loop)", QT_TRANSLATE_NOOP("CodePanel", "Path following")},
        {"flock", "flock(vehicles)", QT_TRANSLATE_NOOP("CodePanel", "Flock")},
        {"inSight", "inSight(vehicle)", QT_TRANSLATE_NOOP("CodePanel", "In sight")},
        {"tooClose", "tooClose(vehicle)", QT_TRANSLATE_NOOP("CodePanel", "Too close")},
        {"pursueOffset", "pursueOffset(target, offset)", QT_TRANSLATE_NOOP("CodePanel", "Offset pursuit")},
    };
    return methods;
}

QString seedSource(const QString& name)
{
    QFile file(QStringLiteral(":/seed_methods/%1.js").arg(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

namespace {
// One comment: where its text starts and ends in the source (markers and spaces excluded).
struct CommentSpan {
    qsizetype from, to;
};

std::vector<CommentSpan> commentSpans(const QString& s)
{
    std::vector<CommentSpan> spans;
    auto trimmed = [&](qsizetype from, qsizetype to) {
        while (from < to && s.at(from).isSpace())
            ++from;
        while (to > from && s.at(to - 1).isSpace())
            --to;
        spans.push_back({from, to});
    };
    qsizetype i = 0;
    while (i < s.size()) {
        const QChar c = s.at(i);
        if (c == QLatin1Char('"') || c == QLatin1Char('\'') || c == QLatin1Char('`')) {
            for (++i; i < s.size() && s.at(i) != c; ++i)
                if (s.at(i) == QLatin1Char('\\'))
                    ++i;
            ++i;
        } else if (s.mid(i, 2) == QLatin1String("//")) {
            qsizetype end = s.indexOf(QLatin1Char('\n'), i);
            if (end < 0)
                end = s.size();
            trimmed(i + 2, end);
            i = end;
        } else if (s.mid(i, 2) == QLatin1String("/*")) {
            qsizetype end = s.indexOf(QLatin1String("*/"), i + 2);
            const qsizetype next = end < 0 ? s.size() : end + 2;
            trimmed(i + 2, end < 0 ? s.size() : end);
            i = next;
        } else {
            ++i;
        }
    }
    return spans;
}
} // namespace

QStringList commentsOf(const QString& source)
{
    QStringList texts;
    for (const CommentSpan& span : commentSpans(source))
        texts << source.mid(span.from, span.to - span.from);
    return texts;
}

QString translateComments(const QString& source)
{
    const QStringList& known = seedCommentSources();
    QString out;
    qsizetype copied = 0;
    for (const CommentSpan& span : commentSpans(source)) {
        const QString text = source.mid(span.from, span.to - span.from);
        if (!known.contains(text))
            continue;
        out += source.mid(copied, span.from - copied);
        out += QCoreApplication::translate("SeedComments", text.toUtf8().constData());
        copied = span.to;
    }
    out += source.mid(copied);
    return out;
}

} // namespace codelab
