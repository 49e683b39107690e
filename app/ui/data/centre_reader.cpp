#include "app/ui/data/centre_reader.hpp"

#include <atomic>
#include <thread>

namespace arbiter::ui {

// One request. Its thread holds it through a shared_ptr and only ever touches it: the reader may
// be gone (the window closed while a connection hangs) and the thread, detached, finishes alone.
// `done` is set last, with release order, so the UI thread that sees it sees the result too.
struct CentreReader::Job {
    std::string conninfo;
    std::string class_code;
    bool report_request = false;
    std::vector<centre::TaughtClass> classes;
    centre::ClassReport report;
    std::optional<CentreFailure> failure;
    std::atomic<bool> done{false};
};

CentreFailure classify_failure(const centre::CentreError& error) {
    using Kind = CentreFailure::Kind;
    Kind kind = Kind::Other;
    if (error.connection_lost()) kind = Kind::Unreachable;
    else if (error.sqlstate() == "42501") kind = Kind::Denied;
    // class_report's own refusal: the query answered, with no class of that code for this role.
    else if (error.sqlstate().empty() && std::string(error.what()).find("shows no class") != std::string::npos)
        kind = Kind::NoClass;
    return CentreFailure{kind, error.what()};
}

std::optional<CentreFailure> check_conninfo(const std::string& conninfo) {
    try {
        // The same rule as `arbiter-cli centre join`: the trainer never holds a password.
        if (centre::conninfo_value(conninfo, "password"))
            return CentreFailure{CentreFailure::Kind::Password, {}};
    } catch (const centre::CentreError& e) {
        return CentreFailure{CentreFailure::Kind::BadConninfo, e.what()};
    }
    return std::nullopt;
}

CentreReader::~CentreReader() = default;  // a running thread keeps its Job alive by itself

void CentreReader::list_classes(const std::string& conninfo) {
    auto job = std::make_shared<Job>();
    job->conninfo = conninfo;
    classes_.reset();
    report_.reset();
    start(std::move(job));
}

void CentreReader::load_report(const std::string& conninfo, const std::string& class_code) {
    auto job = std::make_shared<Job>();
    job->conninfo = conninfo;
    job->class_code = class_code;
    job->report_request = true;
    report_.reset();
    start(std::move(job));
}

void CentreReader::start(std::shared_ptr<Job> job) {
    failure_.reset();
    conninfo_ = job->conninfo;
    job_ = job;
    std::thread([job, wake = wake_] {
        try {
            centre::PgConnection connection(job->conninfo);
            if (job->report_request) job->report = centre::class_report(connection, job->class_code);
            else job->classes = centre::taught_classes(connection);
        } catch (const centre::CentreError& e) {
            job->failure = classify_failure(e);
        } catch (const std::exception& e) {
            job->failure = CentreFailure{CentreFailure::Kind::Other, e.what()};
        }
        job->done.store(true, std::memory_order_release);
        if (wake) wake();
    }).detach();
}

bool CentreReader::loading_report() const { return job_ && job_->report_request; }

bool CentreReader::poll() {
    if (!job_ || !job_->done.load(std::memory_order_acquire)) return false;
    const auto job = std::move(job_);
    job_.reset();
    if (job->failure) failure_ = job->failure;
    else if (job->report_request) report_ = std::move(job->report);
    else classes_ = std::move(job->classes);
    return true;
}

}  // namespace arbiter::ui
