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
} // namespace language
