#include "fd_device.h"

#include <cerrno>
#include <cstring>
#include <unistd.h>

namespace files {

qint64 FdDevice::writeData(const char* data, qint64 size)
{
    qint64 done = 0;
    while (done < size) {
        const ssize_t n = ::write(fd_, data + done, std::size_t(size - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            error_ = n < 0 ? errno : ENOSPC; // write() returning 0 for a non-empty buffer: no room
            setErrorString(QString::fromLocal8Bit(std::strerror(error_)));
            return -1;
        }
        done += n;
    }
    return done;
}

} // namespace files
