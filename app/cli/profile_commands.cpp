// `arbiter-cli profile set|show`: the candidate's sport(s) and target grade, kept in the training
// database with the profile (docs/training.md § Sport and grade). Practice, review's new items and
// the mock exam follow them; the trainer's welcome and settings screen set the same two fields.
#include <iostream>

#include "app/cli/training_cli_support.hpp"
#include "app/core/json.hpp"
#include "app/core/text_fill.hpp"
#include "app/core/training/sport_profile.hpp"

namespace arbiter::cli {

namespace {

// "围棋 三级" in the --lang language; "not chosen" for an empty field.
std::string sport_name(const UiStrings& strings, const std::string& sport) {
    return strings.get(sport.empty() ? "cli.profile.not_chosen" : "sport." + sport);
}
std::string grade_name(const UiStrings& strings, const std::string& grade) {
    return strings.get(grade.empty() ? "cli.profile.not_chosen" : "grade." + grade);
}

int show(const TrainingEnvironment& env, const store::Profile& profile, bool as_json, Io& io) {
    std::vector<std::string> exams;
    if (!profile.grade.empty())
        for (const auto& game : training::sport_games(profile.sport.empty() ? "both" : profile.sport))
            if (auto id = training::exam_blueprint_id(game, profile.grade); !id.empty()) exams.push_back(id);
    if (as_json) {
        const json::Value out = json::Object{{"profile", profile.name},
                                             {"sport", profile.sport},
                                             {"grade", profile.grade},
                                             {"exams", json::array_of(exams)}};
        io.out << out.dump() << "\n";
        return 0;
    }
    const UiStrings& s = env.strings;
    io.out << fill(s.get("cli.profile.line"), {{"name", profile.name},
                                               {"sport", sport_name(s, profile.sport)},
                                               {"grade", grade_name(s, profile.grade)}})
           << "\n";
    if (profile.sport.empty() || profile.grade.empty()) io.out << s.get("cli.profile.choose_hint") << "\n";
    for (const auto& e : exams) io.out << fill(s.get("cli.profile.exam"), {{"id", e}}) << "\n";
    return 0;
}

store::Profile current_profile(const TrainingEnvironment& env) {
    for (auto& p : env.store->profiles())
        if (p.id == env.profile_id) return p;
    throw store::StoreError("the profile vanished from the database");
}

}  // namespace

void register_profile_commands(CommandRegistry& registry) {
    registry.add({"profile", "set", "choose the sport(s) and target grade you train for", "",
                  [](const std::vector<std::string>& raw, Io& io) {
                      Arguments args(raw, training_value_options({"--sport", "--grade"}), {});
                      args.expect_positionals(0, 0);
                      std::optional<std::string> sport, grade;
                      if (auto text = args.value("--sport")) {
                          sport = training::normalize_sport(*text);
                          if (!sport) throw UsageError("unknown sport '" + *text + "' (--sport go, chess or both)");
                      }
                      if (auto text = args.value("--grade")) {
                          grade = training::normalize_grade(*text);
                          if (!grade)
                              throw UsageError("unknown grade '" + *text +
                                               "' (--grade cn-3, cn-2, cn-1, cn-national, fide-fa or fide-ia)");
                      }
                      if (!sport && !grade)
                          throw UsageError("give --sport, --grade or both (arbiter-cli profile set --help)");
                      return with_database_errors(io, args, [&] {
                          auto env = open_training(args, false);
                          auto profile = current_profile(env);
                          const std::string new_sport = sport.value_or(profile.sport);
                          const std::string new_grade = grade.value_or(profile.grade);
                          if (!training::grade_fits_sport(new_grade, new_sport))
                              throw UsageError("grade " + new_grade +
                                               " is a FIDE (chess) title; a Go-only candidate "
                                               "aims for cn-3, cn-2, cn-1 or cn-national");
                          env.store->set_profile_sport(profile.id, new_sport, new_grade);
                          profile.sport = new_sport;
                          profile.grade = new_grade;
                          io.out << env.strings.get("cli.profile.saved") << "\n";
                          return show(env, profile, false, io);
                      });
                  }});
    registry.add({"profile", "show", "the sport(s) and target grade you train for", "",
                  [](const std::vector<std::string>& raw, Io& io) {
                      Arguments args(raw, training_value_options({}), {"--json"});
                      args.expect_positionals(0, 0);
                      return with_database_errors(io, args, [&] {
                          auto env = open_training(args, false);
                          return show(env, current_profile(env), args.flag("--json"), io);
                      });
                  }});
}

}  // namespace arbiter::cli
