// `arbiter-cli practice`: answer questions and scenarios chosen by game, topic, level or article,
// with feedback after each answer, then "retry what I got wrong". Every answer is committed to the
// training database (and the spaced-repetition schedule) as it is given.
#include <iostream>
#include <sstream>

#include "app/cli/practice_loop.hpp"
#include "app/cli/training_cli_support.hpp"
#include "app/core/content/question.hpp"
#include "app/core/training/statistics/statistics.hpp"

namespace arbiter::cli {

namespace {

}  // namespace

void register_practice_commands(CommandRegistry& registry) {
    registry.add({"practice", "", "practise questions and scenarios with feedback (by game, topic, level, article)", "", [](const std::vector<std::string>& raw, Io& io) {
                      Arguments args(raw,
                                     training_value_options({"--game", "--topic", "--level", "--article", "--kind",
                                                             "--count", "--seed"}),
                                     {"--mistakes", "--weakest", "--list", "--all-sports", "--all-levels"});
                      args.expect_positionals(0, 0);
                      auto filter = item_filter_from(args);
                      if (args.flag("--mistakes") && args.flag("--weakest"))
                          throw UsageError("--mistakes and --weakest choose items in two ways: give one");
                      const long count = args.integer("--count", 10);
                      if (count < 0) throw UsageError("--count must be 0 or more");
                      const std::uint64_t seed = seed_from(args);
                      return with_database_errors(io, args, [&] {
                          auto env = open_training(args, true);
                          // The profile's sport by default, as in the trainer (--all-sports: every item).
                          std::ostringstream quiet;  // --list prints the items alone
                          filter.sport = default_sport(env, args, args.flag("--list") ? quiet : io.out);
                          // And its grade with the grades below it (--level or --all-levels: as asked).
                          filter.grade_levels = default_grade_levels(env, args, args.flag("--list") ? quiet : io.out);
                          std::vector<const training::PracticeItem*> items;
                          if (args.flag("--weakest")) {
                              const training::TrainingStatistics stats(*env.store, env.profile_id);  // all time: days do not matter
                              const auto weakest = training::weakest_topics(
                                  stats.topic_standing(),  // the one definition the trainer's home screen shows
                                  [&](const std::string& topic) { return content::is_topic_area(topic) || env.strings.has("topic." + topic); });
                              if (weakest.empty()) {
                                  io.out << env.strings.get("cli.practice.no_weakest") << "\n";
                                  return 1;
                              }
                              // Any of the weakest topics, on top of the other filters given.
                              filter.topics.clear();
                              std::string names;
                              for (const auto& row : weakest) {
                                  filter.topics.push_back(row.key);
                                  names += (names.empty() ? "" : env.strings.get("cli.practice.topic_separator")) + env.topic_name(row.key) +
                                           " " + percent(row.mean_score);
                              }
                              io.out << env.strings.get("cli.practice.weakest") << names << "\n";
                          }
                          if (args.flag("--mistakes")) {
                              for (const auto* item : training::mistake_items(*env.store, env.profile_id, *env.content))
                                  if (training::matches(*item, filter)) items.push_back(item);
                              if (count > 0 && items.size() > static_cast<std::size_t>(count))
                                  items.resize(static_cast<std::size_t>(count));
                          } else {
                              items = training::select_items(*env.content, filter, seed, static_cast<std::size_t>(count));
                          }
                          if (args.flag("--list")) {
                              for (const auto* item : items) print_item_line(*item, env, io.out);
                              return items.empty() ? 1 : 0;
                          }
                          if (items.empty()) {
                              io.out << env.strings.get("cli.practice.no_match") << "\n";
                              return 1;
                          }
                          run_practice(env, std::move(items), store::AttemptMode::practice, io);
                          return 0;
                      });
                  }});
}

}  // namespace arbiter::cli
