#pragma once
// Reading exported animations back with real decoders, independent of the writers: giflib's
// DGifSlurp for GIF, FFmpeg's demuxer and H.264 decoder for MP4. Shared by the export test and the
// export benchmark.
#include <QImage>
#include <QString>

#include <vector>

struct DecodedAnimation {
    bool ok = false;
    int width = 0;
    int height = 0;
    int frames = 0;
    double framesPerSecond = 0; // MP4: the stream's average rate; GIF: frames / total delay
    int totalDelayCs = 0;       // GIF: the sum of the frame delays in hundredths of a second
    std::vector<int> delaysCs;  // GIF
    QImage frame;               // the frame asked for, as RGB
};

DecodedAnimation decodeGif(const QString& path, int keepFrame = -1);
DecodedAnimation decodeMp4(const QString& path, int keepFrame = -1);
