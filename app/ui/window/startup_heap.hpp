// Faults in, on a worker thread, the heap the start-up is about to use, so the main thread does
// not take those page faults one by one on the way to the first frame (docs/ui.md § The first
// frame).
//
// Why: up to the first frame the main thread touches ~15 MB of fresh heap (Mesa's GLSL compiler,
// llvmpipe compiling ImGui's shaders, our strings and layout): ~3,700 page faults, each a trap
// into the kernel, ~35 ms of a ~220 ms start on this virtual machine (perf, `page-faults -d`).
// Here glibc is told to grow the heap in one large step (M_TOP_PAD) and a worker has the kernel
// fill that step in one call (MADV_POPULATE_WRITE) while the main thread waits for the display
// and the GL driver. The main thread's faults fall to ~900 and the first frame comes ~35 ms
// sooner, warm or not (alternating runs). The kernel does not change what the memory holds: the
// worker never reads or writes it, so it is safe while malloc hands it out.
//
// release(), after the first frame, puts the pad back to glibc's default and trims the heap, so
// what the start-up did not use goes back to the system (resident memory at idle is unchanged).
// Setting M_TOP_PAD also fixes glibc's mmap threshold at its first value (mallopt(3)): blocks of
// 128 KiB and more are mapped and unmapped on their own for the rest of the run, which keeps
// them out of the heap and gives them back as soon as they are freed.
// Where glibc or MADV_POPULATE_WRITE (Linux 5.14) is missing, nothing is done.
#pragma once

#include <cstddef>
#include <thread>

namespace arbiter::ui {

class StartupHeap {
public:
    // The heap used before the first frame on the home screen: the main thread's page faults stop
    // falling beyond this (measured with 8, 16, 24, 32 and 48 MiB).
    static constexpr std::size_t kDefaultBytes = std::size_t{24} << 20;

    // Grows the heap by `bytes` and starts the worker that faults it in (a no-op when
    // ARBITER_NO_HEAP_PREFAULT is set, for comparisons). Call before other threads allocate.
    explicit StartupHeap(std::size_t bytes = kDefaultBytes);
    // Waits for the worker and releases, if release() was not called.
    ~StartupHeap();
    StartupHeap(const StartupHeap&) = delete;
    StartupHeap& operator=(const StartupHeap&) = delete;

    // Blocks until the worker is done (tests; the window never waits for it).
    void wait_until_faulted_in();

    // The start-up is over: the heap grows in glibc's default steps again and its free pages go
    // back to the system (malloc_trim, also when nothing was faulted in ahead). Once; later
    // calls do nothing.
    void release();

    // The heap was grown for the start-up (glibc took M_TOP_PAD), until release().
    bool active() const { return active_; }

private:
    std::thread worker_;
    bool active_ = false;
    bool released_ = false;
};

}  // namespace arbiter::ui
