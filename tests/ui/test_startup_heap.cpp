// The start-up heap (app/ui/window/startup_heap.hpp): once its worker is done, the thread that
// allocates from the heap takes (almost) no page faults touching fresh memory — the point of it.
// A binary of its own (tests/ui/CMakeLists.txt): like main(), it starts from a fresh heap, and
// with glibc's malloc even in a sanitizer build.
#include <doctest/doctest.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "app/ui/window/startup_heap.hpp"

#if defined(__GLIBC__) && defined(__linux__)
#include <malloc.h>
#include <sys/resource.h>
#include <unistd.h>

namespace {

long minor_faults_of_this_thread() {
    rusage usage{};
    getrusage(RUSAGE_THREAD, &usage);
    return usage.ru_minflt;
}

// Allocates `bytes` in blocks small enough to come from the heap (not mmap) and writes to every
// byte; returns the page faults this thread took doing so. Frees the blocks.
long faults_touching_fresh_heap(std::size_t bytes) {
    constexpr std::size_t kBlock = 32 * 1024;
    std::vector<void*> blocks;
    // Reserved first, so no buffer of its own lands between the blocks: freed, they merge back
    // into the top of the heap, and malloc_trim can give all of them back.
    blocks.reserve(bytes / kBlock + 1);
    const long before = minor_faults_of_this_thread();
    for (std::size_t done = 0; done < bytes; done += kBlock) {
        void* block = std::malloc(kBlock);
        std::memset(block, 1, kBlock);
        blocks.push_back(block);
    }
    const long faults = minor_faults_of_this_thread() - before;
    for (void* block : blocks) std::free(block);
    return faults;
}

}  // namespace

TEST_CASE("the start-up heap is faulted in by its worker, not by the thread that allocates") {
    constexpr std::size_t kHeap = std::size_t{16} << 20;
    constexpr std::size_t kTouched = std::size_t{8} << 20;  // 2,048 pages of 4 KiB
    malloc_trim(0);  // free pages go back: whatever the heap holds now is untouched memory
    const long faults_without = faults_touching_fresh_heap(kTouched);
    malloc_trim(0);

    const auto break_before = reinterpret_cast<std::uintptr_t>(sbrk(0));
    arbiter::ui::StartupHeap heap(kHeap);
    // glibc's own malloc: this binary is built without the sanitizers (tests/ui/CMakeLists.txt).
    REQUIRE(heap.active());
    heap.wait_until_faulted_in();
    // The heap grew by the pad in one step...
    CHECK(reinterpret_cast<std::uintptr_t>(sbrk(0)) - break_before >= kHeap);
    // ...and touching half of it costs this thread a small fraction of the faults it took before.
    const long faults_with = faults_touching_fresh_heap(kTouched);
    INFO("faults without the start-up heap: " << faults_without << ", with: " << faults_with);
    CHECK(faults_without > 1000);
    CHECK(faults_with < faults_without / 8);
    heap.release();
}
#endif
