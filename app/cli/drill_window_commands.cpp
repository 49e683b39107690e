// `arbiter-cli drill windows FILE`: when the arbiter must, may or must not step in during an
// incident (engine/rules/intervention_windows.hpp), as a table or as the JSON docs/drills.md
// documents.
#include <iostream>

#include "app/cli/arguments.hpp"
#include "app/cli/command_registry.hpp"
#include "app/core/content/scenario_loader.hpp"
#include "app/core/json.hpp"
#include "engine/rules/intervention_windows.hpp"
#include "engine/rules/rule_set.hpp"

namespace arbiter::cli {

namespace {

json::Value windows_json(const rules::InterventionTimeline& timeline) {
    json::Array windows;
    for (const auto& w : timeline.windows) {
        auto o = json::object();
        o.set("from_ms", w.from);
        o.set("until_ms", w.until ? json::Value(*w.until) : json::Value(nullptr));
        o.set("duty", rules::duty_word(w.duty));
        o.set("action", rules::action_word(w.action));
        json::Array articles;
        for (const auto& c : w.articles) articles.push_back(c.article);
        o.set("articles", std::move(articles));
        if (w.player) o.set("player", rules::player_name(*w.player));
        if (!w.call.empty()) o.set("call", w.call);
        if (w.event != rules::kNoEvent) o.set("event", w.event + 1);
        o.set("what", w.what.en);
        windows.push_back(std::move(o));
    }
    auto out = json::object();
    out.set("windows", std::move(windows));
    if (timeline.game_ends) out.set("game_ends_ms", *timeline.game_ends);
    return out;
}

std::string cite_line(const std::vector<Citation>& cites, Language lang) {
    std::string out;
    for (const auto& c : cites) {
        out += out.empty() ? "" : "; ";
        out += c.article;
        if (const rules::Article* a = rules::resolve(c)) out += " " + a->title.get(lang);
    }
    return out;
}

const char* duty_label(rules::Duty duty, Language lang) {
    switch (duty) {
        case rules::Duty::Must: return lang == Language::En ? "must" : "必须";
        case rules::Duty::May: return lang == Language::En ? "may" : lang == Language::ZhHant ? "可以" : "可以";
        case rules::Duty::MustNot: return lang == Language::En ? "must not" : lang == Language::ZhHant ? "不得" : "不得";
    }
    return "";
}

void print_windows(const rules::InterventionTimeline& timeline, Language lang, std::ostream& out) {
    if (timeline.windows.empty()) {
        out << (lang == Language::En ? "No window: nothing in this timeline calls for the arbiter, nor forbids him.\n"
                : lang == Language::ZhHant ? "沒有介入時段：這段對局過程既不需要裁判員介入，也沒有禁止介入的時刻。\n"
                                           : "没有介入时段：这段对局过程既不需要裁判员介入，也没有禁止介入的时刻。\n");
        return;
    }
    for (const auto& w : timeline.windows) {
        out << clock::format_game_time(w.from) << " – "
            << (w.until ? clock::format_game_time(*w.until) : std::string(lang == Language::En ? "end of game" : lang == Language::ZhHant ? "終局" : "终局"))
            << "  " << duty_label(w.duty, lang) << "  " << rules::action_word(w.action) << "  [" << cite_line(w.articles, lang) << "]\n"
            << "    " << w.what.get(lang) << "\n";
    }
}

}  // namespace

void register_drill_window_commands(CommandRegistry& registry) {
    registry.add({"drill", "windows", "when the arbiter must, may or must not step in during an incident",
                  "Usage: arbiter-cli drill windows FILE [--json] [--lang zh-Hans|zh-Hant|en]\n"
                  "Replays the incident (or the scenario's incident) and lists the intervention windows:\n"
                  "from and until (game time of the incident's own clock; until absent = until the game\n"
                  "ends), the duty (must / may / must_not), the action and the articles. With --json one\n"
                  "object: {\"windows\": [{\"from_ms\", \"until_ms\", \"duty\", \"action\", \"articles\", ...}]}\n"
                  "(docs/drills.md lists the action words).\n"
                  "Exit status: 0 listed, 3 the file has errors, 2 usage.",
                  [](const std::vector<std::string>& raw, Io& io) {
                      Arguments args(raw, {"--lang"}, {"--json"});
                      args.expect_positionals(1, 1);
                      const std::string tag = args.value_or("--lang", "zh-Hans");
                      const auto lang = parse_language_tag(tag);
                      if (!lang) throw UsageError("unknown language '" + tag + "' (zh-Hans, zh-Hant, en)");
                      ContentErrors errors;
                      const std::string file = args.positional(0, "FILE");
                      auto loaded = content::load_case_file(file, errors);
                      if (!loaded) {
                          for (const auto& e : errors) io.err << e.to_string() << "\n";
                          return 3;
                      }
                      const rules::InterventionTimeline timeline = rules::intervention_windows(loaded->incident);
                      if (args.flag("--json")) io.out << windows_json(timeline).dump(true) << "\n";
                      else print_windows(timeline, *lang, io.out);
                      return 0;
                  }});
}

}  // namespace arbiter::cli
