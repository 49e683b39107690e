#include "app/core/content/scenario_loader.hpp"

#include <algorithm>
#include <cstdint>
#include <set>

#include "app/core/content/incident_loader.hpp"
#include "app/core/content/question_loader.hpp"
#include "app/core/content/question_yaml.hpp"
#include "app/core/content/scenario_board.hpp"
#include "app/core/problem_text.hpp"
#include "engine/rules/rule_set.hpp"

namespace arbiter::content {

namespace fs = std::filesystem;

std::string_view time_control_tag(TimeControlClass c) {
    switch (c) {
        case TimeControlClass::Standard: return "standard";
        case TimeControlClass::Rapid: return "rapid";
        case TimeControlClass::Blitz: return "blitz";
    }
    return "standard";
}

std::optional<TimeControlClass> parse_time_control(std::string_view tag) {
    for (auto c : {TimeControlClass::Standard, TimeControlClass::Rapid, TimeControlClass::Blitz})
        if (time_control_tag(c) == tag) return c;
    return std::nullopt;
}

std::string_view position_format_tag(PositionFormat f) {
    switch (f) {
        case PositionFormat::None: return "none";
        case PositionFormat::Fen: return "fen";
        case PositionFormat::Sgf: return "sgf";
        case PositionFormat::Pgn: return "pgn";
        case PositionFormat::Diagram: return "diagram";
    }
    return "none";
}

std::optional<PositionFormat> parse_position_format(std::string_view tag) {
    for (auto f : {PositionFormat::Fen, PositionFormat::Sgf, PositionFormat::Pgn, PositionFormat::Diagram})
        if (position_format_tag(f) == tag) return f;
    return std::nullopt;
}

namespace {

// A game record a scenario may name; real SGF and PGN games are a few kilobytes.
constexpr std::uintmax_t kMaxPositionFileBytes = 4000000;


// What the position text looks like when the author did not say: SGF starts with "(;", a PGN has
// tags or a move number, a FEN is one line with seven slashes; anything else is a diagram.
PositionFormat detect_format(const std::string& text, rules::GameKind game) {
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string::npos) return PositionFormat::None;
    if (text.compare(first, 2, "(;") == 0) return PositionFormat::Sgf;
    if (game == rules::GameKind::Chess) {
        if (text[first] == '[' || text.compare(first, 2, "1.") == 0) return PositionFormat::Pgn;
        if (std::count(text.begin(), text.end(), '/') == 7 && text.find('\n', first) == std::string::npos)
            return PositionFormat::Fen;
        return PositionFormat::Fen;  // a broken FEN is reported as such, not as a diagram
    }
    return PositionFormat::Diagram;
}

// The articles of the documents a rule set may cite: its own, and for Go the 1988 text, which
// the 2002 rule set falls back to where the 2002(b) text was not recovered (docs/rulings.md).
std::vector<const rules::Document*> documents_for(const rules::RuleSet& rule_set) {
    std::vector<const rules::Document*> out;
    if (auto d = rules::find_document(rule_set.document)) out.push_back(d);
    if (rule_set.game == rules::GameKind::Go)
        if (auto d = rules::find_document("cn-go-1988"); d && d->id != rule_set.document) out.push_back(d);
    return out;
}

bool article_known(const std::vector<const rules::Document*>& docs, std::string_view article) {
    return std::any_of(docs.begin(), docs.end(), [&](const rules::Document* d) { return d->article(article) != nullptr; });
}

// An option or the expected ruling: the articles must exist in the rule set's documents, and a
// ruling id must name a ruling of this game — else no ruling the engine gives can equal it.
void check_answer_is_possible(const rules::Answer& answer, const YAML::Node& node, const rules::Incident& incident,
                              const std::string& what, YamlReader& reader) {
    const auto where = places(what);
    const rules::RuleSet* rule_set = rules::find_rule_set(incident.rule_set);
    if (!rule_set) return;  // reported with the incident
    const auto docs = documents_for(*rule_set);
    for (const auto& article : answer.articles) {
        if (article_known(docs, article)) continue;
        std::string known;
        for (auto d : docs) known += (known.empty() ? "" : ", ") + std::string(d->id);
        reader.problem(node["articles"] ? node["articles"] : node, "problem.article_not_in_documents",
                       {{"article", article}, {"documents", known}}, where);
    }
    if (answer.ruling_id) {
        const std::string prefix = std::string(rules::game_name(incident.game)) + ".";
        if (answer.ruling_id->rfind(prefix, 0) != 0)
            reader.problem(node["ruling"], "problem.ruling_wrong_game",
                           {{"ruling", *answer.ruling_id}, {"game", std::string(rules::game_name(incident.game))},
                            {"prefix", prefix}},
                           where);
    }
    if (answer.outcome == rules::Outcome::Counting && incident.game == rules::GameKind::Chess)
        reader.problem(node["outcome"], "problem.counting_not_chess", {}, where);
}

std::optional<ScenarioOption> parse_option(const YAML::Node& node, const Scenario& s, YamlReader& reader,
                                           ContentErrors& errors, std::size_t index) {
    // Every problem of the option is about "option N" (the reader's context), in the reader's language.
    reader.push_context(MessageArg::words("", "problem.place.option", {{"n", std::to_string(index + 1)}}));
    struct PopContext {
        YamlReader& reader;
        ~PopContext() { reader.pop_context(); }
    } pop{reader};
    const std::string what;  // the context names the option
    if (!reader.expect_map(node, what)) return std::nullopt;
    ScenarioOption option;
    option.line = static_cast<std::size_t>(node.Mark().line + 1);
    option.column = static_cast<std::size_t>(node.Mark().column + 1);
    // The ruling parts go to the rulings engine's answer reader; `text` and `pinned` are ours. A key
    // that is neither is reported here, at its own line, with the word it most likely meant.
    YAML::Node parts(YAML::NodeType::Map);
    for (auto it = node.begin(); it != node.end(); ++it) {
        const std::string key = it->first.Scalar();
        if (key != "text" && key != "pinned" && key != "ruling" && key != "outcome" && key != "penalties" &&
            key != "corrections" && key != "articles") {
            const YAML::Node at_key = it->first;
            if (auto guess = closest_word(key, {"text", "pinned", "ruling", "outcome", "penalties", "corrections", "articles"}); !guess.empty())
                reader.problem(at_key, "problem.unknown_field_guess", {{"field", key}, {"guess", std::string(guess)}});
            else
                reader.problem(at_key, "problem.unknown_field_known",
                               {{"field", key}, {"known", "text, pinned, ruling, outcome, penalties, corrections, articles"}});
            continue;
        }
        if (key == "text") {
            option.text = reader.localized(it->second, "text");
        } else if (key == "pinned") {
            const YAML::Node& flag = it->second;
            if (!flag.IsScalar() || (flag.Scalar() != "true" && flag.Scalar() != "false"))
                reader.problem(flag, "problem.true_or_false", {}, places("pinned"));
            option.pinned = flag.IsScalar() && flag.Scalar() == "true";
        } else {
            parts[key] = it->second;
        }
    }
    for (std::string_view required : {"outcome", "penalties", "corrections"})
        if (!node[std::string(required)])
            reader.problem(node, "problem.option_needs_part", {{"part", std::string(required)}});
    const std::size_t before = errors.size();
    auto answer = parse_answer(parts, s.file, errors, {MessageArg::words("", "problem.place.option", {{"n", std::to_string(index + 1)}})});
    // Messages about the map itself carry no position once copied: put them on the option.
    for (std::size_t i = before; i < errors.size(); ++i)
        if (errors[i].line == 0) {
            errors[i].line = option.line;
            errors[i].column = option.column;
        }
    if (!answer) return std::nullopt;
    check_answer_is_possible(*answer, node, s.incident, what, reader);
    option.ruling = *answer;
    return option;
}

template <typename T, typename Parse>
std::vector<T> parse_menu(const YAML::Node& node, std::string_view what, Parse parse, YamlReader& reader) {
    std::vector<T> out;
    auto words = reader.string_list(node, what);
    if (!words) return out;
    for (const auto& w : *words) {
        if (auto v = parse(w)) out.push_back(*v);
        else reader.problem(node, "problem.unknown_menu_value", {{"value", w}}, places(what));
    }
    return out;
}

void parse_question(const YAML::Node& node, Scenario& s, YamlReader& reader, ContentErrors& errors) {
    s.question_line = static_cast<std::size_t>(node.Mark().line + 1);
    if (!reader.expect_map(node, "question")) return;
    reader.reject_unknown_keys(node, {"options", "build"}, "question: ");
    if (const YAML::Node options = node["options"]) {
        if (reader.expect_sequence(options, "question.options")) {
            std::size_t i = 0;
            for (const auto& item : options)
                if (auto o = parse_option(item, s, reader, errors, i++)) s.options.push_back(std::move(*o));
            if (options.size() < 2) reader.problem(options, "problem.options_at_least_two", {}, places("question.options"));
        }
    }
    if (const YAML::Node build = node["build"]) {
        BuildQuestion b;
        b.line = static_cast<std::size_t>(build.Mark().line + 1);
        b.column = static_cast<std::size_t>(build.Mark().column + 1);
        if (build.IsScalar()) {
            auto on = reader.boolean(build, "question.build");
            if (on && *on) s.build = b;
        } else if (reader.expect_map(build, "question.build")) {
            reader.reject_unknown_keys(build, {"outcomes", "penalties", "corrections", "articles"}, "question.build: ");
            if (build["outcomes"])
                b.outcomes = parse_menu<rules::Outcome>(build["outcomes"], "question.build.outcomes", rules::parse_outcome, reader);
            if (build["penalties"])
                b.penalties = parse_menu<rules::PenaltyKind>(build["penalties"], "question.build.penalties",
                                                             rules::parse_penalty, reader);
            if (build["corrections"])
                b.corrections = parse_menu<rules::CorrectionKind>(build["corrections"], "question.build.corrections",
                                                                  rules::parse_correction, reader);
            if (build["articles"])
                if (auto a = reader.string_list(build["articles"], "question.build.articles")) b.articles = *a;
            s.build = b;
        }
    }
    if (s.options.empty() && !s.build && !node["options"])
        reader.problem(node, "problem.question_needs_options", {}, places("question"));
}

void parse_sources(const YAML::Node& node, Scenario& s, YamlReader& reader) {
    if (!reader.expect_sequence(node, "source")) return;
    for (const auto& item : node) {
        if (!reader.expect_map(item, "source entry")) continue;
        reader.reject_unknown_keys(item, {"document", "article"}, "source: ");
        auto document = reader.required(item, "document", "source: ");
        auto article = reader.required(item, "article", "source: ");
        if (!document || !article) continue;
        auto d = reader.string(*document, "source.document");
        auto a = reader.string(*article, "source.article");
        if (!d || !a) continue;
        // Rule documents the engine knows must contain the article; other documents (FIDE
        // regulations, references) are checked against the source catalogue by the validator.
        if (const rules::Document* doc = rules::find_document(*d); doc && !doc->article(*a))
            reader.problem(*article, "problem.source_article_unknown", {{"article", *a}, {"document", *d}}, places("source"));
        s.sources.push_back({*d, *a});
    }
    if (node.size() == 0) reader.problem(node, "problem.source_empty", {}, places("source"));
}

}  // namespace

std::optional<Scenario> parse_scenario(const std::string& text, const std::string& file, ContentErrors& errors,
                                       const fs::path& folder, const std::string& folder_display, Scenario* partial) {
    YamlReader reader(file, errors);
    const std::size_t before = errors.size();
    auto root = reader.parse(text);
    if (!root) return std::nullopt;
    if (!reader.expect_map(*root, "")) return std::nullopt;
    reader.reject_unknown_keys(*root,
                              {"id", "title", "prompt", "time_control", "difficulty", "levels", "topics", "source",
                               "position_format", "position_file", "cut_at_ply", "incident", "question", "expect", "cue_waiver"},
                              "");

    Scenario s;
    s.file = file;
    if (auto n = reader.required(*root, "id", "")) {
        if (auto id = reader.string(*n, "id")) {
            s.id = *id;
            if (id->empty() || id->find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-") != std::string::npos)
                reader.problem(*n, "problem.id_format", {{"value", *id}}, places("id"));
        }
    }
    if (auto n = reader.required(*root, "title", "")) {
        s.title_line = static_cast<std::size_t>(n->Mark().line + 1);
        if (auto t = reader.localized(*n, "title")) s.title = *t;
    }
    if (auto n = reader.required(*root, "prompt", "")) {
        s.prompt_line = static_cast<std::size_t>(n->Mark().line + 1);
        if (auto t = reader.localized(*n, "prompt")) s.prompt = *t;
    }
    if (auto n = reader.required(*root, "time_control", "")) {
        if (auto t = reader.string(*n, "time_control")) {
            if (auto c = parse_time_control(*t)) s.time_control = *c;
            else reader.problem(*n, "problem.not_a_choice", {{"what", "time_control"}, {"choices", "standard,rapid,blitz"}, {"value", *t}});
        }
    }
    if (auto n = reader.required(*root, "difficulty", "")) {
        if (auto d = reader.integer(*n, "difficulty")) {
            if (*d < 1 || *d > 5) reader.problem(*n, "problem.difficulty_range", {{"value", std::to_string(*d)}});
            s.difficulty = static_cast<int>(*d);
        }
    }
    if (auto n = reader.required(*root, "levels", "")) {
        if (auto words = reader.string_list(*n, "levels")) {
            for (const auto& w : *words) {
                if (auto l = parse_level(w)) s.levels.push_back(*l);
                else reader.problem(*n, "problem.unknown_level", {{"value", w}, {"known", known_level_tags()}},
                                    places("levels"));
            }
            if (words->empty()) reader.problem(*n, "problem.at_least_one_level", {}, places("levels"));
        }
    }
    if (auto n = reader.required(*root, "topics", "")) {
        if (auto words = reader.string_list(*n, "topics")) {
            s.topics = *words;
            if (words->empty()) reader.problem(*n, "problem.at_least_one_topic", {}, places("topics"));
            for (const auto& w : *words)
                if (w.empty() || w.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-") != std::string::npos)
                    reader.problem(*n, "problem.topic_format", {{"value", w}}, places("topics"));
        }
    }
    if (auto n = reader.required(*root, "source", "")) parse_sources(*n, s, reader);
    if (const YAML::Node n = (*root)["cue_waiver"]) {
        if (auto t = reader.string(n, "cue_waiver")) {
            if (t->find_first_not_of(" \t\n") == std::string::npos) reader.problem(n, "problem.cue_waiver_empty", {}, places("cue_waiver"));
            else s.cue_waiver = *t;
        }
    }
    if (const YAML::Node n = (*root)["position_format"]) {
        if (auto t = reader.string(n, "position_format")) {
            if (auto f = parse_position_format(*t)) s.position_format = *f;
            else reader.problem(n, "problem.not_a_choice", {{"what", "position_format"}, {"choices", "fen,sgf,pgn,diagram"}, {"value", *t}});
        }
    }
    if (const YAML::Node n = (*root)["cut_at_ply"]) {
        if (auto p = reader.integer(n, "cut_at_ply")) {
            if (*p < 0) reader.problem(n, "problem.not_negative", {{"what", "cut_at_ply"}});
            else s.cut_at_ply = static_cast<int>(*p);
        }
    }

    // The incident: the rulings engine's reader, the one reader of that format.
    const YAML::Node incident_node = (*root)["incident"];
    bool incident_ok = false;
    if (!incident_node) {
        reader.problem(*root, "problem.missing_incident");
    } else if (auto loaded = parse_incident(incident_node, file, errors); !loaded) {
        // Its problems are reported; its game and rule set still let the options and the
        // expected ruling be checked in the same pass.
        if (const YAML::Node g = incident_node.IsMap() ? incident_node["game"] : YAML::Node(); g && g.IsScalar())
            if (auto game = rules::parse_game(g.Scalar())) s.incident.game = *game;
        if (const YAML::Node r = incident_node.IsMap() ? incident_node["rules"] : YAML::Node(); r && r.IsScalar())
            s.incident.rule_set = r.Scalar();
    } else {
        s.incident = std::move(loaded->incident);
        if (s.incident.id.empty()) s.incident.id = s.id;
        else if (s.incident.id != s.id)
            reader.problem(incident_node["id"], "problem.incident_id_differs", {{"id", s.incident.id}, {"scenario", s.id}});
        if (loaded->expected) reader.problem(incident_node["expect"], "problem.expect_in_incident");
        incident_ok = true;
        if (const rules::RuleSet* rs = rules::find_rule_set(s.incident.rule_set); !rs) {
            std::string known;
            for (const auto& r : rules::rule_sets()) known += (known.empty() ? "" : ", ") + std::string(r.id);
            reader.problem(incident_node["rules"], "problem.unknown_rule_set", {{"rules", s.incident.rule_set}, {"known", known}});
            incident_ok = false;
        } else if (rs->game != s.incident.game) {
            reader.problem(incident_node["rules"], "problem.rule_set_wrong_game",
                           {{"rules", s.incident.rule_set}, {"game", std::string(rules::game_name(s.incident.game))}});
            incident_ok = false;
        } else if (s.incident.game == rules::GameKind::Chess) {
            // The class of a chess scenario is its rule set's format (FIDE Laws 0.2: A rapid, B blitz).
            const auto format = std::string_view(rs->id).substr(std::string_view(rs->id).rfind('-') + 1);
            if (auto n = (*root)["time_control"]; n && n.IsScalar() && n.Scalar() != format)
                reader.problem(n, "problem.time_control_mismatch", {{"value", n.Scalar()}, {"rules", s.incident.rule_set}});
        }
    }

    // The options and the expected ruling are read even when the incident has errors: one pass
    // reports every problem of the file. What they may cite needs the rule set of the right game.
    const rules::RuleSet* rule_set = rules::find_rule_set(s.incident.rule_set);
    const bool rules_known = rule_set && rule_set->game == s.incident.game;
    if (const YAML::Node n = (*root)["expect"]) {
        s.expected = parse_answer(n, file, errors);
        s.expect_line = static_cast<std::size_t>(n.Mark().line + 1);
        if (s.expected && rules_known) check_answer_is_possible(*s.expected, n, s.incident, "expect", reader);
    }
    if (auto n = reader.required(*root, "question", "")) {
        if (rules_known || incident_ok) parse_question(*n, s, reader, errors);
    }

    if (const YAML::Node n = (*root)["position_file"]; n && incident_ok) {
        // A game shared by several scenarios (cut at different plies), kept beside them.
        if (auto name = reader.string(n, "position_file")) {
            std::string game_text;
            s.position_file = (folder_display.empty() ? "" : folder_display + "/") + *name;
            s.position_file_name = *name;
            // A scenario may come from someone else: it names a game file beside it, not /dev/zero
            // (which would be read for ever), a FIFO or a huge file (docs/hostile-input.md).
            const fs::path game_file = folder / *name;
            std::error_code ec;
            if (!s.incident.position.empty())
                reader.problem(n, "problem.position_twice");
            else if (fs::path(*name).is_absolute())
                reader.problem(n, "problem.position_file_absolute", {{"name", *name}}, places("position_file"));
            else if (!fs::is_regular_file(game_file, ec))
                reader.problem(n, "problem.position_file_unreadable", {{"name", *name}}, places("position_file"));
            else if (fs::file_size(game_file, ec) > kMaxPositionFileBytes)
                reader.problem(n, "problem.position_file_too_large",
                               {{"name", *name}, {"mb", std::to_string(kMaxPositionFileBytes / 1000000)}}, places("position_file"));
            else if (!read_text_file(game_file.string(), game_text))
                reader.problem(n, "problem.position_file_unreadable", {{"name", *name}}, places("position_file"));
            else
                s.incident.position = game_text;
        }
    }
    if (incident_ok && errors.size() == before) {
        if (s.position_format == PositionFormat::None && !s.incident.position.empty())
            s.position_format = detect_format(s.incident.position, s.incident.game);
        s.written_position = s.incident.position;
        check_board(s, incident_node, reader, errors);
    }
    if (errors.size() != before) {
        if (partial) *partial = std::move(s);
        return std::nullopt;
    }
    return s;
}

std::optional<Scenario> load_scenario_file(const fs::path& path, const std::string& display_name, ContentErrors& errors,
                                           Scenario* partial) {
    std::string text;
    if (!read_text_file(path.string(), text)) {
        errors.push_back(content_problem(display_name, 0, 0, "problem.cannot_open"));
        return std::nullopt;
    }
    const std::string folder_display = fs::path(display_name).parent_path().generic_string();
    auto s = parse_scenario(text, display_name, errors, path.parent_path(), folder_display, partial);
    if (s) s->location = path;
    else if (partial) partial->location = path;
    return s;
}

ScenarioLoad load_scenario_files(const std::vector<fs::path>& files, const fs::path& display_base) {
    ScenarioLoad load;
    std::set<std::string> ids;
    for (const auto& file : files) {
        ++load.files;
        const std::string name = display_path(file, display_base);
        Scenario partial;
        auto s = load_scenario_file(file, name, load.errors, &partial);
        if (!s) {
            if (!partial.file.empty()) load.partial.push_back(std::move(partial));
            continue;
        }
        if (!ids.insert(s->id).second) {
            load.errors.push_back(content_problem(name, 1, 1, "problem.duplicate_scenario_id", {{"id", s->id}}));
            continue;
        }
        load.scenarios.push_back(std::move(*s));
    }
    return load;
}

ScenarioLoad load_scenario_folder(const fs::path& folder, const fs::path& display_base) {
    std::vector<fs::path> files;
    std::error_code ec;
    for (auto it = fs::recursive_directory_iterator(folder, ec); !ec && it != fs::recursive_directory_iterator();
         it.increment(ec))
        if (it->is_regular_file() && (it->path().extension() == ".yaml" || it->path().extension() == ".yml"))
            files.push_back(it->path());
    std::sort(files.begin(), files.end());
    return load_scenario_files(files, display_base);
}

std::optional<LoadedIncident> load_case_file(const std::string& path, ContentErrors& errors) {
    bool is_scenario = false;
    try {
        const YAML::Node root = YAML::LoadFile(path);
        is_scenario = root.IsMap() && root["incident"].IsDefined();
    } catch (const YAML::Exception&) {
        // The incident loader reports the syntax error with its line and column.
    }
    if (!is_scenario) return load_incident_file(path, errors);
    auto scenario = load_scenario_file(path, path, errors);
    if (!scenario) return std::nullopt;
    LoadedIncident loaded;
    loaded.incident = scenario->incident;
    loaded.expected = scenario->expected;
    return loaded;
}

}  // namespace arbiter::content
