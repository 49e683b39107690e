#include "app/core/centre/centre_schema.hpp"

#include <string>

namespace arbiter::centre {

namespace {

// Version 1: the centre's tables. Rows pushed by a candidate's trainer carry a stable id
// (source_id: the candidate's store id and the local row id), unique per candidate, so a push that
// is repeated inserts nothing twice (INSERT … ON CONFLICT DO NOTHING).
constexpr std::string_view kVersion1 = R"sql(
CREATE TABLE centres (
  id bigserial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE instructors (
  id bigserial PRIMARY KEY,
  centre_id bigint NOT NULL REFERENCES centres(id),
  login_role name NOT NULL UNIQUE,
  display_name text NOT NULL
);
CREATE TABLE classes (
  id bigserial PRIMARY KEY,
  centre_id bigint NOT NULL REFERENCES centres(id),
  code text NOT NULL UNIQUE,
  title text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE class_instructors (
  class_id bigint NOT NULL REFERENCES classes(id),
  instructor_id bigint NOT NULL REFERENCES instructors(id),
  PRIMARY KEY (class_id, instructor_id)
);
CREATE TABLE candidates (
  id bigserial PRIMARY KEY,
  class_id bigint NOT NULL REFERENCES classes(id),
  name text NOT NULL,
  login_role name NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (class_id, name)
);
CREATE TABLE content_packs (
  id text NOT NULL,
  version text NOT NULL,
  title text NOT NULL DEFAULT '',
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id, version)
);
CREATE TABLE class_packs (
  class_id bigint NOT NULL REFERENCES classes(id),
  pack_id text NOT NULL,
  pack_version text NOT NULL,
  PRIMARY KEY (class_id, pack_id),
  FOREIGN KEY (pack_id, pack_version) REFERENCES content_packs(id, version)
);
CREATE TABLE attempts (
  candidate_id bigint NOT NULL REFERENCES candidates(id),
  source_id text NOT NULL,
  mode text NOT NULL CHECK (mode IN ('practice', 'review', 'exam')),
  exam_source_id text,
  item_id text NOT NULL,
  fingerprint text NOT NULL,
  topics text[] NOT NULL DEFAULT '{}',
  articles text[] NOT NULL DEFAULT '{}',
  answer jsonb NOT NULL,
  score double precision NOT NULL CHECK (score >= 0 AND score <= 1),
  parts jsonb NOT NULL,
  seconds double precision NOT NULL,
  answered_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (candidate_id, source_id)
);
CREATE INDEX attempts_by_time ON attempts(candidate_id, answered_at);
CREATE TABLE exam_sessions (
  candidate_id bigint NOT NULL REFERENCES candidates(id),
  source_id text NOT NULL,
  blueprint_id text NOT NULL,
  seed text NOT NULL,
  time_limit_ms bigint NOT NULL,
  started_at timestamptz NOT NULL,
  submitted_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (candidate_id, source_id)
);
CREATE TABLE exam_results (
  candidate_id bigint NOT NULL,
  exam_source_id text NOT NULL,
  items integer NOT NULL,
  answered integer NOT NULL,
  score double precision NOT NULL,
  percent double precision NOT NULL,
  pass_mark double precision NOT NULL,
  passed boolean NOT NULL,
  topics jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (candidate_id, exam_source_id),
  FOREIGN KEY (candidate_id, exam_source_id) REFERENCES exam_sessions(candidate_id, source_id)
);
CREATE TABLE drill_results (
  candidate_id bigint NOT NULL REFERENCES candidates(id),
  source_id text NOT NULL,
  drill_kind text NOT NULL CHECK (drill_kind IN ('countout', 'intervention')),
  item_id text NOT NULL,
  taken_at timestamptz NOT NULL,
  score double precision NOT NULL CHECK (score >= 0 AND score <= 1),
  hits integer NOT NULL,
  misses integer NOT NULL,
  false_alarms integer NOT NULL,
  mean_reaction_ms double precision,
  mean_abs_error_ms double precision,
  final_call_right boolean,
  detail jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (candidate_id, source_id)
);
)sql";

// Version 2: who sees what, enforced by the server. Two group roles per database
// (<database>_candidate, <database>_instructor); every login role of a candidate or an instructor is
// a member of one. Row-level security: a candidate reads and inserts only rows of the candidate
// whose login_role is current_user; an instructor reads the candidates (and their rows) of the
// classes they teach. Nobody is granted UPDATE or DELETE on pushed rows, and a trigger refuses to
// change or delete a submitted exam (session, result, or an exam answer) even to the owner.
// The centre_add_* functions are the administrator's (EXECUTE is revoked from everyone else).
constexpr std::string_view kVersion2 = R"sql(
CREATE FUNCTION centre_group(kind text) RETURNS name LANGUAGE sql STABLE
  AS $$ SELECT (current_database() || '_' || kind)::name $$;

CREATE FUNCTION centre_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a submitted exam cannot be changed or deleted (%, %)', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER exam_results_are_final BEFORE UPDATE OR DELETE ON exam_results
  FOR EACH ROW EXECUTE FUNCTION centre_refuse_change();
CREATE TRIGGER exam_results_not_truncated BEFORE TRUNCATE ON exam_results
  FOR EACH STATEMENT EXECUTE FUNCTION centre_refuse_change();
CREATE TRIGGER exam_sessions_are_final BEFORE UPDATE OR DELETE ON exam_sessions
  FOR EACH ROW EXECUTE FUNCTION centre_refuse_change();
CREATE TRIGGER exam_sessions_not_truncated BEFORE TRUNCATE ON exam_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION centre_refuse_change();
CREATE TRIGGER exam_answers_are_final BEFORE UPDATE OR DELETE ON attempts
  FOR EACH ROW WHEN (OLD.mode = 'exam') EXECUTE FUNCTION centre_refuse_change();

ALTER TABLE candidates ENABLE ROW LEVEL SECURITY;
ALTER TABLE classes ENABLE ROW LEVEL SECURITY;
ALTER TABLE attempts ENABLE ROW LEVEL SECURITY;
ALTER TABLE exam_sessions ENABLE ROW LEVEL SECURITY;
ALTER TABLE exam_results ENABLE ROW LEVEL SECURITY;
ALTER TABLE drill_results ENABLE ROW LEVEL SECURITY;

REVOKE ALL ON ALL TABLES IN SCHEMA public FROM PUBLIC;

DO $$
DECLARE
  candidate name := centre_group('candidate');
  instructor name := centre_group('instructor');
  t text;
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = candidate) THEN
    EXECUTE format('CREATE ROLE %I NOLOGIN', candidate);
  END IF;
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = instructor) THEN
    EXECUTE format('CREATE ROLE %I NOLOGIN', instructor);
  END IF;
  EXECUTE format('GRANT CONNECT ON DATABASE %I TO %I, %I', current_database(), candidate, instructor);
  EXECUTE format('GRANT USAGE ON SCHEMA public TO %I, %I', candidate, instructor);
  -- Everyone's program checks the schema version before it pushes or reports.
  EXECUTE format('GRANT SELECT ON centre_schema TO %I, %I', candidate, instructor);

  -- Candidates: their own candidate row and class; insert and read their own results.
  EXECUTE format('GRANT SELECT ON centres, classes, candidates, content_packs, class_packs TO %I', candidate);
  EXECUTE format('GRANT SELECT, INSERT ON attempts, exam_sessions, exam_results, drill_results TO %I', candidate);
  EXECUTE format('CREATE POLICY candidate_self ON candidates FOR SELECT TO %I USING (login_role = current_user)',
                 candidate);
  EXECUTE format('CREATE POLICY candidate_class ON classes FOR SELECT TO %I '
                 'USING (id IN (SELECT class_id FROM candidates WHERE login_role = current_user))', candidate);
  FOREACH t IN ARRAY ARRAY['attempts', 'exam_sessions', 'exam_results', 'drill_results'] LOOP
    EXECUTE format('CREATE POLICY candidate_own_rows ON %I FOR ALL TO %I '
                   'USING (candidate_id IN (SELECT id FROM candidates WHERE login_role = current_user)) '
                   'WITH CHECK (candidate_id IN (SELECT id FROM candidates WHERE login_role = current_user))',
                   t, candidate);
  END LOOP;

  -- Instructors: read the classes they teach, those classes' candidates and their rows.
  EXECUTE format('GRANT SELECT ON centres, instructors, class_instructors, classes, candidates, content_packs, '
                 'class_packs, attempts, exam_sessions, exam_results, drill_results TO %I', instructor);
  EXECUTE format('CREATE POLICY instructor_classes ON classes FOR SELECT TO %I '
                 'USING (id IN (SELECT ci.class_id FROM class_instructors ci JOIN instructors i '
                 'ON i.id = ci.instructor_id WHERE i.login_role = current_user))', instructor);
  EXECUTE format('CREATE POLICY instructor_candidates ON candidates FOR SELECT TO %I '
                 'USING (class_id IN (SELECT ci.class_id FROM class_instructors ci JOIN instructors i '
                 'ON i.id = ci.instructor_id WHERE i.login_role = current_user))', instructor);
  FOREACH t IN ARRAY ARRAY['attempts', 'exam_sessions', 'exam_results', 'drill_results'] LOOP
    EXECUTE format('CREATE POLICY instructor_reads ON %I FOR SELECT TO %I '
                   'USING (candidate_id IN (SELECT id FROM candidates))', t, instructor);
  END LOOP;
END $$;

-- The candidate whose login role is current_user (under the candidates' row-level security), or an
-- error: a push by anyone else inserts nothing and says why.
CREATE FUNCTION centre_me() RETURNS bigint LANGUAGE plpgsql STABLE AS $$
DECLARE
  me bigint;
BEGIN
  SELECT id INTO me FROM candidates WHERE login_role = current_user;
  IF me IS NULL THEN
    RAISE EXCEPTION 'the login role % is not a candidate of this centre', current_user
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN me;
END $$;

-- The administrator's functions (run as the database owner, who has CREATEROLE).
CREATE FUNCTION centre_add_class(centre_name text, class_code text, class_title text) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  centre bigint;
  created bigint;
BEGIN
  INSERT INTO centres(name) VALUES (centre_name) ON CONFLICT (name) DO NOTHING;
  SELECT id INTO centre FROM centres WHERE name = centre_name;
  INSERT INTO classes(centre_id, code, title) VALUES (centre, class_code, class_title) RETURNING id INTO created;
  RETURN created;
END $$;

CREATE FUNCTION centre_login_role(login name, grp name) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = login) THEN
    EXECUTE format('CREATE ROLE %I LOGIN', login);
  END IF;
  EXECUTE format('GRANT %I TO %I', grp, login);
END $$;

CREATE FUNCTION centre_add_instructor(class_code text, login name, display_name text) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  cls classes%ROWTYPE;
  teacher bigint;
BEGIN
  SELECT * INTO cls FROM classes WHERE code = class_code;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no class %', class_code USING ERRCODE = 'no_data_found';
  END IF;
  PERFORM centre_login_role(login, centre_group('instructor'));
  INSERT INTO instructors(centre_id, login_role, display_name) VALUES (cls.centre_id, login, display_name)
    ON CONFLICT (login_role) DO NOTHING;
  SELECT id INTO teacher FROM instructors WHERE login_role = login;
  INSERT INTO class_instructors(class_id, instructor_id) VALUES (cls.id, teacher) ON CONFLICT DO NOTHING;
  RETURN teacher;
END $$;

CREATE FUNCTION centre_add_candidate(class_code text, candidate_name text, login name) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  cls bigint;
  created bigint;
BEGIN
  SELECT id INTO cls FROM classes WHERE code = class_code;
  IF cls IS NULL THEN
    RAISE EXCEPTION 'no class %', class_code USING ERRCODE = 'no_data_found';
  END IF;
  PERFORM centre_login_role(login, centre_group('candidate'));
  INSERT INTO candidates(class_id, name, login_role) VALUES (cls, candidate_name, login) RETURNING id INTO created;
  RETURN created;
END $$;

REVOKE EXECUTE ON FUNCTION centre_add_class(text, text, text), centre_login_role(name, name),
  centre_add_instructor(text, name, text), centre_add_candidate(text, text, name) FROM PUBLIC;
)sql";

// Version 3: what an instructor gives a class (issue 18): content packs (the pack file's bytes and
// the SHA-256 the instructor's program computed, which the candidate's program checks before it
// imports anything) and scheduled mock exams (a blueprint, a seed so everyone sits the same exam,
// and a time window). Instructors give and schedule only for the classes they teach, and sign what
// they give (given_by / scheduled_by = current_user); candidates read only their own class's. A
// scheduled exam is frozen once its window has opened: a trigger refuses to change or delete it,
// even to the owner, so nobody moves an exam under candidates who have started it.
constexpr std::string_view kVersion3 = R"sql(
ALTER TABLE content_packs ADD COLUMN sha256 text CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  ADD COLUMN file bytea, ADD COLUMN added_by name NOT NULL DEFAULT current_user;
ALTER TABLE class_packs ADD COLUMN given_by name NOT NULL DEFAULT current_user,
  ADD COLUMN given_at timestamptz NOT NULL DEFAULT now();
CREATE TABLE scheduled_exams (
  id bigserial PRIMARY KEY,
  class_id bigint NOT NULL REFERENCES classes(id),
  blueprint_id text NOT NULL CHECK (blueprint_id <> ''),
  seed bigint NOT NULL CHECK (seed >= 0),
  opens_at timestamptz NOT NULL,
  closes_at timestamptz NOT NULL,
  scheduled_by name NOT NULL DEFAULT current_user,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (closes_at > opens_at)
);
CREATE INDEX scheduled_exams_by_class ON scheduled_exams(class_id, opens_at);

CREATE FUNCTION centre_schedule_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    IF EXISTS (SELECT FROM scheduled_exams WHERE opens_at <= now()) THEN
      RAISE EXCEPTION 'a scheduled exam cannot be changed or removed once its window has opened'
        USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN NULL;
  END IF;
  IF OLD.opens_at <= now() THEN
    RAISE EXCEPTION 'a scheduled exam cannot be changed or removed once its window has opened (exam %, opened %)',
      OLD.id, OLD.opens_at USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER scheduled_exams_frozen BEFORE UPDATE OR DELETE ON scheduled_exams
  FOR EACH ROW EXECUTE FUNCTION centre_schedule_frozen();
CREATE TRIGGER scheduled_exams_not_truncated BEFORE TRUNCATE ON scheduled_exams
  FOR EACH STATEMENT EXECUTE FUNCTION centre_schedule_frozen();

-- The classes current_user teaches (for the instructors' policies).
CREATE FUNCTION centre_taught_classes() RETURNS SETOF bigint LANGUAGE sql STABLE AS $$
  SELECT ci.class_id FROM class_instructors ci JOIN instructors i ON i.id = ci.instructor_id
  WHERE i.login_role = current_user
$$;

ALTER TABLE scheduled_exams ENABLE ROW LEVEL SECURITY;
ALTER TABLE content_packs ENABLE ROW LEVEL SECURITY;
ALTER TABLE class_packs ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON scheduled_exams FROM PUBLIC;

DO $$
DECLARE
  candidate name := centre_group('candidate');
  instructor name := centre_group('instructor');
BEGIN
  -- Candidates read their own class's schedule and packs (content_packs only through class_packs,
  -- which row-level security already limits to their class).
  EXECUTE format('GRANT SELECT ON scheduled_exams TO %I', candidate);
  EXECUTE format('CREATE POLICY candidate_schedule ON scheduled_exams FOR SELECT TO %I '
                 'USING (class_id IN (SELECT class_id FROM candidates WHERE login_role = current_user))', candidate);
  EXECUTE format('CREATE POLICY candidate_class_packs ON class_packs FOR SELECT TO %I '
                 'USING (class_id IN (SELECT class_id FROM candidates WHERE login_role = current_user))', candidate);
  EXECUTE format('CREATE POLICY candidate_packs ON content_packs FOR SELECT TO %I '
                 'USING ((id, version) IN (SELECT pack_id, pack_version FROM class_packs))', candidate);

  -- Instructors schedule and give for the classes they teach, in their own name; they read every
  -- pack of the centre (a pack is teaching material) but only their classes' schedules and packs.
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON scheduled_exams, class_packs TO %I', instructor);
  EXECUTE format('GRANT INSERT ON content_packs TO %I', instructor);
  EXECUTE format('GRANT USAGE ON SEQUENCE scheduled_exams_id_seq TO %I', instructor);
  EXECUTE format('CREATE POLICY instructor_schedule ON scheduled_exams FOR ALL TO %I '
                 'USING (class_id IN (SELECT centre_taught_classes())) '
                 'WITH CHECK (class_id IN (SELECT centre_taught_classes()) AND scheduled_by = current_user)',
                 instructor);
  EXECUTE format('CREATE POLICY instructor_class_packs ON class_packs FOR ALL TO %I '
                 'USING (class_id IN (SELECT centre_taught_classes())) '
                 'WITH CHECK (class_id IN (SELECT centre_taught_classes()) AND given_by = current_user)', instructor);
  EXECUTE format('CREATE POLICY instructor_reads_packs ON content_packs FOR SELECT TO %I USING (true)', instructor);
  EXECUTE format('CREATE POLICY instructor_adds_packs ON content_packs FOR INSERT TO %I '
                 'WITH CHECK (added_by = current_user)', instructor);
END $$;
)sql";

// Version 4: the scheduled exam an exam session was started for, as the candidate's trainer recorded
// it (store v7), so the instructor's report groups a result under its scheduled exam by id. NULL for
// a practice exam and for sessions pushed before (the report matches those by blueprint, seed and
// window). No foreign key: the id is the candidate's copy of the schedule, and a push must not fail
// on it.
constexpr std::string_view kVersion4 = R"sql(
ALTER TABLE exam_sessions ADD COLUMN scheduled_exam_id bigint;
)sql";

// Version 5: the pairing drill's results (store v8) are a third kind of drill.
constexpr std::string_view kVersion5 = R"sql(
ALTER TABLE drill_results DROP CONSTRAINT drill_results_drill_kind_check;
ALTER TABLE drill_results ADD CONSTRAINT drill_results_drill_kind_check
  CHECK (drill_kind IN ('countout', 'intervention', 'pairing'));
)sql";

constexpr std::string_view kVersionTable = R"sql(
CREATE TABLE IF NOT EXISTS centre_schema (
  version integer PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
)
)sql";

// Any 64-bit number of our own: the advisory lock migrations hold.
constexpr std::string_view kLock = "SELECT pg_advisory_xact_lock(4702111234474983745)";

}  // namespace

const std::vector<CentreMigration>& centre_migrations() {
    static const std::vector<CentreMigration> list = {{1, kVersion1}, {2, kVersion2}, {3, kVersion3},
                                                       {4, kVersion4}, {5, kVersion5}};
    return list;
}

int current_centre_schema_version() { return centre_migrations().back().version; }

int centre_schema_version(PgConnection& connection) {
    auto exists = connection.query("SELECT to_regclass('centre_schema') IS NOT NULL");
    if (!exists.boolean(0, 0)) return 0;
    return static_cast<int>(connection.query("SELECT coalesce(max(version), 0) FROM centre_schema").integer(0, 0));
}

int migrate_centre(PgConnection& connection, int target_version) {
    const int target = target_version > 0 ? target_version : current_centre_schema_version();
    const int before = centre_schema_version(connection);
    if (before > current_centre_schema_version())
        throw CentreError("the centre's database (" + connection.server() + ") has schema version " +
                          std::to_string(before) + ", newer than this program knows (" +
                          std::to_string(current_centre_schema_version()) + "): update Arbiter Trainer");
    for (const auto& migration : centre_migrations()) {
        if (migration.version > target) break;
        PgTransaction transaction(connection);
        connection.exec(kLock);
        connection.exec(kVersionTable);
        // Read again under the lock: another program may have migrated meanwhile.
        if (centre_schema_version(connection) >= migration.version) continue;
        connection.exec(migration.sql);
        connection.query("INSERT INTO centre_schema(version) VALUES ($1)", {std::to_string(migration.version)});
        transaction.commit();
    }
    return before;
}

void require_current_schema(PgConnection& connection) {
    const int version = centre_schema_version(connection);
    if (version < current_centre_schema_version())
        throw CentreError("the centre's database (" + connection.server() + ") is at schema version " +
                          std::to_string(version) + ", this program needs " +
                          std::to_string(current_centre_schema_version()) +
                          ": its administrator runs `arbiter-cli centre migrate`");
    if (version > current_centre_schema_version())
        throw CentreError("the centre's database (" + connection.server() + ") has schema version " +
                          std::to_string(version) + ", newer than this program knows: update Arbiter Trainer");
}

std::string candidate_group(PgConnection& connection) {
    return connection.query("SELECT (current_database() || '_candidate')::name").text(0, 0);
}
std::string instructor_group(PgConnection& connection) {
    return connection.query("SELECT (current_database() || '_instructor')::name").text(0, 0);
}

}  // namespace arbiter::centre
