// Animated GIF through giflib: each frame gets its own 256-colour palette from giflib's median-cut
// quantizer (GifQuantizeBuffer), the delays alternate so that every three frames last exactly
// 1/10 s at 30 frames per second (GIF counts in hundredths of a second), and the file loops.
#include "frame_sink.h"

#include <gif_lib.h>

#include <cerrno>
#include <cmath>
#include <unistd.h>
#include <vector>

namespace exporting {
namespace {

class GifSink final : public FrameSink {
public:
    ~GifSink() override { abort(); }

    QString open(const QString& path, QSize size, int fps) override
    {
        path_ = path;
        if (QString err = file_.begin(path); !err.isEmpty())
            return err;
        size_ = size;
        fps_ = fps;
        int error = 0;
        // On a descriptor of ours: EGifOpenFileName would create the file 0600 (issue #31), where
        // every other export is 0666 minus the umask. giflib closes its copy in EGifCloseFile.
        const int fd = ::dup(file_.handle());
        gif_ = fd < 0 ? nullptr : EGifOpenFileHandle(fd, &error);
        if (!gif_) {
            if (fd >= 0)
                ::close(fd);
            return failed(fd < 0 ? E_GIF_ERR_OPEN_FAILED : error);
        }
        EGifSetGifVersion(gif_, true);
        if (EGifPutScreenDesc(gif_, size.width(), size.height(), 8, 0, nullptr) == GIF_ERROR)
            return failed(gif_->Error);
        // The NETSCAPE2.0 application block: loop for ever, as slides expect.
        static const GifByteType netscape[] = "NETSCAPE2.0";
        static const GifByteType loop[] = {1, 0, 0};
        if (EGifPutExtensionLeader(gif_, APPLICATION_EXT_FUNC_CODE) == GIF_ERROR ||
            EGifPutExtensionBlock(gif_, 11, netscape) == GIF_ERROR || EGifPutExtensionBlock(gif_, 3, loop) == GIF_ERROR ||
            EGifPutExtensionTrailer(gif_) == GIF_ERROR)
            return failed(gif_->Error);
        return {};
    }

    QString add(const QImage& frame) override
    {
        const QImage rgb = frame.convertToFormat(QImage::Format_RGB888);
        const int w = rgb.width();
        const int h = rgb.height();
        const std::size_t n = std::size_t(w) * std::size_t(h);
        red_.resize(n);
        green_.resize(n);
        blue_.resize(n);
        for (int y = 0; y < h; ++y) {
            const uchar* line = rgb.constScanLine(y);
            for (int x = 0; x < w; ++x) {
                const std::size_t i = std::size_t(y) * std::size_t(w) + std::size_t(x);
                red_[i] = line[3 * x];
                green_[i] = line[3 * x + 1];
                blue_[i] = line[3 * x + 2];
            }
        }
        indices_.resize(n);
        ColorMapObject* map = GifMakeMapObject(256, nullptr);
        if (!map)
            return failed(E_GIF_ERR_NOT_ENOUGH_MEM);
        int colours = 256;
        if (GifQuantizeBuffer(unsigned(w), unsigned(h), &colours, red_.data(), green_.data(), blue_.data(), indices_.data(),
                              map->Colors) == GIF_ERROR) {
            GifFreeMapObject(map);
            return failed(E_GIF_ERR_NOT_ENOUGH_MEM);
        }
        GraphicsControlBlock gcb{};
        gcb.DisposalMode = DISPOSE_DO_NOT;
        gcb.UserInputFlag = false;
        // Hundredths of a second from the frame's start to the next frame's, rounded on the
        // running total so that the sum never drifts: 3, 4, 3, 3, 4, 3 ... at 30 frames/s.
        gcb.DelayTime = int(std::lround((index_ + 1) * 100.0 / fps_) - std::lround(index_ * 100.0 / fps_));
        gcb.TransparentColor = NO_TRANSPARENT_COLOR;
        GifByteType ext[4];
        EGifGCBToExtension(&gcb, ext);
        bool ok = EGifPutExtension(gif_, GRAPHICS_EXT_FUNC_CODE, 4, ext) != GIF_ERROR &&
                  EGifPutImageDesc(gif_, 0, 0, w, h, false, map) != GIF_ERROR;
        for (int y = 0; ok && y < h; ++y)
            ok = EGifPutLine(gif_, indices_.data() + std::size_t(y) * std::size_t(w), w) != GIF_ERROR;
        GifFreeMapObject(map);
        if (!ok)
            return failed(gif_->Error);
        ++index_;
        return {};
    }

    QString finish() override
    {
        int error = 0;
        const int result = EGifCloseFile(gif_, &error);
        gif_ = nullptr;
        if (result == GIF_ERROR)
            return failed(error);
        return file_.commit();
    }

    void abort() override
    {
        if (gif_) {
            int error = 0;
            EGifCloseFile(gif_, &error);
            gif_ = nullptr;
        }
        file_.discard();
    }

private:
    QString failed(int error)
    {
        // giflib writes through stdio: errno still tells why its write or close failed.
        if ((error == E_GIF_ERR_WRITE_FAILED || error == E_GIF_ERR_CLOSE_FAILED) && errno != 0)
            file_.failedWith(errno);
        const QString text = error == E_GIF_ERR_NOT_ENOUGH_MEM ? memoryError(path_) : file_.failure();
        abort();
        return text;
    }

    GifFileType* gif_ = nullptr;
    QString path_;
    SinkFile file_;
    QSize size_;
    int fps_ = 30;
    int index_ = 0;
    std::vector<GifByteType> red_, green_, blue_, indices_;
};

} // namespace

std::unique_ptr<FrameSink> makeGifSink() { return std::make_unique<GifSink>(); }

} // namespace exporting
