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

// Classes with readers of more than one language: formulas, legend and stage labels also in up to
// two more languages, in order, under the interface language (an English-speaking teacher with
// Chinese and Russian readers shows all three).
inline constexpr int kMaxExtraLanguages = 2;
// The extra languages as saved or typed ("zh_CN,ru"; an old setting holds one code): unknown
// codes, repeats and any past the second are dropped.
QStringList extraLanguagesFrom(const QString& text);
// How they are saved and written on the command line: "zh_CN,ru", empty for none.
QString extraLanguagesText(const QStringList& codes);
} // namespace language
