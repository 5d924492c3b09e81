#include "frame_sink.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace exporting {

std::optional<AnimationFormat> formatFor(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("gif"))
        return AnimationFormat::Gif;
    if (suffix == QLatin1String("mp4"))
        return AnimationFormat::Mp4;
    if (suffix == QLatin1String("png"))
        return AnimationFormat::PngSequence;
    return std::nullopt;
}

std::unique_ptr<FrameSink> makeSink(AnimationFormat format)
{
    switch (format) {
    case AnimationFormat::Gif: return makeGifSink();
    case AnimationFormat::Mp4: return makeMp4Sink();
    case AnimationFormat::PngSequence: return makePngSequenceSink();
    }
    return nullptr;
}

QString writeError(const QString& path)
{
    return QCoreApplication::translate("AnimationExport", "Could not write '%1' (is the folder writable, is the disk full?).")
        .arg(QDir::toNativeSeparators(path));
}

QString memoryError(const QString& path)
{
    return QCoreApplication::translate("AnimationExport", "Not enough memory to write '%1'.").arg(QDir::toNativeSeparators(path));
}

QString writeError(const QString& path, const files::OutputFile& file)
{
    if (file.error() == 0)
        return writeError(path);
    return QCoreApplication::translate("AnimationExport", "Could not write '%1': %2.")
        .arg(QDir::toNativeSeparators(path), files::failureReason(file));
}

QString SinkFile::begin(const QString& target)
{
    target_ = target;
    file_ = std::make_unique<files::OutputFile>(target);
    if (file_->open())
        return {};
    const QString err = writeError(target, *file_);
    file_.reset();
    return err;
}

QString SinkFile::commit()
{
    if (!file_)
        return writeError(target_);
    const bool done = file_->commit();
    const QString err = done ? QString() : writeError(target_, *file_);
    file_.reset();
    return err;
}

void SinkFile::failedWith(int error)
{
    if (file_)
        file_->setError(error);
}

QString SinkFile::failure() const { return file_ ? writeError(target_, *file_) : writeError(target_); }

void SinkFile::discard() { file_.reset(); } // an uncommitted OutputFile drops its temporary file

QString sequenceFile(const QString& path, int index)
{
    const QFileInfo f(path);
    return f.dir().filePath(QStringLiteral("%1_%2.png").arg(f.completeBaseName()).arg(index, 4, 10, QLatin1Char('0')));
}

} // namespace exporting
