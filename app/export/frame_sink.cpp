#include "frame_sink.h"

#include <cstdio>

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

void PartFile::begin(const QString& path)
{
    path_ = path;
    part_ = path + QStringLiteral(".part");
}

QString PartFile::commit()
{
    // std::rename replaces an existing target in one step (QFile::rename refuses to).
    const bool moved = std::rename(QFile::encodeName(part_).constData(), QFile::encodeName(path_).constData()) == 0;
    if (!moved)
        QFile::remove(part_);
    part_.clear();
    return moved ? QString() : writeError(path_);
}

void PartFile::discard()
{
    if (!part_.isEmpty())
        QFile::remove(part_);
    part_.clear();
}

QString sequenceFile(const QString& path, int index)
{
    const QFileInfo f(path);
    return f.dir().filePath(QStringLiteral("%1_%2.png").arg(f.completeBaseName()).arg(index, 4, 10, QLatin1Char('0')));
}

} // namespace exporting
