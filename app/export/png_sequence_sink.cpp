// A numbered PNG sequence (name_0000.png, name_0001.png ...) for programs that build their own
// animation. The pictures are written into a hidden folder beside the target and put in place
// only when the last one is written, so a cancelled export leaves nothing behind.
#include "frame_sink.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QTemporaryDir>

#include <memory>

namespace exporting {
namespace {

class PngSequenceSink final : public FrameSink {
public:
    QString open(const QString& path, QSize, int) override
    {
        path_ = path;
        const QFileInfo target(path);
        if (!target.dir().exists())
            return writeError(path);
        work_ = std::make_unique<QTemporaryDir>(target.dir().filePath(QStringLiteral(".%1-XXXXXX").arg(target.completeBaseName())));
        if (!work_->isValid()) {
            work_.reset();
            return writeError(path);
        }
        return {};
    }

    QString add(const QImage& frame) override
    {
        if (QFileInfo::exists(sequenceFile(path_, count_)))
            existed_.insert(count_);
        const QString name = QFileInfo(sequenceFile(path_, count_)).fileName();
        if (!frame.save(work_->filePath(name), "PNG")) {
            abort();
            return writeError(sequenceFile(path_, count_));
        }
        ++count_;
        return {};
    }

    QString finish() override
    {
        for (int i = 0; i < count_; ++i) {
            const QString final = sequenceFile(path_, i);
            if (QString err = putInPlace(work_->filePath(QFileInfo(final).fileName()), final); !err.isEmpty()) {
                for (int j = 0; j < i; ++j) // the pictures this export added (older ones are replaced already)
                    if (!existed_.contains(j))
                        QFile::remove(sequenceFile(path_, j));
                abort();
                return err;
            }
        }
        work_.reset(); // removes the working folder
        return {};
    }

    void abort() override { work_.reset(); }

private:
    // Copied through files::OutputFile, as every export is put in place: renamed over a regular
    // file, written through a hard link or into a FIFO. (A rename of the finished picture would
    // be shorter, but it is what replaced special files.)
    static QString putInPlace(const QString& written, const QString& final)
    {
        QFile in(written);
        if (!in.open(QIODevice::ReadOnly))
            return writeError(final);
        const QByteArray bytes = in.readAll();
        files::OutputFile out(final);
        if (!out.open())
            return writeError(final, out);
        if (out.device()->write(bytes) != bytes.size() || !out.commit())
            return writeError(final, out);
        return {};
    }

    QString path_;
    QSet<int> existed_; // pictures of an older export that this one replaces
    std::unique_ptr<QTemporaryDir> work_;
    int count_ = 0;
};

} // namespace

std::unique_ptr<FrameSink> makePngSequenceSink() { return std::make_unique<PngSequenceSink>(); }

} // namespace exporting
