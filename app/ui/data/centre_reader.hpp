// The instructor's screen reads the centre's server over libpq, whose calls block (a connection
// to an unreachable host can take a minute to give up). CentreReader runs each request on a
// thread of its own and hands the result to the UI thread, which polls it once per frame and
// never waits. When a request ends it calls the waker (the window's glfwPostEmptyEvent), so the
// loop, asleep in glfwWaitEvents, draws the result at once instead of at the next mouse move.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/core/centre/centre_report.hpp"

namespace arbiter::ui {

// Why a request failed, as the screen words it (each kind has its string in three languages);
// `detail` is the technical message (libpq's or the server's), shown below in small text.
struct CentreFailure {
    enum class Kind {
        BadConninfo,  // libpq cannot read the connection string
        Password,     // the string holds a password: refused, never sent or saved
        Unreachable,  // no connection: the server is down, the network, or the login was refused
        Denied,       // the server refused a statement (row-level security, privileges: SQLSTATE 42501)
        NoClass,      // the server shows no such class to this role (not one the instructor teaches)
        Other,
    };
    Kind kind = Kind::Other;
    std::string detail;
};

// How a CentreError reads on the screen.
CentreFailure classify_failure(const centre::CentreError& error);
// Checks a connection string before anything is sent: a password in it, or text libpq cannot
// read. Nothing when it may be used.
std::optional<CentreFailure> check_conninfo(const std::string& conninfo);

class CentreReader {
public:
    explicit CentreReader(std::function<void()> wake = {}) : wake_(std::move(wake)) {}
    ~CentreReader();
    CentreReader(const CentreReader&) = delete;
    CentreReader& operator=(const CentreReader&) = delete;

    void set_waker(std::function<void()> wake) { wake_ = std::move(wake); }

    // Starts listing the classes the role may read (the instructor's), forgetting any earlier
    // result; a request still running is abandoned (its result is dropped when it comes).
    void list_classes(const std::string& conninfo);
    // Starts reading one class's report.
    void load_report(const std::string& conninfo, const std::string& class_code);

    // UI thread, once a frame: takes the result of a finished request. True when it changed
    // what the accessors return.
    bool poll();
    bool busy() const { return job_ != nullptr; }
    bool loading_report() const;  // busy, reading a class's report (not listing classes)

    const std::optional<std::vector<centre::TaughtClass>>& classes() const { return classes_; }
    const std::optional<centre::ClassReport>& report() const { return report_; }
    const std::optional<CentreFailure>& failure() const { return failure_; }
    // The connection the shown classes and report came from.
    const std::string& conninfo() const { return conninfo_; }

private:
    struct Job;  // shared with its thread, which may outlive this reader (see the .cpp)
    void start(std::shared_ptr<Job> job);

    std::function<void()> wake_;
    std::shared_ptr<Job> job_;
    std::string conninfo_;
    std::optional<std::vector<centre::TaughtClass>> classes_;
    std::optional<centre::ClassReport> report_;
    std::optional<CentreFailure> failure_;
};

}  // namespace arbiter::ui
