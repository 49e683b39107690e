// Local-first push to a training centre (docs/centre.md). The candidate's SQLite store stays the
// source of truth: answers, exam results and drill results are committed there first and pushed
// to the centre's PostgreSQL server later, each with a stable id (the store's id and the local row
// id), in batches of one statement each (INSERT … ON CONFLICT DO NOTHING). A batch the server
// committed is then marked in the store; a batch whose fate is unknown (the connection broke) is
// simply sent again next time and inserts nothing twice. So a retry never duplicates, and an
// interrupted push resumes where it stopped.
//
// The trainer can call push_pending() in the background later; arbiter-cli centre sync does by hand.
#pragma once

#include <functional>
#include <string>

#include "app/core/centre/pg_connection.hpp"
#include "app/core/store/training_store.hpp"

namespace arbiter::centre {

// Who the connection's login role is at the centre (the server's own rows, read under its
// row-level security: a candidate sees only their own).
struct CentreIdentity {
    std::string login_role;
    std::string candidate_name;
    std::string class_code;
    std::string class_title;
    std::string centre_name;
};

// Connects with `conninfo`, checks that its login role is the candidate `candidate_name` of class
// `class_code` and that the server's schema is one this program knows, then stores the link in
// the profile. A connection string holding a password is refused (libpq reads ~/.pgpass or
// PGPASSFILE, or asks); so is one naming another candidate or class. Throws CentreError.
CentreIdentity join_centre(store::TrainingStore& store, std::int64_t profile_id, const std::string& conninfo,
                           const std::string& class_code, const std::string& candidate_name, store::TimePoint now);

struct PushOptions {
    int batch_size = 100;  // rows per statement
    // Test hooks: called before each request to the server (the fault tests break the socket
    // there), and after the server committed a batch but before the store marks it (a crash there
    // must not lose or duplicate anything: the batch is sent again and inserts nothing).
    std::function<void(PgConnection&)> before_request;
    std::function<void(store::PushKind, int rows)> after_server_commit;
};

struct PushReport {
    store::PendingCounts sent;      // rows the server inserted now
    store::PendingCounts repeated;  // rows it already had (a batch sent again after a failure)
    store::PendingCounts waiting;   // still not confirmed after this push
};

// Pushes everything of the profile the centre has not confirmed. Throws CentreError when the
// profile is not linked or the server cannot be reached or refuses; what was confirmed before the
// failure stays confirmed (`progress`, when given, holds the counts up to the failure).
PushReport push_pending(store::TrainingStore& store, std::int64_t profile_id, store::TimePoint now,
                        const PushOptions& options = {}, PushReport* progress = nullptr);

}  // namespace arbiter::centre
