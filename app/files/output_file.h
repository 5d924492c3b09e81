#pragma once
// Every file the program writes (lessons, traces, screenshots, animations, worksheets, plots)
// goes through OutputFile, which decides how to put the new content in place from what the
// target is today:
//   - nothing, or a regular file with one name: written beside it and renamed over it when
//     complete (atomic: a failure or a crash leaves the old file as it was), keeping the old
//     file's permission bits and, where allowed, its owner and group;
//   - a regular file with several names (hard links): written beside it first, then copied into
//     it, so every name sees the new content (see OutputFile::commit for the trade);
//   - a FIFO, a device (/dev/null, /dev/full ...) or a symlink to one: written to directly, no
//     temporary file and no rename, so the node stays what it is;
//   - a symlink to a regular file: the file it points to is written, the link stays.
// New files get 0666 minus the umask, as QFile creates them, whatever wrote them.
#include <QIODevice>
#include <QString>

#include <memory>

#include <sys/stat.h>

namespace files {

class OutputFile {
public:
    enum class Way {
        Replace,     // temporary file renamed over the target (or a new file)
        ThroughLink, // temporary file copied into a file with more than one hard link
        Direct,      // not a regular file: written to as it is
    };

    explicit OutputFile(const QString& target);
    ~OutputFile(); // cancels an uncommitted file
    OutputFile(const OutputFile&) = delete;
    OutputFile& operator=(const OutputFile&) = delete;

    // Looks at the target and opens what will be written (a FIFO's open waits for its reader).
    bool open();
    // Where the bytes go while writing: the temporary file, or the target itself when Direct.
    // For libraries that open a file by name (FFmpeg); the file exists once open() succeeded.
    QString writePath() const { return writePath_; }
    // An open descriptor on writePath(), for libraries that take one (giflib); owned here.
    int handle() const { return fd_; }
    // The same as a QIODevice (unbuffered: a write error is seen at once and its errno kept).
    QIODevice* device();
    // Puts the written content in place; false on failure (with error() set) or after cancel().
    bool commit();
    // Drops the temporary file (Direct: only closes; what a device took cannot be taken back).
    // error() still tells why, when a write through device() had failed.
    void cancel();

    Way way() const { return way_; }
    // errno of the first failure (0: none). ENOSPC is a full disk.
    int error() const { return error_; }
    // Records a failure seen by a library that wrote through writePath() or handle().
    void setError(int error);
    // Whether a file that was there before is still as it was after a failure: always for
    // Replace, and for ThroughLink unless the copy into it had begun.
    bool oldFileKept() const { return existed_ && oldKept_; }

private:
    bool openReplacement(const struct stat* old); // old: the regular file there, if any
    bool copyIntoLinkedFile();
    bool fail(int error);
    void keepDeviceError(); // a failed write through device() becomes error()

    QString target_;   // as given
    QString resolved_; // with symlinks followed: the file whose content changes
    QString writePath_;
    Way way_ = Way::Replace;
    int fd_ = -1;
    int error_ = 0;
    bool existed_ = false; // a regular file was there (Replace, ThroughLink)
    bool oldKept_ = true;
    bool done_ = false;      // committed or cancelled
    bool committed_ = false;
    std::unique_ptr<QIODevice> device_;
};

// Why a write failed, to end a message: for ENOSPC that the disk is full (and, when a file was
// there and is untouched, that it is left as it was), otherwise the system's own words. Never
// Qt's "Unknown error" or "Writing canceled by application".
QString failureReason(const OutputFile& file);

} // namespace files
