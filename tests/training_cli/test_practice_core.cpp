// The shared practice logic (app/core/training/practice_*.hpp, training_content.hpp): grading each
// kind of answer with partial credit, scenarios against the engine's ruling, filters over the real
// content, a practice session committed to the store, the mistakes list and the daily review queue
// across simulated days.
#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>

#include "app/core/content/ruling_json.hpp"
#include "app/core/training/exams/cue_audit.hpp"
#include "app/core/content/scenario_loader.hpp"
#include "app/core/training/exams/exam_blueprint.hpp"
#include "app/core/training/drills/intervention_drill.hpp"
#include "app/core/training/practice/practice_session.hpp"
#include "app/core/training/sport_profile.hpp"
#include "tests/store/temp_dir.hpp"
#include "tests/support/shared_content.hpp"
#include "tests/training/fake_content.hpp"
#include "tests/training_cli/practice_fixtures.hpp"

using namespace arbiter;
using namespace arbiter::training;
using namespace std::chrono;

namespace {

// The repository's content, loaded once for the cases of the "library" suite (one process).
const TrainingContent& real_content() { return test::repository_training_content(); }

json::Value js(const char* text) { return json::parse(text); }

double score_of(const PracticeItem& item, const char* response) {
    return grade(item, js(response), 1.0, test::monday_morning()).score;
}

}  // namespace

TEST_CASE("practice grading: single choice, multiple choice with partial credit, ordering, true/false, numeric") {
    auto content = test::small_content();
    const PracticeItem& single = *content->find("t-single");   // key B
    const PracticeItem& multi = *content->find("t-multi");     // key A, C
    const PracticeItem& order = *content->find("t-order");     // key C, A, B
    const PracticeItem& tf = *content->find("t-truefalse");    // key false
    const PracticeItem& num = *content->find("t-numeric");     // 183.5 ± 0.25

    CHECK(score_of(single, R"({"choices": [1]})") == 1.0);
    const Feedback wrong = grade(single, js(R"({"choices": [0]})"), 4.5, test::monday_morning());
    CHECK(wrong.score == 0.0);
    CHECK_FALSE(wrong.correct);
    REQUIRE(wrong.parts.size() == 1);
    CHECK(wrong.parts[0].missing == std::vector<std::string>{"B"});
    CHECK(wrong.parts[0].extra == std::vector<std::string>{"A"});
    CHECK(wrong.correct_answer.en == "B. Warning");
    CHECK(wrong.explanation.en == "Art. 20 says so.");
    REQUIRE(wrong.citations.size() == 1);
    CHECK(wrong.citations[0] == Citation{"cn-go-1988", "20"});
    CHECK(wrong.graded.item_id == "t-single");
    CHECK(wrong.graded.fingerprint == single.meta.fingerprint);
    CHECK(wrong.graded.seconds == 4.5);
    CHECK(json::parse(wrong.graded.answer_json) == js(R"({"choices": [0]})"));
    CHECK(json::parse(wrong.graded.parts_json).find("correct")->as_bool() == false);

    // |{A,B} ∩ {A,C}| / |{A,B} ∪ {A,C}| = 1/3; the exact set scores 1 in any order.
    CHECK(score_of(multi, R"({"choices": [0, 1]})") == doctest::Approx(1.0 / 3));
    CHECK(score_of(multi, R"({"choices": [2, 0]})") == 1.0);
    CHECK(score_of(multi, R"({"choices": [1]})") == 0.0);
    // Ordering: the share of places holding the right option. C,B,A has only C in place.
    CHECK(score_of(order, R"({"order": [2, 0, 1]})") == 1.0);
    CHECK(score_of(order, R"({"order": [2, 1, 0]})") == doctest::Approx(1.0 / 3));
    CHECK_THROWS_AS(score_of(order, R"({"order": [2, 2, 0]})"), ResponseError);
    CHECK(score_of(tf, R"({"true": false})") == 1.0);
    CHECK(score_of(tf, R"({"true": true})") == 0.0);
    CHECK(score_of(num, R"({"number": 183.5})") == 1.0);
    CHECK(score_of(num, R"({"number": 183.75})") == 1.0);  // within the tolerance
    CHECK(score_of(num, R"({"number": 184})") == 0.0);
    CHECK_THROWS_AS(score_of(single, R"({"number": 1})"), ResponseError);
    CHECK_THROWS_AS(score_of(single, R"({"choices": [0, 1]})"), ResponseError);
    CHECK_THROWS_AS(score_of(single, R"({"choices": [4]})"), ResponseError);
}

TEST_CASE("practice grading: what a candidate types becomes the answer JSON") {
    auto content = test::small_content();
    CHECK(parse_response(*content->find("t-single"), " b ") == js(R"({"choices": [1]})"));
    CHECK(parse_response(*content->find("t-multi"), "A,C") == js(R"({"choices": [0, 2]})"));
    CHECK(parse_response(*content->find("t-order"), "CAB") == js(R"({"order": [2, 0, 1]})"));
    CHECK(parse_response(*content->find("t-order"), "3 1 2") == js(R"({"order": [2, 0, 1]})"));
    CHECK(parse_response(*content->find("t-truefalse"), "错") == js(R"({"true": false})"));
    CHECK(parse_response(*content->find("t-truefalse"), "T") == js(R"({"true": true})"));
    CHECK(parse_response(*content->find("t-numeric"), "183.5") == js(R"({"number": 183.5})"));
    CHECK(parse_response(*content->find("t-single"), R"({"choices": [3]})") == js(R"({"choices": [3]})"));
    CHECK_THROWS_AS(parse_response(*content->find("t-single"), "E"), ResponseError);
    CHECK_THROWS_AS(parse_response(*content->find("t-numeric"), "lots"), ResponseError);
    CHECK_THROWS_AS(parse_response(*content->find("t-truefalse"), "maybe"), ResponseError);
}

TEST_CASE("practice grading: a scenario is graded part by part against the engine's ruling" * doctest::test_suite("library")) {
    const TrainingContent& content = real_content();
    // go88-play-twice-seigen-move-101: White plays twice; the 1988 rules (17.1) make White lose.
    const PracticeItem* item = content.find("go88-play-twice-seigen-move-101");
    REQUIRE(item != nullptr);
    REQUIRE(item->ruling != nullptr);
    CHECK(item->ruling->outcome == rules::Outcome::BlackWins);
    // Option A is the ruling: black_wins, loss for White, no corrections, art. 17.1 and the rule of
    // play it breaks, 2.1 (the players alternate).
    const Feedback right = grade(*item, js(R"({"option": 0})"), 30, test::monday_morning());
    CHECK(right.correct);
    CHECK(right.score == 1.0);
    CHECK(right.correct_answer.en.rfind("A. ", 0) == 0);
    CHECK_FALSE(right.explanation.en.empty());
    CHECK(std::find(right.citations.begin(), right.citations.end(), Citation{"cn-go-1988", "17.1"}) != right.citations.end());
    // Option B (continues, warning, void move; the key's articles 17.1 and 2.1, misapplied): outcome
    // 0, penalties 0 ({warning} vs {loss}), corrections 0 ({void_move} vs none), articles 1 → ½·0 +
    // ½·(0 + 0 + 1)/3 = 1/6: the outcome weighs as much as the other parts together.
    const Feedback partly = grade(*item, js(R"({"option": 1})"), 30, test::monday_morning());
    CHECK(partly.score == doctest::Approx(1.0 / 6));
    REQUIRE(partly.parts.size() == 4);
    CHECK(partly.parts[0].part == "outcome");
    CHECK(partly.parts[0].score == 0.0);
    // A ruling built from parts; leaving out the penalty means "no penalty", which is wrong here:
    // outcome 1, penalties 0, corrections 1 (none = none), articles 1 → ½·1 + ½·(0 + 1 + 1)/3 = 5/6.
    const Feedback built = grade(*item, js(R"({"ruling": {"outcome": "black_wins", "articles": ["17.1", "2.1"]}})"), 30,
                                 test::monday_morning());
    CHECK(built.score == doctest::Approx(5.0 / 6));
    CHECK_FALSE(built.correct);
    // The perfect candidate's answer, written as JSON, is exact.
    const auto perfect = content::answer_to_json(rules::answer_from_ruling(*item->ruling));
    auto response = json::object();
    response.set("ruling", perfect);
    CHECK(grade(*item, response, 30, test::monday_morning()).correct);
}

TEST_CASE("practice content: scenarios that pass their checks are trained, exactly one option is the ruling" * doctest::test_suite("library")) {
    const TrainingContent& content = real_content();
    REQUIRE(content.scenario_count() > 0);
    std::size_t trained = 0;
    for (const auto& item : content.items()) {
        if (!item.scenario) continue;
        ++trained;
        // Every error the content has names a file; no trained scenario is among them.
        for (const auto& e : content.errors()) CHECK(e.file != item.scenario->file);
        if (item.scenario->options.empty()) continue;
        int exact = 0;
        for (std::size_t i = 0; i < item.scenario->options.size(); ++i) {
            auto response = json::object();
            response.set("option", i);
            exact += grade(item, response, 1, test::monday_morning()).correct ? 1 : 0;
        }
        INFO(item.id());
        CHECK(exact == 1);
    }
    CHECK(trained > 0);
    // A scenario left out is one the content checks reported.
    CHECK(content.items().size() == content.question_count() + trained);
    if (trained < content.scenario_count()) CHECK_FALSE(content.errors().empty());
}

TEST_CASE("practice content: choose by game, topic, level, article and kind, levels in Chinese" * doctest::test_suite("library")) {
    CHECK(normalize_level("二级") == "cn-2");
    CHECK(normalize_level("二級") == "cn-2");
    CHECK(normalize_level("cn-2") == "cn-2");
    CHECK(normalize_level("三级") == "cn-3");
    CHECK(normalize_level("一级") == "cn-1");
    CHECK(normalize_level("国家级") == "cn-national");
    CHECK(normalize_level("IA") == "fide");
    CHECK_FALSE(normalize_level("五级"));

    const TrainingContent& content = real_content();
    ItemFilter go_cn2;
    go_cn2.game = "go";
    go_cn2.level = "cn-2";
    const auto go_items = select_items(content, go_cn2);
    REQUIRE_FALSE(go_items.empty());
    for (const auto* item : go_items) {
        CHECK(std::count(item->games.begin(), item->games.end(), "go") == 1);
        CHECK(std::count(item->meta.levels.begin(), item->meta.levels.end(), "cn-2") == 1);
    }
    ItemFilter article;
    article.article = "17.1";
    article.game = "go";
    const auto cited = select_items(content, article);
    CHECK(std::any_of(cited.begin(), cited.end(), [](const PracticeItem* i) { return i->id() == "go88-play-twice-seigen-move-101"; }));
    // "document article" narrows "article" to one document.
    ItemFilter full_article;
    full_article.article = "cn-go-1988 17.1";
    const auto narrowed = select_items(content, full_article);
    CHECK(std::any_of(narrowed.begin(), narrowed.end(), [](const PracticeItem* i) { return i->id() == "go88-play-twice-seigen-move-101"; }));
    for (const auto* item : narrowed) {
        CHECK(std::count(item->meta.articles.begin(), item->meta.articles.end(), "cn-go-1988 17.1") == 1);
        CHECK(std::count(cited.begin(), cited.end(), item) == 1);
    }
    ItemFilter scenarios;
    scenarios.kind = store::ItemKind::scenario;
    const auto scenario_items = select_items(content, scenarios);
    CHECK(static_cast<std::size_t>(std::count_if(content.items().begin(), content.items().end(),
                                                 [](const PracticeItem& i) { return i.scenario != nullptr; })) ==
          scenario_items.size());
    for (const auto* item : scenario_items) CHECK(item->ruling != nullptr);
    ItemFilter chess_topic;
    chess_topic.topics = {"chess-laws"};
    for (const auto* item : select_items(content, chess_topic)) CHECK(item->games == std::vector<std::string>{"chess"});
    // A seed fixes the order (the same with every standard library); a limit cuts the list.
    const auto a = select_items(content, go_cn2, 42, 5);
    const auto b = select_items(content, go_cn2, 42, 5);
    CHECK(a.size() == 5);
    CHECK(a == b);
    CHECK(a != select_items(content, go_cn2, 0, 5));
}

TEST_CASE("practice content: fingerprints are stable and change when an item is edited" * doctest::test_suite("library")) {
    auto first = test::small_content();
    auto again = test::small_content();
    CHECK(first->find("t-single")->meta.fingerprint == again->find("t-single")->meta.fingerprint);
    auto questions = test::small_questions();
    questions[0].explanation.en = "Art. 20, read again.";
    auto edited = TrainingContent::from(questions, {});
    CHECK(edited->find("t-single")->meta.fingerprint != first->find("t-single")->meta.fingerprint);
    CHECK(edited->find("t-multi")->meta.fingerprint == first->find("t-multi")->meta.fingerprint);
    // Real scenarios: two loads agree.
    const auto reload = TrainingContent::load(ARBITER_SOURCE_DIR);
    CHECK(reload->find("go88-play-twice-seigen-move-101")->meta.fingerprint ==
          real_content().find("go88-play-twice-seigen-move-101")->meta.fingerprint);
}

TEST_CASE("practice session: answers are committed with their time, wrong ones come back") {
    test::TempDir dir;
    ManualClock clock(test::monday_morning());
    store::TrainingStore store(dir / "trainer.db");
    const auto profile = store.ensure_profile("default", clock.now()).id;
    auto content = test::small_content();
    store.remember_items(content->training_items(), clock.now());
    ReviewScheduler reviews(store, clock);

    std::vector<const PracticeItem*> items = {content->find("t-single"), content->find("t-multi"), content->find("t-numeric")};
    PracticeSession session(clock, reviews, profile, items);
    REQUIRE(session.current() == items[0]);
    clock.advance(seconds(12));
    CHECK(session.answer(js(R"({"choices": [1]})")).correct);
    session.next();
    clock.advance(seconds(30));
    const Feedback partly = session.answer(js(R"({"choices": [0, 1]})"));
    CHECK(partly.score == doctest::Approx(1.0 / 3));
    session.next();
    session.skip();
    CHECK(session.finished());
    CHECK(session.current() == nullptr);
    CHECK(session.summary().answered == 2);
    CHECK(session.summary().correct == 1);
    CHECK(session.summary().skipped == 1);
    CHECK(session.summary().score == doctest::Approx(1 + 1.0 / 3));
    CHECK(session.wrong_items() == std::vector<const PracticeItem*>{items[1]});

    const auto attempts = store.attempts(profile);
    REQUIRE(attempts.size() == 2);
    CHECK(attempts[0].mode == store::AttemptMode::practice);
    CHECK(attempts[0].answer.item_id == "t-single");
    CHECK(attempts[0].answer.seconds == doctest::Approx(12));
    CHECK(attempts[1].answer.seconds == doctest::Approx(30));
    CHECK(attempts[1].answer.score == doctest::Approx(1.0 / 3));
    CHECK(store.review_card(profile, "t-single").has_value());  // practice is study: scheduled
    CHECK(store.review_card(profile, "t-multi").has_value());

    // The all-time mistakes list, then "retry what I got wrong" clears it.
    CHECK(mistake_items(store, profile, *content) == std::vector<const PracticeItem*>{items[1]});
    PracticeSession retry(clock, reviews, profile, session.wrong_items());
    clock.advance(minutes(1));
    CHECK(retry.answer(js(R"({"choices": [0, 2]})")).correct);
    CHECK(mistake_items(store, profile, *content).empty());
    CHECK(store.attempts(profile).size() == 3);
}

TEST_CASE("practice session: answering the same item twice counts once in the summary") {
    test::TempDir dir;
    ManualClock clock(test::monday_morning());
    store::TrainingStore store(dir / "trainer.db");
    const auto profile = store.ensure_profile("default", clock.now()).id;
    auto content = test::small_content();
    ReviewScheduler reviews(store, clock);
    PracticeSession session(clock, reviews, profile, {content->find("t-single")});
    session.answer(js(R"({"choices": [0]})"));
    session.answer(js(R"({"choices": [1]})"));
    CHECK(session.summary().answered == 1);
    CHECK(session.summary().correct == 1);
    CHECK(session.summary().score == 1.0);
    CHECK(session.wrong_items().empty());
    CHECK(store.attempts(profile).size() == 2);  // both answers are history
}

TEST_CASE("daily review over real items across simulated days") {
    test::TempDir dir;
    ManualClock clock(test::monday_morning());
    store::TrainingStore store(dir / "trainer.db");
    const auto profile = store.ensure_profile("default", clock.now()).id;
    auto content = test::small_content();
    store.remember_items(content->training_items(), clock.now());
    fsrs::Parameters no_fuzz;
    no_fuzz.enable_fuzzing = false;
    ReviewScheduler reviews(store, clock, no_fuzz);

    auto answer_all_right = [&](const DailyReview& today) {
        PracticeSession session(clock, reviews, profile, today.items, store::AttemptMode::review);
        while (const PracticeItem* item = session.current()) {
            clock.advance(seconds(20));
            session.answer(test::right_answer(*item));
            session.next();
        }
    };
    // Day 1: two new items (the limit), nothing due. Good on a new card → 10-minute learning step.
    auto day1 = daily_review(reviews, profile, *content, 2);
    CHECK(day1.due == 0);
    CHECK(day1.new_items == 2);
    answer_all_right(day1);
    auto later = daily_review(reviews, profile, *content, 0);
    CHECK(later.items.empty());
    CHECK(later.due_later_today == 2);
    // Day 2: both learning steps are due, and two more new items.
    clock.advance(hours(24));
    auto day2 = daily_review(reviews, profile, *content, 2);
    CHECK(day2.due == 2);
    CHECK(day2.new_items == 2);
    CHECK(day2.items[0]->id() == day1.items[0]->id());
    answer_all_right(day2);
    // Day 3: the two graduated on day 2 are next due days later (py-fsrs: Good, Good → ≥ 2 d); the two
    // first seen on day 2 are due (their 10-minute step).
    clock.advance(hours(24));
    auto day3 = daily_review(reviews, profile, *content, 0);
    CHECK(day3.due == 2);
    for (const auto* item : day3.items) CHECK(std::find(day1.items.begin(), day1.items.end(), item) == day1.items.end());
    // A filter narrows the queue to matching items.
    ItemFilter only_numeric;
    only_numeric.topics = {"calculations"};
    for (const auto* item : daily_review(reviews, profile, *content, 5, {}, only_numeric).items)
        CHECK(item->meta.topics.front() == "calculations");
    // Review answers are attempts in review mode, each with a review-log row.
    CHECK(store.review_log(profile).size() == 6);
}

TEST_CASE("shuffled options: letters name places on screen, the answer keeps the options' own indexes and the order") {
    auto content = test::small_content();
    const training::PracticeItem& single = *content->find("t-single");  // key: option 1, "Warning"
    const std::vector<std::size_t> shown = {2, 0, 3, 1};                 // "Warning" is shown fourth, as D
    const json::Value answer = parse_response(single, "d", shown);
    CHECK(answer == js(R"({"choices": [1], "shown": [2, 0, 3, 1]})"));
    const Feedback right = grade(single, answer, 1.0, TimePoint{});
    CHECK(right.correct);
    CHECK(right.correct_answer.en == "D. Warning");  // the letter the candidate saw
    CHECK(right.graded.answer_json.find("\"shown\"") != std::string::npos);  // the store keeps what was seen
    const Feedback wrong = grade(single, parse_response(single, "A", shown), 1.0, TimePoint{});
    CHECK_FALSE(wrong.correct);
    CHECK(wrong.parts[0].extra == std::vector<std::string>{"A"});    // "Loss", shown first
    CHECK(wrong.parts[0].missing == std::vector<std::string>{"D"});
    // Ordering: typed by places, read back as options.
    const std::vector<std::size_t> order_shown = {1, 2, 0};  // BH, PTS, SB on screen
    CHECK(parse_response(*content->find("t-order"), "BCA", order_shown) == js(R"({"order": [2, 0, 1], "shown": [1, 2, 0]})"));
    // A JSON answer is taken as written.
    CHECK(parse_response(single, R"({"choices": [1]})", shown) == js(R"({"choices": [1]})"));
    CHECK_THROWS_AS(grade(single, js(R"({"choices": [1], "shown": [0, 0, 1, 2]})"), 1.0, TimePoint{}), ResponseError);
}

TEST_CASE("cue audit: a key far longer than every distractor is flagged, a key of ordinary length is not") {
    using T = content::QuestionType;
    std::vector<content::Question> qs;
    qs.push_back(test::make_question("cue-long", T::SingleChoice, "go-rules",
                                     {"Loss", "The move is void and the player forfeits one turn", "Draw", "Warning"}));
    qs.back().answer_indexes = {1};
    qs.push_back(test::make_question("cue-even", T::SingleChoice, "go-rules", {"A warning", "Loss of game", "A draw", "No penalty"}));
    qs.back().answer_indexes = {1};  // the longest, but not by a clear margin
    for (int i = 0; i < 8; ++i) {      // eight true/false items of one topic, all "true"
        qs.push_back(test::make_question("cue-tf-" + std::to_string(i), T::TrueFalse, "chess-laws", {}));
        qs.back().answer_true = true;
    }
    const auto content = TrainingContent::from(std::move(qs), {});
    const CueAudit audit = audit_cues(*content);
    auto flagged = [&](const std::string& id, const std::string& kind) {
        return std::any_of(audit.cues.begin(), audit.cues.end(), [&](const Cue& c) { return c.item_id == id && c.kind == kind; });
    };
    CHECK(flagged("cue-long", "key_longest"));
    CHECK_FALSE(flagged("cue-even", "key_longest"));
    CHECK(flagged("chess-laws", "true_false_unbalanced"));
    CHECK(audit.single_choice == 2);
    CHECK(audit.key_longest == 2);
    CHECK(audit.key_written_first == 0);
}

TEST_CASE("cue audit: a waiver covers the item's cues, and a waiver on an item without a cue is itself a cue") {
    using T = content::QuestionType;
    std::vector<content::Question> qs;
    qs.push_back(test::make_question("cue-waived", T::SingleChoice, "calculations", {"1", "2", "180.5 stones", "3"}));
    qs.back().answer_indexes = {2};
    qs.back().cue_waiver = "the base number is written with its unit; the distractors are the common wrong numbers";
    qs.push_back(test::make_question("cue-rotted", T::SingleChoice, "calculations", {"Loss", "Draw", "Warning"}));
    qs.back().answer_indexes = {0};
    qs.back().cue_waiver = "once the key was long";
    qs.push_back(test::make_question("cue-plain", T::SingleChoice, "calculations", {"Loss", "Draw", "Warning"}));
    qs.back().answer_indexes = {1};
    const auto content = TrainingContent::from(std::move(qs), {});
    const CueAudit audit = audit_cues(*content);
    auto find = [&](const std::string& id, const std::string& kind) -> const Cue* {
        auto it = std::find_if(audit.cues.begin(), audit.cues.end(), [&](const Cue& c) { return c.item_id == id && c.kind == kind; });
        return it == audit.cues.end() ? nullptr : &*it;
    };
    REQUIRE(find("cue-waived", "key_longest"));
    CHECK(find("cue-waived", "key_longest")->waived);
    REQUIRE(find("cue-rotted", "waiver_unused"));
    CHECK_FALSE(find("cue-rotted", "waiver_unused")->waived);
    CHECK_FALSE(find("cue-plain", "waiver_unused"));
    CHECK(audit.waivers == 2);
    const auto errors = audit.unwaived();
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].item_id == "cue-rotted");
}

TEST_CASE("cue audit: a prompt that states the decision or leans on another item is flagged, an ordinary prompt is not") {
    using L = Language;
    // States the decision it asks for.
    CHECK_FALSE(prompt_states_decision("Following the event regulations the arbiter rules a draw. What is the ruling?", L::En).empty());
    CHECK_FALSE(prompt_states_decision("The chief arbiter rules that both lose. What is the ruling?", L::En).empty());
    CHECK_FALSE(prompt_states_decision("裁判长到场后认为无法恢复，判和棋。这个判决的结果是什么？", L::ZhHans).empty());
    CHECK_FALSE(prompt_states_decision("裁判長判雙方均負。這一判決是什麼？", L::ZhHant).empty());
    // A claim, a player's words, a regulation or the arbiter's call is not the decision.
    CHECK(prompt_states_decision("黑方旗落，白方暂停棋钟请裁判员判胜。裁判员应如何判？", L::ZhHans).empty());
    CHECK(prompt_states_decision("裁判员读完“8、9”之后报“10，超时判负”，白方仍未落子。应如何判？", L::ZhHans).empty());
    CHECK(prompt_states_decision("规程规定迟到15分钟判负。黑方迟到10分钟入座。裁判员应如何处理？", L::ZhHans).empty());
    CHECK(prompt_states_decision("White claims a win on time; Black says \"the arbiter rules a draw here\". What does the arbiter rule?", L::En).empty());
    CHECK(prompt_states_decision("The arbiter rules the move void and Black forfeits the turn; Black plays again at once. What is the ruling now?", L::En).empty());
    // Leans on another item.
    CHECK_FALSE(prompt_refers_to_other_item("The same position, but Black still has 3 reserved minutes. What does the arbiter rule?", L::En).empty());
    CHECK_FALSE(prompt_refers_to_other_item("Blitz (B.3). The same position: White's bishop goes e2-b5.", L::En).empty());
    CHECK_FALSE(prompt_refers_to_other_item("Continuing: Black counts 176½. By how many stones does White win?", L::En).empty());
    CHECK_FALSE(prompt_refers_to_other_item("同一局面，但黑方还有3分钟保留时间。", L::ZhHans).empty());
    CHECK_FALSE(prompt_refers_to_other_item("同上条件，但双方同时旗落。结果是：", L::ZhHans).empty());
    CHECK_FALSE(prompt_refers_to_other_item("接上題：黑方數得176½子。", L::ZhHant).empty());
    CHECK_FALSE(prompt_refers_to_other_item("承上：黑方数子176½，白胜几子？", L::ZhHans).empty());
    // A position repeated in the game is not another item.
    CHECK(prompt_refers_to_other_item("The same position appears for the fifth time (same player to move). What does the arbiter do?", L::En).empty());
    CHECK(prompt_refers_to_other_item("同一局面第五次出现（轮走方相同），裁判员应怎样做？", L::ZhHans).empty());
    // And through the audit: a question leaning on another item is a cue.
    using T = content::QuestionType;
    std::vector<content::Question> qs;
    qs.push_back(test::make_question("cue-continuing", T::Numeric, "calculations", {}));
    qs.back().prompt = {"接上题：黑方数得176½子。白胜几子？", "接上題：黑方數得176½子。白勝幾子？", "Continuing: Black counts 176½. By how many stones does White win?"};
    qs.push_back(test::make_question("cue-alone", T::Numeric, "calculations", {}));
    const auto content = TrainingContent::from(std::move(qs), {});
    const CueAudit audit = audit_cues(*content);
    auto flagged = [&](const std::string& id) {
        return std::any_of(audit.cues.begin(), audit.cues.end(), [&](const Cue& c) { return c.item_id == id && c.kind == "prompt_refers_to_other_item"; });
    };
    CHECK(flagged("cue-continuing"));
    CHECK_FALSE(flagged("cue-alone"));
}

TEST_CASE("cue audit: two distractors alike but for their articles are a cue") {
    // Options C and D both say "put the position back, no time": only their articles differ, so a
    // candidate who knows the ruling has to guess between article numbers.
    const std::string yaml = R"(id: t-two-alike
title: {zh-Hans: "车走到自己的兵上", zh-Hant: "車走到自己的兵上", en: "The rook lands on its own pawn"}
prompt: {zh-Hans: "裁判员应如何处理？", zh-Hant: "裁判員應如何處理？", en: "What does the arbiter rule?"}
time_control: standard
difficulty: 2
levels: [cn-3]
topics: [illegal-move]
source:
  - {document: fide-laws-2023, article: "3.1.1"}
incident:
  game: chess
  rules: fide-2023-standard
  position: "r4rk1/pp3ppp/2n5/3p4/3P4/2N2N2/PP3PPP/R2R2K1 w - - 0 18"
  to_move: white
  events:
    - {at: "0:52:00", type: "move", by: "white", move: "d1d4", legal: false, reason: "wrong_piece_movement"}
question:
  options:
    - outcome: "continues"
      penalties: [{player: "white", kind: "time_to_opponent", amount: 120}]
      corrections: ["restore_position", "touched_piece_must_move"]
      articles: ["3.1.1", "4.3.1", "4.7", "7.5.1", "7.5.5"]
    - outcome: "black_wins"
      penalties: [{player: "white", kind: "loss"}]
      corrections: []
      articles: ["7.5.5"]
    - outcome: "continues"
      penalties: []
      corrections: ["restore_position"]
      articles: ["7.5.1"]
    - outcome: "continues"
      penalties: []
      corrections: ["restore_position"]
      articles: ["3.1.1", "7.5.1"]
)";
    ContentErrors errors;
    auto scenario = content::parse_scenario(yaml, "t-two-alike.yaml", errors);
    std::string problems;
    for (const auto& e : errors) problems += e.to_string() + "\n";
    INFO(problems);
    REQUIRE(errors.empty());
    REQUIRE(scenario);
    std::vector<content::Scenario> scenarios{*scenario};
    const auto content = TrainingContent::from({}, std::move(scenarios));
    REQUIRE(content->errors().empty());
    const CueAudit audit = audit_cues(*content);
    const auto cue = std::find_if(audit.cues.begin(), audit.cues.end(), [](const Cue& c) { return c.kind == "options_differ_only_in_articles"; });
    REQUIRE(cue != audit.cues.end());
    CHECK(cue->item_id == "t-two-alike");
    CHECK(cue->detail() == "options C and D differ only in their articles: a cue, and a trap for a candidate who knows the ruling");
    // The key and a distractor alike but for their articles are the older cue, not this one.
    CHECK(std::count_if(audit.cues.begin(), audit.cues.end(), [](const Cue& c) { return c.kind == "options_differ_only_in_articles"; }) == 1);
}

TEST_CASE("cue audit: a key citing more articles than every distractor is a cue, a distractor citing as many is not") {
    // The key (A) cites five articles; the distractors one or two. A test-wise candidate picks the
    // option with the longest list of articles.
    std::string yaml = R"(id: t-cites-most
title: {zh-Hans: "车走到自己的兵上", zh-Hant: "車走到自己的兵上", en: "The rook lands on its own pawn"}
prompt: {zh-Hans: "裁判员应如何处理？", zh-Hant: "裁判員應如何處理？", en: "What does the arbiter rule?"}
time_control: standard
difficulty: 2
levels: [cn-3]
topics: [illegal-move]
source:
  - {document: fide-laws-2023, article: "3.1.1"}
incident:
  game: chess
  rules: fide-2023-standard
  position: "r4rk1/pp3ppp/2n5/3p4/3P4/2N2N2/PP3PPP/R2R2K1 w - - 0 18"
  to_move: white
  events:
    - {at: "0:52:00", type: "move", by: "white", move: "d1d4", legal: false, reason: "wrong_piece_movement"}
question:
  options:
    - outcome: "continues"
      penalties: [{player: "white", kind: "time_to_opponent", amount: 120}]
      corrections: ["restore_position", "touched_piece_must_move"]
      articles: ["3.1.1", "4.3.1", "4.7", "7.5.1", "7.5.5"]
    - outcome: "black_wins"
      penalties: [{player: "white", kind: "loss"}]
      corrections: []
      articles: ["7.5.5"]
    - outcome: "continues"
      penalties: []
      corrections: ["restore_position"]
      articles: ["3.1.1", "7.5.1"]
)";
    auto cues_of = [](const std::string& text) {
        ContentErrors errors;
        auto scenario = content::parse_scenario(text, "t-cites-most.yaml", errors);
        REQUIRE(errors.empty());
        REQUIRE(scenario);
        std::vector<content::Scenario> scenarios{*scenario};
        const auto content = TrainingContent::from({}, std::move(scenarios));
        std::vector<std::string> out;
        for (const auto& c : audit_cues(*content).cues)
            if (c.kind == "key_cites_most") out.push_back(c.detail());
        return out;
    };
    CHECK(cues_of(yaml) == std::vector<std::string>{"the key cites more articles than any other option (5 against at most 2)"});
    // B knows the articles and misapplies them: it cites the key's, and nothing stands out.
    const std::string b = R"(articles: ["7.5.5"])";
    yaml.replace(yaml.find(b), b.size(), R"(articles: ["3.1.1", "4.3.1", "4.7", "7.5.1", "7.5.5"])");
    CHECK(cues_of(yaml).empty());
}

TEST_CASE("cue audit: the timed drills' \"now rule on it\" questions are audited" * doctest::test_suite("library")) {
    const CueAudit audit = audit_cues(real_content());
    int drills = 0;
    for (const auto& item : real_content().items())
        if (item.scenario && item.scenario->options.size() >= 2 && item.ruling && make_intervention_drill(*item.scenario)) ++drills;
    CHECK(drills > 10);
    CHECK(audit.drill_questions == drills);
}

TEST_CASE("cue audit: the shipped content has no cue without a waiver, few waivers, and the key is the longest option in at most 35 %" * doctest::test_suite("library")) {
    const CueAudit audit = audit_cues(real_content());
    for (const auto& c : audit.unwaived()) {
        CAPTURE(c.item_id);
        CAPTURE(c.detail());
        CHECK(c.kind == "");  // every cue is fixed in the content or waived with a reason
    }
    REQUIRE(audit.single_choice > 0);
    CHECK(audit.key_longest * 100 <= audit.single_choice * 35);
    const int items = static_cast<int>(real_content().items().size());
    CHECK(audit.waivers * 10 < items);  // waivers stay few: well under 10 % of the items
}

TEST_CASE("sport: a Go 三级 mock exam, for many seeds, has no chess item and keeps the shared sections" * doctest::test_suite("library")) {
    const TrainingContent& content = real_content();
    ContentErrors errors;
    const auto blueprints = load_exam_blueprints(test::repository_root() / "question_bank" / "exam_blueprints", errors);
    REQUIRE(errors.empty());
    const ExamBlueprint* go3 = blueprint_for(blueprints, "cn-3", "go");
    REQUIRE(go3);
    CHECK(go3->id == "go-cn-3");
    const auto pool = content.training_items();
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        CAPTURE(seed);
        const auto items = draw_exam_items(*go3, pool, seed * 7919);
        CHECK(static_cast<int>(items.size()) == go3->item_count());
        for (const auto& record : items) {
            CAPTURE(record.item_id);
            const PracticeItem* item = content.find(record.item_id);
            REQUIRE(item);
            // No chess item: a Go item, a general one, or one citing both games' documents (a duty
            // both sports share), never one of chess alone.
            CHECK(item->games != std::vector<std::string>{"chess"});
            CHECK(item_in_sport(item->games, "go"));
        }
    }
    // Every current blueprint can be drawn from the real content for several seeds, and never takes
    // an item of the other game.
    for (const auto& b : blueprints) {
        if (b.retired) continue;
        CAPTURE(b.id);
        for (std::uint64_t seed : {1u, 2u, 3u}) {
            const auto items = draw_exam_items(b, pool, seed);
            for (const auto& record : items)
                CHECK(item_in_sport(content.find(record.item_id)->games, b.sport));
        }
    }
}

TEST_CASE("sport: practice follows the profile's sport, with time-control, rule-set and text filters" * doctest::test_suite("library")) {
    const TrainingContent& content = real_content();
    ItemFilter go;
    go.sport = "go";
    const auto go_items = select_items(content, go);
    std::size_t general = 0;
    for (const auto* item : go_items) {
        CHECK(item_in_sport(item->games, "go"));
        if (item->games.empty()) ++general;
    }
    CHECK(general > 0);  // general items (duties, certification) are every sport's
    CHECK(go_items.size() < content.items().size());
    ItemFilter only_go_game;
    only_go_game.game = "go";
    CHECK(select_items(content, only_go_game).size() + general <= go_items.size());
    ItemFilter chess;
    chess.sport = "chess";
    for (const auto* item : select_items(content, chess))
        CHECK(item->games != std::vector<std::string>{"go"});  // never a Go-only item
    // Time control and rule set: scenarios only.
    ItemFilter blitz;
    blitz.time_control = content::TimeControlClass::Blitz;
    const auto blitz_items = select_items(content, blitz);
    REQUIRE_FALSE(blitz_items.empty());
    for (const auto* item : blitz_items) {
        REQUIRE(item->scenario);
        CHECK(item->scenario->time_control == content::TimeControlClass::Blitz);
    }
    ItemFilter rules;
    rules.rule_set = "cn-go-2002";
    const auto rule_items = select_items(content, rules);
    REQUIRE_FALSE(rule_items.empty());
    for (const auto* item : rule_items) CHECK(item->scenario->incident.rule_set == "cn-go-2002");
    rules.sport = "chess";  // no chess scenario is played under the Go rules
    CHECK(select_items(content, rules).empty());
    // Search: by id, by title in any language, Latin letters in any case.
    ItemFilter search;
    search.text = "BARE KING CLAIMS";
    auto found = select_items(content, search);
    CHECK(std::any_of(found.begin(), found.end(), [](const PracticeItem* i) { return i->id() == "chess-blitz-flag-claimed-bare-king"; }));
    search.text = "光杆王一方";
    found = select_items(content, search);
    CHECK(std::any_of(found.begin(), found.end(), [](const PracticeItem* i) { return i->id() == "chess-blitz-flag-claimed-bare-king"; }));
    search.text = "go88-play-twice-seigen";
    found = select_items(content, search);
    REQUIRE_FALSE(found.empty());
    for (const auto* item : found) CHECK(item->id().find("go88-play-twice-seigen") != std::string::npos);
    search.text = "no item has this text anywhere 无此文字";
    CHECK(select_items(content, search).empty());
}

TEST_CASE("sport: spellings of sports and grades, and which exam a grade leads to") {
    CHECK(normalize_sport("围棋") == "go");
    CHECK(normalize_sport("國際象棋") == "chess");
    CHECK(normalize_sport("both") == "both");
    CHECK_FALSE(normalize_sport("xiangqi"));
    CHECK(normalize_grade("三级") == "cn-3");
    CHECK(normalize_grade("國家級") == "cn-national");
    CHECK(normalize_grade("IA") == "fide-ia");
    CHECK_FALSE(normalize_grade("fide"));  // a level, not a grade: FA or IA
    CHECK(grade_level("fide-ia") == "fide");
    CHECK(grade_level("cn-2") == "cn-2");
    CHECK_FALSE(grade_fits_sport("fide-fa", "go"));
    CHECK(grade_fits_sport("fide-fa", "both"));
    CHECK(exam_blueprint_id("go", "cn-3") == "go-cn-3");
    CHECK(exam_blueprint_id("go", "fide-ia").empty());
    CHECK(current_blueprint_id("cn-3", "chess") == "chess-cn-3");
    CHECK(current_blueprint_id("fide", "go") == "chess-fide-fa");
    CHECK(item_in_sport({}, "go"));
    CHECK(item_in_sport({"go", "chess"}, "go"));
    CHECK_FALSE(item_in_sport({"chess"}, "go"));
    CHECK(item_in_sport({"chess"}, "both"));
}
