// SPDX-License-Identifier: MIT
#include "effsurf/core/util/WriteFailureInjection.h"

#include <algorithm>
#include <cerrno>
#include <mutex>

namespace effsurf::core {
namespace {

struct Injection {
    std::string folder;  // empty: none
    int errorNumber = 0;
    std::size_t allowedBytes = 0;
    std::size_t writtenBytes = 0;
};

std::mutex& guard() {
    static std::mutex m;
    return m;
}

Injection& current() {
    static Injection injection;
    return injection;
}

bool covers(const Injection& injection, const std::string& path) {
    if (injection.folder.empty()) return false;
    const std::string& f = injection.folder;
    return path.size() > f.size() && path.compare(0, f.size(), f) == 0 && (f.back() == '/' || path[f.size()] == '/');
}

bool failsToCreate(int errorNumber) { return errorNumber == EACCES || errorNumber == EROFS || errorNumber == EPERM; }

}  // namespace

void WriteFailureInjection::set(std::string folder, int errorNumber, std::size_t allowedBytes) {
    std::lock_guard<std::mutex> lock(guard());
    current() = {std::move(folder), errorNumber, allowedBytes, 0};
}

void WriteFailureInjection::clear() {
    std::lock_guard<std::mutex> lock(guard());
    current() = {};
}

std::optional<int> WriteFailureInjection::failureToCreate(const std::string& path) {
    std::lock_guard<std::mutex> lock(guard());
    const Injection& injection = current();
    if (!covers(injection, path) || !failsToCreate(injection.errorNumber)) return std::nullopt;
    return injection.errorNumber;
}

std::size_t WriteFailureInjection::allowWrite(const std::string& path, std::size_t size, int* errorNumber) {
    std::lock_guard<std::mutex> lock(guard());
    Injection& injection = current();
    *errorNumber = 0;
    if (!covers(injection, path) || failsToCreate(injection.errorNumber)) return size;
    const std::size_t left = injection.allowedBytes - std::min(injection.allowedBytes, injection.writtenBytes);
    const std::size_t allowed = std::min(size, left);
    injection.writtenBytes += allowed;
    if (allowed < size) *errorNumber = injection.errorNumber;
    return allowed;
}

}  // namespace effsurf::core
