// What `practice`, `review`, `exam` and `stats` share: the common options (--db, --lang,
// --content-root, --profile), opening the training database with its safety checks, reading the
// candidate's lines (with a timeout, so the exam can save its time left while the candidate
// thinks), and printing items and feedback in the chosen language (its assets/lang strings).
#pragma once

#include <chrono>
#include <filesystem>
#include <functional>
#include <iosfwd>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "app/cli/arguments.hpp"
#include "app/cli/command_registry.hpp"
#include "app/core/store/training_store.hpp"
#include "app/core/training/clock.hpp"
#include "app/core/training/practice/practice_session.hpp"
#include "app/core/ui_strings.hpp"
#include "engine/core/language.hpp"

namespace arbiter::cli {

// The four training commands, each in its own file; register_training_commands() adds them all.
void register_practice_commands(CommandRegistry& registry);
void register_exam_commands(CommandRegistry& registry);
void register_review_commands(CommandRegistry& registry);
void register_stats_commands(CommandRegistry& registry);

// Options every training command takes (value options / flags), merged with the command's own.
std::set<std::string> training_value_options(std::set<std::string> own);
// --utc-offset MIN, else this computer's zone (training::local_utc_offset), as the trainer counts days.
std::chrono::minutes utc_offset_option(const Arguments& args);
// The help text lines for them.
extern const char* const kTrainingOptionsHelp;

// How open_training loads the content: TrainingContent::load, unless a process that runs many
// commands over the same unchanged content shares one load (a test suite's process:
// tests/support/shared_cli_content.hpp). nullptr restores TrainingContent::load.
using ContentLoader = std::shared_ptr<const training::TrainingContent> (*)(
    const std::filesystem::path& content_root, const std::vector<std::filesystem::path>& pack_folders);
void set_content_loader(ContentLoader loader);

// Exit status when the database file is refused (foreign, damaged, newer): the file is untouched.
inline constexpr int kDatabaseRefused = 3;

struct TrainingEnvironment {
    Language lang = Language::ZhHans;
    std::unique_ptr<store::TrainingStore> store;
    training::SystemClock clock;
    std::int64_t profile_id = 0;
    std::shared_ptr<const training::TrainingContent> content;  // loaded only when asked for
    UiStrings strings;  // the interface strings of `lang` (assets/lang): topic names and the like
    // Orders the options of practice and review items (option_order.hpp): --seed when given, so a
    // script sees the same letters, else the clock, so every run shuffles anew.
    std::uint64_t option_seed = 0;

    // A topic id as people read it ("go-rules" → 围棋规则, "komi" → 贴子); the id when no string names it.
    std::string topic_name(const std::string& topic) const;
};

// Parses --lang, opens --db (or the default database) and the profile, loads the content when
// `with_content`. A refused database throws store::StoreError (the caller prints it and exits
// kDatabaseRefused); bad options throw UsageError.
TrainingEnvironment open_training(const Arguments& args, bool with_content);

// The profile's sport: "go", "chess", "both", or empty when none was chosen (profile set).
std::string profile_sport(const TrainingEnvironment& env);
// The sport practice and review's new items keep to by default: the profile's when it is one
// game, none with --all-sports or --game (or for "both" and no choice). Prints which, in words.
std::optional<std::string> default_sport(const TrainingEnvironment& env, const Arguments& args, std::ostream& out);

// The profile's target grade: "cn-3" … "fide-ia", or empty when none was chosen.
std::string profile_grade(const TrainingEnvironment& env);
// The levels practice and review's new items keep to by default: the profile's grade and the
// grades below it (sport_profile.hpp, levels_within_grade); none with --level or --all-levels, or
// without a grade. Prints which, in words.
std::vector<std::string> default_grade_levels(const TrainingEnvironment& env, const Arguments& args, std::ostream& out);

// Runs `body`, turning a refused database into its message on stderr (in the language of `args`'
// --lang) and kDatabaseRefused.
int with_database_errors(Io& io, const Arguments& args, const std::function<int()>& body);

// Reads the candidate's lines. From the real standard input it can wait with a timeout (poll), so a
// long think still lets the exam commit its heartbeat; from any other stream it just reads.
class LineReader {
public:
    explicit LineReader(std::istream& in);
    enum class Status { line, timeout, end };
    // Waits at most `timeout` (nullopt: forever) for a whole line.
    Status read(std::string& line, std::optional<std::chrono::milliseconds> timeout = std::nullopt);

private:
    std::istream& in_;
    bool raw_;  // in_ is std::cin: read file descriptor 0 directly
    std::string buffer_;
    bool eof_ = false;
};

// An item as the candidate sees it: title/prompt, the position, the options.
// The options in the order `shown` (option_order.hpp; empty: as written), lettered by place.
void print_item(const training::PracticeItem& item, const UiStrings& strings, std::ostream& out, const std::vector<std::size_t>& shown = {});
// "正确 / 部分正确 60% / 错误"; for a ruling each wrong part in a sentence, for a question the
// candidate's answer in words (`your_answer`, answer_review.hpp); the key, the explanation and the
// articles (with their documents' titles from `sources` when a question cites one of
// question_bank/sources.yaml).
void print_feedback(const training::Feedback& feedback, const UiStrings& strings, std::ostream& out,
                    const content::SourceCatalog* sources = nullptr, const std::string& your_answer = {});
// For a scenario: the words its ruling may be typed in instead of a letter (ruling_words.hpp).
void print_ruling_words(const training::PracticeItem& item, Language language, std::ostream& out);
std::string percent(double fraction);  // "60%"
std::string score_text(double score);  // "5.8": one decimal at most ("8", not "8.0")
std::string format_duration(std::chrono::milliseconds ms);  // "44:59" or "1:02:03"

}  // namespace arbiter::cli
