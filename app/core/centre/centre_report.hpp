// The instructor's view of a class, read from the centre's server over the instructor's own
// connection (row-level security decides what it holds: an instructor sees only the classes they
// teach). See docs/centre.md § Reports.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "app/core/centre/pg_connection.hpp"
#include "app/core/json.hpp"

namespace arbiter::centre {

struct RosterRow {
    std::string candidate;
    int answers = 0;
    std::optional<std::int64_t> last_active_ms;  // the newest answer's time (Unix ms)
    std::optional<double> accuracy;              // mean score of the answers, 0..1
    int exams = 0;
    int exams_passed = 0;
};

struct ArticleRow {  // one candidate × one article (or one topic, in ClassReport::topics)
    std::string candidate;
    std::string article;
    int answers = 0;
    double accuracy = 0.0;
};

struct ExamRow {
    std::string candidate;
    std::string blueprint_id;
    std::int64_t submitted_ms = 0;
    int items = 0;
    int answered = 0;
    double score = 0.0;
    double percent = 0.0;
    double pass_mark = 0.0;
    bool passed = false;
    std::string topics_json;  // [{"topic","items","answered","correct","score","percent"}]
};

// One scheduled mock exam of the class (centre migration 3: scheduled_exams) with the results of
// the candidates who sat it. A result belongs to it when the candidate's trainer started the
// session for it (exam_sessions.scheduled_exam_id, centre migration 4); a session pushed without
// that id belongs to it when it has the same blueprint and seed and was started inside the window
// [opens, closes) — the rule the candidate's own program uses to call the exam "started"
// (training::scheduled_offers). The window is frozen once it opens (a trigger), so that match
// cannot move under a result either. docs/centre.md § Reports.
struct ScheduledExamResults {
    std::int64_t id = 0;  // scheduled_exams.id: the exam's name for the instructor ("#3")
    std::string blueprint_id;
    std::uint64_t seed = 0;
    std::int64_t opens_ms = 0;  // Unix milliseconds, UTC
    std::int64_t closes_ms = 0;
    std::string scheduled_by;
    // One row per candidate who sat it, by name: the session recorded as its sitting, else the
    // first they started in the window (a second sitting is a practice run, not the exam).
    std::vector<ExamRow> results;
    std::vector<std::string> absent;  // the roster's candidates with no result for it, by name

    int passed() const;
};

struct ClassReport {
    std::string class_code;
    std::string class_title;
    std::string centre_name;
    std::vector<RosterRow> roster;      // by name
    std::vector<ArticleRow> articles;   // by candidate, weakest article first
    // The same per topic of the item version answered (the trainer's heat map switches to topics
    // when a class has answered under too many articles to show). Not in to_json(): the CLI's
    // JSON stays what it was.
    std::vector<ArticleRow> topics;
    std::vector<ExamRow> exams;         // by submission time
    std::vector<ScheduledExamResults> scheduled;  // the class's scheduled exams, by opening time

    json::Value to_json() const;
    // The exam results for the certifying body: a header line, then one line per exam (RFC 4180).
    // Every exam result, scheduled or not: the columns are what they were before scheduled exams.
    std::string exams_csv() const;
};

// Throws CentreError when the class does not exist or the connection's role cannot see it.
ClassReport class_report(PgConnection& connection, const std::string& class_code);

struct TaughtClass {
    std::string code;
    std::string title;
    std::string centre_name;
    int candidates = 0;
};

// The classes the connection's role may read, by code: for an instructor the classes they teach
// (row-level security decides; the owner sees every class). Throws CentreError.
std::vector<TaughtClass> taught_classes(PgConnection& connection);

}  // namespace arbiter::centre
