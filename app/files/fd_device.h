#pragma once
// A write-only QIODevice over a POSIX descriptor that it does not own, without a buffer: every
// write reaches the descriptor at once (a FIFO's reader sees each line as it is written), and the
// errno of a failed write is kept, where QFile would keep only "Unknown error".
#include <QIODevice>

namespace files {

class FdDevice final : public QIODevice {
public:
    explicit FdDevice(int fd) : fd_(fd) {}
    bool isSequential() const override { return true; }
    int error() const { return error_; }

protected:
    qint64 readData(char*, qint64) override { return -1; }
    qint64 writeData(const char* data, qint64 size) override;

private:
    int fd_;
    int error_ = 0;
};

} // namespace files
