// A fresh PostgreSQL database for one test, in the private cluster scripts/pg-test-cluster starts
// for the run (ARBITER_TEST_PG: its connection as the superuser). Dropped at the end with the login
// roles the test made. No server is a failure that says why, never a skipped test.
#pragma once

#include <doctest/doctest.h>
#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <string>
#include <vector>

#include "app/core/centre/pg_connection.hpp"

namespace arbiter::test {

inline std::string test_server() {
    if (const char* pg = std::getenv("ARBITER_TEST_PG"); pg && *pg) return pg;
    const char* why = std::getenv("ARBITER_TEST_PG_ERROR");
    const std::string reason = why && *why ? std::string(why)
                                           : std::string("ARBITER_TEST_PG is not set; run them through scripts/test, or "
                                                         "scripts/pg-test-cluster run -- ctest -L postgres");
    FAIL("no PostgreSQL server for the centre tests: " << reason);
    return {};
}

class PgTestDatabase {
public:
    // `server`: a superuser's connection string to the cluster (default ARBITER_TEST_PG).
    explicit PgTestDatabase(std::string server = test_server()) : server_(std::move(server)) {
        static std::atomic<int> counter{0};
        name_ = "arbiter_t" + std::to_string(::getpid()) + "_" + std::to_string(counter++);
        centre::PgConnection admin(server_);
        admin.exec("DROP DATABASE IF EXISTS " + name_ + " WITH (FORCE)");
        admin.exec("CREATE DATABASE " + name_);
    }
    ~PgTestDatabase() {
        try {
            centre::PgConnection admin(server_);
            admin.exec("DROP DATABASE IF EXISTS " + name_ + " WITH (FORCE)");
            for (const auto& role : roles_) admin.exec("DROP ROLE IF EXISTS " + role);
            admin.exec("DROP ROLE IF EXISTS " + name_ + "_candidate");
            admin.exec("DROP ROLE IF EXISTS " + name_ + "_instructor");
        } catch (...) {
            // A stopped server (the fault tests) takes its databases with it.
        }
    }
    PgTestDatabase(const PgTestDatabase&) = delete;
    PgTestDatabase& operator=(const PgTestDatabase&) = delete;

    const std::string& name() const { return name_; }
    // A login role name unique to this database ("<database>_li"), dropped at the end.
    std::string role(const std::string& suffix) {
        const std::string r = name_ + "_" + suffix;
        roles_.push_back(r);
        return r;
    }
    // The superuser's connection to this database; as another login role with `as`.
    std::string conninfo(const std::string& as = {}) const {
        return server_ + " dbname=" + name_ + (as.empty() ? "" : " user=" + as);
    }

private:
    std::string server_;
    std::string name_;
    std::vector<std::string> roles_;
};

}  // namespace arbiter::test
