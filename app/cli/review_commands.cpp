// `arbiter-cli review`: today's spaced-repetition queue (due items, then new ones) or the mistakes
// list ("retry what I got wrong"), answered like practice. Reviews update the FSRS schedule.
#include <chrono>
#include <iostream>

#include "app/cli/practice_loop.hpp"
#include "app/cli/training_cli_support.hpp"
#include "app/core/text_fill.hpp"
#include "app/core/training/statistics/statistics.hpp"

namespace arbiter::cli {

namespace {

}  // namespace

void register_review_commands(CommandRegistry& registry) {
    registry.add({"review", "", "today's spaced-repetition reviews and the mistakes list", "",
                  [](const std::vector<std::string>& raw, Io& io) {
                      Arguments args(raw,
                                     training_value_options({"--new", "--utc-offset", "--game", "--topic", "--level",
                                                             "--article", "--kind"}),
                                     {"--mistakes", "--list", "--all-sports", "--all-levels"});
                      args.expect_positionals(0, 0);
                      const auto filter = item_filter_from(args);
                      const long new_limit = args.integer("--new", 10);
                      if (new_limit < 0) throw UsageError("--new must be 0 or more");
                      const std::chrono::minutes offset = utc_offset_option(args);
                      return with_database_errors(io, args, [&] {
                          auto env = open_training(args, true);
                          const UiStrings& strings = env.strings;
                          std::vector<const training::PracticeItem*> items;
                          if (args.flag("--mistakes")) {
                              for (const auto* item : training::mistake_items(*env.store, env.profile_id, *env.content))
                                  if (training::matches(*item, filter)) items.push_back(item);
                              io.out << fill(strings.get("cli.review.mistakes"), {{"n", std::to_string(items.size())}}) << "\n";
                          } else {
                              training::ReviewScheduler reviews(*env.store, env.clock);
                              // Due items whatever their sport and level; new ones from the profile's sport
                              // and grade (and the grades below it), as in the trainer.
                              const auto sport = default_sport(env, args, io.out);
                              const auto levels = default_grade_levels(env, args, io.out);
                              const auto today = training::daily_review(reviews, env.profile_id, *env.content,
                                                                        static_cast<std::size_t>(new_limit), offset, filter,
                                                                        sport.value_or(""), levels);
                              items = today.items;
                              io.out << fill(strings.get("cli.review.today"), {{"due", std::to_string(today.due)},
                                                                               {"new", std::to_string(today.new_items)},
                                                                               {"later", std::to_string(today.due_later_today)}})
                                     << "\n";
                          }
                          if (args.flag("--list")) {
                              for (const auto* item : items) print_item_line(*item, env, io.out);
                              return 0;
                          }
                          if (items.empty()) {
                              io.out << strings.get("cli.review.nothing_due") << "\n";
                              return 0;
                          }
                          run_practice(env, std::move(items), store::AttemptMode::review, io);
                          return 0;
                      });
                  }});
}

}  // namespace arbiter::cli
