#include "app/core/content/scenario_writer.hpp"

#include <yaml-cpp/yaml.h>

#include <variant>

#include "app/core/problem_text.hpp"
#include "engine/clock/game_time.hpp"
#include "engine/rules/event_schema.hpp"
#include "engine/rules/ruling.hpp"

namespace arbiter::content {

namespace {

std::string joined(const ContentErrors& problems) {
    std::string out = english_problem_text("problem.writer.cannot_write");
    for (const auto& p : problems) out += "\n  " + p.message;
    return out;
}

// Collects what cannot be written, so one exception names all of it.
struct Writer {
    YAML::Emitter out;
    ContentErrors problems;

    // A problem with the writer's key, at `where` (a field: "event 1.by"; none when empty).
    void fail(const std::string& where, std::string key, std::vector<MessageArg> args = {}) {
        std::vector<MessageArg> place;
        if (!where.empty()) place.push_back(MessageArg::place(where));
        problems.push_back(content_problem({}, 0, 0, std::move(key), std::move(args), std::move(place)));
    }

    // A time as the loader reads it ("1:30:00", "0:05.5"); it must read back as the same value.
    void time(clock::Millis ms, const std::string& what) {
        const std::string text = clock::format_game_time(ms);
        if (clock::parse_game_time(text) != ms) fail(what, "problem.writer.time", {{"ms", std::to_string(ms)}});
        out << text;
    }

    // Text that spans lines reads best as a literal block; yaml-cpp's literal keeps a text only
    // when it ends in one newline and does not start with a blank (else the block's indentation
    // or chomping changes it), so anything else is double-quoted, which is always exact.
    void text(const std::string& value) {
        const bool multiline = value.find('\n') != std::string::npos;
        const bool literal_safe = multiline && value.size() >= 2 && value.back() == '\n' &&
                                  value[value.size() - 2] != '\n' && value[0] != ' ' && value[0] != '\t' &&
                                  value.find('\r') == std::string::npos && value.find('\t') == std::string::npos;
        if (literal_safe) out << YAML::Literal << value;
        else if (multiline) out << YAML::DoubleQuoted << value;
        else out << value;
    }

    void localized(const char* key, const LocalizedText& t) {
        out << YAML::Key << key << YAML::Value << YAML::BeginMap;
        for (Language l : kAllLanguages) {
            out << YAML::Key << std::string(language_tag(l)) << YAML::Value;
            text(t.get(l));
        }
        out << YAML::EndMap;
    }

    void words(const std::vector<std::string>& list) {
        out << YAML::Flow << YAML::BeginSeq;
        for (const auto& w : list) out << w;
        out << YAML::EndSeq;
    }

    // One event field, typed by the engine's schema; a value of another type is refused.
    void field(const rules::FieldSpec& spec, const rules::FieldValue& value, const std::string& what) {
        const auto* flag = std::get_if<bool>(&value);
        const auto* number = std::get_if<std::int64_t>(&value);
        const auto* word = std::get_if<std::string>(&value);
        const auto* list = std::get_if<std::vector<std::string>>(&value);
        out << YAML::Key << std::string(spec.name) << YAML::Value;
        switch (spec.type) {
            case rules::FieldType::Flag:
                if (flag) out << (*flag ? "true" : "false");
                break;
            case rules::FieldType::Integer:
                if (number) out << *number;
                break;
            case rules::FieldType::Time:
                if (number) time(*number, what);
                break;
            case rules::FieldType::Player:
                if (word && !rules::parse_player(*word)) fail(what, "problem.writer.not_player", {{"value", *word}});
                if (word) out << *word;
                break;
            case rules::FieldType::Choice:
                if (word && !rules::choice_allowed(spec, *word))
                    fail(what, "problem.writer.not_choice", {{"value", *word}, {"choices", std::string(spec.choices)}});
                if (word) out << *word;
                break;
            case rules::FieldType::Text:
                if (word) text(*word);
                break;
            case rules::FieldType::TextList:
                if (list) words(*list);
                break;
        }
        const bool typed = (spec.type == rules::FieldType::Flag && flag) ||
                           ((spec.type == rules::FieldType::Integer || spec.type == rules::FieldType::Time) && number) ||
                           ((spec.type == rules::FieldType::Player || spec.type == rules::FieldType::Choice ||
                             spec.type == rules::FieldType::Text) &&
                            word) ||
                           (spec.type == rules::FieldType::TextList && list);
        if (!typed) {
            fail(what, "problem.writer.wrong_type");
            out << YAML::Null;  // keeps the document well formed; the exception reports it
        }
    }

    // The fields of an event in the order of its schema (the order docs/incident-format.md uses).
    void event_fields(const rules::Event& event, const std::string& what) {
        const rules::EventSpec& spec = rules::event_spec(event.kind);
        for (const auto& [name, value] : event.fields)
            if (!rules::find_field(spec, name))
                fail(what, "problem.writer.no_field", {{"event", std::string(spec.name)}, {"field", name}});
        for (const auto& f : spec.fields) {
            const auto it = event.fields.find(f.name);
            if (it != event.fields.end()) field(f, it->second, what + "." + std::string(f.name));
        }
    }

    void clock_map(const rules::ClockSetup& c) {
        out << YAML::Flow << YAML::BeginMap;
        if (!c.control.empty()) out << YAML::Key << "control" << YAML::Value << c.control;
        if (!c.go_system.empty()) out << YAML::Key << "system" << YAML::Value << c.go_system;
        if (c.main) {
            out << YAML::Key << "main" << YAML::Value;
            time(c.main, "clock.main");
        }
        if (c.reserve_minutes) out << YAML::Key << "reserve" << YAML::Value << c.reserve_minutes;
        if (c.periods) out << YAML::Key << "periods" << YAML::Value << c.periods;
        if (c.period) {
            out << YAML::Key << "period" << YAML::Value;
            time(c.period, "clock.period");
        }
        out << YAML::Key << "starts_at" << YAML::Value;
        time(c.starts_at, "clock.starts_at");
        if (c.white_left) {
            out << YAML::Key << "white" << YAML::Value;
            time(*c.white_left, "clock.white");
        }
        if (c.black_left) {
            out << YAML::Key << "black" << YAML::Value;
            time(*c.black_left, "clock.black");
        }
        if (c.running) out << YAML::Key << "running" << YAML::Value << std::string(rules::player_name(*c.running));
        if (c.white_moves_done) out << YAML::Key << "white_moves" << YAML::Value << c.white_moves_done;
        if (c.black_moves_done) out << YAML::Key << "black_moves" << YAML::Value << c.black_moves_done;
        out << YAML::EndMap;
    }

    // A ruling's parts (an option or `expect:`); a part is written when it was stated.
    void answer_parts(const rules::Answer& a) {
        if (a.ruling_id) out << YAML::Key << "ruling" << YAML::Value << *a.ruling_id;
        if (a.outcome) out << YAML::Key << "outcome" << YAML::Value << std::string(rules::outcome_name(*a.outcome));
        if (a.penalties_stated) {
            out << YAML::Key << "penalties" << YAML::Value << YAML::Flow << YAML::BeginSeq;
            for (const auto& p : a.penalties) {
                out << YAML::Flow << YAML::BeginMap << YAML::Key << "player" << YAML::Value
                    << std::string(rules::player_name(p.player)) << YAML::Key << "kind" << YAML::Value
                    << std::string(rules::penalty_name(p.kind));
                if (p.amount) out << YAML::Key << "amount" << YAML::Value << *p.amount;
                out << YAML::EndMap;
            }
            out << YAML::EndSeq;
        } else if (!a.penalties.empty()) {
            fail("", "problem.writer.unstated_penalties");
        }
        if (a.corrections_stated) {
            out << YAML::Key << "corrections" << YAML::Value << YAML::Flow << YAML::BeginSeq;
            for (auto c : a.corrections) out << std::string(rules::correction_name(c));
            out << YAML::EndSeq;
        } else if (!a.corrections.empty()) {
            fail("", "problem.writer.unstated_corrections");
        }
        if (a.articles_stated) {
            out << YAML::Key << "articles" << YAML::Value;
            words(a.articles);
        } else if (!a.articles.empty()) {
            fail("", "problem.writer.unstated_articles");
        }
    }

    void incident(const Scenario& s) {
        const rules::Incident& inc = s.incident;
        out << YAML::Key << "incident" << YAML::Value << YAML::BeginMap;
        out << YAML::Key << "game" << YAML::Value << std::string(rules::game_name(inc.game));
        out << YAML::Key << "rules" << YAML::Value << inc.rule_set;
        if (!inc.options.empty()) {
            out << YAML::Key << "options" << YAML::Value << YAML::Flow << YAML::BeginMap;
            for (const auto& [name, value] : inc.options) {
                out << YAML::Key << name << YAML::Value;
                if (const auto* b = std::get_if<bool>(&value)) {
                    out << (*b ? "true" : "false");
                } else if (const auto* n = std::get_if<std::int64_t>(&value)) {
                    out << *n;
                } else if (const auto* t = std::get_if<std::string>(&value)) {
                    // The loader types an option by its text: "true" or digits would come back as
                    // a flag or a number.
                    if (*t == "true" || *t == "false" ||
                        (!t->empty() && t->find_first_not_of("0123456789-") == std::string::npos))
                        fail("option " + name, "problem.writer.option_text", {{"value", *t}});
                    out << *t;
                } else {
                    fail("option " + name, "problem.writer.option_list");
                    out << YAML::Null;
                }
            }
            out << YAML::EndMap;
        }
        if (inc.to_move) out << YAML::Key << "to_move" << YAML::Value << std::string(rules::player_name(*inc.to_move));
        const std::string& position = s.written_position ? *s.written_position : inc.position;
        if (s.position_file_name.empty() && !position.empty()) {
            out << YAML::Key << "position" << YAML::Value;
            text(position);
        }
        // moves_before come from a PGN (inline or position_file); a FEN cannot carry them.
        if (!inc.moves_before.empty() && s.position_file_name.empty() && !s.written_position)
            fail("", "problem.writer.moves_need_pgn");
        if (inc.clock.configured() || inc.clock.starts_at || inc.clock.running) {
            out << YAML::Key << "clock" << YAML::Value;
            clock_map(inc.clock);
        }
        if (!inc.facts.empty()) {
            out << YAML::Key << "facts" << YAML::Value << YAML::Flow << YAML::BeginMap;
            for (const auto& [name, value] : inc.facts) out << YAML::Key << name << YAML::Value << (value ? "true" : "false");
            out << YAML::EndMap;
        }
        history(inc);
        out << YAML::Key << "events" << YAML::Value << YAML::BeginSeq;
        for (std::size_t i = 0; i < inc.events.size(); ++i) {
            const rules::Event& e = inc.events[i];
            const std::string what = "event " + std::to_string(i + 1);
            out << YAML::Flow << YAML::BeginMap;
            if (e.at) {
                out << YAML::Key << "at" << YAML::Value;
                time(*e.at, what + ".at");
            }
            out << YAML::Key << "type" << YAML::Value << std::string(rules::event_name(e.kind));
            event_fields(e, what);
            out << YAML::EndMap;
        }
        out << YAML::EndSeq << YAML::EndMap;
    }

    void history(const rules::Incident& inc) {
        const bool any = inc.illegal_moves_before[0] || inc.illegal_moves_before[1] || inc.warnings_before[0] ||
                         inc.warnings_before[1];
        if (!any) return;
        out << YAML::Key << "history" << YAML::Value << YAML::Flow << YAML::BeginMap;
        for (const auto& [name, counts] : {std::pair{"illegal_moves", &inc.illegal_moves_before},
                                           std::pair{"warnings", &inc.warnings_before}}) {
            if (!(*counts)[0] && !(*counts)[1]) continue;
            out << YAML::Key << name << YAML::Value << YAML::Flow << YAML::BeginMap;
            for (rules::Player p : {rules::Player::White, rules::Player::Black}) {
                const int n = (*counts)[static_cast<std::size_t>(p)];
                if (n < 0 || n > 99) fail(std::string("history.") + name, "problem.writer.history_count", {{"n", std::to_string(n)}});
                if (n) out << YAML::Key << std::string(rules::player_name(p)) << YAML::Value << n;
            }
            out << YAML::EndMap;
        }
        out << YAML::EndMap;
    }

    void question(const Scenario& s) {
        out << YAML::Key << "question" << YAML::Value << YAML::BeginMap;
        if (!s.options.empty()) {
            out << YAML::Key << "options" << YAML::Value << YAML::BeginSeq;
            for (const auto& option : s.options) {
                out << YAML::BeginMap;
                answer_parts(option.ruling);
                if (option.text) localized("text", *option.text);
                if (option.pinned) out << YAML::Key << "pinned" << YAML::Value << true;
                out << YAML::EndMap;
            }
            out << YAML::EndSeq;
        }
        if (s.build) {
            const BuildQuestion& b = *s.build;
            out << YAML::Key << "build" << YAML::Value;
            if (b.outcomes.empty() && b.penalties.empty() && b.corrections.empty() && b.articles.empty()) {
                out << true;
            } else {
                out << YAML::BeginMap;
                auto menu = [&](const char* key, const auto& values, auto name) {
                    if (values.empty()) return;
                    out << YAML::Key << key << YAML::Value << YAML::Flow << YAML::BeginSeq;
                    for (auto v : values) out << std::string(name(v));
                    out << YAML::EndSeq;
                };
                menu("outcomes", b.outcomes, rules::outcome_name);
                menu("penalties", b.penalties, rules::penalty_name);
                menu("corrections", b.corrections, rules::correction_name);
                if (!b.articles.empty()) {
                    out << YAML::Key << "articles" << YAML::Value;
                    words(b.articles);
                }
                out << YAML::EndMap;
            }
        }
        out << YAML::EndMap;
    }

    void scenario(const Scenario& s) {
        out << YAML::BeginMap;
        out << YAML::Key << "id" << YAML::Value << s.id;
        localized("title", s.title);
        localized("prompt", s.prompt);
        out << YAML::Key << "time_control" << YAML::Value << std::string(time_control_tag(s.time_control));
        out << YAML::Key << "difficulty" << YAML::Value << s.difficulty;
        std::vector<std::string> levels;
        for (Level l : s.levels) levels.emplace_back(level_tag(l));
        out << YAML::Key << "levels" << YAML::Value;
        words(levels);
        out << YAML::Key << "topics" << YAML::Value;
        words(s.topics);
        out << YAML::Key << "source" << YAML::Value << YAML::BeginSeq;
        for (const auto& c : s.sources)
            out << YAML::Flow << YAML::BeginMap << YAML::Key << "document" << YAML::Value << c.document << YAML::Key
                << "article" << YAML::Value << YAML::DoubleQuoted << c.article << YAML::EndMap;
        out << YAML::EndSeq;
        if (!s.cue_waiver.empty()) out << YAML::Key << "cue_waiver" << YAML::Value << YAML::DoubleQuoted << s.cue_waiver;
        if (s.position_format != PositionFormat::None)
            out << YAML::Key << "position_format" << YAML::Value << std::string(position_format_tag(s.position_format));
        if (!s.position_file_name.empty()) out << YAML::Key << "position_file" << YAML::Value << s.position_file_name;
        if (s.cut_at_ply) out << YAML::Key << "cut_at_ply" << YAML::Value << *s.cut_at_ply;
        incident(s);
        if (s.expected) {
            out << YAML::Key << "expect" << YAML::Value << YAML::BeginMap;
            answer_parts(*s.expected);
            out << YAML::EndMap;
        }
        question(s);
        out << YAML::EndMap;
    }

    std::string finish() {
        if (!out.good()) fail("", "problem.writer.emitter", {{"detail", out.GetLastError()}});
        if (!problems.empty()) throw ScenarioWriteError(problems);
        return std::string(out.c_str()) + "\n";
    }
};

// The text inside a one-line flow map "{...}", for the editor's form.
std::string inner(const std::string& flow) {
    if (flow.size() >= 2 && flow.front() == '{' && flow.back() == '}') return flow.substr(1, flow.size() - 2);
    return flow;
}

}  // namespace

ScenarioWriteError::ScenarioWriteError(ContentErrors list) : std::runtime_error(joined(list)), problems(std::move(list)) {}

std::string write_scenario_yaml(const Scenario& scenario) {
    Writer w;
    w.scenario(scenario);
    return w.finish();
}

std::string write_clock_flow(const rules::ClockSetup& clock) {
    Writer w;
    w.clock_map(clock);
    std::string text = w.finish();
    text.pop_back();  // the newline finish() adds after a document
    return text;
}

std::string write_event_fields_flow(const rules::Event& event) {
    Writer w;
    w.out << YAML::Flow << YAML::BeginMap;
    w.event_fields(event, "event");
    w.out << YAML::EndMap;
    std::string text = w.finish();
    text.pop_back();
    return inner(text);
}

std::string write_question_block(const std::vector<ScenarioOption>& options, bool build) {
    Scenario holder;
    holder.options = options;
    if (build) holder.build = BuildQuestion{};
    Writer w;
    w.out << YAML::BeginMap;
    w.question(holder);
    w.out << YAML::EndMap;
    return w.finish();
}

}  // namespace arbiter::content
