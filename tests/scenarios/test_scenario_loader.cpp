// The scenario loader: fields, start positions in every format, the board replay, and that one
// broken file never stops the others.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "app/core/content/scenario_loader.hpp"
#include "app/core/problem_text.hpp"
#include "app/core/ui_strings.hpp"
#include "engine/rules/adjudicator.hpp"
#include "engine/rules/replay.hpp"

using namespace arbiter;
using namespace arbiter::content;
namespace fs = std::filesystem;

namespace {

const char* kHeader = R"(id: t-1
title: {zh-Hans: 劫争, zh-Hant: 劫爭, en: Ko}
prompt: {zh-Hans: 如何判？, zh-Hant: 如何判？, en: "What is the ruling?"}
time_control: standard
difficulty: 3
levels: [cn-3, cn-1]
topics: [ko, composed]
source:
  - {document: cn-go-1988, article: "20.1"}
)";

const char* kKoQuestion = R"(question:
  options:
    - {outcome: continues, penalties: [{player: white, kind: forfeit_turn}], corrections: [void_move]}
    - {outcome: black_wins, penalties: [{player: white, kind: loss}], corrections: [], text: {zh-Hans: 白负, zh-Hant: 白負, en: White loses}}
  build: {outcomes: [continues, black_wins], penalties: [forfeit_turn, loss]}
)";

// A 9x9 ko: Black D5 captures C5, White's immediate retake at C5 is refused.
const char* kKoIncident = R"(incident:
  game: go
  rules: cn-go-1988
  position: |
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . X O . . . . .
    . X O . O . . . .
    . . X O . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
  to_move: black
  events:
    - {at: "0:30:00", type: move, by: black, move: D5}
    - {at: "0:30:05", type: move, by: white, move: C5, legal: false, reason: ko_recapture}
)";

std::optional<Scenario> parse(const std::string& text, ContentErrors& errors) {
    return parse_scenario(text, "t.yaml", errors);
}

}  // namespace

TEST_CASE("a Go scenario with a diagram loads with every field") {
    ContentErrors errors;
    auto s = parse(std::string(kHeader) + kKoIncident + kKoQuestion, errors);
    INFO((errors.empty() ? std::string() : errors.front().to_string()));
    REQUIRE(s);
    CHECK(errors.empty());
    CHECK(s->id == "t-1");
    CHECK(s->incident.id == "t-1");
    CHECK(s->title.zh_hant == "劫爭");
    CHECK(s->difficulty == 3);
    CHECK(s->levels == std::vector<Level>{Level::Cn3, Level::Cn1});
    CHECK(s->topics.front() == "ko");
    REQUIRE(s->sources.size() == 1);
    CHECK(s->sources[0] == Citation{"cn-go-1988", "20.1"});
    CHECK(s->position_format == PositionFormat::Diagram);
    CHECK(s->start.go_size == 9);
    CHECK(s->start.go_rows[3] == "..XO.....");
    REQUIRE(s->options.size() == 2);
    REQUIRE(s->options[1].text);
    CHECK(s->options[1].text->en == "White loses");
    REQUIRE(s->build);
    CHECK(s->build->outcomes.size() == 2);
    CHECK(s->incident.events.size() == 2);
}

TEST_CASE("the board replay catches a retake that is not a ko and a ko that is not marked") {
    ContentErrors errors;
    std::string incident = kKoIncident;
    // Without the capture first, C5 is simply occupied by White's own stone.
    incident.replace(incident.find("    - {at: \"0:30:00\", type: move, by: black, move: D5}\n"),
                     std::string("    - {at: \"0:30:00\", type: move, by: black, move: D5}\n").size(), "");
    CHECK_FALSE(parse(std::string(kHeader) + incident + kKoQuestion, errors));
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].message == "step 1: the move at C5 is illegal because of occupied, not ko_recapture");

    errors.clear();
    incident = kKoIncident;
    incident.replace(incident.find(", legal: false, reason: ko_recapture"), std::string(", legal: false, reason: ko_recapture").size(), "");
    CHECK_FALSE(parse(std::string(kHeader) + incident + kKoQuestion, errors));
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].line == 26);
    CHECK(errors[0].message ==
          "step 2: White at C5 is illegal on the board (an immediate ko recapture); mark it legal: false, reason: "
          "ko_recapture");
}

TEST_CASE("the board replay's problems read in the author's language, the reason in words") {
    ContentErrors lang_errors;
    const auto lang = std::filesystem::path(ARBITER_SOURCE_DIR) / "assets" / "lang";
    const UiStrings zh_hans = UiStrings::load(lang, Language::ZhHans, lang_errors);
    const UiStrings zh_hant = UiStrings::load(lang, Language::ZhHant, lang_errors);
    REQUIRE(lang_errors.empty());
    // Without the capture first, C5 is occupied by White's own stone.
    std::string incident = kKoIncident;
    const std::string capture = "    - {at: \"0:30:00\", type: move, by: black, move: D5}\n";
    incident.replace(incident.find(capture), capture.size(), "");

    // A reason the board contradicts: the engine's sentence, with the reason in words and the
    // author's YAML words as written.
    ContentErrors errors;
    CHECK_FALSE(parse(std::string(kHeader) + incident + kKoQuestion, errors));
    REQUIRE(errors.size() == 1);
    const std::string wrong_reason = problem_message(errors[0], zh_hans);
    CHECK(wrong_reason.find("落子点已有棋子") != std::string::npos);
    CHECK(wrong_reason.find("`reason: ko_recapture`") != std::string::npos);
    CHECK(wrong_reason.find("occupied,") == std::string::npos);  // no English left
    CHECK(problem_message(errors[0], zh_hant).find("落子點已有棋子") != std::string::npos);
    CHECK(errors[0].message == "step 1: the move at C5 is illegal because of occupied, not ko_recapture");  // English stays

    // White playing on Black's new stone, unmarked: the player and the reason in words, the word
    // to write as written.
    errors.clear();
    incident = kKoIncident;
    const std::string retake = "move: C5, legal: false, reason: ko_recapture";
    incident.replace(incident.find(retake), retake.size(), "move: D5");
    CHECK_FALSE(parse(std::string(kHeader) + incident + kKoQuestion, errors));
    REQUIRE(errors.size() == 1);
    const std::string unmarked = problem_message(errors[0], zh_hans);
    CHECK(unmarked.find("白方在 D5") != std::string::npos);
    CHECK(unmarked.find("（落子点已有棋子）") != std::string::npos);
    CHECK(unmarked.find("`reason: occupied`") != std::string::npos);
    CHECK(unmarked.find("white") == std::string::npos);
    CHECK(errors[0].message ==
          "step 2: White at D5 is illegal on the board (the point is occupied); mark it legal: false, reason: occupied");
}

TEST_CASE("SGF positions are replayed and cut, and the ko of the last move is known") {
    ContentErrors errors;
    std::string incident = kKoIncident;
    const auto from = incident.find("  position: |");
    const auto to = incident.find("  to_move:");
    // The same shape as an SGF record: setup stones, then Black's capture as the last move.
    incident.replace(from, to - from,
                     "  position: \"(;GM[1]FF[4]SZ[9]AB[cd][be][cf]AW[dd][ce][ee][df];B[de])\"\n");
    incident.replace(incident.find("    - {at: \"0:30:00\", type: move, by: black, move: D5}\n"),
                     std::string("    - {at: \"0:30:00\", type: move, by: black, move: D5}\n").size(), "");
    std::string text = std::string(kHeader) + incident + kKoQuestion;
    text.replace(text.find("to_move: black"), std::string("to_move: black").size(), "to_move: white");
    auto s = parse(text, errors);
    INFO((errors.empty() ? std::string() : errors.front().to_string()));
    REQUIRE(s);
    CHECK(s->position_format == PositionFormat::Sgf);
    CHECK(s->start.go_rows[4] == ".X.XO....");  // C5 captured by D5

    errors.clear();
    std::string wrong_turn = text;
    wrong_turn.replace(wrong_turn.find("to_move: white"), std::string("to_move: white").size(), "to_move: black");
    CHECK_FALSE(parse(wrong_turn, errors));
    REQUIRE_FALSE(errors.empty());
    CHECK(errors[0].message == "to_move is black, but after the record's last move white is to move");

    errors.clear();
    // A record whose last node is never closed: the SGF reader's error is passed on with its place.
    text.replace(text.find(";B[de])"), 7, ";B[de");
    CHECK_FALSE(parse(text, errors));
    REQUIRE_FALSE(errors.empty());
    CHECK(errors[0].message.rfind("SGF: ", 0) == 0);
    CHECK(errors[0].line == 13);
}

TEST_CASE("chess: a PGN cut at a ply, the automatic ending and the can-mate facts come from the engine") {
    const std::string header = R"(id: c-1
title: {zh-Hans: 将杀, zh-Hant: 將殺, en: Mate}
prompt: {zh-Hans: 如何判？, zh-Hant: 如何判？, en: "What is the ruling?"}
time_control: blitz
difficulty: 1
levels: [fide]
topics: [clock]
source:
  - {document: fide-laws-2023, article: "6.2.1.1"}
cut_at_ply: 6
incident:
  game: chess
  rules: fide-2023-blitz
  position: |
    [Event "Scholar's mate"]
    1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0
  clock: {control: "180+2", starts_at: "0:02:00", white: "0:00:01", black: "0:01:00", running: white}
  events:
    - {at: "0:02:01", type: move, by: white, move: h5f7, ends_game: checkmate, pressed: false}
    - {at: "0:02:02", type: flag_fall, player: white, noticed_by: black}
question:
  options:
    - {outcome: white_wins, penalties: [], corrections: []}
    - {outcome: black_wins, penalties: [{player: white, kind: loss}], corrections: []}
)";
    ContentErrors errors;
    auto s = parse(header, errors);
    INFO((errors.empty() ? std::string() : errors.front().to_string()));
    REQUIRE(s);
    CHECK(s->position_format == PositionFormat::Pgn);
    CHECK(s->start.fen == "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
    // Not stated by the author: the replay derives it where it matters, at the flag fall.
    const auto white_mates = rules::replay(s->incident).steps[1].chess.can_mate[static_cast<std::size_t>(rules::Player::White)];
    REQUIRE(white_mates);
    CHECK(white_mates->can);

    errors.clear();
    std::string wrong = header;
    wrong.replace(wrong.find("ends_game: checkmate"), std::string("ends_game: checkmate").size(), "ends_game: stalemate");
    CHECK_FALSE(parse(wrong, errors));
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].message == "step 1: after h5f7 the engine finds ends_game: checkmate, but the event says stalemate");
}

TEST_CASE("chess: an author's 'can still mate' that the engine refutes, and one it derives") {
    std::string text = R"(id: c-3
title: {zh-Hans: 超时, zh-Hant: 超時, en: Flag}
prompt: {zh-Hans: 如何判？, zh-Hant: 如何判？, en: "What is the ruling?"}
time_control: standard
difficulty: 2
levels: [fide]
topics: [clock]
source:
  - {document: fide-laws-2023, article: "6.9"}
incident:
  game: chess
  rules: fide-2023-standard
  position: "8/8/4k3/8/8/2N5/8/4K3 w - - 0 70"
  facts: {black_can_mate: true}
  events:
    - {at: "3:00:00", type: flag_fall, player: white, noticed_by: black}
question:
  options:
    - {outcome: draw, penalties: [], corrections: []}
    - {outcome: black_wins, penalties: [{player: white, kind: loss}], corrections: []}
)";
    ContentErrors errors;
    CHECK_FALSE(parse(text, errors));
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].line == 14);
    CHECK(errors[0].message ==
          "black_can_mate: true, but the engine finds no series of legal moves that mates in 8/8/4k3/8/8/2N5/8/4K3 w - - 0 70");

    errors.clear();
    text.replace(text.find("  facts: {black_can_mate: true}\n"), std::string("  facts: {black_can_mate: true}\n").size(), "");
    auto s = parse(text, errors);
    REQUIRE(s);
    // Not stated: a bare king cannot mate, so the flag fall is a draw (6.9).
    CHECK(rules::adjudicate(s->incident).ruling->outcome == rules::Outcome::Draw);
    // Nor can king and knight against a bare king: the replay says so at the flag fall.
    const auto white_mates = rules::replay(s->incident).steps[0].chess.can_mate[static_cast<std::size_t>(rules::Player::White)];
    REQUIRE(white_mates);
    CHECK_FALSE(white_mates->can);
}

TEST_CASE("a FEN that is not a playable position, and a to_move that contradicts it") {
    const std::string text = R"(id: c-2
title: {zh-Hans: 认输, zh-Hant: 認輸, en: Resign}
prompt: {zh-Hans: 如何判？, zh-Hant: 如何判？, en: "What is the ruling?"}
time_control: standard
difficulty: 1
levels: [fide]
topics: [resign]
source:
  - {document: fide-laws-2023, article: "5.1.2"}
incident:
  game: chess
  rules: fide-2023-standard
  position: "8/8/8/8/8/8/8/K6k w - - 0 1"
  to_move: black
  events:
    - {type: resign, by: black}
question:
  options:
    - {outcome: white_wins, penalties: [], corrections: []}
    - {outcome: draw, penalties: [], corrections: []}
)";
    ContentErrors errors;
    CHECK_FALSE(parse(text, errors));
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].line == 14);
    CHECK(errors[0].message == "to_move is black, but in the start position white is to move");

    errors.clear();
    std::string two_white_kings = text;
    two_white_kings.replace(two_white_kings.find("K6k"), 3, "K5Kk");
    CHECK_FALSE(parse(two_white_kings, errors));
    REQUIRE_FALSE(errors.empty());
    CHECK(errors[0].message.rfind("the FEN is not a position one can play from: ", 0) == 0);
}

TEST_CASE("chess: the touched piece must stand where the event says") {
    std::string text = R"(id: c-4
title: {zh-Hans: 摸子走子, zh-Hant: 摸子走子, en: Touch-move}
prompt: {zh-Hans: 如何判？, zh-Hant: 如何判？, en: "What is the ruling?"}
time_control: standard
difficulty: 1
levels: [fide]
topics: [touch-move]
source:
  - {document: fide-laws-2023, article: "4.3.1"}
incident:
  game: chess
  rules: fide-2023-standard
  position: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
  events:
    - {type: touch, by: black, touched: own, square: g8}
question:
  options:
    - {outcome: continues, penalties: [], corrections: [touched_piece_must_move]}
    - {outcome: continues, penalties: [], corrections: []}
)";
    ContentErrors errors;
    auto s = parse(text, errors);
    INFO((errors.empty() ? std::string() : errors.front().to_string()));
    CHECK(s);
    for (const auto& [square, message] : {std::pair{"g1", "step 1: the piece on g1 is the opponent's, but touched is own"},
                                           std::pair{"e5", "step 1: no piece stands on e5 to be touched"}}) {
        errors.clear();
        std::string wrong = text;
        wrong.replace(wrong.find("square: g8"), 10, std::string("square: ") + square);
        CHECK_FALSE(parse(wrong, errors));
        REQUIRE(errors.size() == 1);
        CHECK(errors[0].message == message);
    }
}

TEST_CASE("one broken file never stops the others") {
    const fs::path dir = fs::temp_directory_path() / "arbiter-scenario-loader-test";
    fs::remove_all(dir);
    fs::create_directories(dir / "go" / "ko");
    {
        std::ofstream(dir / "go" / "ko" / "a-good.yaml") << kHeader << kKoIncident << kKoQuestion;
        std::ofstream(dir / "go" / "ko" / "b-broken.yaml") << "id: [unclosed\n";
        std::string second = std::string(kHeader) + kKoIncident + kKoQuestion;
        second.replace(second.find("id: t-1"), 7, "id: t-2");
        std::ofstream(dir / "go" / "ko" / "c-good.yaml") << second;
        std::ofstream(dir / "go" / "ko" / "d-duplicate.yaml") << second;
    }
    const ScenarioLoad load = load_scenario_folder(dir, dir);
    CHECK(load.files == 4);
    REQUIRE(load.scenarios.size() == 2);
    CHECK(load.scenarios[0].id == "t-1");
    CHECK(load.scenarios[1].id == "t-2");
    REQUIRE(load.errors.size() == 2);
    CHECK(load.errors[0].file == "go/ko/b-broken.yaml");
    CHECK(load.errors[1].message == "duplicate scenario id 't-2'");
    fs::remove_all(dir);
}
