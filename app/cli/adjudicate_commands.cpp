// `arbiter-cli adjudicate FILE`: reads an incident (or a scenario holding one), prints the
// engine's ruling, and compares it with the `expect:` block when the file has one.
#include <iostream>

#include "app/cli/arguments.hpp"
#include "app/cli/cli_strings.hpp"
#include "app/cli/command_registry.hpp"
#include "app/core/content/incident_loader.hpp"
#include "app/core/content/ruling_json.hpp"
#include "app/core/content/scenario_loader.hpp"
#include "app/core/problem_text.hpp"
#include "app/core/text_fill.hpp"
#include "app/core/training/answers/answer_text.hpp"
#include "engine/rules/adjudicator.hpp"
#include "engine/rules/grading.hpp"
#include "engine/rules/rule_set.hpp"
#include "engine/rules/ruling_text.hpp"

namespace arbiter::cli {

namespace {

std::string cite_line(const std::vector<Citation>& cites, Language lang) {
    std::string out;
    for (const auto& c : cites) {
        out += out.empty() ? "" : "; ";
        out += c.document + " " + c.article;
        if (const rules::Article* a = rules::resolve(c)) out += " " + a->title.get(lang);
    }
    return out;
}

void print_ruling(const rules::Ruling& r, const UiStrings& strings, std::ostream& out) {
    const Language lang = strings.language();
    out << strings.get("cli.adjudicate.ruling") << r.id << "\n";
    out << strings.get("cli.adjudicate.outcome") << rules::outcome_text(r.outcome).get(lang) << " ("
        << rules::outcome_name(r.outcome) << ")";
    if (!r.outcome_citations.empty()) out << " — " << cite_line(r.outcome_citations, lang);
    out << "\n";
    if (!r.penalties.empty()) {
        out << strings.get("cli.adjudicate.penalties") << "\n";
        for (const auto& p : r.penalties)
            out << "  - " << rules::penalty_text(p).get(lang) << " — " << cite_line(p.citations, lang) << "\n";
    }
    if (!r.corrections.empty()) {
        out << strings.get("cli.adjudicate.corrections") << "\n";
        for (const auto& c : r.corrections) {
            out << "  - " << rules::correction_text(c.kind).get(lang);
            if (!c.detail.empty()) out << " (" << c.detail << ")";
            out << " — " << cite_line(c.citations, lang) << "\n";
        }
    }
    if (!r.options.empty()) {
        out << strings.get("cli.adjudicate.options");
        for (const auto& o : r.options) out << " " << o.id;
        out << "\n";
    }
    out << strings.get("cli.adjudicate.explanation") << r.explanation.get(lang) << "\n";
}

}  // namespace

void register_adjudicate_commands(CommandRegistry& registry) {
    registry.add({"adjudicate", "", "rule on an incident file and print the cited ruling", "",
                  [](const std::vector<std::string>& raw, Io& io) {
                      Arguments args(raw, {"--lang", "--answer"}, {"--json"});
                      args.expect_positionals(1, 1);
                      const UiStrings strings = load_strings(args);
                      ContentErrors errors;
                      auto loaded = content::load_case_file(args.positional(0, "FILE"), errors);
                      if (!loaded) {
                          for (const auto& e : errors) io.err << problem_line(e, strings) << "\n";
                          return 3;
                      }
                      const rules::Adjudication adj = rules::adjudicate(loaded->incident);
                      if (!adj.ruling) {
                          for (const auto& p : adj.problems)
                              io.err << args.positional(0, "FILE") << ": " << p.get(strings.language()) << "\n";
                          return 3;
                      }
                      std::optional<rules::Grade> check;
                      if (auto answer_text = args.value("--answer")) {
                          std::string error;
                          std::optional<rules::Answer> answer;
                          try {
                              answer = content::answer_from_json(json::parse(*answer_text), &error);
                          } catch (const json::ParseError& e) {
                              error = e.what();
                          }
                          if (!answer) throw UsageError("--answer: " + error);
                          check = rules::grade(*answer, *adj.ruling);
                      } else if (loaded->expected) {
                          check = rules::grade(*loaded->expected, *adj.ruling);
                      }
                      if (args.flag("--json")) {
                          auto out = json::object();
                          out.set("incident", loaded->incident.id);
                          out.set("rules", loaded->incident.rule_set);
                          out.set("ruling", content::ruling_to_json(*adj.ruling));
                          if (check) out.set(args.value("--answer") ? "answer" : "expected", content::grade_to_json(*check));
                          io.out << out.dump(true) << "\n";
                      } else {
                          print_ruling(*adj.ruling, strings, io.out);
                          if (check) {
                              const std::string percent = std::to_string(static_cast<int>(check->score * 100 + 0.5));
                              io.out << strings.get(args.value("--answer") ? "cli.feedback.answer" : "cli.adjudicate.expected")
                                     << fill(strings.get(check->exact ? "cli.adjudicate.matches" : "cli.adjudicate.differs"),
                                             {{"percent", percent}})
                                     << "\n";
                              // Each part not fully right: what the ruling has that the answer lacks,
                              // and what the answer gives that the ruling has not, in words.
                              const Language lang = strings.language();
                              for (const auto& p : check->parts) {
                                  if (rules::fully_right(p.score)) continue;
                                  std::string items;
                                  const auto add = [&](const char* key, const std::string& item) {
                                      if (!items.empty()) items += strings.get("problem.separator");
                                      items += fill(strings.get(key), {{"item", training::graded_item_text(p.part, item, lang)}});
                                  };
                                  for (const auto& m : p.missing) add("cli.adjudicate.ruling_has", m);
                                  for (const auto& x : p.extra) add("cli.adjudicate.given", x);
                                  io.out << fill(strings.get("cli.adjudicate.part_line"),
                                                 {{"part", training::part_label(p.part, lang)}, {"items", items}})
                                         << "\n";
                              }
                          }
                      }
                      return check && !check->exact ? 1 : 0;
                  }});
}

}  // namespace arbiter::cli
