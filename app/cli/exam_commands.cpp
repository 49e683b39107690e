// `arbiter-cli exam`: a timed mock exam in the terminal. Answers can be changed and items flagged
// until the exam is submitted; every action is committed at once with the time left, and the loop
// commits a heartbeat every few seconds while the candidate thinks, so a crash or a closed terminal
// loses nothing that was answered and the exam resumes with the time it had.
#include <algorithm>
#include <iostream>

#include "app/cli/centre_cli_support.hpp"
#include "app/cli/practice_loop.hpp"
#include "app/cli/training_cli_support.hpp"
#include "app/core/training/answers/answer_review.hpp"
#include "app/core/training/answers/option_order.hpp"
#include "app/core/training/answers/typed_text.hpp"
#include "app/core/paths.hpp"
#include "app/core/text_fill.hpp"
#include "app/core/packs/pack_install.hpp"
#include "app/core/store/class_schedule.hpp"
#include "app/core/training/exams/exam_blueprint.hpp"
#include "app/core/training/sport_profile.hpp"
#include "app/core/training/exams/exam_session.hpp"
#include "engine/rules/grading.hpp"
#include "engine/core/number_text.hpp"
#include "engine/core/text_trim.hpp"

namespace arbiter::cli {

namespace {

// The command a line gives ("flag" for ":flag" or "/flag"; "submit", "quit", "q" bare), else "".
// A full-width ":" or a Chinese word from an input method reads as the command it is.
std::string exam_command(const std::string& typed) {
    const std::string line = training::folded_typing(trimmed(typed));
    if (line == "submit" || line == "quit" || line == "q") return line;
    if (line == "交卷") return "submit";
    if (line == "暂离" || line == "暫離" || line == "退出") return "quit";
    if (line.size() > 1 && (line[0] == ':' || line[0] == '/')) return line.substr(1);
    return {};
}

std::string item_type(const training::PracticeItem* item) {
    if (!item) return "withdrawn";
    if (item->scenario) return item->scenario->options.empty() ? "scenario_build" : "scenario_options";
    return std::string(content::question_type_tag(item->question->type));
}

std::size_t option_count(const training::PracticeItem* item) {
    if (!item) return 0;
    return item->scenario ? item->scenario->options.size() : item->question->options.size();
}

json::Value positions_where(const training::ExamSession& exam, bool (*test)(const store::ExamItemRecord&)) {
    json::Array list;  // a vector first: pushing into a Value trips GCC 12's -Wmaybe-uninitialized at -O2
    for (int i = 0; i < exam.size(); ++i)
        if (test(exam.item(i))) list.emplace_back(i);
    return json::Value(std::move(list));
}

bool is_answered(const store::ExamItemRecord& r) { return r.answer_json.has_value(); }
bool is_flagged(const store::ExamItemRecord& r) { return r.flagged; }

// The terminal exam: owns the session and prints in the chosen mode.
class ExamRunner {
public:
    ExamRunner(TrainingEnvironment& env, training::ExamSession exam, bool json_lines, Io& io)
        : env_(env), exam_(std::move(exam)), json_(json_lines), io_(io) {
        // The items as the exam drew them; an item edited or deleted since is withdrawn (no answer).
        const auto pool = env_.content->training_items();
        const auto changed = exam_.changed_items(pool);
        for (int i = 0; i < exam_.size(); ++i) {
            const bool withdrawn = std::find(changed.begin(), changed.end(), i) != changed.end();
            items_.push_back(withdrawn ? nullptr : env_.content->find(exam_.item(i).item_id));
        }
    }

    void announce(const char* event) {
        if (json_) {
            auto o = json::object();
            o.set("event", event);
            o.set("session", exam_.id());
            o.set("blueprint", exam_.blueprint().id);
            o.set("items", exam_.size());
            o.set("time_limit_ms", exam_.record().time_limit_ms);
            o.set("remaining_ms", exam_.record().remaining_ms);  // as committed: what a crash would keep
            o.set("position", exam_.current());
            o.set("answered", positions_where(exam_, is_answered));
            o.set("flagged", positions_where(exam_, is_flagged));
            emit(o);
            return;
        }
        const UiStrings& strings = env_.strings;
        io_.out << exam_.blueprint().title.get(strings.language()) << "\n"
                << fill(strings.get("cli.exam.started"),
                        {{"event", strings.get(std::string(event) == "resume" ? "cli.exam.event_resume" : "cli.exam.event_start")},
                         {"n", std::to_string(exam_.size())},
                         {"time", format_duration(exam_.remaining())},
                         {"pass", percent(exam_.blueprint().pass_mark)}})
                << "\n"
                << strings.get("cli.exam.commands") << "\n";
    }

    // Returns when the exam was submitted or left (quit / end of input).
    int run(LineReader& reader, std::chrono::milliseconds heartbeat) {
        show_current();
        for (;;) {
            if (exam_.expired()) return time_up();
            prompt();
            std::string line;
            const auto status = reader.read(line, std::min(heartbeat, std::max(exam_.remaining(), std::chrono::milliseconds(1))));
            if (status == LineReader::Status::timeout) {
                exam_.checkpoint();
                if (json_) emit_progress("checkpoint");
                continue;
            }
            if (status == LineReader::Status::end) return leave();
            if (exam_.expired()) return time_up();
            if (line.empty()) continue;
            // Commands start with ':' (or '/'), so no answer can be taken for one: "f" is "false"
            // and "n" is "no" to a true/false item. submit and quit cannot be answers and stay bare.
            const std::string command = exam_command(line);
            if (command == "q" || command == "quit") return leave();
            if (command == "submit") return submit();
            if (command == "n" || command == "next") move_to(exam_.current() + 1);
            else if (command == "p" || command == "prev") move_to(exam_.current() - 1);
            else if (command.rfind("g ", 0) == 0 || command.rfind("go ", 0) == 0) go_command(command);
            else if (command == "f" || command == "flag") toggle_flag();
            else if (command == "l" || command == "list") list_items();
            else if (command == "t" || command == "time") show_time();
            else if (command == "h" || command == "help" || command == "?") show_help();
            else if (!command.empty()) error(fill(env_.strings.get("cli.exam.unknown_command"), {{"command", line}}));
            else answer(line);
        }
    }

private:
    void emit(const json::Value& v) { io_.out << v.dump() << std::endl; }

    void show_help() {
        if (json_) return;
        io_.out << env_.strings.get("cli.exam.commands") << "\n";
        const training::PracticeItem* item = items_[static_cast<std::size_t>(exam_.current())];
        if (item) print_ruling_words(*item, env_.lang, io_.out);
    }

    void emit_progress(const char* event, std::optional<int> position = std::nullopt) {
        auto o = json::object();
        o.set("event", event);
        if (position) o.set("position", *position);
        o.set("current", exam_.current());
        o.set("remaining_ms", exam_.record().remaining_ms);
        emit(o);
    }

    void error(const std::string& message) {
        if (json_) {
            auto o = json::object();
            o.set("event", "error");
            o.set("message", message);
            emit(o);
        } else {
            io_.out << "? " << message << "\n";
        }
    }

    void prompt() {
        if (!json_) io_.out << "[" << exam_.current() + 1 << "/" << exam_.size() << " ⏱ " << format_duration(exam_.remaining())
                            << "] > " << std::flush;
    }

    void show_current() {
        const int i = exam_.current();
        const training::PracticeItem* item = items_[static_cast<std::size_t>(i)];
        const auto& record = exam_.item(i);
        if (json_) {
            auto o = json::object();
            o.set("event", "item");
            o.set("position", i);
            o.set("id", record.item_id);
            o.set("type", item_type(item));
            o.set("options", option_count(item));
            o.set("answered", record.answer_json.has_value());
            o.set("flagged", record.flagged);
            o.set("remaining_ms", exam_.record().remaining_ms);
            emit(o);
            return;
        }
        const UiStrings& strings = env_.strings;
        io_.out << "\n── " << fill(strings.get("cli.exam.item"), {{"n", std::to_string(i + 1)}, {"total", std::to_string(exam_.size())}})
                << " · " << env_.topic_name(record.topic) << (record.flagged ? " · ⚑" : "")
                << (record.answer_json ? strings.get("cli.exam.item_answered") : "") << " · ⏱ "
                << format_duration(exam_.remaining()) << "\n";
        if (!item) {
            io_.out << strings.get("cli.exam.item_withdrawn") << "\n";
            return;
        }
        // The exam's seed orders the options: the same exam, the same letters as in the trainer.
        print_item(*item, strings, io_.out, training::option_order(*item, exam_.record().seed));
        if (record.answer_json) io_.out << strings.get("cli.exam.your_answer") << training::answer_letters(*item, *record.answer_json) << "\n";
    }

    void move_to(int position) {
        if (position < 0 || position >= exam_.size()) {
            error(env_.strings.get(position < 0 ? "cli.exam.first_item" : "cli.exam.last_item"));
            return;
        }
        exam_.go_to(position);
        if (json_) emit_progress("move", position);
        show_current();
    }

    void go_command(const std::string& line) {
        // Only the number is checked here: what moving does (and may throw) is not a typing slip.
        const auto number = parse_whole_number<int>(trimmed(line.substr(line.find(' ') + 1)));
        if (!number) {
            error(env_.strings.get("cli.exam.go_number"));
            return;
        }
        move_to(*number > 0 ? *number - 1 : -1);
    }

    void toggle_flag() {
        const int i = exam_.current();
        const bool flagged = !exam_.item(i).flagged;
        exam_.flag(i, flagged);
        if (json_) emit_progress("flag", i);
        else io_.out << (flagged ? "⚑ " : "") << env_.strings.get(flagged ? "cli.exam.flagged" : "cli.exam.unflagged") << "\n";
    }

    void answer(const std::string& line) {
        const int i = exam_.current();
        const training::PracticeItem* item = items_[static_cast<std::size_t>(i)];
        if (!item) {
            error(env_.strings.get("cli.exam.withdrawn_answer"));
            return;
        }
        try {
            const auto feedback = training::grade(*item, training::parse_response(*item, line, training::option_order(*item, exam_.record().seed), env_.lang),
                                                  0.0, env_.clock.now());
            exam_.answer(i, training::to_exam_response(feedback));
        } catch (const training::ResponseError& e) {
            error(e.what());
            return;
        } catch (const training::ExamError& e) {
            error(e.what());
            return;
        }
        if (json_) emit_progress("answer", i);
        else io_.out << env_.strings.get("cli.exam.saved") << "\n";
        if (i + 1 < exam_.size()) move_to(i + 1);
    }

    void list_items() {
        if (json_) {
            announce("status");
            return;
        }
        int answered = 0;
        for (int i = 0; i < exam_.size(); ++i) {
            const auto& r = exam_.item(i);
            answered += r.answer_json ? 1 : 0;
            io_.out << (i == exam_.current() ? "→" : " ") << std::to_string(i + 1) << "\t" << env_.topic_name(r.topic) << "\t"
                    << (r.answer_json ? "✓" : "·") << (r.flagged ? " ⚑" : "") << (items_[static_cast<std::size_t>(i)] ? "" : " —") << "\n";
        }
        io_.out << fill(env_.strings.get("cli.exam.answered"), {{"n", std::to_string(answered)}, {"total", std::to_string(exam_.size())}}) << "\n";
    }

    void show_time() {
        if (json_) emit_progress("time");
        else io_.out << fill(env_.strings.get("cli.exam.time_left"), {{"time", format_duration(exam_.remaining())}}) << "\n";
    }

    int time_up() {
        if (!json_) io_.out << "\n" << env_.strings.get("cli.exam.time_up") << "\n";
        return submit();
    }

    int leave() {
        exam_.checkpoint();
        if (json_) emit_progress("saved");
        else io_.out << "\n" << fill(env_.strings.get("cli.exam.left"), {{"time", format_duration(exam_.remaining())}}) << "\n";
        return 0;
    }

    int submit() {
        const training::ExamReport report = exam_.submit();
        if (json_) {
            auto o = report.to_json();
            o.set("event", "report");
            emit(o);
            return 0;
        }
        print_report(report);
        return 0;
    }

    void print_report(const training::ExamReport& r) {
        const UiStrings& strings = env_.strings;
        const Language lang = strings.language();
        io_.out << "\n══ " << strings.get("cli.exam.report") << " ══\n"
                << fill(strings.get("cli.exam.report_score"), {{"score", score_text(r.score)},
                                                                {"n", std::to_string(r.items)},
                                                                {"pct", percent(r.percent)},
                                                                {"pass", percent(r.pass_mark)}})
                << " — " << strings.get(r.passed ? "cli.exam.passed" : "cli.exam.not_passed") << "\n"
                << fill(strings.get("cli.exam.report_answered"), {{"answered", std::to_string(r.answered)},
                                                                   {"n", std::to_string(r.items)},
                                                                   {"time", format_duration(std::chrono::milliseconds(r.time_used_ms))}})
                << "\n\n";
        io_.out << strings.get("cli.exam.by_topic") << "\n";
        for (const auto& t : r.topics)
            io_.out << "  " << env_.topic_name(t.topic) << "  "
                    << fill(strings.get("cli.exam.topic_score"), {{"right", std::to_string(t.correct)},
                                                                  {"n", std::to_string(t.items)},
                                                                  {"pct", percent(t.percent)}})
                    << (t.answered < t.items ? strings.get("cli.exam.topic_unanswered") : "") << "\n";
        // Item by item, a report that teaches: what the item was, the candidate's answer, the key
        // when it was not fully right, the explanation and the articles (training::review_answer,
        // the words the trainer's report uses too) — never an id.
        const content::SourceCatalog* sources = &env_.content->sources();
        for (const auto& item : r.item_results) {
            const training::PracticeItem* practice = items_[static_cast<std::size_t>(item.position)];
            const std::string mark = !item.score ? "·" : rules::fully_right(*item.score) ? "✓" : *item.score > 0 ? "◐" : "✗";
            io_.out << "\n  " << item.position + 1 << ". " << mark << " "
                    << (item.score ? percent(*item.score) : strings.get("cli.exam.unanswered")) << (item.flagged ? " ⚑" : "") << "  "
                    << (practice ? training::item_title(*practice, lang) : strings.get("cli.exam.item_withdrawn")) << "\n";
            if (!practice) continue;
            const auto& record = exam_.item(item.position);
            try {
                const training::AnswerReview review = training::review_answer(
                    *practice, record.answer_json, training::option_order(*practice, exam_.record().seed), lang, sources);
                if (review.answered) io_.out << "     " << strings.get("cli.exam.your_answer") << review.your_answer << "\n";
                else io_.out << "     " << strings.get("cli.exam.not_answered") << "\n";
                if (!item.score || !rules::fully_right(*item.score))
                    io_.out << "     " << strings.get("cli.exam.right_answer") << review.right_answer << "\n";
                if (!review.explanation.empty()) io_.out << "     " << strings.get("cli.feedback.why") << review.explanation << "\n";
                if (!review.articles.empty()) io_.out << "     " << strings.get("cli.feedback.articles") << review.articles << "\n";
            } catch (const std::exception& e) {
                // A stored answer this version cannot read (written by another version, or the
                // item changed): say so instead of leaving the key out in silence.
                io_.err << "arbiter-cli: exam item " << item.position + 1 << " (" << item.item_id
                        << "): the key cannot be shown: " << e.what() << "\n";
            }
        }
        io_.out << "\n";
        io_.out << strings.get("cli.exam.mistakes_kept") << "\n";
    }

    TrainingEnvironment& env_;
    training::ExamSession exam_;
    bool json_;
    Io& io_;
    std::vector<const training::PracticeItem*> items_;
};

// The exam to start: --blueprint ID, else --level (or the profile's grade) in the sport of --sport
// or of the profile. A
// level both sports examine (三级 …) with no sport to go by is a question for the candidate, not
// a silent pick: the list would otherwise start a chess exam for a Go candidate.
const training::ExamBlueprint* find_blueprint(const std::vector<training::ExamBlueprint>& blueprints, const Arguments& args,
                                              const std::string& profile_sport, const std::string& grade, const UiStrings& strings) {
    if (auto id = args.value("--blueprint")) {
        for (const auto& b : blueprints)
            if (b.id == *id && !b.retired) return &b;
        for (const auto& b : blueprints)
            if (b.id == *id)
                throw UsageError(fill(strings.get("cli.exam.blueprint_retired"),
                                      {{"id", *id},
                                       {"go_id", training::current_blueprint_id(*id, "go")},
                                       {"chess_id", training::current_blueprint_id(*id, "chess")}}));
        throw UsageError(fill(strings.get("cli.exam.no_such_blueprint"), {{"id", *id}}));
    }
    // --level, else the profile's grade: a Go 三级 candidate's `exam` is the Go 三级 exam.
    const auto text = args.value("--level") ? args.value("--level") : (grade.empty() ? std::nullopt : std::optional(grade));
    if (!text) return nullptr;
    // A grade (fide-ia) says more than a level (fide): try it first.
    auto level = training::normalize_grade(*text);
    if (!level) level = training::normalize_level(*text);
    if (!level) throw UsageError(fill(strings.get("cli.exam.unknown_level"), {{"level", *text}}));
    std::string sport = profile_sport;
    if (auto given = args.value("--sport")) {
        auto normal = training::normalize_sport(*given);
        if (!normal || *normal == "both") throw UsageError(fill(strings.get("cli.exam.unknown_sport"), {{"sport", *given}}));
        sport = *normal;
    }
    if (sport != "go" && sport != "chess") {
        const auto* go = training::blueprint_for(blueprints, *level, "go");
        const auto* chess = training::blueprint_for(blueprints, *level, "chess");
        if (go && chess)
            throw UsageError(fill(strings.get("cli.exam.choose_sport"), {{"level", *level}, {"go_id", go->id}, {"chess_id", chess->id}}));
    }
    if (const auto* b = training::blueprint_for(blueprints, *level, sport)) return b;
    throw UsageError(fill(strings.get("cli.exam.no_blueprint_for_level"), {{"level", *level}}));
}

}  // namespace

void register_exam_commands(CommandRegistry& registry) {
    registry.add({"exam", "", "a timed mock exam by level (二级 / cn-2 ...), resumable, with a report by topic", "",
                  [](const std::vector<std::string>& raw, Io& io) {
                      Arguments args(raw, training_value_options({"--level", "--sport", "--blueprint", "--seed", "--checkpoint-ms"}),
                                     {"--json-lines", "--list", "--scheduled"});
                      args.expect_positionals(0, 0);
                      const long heartbeat = args.integer("--checkpoint-ms", 5000);
                      if (heartbeat < 10) throw UsageError("--checkpoint-ms must be at least 10");
                      const std::uint64_t seed = seed_from(args);
                      const bool json_lines = args.flag("--json-lines");
                      if (args.flag("--scheduled") &&
                          (args.value("--level") || args.value("--blueprint") || args.value("--seed") || args.value("--sport")))
                          throw UsageError("--scheduled takes the class's blueprint and seed: leave out --level, --sport, "
                                           "--blueprint and --seed");
                      return with_database_errors(io, args, [&]() -> int {
                          auto env = open_training(args, true);
                          ContentErrors errors;
                          const auto shipped = training::load_exam_blueprints(
                              content_root(args.value_or("--content-root", "")) / "question_bank" / "exam_blueprints", errors);
                          // The installed packs' blueprints are listed and taken by --blueprint ID;
                          // --level keeps choosing among the shipped ones (docs/packs.md).
                          auto blueprints = shipped;
                          for (auto& b : packs::pack_blueprints(packs::installed_pack_folders(), shipped, errors))
                              blueprints.push_back(std::move(b));
                          for (const auto& e : errors) io.err << e.to_string() << "\n";
                          if (args.flag("--list")) {
                              for (const auto& b : blueprints) {
                                  if (b.retired) continue;  // kept for old sessions' titles only
                                  io.out << fill(env.strings.get("cli.exam.list_blueprint"),
                                                 {{"id", b.id}, {"title", b.title.get(env.lang)}, {"n", std::to_string(b.item_count())},
                                                  {"minutes", std::to_string(b.time_limit_minutes)}, {"pass", percent(b.pass_mark)}})
                                         << "\n";
                              }
                              for (const auto& e : env.store->exam_sessions(env.profile_id))
                                  io.out << fill(env.strings.get("cli.exam.list_session"),
                                                 {{"id", std::to_string(e.id)}, {"blueprint", e.blueprint_id},
                                                  {"state", env.strings.get(e.state == store::ExamState::running ? "cli.exam.state_running" : "cli.exam.state_submitted")},
                                                  {"time", format_duration(std::chrono::milliseconds(e.remaining_ms))}})
                                         << "\n";
                              print_schedule(env.strings, kept_offers(*env.store, env.profile_id, env.clock.now()), io);
                              return 0;
                          }
                          LineReader reader(io.in);
                          if (auto running = env.store->running_exam_session(env.profile_id)) {
                              // One exam at a time: the unfinished one goes first, whatever was asked.
                              auto exam = training::ExamSession::resume(*env.store, env.clock, *running);
                              if ((args.value("--level") || args.value("--blueprint")) && !json_lines)
                                  io.out << fill(env.strings.get("cli.exam.unfinished_first"), {{"id", exam.blueprint().id}}) << "\n";
                              ExamRunner runner(env, std::move(exam), json_lines, io);
                              runner.announce("resume");
                              return runner.run(reader, std::chrono::milliseconds(heartbeat));
                          }
                          const training::ExamBlueprint* blueprint = nullptr;
                          std::uint64_t exam_seed = seed;
                          std::optional<std::int64_t> scheduled_id;  // the class's scheduled exam, with --scheduled
                          if (args.flag("--scheduled")) {
                              // The class's exam in its window, with the class's seed: everyone
                              // sits the same items (docs/centre.md § Packs and scheduled exams).
                              const auto offers = kept_offers(*env.store, env.profile_id, env.clock.now());
                              const auto* offer = training::first_open_offer(offers);
                              if (!offer) {
                                  io.err << env.strings.get("cli.exam.no_scheduled_open") << "\n";
                                  print_schedule(env.strings, offers, io);
                                  return 1;
                              }
                              for (const auto& b : blueprints)
                                  if (b.id == offer->exam.blueprint_id && !b.retired) blueprint = &b;
                              if (!blueprint) {
                                  io.err << fill(env.strings.get("cli.exam.scheduled_blueprint_missing"),
                                                 {{"id", offer->exam.blueprint_id}, {"class", offer->exam.class_code}})
                                         << "\n";
                                  return 1;
                              }
                              exam_seed = offer->exam.seed;
                              scheduled_id = offer->exam.server_id;
                              if (!json_lines)
                                  io.out << fill(env.strings.get("cli.exam.scheduled_start"),
                                                 {{"class", offer->exam.class_code},
                                                  {"to", local_time(store::to_unix_ms(offer->exam.closes_at))}})
                                         << "\n";
                          } else {
                              blueprint = find_blueprint(args.value("--blueprint") ? blueprints : shipped, args, profile_sport(env),
                                                         profile_grade(env), env.strings);
                          }
                          if (!blueprint) throw UsageError(env.strings.get("cli.exam.choose_level"));
                          std::optional<training::ExamSession> exam;
                          try {
                              exam.emplace(training::ExamSession::start(*env.store, env.clock, env.profile_id, *blueprint,
                                                                        env.content->training_items(), exam_seed));
                              if (scheduled_id) store::record_scheduled_sitting(*env.store, exam->id(), *scheduled_id);
                          } catch (const training::ExamError& e) {
                              io.err << "arbiter-cli exam: " << e.what() << "\n";
                              return 1;
                          }
                          ExamRunner runner(env, std::move(*exam), json_lines, io);
                          runner.announce("start");
                          return runner.run(reader, std::chrono::milliseconds(heartbeat));
                      });
                  }});
}

}  // namespace arbiter::cli
