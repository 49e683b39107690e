#include "app/core/content/question_loader.hpp"

#include <algorithm>
#include <set>

#include "app/core/content/question_yaml.hpp"

namespace arbiter::content {

namespace {

constexpr std::size_t kMinOptions = 2;
constexpr std::size_t kMaxOptions = 6;

bool valid_id(const std::string& id) {
    return !id.empty() && std::all_of(id.begin(), id.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
    });
}

std::string plural_options(std::size_t n) { return std::to_string(n) + (n == 1 ? " option" : " options"); }

class ItemReader {
public:
    ItemReader(YamlReader& reader, const YAML::Node& node) : r_(reader), node_(node) {}

    std::optional<Question> read() {
        std::size_t before = r_.error_count();
        Question q;
        q.location = {r_.file(), static_cast<std::size_t>(node_.Mark().line + 1),
                      static_cast<std::size_t>(node_.Mark().column + 1)};
        read_id(q);
        r_.reject_unknown_keys(node_,
                               {"id", "type", "levels", "topics", "difficulty", "prompt", "options", "answer",
                                "tolerance", "unit", "explanation", "source", "cue_waiver"},
                               context_);
        bool type_known = read_type(q);
        read_levels(q);
        read_topics(q);
        read_difficulty(q);
        if (auto n = r_.required(node_, "prompt", context_))
            if (auto t = r_.localized(*n, context_ + "prompt")) q.prompt = *t;
        if (auto n = r_.required(node_, "explanation", context_))
            if (auto t = r_.localized(*n, context_ + "explanation")) q.explanation = *t;
        read_sources(q);
        if (const YAML::Node n = node_["cue_waiver"]) {
            if (auto t = r_.string(n, context_ + "cue_waiver")) {
                if (t->find_first_not_of(" \t\n") == std::string::npos)
                    r_.error_at(n, context_ + "cue_waiver: give the reason the cue is acceptable");
                else
                    q.cue_waiver = *t;
            }
        }
        if (type_known) {
            read_options(q);
            read_answer(q);
            read_numeric_extras(q);
        }
        if (r_.error_count() != before) return std::nullopt;
        return q;
    }

private:
    void read_id(Question& q) {
        auto n = r_.required(node_, "id", "item: ");
        if (!n) {
            context_ = "item: ";
            return;
        }
        auto id = r_.string(*n, "item: id");
        if (!id) {
            context_ = "item: ";
            return;
        }
        q.id = *id;
        context_ = "item " + q.id + ": ";
        if (!valid_id(q.id)) r_.error_at(*n, context_ + "id may use only lowercase letters, digits and '-'");
    }

    bool read_type(Question& q) {
        auto n = r_.required(node_, "type", context_);
        if (!n) return false;
        auto tag = r_.string(*n, context_ + "type");
        if (!tag) return false;
        auto type = parse_question_type(*tag);
        if (!type) {
            r_.error_at(*n, context_ + "unknown type '" + *tag +
                                "' (expected single_choice, multiple_choice, true_false, numeric or ordering)");
            return false;
        }
        q.type = *type;
        return true;
    }

    void read_levels(Question& q) {
        auto n = r_.required(node_, "levels", context_);
        if (!n || !r_.expect_sequence(*n, context_ + "levels")) return;
        if (n->size() == 0) r_.error_at(*n, context_ + "levels: name at least one level");
        for (const auto& element : *n) {
            auto tag = r_.string(element, context_ + "levels");
            if (!tag) continue;
            auto level = parse_level(*tag);
            if (!level) {
                r_.error_at(element, context_ + "unknown level '" + *tag +
                                         "' (expected cn-3, cn-2, cn-1, cn-national or fide)");
            } else if (std::find(q.levels.begin(), q.levels.end(), *level) != q.levels.end()) {
                r_.error_at(element, context_ + "level '" + *tag + "' is listed twice");
            } else {
                q.levels.push_back(*level);
            }
        }
    }

    void read_topics(Question& q) {
        auto n = r_.required(node_, "topics", context_);
        if (!n) return;
        auto topics = r_.string_list(*n, context_ + "topics");
        if (!topics) return;
        if (topics->empty()) {
            r_.error_at(*n, context_ + "topics: the first topic must be a topic area");
            return;
        }
        if (!is_topic_area(topics->front())) {
            std::string areas;
            for (auto a : kTopicAreas) areas += (areas.empty() ? "" : ", ") + std::string(a);
            r_.error_at((*n)[0], context_ + "unknown topic area '" + topics->front() + "' (expected one of " +
                                     areas + ")");
        }
        q.topics = *topics;
    }

    void read_difficulty(Question& q) {
        auto n = r_.required(node_, "difficulty", context_);
        if (!n) return;
        auto value = r_.integer(*n, context_ + "difficulty");
        if (!value) return;
        if (*value < 1 || *value > 5)
            r_.error_at(*n, context_ + "difficulty " + std::to_string(*value) + " is outside 1..5");
        else
            q.difficulty = static_cast<int>(*value);
    }

    void read_sources(Question& q) {
        auto n = r_.required(node_, "source", context_);
        if (!n || !r_.expect_sequence(*n, context_ + "source")) return;
        if (n->size() == 0) r_.error_at(*n, context_ + "source: every item needs at least one source");
        for (const auto& element : *n) {
            if (!r_.expect_map(element, context_ + "source")) continue;
            r_.reject_unknown_keys(element, {"document", "article", "page"}, context_ + "source: ");
            SourceRef ref;
            if (auto d = r_.required(element, "document", context_ + "source: "))
                if (auto s = r_.string(*d, context_ + "source.document")) ref.document = *s;
            if (auto a = element["article"]; a.IsDefined())
                if (auto s = r_.string(a, context_ + "source.article")) ref.article = *s;
            if (auto p = element["page"]; p.IsDefined())
                if (auto s = r_.string(p, context_ + "source.page")) ref.page = *s;
            q.sources.push_back(std::move(ref));
        }
    }

    bool needs_options(QuestionType t) const {
        return t == QuestionType::SingleChoice || t == QuestionType::MultipleChoice || t == QuestionType::Ordering;
    }

    void read_options(Question& q) {
        YAML::Node n = node_["options"];
        std::string type_name(question_type_tag(q.type));
        if (!needs_options(q.type)) {
            if (n.IsDefined()) r_.error_at(n, context_ + type_name + " items have no options");
            return;
        }
        if (!n.IsDefined()) {
            r_.error_at(node_, context_ + "missing field 'options'");
            return;
        }
        if (!r_.expect_sequence(n, context_ + "options")) return;
        if (n.size() < kMinOptions || n.size() > kMaxOptions)
            r_.error_at(n, context_ + "options: " + type_name + " needs 2..6 options, got " +
                               std::to_string(n.size()));
        std::size_t index = 0;
        for (const auto& element : n) {
            // `pinned: true` beside the languages keeps the option in its place when shuffled.
            // (A yaml-cpp Node is a reference: the texts go into a map of their own.)
            YAML::Node texts(YAML::NodeType::Map);
            const bool has_pin = element.IsMap() && element["pinned"];
            bool pinned = false;
            if (has_pin) {
                const YAML::Node flag = element["pinned"];
                if (!flag.IsScalar() || (flag.Scalar() != "true" && flag.Scalar() != "false"))
                    r_.error_at(flag, context_ + "options[" + std::to_string(index) + "].pinned: true or false");
                pinned = flag.IsScalar() && flag.Scalar() == "true";
                for (auto it = element.begin(); it != element.end(); ++it)
                    if (it->first.Scalar() != "pinned") texts[it->first.Scalar()] = it->second;
            }
            if (auto t = r_.localized(has_pin ? texts : YAML::Node(element), context_ + "options[" + std::to_string(index) + "]"))
                q.options.push_back(*t);
            else
                q.options.emplace_back();  // keep indexes aligned for the answer check
            q.pinned_options.push_back(pinned);
            ++index;
        }
    }

    std::optional<std::size_t> option_index(const YAML::Node& n, std::size_t option_count) {
        auto value = r_.integer(n, context_ + "answer");
        if (!value) return std::nullopt;
        if (*value < 0 || static_cast<std::size_t>(*value) >= option_count) {
            r_.error_at(n, context_ + "answer index " + std::to_string(*value) + " is out of range: the item has " +
                               plural_options(option_count) +
                               (option_count ? " (0.." + std::to_string(option_count - 1) + ")" : ""));
            return std::nullopt;
        }
        return static_cast<std::size_t>(*value);
    }

    void read_answer(Question& q) {
        auto n = r_.required(node_, "answer", context_);
        if (!n) return;
        const std::size_t count = q.options.size();
        switch (q.type) {
            case QuestionType::SingleChoice:
                if (n->IsSequence()) {
                    r_.error_at(*n, context_ + "single_choice needs exactly one correct answer, got a list of " +
                                        std::to_string(n->size()) + " (use multiple_choice)");
                    return;
                }
                if (auto i = option_index(*n, count)) q.answer_indexes = {*i};
                return;
            case QuestionType::MultipleChoice: {
                if (!r_.expect_sequence(*n, context_ + "answer")) return;
                if (n->size() == 0) r_.error_at(*n, context_ + "answer: multiple_choice needs at least one correct option");
                std::set<std::size_t> seen;
                for (const auto& element : *n) {
                    auto i = option_index(element, count);
                    if (!i) continue;
                    if (!seen.insert(*i).second)
                        r_.error_at(element, context_ + "answer index " + std::to_string(*i) + " is listed twice");
                }
                q.answer_indexes.assign(seen.begin(), seen.end());
                return;
            }
            case QuestionType::Ordering: {
                if (!r_.expect_sequence(*n, context_ + "answer")) return;
                std::set<std::size_t> seen;
                for (const auto& element : *n) {
                    auto i = option_index(element, count);
                    if (!i) continue;
                    if (!seen.insert(*i).second)
                        r_.error_at(element, context_ + "answer index " + std::to_string(*i) + " is listed twice");
                    q.answer_indexes.push_back(*i);
                }
                if (n->size() != count)
                    r_.error_at(*n, context_ + "answer: an ordering must list every option once (" +
                                        plural_options(count) + ", got " + std::to_string(n->size()) + ")");
                return;
            }
            case QuestionType::TrueFalse:
                if (auto b = r_.boolean(*n, context_ + "answer")) q.answer_true = *b;
                return;
            case QuestionType::Numeric:
                if (auto v = r_.number(*n, context_ + "answer")) q.numeric_answer = *v;
                return;
        }
    }

    void read_numeric_extras(Question& q) {
        YAML::Node tolerance = node_["tolerance"];
        YAML::Node unit = node_["unit"];
        if (q.type != QuestionType::Numeric) {
            if (tolerance.IsDefined()) r_.error_at(tolerance, context_ + "tolerance belongs to numeric items only");
            if (unit.IsDefined()) r_.error_at(unit, context_ + "unit belongs to numeric items only");
            return;
        }
        if (!tolerance.IsDefined()) {
            r_.error_at(node_, context_ + "missing field 'tolerance' (numeric items need one; 0 for exact)");
        } else if (auto t = r_.number(tolerance, context_ + "tolerance")) {
            if (*t < 0)
                r_.error_at(tolerance, context_ + "tolerance must be 0 or more");
            else
                q.tolerance = *t;
        }
        if (unit.IsDefined())
            if (auto u = r_.localized(unit, context_ + "unit")) q.unit = *u;
    }

    YamlReader& r_;
    const YAML::Node& node_;
    std::string context_ = "item: ";
};

}  // namespace

bool holds_other_content(const std::string& yaml_text) {
    auto keys = top_level_keys(yaml_text);
    auto has = [&](std::string_view k) { return std::find(keys.begin(), keys.end(), k) != keys.end(); };
    return !has("items") &&
           (has("documents") || has("grades") || has("player_levels") || has("facts") || has("sections"));
}

QuestionLoad parse_question_file(const std::string& yaml_text, const std::string& file) {
    QuestionLoad load;
    YamlReader reader(file, load.errors);
    auto root = reader.parse(yaml_text);
    if (!root) return load;
    if (!reader.expect_map(*root, "question file")) return load;
    reader.reject_unknown_keys(*root, {"items"}, "");
    auto items = reader.required(*root, "items", "");
    if (!items || !reader.expect_sequence(*items, "items")) return load;
    for (const auto& node : *items) {
        if (!reader.expect_map(node, "item")) continue;
        if (auto q = ItemReader(reader, node).read()) load.questions.push_back(std::move(*q));
    }
    // Fields are read in a fixed order, not file order; report in file order.
    std::stable_sort(load.errors.begin(), load.errors.end(), [](const ContentError& a, const ContentError& b) {
        return std::pair(a.line, a.column) < std::pair(b.line, b.column);
    });
    return load;
}

QuestionLoad load_question_file(const std::filesystem::path& path, const std::string& display_name) {
    std::string text;
    if (!read_text_file(path.string(), text)) {
        QuestionLoad load;
        load.errors.push_back({display_name, 0, 0, "cannot open the file"});
        return load;
    }
    return parse_question_file(text, display_name);
}

std::string display_path(const std::filesystem::path& path, const std::filesystem::path& base) {
    if (base.empty()) return path.generic_string();
    std::error_code ec;
    auto relative = std::filesystem::relative(path, base, ec);
    if (ec || relative.empty() || *relative.begin() == "..") return path.generic_string();
    return relative.generic_string();
}

QuestionLoad load_question_directory(const std::filesystem::path& bank_dir, const std::filesystem::path& display_base) {
    QuestionLoad all;
    std::error_code ec;
    if (!std::filesystem::is_directory(bank_dir, ec)) {
        all.errors.push_back({display_path(bank_dir, display_base), 0, 0, "not a folder"});
        return all;
    }
    std::vector<std::filesystem::path> files;
    for (auto it = std::filesystem::recursive_directory_iterator(bank_dir, ec);
         !ec && it != std::filesystem::recursive_directory_iterator(); it.increment(ec)) {
        const auto& path = it->path();
        if (!it->is_regular_file() || path.extension() != ".yaml" || path.filename() == "sources.yaml") continue;
        files.push_back(path);
    }
    std::sort(files.begin(), files.end());
    for (const auto& path : files) {
        std::string text;
        if (read_text_file(path.string(), text) && holds_other_content(text)) continue;
        auto load = load_question_file(path, display_path(path, display_base));
        std::move(load.questions.begin(), load.questions.end(), std::back_inserter(all.questions));
        std::move(load.errors.begin(), load.errors.end(), std::back_inserter(all.errors));
    }
    return all;
}

}  // namespace arbiter::content
