#include "app/core/centre/libpq_api.hpp"

#include <dlfcn.h>

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
    static std::mutex mutex;
    static LibPq api;
    static bool loaded = false;
    std::lock_guard lock(mutex);
    if (loaded) return api;
    // Kept loaded for the rest of the process: connections may live until exit.
    void* handle = dlopen(kLibPq, RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        const char* why = dlerror();
        throw CentreError(std::string("the PostgreSQL client library (") + kLibPq +
                          ", Debian package libpq5) cannot be loaded, so the training centre cannot be reached: " +
                          (why ? why : "not found"));
    }
    std::string missing;
#define ARBITER_FIND(name) find(handle, api.name, #name, missing)
    ARBITER_FIND(PQconnectdb);
    ARBITER_FIND(PQstatus);
    ARBITER_FIND(PQerrorMessage);
    ARBITER_FIND(PQfinish);
    ARBITER_FIND(PQhost);
    ARBITER_FIND(PQport);
    ARBITER_FIND(PQdb);
    ARBITER_FIND(PQuser);
    ARBITER_FIND(PQsocket);
    ARBITER_FIND(PQsetNoticeProcessor);
    ARBITER_FIND(PQexec);
    ARBITER_FIND(PQprepare);
    ARBITER_FIND(PQexecPrepared);
    ARBITER_FIND(PQresultStatus);
    ARBITER_FIND(PQresultErrorMessage);
    ARBITER_FIND(PQresultErrorField);
    ARBITER_FIND(PQntuples);
    ARBITER_FIND(PQcmdTuples);
    ARBITER_FIND(PQgetvalue);
    ARBITER_FIND(PQgetisnull);
    ARBITER_FIND(PQclear);
    ARBITER_FIND(PQconninfoParse);
    ARBITER_FIND(PQconninfoFree);
    ARBITER_FIND(PQfreemem);
#undef ARBITER_FIND
    if (!missing.empty()) {
        dlclose(handle);
        throw CentreError(std::string("the PostgreSQL client library (") + kLibPq + ") lacks " + missing +
                          ": install Debian's libpq5");
    }
    loaded = true;
    return api;
}

}  // namespace arbiter::centre
