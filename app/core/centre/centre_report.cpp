#include "app/core/centre/centre_report.hpp"

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <set>

namespace arbiter::centre {

namespace {

std::string csv_field(const std::string& text) {
    if (text.find_first_of(",\"\n\r") == std::string::npos) return text;
    std::string out = "\"";
    for (char c : text) {
        if (c == '"') out += '"';
        out += c;
    }
    return out + "\"";
}

std::string number(double value, int decimals) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    return buffer;
}

// The class's scheduled exams (row-level security shows an instructor those of the classes taught).
constexpr const char* kScheduled =
    "SELECT se.id, se.blueprint_id, se.seed, (extract(epoch FROM se.opens_at) * 1000)::bigint, "
    "(extract(epoch FROM se.closes_at) * 1000)::bigint, se.scheduled_by FROM scheduled_exams se "
    "JOIN classes k ON k.id = se.class_id WHERE k.code = $1 ORDER BY se.opens_at, se.id";

// Each candidate's sitting of each scheduled exam: the exam session their trainer started for it
// (scheduled_exam_id, centre v4), else — a session pushed without one — the first of the same
// blueprint and seed (pushed as decimal text) started inside the window; with its result.
constexpr const char* kScheduledResults =
    "SELECT * FROM (SELECT DISTINCT ON (se.id, c.id) se.id, c.name, s.blueprint_id, "
    "(extract(epoch FROM s.submitted_at) * 1000)::bigint, r.items, r.answered, r.score, r.percent, r.pass_mark, "
    "r.passed, r.topics::text FROM scheduled_exams se JOIN classes k ON k.id = se.class_id "
    "JOIN candidates c ON c.class_id = k.id "
    "JOIN exam_sessions s ON s.candidate_id = c.id AND (s.scheduled_exam_id = se.id OR "
    "(s.scheduled_exam_id IS NULL AND s.blueprint_id = se.blueprint_id AND s.seed = se.seed::text "
    "AND s.started_at >= se.opens_at AND s.started_at < se.closes_at)) "
    "JOIN exam_results r ON r.candidate_id = s.candidate_id AND r.exam_source_id = s.source_id "
    "WHERE k.code = $1 ORDER BY se.id, c.id, s.scheduled_exam_id IS NULL, s.started_at, s.source_id) x ORDER BY 1, 2";

ExamRow exam_row(const PgResult& rows, int i, int first) {
    return ExamRow{rows.text(i, first),
                   rows.text(i, first + 1),
                   rows.integer(i, first + 2),
                   static_cast<int>(rows.integer(i, first + 3)),
                   static_cast<int>(rows.integer(i, first + 4)),
                   rows.real(i, first + 5),
                   rows.real(i, first + 6),
                   rows.real(i, first + 7),
                   rows.boolean(i, first + 8),
                   rows.text(i, first + 9)};
}

json::Value exam_json(const ExamRow& e) {
    return json::Object{{"candidate", e.candidate},
                        {"blueprint", e.blueprint_id},
                        {"submitted_ms", e.submitted_ms},
                        {"items", e.items},
                        {"answered", e.answered},
                        {"score", e.score},
                        {"percent", e.percent},
                        {"pass_mark", e.pass_mark},
                        {"passed", e.passed},
                        {"topics", json::parse(e.topics_json)}};
}

// Per candidate and per label of the answers (an attempt's `articles` or `topics` column, both text
// arrays): how many answers carry it and their mean score, weakest first within each candidate.
std::vector<ArticleRow> answers_by_label(PgConnection& connection, const std::string& class_code,
                                         std::string_view label_column) {
    auto rows = connection.query(
        "SELECT c.name, label, count(*), avg(a.score) FROM candidates c JOIN classes k ON k.id = c.class_id "
        "JOIN attempts a ON a.candidate_id = c.id CROSS JOIN LATERAL unnest(a." +
            std::string(label_column) +
            ") AS label "
            "WHERE k.code = $1 GROUP BY c.name, label ORDER BY c.name, avg(a.score), label",
        {class_code});
    std::vector<ArticleRow> out;
    for (int i = 0; i < rows.rows(); ++i)
        out.push_back(
            ArticleRow{rows.text(i, 0), rows.text(i, 1), static_cast<int>(rows.integer(i, 2)), rows.real(i, 3)});
    return out;
}

}  // namespace

int ScheduledExamResults::passed() const {
    return static_cast<int>(std::count_if(results.begin(), results.end(), [](const ExamRow& e) { return e.passed; }));
}

ClassReport class_report(PgConnection& connection, const std::string& class_code) {
    ClassReport report;
    auto cls = connection.query(
        "SELECT k.code, k.title, coalesce((SELECT z.name FROM centres z WHERE z.id = k.centre_id), '') "
        "FROM classes k WHERE k.code = $1",
        {class_code});
    if (cls.rows() == 0)
        throw CentreError("the centre (" + connection.server() + ") shows no class " + class_code +
                          " to the login role " + connection.current_user() +
                          " (no such class, or not one this role teaches)");
    report.class_code = cls.text(0, 0);
    report.class_title = cls.text(0, 1);
    report.centre_name = cls.text(0, 2);

    auto roster = connection.query(
        "SELECT c.name, count(a.source_id), (extract(epoch FROM max(a.answered_at)) * 1000)::bigint, avg(a.score), "
        "(SELECT count(*) FROM exam_results r WHERE r.candidate_id = c.id), "
        "(SELECT count(*) FROM exam_results r WHERE r.candidate_id = c.id AND r.passed) "
        "FROM candidates c JOIN classes k ON k.id = c.class_id LEFT JOIN attempts a ON a.candidate_id = c.id "
        "WHERE k.code = $1 GROUP BY c.id, c.name ORDER BY c.name",
        {class_code});
    for (int i = 0; i < roster.rows(); ++i) {
        RosterRow row;
        row.candidate = roster.text(i, 0);
        row.answers = static_cast<int>(roster.integer(i, 1));
        if (!roster.is_null(i, 2)) row.last_active_ms = roster.integer(i, 2);
        if (!roster.is_null(i, 3)) row.accuracy = roster.real(i, 3);
        row.exams = static_cast<int>(roster.integer(i, 4));
        row.exams_passed = static_cast<int>(roster.integer(i, 5));
        report.roster.push_back(std::move(row));
    }

    report.articles = answers_by_label(connection, class_code, "articles");
    report.topics = answers_by_label(connection, class_code, "topics");

    auto exams = connection.query(
        "SELECT c.name, s.blueprint_id, (extract(epoch FROM s.submitted_at) * 1000)::bigint, r.items, r.answered, "
        "r.score, r.percent, r.pass_mark, r.passed, r.topics::text FROM candidates c "
        "JOIN classes k ON k.id = c.class_id JOIN exam_results r ON r.candidate_id = c.id "
        "JOIN exam_sessions s ON s.candidate_id = r.candidate_id AND s.source_id = r.exam_source_id "
        "WHERE k.code = $1 ORDER BY s.submitted_at, c.name",
        {class_code});
    for (int i = 0; i < exams.rows(); ++i) report.exams.push_back(exam_row(exams, i, 0));

    auto scheduled = connection.query(kScheduled, {class_code});
    for (int i = 0; i < scheduled.rows(); ++i) {
        ScheduledExamResults exam;
        exam.id = scheduled.integer(i, 0);
        exam.blueprint_id = scheduled.text(i, 1);
        exam.seed = static_cast<std::uint64_t>(scheduled.integer(i, 2));
        exam.opens_ms = scheduled.integer(i, 3);
        exam.closes_ms = scheduled.integer(i, 4);
        exam.scheduled_by = scheduled.text(i, 5);
        report.scheduled.push_back(std::move(exam));
    }
    if (!report.scheduled.empty()) {
        auto sat = connection.query(kScheduledResults, {class_code});
        for (int i = 0; i < sat.rows(); ++i) {
            const std::int64_t id = sat.integer(i, 0);
            for (auto& exam : report.scheduled)
                if (exam.id == id) exam.results.push_back(exam_row(sat, i, 1));
        }
        for (auto& exam : report.scheduled) {
            std::sort(exam.results.begin(), exam.results.end(),
                      [](const ExamRow& a, const ExamRow& b) { return a.candidate < b.candidate; });
            std::set<std::string> present;
            for (const auto& e : exam.results) present.insert(e.candidate);
            for (const auto& r : report.roster)
                if (!present.count(r.candidate)) exam.absent.push_back(r.candidate);
        }
    }
    return report;
}

std::vector<TaughtClass> taught_classes(PgConnection& connection) {
    auto rows = connection.query(
        "SELECT k.code, k.title, coalesce((SELECT z.name FROM centres z WHERE z.id = k.centre_id), ''), "
        "(SELECT count(*) FROM candidates c WHERE c.class_id = k.id) FROM classes k ORDER BY k.code");
    std::vector<TaughtClass> out;
    for (int i = 0; i < rows.rows(); ++i)
        out.push_back(
            TaughtClass{rows.text(i, 0), rows.text(i, 1), rows.text(i, 2), static_cast<int>(rows.integer(i, 3))});
    return out;
}

json::Value ClassReport::to_json() const {
    const auto roster_row = [](const RosterRow& r) {
        return json::Object{{"candidate", r.candidate}, {"answers", r.answers}, {"last_active_ms", r.last_active_ms},
                            {"accuracy", r.accuracy},   {"exams", r.exams},     {"exams_passed", r.exams_passed}};
    };
    const auto article_row = [](const ArticleRow& a) {
        return json::Object{
            {"candidate", a.candidate}, {"article", a.article}, {"answers", a.answers}, {"accuracy", a.accuracy}};
    };
    const auto scheduled_exam = [](const ScheduledExamResults& g) {
        // The seed as a decimal string, as everywhere in JSON (a bigint may exceed a double's 2^53).
        return json::Object{{"id", g.id},
                            {"blueprint", g.blueprint_id},
                            {"seed", std::to_string(g.seed)},
                            {"opens_ms", g.opens_ms},
                            {"closes_ms", g.closes_ms},
                            {"scheduled_by", g.scheduled_by},
                            {"results", json::array_of(g.results, exam_json)},
                            {"absent", json::array_of(g.absent)},
                            {"passed", g.passed()}};
    };
    return json::Object{{"class", class_code},
                        {"title", class_title},
                        {"centre", centre_name},
                        {"roster", json::array_of(roster, roster_row)},
                        {"articles", json::array_of(articles, article_row)},
                        {"exams", json::array_of(exams, exam_json)},
                        {"scheduled_exams", json::array_of(scheduled, scheduled_exam)}};
}

std::string ClassReport::exams_csv() const {
    std::string out = "class,candidate,blueprint,submitted_utc,items,answered,score,percent,pass_mark,passed\r\n";
    for (const auto& e : exams) {
        const std::time_t seconds = static_cast<std::time_t>(e.submitted_ms / 1000);
        std::tm utc{};
        gmtime_r(&seconds, &utc);
        char when[32];
        std::strftime(when, sizeof when, "%Y-%m-%dT%H:%M:%SZ", &utc);
        out += csv_field(class_code) + "," + csv_field(e.candidate) + "," + csv_field(e.blueprint_id) + "," + when +
               "," + std::to_string(e.items) + "," + std::to_string(e.answered) + "," + number(e.score, 2) + "," +
               number(e.percent, 4) + "," + number(e.pass_mark, 4) + "," + (e.passed ? "pass" : "fail") + "\r\n";
    }
    return out;
}

}  // namespace arbiter::centre
