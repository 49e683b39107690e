#include "app/core/content/incident_loader.hpp"

#include <algorithm>

#include "app/core/content/question_yaml.hpp"
#include "app/core/problem_text.hpp"
#include "engine/core/utf8.hpp"
#include "engine/clock/game_time.hpp"
#include "engine/rules/event_schema.hpp"
#include "engine/core/number_text.hpp"

namespace arbiter::content {

namespace {

using rules::FieldType;

// Collects problems at a node's position: a key of assets/lang's content problems ("problem.…"),
// its named arguments and the place it is about (app/core/problem_text.hpp).
struct Reporter {
    const std::string& file;
    ContentErrors& errors;
    void at(const YAML::Node& node, std::string key, std::vector<MessageArg> args = {},
            std::vector<MessageArg> where = {}) const {
        const auto mark = node.Mark();
        errors.push_back(content_problem(file, mark.is_null() ? 0 : static_cast<std::size_t>(mark.line + 1),
                                         mark.is_null() ? 0 : static_cast<std::size_t>(mark.column + 1), std::move(key),
                                         std::move(args), std::move(where)));
    }
};


std::optional<std::string> scalar(const YAML::Node& node, const Reporter& r, const std::string& what) {
    if (!node.IsScalar()) {
        r.at(node, "problem.single_value", {{"what", what}});
        return std::nullopt;
    }
    return node.Scalar();
}

std::optional<bool> boolean(const YAML::Node& node, const Reporter& r, const std::string& what) {
    auto s = scalar(node, r, what);
    if (!s) return std::nullopt;
    if (*s == "true" || *s == "yes") return true;
    if (*s == "false" || *s == "no") return false;
    r.at(node, "problem.not_boolean", {{"what", what}, {"value", *s}});
    return std::nullopt;
}

std::optional<std::int64_t> integer(const YAML::Node& node, const Reporter& r, const std::string& what) {
    auto s = scalar(node, r, what);
    if (!s) return std::nullopt;
    if (const auto v = parse_whole_number<std::int64_t>(*s)) return *v;
    r.at(node, "problem.not_whole_number", {{"what", what}, {"value", *s}});
    return std::nullopt;
}

std::optional<clock::Millis> time_value(const YAML::Node& node, const Reporter& r, const std::string& what) {
    auto s = scalar(node, r, what);
    if (!s) return std::nullopt;
    if (auto t = clock::parse_game_time(*s)) return t;
    r.at(node, "problem.not_time", {{"what", what}, {"value", *s}});
    return std::nullopt;
}

std::optional<rules::Player> player_value(const YAML::Node& node, const Reporter& r, const std::string& what) {
    auto s = scalar(node, r, what);
    if (!s) return std::nullopt;
    if (auto p = rules::parse_player(*s)) return p;
    r.at(node, "problem.not_player", {{"what", what}, {"value", *s}});
    return std::nullopt;
}

std::vector<std::string> text_list(const YAML::Node& node, const Reporter& r, const std::string& what) {
    std::vector<std::string> out;
    if (node.IsScalar()) {
        out.push_back(node.Scalar());
    } else if (node.IsSequence()) {
        for (const auto& item : node)
            if (auto s = scalar(item, r, what)) out.push_back(*s);
    } else {
        r.at(node, "problem.not_list", {{"what", what}});
    }
    return out;
}

std::string choices_text(std::string_view choices) {
    std::string out(choices);
    std::replace(out.begin(), out.end(), '|', ',');
    return out;
}

std::optional<rules::Event> parse_event(const YAML::Node& node, rules::GameKind game, const Reporter& r) {
    if (!node.IsMap()) {
        r.at(node, "problem.event_not_map");
        return std::nullopt;
    }
    const YAML::Node type = node["type"];
    if (!type) {
        r.at(node, "problem.event_without_type");
        return std::nullopt;
    }
    auto type_name = scalar(type, r, "type");
    if (!type_name) return std::nullopt;
    const rules::EventSpec* spec = rules::find_event_spec(*type_name);
    if (!spec) {
        std::string known;
        for (const auto& s : rules::event_specs()) known += (known.empty() ? "" : ", ") + std::string(s.name);
        r.at(type, "problem.unknown_event_type", {{"type", *type_name}, {"known", known}});
        return std::nullopt;
    }
    if ((spec->games == rules::Games::GoOnly && game != rules::GameKind::Go) ||
        (spec->games == rules::Games::ChessOnly && game != rules::GameKind::Chess)) {
        r.at(type, "problem.event_not_in_game", {{"type", *type_name}, {"game", std::string(rules::game_name(game))}});
    }
    rules::Event event;
    event.kind = spec->kind;
    event.line = static_cast<std::size_t>(node.Mark().line + 1);
    bool ok = true;
    for (const auto& entry : node) {
        const std::string key = entry.first.Scalar();
        const YAML::Node& value = entry.second;
        if (key == "type" || key == "note") continue;
        if (key == "at") {
            if (auto t = time_value(value, r, "at")) event.at = *t;
            else ok = false;
            continue;
        }
        const rules::FieldSpec* field = rules::find_field(*spec, key);
        if (!field) {
            std::string known = "at, note";
            for (const auto& f : spec->fields) known += ", " + std::string(f.name);
            r.at(entry.first, "problem.unknown_event_field",
                 {{"field", key}, {"event", std::string(spec->name)}, {"known", known}});
            ok = false;
            continue;
        }
        switch (field->type) {
            case FieldType::Flag:
                if (auto b = boolean(value, r, key)) event.fields[key] = *b;
                else ok = false;
                break;
            case FieldType::Integer:
                if (auto i = integer(value, r, key)) event.fields[key] = *i;
                else ok = false;
                break;
            case FieldType::Time:
                if (auto t = time_value(value, r, key)) event.fields[key] = static_cast<std::int64_t>(*t);
                else ok = false;
                break;
            case FieldType::Player:
                if (auto p = player_value(value, r, key)) event.fields[key] = std::string(rules::player_name(*p));
                else ok = false;
                break;
            case FieldType::Text:
                if (auto s = scalar(value, r, key)) event.fields[key] = *s;
                else ok = false;
                break;
            case FieldType::Choice:
                if (auto s = scalar(value, r, key)) {
                    if (rules::choice_allowed(*field, *s)) {
                        event.fields[key] = *s;
                    } else {
                        r.at(value, "problem.not_a_choice", {{"what", key}, {"choices", choices_text(field->choices)}, {"value", *s}});
                        ok = false;
                    }
                } else {
                    ok = false;
                }
                break;
            case FieldType::TextList:
                event.fields[key] = text_list(value, r, key);
                break;
        }
    }
    for (const auto& f : spec->fields) {
        if (f.required && !node[std::string(f.name)]) {
            r.at(node, "problem.event_needs_field",
                 {{"event", std::string(spec->name)}, {"field", std::string(f.name)}, {"help", std::string(f.help)}});
            ok = false;
        }
    }
    if (!ok) return std::nullopt;
    return event;
}

}  // namespace

std::span<const rules::FieldSpec> clock_fields() {
    using rules::FieldType;
    static constexpr rules::FieldSpec kFields[] = {
        {"control", FieldType::Text, false, "", "chess: the time control, e.g. 5400+30, 40/5400+30:1800+30, 300+d5"},
        {"system", FieldType::Choice, false, "reserve_minutes|periods", "go: 1988 reserved minutes, or byo-yomi periods"},
        {"main", FieldType::Time, false, "", "go: main time, without the reserve or the periods"},
        {"reserve", FieldType::Integer, false, "", "go 1988: minutes reserved for byo-yomi"},
        {"periods", FieldType::Integer, false, "", "go periods: how many"},
        {"period", FieldType::Time, false, "", "go periods: the length of each"},
        {"starts_at", FieldType::Time, false, "", "the game time at which these readings hold (default 0:00)"},
        {"white", FieldType::Time, false, "", "White's time left then (default: the full control)"},
        {"black", FieldType::Time, false, "", "Black's time left then (default: the full control)"},
        {"running", FieldType::Player, false, "", "whose clock runs then"},
        {"white_moves", FieldType::Integer, false, "", "moves White completed before (for move-count controls)"},
        {"black_moves", FieldType::Integer, false, "", "moves Black completed before"},
    };
    return kFields;
}

namespace {

void parse_clock(const YAML::Node& node, rules::ClockSetup& clock, const Reporter& r) {
    if (!node.IsMap()) {
        r.at(node, "problem.clock_not_map");
        return;
    }
    for (const auto& entry : node) {
        const std::string key = entry.first.Scalar();
        const YAML::Node& v = entry.second;
        if (key == "control") {
            if (auto s = scalar(v, r, key)) clock.control = *s;
        } else if (key == "system") {
            auto s = scalar(v, r, key);
            if (s && (*s == "reserve_minutes" || *s == "periods")) clock.go_system = *s;
            else if (s) r.at(v, "problem.not_a_choice", {{"what", key}, {"choices", "reserve_minutes,periods"}, {"value", *s}});
        } else if (key == "main") {
            if (auto t = time_value(v, r, key)) clock.main = *t;
        } else if (key == "reserve") {
            if (auto i = integer(v, r, key)) clock.reserve_minutes = static_cast<int>(*i);
        } else if (key == "periods") {
            if (auto i = integer(v, r, key)) clock.periods = static_cast<int>(*i);
        } else if (key == "period") {
            if (auto t = time_value(v, r, key)) clock.period = *t;
        } else if (key == "white") {
            clock.white_left = time_value(v, r, key);
        } else if (key == "black") {
            clock.black_left = time_value(v, r, key);
        } else if (key == "starts_at") {
            if (auto t = time_value(v, r, key)) clock.starts_at = *t;
        } else if (key == "running") {
            clock.running = player_value(v, r, key);
        } else if (key == "white_moves") {
            if (auto i = integer(v, r, key)) clock.white_moves_done = static_cast<int>(*i);
        } else if (key == "black_moves") {
            if (auto i = integer(v, r, key)) clock.black_moves_done = static_cast<int>(*i);
        } else {
            std::string known;
            for (const auto& f : clock_fields()) known += (known.empty() ? "" : ", ") + std::string(f.name);
            r.at(entry.first, "problem.unknown_clock_field", {{"field", key}, {"known", known}});
        }
    }
}

}  // namespace

std::optional<rules::Answer> parse_answer(const YAML::Node& node, const std::string& file, ContentErrors& errors,
                                          const std::vector<MessageArg>& where) {
    const Reporter r{file, errors};
    if (!node.IsMap()) {
        r.at(node, "problem.expect_not_map", {}, where);
        return std::nullopt;
    }
    const std::size_t before = errors.size();
    rules::Answer answer;
    for (const auto& entry : node) {
        const std::string key = entry.first.Scalar();
        const YAML::Node& v = entry.second;
        if (key == "ruling") {
            if (auto s = scalar(v, r, key)) answer.ruling_id = *s;
        } else if (key == "outcome") {
            if (auto s = scalar(v, r, key)) {
                answer.outcome = rules::parse_outcome(*s);
                if (!answer.outcome)
                    r.at(v, "problem.unknown_outcome",
                         {{"value", *s},
                          {"known", "continues, white_wins, black_wins, draw, replay, both_lose, draw_or_replay, chief_arbiter"}}, where);
            }
        } else if (key == "penalties") {
            answer.penalties_stated = true;
            if (!v.IsSequence()) {
                r.at(v, "problem.penalties_not_list", {}, where);
                continue;
            }
            for (const auto& item : v) {
                if (!item.IsMap() || !item["player"] || !item["kind"]) {
                    r.at(item, "problem.penalty_needs_player_kind", {}, where);
                    continue;
                }
                rules::AnswerPenalty p;
                auto player = player_value(item["player"], r, "player");
                auto kind_text = scalar(item["kind"], r, "kind");
                auto kind = kind_text ? rules::parse_penalty(*kind_text) : std::nullopt;
                if (kind_text && !kind)
                    r.at(item["kind"], "problem.unknown_penalty",
                         {{"value", *kind_text},
                          {"known", "warning, admonition, forfeit_turn, time_to_opponent, time_deducted, stone_deduction, "
                                    "loss, arbiter_penalty"}}, where);
                if (item["amount"]) p.amount = integer(item["amount"], r, "amount");
                if (player && kind) {
                    p.player = *player;
                    p.kind = *kind;
                    answer.penalties.push_back(p);
                }
            }
        } else if (key == "corrections") {
            answer.corrections_stated = true;
            for (const auto& word : text_list(v, r, key)) {
                if (auto c = rules::parse_correction(word)) answer.corrections.push_back(*c);
                else r.at(v, "problem.unknown_correction", {{"value", word}}, where);
            }
        } else if (key == "articles") {
            answer.articles_stated = true;
            answer.articles = text_list(v, r, key);
        } else {
            // The key as the author may have meant it: "corections" is "corrections".
            const std::string_view guess = closest_word(key, {"ruling", "outcome", "penalties", "corrections", "articles"});
            if (!guess.empty())
                r.at(entry.first, "problem.unknown_field_guess", {{"field", key}, {"guess", std::string(guess)}}, where);
            else
                r.at(entry.first, "problem.unknown_field_known",
                     {{"field", key}, {"known", "ruling, outcome, penalties, corrections, articles"}}, where);
        }
    }
    if (errors.size() != before) return std::nullopt;
    return answer;
}

std::optional<LoadedIncident> parse_incident(const YAML::Node& node, const std::string& file, ContentErrors& errors,
                                             const std::vector<std::string>& foreign_keys) {
    const Reporter r{file, errors};
    if (!node.IsMap()) {
        r.at(node, "problem.incident_not_map");
        return std::nullopt;
    }
    const std::size_t before = errors.size();
    LoadedIncident out;
    rules::Incident& inc = out.incident;
    inc.source_file = file;

    // The game decides which events exist, so read it first.
    if (const YAML::Node g = node["game"]) {
        if (auto s = scalar(g, r, "game")) {
            if (auto game = rules::parse_game(*s)) inc.game = *game;
            else r.at(g, "problem.not_a_choice", {{"what", "game"}, {"choices", "go,chess"}, {"value", *s}});
        }
    } else {
        r.at(node, "problem.incident_needs_game");
    }

    for (const auto& entry : node) {
        const std::string key = entry.first.Scalar();
        const YAML::Node& v = entry.second;
        if (key == "game") continue;
        if (key == "id") {
            if (auto s = scalar(v, r, key)) inc.id = *s;
        } else if (key == "rules") {
            if (auto s = scalar(v, r, key)) inc.rule_set = *s;
        } else if (key == "position") {
            if (auto s = scalar(v, r, key)) inc.position = *s;
        } else if (key == "to_move") {
            inc.to_move = player_value(v, r, key);
        } else if (key == "options") {
            if (!v.IsMap()) {
                r.at(v, "problem.options_not_map");
                continue;
            }
            for (const auto& opt : v) {
                const std::string name = opt.first.Scalar();
                if (!opt.second.IsScalar()) {
                    r.at(opt.second, "problem.single_value", {{"what", "options." + name}});
                    continue;
                }
                const std::string& text = opt.second.Scalar();
                if (text == "true" || text == "false") {
                    inc.options[name] = text == "true";
                } else if (!text.empty() && text.find_first_not_of("0123456789-") == std::string::npos) {
                    if (const auto number = parse_whole_number<std::int64_t>(text)) inc.options[name] = *number;
                    else r.at(opt.second, "problem.option_bad_number", {{"option", name}});
                } else {
                    inc.options[name] = text;
                }
            }
        } else if (key == "clock") {
            parse_clock(v, inc.clock, r);
        } else if (key == "facts") {
            if (!v.IsMap()) {
                r.at(v, "problem.facts_not_map");
                continue;
            }
            for (const auto& fact : v) {
                const std::string name = fact.first.Scalar();
                if (name != "white_can_mate" && name != "black_can_mate") {
                    r.at(fact.first, "problem.unknown_fact", {{"fact", name}, {"known", "white_can_mate, black_can_mate"}});
                    continue;
                }
                if (auto b = boolean(fact.second, r, name)) inc.facts[name] = *b;
            }
        } else if (key == "history") {
            // What happened before the position: {illegal_moves: {white: 1}, warnings: {black: 1}}.
            if (!v.IsMap()) {
                r.at(v, "problem.history_not_map");
                continue;
            }
            for (const auto& part : v) {
                const std::string name = part.first.Scalar();
                if (name != "illegal_moves" && name != "warnings") {
                    r.at(part.first, "problem.unknown_history", {{"name", name}, {"known", "illegal_moves, warnings"}});
                    continue;
                }
                auto& counts = name == "warnings" ? inc.warnings_before : inc.illegal_moves_before;
                if (!part.second.IsMap()) {
                    r.at(part.second, "problem.history_counts_not_map", {{"what", name}});
                    continue;
                }
                for (const auto& per : part.second) {
                    const auto player = rules::parse_player(per.first.Scalar());
                    if (!player) {
                        r.at(per.first, "problem.not_player", {{"what", name}, {"value", per.first.Scalar()}});
                        continue;
                    }
                    const std::string text = per.second.IsScalar() ? per.second.Scalar() : "";
                    if (text.empty() || text.size() > 2 || text.find_first_not_of("0123456789") != std::string::npos) {
                        r.at(per.second, "problem.history_count_bad", {{"what", name + "." + per.first.Scalar()}, {"value", text}});
                        continue;
                    }
                    counts[static_cast<std::size_t>(*player)] = *parse_whole_number<int>(text);  // checked above: 1–2 digits
                }
            }
        } else if (key == "events") {
            if (!v.IsSequence()) {
                r.at(v, "problem.not_list", {{"what", "events"}});
                continue;
            }
            std::optional<clock::Millis> last;
            for (const auto& item : v) {
                auto event = parse_event(item, inc.game, r);
                if (!event) continue;
                if (event->at && last && *event->at < *last)
                    r.at(item, "problem.events_out_of_order",
                         {{"time", clock::format_game_time(*event->at)}, {"before", clock::format_game_time(*last)}});
                if (event->at) last = event->at;
                inc.events.push_back(std::move(*event));
            }
        } else if (key == "expect") {
            out.expected = parse_answer(v, file, errors);
        } else if (std::find(foreign_keys.begin(), foreign_keys.end(), key) == foreign_keys.end()) {
            r.at(entry.first, "problem.unknown_field_known",
                 {{"field", key},
                  {"known", "id, game, rules, options, position, to_move, clock, facts, history, events, expect"}});
        }
    }
    if (inc.rule_set.empty()) r.at(node, "problem.incident_needs_rules");
    if (inc.events.empty() && !node["events"]) r.at(node, "problem.incident_needs_events");
    if (errors.size() != before) return std::nullopt;
    return out;
}

std::optional<LoadedIncident> load_incident_file(const std::filesystem::path& file, ContentErrors& errors) {
    std::string text;
    std::error_code ec;  // a folder or a device is not an incident file (and /dev/zero would never end)
    if (!std::filesystem::is_regular_file(file, ec) || !read_text_file(file.string(), text)) {
        errors.push_back(content_problem(file.string(), 0, 0, "problem.cannot_open"));
        return std::nullopt;
    }
    return load_incident_text(text, file.string(), errors);
}

std::optional<LoadedIncident> load_incident_text(const std::string& text, const std::string& file, ContentErrors& errors) {
    if (auto bad = first_invalid_utf8(text)) {
        const TextPlace place = place_of_offset(text, *bad);
        errors.push_back(
            content_problem(file, place.line, place.column, "problem.not_utf8", {{"byte", invalid_byte_text(text, *bad)}}));
        return std::nullopt;
    }
    YAML::Node root;
    try {
        root = YAML::Load(text);
    } catch (const YAML::Exception& e) {
        errors.push_back(content_problem(file, static_cast<std::size_t>(e.mark.line + 1),
                                         static_cast<std::size_t>(e.mark.column + 1), "problem.yaml_syntax",
                                         {yaml_error_detail(e)}));
        return std::nullopt;
    }
    if (root.IsMap() && root["incident"]) {
        auto loaded = parse_incident(root["incident"], file, errors);
        // A scenario may state its expected ruling beside the incident.
        if (loaded && !loaded->expected && root["expect"]) loaded->expected = parse_answer(root["expect"], file, errors);
        return loaded;
    }
    return parse_incident(root, file, errors);
}

}  // namespace arbiter::content
