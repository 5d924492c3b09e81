#pragma once
// Text from a file or the user quoted inside a lesson message: the message must stay one short
// line whatever the file holds.
#include <QString>

#include <string>

namespace lessons {

// At most 60 characters (then "…"), line breaks and control characters shown as U+FFFD.
QString shownText(const QString& s);
QString shownText(const std::string& s);
// The whole text, with line breaks and control characters shown as U+FFFD (a message made of
// several quoted parts, printed as one line).
QString withoutControls(const QString& s);
// A file name as the user gave it (native separators), shortened from the left past 200 characters.
QString shownFileName(const QString& fileName);

// A file name (without folder or suffix) made from a lesson's title that every file system a
// teacher carries lessons on accepts (FAT and NTFS sticks, network shares): the characters
// : ? * " < > | \ / and control characters become '-', and trailing dots and spaces go (Windows
// drops them). Empty when nothing usable is left.
QString fileNameFromTitle(const QString& title);

} // namespace lessons
