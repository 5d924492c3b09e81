#include "language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <map>
#include <memory>

namespace language {
namespace {
std::unique_ptr<QTranslator> g_own;
std::unique_ptr<QTranslator> g_qt;
QString g_current = QStringLiteral("en");
// Catalogues for translateIn, one per language, opened together the first time any is asked for
// and kept for the life of the program. Vehicle names are painted on pool threads (stage paint
// ahead, several compare panes at once), so the set is built once under C++'s thread-safe static
// initialisation and only read afterwards; QTranslator::translate does not change the catalogue.
const std::map<QString, std::unique_ptr<QTranslator>>& extraCatalogues()
{
    static const std::map<QString, std::unique_ptr<QTranslator>> catalogues = [] {
        std::map<QString, std::unique_ptr<QTranslator>> opened;
        for (const QString& code : available()) {
            if (code == QLatin1String("en"))
                continue;
            auto catalogue = std::make_unique<QTranslator>();
            if (!catalogue->load(QStringLiteral(":/i18n/steeringlab_%1.qm").arg(code)))
                catalogue.reset();
            opened.emplace(code, std::move(catalogue));
        }
        return opened;
    }();
    return catalogues;
}
} // namespace

QStringList available() { return {QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("ru")}; }

QString systemDefault()
{
    const QLocale loc = QLocale::system();
    if (loc.language() == QLocale::Chinese)
        return QStringLiteral("zh_CN");
    if (loc.language() == QLocale::Russian)
        return QStringLiteral("ru");
    return QStringLiteral("en");
}

QString nativeName(const QString& code)
{
    if (code == QLatin1String("zh_CN"))
        return QStringLiteral("简体中文");
    if (code == QLatin1String("ru"))
        return QStringLiteral("Русский");
    return QStringLiteral("English");
}

bool install(const QString& code)
{
    if (g_own)
        QCoreApplication::removeTranslator(g_own.get());
    if (g_qt)
        QCoreApplication::removeTranslator(g_qt.get());
    g_own.reset();
    g_qt.reset();
    g_current = QStringLiteral("en");
    if (code == QLatin1String("en") || code.isEmpty())
        return true;
    auto own = std::make_unique<QTranslator>();
    if (!own->load(QStringLiteral(":/i18n/steeringlab_%1.qm").arg(code)))
        return false;
    QCoreApplication::installTranslator(own.get());
    g_own = std::move(own);
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(QStringLiteral("qtbase_%1").arg(code), QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        g_qt = std::move(qt);
    }
    g_current = code;
    return true;
}

QString current() { return g_current; }

QStringList extraLanguagesFrom(const QString& text)
{
    QStringList codes;
    for (const QString& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString code = part.trimmed();
        if (available().contains(code) && !codes.contains(code) && codes.size() < kMaxExtraLanguages)
            codes << code;
    }
    return codes;
}

QString extraLanguagesText(const QStringList& codes) { return codes.join(QLatin1Char(',')); }

QString translateIn(const QString& code, const char* context, const char* source)
{
    const QString english = QString::fromUtf8(source);
    // English and unknown codes have no catalogue: the lookup below answers both.
    const auto& catalogues = extraCatalogues();
    const auto it = catalogues.find(code);
    if (it == catalogues.end() || !it->second)
        return english;
    const QString text = it->second->translate(context, source);
    return text.isEmpty() ? english : text;
}
} // namespace language
