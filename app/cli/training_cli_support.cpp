#include "app/cli/training_cli_support.hpp"

#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <iostream>

#include "app/cli/cli_strings.hpp"
#include "app/core/packs/pack_install.hpp"
#include "app/core/paths.hpp"
#include "app/core/store/refusal_text.hpp"
#include "app/core/text_fill.hpp"
#include "app/core/training/answers/answer_text.hpp"
#include "app/core/training/answers/option_order.hpp"
#include "app/core/training/answers/ruling_words.hpp"
#include "app/core/training/sport_profile.hpp"
#include "engine/go/vertex.hpp"
#include "engine/rules/rule_set.hpp"
#include "engine/rules/ruling_text.hpp"
#include "engine/rules/grading.hpp"

namespace arbiter::cli {

const char* const kTrainingOptionsHelp =
    "  --db FILE            the training database (default: $XDG_DATA_HOME/arbiter-trainer/trainer.db)\n"
    "  --lang LANG          zh-Hans (default), zh-Hant or en\n"
    "  --profile NAME       whose training this is (default: default)\n"
    "  --content-root DIR   where question_bank/ and scenarios/ are (default: the installed content)\n";

std::set<std::string> training_value_options(std::set<std::string> own) {
    own.insert({"--db", "--lang", "--profile", "--content-root"});
    return own;
}

std::chrono::minutes utc_offset_option(const Arguments& args) {
    return std::chrono::minutes(args.integer("--utc-offset", training::local_utc_offset().count()));
}

namespace {
ContentLoader g_content_loader = nullptr;  // set only by tests; see set_content_loader
}  // namespace

void set_content_loader(ContentLoader loader) { g_content_loader = loader; }

TrainingEnvironment open_training(const Arguments& args, bool with_content) {
    TrainingEnvironment env;
    const std::string tag = args.value_or("--lang", "zh-Hans");
    const auto lang = parse_language_tag(tag);
    if (!lang) throw UsageError("unknown language '" + tag + "' (zh-Hans, zh-Hant, en)");
    env.lang = *lang;
    const std::string profile = args.value_or("--profile", "default");
    if (profile.empty()) throw UsageError("--profile needs a name");
    // The database first: a refused file stops us before any content work.
    const auto db = args.value("--db") ? std::filesystem::path(*args.value("--db")) : default_database_path();
    env.store = std::make_unique<store::TrainingStore>(db);
    env.profile_id = env.store->ensure_profile(profile, env.clock.now()).id;
    env.option_seed = static_cast<std::uint64_t>(env.clock.now().time_since_epoch().count());
    if (const auto seed = args.value("--seed")) env.option_seed = std::strtoull(seed->c_str(), nullptr, 10);
    const auto root = content_root(args.value_or("--content-root", ""));
    ContentErrors string_errors;  // a missing or broken strings file leaves the ids shown as they are
    env.strings = UiStrings::load(interface_strings_dir(root), env.lang, string_errors);
    if (with_content) {
        const auto pack_folders = packs::installed_pack_folders();
        env.content = g_content_loader ? g_content_loader(root, pack_folders) : training::TrainingContent::load(root, pack_folders);
        env.store->remember_items(env.content->training_items(), env.clock.now());
    }
    return env;
}

std::string TrainingEnvironment::topic_name(const std::string& topic) const {
    // A topic area or scenario kind (topic.*), else a sub-topic tag (tag.*), else the id itself.
    if (const std::string key = "topic." + topic; strings.has(key)) return strings.get(key);
    if (const std::string key = "tag." + topic; strings.has(key)) return strings.get(key);
    return topic;
}

std::string profile_sport(const TrainingEnvironment& env) {
    for (const auto& p : env.store->profiles())
        if (p.id == env.profile_id) return p.sport;
    return {};
}

std::optional<std::string> default_sport(const TrainingEnvironment& env, const Arguments& args, std::ostream& out) {
    if (args.flag("--all-sports") || args.value("--game")) return std::nullopt;
    const std::string sport = profile_sport(env);
    if (sport != "go" && sport != "chess") return std::nullopt;
    out << fill(env.strings.get("cli.practice.sport_only"), {{"sport", env.strings.get("sport." + sport)}}) << "\n";
    return sport;
}

std::string profile_grade(const TrainingEnvironment& env) {
    for (const auto& p : env.store->profiles())
        if (p.id == env.profile_id) return p.grade;
    return {};
}

std::vector<std::string> default_grade_levels(const TrainingEnvironment& env, const Arguments& args, std::ostream& out) {
    if (args.flag("--all-levels") || args.value("--level")) return {};
    const std::string grade = profile_grade(env);
    std::vector<std::string> levels = training::levels_within_grade(grade);
    if (levels.empty()) return {};
    std::string names;
    for (const auto& level : levels)
        names += (names.empty() ? "" : env.strings.get("cli.practice.topic_separator")) +
                 (env.strings.has("level." + level) ? env.strings.get("level." + level) : level);
    out << fill(env.strings.get("cli.practice.grade_only"), {{"grade", env.strings.get("grade." + grade)}, {"levels", names}}) << "\n";
    return levels;
}

int with_database_errors(Io& io, const Arguments& args, const std::function<int()>& body) {
    try {
        return body();
    } catch (const store::StoreError& e) {
        // The message names the file and says it was left untouched (TrainingStore's rules), in
        // the --lang of the command.
        io.err << "arbiter-cli: " << store::store_error_text(e, load_strings(args)) << "\n";
        return kDatabaseRefused;
    }
}

LineReader::LineReader(std::istream& in) : in_(in), raw_(&in == &std::cin) {}

LineReader::Status LineReader::read(std::string& line, std::optional<std::chrono::milliseconds> timeout) {
    if (!raw_) {
        if (!std::getline(in_, line)) return Status::end;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        return Status::line;
    }
    const auto deadline = timeout ? std::chrono::steady_clock::now() + *timeout : std::chrono::steady_clock::time_point{};
    for (;;) {
        if (const auto newline = buffer_.find('\n'); newline != std::string::npos) {
            line = buffer_.substr(0, newline);
            buffer_.erase(0, newline + 1);
            if (!line.empty() && line.back() == '\r') line.pop_back();
            return Status::line;
        }
        if (eof_) {
            if (buffer_.empty()) return Status::end;
            line.swap(buffer_);
            buffer_.clear();
            return Status::line;
        }
        int wait_ms = -1;
        if (timeout) {
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
            if (left.count() <= 0) return Status::timeout;
            wait_ms = static_cast<int>(left.count());
        }
        pollfd fd{0, POLLIN, 0};
        const int ready = ::poll(&fd, 1, wait_ms);
        if (ready < 0) {
            if (errno == EINTR) continue;
            eof_ = true;
            continue;
        }
        if (ready == 0) return Status::timeout;
        char chunk[4096];
        const ssize_t n = ::read(0, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) eof_ = true;
        else buffer_.append(chunk, static_cast<std::size_t>(n));
    }
}

void print_ruling_words(const training::PracticeItem& item, Language language, std::ostream& out) {
    if (!item.scenario) return;
    for (const auto& line : training::ruling_words_help(item.scenario->incident.game, language)) out << line << "\n";
}

std::string score_text(double score) {
    const double tenths = std::round(score * 10) / 10;
    char text[32];
    std::snprintf(text, sizeof text, tenths == std::floor(tenths) ? "%.0f" : "%.1f", tenths);
    return text;
}

std::string percent(double fraction) {
    return std::to_string(static_cast<int>(std::lround(fraction * 100))) + "%";
}

std::string format_duration(std::chrono::milliseconds ms) {
    long long s = std::max<long long>(0, ms.count() / 1000);
    char text[32];
    if (s >= 3600) std::snprintf(text, sizeof text, "%lld:%02lld:%02lld", s / 3600, s / 60 % 60, s % 60);
    else std::snprintf(text, sizeof text, "%lld:%02lld", s / 60, s % 60);
    return text;
}

namespace {

// The rows (from the top, X/O/.) with the trainer's coordinates: letters A–T without I across,
// numbers counting up from the bottom, so "D4" in a prompt is found on the board.
void print_go_rows(const std::vector<std::string>& rows, std::ostream& out) {
    const int size = static_cast<int>(rows.size());
    std::string letters(8, ' ');  // under "    %3d "
    for (int x = 0; x < static_cast<int>(rows.front().size()); ++x) letters += go::vertex_name({x, 0}).substr(0, 1) + " ";
    out << letters << "\n";
    for (int y = 0; y < size; ++y) {
        char number[16];
        std::snprintf(number, sizeof number, "%3d", size - y);
        std::string spaced;
        for (char c : rows[static_cast<std::size_t>(y)]) spaced += std::string(1, c) + " ";
        out << "    " << number << " " << spaced << size - y << "\n";
    }
    out << letters << "\n";
}

}  // namespace

void print_item(const training::PracticeItem& item, const UiStrings& strings, std::ostream& out, const std::vector<std::size_t>& shown) {
    const Language lang = strings.language();
    if (item.scenario) {
        const content::Scenario& s = *item.scenario;
        // The rules it is judged under by their title ("中国围棋竞赛规则（1988）"), not their id.
        const rules::RuleSet* rule_set = rules::find_rule_set(s.incident.rule_set);
        out << s.title.get(lang) << "  [" << (rule_set ? rule_set->title.get(lang) : s.incident.rule_set) << "]\n";
        // A board without a stone says nothing (a lateness, a player's conduct): the prompt tells it.
        const bool stones = std::any_of(s.start.go_rows.begin(), s.start.go_rows.end(),
                                        [](const std::string& row) { return row.find_first_not_of('.') != std::string::npos; });
        if (stones) {
            print_go_rows(s.start.go_rows, out);
        } else if (!s.start.fen.empty()) {
            out << "    FEN " << s.start.fen << "\n";
        }
        out << s.prompt.get(lang) << "\n";
        for (std::size_t k = 0; k < s.options.size(); ++k) {
            const std::size_t i = shown.size() == s.options.size() ? shown[k] : k;
            out << "  " << training::option_letter(k) << ". "
                << training::scenario_option_text(s, i, lang, training::ArticleTitles::Hidden) << "\n";
        }
        if (s.options.empty()) out << strings.get("cli.item.answer_as_json") << "\n";
        return;
    }
    const content::Question& q = *item.question;
    out << q.prompt.get(lang) << "\n";
    for (std::size_t k = 0; k < q.options.size(); ++k)
        out << "  " << training::option_letter(k) << ". " << q.options[shown.size() == q.options.size() ? shown[k] : k].get(lang) << "\n";
    switch (q.type) {
        case content::QuestionType::SingleChoice: out << strings.get("cli.item.single_choice") << "\n"; break;
        case content::QuestionType::MultipleChoice: out << strings.get("cli.item.multiple_choice") << "\n"; break;
        case content::QuestionType::Ordering: out << strings.get("cli.item.ordering") << "\n"; break;
        case content::QuestionType::TrueFalse: out << strings.get("cli.item.true_false") << "\n"; break;
        case content::QuestionType::Numeric:
            if (q.unit) out << fill(strings.get("cli.item.numeric_unit"), {{"unit", q.unit->get(lang)}}) << "\n";
            else out << strings.get("cli.item.numeric") << "\n";
            break;
    }
}

void print_feedback(const training::Feedback& f, const UiStrings& strings, std::ostream& out, const content::SourceCatalog* sources,
                    const std::string& your_answer) {
    const Language lang = strings.language();
    if (f.correct) out << strings.get("cli.feedback.correct");
    else if (f.score > 0) out << fill(strings.get("cli.feedback.partly_right"), {{"pct", percent(f.score)}});
    else out << strings.get("cli.feedback.wrong");
    out << "\n";
    // A ruling graded part by part: each wrong part in a sentence, what it is and what was given
    // (nothing more to say when every part is right). A question: what the candidate gave, in
    // words, above the key ("你的答案：A. …" / "你的答案：12"), never the grader's "缺：19.9".
    const bool ruling = std::any_of(f.parts.begin(), f.parts.end(), [](const auto& p) { return p.part == "outcome"; });
    if (ruling) {
        for (const auto& line : f.wrong_parts) out << "  " << line.get(lang) << "\n";
    } else if (!f.correct && !your_answer.empty()) {
        out << strings.get("cli.feedback.your_answer") << your_answer << "\n";
    }
    out << strings.get("cli.feedback.answer") << f.correct_answer.get(lang) << "\n";
    if (!f.explanation.get(lang).empty()) out << strings.get("cli.feedback.why") << f.explanation.get(lang) << "\n";
    if (!f.citations.empty()) {
        out << strings.get("cli.feedback.articles");
        out << training::citations_label(f.citations, lang, training::ArticleTitles::Shown, sources);
        out << "\n";
    }
}

}  // namespace arbiter::cli

namespace arbiter::cli {

void register_training_commands(CommandRegistry& registry) {
    register_practice_commands(registry);
    register_exam_commands(registry);
    register_review_commands(registry);
    register_stats_commands(registry);
}

}  // namespace arbiter::cli
