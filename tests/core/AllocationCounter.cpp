// SPDX-License-Identifier: MIT
#include "AllocationCounter.h"

#include <atomic>

namespace {
std::atomic<std::size_t> g_allocations{0};
}

// GCC says __SANITIZE_ADDRESS__; clang says so only through __has_feature.
// Under a sanitizer its runtime must own malloc: a replacement here would
// hide every C allocation from AddressSanitizer (and, unoptimized, run
// before the runtime is initialized).
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define EFFSURF_TEST_ADDRESS_SANITIZED 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define EFFSURF_TEST_ADDRESS_SANITIZED 1
#endif

#if defined(EFFSURF_TEST_ADDRESS_SANITIZED) || !defined(__GLIBC__)

namespace effsurf::test {
bool allocationCountingAvailable() { return false; }
std::size_t allocationCount() { return 0; }
}  // namespace effsurf::test

#else

extern "C" {
void* __libc_malloc(std::size_t);
void* __libc_calloc(std::size_t, std::size_t);
void* __libc_realloc(void*, std::size_t);
void __libc_free(void*);

// glibc lets a program replace malloc by defining these four; forwarding to
// the __libc_ entry points keeps glibc's allocator and only counts calls.
void* malloc(std::size_t size) noexcept {
    g_allocations.fetch_add(1, std::memory_order_relaxed);
    return __libc_malloc(size);
}
void* calloc(std::size_t count, std::size_t size) noexcept {
    g_allocations.fetch_add(1, std::memory_order_relaxed);
    return __libc_calloc(count, size);
}
void* realloc(void* pointer, std::size_t size) noexcept {
    g_allocations.fetch_add(1, std::memory_order_relaxed);
    return __libc_realloc(pointer, size);
}
void free(void* pointer) noexcept { __libc_free(pointer); }
}

namespace effsurf::test {
bool allocationCountingAvailable() { return true; }
std::size_t allocationCount() { return g_allocations.load(); }
}  // namespace effsurf::test

#endif
