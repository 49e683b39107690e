#include "app/core/training/training_content.hpp"

#include "app/core/training/sport_profile.hpp"

#include <algorithm>
#include <cstring>
#include <fstream>
#include <random>
#include <set>
#include <sstream>

#include "app/core/content/question_loader.hpp"
#include "app/core/content/scenario_checks.hpp"
#include "app/core/content/scenario_loader.hpp"

namespace arbiter::training {

namespace fs = std::filesystem;

namespace {

// FNV-1a, 64 bits: a stable fingerprint of an item's content (same text → same value on every
// platform and run), so the store can tell an edited item from the version that was answered.
struct Fingerprint {
    std::uint64_t h = 1469598103934665603ull;
    void add(std::string_view text) {
        for (unsigned char c : text) {
            h ^= c;
            h *= 1099511628211ull;
        }
        h ^= 0xff;  // field separator, so ("ab","c") and ("a","bc") differ
        h *= 1099511628211ull;
    }
    void add(const LocalizedText& t) {
        add(t.zh_hans);
        add(t.zh_hant);
        add(t.en);
    }
    std::string hex() const {
        char buffer[17];
        std::snprintf(buffer, sizeof buffer, "%016llx", static_cast<unsigned long long>(h));
        return buffer;
    }
};

std::string question_fingerprint(const content::Question& q) {
    Fingerprint f;
    f.add(q.id);
    f.add(content::question_type_tag(q.type));
    for (auto l : q.levels) f.add(content::level_tag(l));
    for (const auto& t : q.topics) f.add(t);
    f.add(q.prompt);
    for (const auto& o : q.options) f.add(o);
    for (auto i : q.answer_indexes) f.add(std::to_string(i));
    f.add(q.answer_true ? "true" : "false");
    std::ostringstream numbers;
    numbers.precision(17);
    numbers << q.numeric_answer << " " << q.tolerance;
    f.add(numbers.str());
    if (q.unit) f.add(*q.unit);
    f.add(q.explanation);
    for (const auto& s : q.sources) {
        f.add(s.document);
        f.add(s.article);
        f.add(s.page);
    }
    return "q-" + f.hex();
}

std::string read_file(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// A scenario is its file (and the shared game file it cuts a position from): any edit changes it.
std::string scenario_fingerprint(const content::Scenario& s, const fs::path& root) {
    Fingerprint f;
    f.add(s.id);
    f.add(read_file(root / s.file));
    if (!s.position_file.empty()) f.add(read_file(root / s.position_file));
    return "s-" + f.hex();
}

std::string cite(const std::string& document, const std::string& article) {
    return article.empty() ? document : document + " " + article;
}

void add_unique(std::vector<std::string>& list, std::string value) {
    if (std::find(list.begin(), list.end(), value) == list.end()) list.push_back(std::move(value));
}

bool contains(const std::vector<std::string>& list, std::string_view value) {
    return std::find(list.begin(), list.end(), value) != list.end();
}

// ASCII letters folded to lower case; Chinese text is compared as it is.
std::string folded(std::string_view text) {
    std::string out(text);
    for (auto& c : out)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return out;
}

bool text_matches(const PracticeItem& item, const std::string& wanted) {
    const std::string needle = folded(wanted);
    auto has = [&](const std::string& hay) { return folded(hay).find(needle) != std::string::npos; };
    if (has(item.meta.id)) return true;
    const LocalizedText* texts[] = {item.scenario ? &item.scenario->title : nullptr, &item.prompt()};
    for (const auto* t : texts)
        if (t && (has(t->zh_hans) || has(t->zh_hant) || has(t->en))) return true;
    return false;
}

}  // namespace

const LocalizedText& PracticeItem::prompt() const {
    return scenario ? scenario->prompt : question->prompt;
}

std::shared_ptr<const TrainingContent> TrainingContent::load(const fs::path& content_root,
                                                             const std::vector<fs::path>& pack_folders) {
    auto content = std::make_shared<TrainingContent>();
    auto library = content::ContentLibrary::load(content_root);
    content->questions_ = library.questions();
    content->errors_ = library.errors();
    if (fs::is_directory(content_root / "scenarios")) {
        auto scenarios = content::load_scenario_folder(content_root / "scenarios", content_root);
        content->scenarios_ = std::move(scenarios.scenarios);
        content->errors_.insert(content->errors_.end(), scenarios.errors.begin(), scenarios.errors.end());
    }
    content->scenario_roots_.assign(content->scenarios_.size(), content_root);
    for (const auto& folder : pack_folders) content->add_pack(folder);
    content->sources_ = library.sources();
    content->build_items(&content->sources_);
    return content;
}

// A pack's questions and scenarios, named in messages as packs/<id>/... (relative to the folder
// holding the packs). Its items were validated when it was imported; an id already taken is not.
void TrainingContent::add_pack(const fs::path& folder) {
    const fs::path base = folder.parent_path().parent_path();
    std::set<std::string> taken;
    for (const auto& q : questions_) taken.insert(q.id);
    for (const auto& s : scenarios_) taken.insert(s.id);
    const auto collision = [&](const std::string& file, std::size_t line, std::size_t column, const std::string& id) {
        errors_.push_back({file, line, column, "id '" + id + "' is already used by other content: this pack item is left out"});
    };
    std::error_code ec;
    if (fs::is_directory(folder / "question_bank", ec)) {
        auto load = content::load_question_directory(folder / "question_bank", base);
        errors_.insert(errors_.end(), load.errors.begin(), load.errors.end());
        for (auto& q : load.questions) {
            if (!taken.insert(q.id).second) {
                collision(q.location.file, q.location.line, q.location.column, q.id);
                continue;
            }
            questions_.push_back(std::move(q));
        }
    }
    if (fs::is_directory(folder / "scenarios", ec)) {
        auto load = content::load_scenario_folder(folder / "scenarios", base);
        errors_.insert(errors_.end(), load.errors.begin(), load.errors.end());
        for (auto& s : load.scenarios) {
            if (!taken.insert(s.id).second) {
                collision(s.file, 1, 1, s.id);
                continue;
            }
            scenarios_.push_back(std::move(s));
            scenario_roots_.push_back(base);
        }
    }
}

std::shared_ptr<const TrainingContent> TrainingContent::from(std::vector<content::Question> questions,
                                                             std::vector<content::Scenario> scenarios) {
    auto content = std::make_shared<TrainingContent>();
    content->questions_ = std::move(questions);
    content->scenarios_ = std::move(scenarios);
    content->scenario_roots_.assign(content->scenarios_.size(), fs::path());
    content->build_items(nullptr);
    return content;
}

void TrainingContent::build_items(const content::SourceCatalog* sources) {
    // Rulings first, then items: items point into these vectors, which do not change afterwards.
    // A scenario is trained only when it passes every content check (the engine can judge it and
    // exactly one option states its ruling); the others are reported in errors() and left out.
    rulings_.assign(scenarios_.size(), rules::Ruling{});
    judged_.assign(scenarios_.size(), false);
    for (std::size_t i = 0; i < scenarios_.size(); ++i) {
        ContentErrors problems;
        auto ruling = content::check_scenario(scenarios_[i], problems, sources);
        if (ruling && problems.empty()) {
            rulings_[i] = std::move(*ruling);
            judged_[i] = true;
        }
        errors_.insert(errors_.end(), problems.begin(), problems.end());
    }
    items_.clear();
    for (const auto& q : questions_) {
        PracticeItem item;
        item.meta.id = q.id;
        item.meta.kind = store::ItemKind::question;
        item.meta.fingerprint = question_fingerprint(q);
        item.meta.topics = q.topics;
        for (auto l : q.levels) item.meta.levels.emplace_back(content::level_tag(l));
        for (const auto& s : q.sources)
            if (!s.article.empty()) add_unique(item.meta.articles, cite(s.document, s.article));
        item.games = question_games(q);
        item.meta.games = item.games;
        item.difficulty = q.difficulty;
        item.question = &q;
        items_.push_back(std::move(item));
    }
    for (std::size_t i = 0; i < scenarios_.size(); ++i) {
        if (!judged_[i]) continue;
        const auto& s = scenarios_[i];
        PracticeItem item;
        item.meta.id = s.id;
        item.meta.kind = store::ItemKind::scenario;
        const fs::path& root = scenario_roots_[i];
        item.meta.fingerprint = root.empty() ? "s-" + s.id : scenario_fingerprint(s, root);
        // A scenario belongs to its game's topic area too, so exam sections such as go-rules draw it.
        item.meta.topics = {s.incident.game == rules::GameKind::Go ? "go-rules" : "chess-laws"};
        for (const auto& t : s.topics) add_unique(item.meta.topics, t);
        for (auto l : s.levels) item.meta.levels.emplace_back(content::level_tag(l));
        for (const auto& c : s.sources)
            if (!c.article.empty()) add_unique(item.meta.articles, cite(c.document, c.article));
        for (const auto& c : rulings_[i].all_citations())
            if (!c.article.empty()) add_unique(item.meta.articles, cite(c.document, c.article));
        item.games = {s.incident.game == rules::GameKind::Go ? "go" : "chess"};
        item.meta.games = item.games;
        item.difficulty = s.difficulty;
        item.scenario = &s;
        item.ruling = &rulings_[i];
        items_.push_back(std::move(item));
    }
    index_.clear();
    for (std::size_t i = 0; i < items_.size(); ++i) index_.emplace(items_[i].meta.id, i);
}

const PracticeItem* TrainingContent::find(std::string_view id) const {
    const auto found = index_.find(std::string(id));
    return found == index_.end() ? nullptr : &items_[found->second];
}

std::vector<store::TrainingItem> TrainingContent::training_items() const {
    std::vector<store::TrainingItem> out;
    out.reserve(items_.size());
    for (const auto& item : items_) out.push_back(item.meta);
    return out;
}

std::optional<std::string> normalize_level(std::string_view text) {
    struct Name {
        const char* spelling;
        const char* level;
    };
    static constexpr Name kNames[] = {
        {"cn-3", "cn-3"}, {"3", "cn-3"}, {"三级", "cn-3"}, {"三級", "cn-3"},
        {"cn-2", "cn-2"}, {"2", "cn-2"}, {"二级", "cn-2"}, {"二級", "cn-2"},
        {"cn-1", "cn-1"}, {"1", "cn-1"}, {"一级", "cn-1"}, {"一級", "cn-1"},
        {"cn-national", "cn-national"}, {"national", "cn-national"}, {"国家级", "cn-national"},
        {"國家級", "cn-national"}, {"fide", "fide"}, {"FIDE", "fide"}, {"fa", "fide"}, {"FA", "fide"},
        {"ia", "fide"}, {"IA", "fide"}, {"na", "fide"}, {"NA", "fide"}};
    for (const auto& n : kNames)
        if (text == n.spelling) return std::string(n.level);
    return std::nullopt;
}

bool matches(const PracticeItem& item, const ItemFilter& filter) {
    if (filter.game && !contains(item.games, *filter.game)) return false;
    if (filter.sport && !item_in_sport(item.games, *filter.sport)) return false;
    if (filter.time_control && (!item.scenario || item.scenario->time_control != *filter.time_control)) return false;
    if (filter.rule_set && (!item.scenario || item.scenario->incident.rule_set != *filter.rule_set)) return false;
    if (!filter.text.empty() && !text_matches(item, filter.text)) return false;
    if (!filter.topics.empty()) {
        bool any = false;
        for (const auto& t : filter.topics) any = any || contains(item.meta.topics, t);
        if (!any) return false;
    }
    if (filter.level && !contains(item.meta.levels, *filter.level)) return false;
    if (!item_within_grade(item.meta.levels, filter.grade_levels)) return false;
    if (filter.kind && item.meta.kind != *filter.kind) return false;
    if (filter.max_difficulty && item.difficulty > *filter.max_difficulty) return false;
    if (filter.article) {
        const std::string& wanted = *filter.article;
        bool any = false;
        for (const auto& a : item.meta.articles) {
            // "cn-go-1988 20": match the whole citation or the article number after the space.
            const auto space = a.rfind(' ');
            any = any || a == wanted || (space != std::string::npos && a.compare(space + 1, std::string::npos, wanted) == 0);
        }
        if (!any) return false;
    }
    return true;
}

std::vector<const PracticeItem*> select_items(const TrainingContent& content, const ItemFilter& filter,
                                              std::uint64_t seed, std::size_t limit) {
    std::vector<const PracticeItem*> out;
    for (const auto& item : content.items())
        if (matches(item, filter)) out.push_back(&item);
    if (seed != 0) {
        // Our own Fisher–Yates over mt19937_64 (not std::shuffle), so a seed means the same order
        // with every standard library.
        std::mt19937_64 rng(seed);
        for (std::size_t i = out.size(); i > 1; --i) {
            const std::size_t j = static_cast<std::size_t>(rng() % i);
            std::swap(out[i - 1], out[j]);
        }
    }
    if (limit != 0 && out.size() > limit) out.resize(limit);
    return out;
}

}  // namespace arbiter::training
