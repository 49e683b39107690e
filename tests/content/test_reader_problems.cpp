// The engine's readers (SGF, PGN, FEN, diagram) say what is wrong in the three languages, and
// yaml-cpp's syntax messages have a problem.yaml.* key each, so an author reads both in the
// interface language (docs/language.md). Each reason is checked as the Chinese lint checks the
// content: complete, no placeholder left, no simplified character in zh-Hant (or the reverse),
// zh-Hant the character conversion of zh-Hans (or a reviewed exception), and no English word in the
// Chinese outside the data quoted in it (“…”, 「…」, `…`).
#include <doctest/doctest.h>

#include <filesystem>
#include <regex>
#include <string>
#include <tuple>
#include <vector>

#include <yaml-cpp/yaml.h>

#include "app/core/content/question_yaml.hpp"
#include "app/core/problem_text.hpp"
#include "app/core/ui_strings.hpp"
#include "app/core/validate/chinese_text_lint.hpp"
#include "engine/chess/game.hpp"
#include "engine/chess/notation.hpp"
#include "engine/chess/pgn.hpp"
#include "engine/chess/position.hpp"
#include "engine/clock/chess_clock.hpp"
#include "engine/go/diagram.hpp"
#include "engine/go/sgf.hpp"

using namespace arbiter;

namespace {

const std::filesystem::path kSource(ARBITER_SOURCE_DIR);

const validate::ChineseTextRules& lint_rules() {
    static const validate::ChineseTextRules rules = [] {
        ContentErrors errors;
        auto loaded = validate::load_chinese_text_rules(kSource / "assets" / "lint", errors);
        REQUIRE(errors.empty());
        return loaded;
    }();
    return rules;
}

// The text with the data it quotes taken out: “…” and 「…」 (the author's characters), `…` (what
// is typed as written).
std::string without_quoted(const std::string& text) {
    std::string out;
    for (std::size_t at = 0; at < text.size();) {
        bool skipped = false;
        for (const auto& [open, close] : {std::pair<std::string, std::string>{"“", "”"}, {"「", "」"}, {"`", "`"}}) {
            if (text.compare(at, open.size(), open) != 0) continue;
            const std::size_t end = text.find(close, at + open.size());
            if (end == std::string::npos) break;
            at = end + close.size();
            out += ' ';
            skipped = true;
            break;
        }
        if (!skipped) out += text[at++];
    }
    return out;
}

void check_reason(const LocalizedText& t, const std::string& input) {
    INFO("input: ", input);
    INFO("zh-Hans: ", t.zh_hans);
    INFO("zh-Hant: ", t.zh_hant);
    INFO("en: ", t.en);
    REQUIRE(t.complete());
    static const std::regex placeholder(R"(\{[a-z_]+\})");
    for (Language lang : kAllLanguages) CHECK_FALSE(std::regex_search(t.get(lang), placeholder));
    // The Chinese is Chinese: an English word (two letters or more) stands only inside quotes.
    static const std::regex english_word("[A-Za-z]{2,}");
    CHECK_FALSE(std::regex_search(without_quoted(t.zh_hans), english_word));
    CHECK_FALSE(std::regex_search(without_quoted(t.zh_hant), english_word));
    CHECK(t.zh_hans != t.en);
    // The lint's rules; its Latin-word rule is the check above, which knows the quoted data.
    for (Language lang : {Language::ZhHans, Language::ZhHant})
        for (const auto& finding : validate::lint_chinese_text(t.get(lang), lang, lint_rules()))
            if (finding.key != "problem.lint.latin_word") CHECK_MESSAGE(false, finding.message);
    for (const auto& hunk : validate::unlisted_conversion_hunks(t.zh_hans, t.zh_hant, lint_rules().conversion))
        CHECK_MESSAGE(false, validate::conversion_hunk_message(hunk, input));
}

UiStrings strings_of(Language language) {
    ContentErrors errors;
    auto strings = UiStrings::load(kSource / "assets" / "lang", language, errors);
    REQUIRE(errors.empty());
    return strings;
}

}  // namespace

TEST_CASE("a FEN that cannot be read says why in every language") {
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"8/8/8/8 w", "a FEN has 6 fields (or 4 without the counters), found 2"},
        {"7/8/8/8/8/8/8/8 w - - 0 1", "rank 8 has 7 squares, not 8"},
        {"8/8/8/8/8/8/8/8/8 w - - 0 1", "the placement has more than 8 ranks"},
        {"45/8/8/8/8/8/8/8 w - - 0 1", "rank 8 has more than 8 squares"},
        {"44p/8/8/8/8/8/8/8 w - - 0 1", "rank 8 has more than 8 squares"},
        {"9/8/8/8/8/8/8/8 w - - 0 1", "unknown piece letter '9' in the placement"},
        {"8/8/8 w - - 0 1", "the placement has fewer than 8 ranks"},
        {"8/8/8/8/8/8/8/7 w - - 0 1", "rank 1 has 7 squares, not 8"},
        {"8/8/8/8/8/8/8/8 x - - 0 1", "the side to move must be 'w' or 'b', not 'x'"},
        {"8/8/8/8/8/8/8/8 w KK - 0 1", "bad castling field 'KK' (use '-' or letters from KQkq, each once)"},
        {"8/8/8/8/8/8/8/8 w - e4 0 1", "bad en-passant field 'e4' (use '-' or a square on rank 3 or 6)"},
        {"8/8/8/8/8/8/8/8 w - - -1 1", "the halfmove clock must be a whole number 0 or more, not '-1'"},
        {"8/8/8/8/8/8/8/8 w - - 0 0", "the fullmove number must be a whole number 1 or more, not '0'"},
    };
    for (const auto& [fen, english] : cases) {
        LocalizedText why;
        CHECK_FALSE(chess::Position::from_fen(fen, &why));
        CHECK(why.en == english);
        check_reason(why, fen);
    }
    // The author's characters are quoted in each language's own marks.
    LocalizedText why;
    chess::Position::from_fen("8/8/8/8/8/8/8/8 x - - 0 1", &why);
    CHECK(why.zh_hans == "行棋方应为 `w` 或 `b`，不能是“x”");
    CHECK(why.zh_hant == "行棋方應為 `w` 或 `b`，不能是「x」");
}

TEST_CASE("a position one cannot play from says why in every language") {
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"8/8/8/8/8/8/8/4K3 w - - 0 1", "Black has no king"},
        {"4k3/8/8/8/8/8/8/3KK3 w - - 0 1", "White has 2 kings"},
        {"P3k3/8/8/8/8/8/8/4K3 w - - 0 1", "a pawn stands on the first or last rank (a8)"},
        {"4k3/8/8/8/QQQQQQQQ/QQQQQQQQ/Q7/4K3 w - - 0 1", "White has more than 16 pieces"},
        {"4k3/8/8/PPPPPPPP/P7/8/8/4K3 w - - 0 1", "White has more than 8 pawns"},
        {"4k3/8/8/8/8/8/PPPPPPPP/QQ2K3 w - - 0 1", "White has more pieces than its 0 missing pawns could have promoted to"},
        {"4k3/4R3/8/8/8/8/8/4K3 w - - 0 1", "the side not to move (Black) is in check"},
        {"4k3/8/3N1N2/8/8/8/8/4K3 b - - 0 1", "a double check by two pawns or knights cannot arise from any move"},
        {"R3k3/8/8/1B6/8/8/7K/4R3 b - - 0 1", "the king is in check from 3 pieces at once"},
        {"4k3/8/8/8/8/8/8/3K3R w K - 0 1", "castling right K needs the white king on e1"},
        {"4k3/8/8/8/8/8/8/4K3 w K - 0 1", "castling right K needs a white rook on h1"},
        {"4k3/8/8/8/8/8/8/4K3 w - e3 0 1", "impossible en-passant square e3: with White to move it must be on rank 6"},
        {"4k3/8/8/8/8/8/8/4K3 w - e6 0 1", "impossible en-passant square e6: no black pawn stands in front of it"},
        {"4k3/4p3/8/4p3/8/8/8/4K3 w - e6 0 1", "impossible en-passant square e6: the pawn could not have passed over it"},
        {"4k3/8/8/4p3/8/8/8/4K3 w - e6 3 1", "bad counters: the halfmove clock must be 0 right after a pawn's double step"},
    };
    for (const auto& [fen, english] : cases) {
        auto pos = chess::Position::from_fen(fen);
        REQUIRE_MESSAGE(pos, fen);
        auto why = pos->illegality();
        REQUIRE_MESSAGE(why, fen);
        CHECK(why->en == english);
        check_reason(*why, fen);
    }
    auto pos = chess::Position::from_fen("4k3/8/8/8/8/8/8/3K3R w K - 0 1");
    CHECK(pos->illegality()->zh_hans == "易位权 `K` 要求白王在 e1");
}

TEST_CASE("a PGN that cannot be read says why in every language") {
    std::string deep = "1. e4 e5";
    for (int i = 0; i < 101; ++i) deep += " (1... e6";
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"[Event x]\n", "a tag pair is [Name \"value\"]"},
        {"[Event \"x\n", "tag Event: the value has no closing quote"},
        {"[Event \"x\"\n", "tag Event: expected ']'"},
        {"1. e4 (1. d4\n", "a variation is not closed with ')'"},
        {"1. e4 {abc\n", "a comment is not closed with '}'"},
        {"(1. e4) *\n", "a variation must follow the move it replaces"},
        {deep, "variations are nested deeper than 100 levels"},
        {"1. e4 ) *\n", "')' without a variation to close"},
        {"1. e4 $1000 *\n", "a NAG is '$' and a number from 0 to 255"},
        {"$1 1. e4 *\n", "a NAG must follow a move"},
        {"1. e4 ] *\n", "unexpected ']'"},
        {"1. e4 (1. d4 1-0) *\n", "a result cannot stand inside a variation"},
        {"1. e4!!! *\n", "unknown annotation '!!!'"},
        {"!? 1. e4 *\n", "an annotation must follow a move"},
        {"1. Ke3 *\n", "illegal or unreadable move 'Ke3': no legal move matches it"},
        {"1. e4 e5 2. O-O *\n", "illegal or unreadable move 'O-O': castling is not legal here"},
        {"1. Nd *\n", "illegal or unreadable move 'Nd': not a SAN move"},
        {"[FEN \"8/8/8 w - - 0 1\"]\n\n*\n", "bad FEN tag: the placement has fewer than 8 ranks"},
    };
    for (const auto& [pgn, english] : cases) {
        auto read = chess::read_pgn(pgn);
        REQUIRE_MESSAGE(!read.errors.empty(), pgn);
        CHECK(read.errors.front().message.en == english);
        check_reason(read.errors.front().message, pgn);
    }
    // SAN the PGN reader passes on: its reasons are the same three-language words.
    const auto promote = chess::Position::from_fen("8/4P3/8/8/8/k7/8/4K3 w - - 0 1");
    const auto knights = chess::Position::from_fen("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
    const auto mated = chess::Position::from_fen("k7/1Q6/1K6/8/8/8/8/8 b - - 0 1");
    for (const auto& [pos, san] : {std::pair{*promote, "e8"}, std::pair{*knights, "Nd2"}, std::pair{*mated, "Kb8"},
                                   std::pair{*knights, "Z9"}}) {
        LocalizedText why;
        CHECK_FALSE(chess::parse_san(pos, san, &why));
        check_reason(why, san);
        std::string english;
        chess::parse_san(pos, san, &english);
        CHECK(english == why.en);  // the std::string form is the English of the same reason
    }
}

TEST_CASE("a UCI move the position refuses says why in every language (a scenario's moves before its timeline)") {
    const auto start = chess::Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    const auto promote = chess::Position::from_fen("8/4P3/8/8/8/k7/8/4K3 w - - 0 1");
    const auto checked = chess::Position::from_fen("4k3/8/8/8/8/8/7P/r3K3 w - - 0 1");
    const auto mated = chess::Position::from_fen("k7/1Q6/1K6/8/8/8/8/8 b - - 0 1");
    const std::vector<std::tuple<chess::Position, std::string, std::string>> cases = {
        {*start, "e2", "'e2' is not a UCI move (like e2e4 or e7e8q)"},
        {*start, "e2e9", "'e2e9' is not a UCI move (like e2e4 or e7e8q)"},
        {*start, "e3e4", "illegal move e3e4: there is no piece on e3"},
        {*start, "e7e5", "illegal move e7e5: the piece on e7 belongs to the side not to move"},
        {*promote, "e7e8", "illegal move e7e8: a pawn reaching the last rank must promote (add q, r, b or n)"},
        {*checked, "h2h3", "illegal move h2h3: it does not get out of check"},
        {*start, "e2e5", "illegal move e2e5: it is not a legal move here"},
        {*mated, "a8b8", "illegal move a8b8: the side to move is checkmated"},
    };
    for (const auto& [pos, uci, english] : cases) {
        LocalizedText why;
        CHECK_FALSE(chess::parse_uci(pos, uci, &why));
        CHECK(why.en == english);
        check_reason(why, uci);
        std::string english_only;
        chess::parse_uci(pos, uci, &english_only);
        CHECK(english_only == english);
    }
    // A move after the game ended by mate says so, with the ply.
    chess::Game game(*chess::Position::from_fen("k7/7Q/1K6/8/8/8/8/8 w - - 0 1"));
    REQUIRE(game.play_uci("h7b7"));
    LocalizedText why;
    CHECK_FALSE(game.play_uci("a8a7", &why));
    CHECK(why.en == "illegal move a8a7: the side to move is checkmated (the game ended by checkmate at ply 1)");
    CHECK(why.zh_hans == "不合法的着法 a8a7：行棋方已被将杀（对局已在第 1 个半回合以将杀结束）");
    check_reason(why, "a8a7");
}

TEST_CASE("an SGF that cannot be read, or whose moves the board refuses, says why in every language") {
    std::string deep;
    for (int i = 0; i < 1002; ++i) deep += "(;";
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"", "empty input: an SGF file starts with '(;'"},
        {"x", "expected '(' to start a game tree, found 'x'"},
        {"(", "game tree opened here is never closed"},
        {"(x", "expected ';' to start a node, found 'x'"},
        {"(;B[aa]", "game tree opened here is never closed"},
        {"(;B[aa]])", "unexpected ']' (expected ';', '(' or ')')"},
        {"(;b[aa])", "property name has no value (expected '[')"},
        {"(;B)", "property B has no value (expected '[')"},
        {"(;C[abc", "value opened here is never closed (missing ']')"},
        {deep, "variations nested deeper than 1000"},
        {"(;GM[2])", "GM[2] is not Go (GM[1])"},
        {"(;SZ[30])", "board size 30 is outside 5..25"},
        {"(;SZ[x])", "SZ[x] is not a whole number"},
        {"(;KM[x])", "KM[x] is not a number"},
        {"(;PL[X])", "PL[X] is not B or W"},
        {"(;AB[zz])", "AB[zz] is not a point on a 19×19 board"},
        {"(;AB[aa:zz])", "AB[aa:zz] is not a rectangle of points on this board"},
        {"(;;B[aa]W[bb])", "a node holds one move; W follows another"},
        {"(;;B[zz])", "B[zz] is not a point on a 19×19 board"},
        {"(;;KO[])", "KO[] without a move in the same node"},
    };
    for (const auto& [sgf, english] : cases) {
        auto read = go::read_sgf(sgf);
        REQUIRE_MESSAGE(!read.errors.empty(), sgf);
        CHECK(read.errors.front().message.en == english);
        check_reason(read.errors.front().message, sgf);
        CHECK(read.errors.front().to_string().find(english) != std::string::npos);
    }
    // The board's refusals, with the engine's name for each reason as the English.
    const std::vector<std::tuple<std::string, std::string, go::Illegality>> refused = {
        {"(;SZ[9];B[aa];W[aa])", "W A9 is illegal (occupied) and was skipped", go::Illegality::Occupied},
        {"(;SZ[9]AB[ba][ab]PL[W];W[aa])", "W A9 is illegal (suicide) and was skipped", go::Illegality::Suicide},
        {"(;SZ[9]AB[ba][ab][bc]AW[ca][bb][db][cc];B[cb];W[bb])", "W B8 is illegal (ko) and was skipped",
         go::Illegality::SimpleKo},
    };
    for (const auto& [sgf, english, reason] : refused) {
        auto read = go::read_sgf(sgf);
        REQUIRE_MESSAGE(read.errors.empty(), sgf);
        std::vector<go::SgfError> problems;
        go::game_from_sgf(*read.record, go::KoRule::Simple, &problems);
        REQUIRE_MESSAGE(problems.size() == 1, sgf);
        CHECK(problems.front().message.en == english);
        CHECK(problems.front().message.en.find("(" + std::string(go::illegality_name(reason)) + ")") != std::string::npos);
        check_reason(problems.front().message, sgf);
    }
}

TEST_CASE("a chess time control that cannot be read says why in every language") {
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"", "time control '': expected seconds or moves/seconds"},
        {"90m", "time control '90m': unexpected 'm'"},
        {"0/300", "time control '0/300': a period needs at least one move"},
        {"40/", "time control '40/': expected seconds after the move count"},
        {"300d", "time control '300d': expected the delay in seconds"},
        {"0+0", "time control '0+0': a period with no time"},
        {"1800:40/5400", "time control '1800:40/5400': only the last period may be for the rest of the game"},
    };
    for (const auto& [control, english] : cases) {
        LocalizedText why;
        CHECK_FALSE(clock::TimeControl::parse(control, &why));
        CHECK(why.en == english);
        std::string english_only;  // the English-only reader says the same
        CHECK_FALSE(clock::TimeControl::parse(control, &english_only));
        CHECK(english_only == english);
        check_reason(why, control);
    }
    LocalizedText why;
    clock::TimeControl::parse("90m", &why);
    CHECK(why.zh_hans == "时限 `90m`：无法识别的部分 `m`");
}

TEST_CASE("a diagram that cannot be read says why in every language") {
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"XO\nOX", "the diagram has 2 rows, a board has 5 to 25"},
        {".....\n.....\n....\n.....\n.....", "diagram row 3 has 4 points, expected 5"},
        {".....\n..Z..\n.....\n.....\n.....", "diagram row 2 has 'Z'"},
    };
    for (const auto& [diagram, english] : cases) {
        try {
            go::game_from_diagram(diagram);
            FAIL("accepted: " << diagram);
        } catch (const go::DiagramError& e) {
            CHECK(e.text().en == english);
            CHECK(std::string(e.what()) == english);
            check_reason(e.text(), diagram);
        }
    }
}

TEST_CASE("a problem argument in the engine's three languages is shown in the reader's language") {
    LocalizedText why;
    chess::Position::from_fen("8/8/8/8/8/8/8/8/8 w - - 0 1", &why);
    const ContentError e = content_problem("s.yaml", 13, 13, "problem.bad_fen", {MessageArg::localized("detail", why)});
    CHECK(e.message == "bad FEN: the placement has more than 8 ranks");
    CHECK(problem_message(e, strings_of(Language::ZhHans)) == "`FEN` 有误：棋子位置部分超过 8 条横线");
    CHECK(problem_message(e, strings_of(Language::ZhHant)) == "`FEN` 有誤：棋子位置部分超過 8 條橫線");
    CHECK(problem_line(e, strings_of(Language::En)) == "s.yaml:13:13: bad FEN: the placement has more than 8 ranks");
}

namespace {

// yaml-cpp 0.7's parser messages (YAML::ErrorMsg in yaml-cpp/exceptions.h), written out here so
// that a yaml-cpp whose texts change fails this test rather than falling back to English unseen.
// Left out: the node API's messages (key not found, bad conversion, operator[] on a scalar …),
// which the loaders never let through (YamlReader checks types first), the emitter's (unmatched
// group tag, invalid anchor/alias/tag, unexpected end sequence/map token) and "bad file"
// (YAML::LoadFile; the loaders read the text themselves).
const char* const kParserMessages[] = {
    "YAML directives must have exactly one argument",
    "YAML major version too large",
    "repeated YAML directive",
    "TAG directives must have exactly two arguments",
    "repeated TAG directive",
    "illegal character found while scanning tag handle",
    "tag handle with no suffix",
    "end of verbatim tag not found",
    "end of map not found",
    "end of map flow not found",
    "end of sequence not found",
    "end of sequence flow not found",
    "cannot assign multiple tags to the same node",
    "cannot assign multiple anchors to the same node",
    "cannot assign multiple aliases to the same node",
    "aliases can't have any content, *including* tags",
    "bad character found while scanning hex number",
    "unknown token",
    "illegal document indicator in scalar",
    "illegal EOF in scalar",
    "illegal character in scalar",
    "illegal tab when looking for indentation",
    "illegal flow end",
    "illegal block entry",
    "illegal map key",
    "illegal map value",
    "alias not found after *",
    "anchor not found after &",
    "illegal character found while scanning alias",
    "illegal character found while scanning anchor",
    "cannot set zero indentation for a block scalar",
    "unexpected character in block scalar",
    "cannot assign the same alias to multiple nodes",
    "the referenced anchor is not defined",
    "invalid character in single-quoted string",
};
// The ones with a value appended to the text.
const char* const kParserMessagesWithValue[] = {"bad YAML version: ", "invalid unicode: ", "unknown escape character: "};

ContentError syntax_problem(const std::string& msg) {
    const YAML::ParserException e(YAML::Mark::null_mark(), msg);
    return content_problem("f.yaml", 3, 9, "problem.yaml_syntax", {content::yaml_error_detail(e)});
}

}  // namespace

TEST_CASE("every yaml-cpp syntax message an author can meet has a key in the three languages") {
    const UiStrings hans = strings_of(Language::ZhHans), hant = strings_of(Language::ZhHant), en = strings_of(Language::En);
    std::vector<std::pair<std::string, std::string>> messages;  // yaml-cpp's msg, the English shown
    for (const char* m : kParserMessages) messages.emplace_back(m, m);
    for (const char* m : kParserMessagesWithValue) messages.emplace_back(std::string(m) + "q", std::string(m) + "q");
    for (const auto& [msg, english] : messages) {
        INFO(msg);
        const ContentError e = syntax_problem(msg);
        REQUIRE(e.args.size() == 1);
        const std::string key = e.args.front().key;
        CHECK(key.rfind("problem.yaml.", 0) == 0);
        CHECK(hans.has(key));
        CHECK(hant.has(key));
        CHECK(en.has(key));
        // The English is yaml-cpp's own text, so `message` (logs, --json, tests) reads as before.
        CHECK(e.message == "YAML syntax error: " + english);
        const std::string zh = problem_message(e, hans);
        CHECK_FALSE(std::regex_search(without_quoted(zh), std::regex("[A-Za-z]{2,}")));
        CHECK(problem_message(e, hant) != zh);
    }
    // An appended value is data, quoted in the Chinese.
    CHECK(problem_message(syntax_problem("unknown escape character: q"), hans).find("“q”") != std::string::npos);
    // A message no key knows (a newer yaml-cpp) is shown as yaml-cpp wrote it.
    const ContentError unknown = syntax_problem("some new complaint");
    CHECK(unknown.message == "YAML syntax error: some new complaint");
    CHECK(problem_message(unknown, hans) == "`YAML` 语法错误：some new complaint");
}

TEST_CASE("a real syntax error reads in Chinese at the same place") {
    try {
        YAML::Load("a: {b: 1\nc: 2\n");
        FAIL("parsed");
    } catch (const YAML::Exception& e) {
        const ContentError p = content_problem("f.yaml", static_cast<std::size_t>(e.mark.line + 1),
                                               static_cast<std::size_t>(e.mark.column + 1), "problem.yaml_syntax",
                                               {content::yaml_error_detail(e)});
        CHECK(p.to_string().find("YAML syntax error: end of map flow not found") != std::string::npos);
        CHECK(problem_message(p, strings_of(Language::ZhHans)) == "`YAML` 语法错误：行内映射缺少结尾的右花括号");
        CHECK(problem_line(p, strings_of(Language::ZhHans)).rfind(p.located(""), 0) == 0);
    }
}
