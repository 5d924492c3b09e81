// A numbered PNG sequence (name_0000.png, name_0001.png ...) for programs that build their own
// animation. The pictures are written into a hidden folder beside the target and moved into
// place only when the last one is written, so a cancelled export leaves nothing behind.
#include "frame_sink.h"

#include <QDir>
#include <QFileInfo>
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
            QFile::remove(final); // an older export of the same name
            if (!QFile::rename(work_->filePath(QFileInfo(final).fileName()), final)) {
                for (int j = 0; j < i; ++j)
                    QFile::remove(sequenceFile(path_, j));
                abort();
                return writeError(final);
            }
        }
        work_.reset(); // removes the (now empty) working folder
        return {};
    }

    void abort() override { work_.reset(); }

private:
    QString path_;
    std::unique_ptr<QTemporaryDir> work_;
    int count_ = 0;
};

} // namespace

std::unique_ptr<FrameSink> makePngSequenceSink() { return std::make_unique<PngSequenceSink>(); }

} // namespace exporting
