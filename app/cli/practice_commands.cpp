// `arbiter-cli practice`: answer questions and scenarios chosen by game, topic, level or article,
// with feedback after each answer, then "retry what I got wrong". Every answer is committed to the
// training database (and the spaced-repetition schedule) as it is given.
#include <iostream>
#include <sstream>

#include "app/cli/practice_loop.hpp"
#include "app/cli/training_cli_support.hpp"
#include "app/core/content/question.hpp"
#include "app/core/training/statistics.hpp"

namespace arbiter::cli {

namespace {

const std::string kUsage = std::string(
    "Usage: arbiter-cli practice [--game go|chess] [--topic T]... [--level L] [--article A]\n"
    "                            [--kind question|scenario] [--count N] [--seed S] [--mistakes | --weakest]\n"
    "                            [--list]\n"
    "Practise quiz questions and scenarios. Each item is shown with its options; type the answer\n"
    "(a letter such as B, several letters A,C for multiple choice, an order CAB, t/f or 对/错, a\n"
    "number, or for a scenario a ruling in words: outcome continues; penalty black forfeit-turn;\n"
    "correction void-move; article 20.1) and get the grade, what was wrong, the right answer, the\n"
    "explanation and the articles at once. At the end you may retry what you got wrong.\n"
    "Commands while practising: s skip, q quit, h help (for a scenario: the words a ruling may use).\n"
    "  --game G        go or chess\n"
    "  --topic T       a topic area or sub-topic (go-rules, ko, touch-move ...); may be repeated\n"
    "  --level L       三级/cn-3, 二级/cn-2, 一级/cn-1, 国家级/cn-national, fide\n"
    "  --article A     items citing this article: \"17.1\" or \"cn-go-1988 17.1\"\n"
    "  --kind K        question or scenario\n"
    "  --count N       how many items (default 10; 0 = all that match)\n"
    "  --seed S        order of the items (default: different each time)\n"
    "  --mistakes      retry what you got wrong before (the mistakes list), instead of new items\n"
    "  --weakest       items of your three weakest topics (lowest mean score, at least 3 answers;\n"
    "                  the trainer's home screen lists the same)\n"
    "  --list          print the matching items and exit\n"
    "  --all-sports    items of both games (default: your profile's sport and the general items)\n") +
    kTrainingOptionsHelp +
    "Exit status: 0 done, 1 no item matches, 2 usage, 3 the database file was refused (left untouched).\n";

}  // namespace

void register_practice_commands(CommandRegistry& registry) {
    registry.add({"practice", "", "practise questions and scenarios with feedback (by game, topic, level, article)",
                  kUsage, [](const std::vector<std::string>& raw, Io& io) {
                      Arguments args(raw,
                                     training_value_options({"--game", "--topic", "--level", "--article", "--kind",
                                                             "--count", "--seed"}),
                                     {"--mistakes", "--weakest", "--list", "--all-sports"});
                      args.expect_positionals(0, 0);
                      auto filter = item_filter_from(args);
                      if (args.flag("--mistakes") && args.flag("--weakest"))
                          throw UsageError("--mistakes and --weakest choose items in two ways: give one");
                      const long count = args.integer("--count", 10);
                      if (count < 0) throw UsageError("--count must be 0 or more");
                      const std::uint64_t seed = seed_from(args);
                      return with_database_errors(io, [&] {
                          auto env = open_training(args, true);
                          // The profile's sport by default, as in the trainer (--all-sports: every item).
                          std::ostringstream quiet;  // --list prints the items alone
                          filter.sport = default_sport(env, args, args.flag("--list") ? quiet : io.out);
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
