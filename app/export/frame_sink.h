#pragma once
// Where the frames of an exported animation go: an animated GIF (giflib), an H.264 MP4 video
// (FFmpeg's libavformat and libavcodec) or a numbered PNG sequence. Every sink writes beside the
// target under a temporary name and puts the result in place only in finish(): a cancelled or
// failed export leaves no partial file, and an older file of that name stays until the new one
// is complete (how a hard link, a FIFO or a device is written: app/files/output_file.h).
#include "output_file.h"

#include <QImage>
#include <QSize>
#include <QString>

#include <memory>
#include <optional>

namespace exporting {

class FrameSink {
public:
    virtual ~FrameSink() = default;
    // Empty on success, else a translated message naming the file.
    virtual QString open(const QString& path, QSize size, int framesPerSecond) = 0;
    virtual QString add(const QImage& frame) = 0; // frame.size() == size
    virtual QString finish() = 0;
    // Removes whatever was written (also called by the destructor of an unfinished sink).
    virtual void abort() = 0;
};

enum class AnimationFormat { Gif, Mp4, PngSequence };
// By the file name's ending (.gif, .mp4, .png); nullopt for any other.
std::optional<AnimationFormat> formatFor(const QString& path);
std::unique_ptr<FrameSink> makeSink(AnimationFormat format);

// The messages every sink gives: the file could not be written (folder, disk), and not enough memory.
QString writeError(const QString& path);
QString memoryError(const QString& path);
// The same with the reason when the file knows it (a full disk says so, not "is the disk full?").
QString writeError(const QString& path, const files::OutputFile& file);

// The single-file sinks' output: a library writes the file at path() (or the descriptor handle()),
// commit() puts it in place, discard() drops it when the export is cancelled or fails.
class SinkFile {
public:
    QString begin(const QString& target); // empty, or writeError(target, ...)
    QString path() const { return file_ ? file_->writePath() : QString(); }
    int handle() const { return file_ ? file_->handle() : -1; }
    void failedWith(int error); // the errno a library saw, when it says it could not write
    QString failure() const;    // writeError(target, ...) with what is known of the reason
    QString commit(); // empty, or writeError(target, ...)
    void discard();   // drops what was written (nothing once committed)

private:
    QString target_;
    std::unique_ptr<files::OutputFile> file_;
};

// The PNG sequence's files: "name.png" becomes name_0000.png, name_0001.png ...
QString sequenceFile(const QString& path, int index);

std::unique_ptr<FrameSink> makeGifSink();
std::unique_ptr<FrameSink> makeMp4Sink();
std::unique_ptr<FrameSink> makePngSequenceSink();

} // namespace exporting
