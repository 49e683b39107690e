// What an instructor gives a class (docs/centre.md § Packs and scheduled exams): a content pack (the
// pack file's bytes with their SHA-256) and scheduled mock exams (blueprint, seed, window). Run over
// the instructor's own login role: the server's row-level security lets them give and schedule only
// for the classes they teach, and freezes a scheduled exam once its window has opened.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "app/core/centre/pg_connection.hpp"
#include "app/core/packs/pack.hpp"

namespace arbiter::centre {

struct ScheduleRequest {
    std::string class_code;
    std::string blueprint_id;
    std::uint64_t seed = 0;  // at most INT64_MAX (the server's bigint)
    // The window as the server reads a timestamptz ("2026-12-05 09:00+08", "2026-12-05T01:00Z"); a
    // time without a zone is read in the server's time zone, so give one.
    std::string opens;
    std::string closes;
};

struct ScheduledExamRow {
    std::int64_t id = 0;
    std::string class_code;
    std::string blueprint_id;
    std::uint64_t seed = 0;
    std::int64_t opens_ms = 0;   // Unix milliseconds, UTC
    std::int64_t closes_ms = 0;
    std::string scheduled_by;
};

struct GivenPackRow {
    std::string class_code;
    std::string pack_id;
    std::string version;
    std::string sha256;
    std::int64_t bytes = 0;
    std::string given_by;
    std::int64_t given_ms = 0;
};

struct ClassWork {
    std::vector<ScheduledExamRow> exams;  // by opening time
    std::vector<GivenPackRow> packs;      // by pack id
};

// Schedules a mock exam for the class. Throws CentreError: the class is not one the login role
// teaches ("teaches no class"), the window is empty or unreadable, the seed is out of range.
ScheduledExamRow schedule_exam(PgConnection& connection, const ScheduleRequest& request);

// Gives the class the pack whose file is `bytes` (already read without problems: `manifest` is
// its manifest). The pack's (id, version) is stored once on the server with its bytes; giving the
// same id and version with other bytes is refused (give it a new version), and a class that had
// another version of the pack now has this one. Throws CentreError.
GivenPackRow give_pack(PgConnection& connection, const std::string& class_code, const std::string& bytes,
                       const packs::PackManifest& manifest);

// The class's scheduled exams and packs, as the connection's login role may see them.
ClassWork class_work(PgConnection& connection, const std::string& class_code);

}  // namespace arbiter::centre
