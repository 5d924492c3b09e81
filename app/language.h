#pragma once
// Loading the interface language: our own catalogue plus Qt's (dialog buttons and the like).
#include <QString>
#include <QStringList>

class QCoreApplication;

namespace language {
QStringList available();                 // "en", "zh_CN", "ru"
QString systemDefault();                 // from the system locale, "en" when not Chinese or Russian
QString nativeName(const QString& code); // "English", "简体中文", "Русский"
// Replaces the installed translators; English removes them. Returns false if a catalogue is missing.
bool install(const QString& code);
QString current();
// `source` (context as in the .ts files) in language `code`, without installing it: for showing a
// second language under the first. English, an unknown code or a missing entry give `source`.
QString translateIn(const QString& code, const char* context, const char* source);
} // namespace language
