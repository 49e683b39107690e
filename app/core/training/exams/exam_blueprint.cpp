#include "app/core/training/exams/exam_blueprint.hpp"

#include <algorithm>
#include <random>
#include <set>
#include <string_view>
#include <tuple>

#include <yaml-cpp/yaml.h>

#include "app/core/content/question_loader.hpp"
#include "app/core/content/question_yaml.hpp"
#include "app/core/problem_text.hpp"
#include "app/core/training/sport_profile.hpp"

namespace arbiter::training {

int ExamBlueprint::item_count() const {
    int n = 0;
    for (const auto& s : sections) n += s.items;
    return n;
}

json::Value ExamBlueprint::to_json() const {
    json::Value out = json::object();
    out.set("id", id);
    out.set("level", level);
    if (!sport.empty()) out.set("sport", sport);
    if (!grade.empty()) out.set("grade", grade);
    if (retired) out.set("retired", true);
    json::Value t = json::object();
    t.set("zh-Hans", title.zh_hans);
    t.set("zh-Hant", title.zh_hant);
    t.set("en", title.en);
    out.set("title", t);
    out.set("time_limit_minutes", time_limit_minutes);
    out.set("pass_mark", pass_mark);
    json::Value list = json::array();
    for (const auto& s : sections) {
        json::Value section = json::object();
        section.set("topic", s.topic);
        section.set("items", s.items);
        if (s.kind) section.set("kind", store::to_string(*s.kind));
        list.push(section);
    }
    out.set("sections", list);
    return out;
}

ExamBlueprint ExamBlueprint::from_json(const json::Value& v) {
    ExamBlueprint b;
    b.id = v.find("id")->as_string();
    b.level = v.find("level")->as_string();
    // Snapshots of exams begun before blueprints had a sport have none of these three.
    if (const auto* x = v.find("sport")) b.sport = x->as_string();
    if (const auto* x = v.find("grade")) b.grade = x->as_string();
    if (const auto* x = v.find("retired")) b.retired = x->as_bool();
    if (const auto* t = v.find("title")) {
        if (const auto* s = t->find("zh-Hans")) b.title.zh_hans = s->as_string();
        if (const auto* s = t->find("zh-Hant")) b.title.zh_hant = s->as_string();
        if (const auto* s = t->find("en")) b.title.en = s->as_string();
    }
    b.time_limit_minutes = static_cast<int>(v.find("time_limit_minutes")->as_int());
    b.pass_mark = v.find("pass_mark")->as_double();
    for (const auto& s : v.find("sections")->as_array()) {
        BlueprintSection section{s.find("topic")->as_string(), static_cast<int>(s.find("items")->as_int()), {}};
        if (const auto* k = s.find("kind")) section.kind = store::item_kind_from_string(k->as_string());
        b.sections.push_back(section);
    }
    return b;
}

namespace {

using content::places;
using content::YamlReader;

constexpr long kMaxSectionItems = 500;

// Reads a list of {topic, items[, kind]} into `out`; `seen` catches a topic listed twice, also
// across a blueprint and its shared file.
void read_sections(YamlReader& r, const YAML::Node& sections, std::set<std::string>& seen,
                   std::vector<BlueprintSection>& out) {
    if (!sections.IsSequence() || sections.size() == 0) {
        r.problem(sections, "problem.blueprint.no_sections");
        return;
    }
    for (const auto& s : sections) {
        if (!r.expect_map(s, "sections")) continue;
        r.reject_unknown_keys(s, {"topic", "items", "kind"}, "sections");
        const auto topic_node = r.required(s, "topic", "sections");
        const auto items_node = r.required(s, "items", "sections");
        const auto topic = topic_node ? r.string(*topic_node, "topic") : std::nullopt;
        const auto items = items_node ? r.integer(*items_node, "items") : std::nullopt;
        if (!topic || !items) continue;
        if (topic->empty()) {
            r.problem(*topic_node, "problem.missing_field", {{"field", "topic"}}, places("sections"));
            continue;
        }
        if (*items < 1 || *items > kMaxSectionItems) {
            r.problem(*items_node, "problem.blueprint.items_range", {{"value", std::to_string(*items)}});
            continue;
        }
        BlueprintSection section{*topic, static_cast<int>(*items), {}};
        if (const YAML::Node kind = s["kind"]) {
            if (const auto word = r.string(kind, "kind")) {
                if (*word == "question" || *word == "scenario") section.kind = store::item_kind_from_string(*word);
                else r.problem(kind, "problem.blueprint.bad_kind", {{"kind", *word}});
            }
        }
        if (!seen.insert(section.topic + "/" + (section.kind ? store::to_string(*section.kind) : "")).second)
            r.problem(s, "problem.blueprint.topic_twice", {{"topic", section.topic}});
        out.push_back(section);
    }
}

// A file of exam_blueprints/shared/ by its name: a plain file name, never a path that could
// reach outside the folder (a pack's blueprint names one too).
bool is_shared_name(const std::string& name) {
    return !name.empty() && name.find('/') == std::string::npos && name.find('\\') == std::string::npos &&
           name.front() != '.';
}

void read_shared_sections(YamlReader& r, const YAML::Node& shared, const std::filesystem::path& file,
                          const std::filesystem::path& display_base, std::set<std::string>& seen,
                          std::vector<BlueprintSection>& out, ContentErrors& errors) {
    const auto name = r.string(shared, "shared");
    if (!name) return;
    if (!is_shared_name(*name)) {
        r.problem(shared, "problem.blueprint.shared_name", {{"name", *name}});
        return;
    }
    const auto shared_file = file.parent_path() / "shared" / (*name + ".yaml");
    std::string text;
    if (!content::read_text_file(shared_file.string(), text)) {
        r.problem(shared, "problem.blueprint.no_shared",
                  {{"name", *name}, {"file", content::display_path(shared_file, display_base)}});
        return;
    }
    YamlReader shared_reader(content::display_path(shared_file, display_base), errors);
    const auto root = shared_reader.parse(text);
    if (!root) return;
    if (!root->IsMap() || !(*root)["sections"]) {
        shared_reader.problem(*root, "problem.blueprint.shared_not_mapping");
        return;
    }
    shared_reader.reject_unknown_keys(*root, {"sections"}, "");
    read_sections(shared_reader, (*root)["sections"], seen, out);
}

}  // namespace

std::optional<ExamBlueprint> load_exam_blueprint(const std::filesystem::path& file, ContentErrors& errors,
                                                 const std::filesystem::path& display_base) {
    std::string text;
    if (!content::read_text_file(file.string(), text)) {
        errors.push_back(content_problem(content::display_path(file, display_base), 0, 0, "problem.cannot_open"));
        return std::nullopt;
    }
    return parse_exam_blueprint(text, file, errors, display_base);
}

std::optional<ExamBlueprint> parse_exam_blueprint(const std::string& text, const std::filesystem::path& file,
                                                  ContentErrors& errors, const std::filesystem::path& display_base) {
    const std::size_t before = errors.size();
    YamlReader r(content::display_path(file, display_base), errors);
    const auto parsed = r.parse(text);
    if (!parsed) return std::nullopt;
    const YAML::Node& root = *parsed;
    if (!root.IsMap()) {
        r.problem(root, "problem.blueprint.not_a_mapping");
        return std::nullopt;
    }
    r.reject_unknown_keys(root, {"id", "level", "sport", "grade", "title", "time_limit_minutes", "pass_mark", "shared",
                                 "sections", "retired"},
                          "");
    ExamBlueprint b;
    const auto text_field = [&](std::string_view key) -> std::optional<std::string> {
        const auto node = r.required(root, key, "");
        return node ? r.string(*node, key) : std::nullopt;
    };
    if (const auto id = text_field("id")) {
        b.id = *id;
        if (b.id.empty()) r.problem(root["id"], "problem.missing_field", {{"field", "id"}});
    }
    if (const auto level = text_field("level")) {
        b.level = *level;
        if (!content::parse_level(b.level))
            r.problem(root["level"], "problem.unknown_level", {{"value", b.level}, {"known", content::known_level_tags()}});
    }
    if (const auto title = r.required(root, "title", ""))
        if (auto words = r.localized(*title, "title")) b.title = std::move(*words);
    if (const auto node = r.required(root, "time_limit_minutes", "")) {
        if (const auto minutes = r.integer(*node, "time_limit_minutes")) {
            if (*minutes < 1 || *minutes > 600)
                r.problem(*node, "problem.blueprint.time_limit_range", {{"value", std::to_string(*minutes)}});
            else
                b.time_limit_minutes = static_cast<int>(*minutes);
        }
    }
    if (const auto node = r.required(root, "pass_mark", "")) {
        if (const auto mark = r.number(*node, "pass_mark")) {
            if (!(*mark > 0.0 && *mark <= 1.0)) r.problem(*node, "problem.blueprint.pass_mark_range", {{"value", node->Scalar()}});
            else b.pass_mark = *mark;
        }
    }
    std::set<std::string> seen;
    const YAML::Node sections = root["sections"];
    if (sections) read_sections(r, sections, seen, b.sections);
    else if (!root["shared"]) r.problem(root, "problem.blueprint.no_sections");
    // Then the sections the sport's exams of this grade share (duties, certification ...): the
    // exam reads as the sport's rules first, then the general part.
    if (const YAML::Node shared = root["shared"]) read_shared_sections(r, shared, file, display_base, seen, b.sections, errors);
    if (const YAML::Node retired = root["retired"])
        if (const auto flag = r.boolean(retired, "retired")) b.retired = *flag;
    if (const YAML::Node sport = root["sport"])
        if (const auto word = r.string(sport, "sport")) b.sport = *word;
    if (!b.retired && b.sport != "go" && b.sport != "chess")
        r.problem(root["sport"] ? root["sport"] : root, "problem.blueprint.bad_sport");
    if (const YAML::Node grade_node = root["grade"]) {
        const std::string grade = r.string(grade_node, "grade").value_or("");
        if (normalize_grade(grade) != grade)
            r.problem(grade_node, "problem.blueprint.unknown_grade", {{"grade", grade}});
        else if (grade_level(grade) != b.level)
            r.problem(grade_node, "problem.blueprint.grade_not_level", {{"grade", grade}, {"level", b.level}});
        b.grade = grade;
    } else if (b.level != "fide") {
        b.grade = b.level;
    }
    if (!b.retired && !b.grade.empty() && !grade_fits_sport(b.grade, b.sport))
        r.problem(root["grade"] ? root["grade"] : root, "problem.blueprint.fide_is_chess");
    if (errors.size() != before) return std::nullopt;
    return b;
}

std::vector<ExamBlueprint> load_exam_blueprints(const std::filesystem::path& folder, ContentErrors& errors,
                                                const std::filesystem::path& display_base) {
    std::vector<std::filesystem::path> files;
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(folder, ec))
        if (entry.is_regular_file() && entry.path().extension() == ".yaml") files.push_back(entry.path());
    if (ec)
        errors.push_back(content_problem(content::display_path(folder, display_base), 0, 0, "problem.cannot_read_folder",
                                         {{"detail", ec.message()}}));
    std::sort(files.begin(), files.end());
    std::vector<ExamBlueprint> out;
    std::set<std::string> ids;
    for (const auto& file : files) {
        if (auto b = load_exam_blueprint(file, errors, display_base)) {
            if (!ids.insert(b->id).second)
                errors.push_back(content_problem(content::display_path(file, display_base), 0, 0,
                                                 "problem.blueprint.duplicate_id", {{"id", b->id}}));
            else
                out.push_back(std::move(*b));
        }
    }
    in_climbing_order(out);
    return out;
}

void in_climbing_order(std::vector<ExamBlueprint>& blueprints) {
    const auto rank = [](std::string_view value, const auto& order) {
        const auto it = std::find(std::begin(order), std::end(order), value);
        return static_cast<int>(it - std::begin(order));  // unknown values last
    };
    static constexpr std::string_view kSports[] = {"go", "chess"};
    const auto key = [&](const ExamBlueprint& b) {
        // The retired mixed blueprints have a level and no grade or sport: last.
        return std::tuple(rank(b.sport, kSports), rank(b.grade.empty() ? b.level : b.grade, kGradeLadder), std::string_view(b.id));
    };
    std::stable_sort(blueprints.begin(), blueprints.end(),
                     [&](const ExamBlueprint& a, const ExamBlueprint& b) { return key(a) < key(b); });
}

const ExamBlueprint* blueprint_for(const std::vector<ExamBlueprint>& blueprints, std::string_view grade,
                                   std::string_view sport) {
    const bool one_game = sport == "go" || sport == "chess";
    const ExamBlueprint* best = nullptr;
    for (const bool by_grade : {true, false}) {
        for (const auto& b : blueprints) {
            if (b.retired || (one_game && b.sport != sport)) continue;
            if ((by_grade ? b.grade : b.level) != grade) continue;
            if (!best || b.id < best->id) best = &b;
        }
        if (best) return best;
    }
    return nullptr;
}

namespace {
// Uniform in [0, n) by rejection, so the result is the same with every standard library.
std::size_t uniform_below(std::mt19937_64& random, std::size_t n) {
    const std::uint64_t bound = static_cast<std::uint64_t>(n);
    const std::uint64_t limit = std::numeric_limits<std::uint64_t>::max() - std::numeric_limits<std::uint64_t>::max() % bound;
    std::uint64_t x;
    do x = random();
    while (x >= limit);
    return static_cast<std::size_t>(x % bound);
}

bool contains(const std::vector<std::string>& list, const std::string& value) {
    return std::find(list.begin(), list.end(), value) != list.end();
}
}  // namespace

std::vector<store::ExamItemRecord> draw_exam_items(const ExamBlueprint& blueprint,
                                                   const std::vector<store::TrainingItem>& pool, std::uint64_t seed) {
    if (blueprint.retired)
        throw ExamError("exam blueprint '" + blueprint.id + "' is retired (it mixed Go and chess); start " +
                        current_blueprint_id(blueprint.id, "go") + " or " + current_blueprint_id(blueprint.id, "chess") +
                        " instead");
    std::mt19937_64 random(seed);
    // Draw from a pool sorted by id, so the order the content was loaded in does not matter.
    std::vector<const store::TrainingItem*> sorted;
    for (const auto& item : pool) sorted.push_back(&item);
    std::sort(sorted.begin(), sorted.end(), [](auto* a, auto* b) { return a->id < b->id; });
    std::set<std::string> taken;
    std::vector<store::ExamItemRecord> out;
    for (const auto& section : blueprint.sections) {
        std::vector<const store::TrainingItem*> candidates;
        for (const auto* item : sorted) {
            if (taken.count(item->id) || !contains(item->topics, section.topic)) continue;
            if (!contains(item->levels, blueprint.level)) continue;
            // A Go exam draws Go and general items, never a chess one (and the other way round).
            if (!blueprint.sport.empty() && !item_in_sport(item->games, blueprint.sport)) continue;
            if (section.kind && item->kind != *section.kind) continue;
            candidates.push_back(item);
        }
        if (static_cast<int>(candidates.size()) < section.items)
            throw ExamError("exam blueprint '" + blueprint.id + "': section '" + section.topic + "' needs " +
                            std::to_string(section.items) + " items at level " + blueprint.level +
                            (blueprint.sport.empty() ? "" : " (" + blueprint.sport + ")") + ", the content has " +
                            std::to_string(candidates.size()));
        // Partial Fisher-Yates: the first `items` entries become a uniform random sample.
        for (int i = 0; i < section.items; ++i) {
            std::size_t j = static_cast<std::size_t>(i) + uniform_below(random, candidates.size() - static_cast<std::size_t>(i));
            std::swap(candidates[static_cast<std::size_t>(i)], candidates[j]);
            const auto* item = candidates[static_cast<std::size_t>(i)];
            taken.insert(item->id);
            store::ExamItemRecord record;
            record.position = static_cast<int>(out.size());
            record.item_id = item->id;
            record.fingerprint = item->fingerprint;
            record.topic = section.topic;
            out.push_back(std::move(record));
        }
    }
    return out;
}

}  // namespace arbiter::training
