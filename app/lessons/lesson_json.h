#pragma once
// The `.steerlab` lesson file (docs/lesson-format.md): UTF-8 JSON starting with
// "format": "steeringlab-lesson", "version": 1. Reading checks everything and either gives the
// lesson or ONE translated line naming the file, where in it (a JSON path such as
// $.input[3].point[1]) and what is wrong; it never crashes and never hangs, whatever the bytes.
// Writing is atomic (QSaveFile) and numbers come back bit for bit, -0 included.
#include "lesson.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <optional>

namespace lessons {

// Context of every lesson-file message (translations/*.ts).
class LessonFile {
    Q_DECLARE_TR_FUNCTIONS(LessonFile)
};

inline constexpr char kFormatName[] = "steeringlab-lesson";
inline constexpr int kFormatVersion = 1;
inline constexpr char kFileSuffix[] = ".steerlab";

// Sane limits: a real lesson is far below each, a damaged or hostile file is refused quickly.
inline constexpr qint64 kMaxFileBytes = 64LL * 1024 * 1024;
inline constexpr qsizetype kMaxInputEvents = 1000000;
inline constexpr qsizetype kMaxVehicleParameters = 1000000;
inline constexpr qsizetype kMaxParameters = 10000;
inline constexpr qsizetype kMaxBookmarks = 10000;
inline constexpr qsizetype kMaxAnnotations = 10000;
inline constexpr qsizetype kMaxQuestions = 1000;
inline constexpr qsizetype kMaxTextChars = 100000;
inline constexpr std::int64_t kMaxFrame = 10000000; // as --frames: about 92 hours at 30 frames a second
inline constexpr double kMaxCoordinate = 1e6;      // stage positions, as --target

struct ReadResult {
    std::optional<Lesson> lesson;
    QString error; // one translated line when `lesson` is empty
};

// Reads a lesson file. `error` names the file as the user gave it.
ReadResult readLessonFile(const QString& fileName);
// The same checks on bytes already in memory; `fileName` is only used in the message.
ReadResult parseLesson(const QByteArray& bytes, const QString& fileName);

// The file text: UTF-8, keys in the documented order, one input event a line.
QByteArray lessonToJson(const Lesson& lesson);
// Writes atomically: on failure the old file is untouched and a translated message is returned;
// an empty string on success.
QString saveLessonFile(const Lesson& lesson, const QString& fileName);

} // namespace lessons
