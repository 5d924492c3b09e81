#pragma once
// Where the frames of an exported animation go: an animated GIF (giflib), an H.264 MP4 video
// (FFmpeg's libavformat and libavcodec) or a numbered PNG sequence. Every sink writes beside the
// target under a temporary name and puts the result in place only in finish(): a cancelled or
// failed export leaves no partial file, and an older file of that name stays until the new one
// is complete.
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

// The single-file sinks' temporary file: written as "name.part" beside the target, renamed over it
// when complete, removed when the export is cancelled or fails.
class PartFile {
public:
    void begin(const QString& path);
    QString target() const { return path_; }
    QString part() const { return part_; }
    QString commit(); // renames the part over the target: empty, or writeError(target)
    void discard();   // removes the part, if any (nothing once committed)

private:
    QString path_;
    QString part_;
};

// The PNG sequence's files: "name.png" becomes name_0000.png, name_0001.png ...
QString sequenceFile(const QString& path, int index);

std::unique_ptr<FrameSink> makeGifSink();
std::unique_ptr<FrameSink> makeMp4Sink();
std::unique_ptr<FrameSink> makePngSequenceSink();

} // namespace exporting
