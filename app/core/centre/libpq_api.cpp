#include "app/core/centre/libpq_api.hpp"

#include <dlfcn.h>

#include <atomic>
#include <cstdlib>
#include <mutex>
#include <string>

#include "app/core/centre/pg_connection.hpp"

namespace arbiter::centre {

namespace {

// The soname Debian's libpq5 installs (the one the -dev package's libpq.so points at).
constexpr const char* kLibPq = "libpq.so.5";

template <typename Function>
void find(void* handle, Function& into, const char* name, std::string& missing) {
    into = reinterpret_cast<Function>(dlsym(handle, name));
    if (!into) missing += (missing.empty() ? "" : ", ") + std::string(name);
}

}  // namespace

const LibPq& libpq() {
    static std::atomic<const LibPq*> ready{nullptr};
    if (const LibPq* api = ready.load(std::memory_order_acquire)) return *api;
    static std::mutex mutex;
    static LibPq api;
    std::lock_guard lock(mutex);
    if (ready.load(std::memory_order_relaxed)) return api;
    // ARBITER_LIBPQ names another file: a centre's own libpq build, and the tests of a machine
    // without libpq5 (tests/centre/CMakeLists.txt), which otherwise need the package removed.
    const char* override_path = std::getenv("ARBITER_LIBPQ");
    const std::string library = override_path && *override_path ? override_path : kLibPq;
    // Kept loaded for the rest of the process: connections may live until exit.
    void* handle = dlopen(library.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        const char* why = dlerror();
        throw CentreError("the PostgreSQL client library (" + library +
                          ", Debian package libpq5) cannot be loaded, so the training centre cannot be reached: " +
                          (why ? why : "not found"),
                          {}, /*connection_lost=*/true);  // as unreachable: kept here, sent once libpq5 is installed
    }
    std::string missing;
#define ARBITER_LIBPQ_FIND(name) find(handle, api.name, #name, missing);
    ARBITER_LIBPQ_FUNCTIONS(ARBITER_LIBPQ_FIND)
#undef ARBITER_LIBPQ_FIND
    if (!missing.empty()) {
        dlclose(handle);
        throw CentreError("the PostgreSQL client library (" + library + ") lacks " + missing + ": install Debian's libpq5",
                          {}, /*connection_lost=*/true);
    }
    ready.store(&api, std::memory_order_release);
    return api;
}

}  // namespace arbiter::centre
