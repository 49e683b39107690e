// The data layer behind the screens, without a window: content loaded from the repository, the
// scenario replay through the engines, grading through the rulings engine, and answers recorded in
// a real (temporary) store.
#include <doctest/doctest.h>

#include <algorithm>

#include <filesystem>
#include <regex>

#include "app/core/packs/pack_install.hpp"
#include "app/core/ui_strings.hpp"
#include "app/core/training/answers/answer_json.hpp"
#include "app/core/training/answers/answer_text.hpp"
#include "app/core/training/answers/ruling_menu.hpp"
#include "app/ui/data/scenario_replay.hpp"
#include "app/ui/data/trainer_data.hpp"
#include "engine/rules/adjudicator.hpp"
#include "engine/rules/grading.hpp"
#include "engine/rules/rule_set.hpp"
#include "tests/packs/pack_fixtures.hpp"

using namespace arbiter;
using namespace arbiter::ui;

namespace {

std::filesystem::path temp_db(const char* name) {
    auto path = std::filesystem::temp_directory_path() / name;
    std::error_code ignored;
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path.string() + suffix, ignored);
    return path;
}

// The content without a database, loaded once per process: the cases that read the repository's
// content are in the doctest suite "library", which runs as one process (tests/CMakeLists.txt).
const TrainerData& library_only() {
    static TrainerData data;
    if (!data.loaded()) data.load(ARBITER_SOURCE_DIR, "", false, false);  // content only, no database
    return data;
}

}  // namespace

TEST_CASE("every scenario the trainer offers has the engine's ruling, and exactly one of its options is right" * doctest::test_suite("library")) {
    const auto& data = library_only();
    REQUIRE(data.scenarios().size() >= 10);
    for (const content::Scenario* s : data.scenarios()) {
        CAPTURE(s->id);
        REQUIRE(data.ruling(s->id) != nullptr);
        int right = 0;
        for (std::size_t i = 0; i < s->options.size(); ++i) {
            const auto feedback = data.grade(s->id, training::option_response_json(i), 10);
            REQUIRE(feedback.has_value());
            right += feedback->correct;
        }
        if (!s->options.empty()) CHECK(right == 1);
    }
}

TEST_CASE("every scenario's board is drawn at every step of its timeline, by the engine's readers" * doctest::test_suite("library")) {
    const auto& data = library_only();
    UiStrings strings;
    for (const content::Scenario* s : data.scenarios()) {
        CAPTURE(s->id);
        for (int step = -1; step < static_cast<int>(s->incident.events.size()); ++step) {
            CAPTURE(step);
            const auto frame = replay_scenario(*s, step, strings, Language::ZhHans);
            if (s->incident.game == rules::GameKind::Chess) {
                REQUIRE(frame.chess.has_value());
                CHECK(std::count_if(frame.chess->squares.begin(), frame.chess->squares.end(), [](char c) { return c != '.'; }) > 0);
            } else {
                REQUIRE(frame.go.has_value());
            }
        }
    }
}

TEST_CASE("the timeline names chess moves in SAN, as the board shows them, never in UCI" * doctest::test_suite("library")) {
    const auto& data = library_only();
    UiStrings strings;
    const std::regex uci("(^|[^A-Za-z0-9])[a-h][1-8][a-h][1-8][qrbn]?($|[^A-Za-z0-9])");
    int moves = 0;
    for (const content::Scenario* s : data.scenarios()) {
        if (s->incident.game != rules::GameKind::Chess) continue;
        CAPTURE(s->id);
        const auto frame = replay_scenario(*s, -1, strings, Language::En);
        for (std::size_t i = 0; i < frame.timeline.events.size(); ++i) {
            const std::string& label = frame.timeline.events[i].label;
            CAPTURE(label);
            CHECK_FALSE(std::regex_search(label, uci));
            moves += !s->incident.events[i].text("move").empty();
        }
    }
    CHECK(moves > 20);
    // One by hand: the promotion that mates is written e7e8q in the file and e8=Q# on screen.
    if (const content::Scenario* s = data.scenario("chess-std-promotion-mate-no-press")) {
        const auto frame = replay_scenario(*s, -1, strings, Language::En);
        bool found = false;
        for (const auto& e : frame.timeline.events) found = found || e.label.find("e8=Q") != std::string::npos;
        CHECK(found);
    } else {
        FAIL("the scenario chess-std-promotion-mate-no-press is not in the library");
    }
}

TEST_CASE("the ear-reddening ko: the replay shows the refused retake at M13 and the engine rules a forfeited turn" * doctest::test_suite("library")) {
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
    // White is in the reserve minutes: the clock shows byo-yomi.
    CHECK(at.clock.kind == ClockView::Kind::GoByoyomi);
    const ClockSideView& white = at.clock.left.player == rules::player_text(rules::Player::White).en ? at.clock.left : at.clock.right;
    CHECK(white.in_byoyomi);
    CHECK(at.clock.present);
    // A case without a clock (a seat left with the arbiter's consent) shows no clocks at all,
    // rather than two faces at 0:00 with one side "to move".
    if (const content::Scenario* no_clock = data.scenario("go88-leave-seat-permitted")) {
        CHECK_FALSE(no_clock->incident.clock.configured());
        CHECK_FALSE(replay_scenario(*no_clock, incident_event(*no_clock), strings, Language::En).clock.present);
        CHECK_FALSE(replay_scenario(*no_clock, -1, strings, Language::En).clock.present);
    } else {
        FAIL("the scenario go88-leave-seat-permitted is not in the library");
    }
    const rules::Ruling* ruling = data.ruling(s->id);
    REQUIRE(ruling);
    CHECK(ruling->outcome == rules::Outcome::Continues);
    REQUIRE_FALSE(ruling->penalties.empty());
    CHECK(ruling->penalties.front().kind == rules::PenaltyKind::ForfeitTurn);
    // Built from the menu, the right parts score 1 and a wrong outcome costs.
    const training::RulingMenu menu = training::ruling_menu(*s, Language::ZhHans);
    training::RulingDraft draft;
    for (std::size_t i = 0; i < menu.outcomes.size(); ++i)
        if (menu.outcomes[i] == rules::Outcome::Continues) draft.outcome = static_cast<int>(i);
    for (std::size_t i = 0; i < menu.penalties.size(); ++i)
        if (menu.penalties[i].player == rules::Player::White && menu.penalties[i].kind == rules::PenaltyKind::ForfeitTurn)
            draft.penalties.push_back(static_cast<int>(i));
    for (std::size_t i = 0; i < menu.corrections.size(); ++i)
        if (menu.corrections[i] == rules::CorrectionKind::VoidMove) draft.corrections.push_back(static_cast<int>(i));
    for (const auto& c : ruling->all_citations())
        for (std::size_t i = 0; i < menu.articles.size(); ++i)
            if (menu.articles[i] == c.article) draft.articles.push_back(static_cast<int>(i));
    const auto right = data.grade(s->id, training::ruling_response_json(training::answer_from_draft(menu, draft)), 30);
    REQUIRE(right);
    CHECK(right->correct);
    for (std::size_t i = 0; i < menu.outcomes.size(); ++i)
        if (menu.outcomes[i] == rules::Outcome::BlackWins) draft.outcome = static_cast<int>(i);
    const auto wrong = data.grade(s->id, training::ruling_response_json(training::answer_from_draft(menu, draft)), 30);
    REQUIRE(wrong);
    CHECK_FALSE(wrong->correct);
    CHECK(wrong->score < 1.0);
}

TEST_CASE("questions are graded by the shared grading, and a response survives its JSON" * doctest::test_suite("library")) {
    const auto& data = library_only();
    int checked = 0;
    for (const content::Question* q : data.questions()) {
        if (q->type != content::QuestionType::SingleChoice || q->options.size() < 2) continue;
        training::QuestionResponse right{{q->answer_indexes.at(0)}, {}, {}, {}};
        training::QuestionResponse wrong{{(q->answer_indexes.at(0) + 1) % q->options.size()}, {}, {}, {}};
        CHECK(data.grade(q->id, training::question_response_json(*q, right), 5)->correct);
        CHECK_FALSE(data.grade(q->id, training::question_response_json(*q, wrong), 5)->correct);
        CHECK(training::response_from_json(training::question_response_json(*q, right).dump()).picked == right.picked);
        if (++checked == 20) break;
    }
    CHECK(checked == 20);
}

TEST_CASE("an answer given through the data layer lands in the store with its fingerprint and schedule" * doctest::test_suite("library")) {
    const auto file = temp_db("arbiter-ui-data-test.db");
    {
        TrainerData data;
        data.load(ARBITER_SOURCE_DIR, file.string(), false);
        REQUIRE(data.store() != nullptr);
        const content::Question* q = data.questions().front();
        const training::QuestionResponse response{q->answer_indexes, q->answer_true, q->numeric_answer, {}};
        const auto feedback = data.answer(q->id, training::question_response_json(*q, response), 12.5, store::AttemptMode::practice);
        REQUIRE(feedback);
        const auto attempts = data.store()->attempts(data.profile().id);
        REQUIRE(attempts.size() == 1);
        CHECK(attempts[0].answer.item_id == q->id);
        CHECK(attempts[0].answer.fingerprint == data.item(q->id)->meta.fingerprint);
        CHECK(attempts[0].answer.score == doctest::Approx(feedback->score));
        CHECK(data.store()->review_card(data.profile().id, q->id).has_value());
        CHECK(data.summary().attempts == 1);
    }
    std::filesystem::remove(file);
}

TEST_CASE("the home summary counts what waits for the training centre once the profile is in a class" * doctest::test_suite("library")) {
    const auto file = temp_db("arbiter-ui-centre-test.db");
    {
        TrainerData data;
        data.load(ARBITER_SOURCE_DIR, file.string(), false);
        REQUIRE(data.store() != nullptr);
        CHECK_FALSE(data.summary().centre_class);  // not in a class: no line on the home screen
        data.store()->set_centre_link(store::CentreLink{data.profile().id, "host=centre.example dbname=c user=li",
                                                        "go-3", "Li", store::from_unix_ms(0), {}});
        const content::Question* q = data.questions().front();
        const training::QuestionResponse response{q->answer_indexes, q->answer_true, q->numeric_answer, {}};
        REQUIRE(data.answer(q->id, training::question_response_json(*q, response), 3.0, store::AttemptMode::practice));
        REQUIRE(data.summary().centre_class);
        CHECK(*data.summary().centre_class == "go-3");
        CHECK(data.summary().centre_waiting.attempts == 1);
        CHECK(data.summary().centre_waiting.total() == 1);
    }
    std::filesystem::remove(file);
}

TEST_CASE("the sample profile is made through the real paths and says it is a sample" * doctest::test_suite("library")) {
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

TEST_CASE("options cite articles with their titles in practice and by number alone in a mock exam" * doctest::test_suite("library")) {
    const content::Scenario* scenario = library_only().scenario("chess-std-immortal-mate-then-flag");
    REQUIRE(scenario != nullptr);
    const std::string document = training::scenario_document(*scenario);
    int cited = 0;
    for (const auto& option : scenario->options) {
        if (option.text || option.ruling.articles.empty()) continue;
        ++cited;
        for (Language language : kAllLanguages) {
            CAPTURE(static_cast<int>(language));
            const std::string shown = training::scenario_option_text(option, document, language, training::ArticleTitles::Shown);
            const std::string hidden = training::scenario_option_text(option, document, language, training::ArticleTitles::Hidden);
            const Citation citation{document, option.ruling.articles.front()};
            const rules::Article* article = rules::resolve(citation);
            REQUIRE(article != nullptr);
            const std::string& title = article->title.get(language);
            REQUIRE_FALSE(title.empty());
            CHECK(shown.find(title) != std::string::npos);
            CHECK(hidden.find(title) == std::string::npos);
            CHECK(hidden.find(citation.article) != std::string::npos);  // the number is still there
            CHECK(shown.size() > hidden.size());
        }
    }
    CHECK(cited >= 2);
}

TEST_CASE("the trainer's data includes an installed content pack's question, scenario and exam blueprint") {
    test::ScopedDataHome home;
    test::TempDir tmp;
    test::write_course_folder(tmp / "course");
    test::build_pack_file(tmp / "course", tmp / "course.arbpack");
    packs::ImportOptions options;
    options.content_root = test::kPackContentRoot;
    REQUIRE(packs::import_pack(tmp / "course.arbpack", "course.arbpack", options).outcome == packs::ImportOutcome::installed);

    TrainerData data;
    data.load(test::kPackContentRoot, "", false, false);
    const auto has_question = std::any_of(data.questions().begin(), data.questions().end(),
                                          [](const content::Question* q) { return q->id == "course-q-1"; });
    CHECK(has_question);
    const auto has_scenario = std::any_of(data.scenarios().begin(), data.scenarios().end(),
                                          [](const content::Scenario* s) { return s->id == "course-back-rank-mate"; });
    CHECK(has_scenario);
    CHECK(data.blueprint("course-go-cn-2"));
    CHECK(data.blueprint("cn-2"));  // the shipped one still there
}

TEST_CASE("the trainer's data takes in a pack installed after it loaded (the background sync's reload)") {
    test::ScopedDataHome home;
    test::TempDir tmp;
    TrainerData data;
    data.load(test::kPackContentRoot, (tmp / "trainer.db").string(), false, true);
    REQUIRE(data.store());
    CHECK_FALSE(data.blueprint("course-go-cn-2"));
    CHECK_FALSE(data.item("course-q-1"));
    const auto shipped_questions = data.questions().size();

    test::write_course_folder(tmp / "course");
    test::build_pack_file(tmp / "course", tmp / "course.arbpack");
    packs::ImportOptions options;
    options.content_root = test::kPackContentRoot;
    REQUIRE(packs::import_pack(tmp / "course.arbpack", "course.arbpack", options).outcome == packs::ImportOutcome::installed);

    // Read as at start (on a worker in the trainer), then taken in.
    data.adopt(TrainerData::load_content(test::kPackContentRoot));
    CHECK(data.blueprint("course-go-cn-2"));
    CHECK(data.blueprint("cn-2"));
    REQUIRE(data.item("course-q-1"));
    CHECK(data.question("course-q-1"));
    CHECK(data.scenario("course-back-rank-mate"));
    CHECK(data.questions().size() == shipped_questions + 1);
    // The store knows the new items, so answers to them are recorded against their versions.
    const auto* item = data.item("course-q-1");
    CHECK(data.store()->item_version("course-q-1", item->meta.fingerprint));
}
