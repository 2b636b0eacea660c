// SPDX-License-Identifier: MIT
#include "effsurf/ui/widgets/SaveFile.h"

#include "effsurf/core/util/AtomicFile.h"
#include "effsurf/core/util/FileError.h"

#include <QFile>

namespace effsurf::ui {

SaveFile::SaveFile(const QString& path, bool syncToDisk, QObject* parent) : QIODevice(parent), path_(path), syncToDisk_(syncToDisk) {}

SaveFile::~SaveFile() = default;  // an uncommitted AtomicFile removes its temporary file

void SaveFile::fail(const QString& reason) {
    failed_ = true;
    setErrorString(reason);
}

bool SaveFile::open(OpenMode mode) {
    if (isOpen() || file_) {
        fail(QStringLiteral("the file is already open"));
        return false;
    }
    if ((mode & ReadOnly) || !(mode & WriteOnly)) {
        fail(QStringLiteral("a file being saved is written only"));
        return false;
    }
    try {
        file_ = std::make_unique<core::AtomicFile>(QFile::encodeName(path_).toStdString(),
                                                   syncToDisk_ ? core::AtomicFile::Sync::ToDisk : core::AtomicFile::Sync::No);
    } catch (const core::FileError& error) {
        fail(QString::fromStdString(core::FileError::describe(error.errorNumber())));
        return false;
    }
    failed_ = false;
    return QIODevice::open(mode | Unbuffered);
}

qint64 SaveFile::readData(char*, qint64) { return -1; }

qint64 SaveFile::writeData(const char* data, qint64 size) {
    if (!file_ || failed_) return -1;
    if (file_->write(data, std::size_t(size))) return size;
    fail(QString::fromStdString(core::FileError::describe(file_->error())));
    return -1;
}

bool SaveFile::commit() {
    if (!file_) {
        if (!failed_) fail(QStringLiteral("the file was not opened"));
        return false;
    }
    QIODevice::close();
    const std::unique_ptr<core::AtomicFile> file = std::move(file_);
    try {
        file->commit();
        return !failed_;
    } catch (const core::FileError& error) {
        fail(QString::fromStdString(core::FileError::describe(error.errorNumber())));
        return false;
    }
}

void SaveFile::cancelWriting() {
    if (isOpen()) QIODevice::close();
    if (file_) file_->cancel();
    file_.reset();
}

QString SaveFile::errorMessage(const QString& otherwise) const {
    if (!failed_ && !otherwise.isEmpty()) return QStringLiteral("cannot write '%1': %2").arg(path_, otherwise);
    return QStringLiteral("cannot write '%1': %2").arg(path_, failed_ ? errorString() : QStringLiteral("the file was not written"));
}

bool SaveFile::writeAll(const QString& path, const QByteArray& bytes, QString* error) {
    SaveFile file(path);
    if (file.open(WriteOnly) && file.write(bytes) == bytes.size() && file.commit()) return true;
    if (error) *error = file.errorMessage();
    return false;
}

}  // namespace effsurf::ui
