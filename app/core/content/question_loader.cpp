#include "app/core/content/question_loader.hpp"

#include <algorithm>
#include <optional>
#include <set>

#include "app/core/content/question_yaml.hpp"
#include "app/core/problem_text.hpp"

namespace arbiter::content {

namespace {

constexpr std::size_t kMinOptions = 2;
constexpr std::size_t kMaxOptions = 6;

bool valid_id(const std::string& id) {
    return !id.empty() && std::all_of(id.begin(), id.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
    });
}

// "item q-1" (or "item" before the id is read): the reader's context while an item is read.
MessageArg item_place(const std::string& id) {
    return id.empty() ? MessageArg::words("", "problem.place.item_unnamed")
                      : MessageArg::words("", "problem.place.item", {{"id", id}});
}

class ItemReader {
public:
    ItemReader(YamlReader& reader, const YAML::Node& node) : r_(reader), node_(node) {}

    std::optional<Question> read() {
        r_.push_context(item_place(""));
        struct PopContext {
            YamlReader& reader;
            ~PopContext() { reader.pop_context(); }
        } pop{r_};
        std::size_t before = r_.error_count();
        Question q;
        q.location = {r_.file(), static_cast<std::size_t>(node_.Mark().line + 1),
                      static_cast<std::size_t>(node_.Mark().column + 1)};
        read_id(q);
        r_.reject_unknown_keys(node_,
                               {"id", "type", "levels", "topics", "difficulty", "prompt", "options", "answer",
                                "tolerance", "unit", "explanation", "source", "cue_waiver"},
                               "");
        bool type_known = read_type(q);
        read_levels(q);
        read_topics(q);
        read_difficulty(q);
        if (auto n = r_.required(node_, "prompt", ""))
            if (auto t = r_.localized(*n, "prompt")) q.prompt = *t;
        if (auto n = r_.required(node_, "explanation", ""))
            if (auto t = r_.localized(*n, "explanation")) q.explanation = *t;
        read_sources(q);
        if (const YAML::Node n = node_["cue_waiver"]) {
            if (auto t = r_.string(n, "cue_waiver")) {
                if (t->find_first_not_of(" \t\n") == std::string::npos)
                    r_.problem(n, "problem.cue_waiver_empty", {}, places("cue_waiver"));
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
        auto n = r_.required(node_, "id", "");
        if (!n) return;
        auto id = r_.string(*n, "id");
        if (!id) return;
        q.id = *id;
        r_.pop_context();
        r_.push_context(item_place(q.id));
        if (!valid_id(q.id)) r_.problem(*n, "problem.question_id_format");
    }

    bool read_type(Question& q) {
        auto n = r_.required(node_, "type", "");
        if (!n) return false;
        auto tag = r_.string(*n, "type");
        if (!tag) return false;
        auto type = parse_question_type(*tag);
        if (!type) {
            r_.problem(*n, "problem.unknown_question_type", {{"value", *tag}});
            return false;
        }
        q.type = *type;
        return true;
    }

    void read_levels(Question& q) { read_level_list(r_, node_, q.levels); }

    void read_topics(Question& q) {
        auto n = r_.required(node_, "topics", "");
        if (!n) return;
        auto topics = r_.string_list(*n, "topics");
        if (!topics) return;
        if (topics->empty()) {
            r_.problem(*n, "problem.first_topic_area", {}, places("topics"));
            return;
        }
        if (!is_topic_area(topics->front())) {
            std::string areas;
            for (auto a : kTopicAreas) areas += (areas.empty() ? "" : ", ") + std::string(a);
            r_.problem((*n)[0], "problem.unknown_topic_area", {{"value", topics->front()}, {"known", areas}});
        }
        q.topics = *topics;
    }

    void read_difficulty(Question& q) {
        auto n = r_.required(node_, "difficulty", "");
        if (!n) return;
        auto value = r_.integer(*n, "difficulty");
        if (!value) return;
        if (*value < 1 || *value > 5)
            r_.problem(*n, "problem.difficulty_outside", {{"value", std::to_string(*value)}});
        else
            q.difficulty = static_cast<int>(*value);
    }

    void read_sources(Question& q) { read_source_list(r_, node_, "", "problem.item_needs_source", q.sources); }

    bool needs_options(QuestionType t) const {
        return t == QuestionType::SingleChoice || t == QuestionType::MultipleChoice || t == QuestionType::Ordering;
    }

    void read_options(Question& q) {
        YAML::Node n = node_["options"];
        std::string type_name(question_type_tag(q.type));
        if (!needs_options(q.type)) {
            if (n.IsDefined()) r_.problem(n, "problem.type_has_no_options", {{"type", type_name}});
            return;
        }
        if (!n.IsDefined()) {
            r_.problem(node_, "problem.missing_field", {{"field", "options"}});
            return;
        }
        if (!r_.expect_sequence(n, "options")) return;
        if (n.size() < kMinOptions || n.size() > kMaxOptions)
            r_.problem(n, "problem.options_count", {{"type", type_name}, {"n", std::to_string(n.size())}},
                       places("options"));
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
                    r_.problem(flag, "problem.true_or_false", {},
                               places("options[" + std::to_string(index) + "].pinned"));
                pinned = flag.IsScalar() && flag.Scalar() == "true";
                for (auto it = element.begin(); it != element.end(); ++it)
                    if (it->first.Scalar() != "pinned") texts[it->first.Scalar()] = it->second;
            }
            if (auto t = r_.localized(has_pin ? texts : YAML::Node(element), "options[" + std::to_string(index) + "]"))
                q.options.push_back(*t);
            else
                q.options.emplace_back();  // keep indexes aligned for the answer check
            q.pinned_options.push_back(pinned);
            ++index;
        }
    }

    std::optional<std::size_t> option_index(const YAML::Node& n, std::size_t option_count) {
        auto value = r_.integer(n, "answer");
        if (!value) return std::nullopt;
        if (*value < 0 || static_cast<std::size_t>(*value) >= option_count) {
            const char* key = option_count == 0   ? "problem.answer_out_of_range_none"
                              : option_count == 1 ? "problem.answer_out_of_range_one"
                                                  : "problem.answer_out_of_range";
            r_.problem(n, key,
                       {{"index", std::to_string(*value)},
                        {"count", std::to_string(option_count)},
                        {"last", std::to_string(option_count ? option_count - 1 : 0)}});
            return std::nullopt;
        }
        return static_cast<std::size_t>(*value);
    }

    // The valid option indexes of a list answer, in the author's order; an index given twice is
    // reported where it stands again (and kept, so that an ordering's length check sees it).
    std::vector<std::size_t> option_indexes(const YAML::Node& list, std::size_t option_count) {
        std::vector<std::size_t> out;
        std::set<std::size_t> seen;
        for (const auto& element : list) {
            auto i = option_index(element, option_count);
            if (!i) continue;
            if (!seen.insert(*i).second) r_.problem(element, "problem.answer_twice", {{"index", std::to_string(*i)}});
            out.push_back(*i);
        }
        return out;
    }

    void read_answer(Question& q) {
        auto n = r_.required(node_, "answer", "");
        if (!n) return;
        const std::size_t count = q.options.size();
        switch (q.type) {
            case QuestionType::SingleChoice:
                if (n->IsSequence()) {
                    r_.problem(*n, "problem.single_choice_list", {{"n", std::to_string(n->size())}});
                    return;
                }
                if (auto i = option_index(*n, count)) q.answer_indexes = {*i};
                return;
            case QuestionType::MultipleChoice: {
                if (!r_.expect_sequence(*n, "answer")) return;
                if (n->size() == 0) r_.problem(*n, "problem.multiple_choice_empty", {}, places("answer"));
                const auto given = option_indexes(*n, count);
                const std::set<std::size_t> chosen(given.begin(), given.end());  // a set of options: no order
                q.answer_indexes.assign(chosen.begin(), chosen.end());
                return;
            }
            case QuestionType::Ordering: {
                if (!r_.expect_sequence(*n, "answer")) return;
                q.answer_indexes = option_indexes(*n, count);
                if (n->size() != count)
                    r_.problem(*n, count == 1 ? "problem.ordering_incomplete_one" : "problem.ordering_incomplete",
                               {{"count", std::to_string(count)}, {"n", std::to_string(n->size())}}, places("answer"));
                return;
            }
            case QuestionType::TrueFalse:
                if (auto b = r_.boolean(*n, "answer")) q.answer_true = *b;
                return;
            case QuestionType::Numeric:
                if (auto v = r_.number(*n, "answer")) q.numeric_answer = *v;
                return;
        }
    }

    void read_numeric_extras(Question& q) {
        YAML::Node tolerance = node_["tolerance"];
        YAML::Node unit = node_["unit"];
        if (q.type != QuestionType::Numeric) {
            if (tolerance.IsDefined()) r_.problem(tolerance, "problem.numeric_only", {{"field", "tolerance"}});
            if (unit.IsDefined()) r_.problem(unit, "problem.numeric_only", {{"field", "unit"}});
            return;
        }
        if (!tolerance.IsDefined()) {
            r_.problem(node_, "problem.missing_tolerance");
        } else if (auto t = r_.number(tolerance, "tolerance")) {
            if (*t < 0)
                r_.problem(tolerance, "problem.not_negative", {{"what", "tolerance"}});
            else
                q.tolerance = *t;
        }
        if (unit.IsDefined())
            if (auto u = r_.localized(unit, "unit")) q.unit = *u;
    }

    YamlReader& r_;
    const YAML::Node& node_;
};

}  // namespace

namespace {

// The judgement of holds_other_content on a parsed file.
bool holds_other_content(const YAML::Node& root) {
    if (!root.IsMap()) return false;
    auto has = [&](const char* key) { return static_cast<bool>(root[key]); };
    return !has("items") && (has("documents") || has("grades") || has("player_levels") || has("facts") ||
                             has("sections") || has("trf"));  // an authored pairing drill (pairing_drill_loader.hpp)
}

// The questions of a parsed question file (its problems in `reader`'s errors, in file order).
void read_question_root(const YAML::Node& root, YamlReader& reader, QuestionLoad& load) {
    reader.push_context(MessageArg::words("", "problem.place.question_file"));
    const bool is_map = reader.expect_map(root, "");
    reader.pop_context();
    if (is_map) {
        reader.reject_unknown_keys(root, {"items"}, "");
        auto items = reader.required(root, "items", "");
        if (items && reader.expect_sequence(*items, "items"))
            for (const auto& node : *items) {
                reader.push_context(item_place(""));
                const bool item_is_map = reader.expect_map(node, "");
                reader.pop_context();
                if (!item_is_map) continue;
                if (auto q = ItemReader(reader, node).read()) load.questions.push_back(std::move(*q));
            }
    }
    // Fields are read in a fixed order, not file order; report in file order.
    std::stable_sort(load.errors.begin(), load.errors.end(), [](const ContentError& a, const ContentError& b) {
        return std::pair(a.line, a.column) < std::pair(b.line, b.column);
    });
}

}  // namespace

bool holds_other_content(const std::string& yaml_text) {
    try {
        return holds_other_content(YAML::Load(yaml_text));
    } catch (const YAML::Exception&) {
        return false;  // the loader that owns the file reports the syntax error
    }
}

QuestionLoad parse_question_file(const std::string& yaml_text, const std::string& file) {
    QuestionLoad load;
    YamlReader reader(file, load.errors);
    if (auto root = reader.parse(yaml_text)) read_question_root(*root, reader, load);
    return load;
}

namespace {

// One file read and parsed once. With `skip_other_content`, a file whose top-level keys say it is
// other bank content (its own loader reads it) gives nullopt: the keys come from the same parse.
std::optional<QuestionLoad> read_question_path(const std::filesystem::path& path, const std::string& display_name,
                                               bool skip_other_content) {
    QuestionLoad load;
    std::string text;
    if (!read_text_file(path.string(), text)) {
        load.errors.push_back(content_problem(display_name, 0, 0, "problem.cannot_open"));
        return load;
    }
    YamlReader reader(display_name, load.errors);
    const auto root = reader.parse(text);
    if (root && skip_other_content && holds_other_content(*root)) return std::nullopt;
    if (root) read_question_root(*root, reader, load);
    return load;
}

}  // namespace

QuestionLoad load_question_file(const std::filesystem::path& path, const std::string& display_name) {
    return *read_question_path(path, display_name, false);
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
        all.errors.push_back(content_problem(display_path(bank_dir, display_base), 0, 0, "problem.not_a_folder"));
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
    // Each file parsed once (a parse of its own for the top-level keys doubled the bank's load time).
    for (const auto& path : files) {
        auto load = read_question_path(path, display_path(path, display_base), /*skip_other_content=*/true);
        if (!load) continue;
        std::move(load->questions.begin(), load->questions.end(), std::back_inserter(all.questions));
        std::move(load->errors.begin(), load->errors.end(), std::back_inserter(all.errors));
    }
    return all;
}

}  // namespace arbiter::content
