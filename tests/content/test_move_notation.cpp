// Moves in what the candidate reads are in the notation the board shows — SAN for chess, the
// board's coordinates for Go — never the UCI the scenario files store for the engine ("e2e4").
// Checked over every shipped question and scenario: prompts, options, explanations, titles, and the
// engine's own explanation of each scenario's ruling (generated text).
#include <doctest/doctest.h>

#include <regex>
#include <string>

#include "app/core/training/training_content.hpp"
#include "tests/support/shared_content.hpp"

using namespace arbiter;

namespace {

// A UCI move standing alone: square, square, an optional promotion piece ("e2e4", "e7e8q"). Not an
// article number ("6.9", "A.4.2"), a Go point ("Q16"), a square ("e4"), long algebraic as a
// player wrote it ("h5-h4") or SAN ("Nf3", "exd6").
bool has_uci_move(const std::string& text, std::string* found = nullptr) {
    static const std::regex uci("(^|[^A-Za-z0-9])([a-h][1-8][a-h][1-8][qrbn]?)($|[^A-Za-z0-9])");
    std::smatch m;
    if (!std::regex_search(text, m, uci)) return false;
    if (found) *found = m[2];
    return true;
}

void check_text(const std::string& where, const LocalizedText& text) {
    for (Language language : kAllLanguages) {
        std::string found;
        const std::string& t = text.get(language);
        if (has_uci_move(t, &found)) FAIL_CHECK(where << " (" << language_tag(language) << ") shows the UCI move " << found << ": " << t);
    }
}

}  // namespace

TEST_CASE("the UCI check finds engine moves and leaves articles, squares, Go points and SAN alone") {
    CHECK(has_uci_move("White played e2e4 and pressed"));
    CHECK(has_uci_move("e7e8q"));
    CHECK(has_uci_move("（g1f3）"));
    CHECK_FALSE(has_uci_move("FIDE Laws of Chess, art. 6.9 and A.4.2"));
    CHECK_FALSE(has_uci_move("第 12.1 条"));
    CHECK_FALSE(has_uci_move("a stone at Q16, then D4"));
    CHECK_FALSE(has_uci_move("the pawn on e4 takes on d5"));
    CHECK_FALSE(has_uci_move("Black wrote \"h5-h4\" in the envelope"));
    CHECK_FALSE(has_uci_move("Nf3 exd6 e8=Q# O-O"));
    CHECK_FALSE(has_uci_move("id go88-ko-a1b2c"));
}

TEST_CASE("no shipped question or scenario shows a move in UCI" * doctest::test_suite("library")) {
    const training::TrainingContent& content = test::repository_training_content();
    std::size_t questions = 0, scenarios = 0;
    for (const training::PracticeItem& item : content.items()) {
        const std::string id = item.meta.id;
        if (const content::Question* q = item.question) {
            ++questions;
            check_text(id + " prompt", q->prompt);
            check_text(id + " explanation", q->explanation);
            for (std::size_t i = 0; i < q->options.size(); ++i) check_text(id + " option " + std::to_string(i + 1), q->options[i]);
        }
        if (const content::Scenario* s = item.scenario) {
            ++scenarios;
            check_text(id + " title", s->title);
            check_text(id + " prompt", s->prompt);
            for (std::size_t i = 0; i < s->options.size(); ++i)
                if (s->options[i].text) check_text(id + " option " + std::to_string(i + 1), *s->options[i].text);
        }
        if (item.ruling) check_text(id + " the engine's explanation", item.ruling->explanation);
    }
    CHECK(questions > 100);
    CHECK(scenarios > 100);
}
