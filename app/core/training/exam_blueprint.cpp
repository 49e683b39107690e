#include "app/core/training/exam_blueprint.hpp"

#include <algorithm>
#include <random>
#include <set>

#include <yaml-cpp/yaml.h>

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

ContentError error_at(const std::filesystem::path& file, const YAML::Node& node, std::string message) {
    const auto mark = node.Mark();
    bool known = mark.line >= 0;
    return ContentError{file.string(), known ? static_cast<std::size_t>(mark.line + 1) : 0,
                        known ? static_cast<std::size_t>(mark.column + 1) : 0, std::move(message)};
}

// Reads a list of {topic, items[, kind]} into `out`; `seen` catches a topic listed twice, also
// across a blueprint and its shared file.
void read_sections(const std::filesystem::path& file, const YAML::Node& sections, ContentErrors& errors,
                   std::set<std::string>& seen, std::vector<BlueprintSection>& out) {
    if (!sections.IsSequence() || sections.size() == 0) {
        errors.push_back(error_at(file, sections, "sections must list at least one {topic, items}"));
        return;
    }
    for (const auto& s : sections) {
        BlueprintSection section;
        try {
            section.topic = s["topic"].as<std::string>();
            section.items = s["items"].as<int>();
        } catch (const YAML::Exception&) {
            errors.push_back(error_at(file, s, "a section needs topic (text) and items (a number)"));
            continue;
        }
        if (section.items <= 0) errors.push_back(error_at(file, s["items"], "items must be at least 1"));
        if (s["kind"]) {
            auto kind = s["kind"].as<std::string>();
            if (kind != "question" && kind != "scenario")
                errors.push_back(error_at(file, s["kind"], "kind is question or scenario"));
            section.kind = store::item_kind_from_string(kind);
        }
        if (!seen.insert(section.topic + "/" + (section.kind ? store::to_string(*section.kind) : "")).second)
            errors.push_back(error_at(file, s, "topic '" + section.topic + "' appears twice"));
        out.push_back(section);
    }
}

}  // namespace

std::optional<ExamBlueprint> load_exam_blueprint(const std::filesystem::path& file, ContentErrors& errors) {
    YAML::Node root;
    try {
        root = YAML::LoadFile(file.string());
    } catch (const YAML::BadFile&) {
        errors.push_back({file.string(), 0, 0, "cannot open the file"});
        return std::nullopt;
    } catch (const YAML::Exception& e) {
        errors.push_back({file.string(), static_cast<std::size_t>(e.mark.line + 1),
                          static_cast<std::size_t>(e.mark.column + 1), e.msg});
        return std::nullopt;
    }
    const std::size_t before = errors.size();
    if (!root.IsMap()) {
        errors.push_back(error_at(file, root, "a blueprint is a mapping with id, level, time_limit_minutes, "
                                              "pass_mark and sections"));
        return std::nullopt;
    }
    static const std::set<std::string> known_keys = {"id",        "level",   "sport",   "grade", "title",
                                                     "time_limit_minutes", "pass_mark", "shared", "sections", "retired"};
    for (const auto& kv : root) {
        auto key = kv.first.as<std::string>();
        if (!known_keys.count(key)) errors.push_back(error_at(file, kv.first, "unknown field '" + key + "'"));
    }
    ExamBlueprint b;
    auto text = [&](const char* key, std::string& out) {
        if (!root[key] || !root[key].IsScalar())
            errors.push_back(error_at(file, root, std::string("missing text field '") + key + "'"));
        else
            out = root[key].as<std::string>();
    };
    text("id", b.id);
    text("level", b.level);
    static const std::set<std::string> levels = {"cn-3", "cn-2", "cn-1", "cn-national", "fide"};
    if (!b.level.empty() && !levels.count(b.level))
        errors.push_back(error_at(file, root["level"], "unknown level '" + b.level +
                                                           "' (use cn-3, cn-2, cn-1, cn-national or fide)"));
    if (const auto title = root["title"]; title && title.IsMap()) {
        if (title["zh-Hans"]) b.title.zh_hans = title["zh-Hans"].as<std::string>();
        if (title["zh-Hant"]) b.title.zh_hant = title["zh-Hant"].as<std::string>();
        if (title["en"]) b.title.en = title["en"].as<std::string>();
    }
    if (!b.title.complete()) errors.push_back(error_at(file, root, "title needs zh-Hans, zh-Hant and en"));
    try {
        b.time_limit_minutes = root["time_limit_minutes"].as<int>();
        if (b.time_limit_minutes <= 0 || b.time_limit_minutes > 600)
            errors.push_back(error_at(file, root["time_limit_minutes"], "time_limit_minutes must be 1..600"));
    } catch (const YAML::Exception&) {
        errors.push_back(error_at(file, root, "time_limit_minutes must be a whole number of minutes"));
    }
    try {
        b.pass_mark = root["pass_mark"].as<double>();
        if (!(b.pass_mark > 0.0 && b.pass_mark <= 1.0))
            errors.push_back(error_at(file, root["pass_mark"], "pass_mark is a fraction in (0, 1], e.g. 0.8"));
    } catch (const YAML::Exception&) {
        errors.push_back(error_at(file, root, "pass_mark must be a number, e.g. 0.8"));
    }
    std::set<std::string> seen;
    const auto sections = root["sections"];
    if ((!sections || !sections.IsSequence() || sections.size() == 0) && !root["shared"])
        errors.push_back(error_at(file, root, "sections must list at least one {topic, items}"));
    else if (sections)
        read_sections(file, sections, errors, seen, b.sections);
    // Then the sections the sport's exams of this grade share (duties, certification ...): the
    // exam reads as the sport's rules first, then the general part.
    if (const auto shared = root["shared"]) {
        if (!shared.IsScalar()) {
            errors.push_back(error_at(file, shared, "shared names a file of exam_blueprints/shared/ (without .yaml)"));
        } else {
            const auto name = shared.as<std::string>();
            const auto shared_file = file.parent_path() / "shared" / (name + ".yaml");
            YAML::Node shared_root;
            try {
                shared_root = YAML::LoadFile(shared_file.string());
                if (!shared_root.IsMap() || !shared_root["sections"])
                    errors.push_back(error_at(shared_file, shared_root, "a shared file is a mapping with sections"));
                else
                    read_sections(shared_file, shared_root["sections"], errors, seen, b.sections);
            } catch (const YAML::BadFile&) {
                errors.push_back(error_at(file, shared, "no shared sections '" + name + "' (" + shared_file.string() + ")"));
            } catch (const YAML::Exception& e) {
                errors.push_back({shared_file.string(), static_cast<std::size_t>(e.mark.line + 1),
                                  static_cast<std::size_t>(e.mark.column + 1), e.msg});
            }
        }
    }
    if (root["retired"]) b.retired = root["retired"].as<bool>(false);
    if (root["sport"]) b.sport = root["sport"].as<std::string>("");
    if (!b.retired && b.sport != "go" && b.sport != "chess")
        errors.push_back(error_at(file, root["sport"] ? root["sport"] : root,
                                  "sport is go or chess (a referee grade is held in one sport)"));
    if (root["grade"]) {
        const auto grade = root["grade"].as<std::string>("");
        if (normalize_grade(grade) != grade)
            errors.push_back(error_at(file, root["grade"], "unknown grade '" + grade +
                                                               "' (cn-3, cn-2, cn-1, cn-national, fide-fa or fide-ia)"));
        else if (grade_level(grade) != b.level)
            errors.push_back(error_at(file, root["grade"], "grade '" + grade + "' does not fit level '" + b.level + "'"));
        b.grade = grade;
    } else if (b.level != "fide") {
        b.grade = b.level;
    }
    if (!b.retired && !b.grade.empty() && !grade_fits_sport(b.grade, b.sport))
        errors.push_back(error_at(file, root["grade"], "FIDE titles are chess titles: sport must be chess"));
    if (errors.size() != before) return std::nullopt;
    return b;
}

std::vector<ExamBlueprint> load_exam_blueprints(const std::filesystem::path& folder, ContentErrors& errors) {
    std::vector<std::filesystem::path> files;
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(folder, ec))
        if (entry.is_regular_file() && entry.path().extension() == ".yaml") files.push_back(entry.path());
    if (ec) errors.push_back({folder.string(), 0, 0, "cannot read the folder: " + ec.message()});
    std::sort(files.begin(), files.end());
    std::vector<ExamBlueprint> out;
    std::set<std::string> ids;
    for (const auto& file : files) {
        if (auto b = load_exam_blueprint(file, errors)) {
            if (!ids.insert(b->id).second)
                errors.push_back({file.string(), 0, 0, "blueprint id '" + b->id + "' is used by another file"});
            else
                out.push_back(std::move(*b));
        }
    }
    return out;
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
