// A PostgreSQL cluster of a test's own (scripts/pg-test-cluster start|kill|restart|stop), for the
// tests that stop their server: the fault tests and the background sync's.
#pragma once

#include <doctest/doctest.h>
#include <stdlib.h>

#include <cstdio>
#include <cstdlib>
#include <string>

namespace arbiter::test {

// Runs the cluster script; returns its standard output, FAILs with it when the script fails.
inline std::string cluster(const std::string& action, const std::string& dir) {
    const std::string command = std::string(ARBITER_PG_CLUSTER_SCRIPT) + " " + action + " " + dir + " 2>&1";
    std::string output;
    FILE* pipe = ::popen(command.c_str(), "r");
    REQUIRE(pipe);
    char buffer[512];
    while (std::fgets(buffer, sizeof buffer, pipe)) output += buffer;
    const int status = ::pclose(pipe);
    if (status != 0) FAIL("scripts/pg-test-cluster " << action << " " << dir << " failed:\n" << output);
    while (!output.empty() && output.back() == '\n') output.pop_back();
    return output;
}

// A cluster of this test's own, stopped and deleted at the end.
class OwnCluster {
public:
    OwnCluster() {
        char pattern[] = "/tmp/arbiter-pgf-XXXXXX";
        REQUIRE(::mkdtemp(pattern));
        dir_ = pattern;
        conninfo_ = cluster("start", dir_);
    }
    ~OwnCluster() { std::system((std::string(ARBITER_PG_CLUSTER_SCRIPT) + " stop " + dir_ + " >/dev/null 2>&1").c_str()); }
    OwnCluster(const OwnCluster&) = delete;
    OwnCluster& operator=(const OwnCluster&) = delete;
    const std::string& conninfo() const { return conninfo_; }
    void kill() { cluster("kill", dir_); }
    // From another thread, where doctest cannot FAIL: returns whether the stop worked.
    bool kill_quietly() {
        return std::system((std::string(ARBITER_PG_CLUSTER_SCRIPT) + " kill " + dir_ + " >/dev/null 2>&1").c_str()) == 0;
    }
    void restart() { cluster("restart", dir_); }

private:
    std::string dir_;
    std::string conninfo_;
};

}  // namespace arbiter::test
