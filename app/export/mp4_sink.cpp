// H.264 video in an MP4 file through FFmpeg's libraries (libavformat for the container, libavcodec
// with Debian's libx264 for the codec, libswscale for RGB to YUV 4:2:0). Constant 30 frames per
// second (the time base is one frame), near-lossless quality for sharp lines and text, and the
// index at the front ("faststart") so presentation programs can play it while it loads.
#include "frame_sink.h"

#include <QCoreApplication>
#include <QFile>

extern "C" {
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>
#include <libswscale/swscale.h>
}


namespace exporting {
namespace {

class Mp4Sink final : public FrameSink {
public:
    ~Mp4Sink() override { abort(); }

    QString open(const QString& path, QSize size, int fps) override
    {
        path_ = path;
        if (QString err = file_.begin(path); !err.isEmpty())
            return err;
        size_ = size;
        av_log_set_level(AV_LOG_ERROR); // x264 reports its settings at the info level
        const QByteArray file = QFile::encodeName(file_.path());
        if (avformat_alloc_output_context2(&format_, nullptr, "mp4", file.constData()) < 0 || !format_)
            return fail(false);
        const AVCodec* codec = avcodec_find_encoder(AV_CODEC_ID_H264);
        if (!codec)
            return noEncoder();
        stream_ = avformat_new_stream(format_, nullptr);
        codec_ = avcodec_alloc_context3(codec);
        if (!stream_ || !codec_)
            return fail(true);
        codec_->width = size.width();
        codec_->height = size.height();
        codec_->time_base = AVRational{1, fps};
        codec_->framerate = AVRational{fps, 1};
        codec_->pix_fmt = AV_PIX_FMT_YUV420P;
        codec_->gop_size = fps; // a key frame every second: slides can seek
        if (format_->oformat->flags & AVFMT_GLOBALHEADER)
            codec_->flags |= AV_CODEC_FLAG_GLOBAL_HEADER;
        av_opt_set(codec_->priv_data, "preset", "veryfast", 0);
        av_opt_set(codec_->priv_data, "crf", "18", 0);
        if (avcodec_open2(codec_, codec, nullptr) < 0)
            return noEncoder();
        if (avcodec_parameters_from_context(stream_->codecpar, codec_) < 0)
            return fail(true);
        stream_->time_base = codec_->time_base;
        stream_->avg_frame_rate = codec_->framerate;
        if (const int opened = avio_open(&format_->pb, file.constData(), AVIO_FLAG_WRITE); opened < 0)
            return fail(false, opened);
        AVDictionary* options = nullptr;
        av_dict_set(&options, "movflags", "+faststart", 0);
        const int header = avformat_write_header(format_, &options);
        av_dict_free(&options);
        if (header < 0)
            return fail(false, header);
        frame_ = av_frame_alloc();
        packet_ = av_packet_alloc();
        if (!frame_ || !packet_)
            return fail(true);
        frame_->format = AV_PIX_FMT_YUV420P;
        frame_->width = size.width();
        frame_->height = size.height();
        if (av_frame_get_buffer(frame_, 0) < 0)
            return fail(true);
        // QImage::Format_RGB32 is 0xffRRGGBB: B, G, R, 0xff in memory on little-endian machines.
        scale_ = sws_getContext(size.width(), size.height(), AV_PIX_FMT_BGRA, size.width(), size.height(),
                                AV_PIX_FMT_YUV420P, SWS_BICUBIC, nullptr, nullptr, nullptr);
        if (!scale_)
            return fail(true);
        return {};
    }

    QString add(const QImage& image) override
    {
        const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
        if (av_frame_make_writable(frame_) < 0)
            return fail(true);
        const uint8_t* src[1] = {rgb.constBits()};
        const int stride[1] = {int(rgb.bytesPerLine())};
        sws_scale(scale_, src, stride, 0, rgb.height(), frame_->data, frame_->linesize);
        frame_->pts = next_++;
        return send(frame_);
    }

    QString finish() override
    {
        if (QString err = send(nullptr); !err.isEmpty()) // drains the encoder
            return err;
        if (const int trailer = av_write_trailer(format_); trailer < 0)
            return fail(false, trailer);
        if (const int closed = avio_closep(&format_->pb); closed < 0) // its last buffered bytes
            return fail(false, closed);
        release();
        return file_.commit();
    }

    void abort() override
    {
        if (format_ && format_->pb)
            avio_closep(&format_->pb);
        release();
        file_.discard();
    }

private:
    QString send(AVFrame* frame)
    {
        if (avcodec_send_frame(codec_, frame) < 0)
            return fail(false);
        for (;;) {
            const int got = avcodec_receive_packet(codec_, packet_);
            if (got == AVERROR(EAGAIN) || got == AVERROR_EOF)
                return {};
            if (got < 0)
                return fail(false);
            av_packet_rescale_ts(packet_, codec_->time_base, stream_->time_base);
            packet_->stream_index = stream_->index;
            if (const int written = av_interleaved_write_frame(format_, packet_); written < 0)
                return fail(false, written);
        }
    }

    // `averror`: FFmpeg's code for a failed write, AVERROR(errno) for a system error (ENOSPC ...).
    QString fail(bool memory, int averror = 0)
    {
        if (averror < 0 && -averror < 4096)
            file_.failedWith(-averror);
        const QString text = memory ? memoryError(path_) : file_.failure();
        abort();
        return text;
    }

    QString noEncoder()
    {
        abort();
        return QCoreApplication::translate("AnimationExport",
                                           "This system's FFmpeg libraries have no H.264 encoder: export a GIF or PNG images instead.");
    }

    void release()
    {
        sws_freeContext(scale_);
        scale_ = nullptr;
        av_frame_free(&frame_);
        av_packet_free(&packet_);
        avcodec_free_context(&codec_);
        avformat_free_context(format_);
        format_ = nullptr;
        stream_ = nullptr;
    }

    QString path_;
    SinkFile file_;
    QSize size_;
    AVFormatContext* format_ = nullptr;
    AVStream* stream_ = nullptr;
    AVCodecContext* codec_ = nullptr;
    AVFrame* frame_ = nullptr;
    AVPacket* packet_ = nullptr;
    SwsContext* scale_ = nullptr;
    int64_t next_ = 0;
};

} // namespace

std::unique_ptr<FrameSink> makeMp4Sink() { return std::make_unique<Mp4Sink>(); }

} // namespace exporting
