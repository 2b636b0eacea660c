// SPDX-License-Identifier: MIT
// Files are replaced whole or not at all, and a failure says why in the
// system's words, naming the file (issue 26: a full disk said "Unknown error").

#include "FailingFolder.h"

#include "effsurf/core/util/AtomicFile.h"
#include "effsurf/core/util/FileError.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using effsurf::core::AtomicFile;
using effsurf::core::FileError;
using effsurf::test::FailingFolder;

namespace {

std::string contentOf(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

void put(const std::string& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

/// Writes `bytes` bytes through AtomicFile; the FileError's message, or "" if it succeeded.
std::string writeAndCommit(const std::string& path, std::size_t bytes) {
    try {
        AtomicFile file(path);
        file.stream() << std::string(bytes, 'x');
        file.commit();
        return {};
    } catch (const FileError& error) {
        return error.what();
    }
}

TEST(AtomicFile, ReplacesTheFileWholeKeepingItsPermissionsAndALinkStaysALink) {
    FailingFolder scratch(FailingFolder::Kind::Full, 512 * 1024);  // room enough
    const std::string path = scratch.path("figure.csv");
    put(path, "old");
    ::chmod(path.c_str(), 0640);
    {
        AtomicFile file(path);
        file.stream() << "new content";
        EXPECT_EQ(contentOf(path), "old") << "readers see the old file until commit";
        file.commit();
    }
    EXPECT_EQ(contentOf(path), "new content");
    struct stat info {};
    ASSERT_EQ(::stat(path.c_str(), &info), 0);
    EXPECT_EQ(info.st_mode & 0777, 0640u);
    const std::string link = scratch.path("latest.csv");
    ASSERT_EQ(::symlink(path.c_str(), link.c_str()), 0);
    {
        AtomicFile file(link);
        file.stream() << "through the link";
        file.commit();
    }
    struct stat linkInfo {};
    ASSERT_EQ(::lstat(link.c_str(), &linkInfo), 0);
    EXPECT_TRUE(S_ISLNK(linkInfo.st_mode));
    EXPECT_EQ(contentOf(path), "through the link");
    EXPECT_EQ(scratch.entries().size(), 2u) << "no temporary file left";
}

TEST(AtomicFile, DestroyedWithoutCommitLeavesTheTargetAndNoTemporaryFile) {
    FailingFolder scratch(FailingFolder::Kind::Full, 512 * 1024);
    const std::string path = scratch.path("session.effsurf");
    put(path, "kept");
    {
        AtomicFile file(path);
        file.stream() << "half written";
    }
    EXPECT_EQ(contentOf(path), "kept");
    EXPECT_EQ(scratch.entries(), std::vector<std::string>{"session.effsurf"});
}

TEST(AtomicFile, AFullDiskSaysSoNamesTheFileAndKeepsTheOldOne) {
    FailingFolder disk(FailingFolder::Kind::Full, 8192);
    const std::string path = disk.path("talk.effsurf");
    put(path, "the old session");
    EXPECT_EQ(writeAndCommit(path, 4000), "") << "a small file still fits on " << disk.description();
    put(path, "the old session");
    // 300 kB do not fit: the first writes succeed, a short one hits the limit.
    const std::string message = writeAndCommit(path, 300 * 1024);
    EXPECT_EQ(message, "cannot write '" + path + "': No space left on device") << disk.description();
    EXPECT_EQ(contentOf(path), "the old session");
    EXPECT_EQ(disk.entries(), std::vector<std::string>{"talk.effsurf"}) << "nothing left behind";
}

TEST(AtomicFile, TheFirstFailedWriteIsKeptAndLaterWritesAreRefused) {
    FailingFolder disk(FailingFolder::Kind::Full, 4096);
    AtomicFile file(disk.path("frames.gif"));
    const std::string block(64 * 1024, 'g');
    EXPECT_FALSE(file.write(block.data(), block.size()));
    EXPECT_EQ(file.error(), ENOSPC);
    EXPECT_FALSE(file.write("x", 1));
    EXPECT_EQ(file.errorMessage(), "cannot write '" + disk.path("frames.gif") + "': No space left on device");
    try {
        file.commit();
        ADD_FAILURE() << "commit succeeded on a full disk";
    } catch (const FileError& error) {
        EXPECT_EQ(error.errorNumber(), ENOSPC);
        EXPECT_EQ(error.path(), disk.path("frames.gif"));
    }
    EXPECT_TRUE(disk.entries().empty());
}

TEST(AtomicFile, AReadOnlyFileSystemAndAForbiddenFolderAreNamedAsSuch) {
    FailingFolder readOnly(FailingFolder::Kind::ReadOnly);
    EXPECT_EQ(writeAndCommit(readOnly.path("a.svg"), 10), "cannot write '" + readOnly.path("a.svg") + "': Read-only file system")
        << readOnly.description();
    FailingFolder forbidden(FailingFolder::Kind::PermissionDenied);
    EXPECT_EQ(writeAndCommit(forbidden.path("a.pdf"), 10), "cannot write '" + forbidden.path("a.pdf") + "': Permission denied")
        << forbidden.description();
    EXPECT_EQ(writeAndCommit("/no/such/folder/a.png", 10), "cannot write '/no/such/folder/a.png': No such file or directory");
}

// As QSaveFile: a file the user may not write is not replaced, though the
// folder would allow a rename over it. Root may write anything, so as root
// the check runs in a child that has become "nobody".
TEST(AtomicFile, AnExistingFileTheUserMayNotWriteStaysAsItIs) {
    char pattern[] = "/tmp/effsurf-readonly-XXXXXX";
    ASSERT_NE(::mkdtemp(pattern), nullptr);
    const std::string folder = pattern, path = folder + "/published.pdf";
    ::chmod(folder.c_str(), 0777);
    put(path, "the published figure");
    ::chmod(path.c_str(), 0444);
    const auto attempt = [&] { return writeAndCommit(path, 10); };
    std::string message;
    if (::geteuid() != 0) {
        message = attempt();
    } else {
        int channel[2];
        ASSERT_EQ(::pipe(channel), 0);
        const pid_t child = ::fork();
        if (child == 0) {
            ::close(channel[0]);
            if (::setgid(65534) != 0 || ::setuid(65534) != 0) ::_exit(3);
            const std::string said = attempt();
            (void)!::write(channel[1], said.data(), said.size());
            ::_exit(0);
        }
        ::close(channel[1]);
        char buffer[512];
        ssize_t n;
        while ((n = ::read(channel[0], buffer, sizeof buffer)) > 0) message.append(buffer, std::size_t(n));
        ::close(channel[0]);
        int status = 0;
        ::waitpid(child, &status, 0);
        ASSERT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << "the child could not become nobody";
    }
    EXPECT_EQ(message, "cannot write '" + path + "': Permission denied");
    EXPECT_EQ(contentOf(path), "the published figure");
    ::chmod(path.c_str(), 0644);
    ::unlink(path.c_str());
    ::rmdir(folder.c_str());
}

TEST(AtomicFile, SystemErrorsReadAsWords) {
    EXPECT_EQ(FileError::describe(ENOSPC), "No space left on device");
    EXPECT_EQ(FileError::describe(EDQUOT), "Disk quota exceeded");
    EXPECT_EQ(FileError::describe(EIO), "Input/output error");
    EXPECT_NE(FileError::describe(123456).find("123456"), std::string::npos);
}

}  // namespace
