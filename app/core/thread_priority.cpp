#include "app/core/thread_priority.hpp"

#if defined(__linux__)
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace arbiter {

void lower_this_thread_priority() {
#if defined(__linux__)
    // Nice 10: the scheduler then gives a thread at the default nice 0 about ten times its share
    // of a contended core, and this one still runs whenever a core is free. Only raising the nice
    // value needs no privilege, which is all this does.
    setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), 10);
#endif
}

}  // namespace arbiter
