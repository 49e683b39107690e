// `arbiter-cli centre join|sync|status|migrate|report`: the training centre on PostgreSQL
// (docs/centre.md). The candidate's training database stays the source of truth; these commands
// link a profile to a class, push what the centre has not confirmed, say what waits, and give the
// instructor the class's report. The work is app/core/centre's; this file parses and prints.
#include <cstdio>
#include <iostream>
#include <map>

#include "app/cli/centre_cli_support.hpp"
#include "app/cli/cli_strings.hpp"
#include "app/cli/training_cli_support.hpp"
#include "app/core/centre/centre_report.hpp"
#include "app/core/centre/class_pull.hpp"
#include "app/core/centre/centre_schema.hpp"
#include "app/core/centre/centre_sync.hpp"
#include "app/core/json.hpp"
#include "app/core/paths.hpp"
#include "app/core/text_fill.hpp"

namespace arbiter::cli {

namespace {

const char* const kExit =
    "Exit status: 0 done, 1 the centre's server could not be reached or refused, 2 usage,\n"
    "3 the database file was refused (left untouched).\n";

json::Value counts_json(const store::PendingCounts& c) {
    json::Value out = json::object();
    out.set("answers", c.attempts);
    out.set("exams", c.exams);
    out.set("drills", c.drills);
    return out;
}

void print_waiting(const UiStrings& s, const store::PendingCounts& waiting, Io& io) {
    if (waiting.total() == 0) {
        io.out << s.get("cli.centre.all_sent") << "\n";
        return;
    }
    io.out << fill(s.get("cli.centre.answers_waiting"), {{"n", std::to_string(waiting.attempts)}}) << "\n";
    if (waiting.exams + waiting.drills > 0)
        io.out << fill(s.get("cli.centre.others_waiting"),
                       {{"exams", std::to_string(waiting.exams)}, {"drills", std::to_string(waiting.drills)}})
               << "\n";
}

// One line per pack given to the class: installed, already there, waiting for --replace-packs, or
// refused with its problems.
void print_packs(const UiStrings& s, const std::vector<centre::PackDelivery>& packs, Io& io) {
    for (const auto& p : packs) {
        const std::vector<std::pair<std::string, std::string>> values = {
            {"id", p.pack_id}, {"version", p.version}, {"old", p.installed_version.value_or("")}};
        switch (p.outcome) {
        case packs::ImportOutcome::installed: io.out << fill_from(s.get("cli.centre.pack_installed"), values) << "\n"; break;
        case packs::ImportOutcome::replaced: io.out << fill_from(s.get("cli.centre.pack_replaced"), values) << "\n"; break;
        case packs::ImportOutcome::already_installed: break;  // the usual case after the first sync: said by the count
        case packs::ImportOutcome::needs_confirmation:
            io.out << fill_from(s.get("cli.centre.pack_other_version"), values) << "\n";
            break;
        case packs::ImportOutcome::refused:
            for (const auto& problem : p.problems) io.out << packs::describe(problem, s) << "\n";
            io.out << fill_from(s.get("cli.centre.pack_refused"), values) << "\n";
            break;
        }
    }
}

json::Value pull_json(const centre::PullReport& pull) {
    json::Value out = json::object();
    out.set("scheduled", pull.scheduled);
    json::Value list = json::array();
    for (const auto& p : pull.packs) {
        static const char* const outcomes[] = {"installed", "replaced", "already_installed", "needs_replace", "refused"};
        json::Value o = json::object();
        o.set("id", p.pack_id);
        o.set("version", p.version);
        o.set("outcome", outcomes[static_cast<int>(p.outcome)]);
        o.set("installed_version", p.installed_version ? json::Value(*p.installed_version) : json::Value(nullptr));
        o.set("problems", static_cast<std::int64_t>(p.problems.size()));
        list.push(std::move(o));
    }
    out.set("packs", std::move(list));
    return out;
}

std::string percent_text(double fraction) { return std::to_string(static_cast<int>(fraction * 100.0 + 0.5)) + "%"; }

// An exam's topics on one line: "ko 2/2 100%; go-rules 1/2 50%" (the result's topics JSON).
std::string topics_text(const std::string& topics_json) {
    std::string out;
    json::Value topics;
    try {
        topics = json::parse(topics_json);
    } catch (const std::exception&) {
        return out;
    }
    if (!topics.is_array()) return out;
    for (const auto& t : topics.as_array()) {
        const auto* topic = t.find("topic");
        const auto* items = t.find("items");
        const auto* correct = t.find("correct");
        const auto* share = t.find("percent");
        if (!topic || !topic->is_string()) continue;
        char counts[64];
        std::snprintf(counts, sizeof counts, " %g/%g", correct ? correct->as_double() : 0.0,
                      items ? items->as_double() : 0.0);
        if (!out.empty()) out += "; ";
        out += topic->as_string() + counts + (share ? " " + percent_text(share->as_double()) : "");
    }
    return out;
}

// Each scheduled exam of the class: its window, who passed, who failed (with the topics), who
// has not sat it.
void print_scheduled_results(const UiStrings& s, const centre::ClassReport& report, Io& io) {
    io.out << "\n" << s.get("cli.centre.report_scheduled") << "\n";
    if (report.scheduled.empty()) io.out << s.get("cli.centre.report_no_exams") << "\n";
    for (const auto& g : report.scheduled) {
        io.out << fill(s.get("cli.centre.report_scheduled_exam"),
                       {{"id", std::to_string(g.id)},
                        {"blueprint", g.blueprint_id},
                        {"seed", std::to_string(g.seed)},
                        {"from", utc_time(g.opens_ms)},
                        {"to", utc_time(g.closes_ms)},
                        {"passed", std::to_string(g.passed())},
                        {"sat", std::to_string(g.results.size())},
                        {"n", std::to_string(g.results.size() + g.absent.size())}})
               << "\n";
        for (const auto& e : g.results)
            io.out << "  " << e.candidate << "\t" << utc_time(e.submitted_ms) << "\t" << percent_text(e.percent) << "\t"
                   << s.get(e.passed ? "cli.centre.passed" : "cli.centre.failed") << "\t" << topics_text(e.topics_json)
                   << "\n";
        if (!g.absent.empty()) {
            std::string names;
            for (const auto& name : g.absent) names += (names.empty() ? "" : ", ") + name;
            io.out << fill(s.get("cli.centre.report_not_sat"), {{"names", names}, {"n", std::to_string(g.absent.size())}})
                   << "\n";
        }
    }
}

}  // namespace

void register_centre_commands(CommandRegistry& registry) {
    registry.add({"centre", "join", "link your profile to a training centre's class", "",
                  [](const std::vector<std::string>& raw, Io& io) {
                      Arguments args(raw, training_value_options({"--class", "--candidate"}), {});
                      args.expect_positionals(1, 1);
                      const std::string conninfo = args.positional(0, "CONNINFO");
                      const auto cls = args.value("--class");
                      const auto name = args.value("--candidate");
                      if (!cls || cls->empty() || !name || name->empty())
                          throw UsageError("give --class and --candidate (arbiter-cli centre join --help)");
                      return with_database_errors(io, args, [&] {
                          auto env = open_training(args, false);
                          try {
                              const auto who = centre::join_centre(*env.store, env.profile_id, conninfo, *cls, *name,
                                                                   env.clock.now());
                              io.out << fill(env.strings.get("cli.centre.joined"),
                                             {{"profile", args.value_or("--profile", "default")},
                                              {"centre", who.centre_name},
                                              {"class", who.class_code},
                                              {"title", who.class_title},
                                              {"name", who.candidate_name}})
                                     << "\n";
                              print_waiting(env.strings, env.store->pending_counts(env.profile_id), io);
                              io.out << env.strings.get("cli.centre.join_next") << "\n";
                              return 0;
                          } catch (const centre::CentreError& e) {
                              return centre_failure(env.strings, e, io);
                          }
                      });
                  }});
    registry.add({"centre", "sync", "send your answers to your training centre", "",
                  [](const std::vector<std::string>& raw, Io& io) {
                      Arguments args(raw, training_value_options({}), {"--json", "--replace-packs"});
                      args.expect_positionals(0, 0);
                      return with_database_errors(io, args, [&] {
                          auto env = open_training(args, false);
                          const UiStrings& s = env.strings;
                          if (!env.store->centre_link(env.profile_id)) {
                              io.err << s.get("cli.centre.not_linked") << "\n";
                              return 1;
                          }
                          centre::PushReport report;
                          int status = 0;
                          std::optional<centre::CentreError> failure;
                          try {
                              report = centre::push_pending(*env.store, env.profile_id, env.clock.now(), {}, &report);
                          } catch (const centre::CentreError& e) {
                              failure = e;
                              status = 1;
                          }
                          // Then what the class was given: its schedule and packs (not when the
                          // push already found the server unreachable or refusing).
                          std::optional<centre::PullReport> pull;
                          if (!failure) {
                              centre::PullOptions options;
                              options.content_root = content_root(args.value_or("--content-root", ""));
                              options.replace_packs = args.flag("--replace-packs");
                              try {
                                  pull = centre::pull_class_work(*env.store, env.profile_id, env.clock.now(), options);
                                  for (const auto& p : pull->packs)
                                      if (p.outcome == packs::ImportOutcome::refused ||
                                          p.outcome == packs::ImportOutcome::needs_confirmation)
                                          status = 1;
                              } catch (const centre::CentreError& e) {
                                  failure = e;
                                  status = 1;
                              }
                          }
                          if (args.flag("--json")) {
                              json::Value out = json::object();
                              out.set("pulled", pull ? pull_json(*pull) : json::Value(nullptr));
                              out.set("sent", counts_json(report.sent));
                              out.set("repeated", counts_json(report.repeated));
                              out.set("waiting", counts_json(report.waiting));
                              out.set("error", failure ? json::Value(failure->what()) : json::Value(nullptr));
                              io.out << out.dump() << "\n";
                              return status;
                          }
                          io.out << fill(s.get("cli.centre.sent"), {{"answers", std::to_string(report.sent.attempts)},
                                                                    {"exams", std::to_string(report.sent.exams)},
                                                                    {"drills", std::to_string(report.sent.drills)}})
                                 << "\n";
                          if (report.repeated.total() > 0)
                              io.out << fill(s.get("cli.centre.repeated"), {{"n", std::to_string(report.repeated.total())}})
                                     << "\n";
                          print_waiting(s, report.waiting, io);
                          if (pull) {
                              print_packs(s, pull->packs, io);
                              io.out << fill(s.get("cli.centre.pulled"), {{"n", std::to_string(pull->scheduled)},
                                                                          {"packs", std::to_string(pull->packs.size())}})
                                     << "\n";
                              print_schedule(s, kept_offers(*env.store, env.profile_id, env.clock.now()), io);
                          }
                          if (failure) centre_failure(s, *failure, io);
                          return status;
                      });
                  }});
    registry.add({"centre", "status", "your class and the answers waiting to be sent", "",
                  [](const std::vector<std::string>& raw, Io& io) {
                      Arguments args(raw, training_value_options({}), {"--json"});
                      args.expect_positionals(0, 0);
                      return with_database_errors(io, args, [&] {
                          auto env = open_training(args, false);
                          const UiStrings& s = env.strings;
                          const auto link = env.store->centre_link(env.profile_id);
                          const auto waiting = env.store->pending_counts(env.profile_id);
                          if (args.flag("--json")) {
                              json::Value out = json::object();
                              out.set("linked", link.has_value());
                              out.set("class", link ? json::Value(link->class_code) : json::Value(nullptr));
                              out.set("candidate", link ? json::Value(link->candidate_name) : json::Value(nullptr));
                              out.set("last_sync_ms", link && link->last_sync_at
                                                          ? json::Value(store::to_unix_ms(*link->last_sync_at))
                                                          : json::Value(nullptr));
                              out.set("waiting", counts_json(waiting));
                              io.out << out.dump() << "\n";
                              return 0;
                          }
                          if (!link) {
                              io.out << s.get("cli.centre.not_linked") << "\n";
                          } else {
                              io.out << fill(s.get("cli.centre.status_link"), {{"class", link->class_code},
                                                                               {"name", link->candidate_name},
                                                                               {"server", link->conninfo}})
                                     << "\n";
                              io.out << (link->last_sync_at
                                             ? fill(s.get("cli.centre.last_sync"),
                                                    {{"when", utc_time(store::to_unix_ms(*link->last_sync_at))}})
                                             : s.get("cli.centre.never_synced"))
                                     << "\n";
                          }
                          print_waiting(s, waiting, io);
                          print_schedule(s, kept_offers(*env.store, env.profile_id, env.clock.now()), io);
                          return 0;
                      });
                  }});
    registry.add({"centre", "migrate", "create or update a centre's database (its administrator)", "",
                  [](const std::vector<std::string>& raw, Io& io) {
                      Arguments args(raw, {"--lang", "--content-root"}, {});
                      args.expect_positionals(0, 1);
                      const UiStrings s = load_strings(args);
                      try {
                          centre::PgConnection connection(args.positionals().empty() ? "" : args.positional(0, "CONNINFO"));
                          const int before = centre::migrate_centre(connection);
                          io.out << fill(s.get("cli.centre.migrated"),
                                         {{"version", std::to_string(centre::centre_schema_version(connection))},
                                          {"before", std::to_string(before)}})
                                 << "\n";
                          return 0;
                      } catch (const centre::CentreError& e) {
                          return centre_failure(s, e, io);
                      }
                  }});
    registry.add({"centre", "report", "a class's roster, weak articles and exam results (instructors)", "",
                  [](const std::vector<std::string>& raw, Io& io) {
                      Arguments args(raw, {"--lang", "--content-root", "--class"}, {"--json", "--csv"});
                      args.expect_positionals(0, 1);
                      const auto cls = args.value("--class");
                      if (!cls || cls->empty()) throw UsageError("give --class (arbiter-cli centre report --help)");
                      if (args.flag("--json") && args.flag("--csv")) throw UsageError("--json or --csv, not both");
                      const UiStrings s = load_strings(args);
                      centre::ClassReport report;
                      try {
                          centre::PgConnection connection(args.positionals().empty() ? "" : args.positional(0, "CONNINFO"));
                          report = centre::class_report(connection, *cls);
                      } catch (const centre::CentreError& e) {
                          return centre_failure(s, e, io);
                      }
                      if (args.flag("--json")) {
                          io.out << report.to_json().dump() << "\n";
                          return 0;
                      }
                      if (args.flag("--csv")) {
                          io.out << report.exams_csv();
                          return 0;
                      }
                      io.out << fill(s.get("cli.centre.report_title"), {{"class", report.class_code},
                                                                        {"title", report.class_title},
                                                                        {"centre", report.centre_name},
                                                                        {"n", std::to_string(report.roster.size())}})
                             << "\n\n"
                             << s.get("cli.centre.report_roster") << "\n";
                      for (const auto& r : report.roster)
                          io.out << r.candidate << "\t" << r.answers << "\t"
                                 << (r.last_active_ms ? utc_time(*r.last_active_ms) : s.get("cli.centre.never")) << "\t"
                                 << (r.accuracy ? percent_text(*r.accuracy) : "-") << "\t" << r.exams_passed << "/"
                                 << r.exams << "\n";
                      io.out << "\n" << s.get("cli.centre.report_weak") << "\n";
                      std::map<std::string, int> shown;
                      for (const auto& a : report.articles) {
                          if (shown[a.candidate]++ >= 3) continue;  // the three weakest of each
                          io.out << fill(s.get("cli.centre.report_article"), {{"name", a.candidate},
                                                                              {"article", a.article},
                                                                              {"accuracy", percent_text(a.accuracy)},
                                                                              {"n", std::to_string(a.answers)}})
                                 << "\n";
                      }
                      io.out << "\n" << s.get("cli.centre.report_exams") << "\n";
                      if (report.exams.empty()) io.out << s.get("cli.centre.report_no_exams") << "\n";
                      for (const auto& e : report.exams)
                          io.out << e.candidate << "\t" << e.blueprint_id << "\t" << utc_time(e.submitted_ms) << "\t"
                                 << percent_text(e.percent) << "\t"
                                 << s.get(e.passed ? "cli.centre.passed" : "cli.centre.failed") << "\n";
                      print_scheduled_results(s, report, io);
                      return 0;
                  }});
}

}  // namespace arbiter::cli
