#include "app/core/store/schema.hpp"

namespace arbiter::store {

namespace {

// Version 1: profiles, content versions, attempts and exam sessions.
constexpr std::string_view kVersion1 = R"sql(
CREATE TABLE profiles (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL
);
-- One row per content version: an edited item gets a new fingerprint and a new row, and
-- statistics keep the topics/levels/articles the item had when it was answered.
CREATE TABLE item_versions (
  item_id TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('question', 'scenario')),
  topics TEXT NOT NULL,
  levels TEXT NOT NULL,
  articles TEXT NOT NULL,
  first_seen_at INTEGER NOT NULL,
  PRIMARY KEY (item_id, fingerprint)
) WITHOUT ROWID;
CREATE TABLE attempts (
  id INTEGER PRIMARY KEY,
  profile_id INTEGER NOT NULL REFERENCES profiles(id),
  mode TEXT NOT NULL CHECK (mode IN ('practice', 'review', 'exam')),
  exam_session_id INTEGER REFERENCES exam_sessions(id),
  item_id TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  answer TEXT NOT NULL,
  score REAL NOT NULL CHECK (score >= 0 AND score <= 1),
  parts TEXT NOT NULL,
  seconds REAL NOT NULL,
  answered_at INTEGER NOT NULL
);
CREATE INDEX attempts_by_profile_time ON attempts(profile_id, answered_at);
CREATE INDEX attempts_by_item ON attempts(profile_id, item_id, answered_at);
CREATE TABLE exam_sessions (
  id INTEGER PRIMARY KEY,
  profile_id INTEGER NOT NULL REFERENCES profiles(id),
  blueprint_id TEXT NOT NULL,
  blueprint TEXT NOT NULL,
  seed INTEGER NOT NULL,
  time_limit_ms INTEGER NOT NULL,
  remaining_ms INTEGER NOT NULL,
  current_position INTEGER NOT NULL DEFAULT 0,
  state TEXT NOT NULL CHECK (state IN ('running', 'submitted')),
  started_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  submitted_at INTEGER
);
CREATE INDEX exam_sessions_by_profile ON exam_sessions(profile_id, state);
CREATE TABLE exam_items (
  session_id INTEGER NOT NULL REFERENCES exam_sessions(id),
  position INTEGER NOT NULL,
  item_id TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  topic TEXT NOT NULL,
  answer TEXT,
  score REAL,
  parts TEXT,
  flagged INTEGER NOT NULL DEFAULT 0,
  time_spent_ms INTEGER NOT NULL DEFAULT 0,
  answered_at INTEGER,
  PRIMARY KEY (session_id, position)
) WITHOUT ROWID;
)sql";

// Version 2: spaced repetition (FSRS card state per item and the log of every review).
constexpr std::string_view kVersion2 = R"sql(
CREATE TABLE review_cards (
  profile_id INTEGER NOT NULL REFERENCES profiles(id),
  item_id TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  state INTEGER NOT NULL CHECK (state IN (1, 2, 3)),
  step INTEGER,
  stability REAL,
  difficulty REAL,
  due_at INTEGER NOT NULL,
  last_review_at INTEGER,
  reps INTEGER NOT NULL DEFAULT 0,
  lapses INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (profile_id, item_id)
) WITHOUT ROWID;
CREATE INDEX review_cards_due ON review_cards(profile_id, due_at);
CREATE TABLE review_log (
  id INTEGER PRIMARY KEY,
  profile_id INTEGER NOT NULL REFERENCES profiles(id),
  attempt_id INTEGER REFERENCES attempts(id),
  item_id TEXT NOT NULL,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 4),
  state_before INTEGER NOT NULL,
  retrievability REAL,
  elapsed_days REAL NOT NULL,
  reviewed_at INTEGER NOT NULL
);
CREATE INDEX review_log_by_profile_time ON review_log(profile_id, reviewed_at);
)sql";

// Version 3: timed drills (docs/drills.md). One table for both drills, the count-out and the
// intervention drill: what they share is typed, what only one measures is nullable, the rest is
// in detail_json.
constexpr std::string_view kVersion3 = R"sql(
CREATE TABLE drill_results (
  id INTEGER PRIMARY KEY,
  profile_id INTEGER NOT NULL REFERENCES profiles(id),
  drill_kind TEXT NOT NULL CHECK (drill_kind IN ('countout', 'intervention')),
  item_id TEXT NOT NULL,
  taken_at INTEGER NOT NULL,
  score REAL NOT NULL CHECK (score >= 0 AND score <= 1),
  hits INTEGER NOT NULL CHECK (hits >= 0),
  misses INTEGER NOT NULL CHECK (misses >= 0),
  false_alarms INTEGER NOT NULL CHECK (false_alarms >= 0),
  mean_reaction_ms REAL,
  mean_abs_error_ms REAL,
  final_call_right INTEGER CHECK (final_call_right IN (0, 1)),
  detail_json TEXT NOT NULL
);
CREATE INDEX drill_results_by_profile_time ON drill_results(profile_id, taken_at);
)sql";

// Version 4: the sport(s) and target grade of each profile (a referee grade is held in one sport).
// Existing profiles get '' for both: the trainer then asks at its next start.
constexpr std::string_view kVersion4 = R"sql(
ALTER TABLE profiles ADD COLUMN sport TEXT NOT NULL DEFAULT ''
  CHECK (sport IN ('', 'go', 'chess', 'both'));
ALTER TABLE profiles ADD COLUMN grade TEXT NOT NULL DEFAULT ''
  CHECK (grade IN ('', 'cn-3', 'cn-2', 'cn-1', 'cn-national', 'fide-fa', 'fide-ia'));
)sql";

// Version 5: the training centre (docs/centre.md). The store's own random id, which makes the id of
// every pushed row stable and unique across machines ("<store id>/a<attempt id>"); the link of a
// profile to a centre's class (the connection string, never a password: libpq reads ~/.pgpass or
// asks); and which rows the centre's server has confirmed, so a push resumes where it stopped.
constexpr std::string_view kVersion5 = R"sql(
CREATE TABLE store_identity (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  store_id TEXT NOT NULL
);
INSERT INTO store_identity(id, store_id) VALUES (1, lower(hex(randomblob(16))));
CREATE TABLE centre_links (
  profile_id INTEGER PRIMARY KEY REFERENCES profiles(id),
  conninfo TEXT NOT NULL,
  class_code TEXT NOT NULL,
  candidate_name TEXT NOT NULL,
  linked_at INTEGER NOT NULL,
  last_sync_at INTEGER
);
CREATE TABLE centre_pushed (
  kind TEXT NOT NULL CHECK (kind IN ('attempt', 'exam', 'drill')),
  local_id INTEGER NOT NULL,
  pushed_at INTEGER NOT NULL,
  PRIMARY KEY (kind, local_id)
) WITHOUT ROWID;
)sql";

// Version 6: the class's scheduled mock exams, as the centre's server last showed them to this
// profile (docs/centre.md § Packs and scheduled exams). Pulled by `centre sync` and the trainer's
// background sync and replaced whole each time, so an exam the instructor removed before its window
// opened disappears here too; kept so the exam is offered in its window even offline.
constexpr std::string_view kVersion6 = R"sql(
CREATE TABLE class_schedule (
  profile_id INTEGER NOT NULL REFERENCES profiles(id),
  server_id INTEGER NOT NULL,
  class_code TEXT NOT NULL,
  blueprint_id TEXT NOT NULL,
  seed INTEGER NOT NULL CHECK (seed >= 0),
  opens_at INTEGER NOT NULL,
  closes_at INTEGER NOT NULL CHECK (closes_at > opens_at),
  scheduled_by TEXT NOT NULL,
  pulled_at INTEGER NOT NULL,
  PRIMARY KEY (profile_id, server_id)
);
)sql";

// Version 7: which exam session was started for which of the class's scheduled exams (the trainer's
// exam list and `arbiter-cli exam --scheduled` write it when they start one), so the centre's
// report groups the result under that exam by its id rather than by its blueprint, seed and window.
constexpr std::string_view kVersion7 = R"sql(
CREATE TABLE scheduled_sittings (
  exam_session_id INTEGER PRIMARY KEY REFERENCES exam_sessions(id),
  server_id INTEGER NOT NULL
);
)sql";

// Version 8: the pairing drill (docs/drills.md § Pairing drill) is a third kind of drill result.
// SQLite cannot change a CHECK constraint, so the table is rebuilt under the same name with the same
// rows and ids (a row the training centre confirmed keeps its id, centre_pushed stays true).
constexpr std::string_view kVersion8 = R"sql(
CREATE TABLE drill_results_v8 (
  id INTEGER PRIMARY KEY,
  profile_id INTEGER NOT NULL REFERENCES profiles(id),
  drill_kind TEXT NOT NULL CHECK (drill_kind IN ('countout', 'intervention', 'pairing')),
  item_id TEXT NOT NULL,
  taken_at INTEGER NOT NULL,
  score REAL NOT NULL CHECK (score >= 0 AND score <= 1),
  hits INTEGER NOT NULL CHECK (hits >= 0),
  misses INTEGER NOT NULL CHECK (misses >= 0),
  false_alarms INTEGER NOT NULL CHECK (false_alarms >= 0),
  mean_reaction_ms REAL,
  mean_abs_error_ms REAL,
  final_call_right INTEGER CHECK (final_call_right IN (0, 1)),
  detail_json TEXT NOT NULL
);
INSERT INTO drill_results_v8 SELECT id, profile_id, drill_kind, item_id, taken_at, score, hits, misses, false_alarms,
  mean_reaction_ms, mean_abs_error_ms, final_call_right, detail_json FROM drill_results;
DROP TABLE drill_results;
ALTER TABLE drill_results_v8 RENAME TO drill_results;
CREATE INDEX drill_results_by_profile_time ON drill_results(profile_id, taken_at);
)sql";

}  // namespace

const std::vector<Migration>& migrations() {
    static const std::vector<Migration> list = {{1, kVersion1}, {2, kVersion2}, {3, kVersion3}, {4, kVersion4},
                                                {5, kVersion5}, {6, kVersion6}, {7, kVersion7},
                                                {8, kVersion8}};
    return list;
}

int current_schema_version() { return migrations().back().version; }

}  // namespace arbiter::store
