#include "app/ui/window/startup_heap.hpp"

#include <array>
#include <cstdint>
#include <cstdlib>

#if defined(__GLIBC__) && defined(__linux__)
#include <malloc.h>    // mallopt, malloc_trim
#include <sys/mman.h>  // madvise
#include <unistd.h>    // sbrk, sysconf
#define ARBITER_STARTUP_HEAP 1
#endif

namespace arbiter::ui {

#ifdef ARBITER_STARTUP_HEAP
namespace {

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23  // Linux 5.14; older kernel headers lack the name
#endif

// glibc's default M_TOP_PAD (mallopt(3)): how much more than asked the heap grows by.
constexpr int kGlibcDefaultTopPad = 128 * 1024;

// Allocations below glibc's first mmap threshold (128 KiB) come from the heap itself.
constexpr std::size_t kSmallAllocation = 64 * 1024;
// At most 32 MiB of such blocks are taken to make the heap grow.
constexpr std::size_t kMaxProbes = 512;

}  // namespace

StartupHeap::StartupHeap(std::size_t bytes) {
    if (std::getenv("ARBITER_NO_HEAP_PREFAULT") || bytes == 0) return;
    if (mallopt(M_TOP_PAD, static_cast<int>(bytes)) != 1) return;
    // Small blocks are taken until malloc grows the heap for one, by the block plus the pad (at a
    // program's start the first one does; later, free blocks inside the heap serve the first
    // few). The one that made it grow starts the new, untouched memory, which runs to the break;
    // freed, the blocks go back, and the next allocations are carved from there.
    const auto break_before = reinterpret_cast<std::uintptr_t>(sbrk(0));
    std::array<void*, kMaxProbes> probes{};
    std::size_t taken = 0;
    while (taken < probes.size() && reinterpret_cast<std::uintptr_t>(sbrk(0)) == break_before) {
        probes[taken] = std::malloc(kSmallAllocation);
        if (!probes[taken]) break;
        ++taken;
    }
    const auto page = static_cast<std::uintptr_t>(sysconf(_SC_PAGESIZE));
    const auto first = taken == 0 ? 0 : reinterpret_cast<std::uintptr_t>(probes[taken - 1]) & ~(page - 1);
    for (std::size_t i = 0; i < taken; ++i) std::free(probes[i]);
    const auto end = reinterpret_cast<std::uintptr_t>(sbrk(0));
    active_ = true;
    if (first == 0 || end <= first || end == break_before) return;
    worker_ = std::thread([first, end] {
        // Fails harmlessly (EINVAL) on kernels before 5.14: the faults then happen as before.
        madvise(reinterpret_cast<void*>(first), end - first, MADV_POPULATE_WRITE);
    });
}

void StartupHeap::wait_until_faulted_in() {
    if (worker_.joinable()) worker_.join();
}

void StartupHeap::release() {
    wait_until_faulted_in();
    if (released_) return;
    released_ = true;
    if (active_) mallopt(M_TOP_PAD, kGlibcDefaultTopPad);
    active_ = false;
    // The pages the start-up used and no longer needs (the atlas's scratch buffers, the
    // compiler's trees, what was faulted in ahead and never used) go back to the system. This is
    // the start-up's one trim, with the prefault or without it (ARBITER_NO_HEAP_PREFAULT).
    malloc_trim(0);
}

#else

StartupHeap::StartupHeap(std::size_t) {}
void StartupHeap::wait_until_faulted_in() {}
void StartupHeap::release() {}

#endif

StartupHeap::~StartupHeap() { release(); }

}  // namespace arbiter::ui
