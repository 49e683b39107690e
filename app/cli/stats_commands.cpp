// `arbiter-cli stats`: progress from the training database — accuracy by topic, article, level and
// kind, streaks, time per item, measured retention, exams taken, the mistakes list, the timed drills. `--json` prints
// TrainingStatistics::to_json (the data behind the GUI's progress charts).
#include <cmath>
#include <iomanip>
#include <iostream>

#include "app/cli/training_cli_support.hpp"
#include "app/core/training/drill_results.hpp"
#include "app/core/training/review_scheduler.hpp"
#include "app/core/training/statistics.hpp"

namespace arbiter::cli {

namespace {

const std::string kUsage = std::string(
    "Usage: arbiter-cli stats [--json] [--by topic|article|level|kind] [--period all|day|week|month]\n"
    "                         [--utc-offset MINUTES]\n"
    "Progress: answers, accuracy (full credit and mean score with partial credit), streaks of training\n"
    "days, time per item, measured retention of reviews against the scheduler's prediction, mock\n"
    "exams, the mistakes list, and the timed drills (count, mean score, mean call error).\n"
    "  --json              everything as one JSON object (accuracy by topic, article, level, kind;\n"
    "                      streaks; time per item; retention by month; exams)\n"
    "  --by D              the accuracy table's dimension (default topic)\n"
    "  --period P          the accuracy table's period (default all)\n"
    "  --utc-offset MIN    your time zone in minutes from UTC (default 480, China)\n") +
    kTrainingOptionsHelp +
    "Exit status: 0, 2 usage, 3 the database file was refused (left untouched).\n";

training::Dimension dimension_from(const std::string& text) {
    for (auto d : {training::Dimension::topic, training::Dimension::article, training::Dimension::level,
                   training::Dimension::kind})
        if (text == training::to_string(d)) return d;
    throw UsageError("--by is topic, article, level or kind");
}

training::Period period_from(const std::string& text) {
    for (auto p : {training::Period::all, training::Period::day, training::Period::week, training::Period::month})
        if (text == training::to_string(p)) return p;
    throw UsageError("--period is all, day, week or month");
}

json::Value exams_json(store::TrainingStore& store, std::int64_t profile) {
    auto list = json::array();
    for (const auto& e : store.exam_sessions(profile)) {
        auto o = json::object();
        o.set("session", e.id);
        o.set("blueprint", e.blueprint_id);
        o.set("state", store::to_string(e.state));
        o.set("started_at", store::to_unix_ms(e.started_at));
        o.set("remaining_ms", e.remaining_ms);
        list.push(std::move(o));
    }
    return list;
}

// The timed drills: one line per kind taken (docs/drills.md).
void print_drills(store::TrainingStore& store, std::int64_t profile, Language lang, std::ostream& out) {
    const auto drills = training::summarize_drills(store.drill_results(profile));
    if (drills.empty()) return;
    out << "\n" << tr(lang, "计时训练", "計時訓練", "Timed drills") << "\n";
    for (const auto& d : drills) {
        const char* name = d.kind == "countout" ? tr(lang, "读秒", "讀秒", "count-out") : d.kind.c_str();
        out << "  " << name << tr(lang, "：", "：", ": ") << d.count << tr(lang, " 次，平均得分 ", " 次，平均得分 ", " taken, mean score ")
            << percent(d.mean_score);
        if (d.mean_abs_error_ms)
            out << tr(lang, "，报秒平均误差 ", "，報秒平均誤差 ", ", mean call error ") << std::lround(*d.mean_abs_error_ms) << " ms";
        if (d.mean_reaction_ms)
            out << tr(lang, "，平均反应 ", "，平均反應 ", ", mean reaction ") << std::lround(*d.mean_reaction_ms) << " ms";
        out << tr(lang, "，漏 ", "，漏 ", ", missed ") << d.misses << tr(lang, "，多按 ", "，多按 ", ", extra ") << d.false_alarms;
        if (d.final_calls > 0)
            out << tr(lang, "，超时判负准时 ", "，超時判負準時 ", ", loss called on time ") << d.final_calls_right << "/" << d.final_calls;
        out << "\n";
    }
}

}  // namespace

void register_stats_commands(CommandRegistry& registry) {
    registry.add({"stats", "", "progress: accuracy by topic/article/level, streaks, retention, mistakes", kUsage,
                  [](const std::vector<std::string>& raw, Io& io) {
                      Arguments args(raw, training_value_options({"--by", "--period", "--utc-offset"}), {"--json"});
                      args.expect_positionals(0, 0);
                      const auto dimension = dimension_from(args.value_or("--by", "topic"));
                      const auto period = period_from(args.value_or("--period", "all"));
                      const std::chrono::minutes offset(args.integer("--utc-offset", 480));
                      return with_database_errors(io, [&] {
                          auto env = open_training(args, false);
                          const Language lang = env.lang;
                          training::TrainingStatistics stats(*env.store, env.profile_id, offset);
                          const auto now = env.clock.now();
                          if (args.flag("--json")) {
                              auto out = stats.to_json(now);
                              out.set("exams", exams_json(*env.store, env.profile_id));
                              out.set("drills", training::drill_summary_json(
                                                    training::summarize_drills(env.store->drill_results(env.profile_id))));
                              io.out << out.dump(true) << "\n";
                              return 0;
                          }
                          const auto rows = stats.accuracy(dimension, period);
                          int answers = 0;
                          for (const auto& r : stats.accuracy(training::Dimension::kind, training::Period::all))
                              answers += r.attempts;
                          io.out << tr(lang, "作答 ", "作答 ", "Answers: ") << answers << "\n";
                          const auto streaks = stats.streaks(now);
                          io.out << tr(lang, "连续训练 ", "連續訓練 ", "Streak: ") << streaks.current
                                 << tr(lang, " 天（最长 ", " 天（最長 ", " day(s) (longest ") << streaks.longest
                                 << tr(lang, " 天，共 ", " 天，共 ", ", active days ") << streaks.active_days
                                 << tr(lang, " 天）", " 天）", ")") << "\n";
                          const auto time = stats.time_per_item();
                          io.out << std::fixed << std::setprecision(1)
                                 << tr(lang, "每题用时：平均 ", "每題用時：平均 ", "Time per item: mean ") << time.mean_seconds
                                 << tr(lang, " 秒，中位 ", " 秒，中位 ", " s, median ") << time.median_seconds
                                 << tr(lang, " 秒，P90 ", " 秒，P90 ", " s, p90 ") << time.p90_seconds
                                 << tr(lang, " 秒", " 秒", " s") << "\n";
                          training::ReviewScheduler reviews(*env.store, env.clock);
                          const auto retention = reviews.retention(env.profile_id);
                          io.out << tr(lang, "保持率（实测/预测）：", "保持率（實測/預測）：", "Retention (measured/predicted): ");
                          if (retention.reviews == 0) io.out << tr(lang, "尚无复习", "尚無複習", "no reviews yet");
                          else io.out << percent(retention.measured) << " / " << percent(retention.predicted) << " ("
                                      << retention.reviews << ")";
                          io.out << "\n\n" << std::left << std::setw(28) << training::to_string(dimension) << std::setw(12)
                                 << "period" << std::right << std::setw(9) << "answers" << std::setw(9) << "right"
                                 << std::setw(9) << "score" << std::setw(10) << "sec/item" << "\n";
                          for (const auto& r : rows)
                              io.out << std::left << std::setw(28) << r.key << std::setw(12) << r.period << std::right
                                     << std::setw(9) << r.attempts << std::setw(9) << r.correct << std::setw(9)
                                     << percent(r.mean_score) << std::setw(10) << r.mean_seconds << "\n";
                          const auto mistakes = stats.mistakes();
                          io.out << "\n" << tr(lang, "错题 ", "錯題 ", "Mistakes: ") << mistakes.size()
                                 << tr(lang, "（arbiter-cli review --mistakes 重做）", "（arbiter-cli review --mistakes 重做）",
                                       " (retry: arbiter-cli review --mistakes)")
                                 << "\n";
                          for (const auto& m : mistakes)
                              io.out << "  " << m.item_id << "  " << percent(m.last_score) << "  ×" << m.wrong_count << "\n";
                          const auto exams = env.store->exam_sessions(env.profile_id);
                          if (!exams.empty()) {
                              io.out << "\n" << tr(lang, "模拟考试 ", "模擬考試 ", "Mock exams: ") << exams.size() << "\n";
                              for (const auto& e : exams)
                                  io.out << "  #" << e.id << " " << e.blueprint_id << " " << store::to_string(e.state) << "\n";
                          }
                          print_drills(*env.store, env.profile_id, lang, io.out);
                          return 0;
                      });
                  }});
}

}  // namespace arbiter::cli
