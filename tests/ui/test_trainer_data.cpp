// The data layer behind the screens, without a window: content loaded from the repository, the
// scenario replay through the engines, grading through the rulings engine, and answers recorded in
// a real (temporary) store.
#include <doctest/doctest.h>

#include <filesystem>

#include "app/core/ui_strings.hpp"
#include "app/ui/data/answer_grading.hpp"
#include "app/ui/data/ruling_words.hpp"
#include "app/ui/data/scenario_replay.hpp"
#include "app/ui/data/trainer_data.hpp"
#include "app/ui/data/training_catalog.hpp"
#include "engine/rules/adjudicator.hpp"
#include "engine/rules/grading.hpp"

using namespace arbiter;
using namespace arbiter::ui;

namespace {

std::filesystem::path temp_db(const char* name) {
    auto path = std::filesystem::temp_directory_path() / name;
    std::error_code ignored;
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path.string() + suffix, ignored);
    return path;
}

const TrainerData& library_only() {
    static TrainerData data;
    if (!data.loaded()) data.load(ARBITER_SOURCE_DIR, "", false, false);
    return data;
}

}  // namespace

TEST_CASE("every scenario of the repository is judged by the engine, and exactly one of its options is right") {
    const auto& data = library_only();
    REQUIRE(data.scenarios().size() >= 10);
    for (const auto& s : data.scenarios()) {
        CAPTURE(s.id);
        const auto adjudication = rules::adjudicate(s.incident);
        for (const auto& problem : adjudication.problems) MESSAGE(problem);
        const auto ruling = scenario_ruling(s);
        REQUIRE(ruling.has_value());
        int exact = 0;
        for (const auto& option : s.options) {
            const auto graded = grade_scenario(s, option.ruling);
            REQUIRE(graded.has_value());
            exact += graded->grade.exact;
            CHECK(graded->response.score == doctest::Approx(graded->grade.score));
        }
        if (!s.options.empty()) CHECK(exact == 1);
    }
}

TEST_CASE("the ear-reddening ko: the replay shows the refused retake at M13 and the engine rules a forfeited turn") {
    const auto& data = library_only();
    const auto* s = data.scenario("go88-ko-ear-reddening-white-retakes-in-byoyomi");
    REQUIRE(s != nullptr);
    UiStrings strings;
    const auto start = replay_scenario(*s, -1, strings, Language::En);
    REQUIRE(start.go.has_value());
    CHECK(start.go->size == 19);
    CHECK_FALSE(start.go->refused_move.has_value());
    const auto at = replay_scenario(*s, incident_event(*s), strings, Language::En);
    REQUIRE(at.go->refused_move.has_value());
    CHECK(at.go->refused_move->col == 11);  // M (I is skipped)
    CHECK(at.go->refused_move->row == 19 - 13);
    CHECK(at.go->refused_colour == 'O');
    CHECK(at.timeline.events.back().incident);
    // White is in the reserve minutes: the clock shows byo-yomi and the arbiter's call.
    CHECK(at.clock.kind == ClockView::Kind::GoByoyomi);
    CHECK(at.clock.right.in_byoyomi);
    const auto ruling = scenario_ruling(*s);
    REQUIRE(ruling);
    CHECK(ruling->outcome == rules::Outcome::Continues);
    REQUIRE_FALSE(ruling->penalties.empty());
    CHECK(ruling->penalties.front().kind == rules::PenaltyKind::ForfeitTurn);
    // Built from the menu, the right parts score 1.
    const RulingMenu menu = ruling_menu(*s, Language::ZhHans);
    RulingDraft draft;
    for (std::size_t i = 0; i < menu.outcomes.size(); ++i)
        if (menu.outcomes[i] == rules::Outcome::Continues) draft.outcome = static_cast<int>(i);
    for (std::size_t i = 0; i < menu.penalties.size(); ++i)
        if (menu.penalties[i].player == rules::Player::White && menu.penalties[i].kind == rules::PenaltyKind::ForfeitTurn)
            draft.penalties.push_back(static_cast<int>(i));
    for (std::size_t i = 0; i < menu.corrections.size(); ++i)
        if (menu.corrections[i] == rules::CorrectionKind::VoidMove) draft.corrections.push_back(static_cast<int>(i));
    for (std::size_t i = 0; i < menu.articles.size(); ++i)
        if (menu.articles[i] == "20.1") draft.articles.push_back(static_cast<int>(i));
    const auto graded = grade_scenario(*s, answer_from_draft(menu, draft));
    REQUIRE(graded);
    for (const auto& part : graded->grade.parts) {
        CAPTURE(part.part);
        if (part.part != "articles") CHECK(part.score == doctest::Approx(1.0));
    }
}

TEST_CASE("questions are graded by the content layer's checks, and a response survives its JSON") {
    const auto& data = library_only();
    int checked = 0;
    for (const auto& q : data.library().questions()) {
        if (q.type != content::QuestionType::SingleChoice || q.options.size() < 2) continue;
        QuestionResponse right{{q.answer_indexes.at(0)}, {}, {}};
        QuestionResponse wrong{{(q.answer_indexes.at(0) + 1) % q.options.size()}, {}, {}};
        CHECK(grade_question(q, right).score == 1.0);
        CHECK(grade_question(q, wrong).score == 0.0);
        CHECK(response_from_json(grade_question(q, right).answer_json).picked == right.picked);
        if (++checked == 20) break;
    }
    CHECK(checked == 20);
}

TEST_CASE("an answer recorded through the data layer lands in the store with its fingerprint and schedule") {
    const auto file = temp_db("arbiter-ui-data-test.db");
    {
        TrainerData data;
        data.load(ARBITER_SOURCE_DIR, file.string(), false);
        REQUIRE(data.store() != nullptr);
        const auto& q = data.library().questions().front();
        const auto response = grade_question(q, {q.answer_indexes, q.answer_true, q.numeric_answer});
        const auto id = data.record(q.id, response, 12.5, store::AttemptMode::practice);
        CHECK(id > 0);
        const auto attempts = data.store()->attempts(data.profile().id);
        REQUIRE(attempts.size() == 1);
        CHECK(attempts[0].answer.item_id == q.id);
        CHECK(attempts[0].answer.fingerprint == question_fingerprint(q));
        CHECK(data.store()->review_card(data.profile().id, q.id).has_value());
        CHECK(data.summary().attempts == 1);
    }
    std::filesystem::remove(file);
}

TEST_CASE("the sample profile is made through the real paths and says it is a sample") {
    TrainerData data;
    data.load(ARBITER_SOURCE_DIR, "", true);
    REQUIRE(data.store() != nullptr);
    CHECK(data.sample());
    CHECK(data.profile().name.find("Sample") != std::string::npos);
    const auto& summary = data.summary();
    CHECK(summary.attempts > 100);
    CHECK(summary.running_exam.has_value());
    CHECK_FALSE(summary.mistakes.empty());
    const auto file = data.database_file();
    CHECK(std::filesystem::exists(file));
}
