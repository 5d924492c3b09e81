#include "media_decode.h"

#include <QFile>

#include <gif_lib.h>

extern "C" {
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libswscale/swscale.h>
}

DecodedAnimation decodeGif(const QString& path, int keepFrame)
{
    DecodedAnimation d;
    int error = 0;
    GifFileType* gif = DGifOpenFileName(QFile::encodeName(path).constData(), &error);
    if (!gif)
        return d;
    if (DGifSlurp(gif) == GIF_OK) {
        d.ok = true;
        d.width = gif->SWidth;
        d.height = gif->SHeight;
        d.frames = gif->ImageCount;
        for (int i = 0; i < gif->ImageCount; ++i) {
            GraphicsControlBlock gcb{};
            if (DGifSavedExtensionToGCB(gif, i, &gcb) == GIF_OK) {
                d.delaysCs.push_back(gcb.DelayTime);
                d.totalDelayCs += gcb.DelayTime;
            }
            const SavedImage& image = gif->SavedImages[i];
            if (i == keepFrame) {
                const ColorMapObject* map = image.ImageDesc.ColorMap ? image.ImageDesc.ColorMap : gif->SColorMap;
                QImage out(image.ImageDesc.Width, image.ImageDesc.Height, QImage::Format_RGB32);
                for (int y = 0; y < out.height() && map; ++y)
                    for (int x = 0; x < out.width(); ++x) {
                        const GifColorType c = map->Colors[image.RasterBits[y * out.width() + x]];
                        out.setPixel(x, y, qRgb(c.Red, c.Green, c.Blue));
                    }
                d.frame = out;
            }
        }
        d.framesPerSecond = d.totalDelayCs > 0 ? d.frames * 100.0 / d.totalDelayCs : 0;
    }
    DGifCloseFile(gif, &error);
    return d;
}

DecodedAnimation decodeMp4(const QString& path, int keepFrame)
{
    DecodedAnimation d;
    AVFormatContext* format = nullptr;
    if (avformat_open_input(&format, QFile::encodeName(path).constData(), nullptr, nullptr) < 0)
        return d;
    if (avformat_find_stream_info(format, nullptr) < 0) {
        avformat_close_input(&format);
        return d;
    }
    const int stream = av_find_best_stream(format, AVMEDIA_TYPE_VIDEO, -1, -1, nullptr, 0);
    const AVCodec* codec = stream >= 0 ? avcodec_find_decoder(format->streams[stream]->codecpar->codec_id) : nullptr;
    AVCodecContext* ctx = codec ? avcodec_alloc_context3(codec) : nullptr;
    if (!ctx || avcodec_parameters_to_context(ctx, format->streams[stream]->codecpar) < 0 || avcodec_open2(ctx, codec, nullptr) < 0) {
        avcodec_free_context(&ctx);
        avformat_close_input(&format);
        return d;
    }
    const AVRational rate = format->streams[stream]->avg_frame_rate;
    d.framesPerSecond = rate.den ? double(rate.num) / rate.den : 0;
    d.width = ctx->width;
    d.height = ctx->height;
    AVPacket* packet = av_packet_alloc();
    AVFrame* frame = av_frame_alloc();
    auto receive = [&] {
        while (avcodec_receive_frame(ctx, frame) == 0) {
            if (d.frames == keepFrame) {
                QImage out(frame->width, frame->height, QImage::Format_RGB32);
                SwsContext* sws = sws_getContext(frame->width, frame->height, AVPixelFormat(frame->format), frame->width,
                                                 frame->height, AV_PIX_FMT_BGRA, SWS_BICUBIC, nullptr, nullptr, nullptr);
                uint8_t* dst[1] = {out.bits()};
                const int stride[1] = {int(out.bytesPerLine())};
                sws_scale(sws, frame->data, frame->linesize, 0, frame->height, dst, stride);
                sws_freeContext(sws);
                d.frame = out;
            }
            ++d.frames;
        }
    };
    while (av_read_frame(format, packet) >= 0) {
        if (packet->stream_index == stream && avcodec_send_packet(ctx, packet) == 0)
            receive();
        av_packet_unref(packet);
    }
    avcodec_send_packet(ctx, nullptr); // drain
    receive();
    d.ok = true;
    av_frame_free(&frame);
    av_packet_free(&packet);
    avcodec_free_context(&ctx);
    avformat_close_input(&format);
    return d;
}
