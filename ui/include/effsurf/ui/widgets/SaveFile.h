// SPDX-License-Identifier: MIT
#pragma once

#include <QIODevice>
#include <QString>

#include <memory>

namespace effsurf::core {
class AtomicFile;
}

namespace effsurf::ui {

/// The device every file effsurf writes goes through (sessions, autosave,
/// presets, figures, frames, GIFs, tours, screenshots): atomic as QSaveFile
/// (a temporary file beside the target, synced and renamed over it at
/// commit; destroyed or cancelled before, it leaves the target as it was and
/// nothing behind), but a failure keeps the system's reason, so that a full
/// disk reads "No space left on device" where QSaveFile says "Unknown error"
/// (it drops the reason of a short write). errorString() is that reason;
/// errorMessage() adds the file: "cannot write '<path>': <reason>".
class SaveFile : public QIODevice {
public:
    /// `syncToDisk`: commit() waits for the data to reach the disk before
    /// the rename (work, figures); frames recorded by the hundred need not.
    explicit SaveFile(const QString& path, bool syncToDisk = true, QObject* parent = nullptr);
    ~SaveFile() override;

    /// WriteOnly only; false with errorString() set when the file cannot be created.
    bool open(OpenMode mode) override;
    /// Writes the file out and replaces the target; false with errorString() set on any failure.
    bool commit();
    /// Gives up: the temporary file goes, the target stays as it was.
    void cancelWriting();
    bool isSequential() const override { return true; }

    QString fileName() const { return path_; }
    /// True once a write or the commit failed.
    bool failed() const noexcept { return failed_; }
    /// "cannot write '<path>': <reason>"; `otherwise` when nothing failed here (a
    /// writer that stopped on its own, an encoder's reason).
    QString errorMessage(const QString& otherwise = {}) const;

    /// `bytes` to `path` in one go; false and *error ("cannot write ...") on failure.
    static bool writeAll(const QString& path, const QByteArray& bytes, QString* error);

protected:
    qint64 readData(char* data, qint64 maxSize) override;
    qint64 writeData(const char* data, qint64 size) override;

private:
    void fail(const QString& reason);

    QString path_;
    bool syncToDisk_;
    std::unique_ptr<core::AtomicFile> file_;
    bool failed_ = false;
};

}  // namespace effsurf::ui
