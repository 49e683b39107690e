// The intervention drill in the terminal (docs/drills.md):
//   drill windows FILE     when the arbiter must, may or must not step in during an incident
//                          (engine/rules/intervention_windows.hpp), as a table or as JSON
//   drill intervene FILE   the incident replayed in real time; Enter = "stop the clock"; scored
//                          by training::score_interventions and saved with the other drills
#include <algorithm>
#include <chrono>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <thread>

#include "app/cli/arguments.hpp"
#include "app/cli/cli_strings.hpp"
#include "app/cli/command_registry.hpp"
#include "app/cli/training_cli_support.hpp"
#include "app/core/content/scenario_loader.hpp"
#include "app/core/json.hpp"
#include "app/core/text_fill.hpp"
#include "app/core/training/drills/intervention_drill.hpp"
#include "engine/rules/intervention_windows.hpp"
#include "engine/rules/rule_set.hpp"
#include "engine/rules/adjudicator.hpp"
#include "engine/rules/ruling_text.hpp"
#include "engine/core/number_text.hpp"

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

const std::string& duty_label(rules::Duty duty, const UiStrings& strings) {
    switch (duty) {
        case rules::Duty::Must: return strings.get("cli.intervene.duty_must");
        case rules::Duty::May: return strings.get("cli.intervene.duty_may");
        case rules::Duty::MustNot: return strings.get("cli.intervene.duty_must_not");
    }
    return strings.get("cli.intervene.duty_may");
}

void print_windows(const rules::InterventionTimeline& timeline, const UiStrings& strings, std::ostream& out) {
    const Language lang = strings.language();
    if (timeline.windows.empty()) {
        out << strings.get("cli.intervene.no_window") << "\n";
        return;
    }
    for (const auto& w : timeline.windows) {
        out << clock::format_game_time(w.from) << " – "
            << (w.until ? clock::format_game_time(*w.until) : strings.get("cli.intervene.end_of_game"))
            << "  " << duty_label(w.duty, strings) << "  " << rules::action_word(w.action) << "  [" << cite_line(w.articles, lang) << "]\n"
            << "    " << w.what.get(lang) << "\n";
    }
}

// ---------------------------------------------------------------- drill intervene

using clock::Millis;

// "白方 走 e2e4" / "White move e2e4": what the arbiter sees happen, without the engine's verdict.
std::string event_line(const rules::Event& e, rules::GameKind game, const UiStrings& strings) {
    const Language lang = strings.language();
    std::string out = rules::event_text(e.kind, game).get(lang);
    for (const char* field : {"by", "player"})
        if (auto p = e.player(field))
            out = fill(strings.get("cli.intervene.player_event"), {{"player", rules::player_text(*p).get(lang)},
                                                                   {"event", rules::event_text(e.kind, game).get(lang)}});
    if (const std::string move = e.text("move"); !move.empty()) out += " " + move;
    return out;
}

std::vector<Millis> parse_game_times(const std::string& text) {
    std::vector<Millis> out;
    std::stringstream in(text);
    for (std::string item; std::getline(in, item, ',');) {
        if (item.empty()) continue;
        const auto t = clock::parse_game_time(item);
        if (!t) throw UsageError("--presses takes game times such as 2:10:30.4 (not '" + item + "')");
        out.push_back(*t);
    }
    return out;
}

std::vector<Millis> run_in_real_time(const training::InterventionDrill& drill, const rules::Incident& incident, int speed,
                                     const UiStrings& strings, Io& io) {
    LineReader reader(io.in);
    std::string line;
    io.out << fill(strings.get("cli.intervene.ready"), {{"time", clock::format_game_time(drill.start)}}) << std::endl;
    if (reader.read(line) != LineReader::Status::line) return {};
    const auto start = std::chrono::steady_clock::now();
    auto game_now = [&] {
        const auto real = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
        return drill.start + real * speed;
    };
    const auto& times = drill.timeline.times;
    std::size_t shown = 0;
    bool input_closed = false;
    std::vector<Millis> presses;
    for (;;) {
        const Millis now = game_now();
        for (; shown < times.size() && times[shown] <= now; ++shown)
            io.out << clock::format_game_time(times[shown]) << "  " << event_line(incident.events[shown], incident.game, strings) << std::endl;
        if (now >= drill.end) break;
        const Millis next = shown < times.size() ? std::min(times[shown], drill.end) : drill.end;
        const auto wait = std::chrono::milliseconds(std::max<Millis>(1, (next - now + speed - 1) / speed));
        // Input closed: the game still plays to its end, without more presses.
        if (input_closed) {
            std::this_thread::sleep_for(wait);
            continue;
        }
        const auto status = reader.read(line, wait);
        if (status == LineReader::Status::end) input_closed = true;
        if (status == LineReader::Status::line) {
            const Millis at = game_now();
            if (at < drill.end) {
                presses.push_back(at);
                io.out << clock::format_game_time(at) << strings.get("cli.intervene.clock_stopped") << std::endl;
            }
        }
    }
    return presses;
}

void print_intervention_result(const training::InterventionDrill& drill, const training::InterventionScore& score,
                               const UiStrings& strings, std::ostream& out) {
    const Language lang = strings.language();
    const auto& windows = drill.timeline.windows;
    out << "\n";
    for (std::size_t k = 0; k < windows.size(); ++k) {
        const auto& w = windows[k];
        if (rules::is_routine_call(w)) continue;
        std::string you;
        if (training::is_scored(w)) {
            you = strings.get("cli.intervene.missed");
            for (const auto& r : score.windows)
                if (r.window == k && r.reaction)
                    you = fill(strings.get("cli.intervene.stopped"), {{"ms", std::to_string(*r.reaction)}});
        } else {
            int alarms = 0;
            for (const auto& p : score.presses)
                if (p.window == k && p.verdict == training::PressResult::Verdict::FalseAlarm) ++alarms;
            you = alarms ? strings.get("cli.intervene.false_alarm") : w.duty == rules::Duty::May ? "-" : strings.get("cli.intervene.kept_out");
        }
        out << clock::format_game_time(w.from) << "  " << duty_label(w.duty, strings) << "  [" << cite_line(w.articles, lang) << "]  " << you
            << "\n    " << w.what.get(lang) << "\n";
    }
    std::string outside;
    for (const auto& p : score.presses)
        if (p.verdict == training::PressResult::Verdict::FalseAlarm && !p.window)
            outside += (outside.empty() ? "" : ", ") + clock::format_game_time(p.at);
    if (!outside.empty()) out << strings.get("cli.intervene.without_cause") << outside << "\n";
    out << fill(strings.get("cli.intervene.stepped_in"), {{"hits", std::to_string(score.hits)},
                                                          {"n", std::to_string(drill.scored_windows)},
                                                          {"missed", std::to_string(score.misses)},
                                                          {"alarms", std::to_string(score.false_alarms)}});
    if (score.mean_reaction)
        out << fill(strings.get("cli.intervene.mean_reaction"), {{"ms", std::to_string(*score.mean_reaction)}});
    out << "\n" << fill(strings.get("cli.drill.score"), {{"score", percent(score.score)}}) << "\n";
}

int run_intervene(const std::vector<std::string>& raw, Io& io) {
    Arguments args(raw, training_value_options({"--speed", "--presses"}), {"--json"});
    args.expect_positionals(1, 1);
    const std::string file = args.positional(0, "FILE");
    const int speed = parse_whole_number<int>(args.value_or("--speed", "1")).value_or(0);
    if (speed != 1 && speed != 2 && speed != 4) throw UsageError("--speed is 1, 2 or 4");
    const auto given = args.value("--presses");
    std::vector<Millis> presses;
    if (given) presses = parse_game_times(*given);
    ContentErrors errors;
    auto loaded = content::load_case_file(file, errors);
    if (!loaded) {
        for (const auto& e : errors) io.err << e.to_string() << "\n";
        return 3;
    }
    const rules::Incident& incident = loaded->incident;
    const auto drill = training::make_intervention_drill(incident.id, incident);
    if (!drill) {
        io.err << file << ": no intervention window in this timeline (arbiter-cli drill windows " << file << ")\n";
        return 1;
    }
    return with_database_errors(io, args, [&] {
        auto env = open_training(args, false);
        if (!given) presses = run_in_real_time(*drill, incident, speed, env.strings, io);
        const auto score = training::score_interventions(*drill, presses);
        const auto id = env.store->record_drill_result(env.profile_id, training::intervention_record(*drill, score, env.clock.now()));
        if (args.flag("--json")) {
            auto out = training::intervention_detail_json(*drill, score);
            out.set("incident", drill->scenario_id);
            out.set("score", score.score);
            out.set("hits", score.hits);
            out.set("misses", score.misses);
            out.set("false_alarms", score.false_alarms);
            out.set("mean_reaction_ms", score.mean_reaction ? json::Value(*score.mean_reaction) : json::Value(nullptr));
            out.set("result_id", id);
            io.out << out.dump(true) << "\n";
        } else {
            print_intervention_result(*drill, score, env.strings, io.out);
        }
        return 0;
    });
}

}  // namespace

void register_intervention_drill_commands(CommandRegistry& registry) {
    registry.add({"drill", "intervene", "when must the arbiter step in: an incident in real time, Enter = stop the clock", "",
                  run_intervene});
    registry.add({"drill", "windows", "when the arbiter must, may or must not step in during an incident", "",
                  [](const std::vector<std::string>& raw, Io& io) {
                      Arguments args(raw, {"--lang"}, {"--json"});
                      args.expect_positionals(1, 1);
                      const UiStrings strings = load_strings(args);
                      ContentErrors errors;
                      const std::string file = args.positional(0, "FILE");
                      auto loaded = content::load_case_file(file, errors);
                      if (!loaded) {
                          for (const auto& e : errors) io.err << e.to_string() << "\n";
                          return 3;
                      }
                      const rules::InterventionTimeline timeline = rules::intervention_windows(loaded->incident);
                      if (args.flag("--json")) io.out << windows_json(timeline).dump(true) << "\n";
                      else print_windows(timeline, strings, io.out);
                      return 0;
                  }});
}

}  // namespace arbiter::cli
