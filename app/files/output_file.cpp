#include "output_file.h"

#include "fd_device.h"
#include "message_text.h"

#include <QCoreApplication>
#include <QFile>
#include <QRandomGenerator>

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace files {

namespace {

QByteArray directoryOf(const QByteArray& path)
{
    const qsizetype slash = path.lastIndexOf('/');
    if (slash < 0)
        return QByteArrayLiteral(".");
    return slash == 0 ? QByteArrayLiteral("/") : path.left(slash);
}

// The path with every symlink in its last part followed, as open() would follow them, also when
// the last one points to nothing yet (then that is the file to create). 0, or an errno.
int followLinks(QByteArray& path)
{
    for (int hops = 0;; ++hops) {
        struct stat st {};
        if (::lstat(path.constData(), &st) != 0 || !S_ISLNK(st.st_mode))
            return 0;
        if (hops == 40) // the kernel's own limit (MAXSYMLINKS)
            return ELOOP;
        char buffer[PATH_MAX];
        const ssize_t n = ::readlink(path.constData(), buffer, sizeof buffer);
        if (n < 0)
            return errno;
        const QByteArray link(buffer, qsizetype(n));
        path = link.startsWith('/') ? link : directoryOf(path) + '/' + link;
    }
}

bool writeAll(int fd, const char* data, std::size_t size, off_t at)
{
    while (size > 0) {
        const ssize_t n = ::pwrite(fd, data, size, at);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            if (n == 0)
                errno = ENOSPC;
            return false;
        }
        data += n;
        size -= std::size_t(n);
        at += n;
    }
    return true;
}
// fdatasync, where the file system has it (as QSaveFile, a file system without it is no error);
// a delayed write error (ENOSPC, EIO on a network file system) shows here.
bool syncedToDisk(int fd)
{
    return ::fdatasync(fd) == 0 || errno == EINVAL || errno == EOPNOTSUPP || errno == ENOSYS;
}
} // namespace

OutputFile::OutputFile(const QString& target) : target_(target) {}

OutputFile::~OutputFile()
{
    if (!done_)
        cancel();
}

bool OutputFile::open()
{
    QByteArray path = QFile::encodeName(target_);
    if (const int err = followLinks(path))
        return fail(err);
    resolved_ = QFile::decodeName(path);
    struct stat st {};
    if (::stat(path.constData(), &st) != 0) {
        if (errno != ENOENT)
            return fail(errno);
        way_ = Way::Replace;
        return openReplacement(nullptr);
    }
    if (S_ISDIR(st.st_mode))
        return fail(EISDIR);
    if (S_ISREG(st.st_mode)) {
        existed_ = true;
        way_ = st.st_nlink > 1 ? Way::ThroughLink : Way::Replace;
        return openReplacement(&st);
    }
    // A FIFO, a terminal, /dev/null, /dev/full ...: a rename would put a regular file in place of
    // the node (as root, even of /dev/full), so the bytes go to the node itself.
    way_ = Way::Direct;
    fd_ = ::open(path.constData(), O_WRONLY | O_CLOEXEC | O_NOCTTY);
    if (fd_ < 0)
        return fail(errno);
    writePath_ = resolved_;
    return true;
}

bool OutputFile::openReplacement(const struct stat* old)
{
    const QByteArray resolved = QFile::encodeName(resolved_);
    const qsizetype slash = resolved.lastIndexOf('/');
    const QByteArray dir = slash < 0 ? QByteArray() : resolved.left(slash + 1);
    const QByteArray name = resolved.mid(slash + 1);
    // Beside the target (a rename does not cross file systems), hidden, and created with 0666 so
    // that the umask applies as for any new file; mkstemp would make it 0600 (the GIFs of #31
    // were 0600 because giflib creates its files so).
    for (int attempt = 0; attempt < 100; ++attempt) {
        const QByteArray temp = dir + '.' + name + '.' + QByteArray::number(QRandomGenerator::global()->generate(), 36);
        fd_ = ::open(temp.constData(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd_ >= 0) {
            writePath_ = QFile::decodeName(temp);
            break;
        }
        if (errno != EEXIST)
            return fail(errno);
    }
    if (fd_ < 0)
        return fail(EEXIST);
    if (old) {
        // The old file's owner and group first (a change of owner clears the set-id bits), where
        // allowed: root may give the file back to its owner, others may not (EPERM: keep ours).
        if ((old->st_uid != ::geteuid() || old->st_gid != ::getegid()) && ::fchown(fd_, old->st_uid, old->st_gid) != 0 &&
            errno != EPERM)
            return fail(errno);
        if (::fchmod(fd_, old->st_mode & 07777) != 0)
            return fail(errno);
    }
    return true;
}

QIODevice* OutputFile::device()
{
    if (!device_ && fd_ >= 0) {
        device_ = std::make_unique<FdDevice>(fd_);
        device_->open(QIODevice::WriteOnly | QIODevice::Unbuffered);
    }
    return device_.get();
}

void OutputFile::setError(int error)
{
    if (error_ == 0)
        error_ = error != 0 ? error : EIO;
}

bool OutputFile::commit()
{
    if (done_)
        return committed_;
    keepDeviceError();
    if (fd_ < 0 && error_ == 0)
        setError(EBADF);
    if (error_ != 0)
        return fail(error_);
    if (way_ == Way::Direct) {
        const int closed = ::close(fd_);
        fd_ = -1;
        if (closed != 0 && errno != EINTR)
            return fail(errno);
        done_ = committed_ = true;
        return true;
    }
    // On the disk before it replaces anything: a crash after the rename must not find it empty.
    if (!syncedToDisk(fd_))
        return fail(errno);
    if (way_ == Way::ThroughLink) {
        if (!copyIntoLinkedFile())
            return false;
        ::close(fd_);
        fd_ = -1;
        ::unlink(QFile::encodeName(writePath_).constData());
    } else {
        const int closed = ::close(fd_);
        fd_ = -1;
        if (closed != 0 && errno != EINTR)
            return fail(errno);
        if (std::rename(QFile::encodeName(writePath_).constData(), QFile::encodeName(resolved_).constData()) != 0)
            return fail(errno);
    }
    done_ = committed_ = true;
    return true;
}

// A file with several names cannot be replaced by a rename without leaving the other names on
// the old content: a lesson linked into a class folder would silently stay old there. So the
// new content is copied into the file itself. It was written in full beside it first, and the
// space for it is reserved before the first byte changes, so a full disk or any write error
// before the copy still leaves the old content; only a crash during the copy itself can leave a
// mixed file. That is the atomicity traded for the link.
bool OutputFile::copyIntoLinkedFile()
{
    const int out = ::open(QFile::encodeName(resolved_).constData(), O_WRONLY | O_CLOEXEC);
    if (out < 0)
        return fail(errno);
    auto failed = [&](int err) {
        ::close(out);
        return fail(err);
    };
    struct stat old {};
    const off_t size = ::lseek(fd_, 0, SEEK_END);
    if (size < 0 || ::fstat(out, &old) != 0)
        return failed(errno);
    if (const int err = ::posix_fallocate(out, 0, size); err != 0 && err != EOPNOTSUPP && err != EINVAL) {
        setError(err);
        struct stat now {}; // a failed reservation may have grown the file: back to its old size
        if (::fstat(out, &now) == 0 && now.st_size != old.st_size && ::ftruncate(out, old.st_size) != 0)
            return failed(errno);
        return failed(err);
    }
    oldKept_ = false;
    char buffer[1 << 16];
    for (off_t at = 0; at < size;) {
        const ssize_t n = ::pread(fd_, buffer, sizeof buffer, at);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return failed(n < 0 ? errno : EIO);
        if (!writeAll(out, buffer, std::size_t(n), at))
            return failed(errno);
        at += n;
    }
    if (::ftruncate(out, size) != 0 || !syncedToDisk(out))
        return failed(errno);
    if (::close(out) != 0 && errno != EINTR)
        return fail(errno);
    return true;
}

void OutputFile::keepDeviceError()
{
    if (device_)
        if (const int err = static_cast<FdDevice*>(device_.get())->error())
            setError(err);
}

void OutputFile::cancel()
{
    keepDeviceError();
    if (fd_ >= 0)
        ::close(fd_);
    fd_ = -1;
    if (way_ != Way::Direct && !writePath_.isEmpty() && !done_)
        ::unlink(QFile::encodeName(writePath_).constData());
    device_.reset();
    done_ = true;
}

bool OutputFile::fail(int error)
{
    setError(error);
    cancel();
    return false;
}

QString failureReason(const OutputFile& file)
{
    const int error = file.error() != 0 ? file.error() : EIO;
    if (error == ENOSPC)
        return file.oldFileKept()
                   ? QCoreApplication::translate("OutputFile", "the disk is full; the file that was there is left as it was")
                   : QCoreApplication::translate("OutputFile", "the disk is full");
    return lessons::shownText(QString::fromLocal8Bit(std::strerror(error)));
}

} // namespace files
