#include "app/core/content/scenario_checks.hpp"

#include <algorithm>
#include <iomanip>
#include <set>
#include <sstream>

#include "app/core/content/question_loader.hpp"
#include "app/core/content/scenario_loader.hpp"
#include "app/core/problem_text.hpp"
#include "engine/rules/adjudicator.hpp"
#include "engine/rules/grading.hpp"
#include "engine/rules/replay.hpp"
#include "engine/rules/rule_set.hpp"
#include "engine/rules/ruling_text.hpp"

namespace arbiter::content {

namespace fs = std::filesystem;

namespace {

// The engine's ruling in words of the reader's language: its id as written, then the outcome,
// penalties, corrections and articles (rules::ruling_words), the event that decided it and the
// engine's explanation — which event, which article, in words.
std::vector<MessageArg> ruling_args(const Scenario& s, const rules::Ruling& r) {
    std::vector<MessageArg> args{{"id", r.id}, MessageArg::localized("ruling", rules::ruling_words(r))};
    args.push_back(r.decided_at && *r.decided_at < s.incident.events.size()
                       ? MessageArg::localized("event", rules::event_place(s.incident, *r.decided_at))
                       : MessageArg::words("event", "problem.whole_timeline"));
    args.push_back(MessageArg::localized("why", r.explanation));
    return args;
}

ContentError at(const Scenario& s, std::size_t line, std::size_t column, std::string key, std::vector<MessageArg> args = {},
                std::vector<MessageArg> where = {}) {
    return content_problem(s.file, line ? line : 1, line ? column : 1, std::move(key), std::move(args), std::move(where));
}

// Simplified forms of the arbiter's terms that must not survive in zh-Hant (s2twp output is checked
// against these).
constexpr std::pair<const char*, const char*> kSimplifiedTerms[] = {
    {"弃权", "棄權"}, {"读秒", "讀秒"}, {"判负", "判負"},   {"对局", "對局"},     {"裁判长", "裁判長"},
    {"劫争", "劫爭"}, {"禁着点", "禁著點"}, {"棋钟", "棋鐘"}, {"时限", "時限"}, {"警告一次", "警告一次"},
    {"认输", "認輸"}, {"迟到", "遲到"}, {"按钟", "按鐘"},   {"复盘", "復盤"},     {"提子", "提子"},
};

void check_traditional(const Scenario& s, const LocalizedText& text, const MessageArg& what, std::size_t line,
                       ContentErrors& errors) {
    for (const auto& [simplified, traditional] : kSimplifiedTerms) {
        if (std::string_view(simplified) == traditional) continue;
        if (text.zh_hant.find(simplified) == std::string::npos) continue;
        MessageArg named = what;
        named.name = "what";
        errors.push_back(at(s, line, 1, "problem.simplified_in_traditional",
                            {named, {"simplified", simplified}, {"traditional", traditional}}));
    }
}

// Under the content's scenarios/ folder a file sits at <game>/<first topic>/<file>, nowhere else:
// the trainer loads every file under it, and the folders say what each is.
void check_depth(const Scenario& s, const fs::path& scenarios_root, ContentErrors& errors) {
    if (scenarios_root.empty() || s.location.empty()) return;
    std::error_code ec;
    const fs::path root = fs::weakly_canonical(scenarios_root, ec);
    const fs::path file = fs::weakly_canonical(s.location, ec);
    if (ec) return;
    const fs::path relative = file.lexically_relative(root);
    if (relative.empty() || *relative.begin() == "..") return;  // not under it: a test's or an author's file
    if (std::distance(relative.begin(), relative.end()) != 3)
        errors.push_back(at(s, 1, 1, "problem.scenario_outside_folder", {{"path", relative.generic_string()}}));
}

// scenarios/<game>/<topic>/<file>: the folder says what the file claims to be.
void check_location(const Scenario& s, ContentErrors& errors) {
    const fs::path path(s.file);
    std::vector<std::string> parts;
    for (const auto& p : path) parts.push_back(p.string());
    for (std::size_t i = 0; i + 3 < parts.size(); ++i) {
        if (parts[i] != "scenarios") continue;
        const std::string game(rules::game_name(s.incident.game));
        if (parts[i + 1] != game)
            errors.push_back(at(s, 1, 1, "problem.scenario_game_folder", {{"game", game}, {"folder", parts[i + 1]}}));
        else if (!s.topics.empty() && parts[i + 2] != s.topics.front())
            errors.push_back(at(s, 1, 1, "problem.scenario_topic_folder",
                                {{"folder", parts[i + 2]}, {"topic", s.topics.front()}, {"game", game}}));
        return;
    }
}

}  // namespace

std::string describe_ruling(const rules::Ruling& r) {
    std::string out = r.id + ": " + std::string(rules::outcome_name(r.outcome));
    std::vector<std::string> words;
    for (const auto& p : r.penalties)
        words.push_back(std::string(rules::player_name(p.player)) + " " + std::string(rules::penalty_name(p.kind)) +
                        (p.amount ? " " + std::to_string(p.amount) : ""));
    out += "; penalties " + (words.empty() ? std::string("none") : join_text(words, ", "));
    words.clear();
    for (const auto& c : r.corrections) words.emplace_back(rules::correction_name(c.kind));
    out += "; corrections " + (words.empty() ? std::string("none") : join_text(words, ", "));
    words.clear();
    for (const auto& c : r.all_citations()) words.push_back(c.article);
    out += "; articles " + (words.empty() ? std::string("none") : join_text(words, ", "));
    return out;
}

std::vector<std::size_t> options_equal_to(const Scenario& s, const rules::Ruling& ruling) {
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < s.options.size(); ++i)
        if (rules::grade(s.options[i].ruling, ruling).exact) out.push_back(i);
    return out;
}

void check_scenario_text(const Scenario& s, ContentErrors& errors, const SourceCatalog* sources, const fs::path& scenarios_root) {
    check_location(s, errors);
    check_depth(s, scenarios_root, errors);
    check_traditional(s, s.title, MessageArg::place("title"), s.title_line, errors);
    check_traditional(s, s.prompt, MessageArg::place("prompt"), s.prompt_line, errors);
    for (std::size_t i = 0; i < s.options.size(); ++i)
        if (s.options[i].text)
            check_traditional(s, *s.options[i].text,
                              MessageArg::words("", "problem.place.option", {{"n", std::to_string(i + 1)}}), s.options[i].line,
                              errors);
    if (sources && !sources->documents().empty())
        for (const auto& c : s.sources)
            if (!sources->contains(c.document) && !rules::find_document(c.document))
                errors.push_back(at(s, 1, 1, "problem.source_unknown_document", {{"document", c.document}}));
}

std::optional<rules::Ruling> check_scenario(const Scenario& s, ContentErrors& errors, const SourceCatalog* sources,
                                            const fs::path& scenarios_root) {
    check_scenario_text(s, errors, sources, scenarios_root);

    const rules::Adjudication adjudication = s.replay ? rules::adjudicate(s.incident, *s.replay) : rules::adjudicate(s.incident);
    for (const auto& problem : adjudication.problems)
        errors.push_back(at(s, 1, 1, "problem.engine_cannot_judge", {MessageArg::localized("detail", problem)}));
    if (!adjudication.ruling) return std::nullopt;
    const rules::Ruling& ruling = *adjudication.ruling;

    if (s.expected) {
        const rules::Grade g = rules::grade(*s.expected, ruling);
        if (!g.exact) {
            auto args = ruling_args(s, ruling);
            args.push_back(MessageArg::localized("differences", rules::grade_difference_text(g)));
            errors.push_back(at(s, s.expect_line, 1, "problem.expect_differs", std::move(args)));
        }
    }
    if (!s.options.empty()) {
        const auto equal = options_equal_to(s, ruling);
        if (equal.empty()) {
            errors.push_back(at(s, s.question_line, 1, "problem.no_option_equals", ruling_args(s, ruling)));
        } else if (equal.size() > 1) {
            std::vector<std::string> which;
            for (auto i : equal) which.push_back(std::to_string(i + 1));
            errors.push_back(at(s, s.options[equal[1]].line, s.options[equal[1]].column, "problem.options_equal",
                                {{"options", join_text(which, ", ")}}));
        }
    }
    if (s.build) {
        const BuildQuestion& b = *s.build;
        std::vector<std::string> missing;
        if (!b.outcomes.empty() && std::find(b.outcomes.begin(), b.outcomes.end(), ruling.outcome) == b.outcomes.end())
            missing.emplace_back(rules::outcome_name(ruling.outcome));
        if (!b.penalties.empty())
            for (const auto& p : ruling.penalties)
                if (std::find(b.penalties.begin(), b.penalties.end(), p.kind) == b.penalties.end())
                    missing.emplace_back(rules::penalty_name(p.kind));
        if (!b.corrections.empty())
            for (const auto& c : ruling.corrections)
                if (std::find(b.corrections.begin(), b.corrections.end(), c.kind) == b.corrections.end())
                    missing.emplace_back(rules::correction_name(c.kind));
        if (!b.articles.empty())
            for (const auto& c : ruling.all_citations())
                if (std::find(b.articles.begin(), b.articles.end(), c.article) == b.articles.end()) missing.push_back(c.article);
        if (!missing.empty())
            errors.push_back(at(s, b.line, b.column, "problem.build_lacks", {{"missing", join_text(missing, ", ")}}));
    }
    const auto cited = ruling.all_citations();
    if (!cited.empty() && std::none_of(s.sources.begin(), s.sources.end(), [&](const Citation& c) {
            return std::find(cited.begin(), cited.end(), c) != cited.end();
        })) {
        std::vector<std::string> words;
        for (const auto& c : cited) words.push_back(c.document + " " + c.article);
        errors.push_back(at(s, 1, 1, "problem.source_cites_none", {{"articles", join_text(words, ", ")}}));
    }
    return ruling;
}

// ---- coverage ---------------------------------------------------------------------------------

std::size_t ScenarioCoverage::articles_below(std::size_t n) const {
    return static_cast<std::size_t>(
        std::count_if(articles.begin(), articles.end(), [n](const ArticleCount& a) { return a.scenarios < n; }));
}

namespace {

// The referee chapters: 1988 第三章 裁判法 (Art. 17–25) and the 1988 timing article 12 that its
// 23.5 enforces (12.1 the time limit, 12.2 the byo-yomi); the 2002(b) referee articles (17 on);
// the FIDE Laws' articles as the engine lists them (all of them bear on an arbiter's decisions).
bool in_referee_chapter(std::string_view document, std::string_view article) {
    if (document == "fide-laws-2023") return true;
    int number = 0;
    for (char c : article) {
        if (c < '0' || c > '9') break;
        number = number * 10 + (c - '0');
    }
    if (document == "cn-go-1988") return (number >= 17 && number <= 25) || number == 12;
    if (document == "cn-go-2002") return number >= 17;
    return false;
}

// Neither side has played in the timeline: no move or pass, and (chess) no moves before it.
bool nobody_has_played(const rules::Incident& incident) {
    if (!incident.moves_before.empty()) return false;
    return std::none_of(incident.events.begin(), incident.events.end(), [](const rules::Event& e) {
        return e.kind == rules::EventKind::Move || e.kind == rules::EventKind::Pass;
    });
}

// The ruling with the other side to move, when it differs from `given` (none when the flipped
// incident cannot be judged, e.g. a FEN whose own side to move then contradicts it).
std::optional<std::string> flipped_ruling(const rules::Incident& incident, const rules::Ruling& given) {
    if (!incident.to_move || !nobody_has_played(incident)) return std::nullopt;
    rules::Incident flipped = incident;
    flipped.to_move = rules::other(*incident.to_move);
    const rules::Adjudication a = rules::adjudicate(flipped);
    if (!a.ruling) return std::nullopt;
    const std::string then = describe_ruling(*a.ruling);
    if (then == describe_ruling(given)) return std::nullopt;
    return then;
}

}  // namespace

ScenarioCoverage scenario_coverage(const std::vector<Scenario>& scenarios,
                                   const std::vector<std::optional<rules::Ruling>>& rulings) {
    ScenarioCoverage c;
    std::map<Citation, std::size_t> cited;
    for (std::size_t i = 0; i < scenarios.size(); ++i) {
        const Scenario& s = scenarios[i];
        ++c.total;
        ++c.by_game[std::string(rules::game_name(s.incident.game))];
        ++c.by_rule_set[s.incident.rule_set];
        if (!s.topics.empty()) ++c.by_topic[std::string(rules::game_name(s.incident.game)) + "/" + s.topics.front()];
        for (auto l : s.levels) ++c.by_level[std::string(level_tag(l))];
        ++c.by_time_control[std::string(time_control_tag(s.time_control))];
        ++c.by_difficulty[s.difficulty];
        std::set<Citation> mine(s.sources.begin(), s.sources.end());
        if (i < rulings.size() && rulings[i]) {
            ++c.by_ruling[rulings[i]->id];
            for (const auto& cit : rulings[i]->all_citations()) mine.insert(cit);
            if (auto flipped = flipped_ruling(s.incident, *rulings[i]))
                c.to_move_sensitive.push_back({s.id, s.file, describe_ruling(*rulings[i]), std::move(*flipped)});
        }
        for (const auto& cit : mine) ++cited[cit];
    }
    for (const auto& doc : rules::documents())
        for (const auto& a : doc.articles)
            if (in_referee_chapter(doc.id, a.number)) {
                auto it = cited.find(Citation{std::string(doc.id), std::string(a.number)});
                c.articles.push_back({std::string(doc.id), std::string(a.number), it == cited.end() ? 0 : it->second});
            }
    return c;
}

std::string format_scenario_coverage(const ScenarioCoverage& c) {
    std::ostringstream out;
    auto table = [&](const char* title, const auto& counts) {
        out << title << ":";
        for (const auto& [key, n] : counts) out << " " << key << " " << n << ";";
        out << "\n";
    };
    out << "\nScenario coverage: " << c.total << " scenarios\n";
    table("by game", c.by_game);
    table("by rule set", c.by_rule_set);
    table("by level", c.by_level);
    table("by time control", c.by_time_control);
    table("by difficulty", c.by_difficulty);
    out << "by topic (game/first topic):\n";
    for (const auto& [topic, n] : c.by_topic) out << "  " << std::left << std::setw(34) << topic << std::right << std::setw(4) << n << "\n";
    out << "by engine ruling:\n";
    for (const auto& [id, n] : c.by_ruling) out << "  " << std::left << std::setw(34) << id << std::right << std::setw(4) << n << "\n";
    out << "scenarios citing each referee article (source or engine ruling; * = fewer than 2):\n";
    std::string document;
    for (const auto& a : c.articles) {
        if (a.document != document) {
            document = a.document;
            out << "  " << document << ":\n";
        }
        const rules::Document* doc = rules::find_document(a.document);
        const rules::Article* art = doc ? doc->article(a.article) : nullptr;
        out << "    " << (a.scenarios < 2 ? "* " : "  ") << std::left << std::setw(10) << a.article << std::right
            << std::setw(4) << a.scenarios << "  " << (art ? art->title.en : "") << "\n";
    }
    out << "articles cited by fewer than 2 scenarios: " << c.articles_below(2) << " of " << c.articles.size() << "\n";
    out << "rulings that change when only to_move changes, nobody having played (for review): " << c.to_move_sensitive.size()
        << "\n";
    for (const auto& t : c.to_move_sensitive)
        out << "  " << t.file << "\n    as given: " << t.as_given << "\n    other side to move: " << t.flipped << "\n";
    return out.str();
}

}  // namespace arbiter::content
