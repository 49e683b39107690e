#include "app/ui/data/training_catalog.hpp"

#include <cstdint>
#include <cstdio>

#include "app/core/content/ruling_json.hpp"

namespace arbiter::ui {

namespace {

// FNV-1a over the fields that define the item: stable across runs and platforms.
class Fingerprint {
public:
    void add(std::string_view text) {
        for (unsigned char c : text) hash_ = (hash_ ^ c) * 0x100000001b3ULL;
        hash_ = (hash_ ^ 0xFF) * 0x100000001b3ULL;  // field separator
    }
    void add(const LocalizedText& text) {
        add(text.zh_hans);
        add(text.zh_hant);
        add(text.en);
    }
    std::string hex() const {
        char buffer[17];
        std::snprintf(buffer, sizeof buffer, "%016llx", static_cast<unsigned long long>(hash_));
        return buffer;
    }

private:
    std::uint64_t hash_ = 0xcbf29ce484222325ULL;
};

std::vector<std::string> level_tags(const std::vector<content::Level>& levels) {
    std::vector<std::string> out;
    for (auto level : levels) out.emplace_back(content::level_tag(level));
    return out;
}

}  // namespace

std::string question_fingerprint(const content::Question& q) {
    Fingerprint f;
    f.add(q.id);
    f.add(content::question_type_tag(q.type));
    f.add(q.prompt);
    for (const auto& option : q.options) f.add(option);
    for (auto index : q.answer_indexes) f.add(std::to_string(index));
    f.add(q.answer_true ? "true" : "false");
    f.add(std::to_string(q.numeric_answer) + "±" + std::to_string(q.tolerance));
    return f.hex();
}

std::string scenario_fingerprint(const content::Scenario& s) {
    Fingerprint f;
    f.add(s.id);
    f.add(s.title);
    f.add(s.prompt);
    f.add(s.incident.rule_set);
    f.add(s.incident.position);
    for (const auto& event : s.incident.events) {
        f.add(std::to_string(event.at.value_or(-1)));
        f.add(std::to_string(static_cast<int>(event.kind)));
        for (const auto& [name, value] : event.fields) {
            f.add(name);
            if (const auto* text = std::get_if<std::string>(&value)) f.add(*text);
            if (const auto* number = std::get_if<std::int64_t>(&value)) f.add(std::to_string(*number));
            if (const auto* flag = std::get_if<bool>(&value)) f.add(*flag ? "1" : "0");
        }
    }
    for (const auto& option : s.options) f.add(content::answer_to_json(option.ruling).dump());
    return f.hex();
}

store::TrainingItem training_item(const content::Question& q) {
    store::TrainingItem item;
    item.id = q.id;
    item.kind = store::ItemKind::question;
    item.fingerprint = question_fingerprint(q);
    item.topics = q.topics;
    item.levels = level_tags(q.levels);
    for (const auto& source : q.sources) item.articles.push_back(source.document + " " + source.article);
    return item;
}

store::TrainingItem training_item(const content::Scenario& s) {
    store::TrainingItem item;
    item.id = s.id;
    item.kind = store::ItemKind::scenario;
    item.fingerprint = scenario_fingerprint(s);
    item.topics = s.topics;
    item.levels = level_tags(s.levels);
    for (const auto& source : s.sources) item.articles.push_back(source.document + " " + source.article);
    return item;
}

std::vector<store::TrainingItem> training_items(const content::ContentLibrary& library,
                                                const std::vector<content::Scenario>& scenarios) {
    std::vector<store::TrainingItem> items;
    items.reserve(library.questions().size() + scenarios.size());
    for (const auto& q : library.questions()) items.push_back(training_item(q));
    for (const auto& s : scenarios) items.push_back(training_item(s));
    return items;
}

}  // namespace arbiter::ui
