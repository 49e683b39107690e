#include "app/core/content/pairing_drill_loader.hpp"

#include <algorithm>
#include <map>

#include "app/core/content/question_loader.hpp"
#include "app/core/content/question_yaml.hpp"
#include "app/core/problem_text.hpp"
#include "engine/tournament/swiss/trf.hpp"

namespace arbiter::content {

namespace fs = std::filesystem;
using tournament::swiss::boards_text;

namespace {

// Where line 1, column 1 of a block scalar's text is in the file: the line after its '|' and the
// indentation of its first line. A quoted or plain scalar has no lines of its own: its node's place.
struct BlockOrigin {
    std::size_t line = 0;    // file line (1-based) of the text's first line
    std::size_t indent = 0;  // columns before the text
    bool block = false;
};

BlockOrigin block_origin(const std::string& file_text, const YAML::Node& node) {
    BlockOrigin o;
    const YAML::Mark mark = node.Mark();
    if (mark.is_null()) return o;
    std::vector<std::string> lines;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= file_text.size(); ++i)
        if (i == file_text.size() || file_text[i] == '\n') {
            lines.push_back(file_text.substr(start, i - start));
            start = i + 1;
        }
    const auto at = static_cast<std::size_t>(mark.line);
    if (at >= lines.size()) return o;
    const std::string& indicator_line = lines[at];
    const std::size_t column = static_cast<std::size_t>(mark.column);
    if (column >= indicator_line.size() || (indicator_line[column] != '|' && indicator_line[column] != '>')) {
        o.line = at + 1;
        o.indent = column;
        return o;
    }
    o.block = true;
    o.line = at + 2;
    for (std::size_t l = at + 1; l < lines.size(); ++l) {
        const std::string& text = lines[l];
        const std::size_t first = text.find_first_not_of(' ');
        if (first == std::string::npos || text[first] == '\r') continue;  // blank lines do not set the indent
        o.indent = first;
        break;
    }
    return o;
}

class DrillReader {
public:
    DrillReader(const std::string& text, YamlReader& reader) : text_(text), r_(reader) {}

    std::optional<AuthoredPairingDrill> read(const YAML::Node& root) {
        if (!r_.expect_map(root, "")) return std::nullopt;
        r_.reject_unknown_keys(root, {"id", "title", "levels", "source", "note", "trf", "answer"}, "");
        AuthoredPairingDrill d;
        d.file = r_.file();
        const std::size_t before = r_.error_count();
        if (auto n = r_.required(root, "id", "")) {
            d.line = static_cast<std::size_t>(n->Mark().line + 1);
            if (auto id = r_.string(*n, "id")) {
                d.id = *id;
                if (id->empty() || id->find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-") != std::string::npos)
                    r_.problem(*n, "problem.id_format", {{"value", *id}}, places("id"));
            }
        }
        if (auto n = r_.required(root, "title", ""))
            if (auto t = r_.localized(*n, "title")) d.title = *t;
        if (auto n = root["note"])
            if (auto t = r_.localized(n, "note")) d.note = *t;
        read_levels(root, d);
        read_sources(root, d);
        std::optional<YAML::Node> answer_node = r_.required(root, "answer", "");
        if (answer_node)
            if (auto a = r_.string(*answer_node, "answer")) read_answer(*answer_node, *a, d);
        bool paired = false;
        if (auto n = r_.required(root, "trf", ""))
            if (auto t = r_.string(*n, "trf")) {
                d.trf = *t;
                paired = read_round(*n, d);
            }
        // The author's pairing must be the engine's: a hand-checked answer the rules do not give is
        // a mistake in the file (or in the engine: decide by the rules, docs/drills.md).
        if (paired && answer_node && !d.answer.empty()) {
            const auto grade = tournament::swiss::grade_pairing_drill(d.drill, d.answer);
            if (!grade.all_right()) {
                LocalizedText why{"", "", ""};
                for (const auto& fb : grade.feedback)
                    if (!fb.why.empty()) {
                        why = fb.why.front();
                        break;
                    }
                if (why.en.empty() && !grade.problems.empty()) why = grade.problems.front();
                r_.problem(*answer_node, "problem.pairing_drill.answer_differs",
                           {{"given", boards_text(d.answer)},
                            {"engine", boards_text(tournament::swiss::drill_boards(d.drill))},
                            MessageArg::localized("why", why)},
                           places("answer"));
            }
        }
        if (r_.error_count() != before) return std::nullopt;
        return d;
    }

private:
    void read_levels(const YAML::Node& root, AuthoredPairingDrill& d) { read_level_list(r_, root, d.levels); }

    void read_sources(const YAML::Node& root, AuthoredPairingDrill& d) {
        read_source_list(r_, root, "", "problem.source_empty", d.sources);
    }

    void read_answer(const YAML::Node& node, const std::string& text, AuthoredPairingDrill& d) {
        LocalizedText problem;
        auto boards = tournament::swiss::parse_boards(text, problem);
        if (!boards) r_.problem(node, "problem.pairing_drill.answer_unreadable", {MessageArg::localized("detail", problem)}, places("answer"));
        else if (boards->empty()) r_.problem(node, "problem.pairing_drill.answer_empty", {}, places("answer"));
        else d.answer = std::move(*boards);
    }

    // The TRF block read and its round paired; each TRF problem at its place in the file.
    bool read_round(const YAML::Node& node, AuthoredPairingDrill& d) {
        const BlockOrigin origin = block_origin(text_, node);
        const auto read = tournament::swiss::read_trf(d.trf, tournament::swiss::TrfPurpose::PairNextRound);
        for (const auto& e : read.errors) {
            const std::size_t line = origin.block ? origin.line + static_cast<std::size_t>(e.line) - 1 : origin.line;
            const std::size_t column = origin.block ? origin.indent + static_cast<std::size_t>(e.column) : origin.indent + 1;
            r_.problem_at_line(line, column, "problem.pairing_drill.trf", {MessageArg::localized("detail", e.message)},
                               places("trf"));
        }
        if (!read.tournament) return false;
        std::vector<LocalizedText> problems;
        auto drill = tournament::swiss::pairing_drill_from_trf(d.trf, problems);
        if (!drill) {
            for (const auto& p : problems)
                r_.problem(node, "problem.pairing_drill.unpairable", {MessageArg::localized("detail", p)}, places("trf"));
            return false;
        }
        d.drill = std::move(*drill);
        return true;
    }

    const std::string& text_;
    YamlReader& r_;
};

}  // namespace

std::optional<AuthoredPairingDrill> parse_pairing_drill(const std::string& text, const std::string& file,
                                                        ContentErrors& errors) {
    YamlReader reader(file, errors);
    auto root = reader.parse(text);
    if (!root) return std::nullopt;
    return DrillReader(text, reader).read(*root);
}

std::optional<AuthoredPairingDrill> load_pairing_drill_file(const fs::path& path, const std::string& display_name,
                                                            ContentErrors& errors) {
    std::string text;
    if (!read_text_file(path.string(), text)) {
        errors.push_back(content_problem(display_name, 0, 0, "problem.cannot_open"));
        return std::nullopt;
    }
    return parse_pairing_drill(text, display_name, errors);
}

fs::path pairing_drill_folder(const fs::path& content_root) { return content_root / "question_bank" / "pairing-drills"; }

std::vector<AuthoredPairingDrill> load_pairing_drills(const fs::path& folder, ContentErrors& errors,
                                                      const fs::path& display_base) {
    std::vector<AuthoredPairingDrill> out;
    std::error_code ec;
    if (!fs::is_directory(folder, ec)) return out;
    std::vector<fs::path> files;
    for (auto it = fs::recursive_directory_iterator(folder, ec); !ec && it != fs::recursive_directory_iterator(); it.increment(ec))
        if (it->is_regular_file() && (it->path().extension() == ".yaml" || it->path().extension() == ".yml"))
            files.push_back(it->path());
    std::sort(files.begin(), files.end());
    std::map<std::string, std::string> first_place;  // id → "file:line"
    for (const auto& file : files) {
        const std::string name = display_path(file, display_base);
        auto drill = load_pairing_drill_file(file, name, errors);
        if (!drill) continue;
        const std::string place = name + ":" + std::to_string(drill->line);
        auto [at, fresh] = first_place.emplace(drill->id, place);
        if (!fresh) {
            errors.push_back(content_problem(name, drill->line, 1, "problem.duplicate_id", {{"first", at->second}}));
            continue;
        }
        out.push_back(std::move(*drill));
    }
    return out;
}

}  // namespace arbiter::content
