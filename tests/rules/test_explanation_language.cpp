// The words of a ruling: every explanation the adjudicator writes, and the outcome, penalty,
// correction and event texts the front ends show (ruling_text.hpp) with the key the trainer prints
// (describe_answer), read as a candidate reads them. They run
// every scenario of the library, every reference incident and a few hundred generated incidents
// (every event kind of event_schema.cpp, both games, every rule set, random valid field values,
// no positions), and fail on
//   * a raw identifier: snake_case words (clock_press, white_wins), ruling ids (chess.xxx), the
//     incident format's words for events, outcomes, penalties, corrections and rule-set options,
//     backquotes;
//   * an unfilled {placeholder} or a stray '@' (the templates' markers);
//   * in zh-Hant and zh-Hans, what the content's Chinese lint finds (app/core/validate/chinese_text_lint.hpp:
//     the other script's characters, bad conversions, quotation marks, glossary variants);
//   * in English, any CJK character or full-width punctuation;
//   * in Chinese, any word in Latin letters other than notation: moves (e2e4, Nf3, O-O), squares
//     and Go points (g1, D4), article numbers (7.5.5, A.5.2, III.3.1.1).
// The engine's problems with an incident (a replay's contradictions, what stops a ruling) are read
// by its author: they are checked the same way, except that the author's YAML words, which the
// Chinese shows in backquotes or quotation marks, are left as written.
#include <doctest/doctest.h>

#include <cctype>
#include <filesystem>
#include <map>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "app/core/content/incident_loader.hpp"
#include "app/core/content/scenario_loader.hpp"
#include "app/core/training/answers/answer_text.hpp"
#include "engine/core/seeded_random.hpp"
#include "engine/rules/adjudicator.hpp"
#include "engine/rules/event_schema.hpp"
#include "engine/rules/replay.hpp"
#include "engine/rules/rule_set.hpp"
#include "engine/rules/ruling_text.hpp"
#include "app/core/validate/chinese_text_lint.hpp"
#include "tests/support/incident_generator.hpp"
#include "tests/support/shared_content.hpp"

using namespace arbiter;
using namespace arbiter::rules;
namespace fs = std::filesystem;

namespace {

// Splits UTF-8 text into code points (the texts are valid UTF-8: the loader refuses anything else).
std::vector<std::string> code_points(const std::string& text) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < text.size();) {
        const auto c = static_cast<unsigned char>(text[i]);
        const std::size_t n = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
        out.push_back(text.substr(i, n));
        i += n;
    }
    return out;
}

char32_t decode(const std::string& cp) {
    const auto b = [&](std::size_t i) { return static_cast<char32_t>(static_cast<unsigned char>(cp[i])); };
    if (cp.size() == 1) return b(0);
    if (cp.size() == 2) return (b(0) & 0x1F) << 6 | (b(1) & 0x3F);
    if (cp.size() == 3) return (b(0) & 0x0F) << 12 | (b(1) & 0x3F) << 6 | (b(2) & 0x3F);
    return (b(0) & 0x07) << 18 | (b(1) & 0x3F) << 12 | (b(2) & 0x3F) << 6 | (b(3) & 0x3F);
}

bool is_cjk(char32_t c) {
    return (c >= 0x2E80 && c <= 0x9FFF) ||  // radicals, CJK punctuation 、。「」, kana, ideographs
           (c >= 0xF900 && c <= 0xFAFF) ||  // compatibility ideographs
           (c >= 0xFF00 && c <= 0xFFEF);    // full-width forms （）：，
}

// The words of the incident format and the ruling that must never reach a reader as they are.
const std::set<std::string>& format_words() {
    static const std::set<std::string> words = [] {
        std::set<std::string> w;
        for (const auto& spec : event_specs()) {
            w.insert(std::string(spec.name));
            for (const auto& f : spec.fields) {
                w.insert(std::string(f.name));
                std::string_view rest = f.choices;
                while (!rest.empty()) {
                    const auto bar = rest.find('|');
                    w.insert(std::string(rest.substr(0, bar)));
                    if (bar == std::string_view::npos) break;
                    rest.remove_prefix(bar + 1);
                }
            }
        }
        for (const auto& rs : rule_sets())
            for (const auto& o : rs.options) w.insert(std::string(o.name));
        for (int i = 0; i <= static_cast<int>(Outcome::Counting); ++i) w.insert(std::string(outcome_name(static_cast<Outcome>(i))));
        for (int i = 0; i <= static_cast<int>(PenaltyKind::ArbiterPenalty); ++i)
            w.insert(std::string(penalty_name(static_cast<PenaltyKind>(i))));
        for (int i = 0; i <= static_cast<int>(CorrectionKind::ReportToCommittee); ++i)
            w.insert(std::string(correction_name(static_cast<CorrectionKind>(i))));
        return w;
    }();
    return words;
}

// Latin-letter words a Chinese text may hold: notation only.
bool is_notation(const std::string& word) {
    static const std::regex notation(
        "[a-h][1-8][a-h][1-8][qrbn]?"                                           // UCI: e2e4, e7e8q
        "|[a-h][1-8]"                                                           // a square
        "|[KQRBN][a-h]?[1-8]?x?[a-h][1-8](=[QRBN])?[+#]?"                       // SAN piece moves: Nf3, Rd1
        "|([a-h]x)?[a-h][1-8](=[QRBN])?[+#]?"                                   // SAN pawn moves: exd5, e8=Q
        "|O-O(-O)?[+#]?"                                                        // castling
        "|[KQRBN]?[a-h][1-8][-x][a-h][1-8](=[QRBN])?[+#]?"                      // long algebraic: h5-h4, Ng1-f3
        "|[A-HJ-T](1[0-9]|[1-9])"                                               // a Go point: D4, Q16
        "|([A-Z]{1,3}\\.)?[0-9]+(\\.[0-9]+)*"                                  // articles: 7.5.5, A.5.2, III.3.1.1
        "|I{1,3}");                                                             // the Guidelines: 准则III
    return std::regex_match(word, notation);
}

// True when `text` holds `phrase` as whole words, as the regular expression \bphrase\b finds it
// (a word character is a letter, a digit or '_'). A search per event kind and text: compiling and
// running a std::regex for each took most of this file's time under the sanitizers.
bool has_words(const std::string& text, const std::string& phrase) {
    const auto word_character = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
    for (auto at = text.find(phrase); at != std::string::npos; at = text.find(phrase, at + 1)) {
        const std::size_t end = at + phrase.size();
        if ((at == 0 || !word_character(text[at - 1])) && (end == text.size() || !word_character(text[end]))) return true;
    }
    return false;
}

// What is wrong with one text in one language (empty: nothing).
// The content's Chinese lint rules (assets/lint), loaded once.
const validate::ChineseTextRules& lint_rules() {
    static const validate::ChineseTextRules rules = [] {
        ContentErrors errors;
        auto loaded = validate::load_chinese_text_rules(fs::path(ARBITER_SOURCE_DIR) / "assets" / "lint", errors);
        REQUIRE(errors.empty());
        return loaded;
    }();
    return rules;
}

std::vector<std::string> language_problems(const std::string& text, Language lang) {
    std::vector<std::string> out;
    static const std::regex placeholder("\\{[A-Za-z_]*\\}");
    if (std::regex_search(text, placeholder)) out.push_back("an unfilled {placeholder}");
    if (text.find('@') != std::string::npos) out.push_back("a stray '@'");
    if (text.find('`') != std::string::npos) out.push_back("a backquoted identifier");
    if (lang == Language::En) {
        static const std::regex snake("[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_]+");
        if (std::smatch m; std::regex_search(text, m, snake)) out.push_back("a raw identifier '" + m.str() + "'");
        static const std::regex ruling_id("\\b(chess|go)\\.[a-z]");
        if (std::smatch m; std::regex_search(text, m, ruling_id)) out.push_back("a ruling id '" + m.str() + "…'");
        for (const auto& cp : code_points(text))
            if (is_cjk(decode(cp))) {
                out.push_back("a Chinese character or full-width mark '" + cp + "' in English");
                break;
            }
        // "The later clock_press event": an event kind named by its file word.
        for (const auto& spec : event_specs())
            if (has_words(text, std::string(spec.name) + " event"))
                out.push_back("the event named by its file word '" + std::string(spec.name) + "'");
        return out;
    }
    // Chinese: words in Latin letters must be notation (this also catches snake_case and chess.xxx).
    static const std::regex word("[A-Za-z0-9][A-Za-z0-9_.=+#-]*");
    for (auto it = std::sregex_iterator(text.begin(), text.end(), word); it != std::sregex_iterator(); ++it) {
        std::string w = it->str();
        while (!w.empty() && w.back() == '.') w.pop_back();
        if (w.find_first_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") == std::string::npos) continue;
        if (is_notation(w)) continue;
        out.push_back((format_words().count(w) ? "a raw identifier '" : "an English word '") + w + "'");
    }
    // The content's Chinese lint (assets/lint): bad conversions, quotation marks, glossary variants.
    const auto& rules = lint_rules();
    // (Its Latin-word rule is left to the stricter check above, which knows the engine's notation.)
    for (const auto& finding : validate::lint_chinese_text(text, lang, rules))
        if (finding.key != "problem.lint.latin_word") out.push_back(finding.message);
    return out;
}

// A penalty's text with an amount of 0 ("对方加0秒"): a penalty stated without its amount.
bool zero_amount(const std::string& text) {
    static const std::regex zero("(^|[^0-9.:])0 ?(秒|子|seconds|stone)");
    return std::regex_search(text, zero);
}

// Checks every language of a text; `what` says where it comes from.
void check_text(const LocalizedText& text, const std::string& what, std::map<std::string, int>& failures) {
    for (Language lang : kAllLanguages) {
        const std::string& t = text.get(lang);
        if (t.empty()) {
            FAIL_CHECK(what << " [" << language_tag(lang) << "] is empty");
            continue;
        }
        for (const auto& problem : language_problems(t, lang)) {
            // At most three reports per distinct problem keep a broken template from flooding the output.
            if (failures[problem]++ < 3) FAIL_CHECK(what << " [" << language_tag(lang) << "]: " << problem << "\n    " << t);
        }
    }
    // zh-Hant against the character conversion of zh-Hans, as `arbiter-cli validate` checks the content.
    for (const auto& hunk : validate::unlisted_conversion_hunks(text.zh_hans, text.zh_hant, lint_rules().conversion)) {
        const std::string problem = validate::conversion_hunk_message(hunk, "");
        if (failures[problem]++ < 3) FAIL_CHECK(what << ": " << problem << "\n    " << text.zh_hans << "\n    " << text.zh_hant);
    }
}

// A problem the engine writes about an incident (replay.hpp, adjudicator.hpp). Each language is
// there and has no unfilled placeholder; the English is English. In Chinese, what the author
// wrote or must write is shown as written inside `backquotes` or quotation marks (“fide-1997”,
// `legal: false`, a FEN): outside those the text is checked as an explanation is, so a word of the
// incident format or an English sentence left in it fails.
void check_problem_text(const LocalizedText& text, const std::string& what, std::map<std::string, int>& failures) {
    static const std::regex placeholder("\\{[A-Za-z0-9_]+\\}");
    static const std::regex quoted("`[^`]*`|“[^”]*”|「[^」]*」");
    for (Language lang : kAllLanguages) {
        const std::string& t = text.get(lang);
        if (t.empty()) {
            FAIL_CHECK(what << " [" << language_tag(lang) << "] is empty");
            continue;
        }
        std::vector<std::string> found;
        if (std::regex_search(t, placeholder)) found.push_back("an unfilled {placeholder}");
        if (lang == Language::En) {
            for (const auto& cp : code_points(t))
                if (is_cjk(decode(cp))) {
                    found.push_back("a Chinese character or full-width mark '" + cp + "' in English");
                    break;
                }
        } else {
            found = language_problems(std::regex_replace(t, quoted, lang == Language::ZhHant ? "「」" : "“”"), lang);
            if (std::regex_search(t, placeholder)) found.push_back("an unfilled {placeholder}");
        }
        for (const auto& problem : found)
            if (failures[problem]++ < 3) FAIL_CHECK(what << " [" << language_tag(lang) << "]: " << problem << "\n    " << t);
    }
    for (const auto& hunk : validate::unlisted_conversion_hunks(text.zh_hans, text.zh_hant, lint_rules().conversion)) {
        const std::string problem = validate::conversion_hunk_message(hunk, "");
        if (failures[problem]++ < 3) FAIL_CHECK(what << ": " << problem << "\n    " << text.zh_hans << "\n    " << text.zh_hant);
    }
}

// The explanation and the texts the front ends show for a ruling's parts and for the whole key.
void check_ruling(const Ruling& r, const std::string& what, std::map<std::string, int>& failures) {
    check_text(r.explanation, what + " explanation", failures);
    check_text(outcome_text(r.outcome), what + " outcome", failures);
    for (const auto& p : r.penalties) check_text(penalty_text(p), what + " penalty", failures);
    for (const auto& c : r.corrections) check_text(correction_text(c.kind), what + " correction", failures);
    // The ruling as an answer reads in both front ends ("结果：黑方胜 · 处罚：白方：判负 · 条款：《…》第 6.9 条（…）"),
    // with its documents' and articles' titles.
    const auto citations = r.all_citations();
    check_text(training::describe_answer(answer_from_ruling(r), citations.empty() ? "" : citations.front().document),
               what + " key", failures);
}

}  // namespace

TEST_CASE("explanation language: the checks catch what they are meant to catch") {
    CHECK(!language_problems("此后的事件（clock_press（1:05:00））发生在对局结束之后。", Language::ZhHans).empty());
    CHECK(!language_problems("The later clock_press event came after the end.", Language::En).empty());
    CHECK(!language_problems("The later move event (1:05:00) came after the end.", Language::En).empty());
    CHECK(!language_problems("{p} resigned.", Language::En).empty());
    CHECK(!language_problems("White's flag (noticed by @).", Language::En).empty());
    CHECK(!language_problems("see chess.checkmate", Language::En).empty());
    CHECK(!language_problems("白方胜。", Language::En).empty());
    CHECK(!language_problems("白方判负（move）。", Language::ZhHans).empty());
    CHECK(!language_problems("白方判负，white_wins。", Language::ZhHans).empty());
    CHECK(!language_problems("循环劫（triple_ko）。", Language::ZhHant).empty());
    CHECK(!language_problems("和棋條件：这步棋", Language::ZhHant).empty());
    CHECK(!language_problems("白方勝，对局结束。", Language::ZhHant).empty());
    CHECK(language_problems("白方在1:02:14走a7g7将杀（第5.1.1、6.2.1.1、A.5.2、III.3.1.1条）。", Language::ZhHans).empty());
    // One problem per simplified-only character (the content's lint, assets/lint/).
    CHECK(language_problems("黑方在Q16劫爭馬上回提：著手無效，弃权", Language::ZhHant).size() == 2);
    CHECK(language_problems("白方按了棋鍾。", Language::ZhHant).size() == 1);
    CHECK(language_problems("白方将死黑方。", Language::ZhHans).size() == 1);
    CHECK(language_problems("白方的封棋著法Rd1含義不清；兵換成同色的后；O-O、Nf3、e8=Q、exd5。", Language::ZhHant).empty());
    CHECK(language_problems("White checkmated with a7g7 at 1:02:14 (5.1.1); 120 seconds.", Language::En).empty());
    // Whole words only, as \b...\b would have it.
    CHECK(has_words("move event", "move event"));
    CHECK(has_words("The later move event (1:05:00).", "move event"));
    CHECK_FALSE(has_words("a remove event", "move event"));
    CHECK_FALSE(has_words("the move events", "move event"));
    CHECK_FALSE(has_words("a move_event", "move event"));
}

TEST_CASE("explanation language: outcome, penalty, correction and event names in three languages") {
    std::map<std::string, int> failures;
    for (int i = 0; i <= static_cast<int>(Outcome::Counting); ++i)
        check_text(outcome_text(static_cast<Outcome>(i)), "outcome " + std::string(outcome_name(static_cast<Outcome>(i))),
                   failures);
    for (int i = 0; i <= static_cast<int>(PenaltyKind::ArbiterPenalty); ++i)
        for (std::int64_t amount : {0, 1, 60, 120})
            for (Player p : {Player::White, Player::Black}) {
                const LocalizedText text = penalty_text({p, static_cast<PenaltyKind>(i), amount, {}, {}});
                const std::string what = "penalty " + std::string(penalty_name(static_cast<PenaltyKind>(i)));
                check_text(text, what, failures);
                // No amount (an answer or a grading key that states none) reads as the kind alone.
                for (Language l : kAllLanguages) CHECK_MESSAGE(!zero_amount(text.get(l)), what << ": " << text.get(l));
            }
    CHECK(zero_amount("白方：对方加0秒"));
    CHECK(zero_amount("White: 0 seconds added to the opponent"));
    CHECK_FALSE(zero_amount("White: 10 seconds added to the opponent"));
    for (int i = 0; i <= static_cast<int>(CorrectionKind::ReportToCommittee); ++i)
        check_text(correction_text(static_cast<CorrectionKind>(i)),
                   "correction " + std::string(correction_name(static_cast<CorrectionKind>(i))), failures);
    for (const auto& spec : event_specs())
        for (GameKind game : {GameKind::Chess, GameKind::Go})
            check_text(event_text(spec.kind, game), "event " + std::string(spec.name), failures);
}

TEST_CASE("explanation language: every scenario of the library and every reference incident" * doctest::test_suite("library")) {
    std::map<std::string, int> failures;
    const content::ScenarioLoad& load = test::repository_scenarios();
    for (const auto& e : load.errors) FAIL_CHECK(e.to_string());
    REQUIRE(load.scenarios.size() >= 200);
    for (const auto& s : load.scenarios) {
        const Adjudication a = adjudicate(s.incident);
        for (const auto& p : a.problems) FAIL_CHECK(s.file << ": " << p.en);
        if (a.ruling) check_ruling(*a.ruling, s.file, failures);
    }
    std::size_t incidents = 0;
    for (const auto& entry : fs::recursive_directory_iterator(fs::path(ARBITER_SOURCE_DIR) / "tests/data/incidents")) {
        if (entry.path().extension() != ".yaml") continue;
        ContentErrors errors;
        const auto loaded = content::load_incident_file(entry.path(), errors);
        if (!loaded) continue;  // files that test the loader's refusals
        const Adjudication a = adjudicate(loaded->incident);
        if (!a.ruling) continue;
        ++incidents;
        check_ruling(*a.ruling, entry.path().filename().string(), failures);
    }
    CHECK(incidents >= 100);
    MESSAGE(load.scenarios.size() << " scenarios and " << incidents << " reference incidents read");
}

TEST_CASE("explanation language: generated incidents of every event kind, both games, every rule set") {
    std::map<std::string, int> failures;
    SeededRandom rng{20240611};
    std::set<std::pair<std::string, std::string>> kinds_ruled;  // (rule set, event) that reached a ruling
    std::set<std::string> ruling_ids;
    int ruled = 0, refused = 0;
    constexpr int kIncidents = 600;
    for (int i = 0; i < kIncidents; ++i) {
        const RuleSet& rule_set = rule_sets()[static_cast<std::size_t>(i) % rule_sets().size()];
        const Incident inc = test::random_incident(rng, rule_set);
        const Adjudication a = adjudicate(inc);
        if (!a.ruling) {
            ++refused;  // a field combination the adjudicator refuses with problems, which its author reads
            for (const auto& p : a.problems) check_problem_text(p, "generated #" + std::to_string(i) + " problem", failures);
            continue;
        }
        ++ruled;
        std::string what = "generated #" + std::to_string(i) + " (" + inc.rule_set + ":";
        for (const auto& e : inc.events) {
            what += " " + std::string(event_name(e.kind));
            kinds_ruled.insert({inc.rule_set, std::string(event_name(e.kind))});
        }
        what += ")";
        for (const auto& id : a.ruling->parts) ruling_ids.insert(id);
        check_ruling(*a.ruling, what, failures);
    }
    MESSAGE(ruled << " generated incidents ruled, " << refused << " refused, " << ruling_ids.size() << " ruling ids");
    CHECK(ruled >= 400);
    // Every event kind of each game was ruled on under every rule set of that game.
    for (const auto& rs : rule_sets())
        for (const auto& spec : event_specs()) {
            if (spec.games == Games::GoOnly && rs.game != GameKind::Go) continue;
            if (spec.games == Games::ChessOnly && rs.game != GameKind::Chess) continue;
            CAPTURE(rs.id);
            CAPTURE(spec.name);
            CHECK(kinds_ruled.count({std::string(rs.id), std::string(spec.name)}) == 1);
        }
}

namespace {

Event event(EventKind kind, std::initializer_list<std::pair<const char*, FieldValue>> fields) {
    Event e;
    e.kind = kind;
    for (const auto& [name, value] : fields) e.set(name, value);
    return e;
}

Incident incident(GameKind game, const char* rule_set, const char* position, std::vector<Event> events) {
    Incident inc;
    inc.game = game;
    inc.rule_set = rule_set;
    inc.position = position;
    inc.events = std::move(events);
    return inc;
}

}  // namespace

TEST_CASE("explanation language: the engine's problems with an incident, in three languages") {
    // A 5x5 Go board: B4, A3, B2 black; C4, B3, D3, C2 white.
    const char* go_board = ". . . . .\n. X O . .\nX O . O .\n. X O . .\n. . . . .\n";
    const char* chess_board = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
    const FieldValue black = std::string("black"), white = std::string("white");
    const auto text = [](const char* word) { return FieldValue(std::string(word)); };
    // Each incident draws at least one different problem (the field it is at in the comment).
    std::vector<std::pair<std::string, Incident>> cases = {
        {"go occupied, said legal (legal)",
         incident(GameKind::Go, "cn-go-1988", go_board,
                  {event(EventKind::Move, {{"by", white}, {"move", text("B4")}, {"legal", true}})})},
        {"go not a point (move)",
         incident(GameKind::Go, "cn-go-1988", go_board, {event(EventKind::Move, {{"by", black}, {"move", text("F6")}})})},
        {"go another reason (reason)",
         incident(GameKind::Go, "cn-go-1988", go_board,
                  {event(EventKind::Move, {{"by", white}, {"move", text("B4")}, {"legal", false}, {"reason", text("suicide")}})})},
        {"go legal, said illegal (legal)",
         incident(GameKind::Go, "cn-go-1988", go_board, {event(EventKind::Move, {{"by", black}, {"move", text("E5")}, {"legal", false}})})},
        {"go stone moved from an empty point (from)",
         incident(GameKind::Go, "cn-go-1988", go_board,
                  {event(EventKind::StoneMoved, {{"by", black}, {"from", text("A1")}, {"to", text("B4")}})})},
        {"go dead stones on an empty point (stones)",
         incident(GameKind::Go, "cn-go-1988", go_board,
                  {event(EventKind::DeadStoneDispute, {{"by", black}, {"stones", std::vector<std::string>{"E1"}}})})},
        {"go sealed point (occupied)",
         incident(GameKind::Go, "cn-go-1988", go_board,
                  {event(EventKind::SealedMove, {{"by", black}, {"move", text("C4")}, {"occupied", false}})})},
        {"chess illegal, said legal (legal)",
         incident(GameKind::Chess, "fide-2023-standard", chess_board,
                  {event(EventKind::Move, {{"by", white}, {"move", text("e1e3")}, {"legal", true}})})},
        {"chess legal, said illegal (legal)",
         incident(GameKind::Chess, "fide-2023-standard", chess_board,
                  {event(EventKind::Move, {{"by", white}, {"move", text("e1f1")}, {"legal", false}})})},
        {"chess another reason (reason)",
         incident(GameKind::Chess, "fide-2023-standard", chess_board,
                  {event(EventKind::Move,
                         {{"by", white}, {"move", text("h1h8")}, {"legal", false}, {"reason", text("leaves_king_in_check")}})})},
        {"chess no end of the game (ends_game)",
         incident(GameKind::Chess, "fide-2023-standard", chess_board,
                  {event(EventKind::Move, {{"by", white}, {"move", text("h1h8")}, {"ends_game", text("checkmate")}})})},
        {"chess touch of an empty square (square)",
         incident(GameKind::Chess, "fide-2023-standard", chess_board,
                  {event(EventKind::Touch, {{"by", white}, {"square", text("e5")}, {"touched", text("own")}})})},
        {"chess claim (valid)",
         incident(GameKind::Chess, "fide-2023-standard", chess_board,
                  {event(EventKind::Claim, {{"by", white}, {"claim", text("threefold")}, {"valid", true}})})},
        // The rest of the replay's disagreements, one each (docs/incident-format.md, "What the replay derives").
        {"chess claim intended move illegal (intended)",
         incident(GameKind::Chess, "fide-2023-standard", chess_board,
                  {event(EventKind::Claim, {{"by", white}, {"claim", text("threefold")}, {"intended", text("h1h9")}})})},
        {"chess claim after pressing (after_pressing)",
         incident(GameKind::Chess, "fide-2023-standard", chess_board,
                  {event(EventKind::Claim, {{"by", white}, {"claim", text("threefold")}, {"after_pressing", true}, {"valid", false}})})},
        {"chess touch of the opponent's piece as own (touched)",
         incident(GameKind::Chess, "fide-2023-standard", chess_board,
                  {event(EventKind::Touch, {{"by", white}, {"square", text("e8")}, {"touched", text("own")}})})},
        {"chess touch can_move (can_move)",
         incident(GameKind::Chess, "fide-2023-standard", chess_board,
                  {event(EventKind::Touch, {{"by", white}, {"square", text("h1")}, {"touched", text("own")}, {"can_move", false}})})},
        {"chess touch then an illegal move (played)",
         incident(GameKind::Chess, "fide-2023-standard", chess_board,
                  {event(EventKind::Touch, {{"by", white}, {"square", text("h1")}, {"touched", text("own")}, {"played", text("h1a8")}})})},
        {"chess castling that is not one (reason)",
         incident(GameKind::Chess, "fide-2023-standard", chess_board,
                  {event(EventKind::Move, {{"by", white}, {"move", text("e1e3")}, {"legal", false}, {"reason", text("castling_illegal")}})})},
        {"chess stops recording (exempt)",
         incident(GameKind::Chess, "fide-2023-standard", chess_board,
                  {event(EventKind::StopsRecording, {{"by", white}, {"time_left", std::int64_t{600000}}, {"exempt", true}})})},
        {"chess quickplay claim against a bare king (opponent_can_win)",
         incident(GameKind::Chess, "fide-2023-standard", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
                  {event(EventKind::QuickplayClaim, {{"by", white}, {"time_left", std::int64_t{60000}}, {"opponent_can_win", true}})})},
        {"go diagram that cannot be read (position)",
         incident(GameKind::Go, "cn-go-1988", ". . .\n. . . .\n", {event(EventKind::Pass, {{"by", white}})})},
        {"go stone moved onto an occupied point (to)",
         incident(GameKind::Go, "cn-go-1988", go_board, {event(EventKind::StoneMoved, {{"to", text("B4")}, {"agreed", true}})})},
        {"go wrong capture of an empty point (stones)",
         incident(GameKind::Go, "cn-go-1988", go_board,
                  {event(EventKind::WrongCapture, {{"by", black}, {"stones", std::vector<std::string>{"E5"}}})})},
        {"go life claim on an empty point (group)",
         incident(GameKind::Go, "cn-go-1988", go_board, {event(EventKind::LifeClaim, {{"by", black}, {"group", text("E5")}})})},
        {"go end counted with a dead stone on an empty point (dead)",
         incident(GameKind::Go, "cn-go-1988", go_board,
                  {event(EventKind::EndOfGame, {{"by", black}, {"opponent_agrees", true}, {"dead", std::vector<std::string>{"E5"}}})})},
    };
    // The replay runs only on incidents the adjudicator accepts; these it refuses before.
    const std::size_t board_cases = cases.size();
    cases.insert(cases.end(), {
        {"unknown rule set", incident(GameKind::Chess, "fide-1997", chess_board, {})},
        {"rule set of the other game", incident(GameKind::Chess, "cn-go-1988", chess_board, {})},
        {"event of the other game, missing field",
         incident(GameKind::Chess, "fide-2023-standard", chess_board,
                  {event(EventKind::Resign, {}), event(EventKind::GameCycle, {{"cycle", text("triple_ko")}})})},
    });
    Incident to_move = incident(GameKind::Chess, "fide-2023-standard", chess_board, {});
    to_move.to_move = Player::Black;
    cases.emplace_back("chess to_move", to_move);
    Incident option = incident(GameKind::Chess, "fide-2023-standard", chess_board, {});
    option.options["no_such_option"] = true;
    cases.emplace_back("unknown option", option);
    Incident moves_before = incident(GameKind::Chess, "fide-2023-standard", chess_board, {});
    moves_before.moves_before = {"e1g1", "e8e9"};  // castling, then no UCI move
    cases.emplace_back("chess move before the timeline (position)", moves_before);

    std::map<std::string, int> failures;
    std::set<std::string> sentences;  // the English texts, to see the cases draw different problems
    for (std::size_t i = 0; i < cases.size(); ++i) {
        const auto& [what, inc] = cases[i];
        CAPTURE(what);
        const Adjudication a = adjudicate(inc);
        CHECK_FALSE(a.ruling);
        REQUIRE_FALSE(a.problems.empty());
        for (const auto& p : a.problems) {
            check_problem_text(p, what, failures);
            sentences.insert(p.en);
        }
        if (i >= board_cases && i < board_cases + 3) continue;
        for (const auto& p : replay(inc).problems) {
            check_problem_text(p.message, what + " (replay)", failures);
            // The frame of an event's problem is in the language too: "第 1 个事件（落子）：".
            if (p.event != kNoEvent) CHECK(describe(inc, p).zh_hans.rfind("第 1 个事件（", 0) == 0);
        }
    }
    CHECK(sentences.size() >= cases.size());

    // The reason a move is illegal reads as words, and the YAML word appears only where the author
    // is told what to write.
    const Replay occupied = replay(cases[0].second);
    REQUIRE(occupied.problems.size() == 1);
    CHECK(occupied.problems[0].message.zh_hans == "白方在 B4 落子在棋盘上不合法（落子点已有棋子），但事件写的是 `legal: true`");
    CHECK(occupied.problems[0].message.zh_hant == "白方在 B4 落子在棋盤上不合法（落子點已有棋子），但事件寫的是 `legal: true`");
    CHECK(occupied.problems[0].message.en == "white at B4 is illegal (occupied) on the board, but the event says legal: true");
    CHECK(describe(cases[0].second, occupied.problems[0]).zh_hans ==
          "第 1 个事件（落子）：白方在 B4 落子在棋盘上不合法（落子点已有棋子），但事件写的是 `legal: true`");
    CHECK(describe(cases[0].second, occupied.problems[0]).en ==
          "event 1 (move): white at B4 is illegal (occupied) on the board, but the event says legal: true");

    // What the check leaves as written, and what it catches.
    std::map<std::string, int> none;
    check_problem_text({"未知的规则集“fide-1997”，请写 `legal: false`", "未知的規則集「fide-1997」，請寫 `legal: false`",
                        "unknown rule set 'fide-1997'"},
                       "quoted data", none);
    CHECK(none.empty());
    CHECK_FALSE(language_problems("白方在 B4 不合法（occupied）", Language::ZhHans).empty());
    CHECK_FALSE(language_problems("写的是 legal: false", Language::ZhHans).empty());
}
