#include "app/core/centre/centre_sync.hpp"

#include "app/core/centre/centre_schema.hpp"
#include "app/core/json.hpp"
#include "app/core/store/class_schedule.hpp"
#include "app/core/training/exams/exam_blueprint.hpp"
#include "app/core/training/exams/exam_session.hpp"

namespace arbiter::centre {

namespace {

// One statement per batch: the rows travel as one JSON array, and the candidate's id is the
// server's (centre_me(): the candidate whose login role is current_user, or an error).
constexpr std::string_view kPushAttempts = R"sql(
INSERT INTO attempts(candidate_id, source_id, mode, exam_source_id, item_id, fingerprint, topics, articles, answer,
                     score, parts, seconds, answered_at)
SELECT centre_me(), r.source_id, r.mode, r.exam_source_id, r.item_id, r.fingerprint,
       ARRAY(SELECT jsonb_array_elements_text(r.topics)), ARRAY(SELECT jsonb_array_elements_text(r.articles)),
       r.answer, r.score, r.parts, r.seconds, to_timestamp(r.answered_at / 1000.0)
FROM jsonb_to_recordset($1::jsonb) AS r(source_id text, mode text, exam_source_id text, item_id text,
     fingerprint text, topics jsonb, articles jsonb, answer jsonb, score float8, parts jsonb, seconds float8,
     answered_at bigint)
ON CONFLICT (candidate_id, source_id) DO NOTHING
)sql";

constexpr std::string_view kPushExams = R"sql(
WITH r AS (
  SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(source_id text, blueprint_id text, seed text,
    time_limit_ms bigint, started_at bigint, submitted_at bigint, items integer, answered integer, score float8,
    percent float8, pass_mark float8, passed boolean, topics jsonb, scheduled_exam_id bigint)
), sessions AS (
  INSERT INTO exam_sessions(candidate_id, source_id, blueprint_id, seed, time_limit_ms, started_at, submitted_at,
                            scheduled_exam_id)
  SELECT centre_me(), source_id, blueprint_id, seed, time_limit_ms, to_timestamp(started_at / 1000.0),
         to_timestamp(submitted_at / 1000.0), scheduled_exam_id FROM r
  ON CONFLICT (candidate_id, source_id) DO NOTHING
  RETURNING source_id
)
INSERT INTO exam_results(candidate_id, exam_source_id, items, answered, score, percent, pass_mark, passed, topics)
SELECT centre_me(), source_id, items, answered, score, percent, pass_mark, passed, topics FROM r
ON CONFLICT (candidate_id, exam_source_id) DO NOTHING
)sql";

constexpr std::string_view kPushDrills = R"sql(
INSERT INTO drill_results(candidate_id, source_id, drill_kind, item_id, taken_at, score, hits, misses, false_alarms,
                          mean_reaction_ms, mean_abs_error_ms, final_call_right, detail)
SELECT centre_me(), r.source_id, r.drill_kind, r.item_id, to_timestamp(r.taken_at / 1000.0), r.score, r.hits,
       r.misses, r.false_alarms, r.mean_reaction_ms, r.mean_abs_error_ms, r.final_call_right, r.detail
FROM jsonb_to_recordset($1::jsonb) AS r(source_id text, drill_kind text, item_id text, taken_at bigint, score float8,
     hits integer, misses integer, false_alarms integer, mean_reaction_ms float8, mean_abs_error_ms float8,
     final_call_right boolean, detail jsonb)
ON CONFLICT (candidate_id, source_id) DO NOTHING
)sql";

std::string source_id(const std::string& store, char kind, std::int64_t local_id) {
    return store + "/" + kind + std::to_string(local_id);
}

// The blueprint the exam was sat under (its snapshot); a snapshot that cannot be read still gives a
// result, under the default pass mark, rather than stopping every later push.
training::ExamBlueprint blueprint_of(const store::ExamSessionRecord& exam) {
    try {
        const auto value = json::parse(exam.blueprint_json);
        bool complete = true;
        for (const char* key : {"id", "level", "time_limit_minutes", "pass_mark", "sections"})
            complete = complete && value.find(key) != nullptr;
        if (complete) return training::ExamBlueprint::from_json(value);
    } catch (const std::exception&) {
    }
    training::ExamBlueprint fallback;
    fallback.id = exam.blueprint_id;
    return fallback;
}

void add(store::PendingCounts& counts, store::PushKind kind, int n) {
    switch (kind) {
        case store::PushKind::attempt: counts.attempts += n; break;
        case store::PushKind::exam: counts.exams += n; break;
        case store::PushKind::drill: counts.drills += n; break;
    }
}

}  // namespace

CentreIdentity join_centre(store::TrainingStore& store, std::int64_t profile_id, const std::string& conninfo,
                           const std::string& class_code, const std::string& candidate_name, store::TimePoint now) {
    if (conninfo_value(conninfo, "password"))
        throw CentreError(
            "the connection string holds a password; the trainer never stores one: put it in "
            "~/.pgpass (or the file PGPASSFILE names) and leave it out of the connection string");
    PgConnection connection(conninfo);
    require_current_schema(connection);
    auto me = connection.query(
        "SELECT c.login_role, c.name, k.code, k.title, z.name FROM candidates c JOIN classes k ON k.id = c.class_id "
        "JOIN centres z ON z.id = k.centre_id WHERE c.login_role = current_user");
    const std::string user = connection.current_user();
    if (me.rows() == 0)
        throw CentreError("the login role " + user + " is not a candidate of the centre (" + connection.server() +
                          "); ask the centre's administrator to add you (centre_add_candidate)");
    CentreIdentity identity{me.text(0, 0), me.text(0, 1), me.text(0, 2), me.text(0, 3), me.text(0, 4)};
    if (identity.class_code != class_code)
        throw CentreError("the login role " + user + " belongs to class " + identity.class_code + ", not " +
                          class_code);
    if (identity.candidate_name != candidate_name)
        throw CentreError("the login role " + user + " is the candidate " + identity.candidate_name + ", not " +
                          candidate_name);
    store.set_centre_link(store::CentreLink{profile_id, conninfo, class_code, candidate_name, now, {}});
    return identity;
}

PushReport push_pending(store::TrainingStore& store, std::int64_t profile_id, store::TimePoint now,
                        const PushOptions& options, PushReport* progress) {
    const auto link = store.centre_link(profile_id);
    if (!link) throw CentreError("this profile is not linked to a centre: arbiter-cli centre join first");
    PushReport report;
    auto finish = [&] {
        report.waiting = store.pending_counts(profile_id);
        if (progress) *progress = report;
    };
    const std::string store_id = store.store_id();
    try {
        PgConnection connection(link->conninfo);
        connection.before_request = options.before_request;
        const int batch = options.batch_size > 0 ? options.batch_size : 100;

        // Sends one batch (one statement) and marks it once the server has committed it.
        auto send = [&](store::PushKind kind, std::string_view sql, const json::Value& rows,
                        const std::vector<std::int64_t>& ids) {
            const int inserted = connection.query(sql, {rows.dump()}).affected();
            if (options.after_server_commit) options.after_server_commit(kind, static_cast<int>(ids.size()));
            store.mark_pushed(kind, ids, now);
            add(report.sent, kind, inserted);
            add(report.repeated, kind, static_cast<int>(ids.size()) - inserted);
        };

        // Sends every pending record of one kind, a batch at a time, until none is left.
        auto send_all = [&](store::PushKind kind, std::string_view sql, auto pending_batch, auto local_id,
                            auto to_row) {
            for (auto records = pending_batch(); !records.empty(); records = pending_batch()) {
                json::Array rows;
                std::vector<std::int64_t> ids;
                for (const auto& record : records) {
                    rows.emplace_back(to_row(record));
                    ids.push_back(local_id(record));
                }
                send(kind, sql, json::Value(std::move(rows)), ids);
            }
        };
        const auto id_of = [](const auto& record) { return record.id; };

        // Exams first: their answers (attempts of mode exam) name them.
        send_all(
            store::PushKind::exam, kPushExams, [&] { return store.pending_exams(profile_id, batch); }, id_of,
            [&](const store::ExamSessionRecord& exam) {
                const auto result = training::make_exam_report(exam, blueprint_of(exam));
                return json::Object{{"source_id", source_id(store_id, 'e', exam.id)},
                                    {"blueprint_id", exam.blueprint_id},
                                    {"seed", std::to_string(exam.seed)},
                                    {"time_limit_ms", exam.time_limit_ms},
                                    {"started_at", store::to_unix_ms(exam.started_at)},
                                    {"submitted_at", store::to_unix_ms(exam.submitted_at.value_or(exam.updated_at))},
                                    {"items", result.items},
                                    {"answered", result.answered},
                                    {"score", result.score},
                                    {"percent", result.percent},
                                    {"pass_mark", result.pass_mark},
                                    {"passed", result.passed},
                                    {"topics", training::topic_results_json(result.topics)},
                                    {"scheduled_exam_id", store::scheduled_sitting(store, exam.id)}};
            });
        send_all(
            store::PushKind::attempt, kPushAttempts, [&] { return store.pending_attempts(profile_id, batch); },
            [](const auto& pending) { return pending.attempt.id; },
            [&](const auto& pending) {
                const auto& a = pending.attempt;
                return json::Object{
                    {"source_id", source_id(store_id, 'a', a.id)},
                    {"mode", store::to_string(a.mode)},
                    {"exam_source_id", a.exam_session_id ? json::Value(source_id(store_id, 'e', *a.exam_session_id))
                                                         : json::Value(nullptr)},
                    {"item_id", a.answer.item_id},
                    {"fingerprint", a.answer.fingerprint},
                    {"topics", json::array_of(pending.topics)},
                    {"articles", json::array_of(pending.articles)},
                    {"answer", json::parse(a.answer.answer_json)},
                    {"score", a.answer.score},
                    {"parts", json::parse(a.answer.parts_json)},
                    {"seconds", a.answer.seconds},
                    {"answered_at", store::to_unix_ms(a.answer.answered_at)}};
            });
        send_all(
            store::PushKind::drill, kPushDrills, [&] { return store.pending_drills(profile_id, batch); }, id_of,
            [&](const store::DrillResultRecord& d) {
                return json::Object{{"source_id", source_id(store_id, 'd', d.id)},
                                    {"drill_kind", d.drill_kind},
                                    {"item_id", d.item_id},
                                    {"taken_at", store::to_unix_ms(d.taken_at)},
                                    {"score", d.score},
                                    {"hits", d.hits},
                                    {"misses", d.misses},
                                    {"false_alarms", d.false_alarms},
                                    {"mean_reaction_ms", d.mean_reaction_ms},
                                    {"mean_abs_error_ms", d.mean_abs_error_ms},
                                    {"final_call_right", d.final_call_right},
                                    {"detail", json::parse(d.detail_json)}};
            });
    } catch (...) {
        finish();
        throw;
    }
    store.note_centre_sync(profile_id, now);
    finish();
    return report;
}

}  // namespace arbiter::centre
