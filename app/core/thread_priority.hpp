// Background work that must not slow what the user waits for (the trainer's content load while
// its window opens): the calling thread gives way to the program's other threads.
#pragma once

namespace arbiter {

// Lowers the calling thread's scheduling priority (Linux keeps a nice value per thread, so the
// rest of the process is untouched; threads it starts later inherit it). Best effort: where the
// system refuses or has no such notion, nothing changes.
void lower_this_thread_priority();

}  // namespace arbiter
