#include "app/ui/data/question_draft.hpp"

#include <yaml-cpp/yaml.h>

#include <charconv>
#include <sstream>

#include "engine/core/text_trim.hpp"

namespace arbiter::ui {

namespace {

using content::QuestionType;


std::vector<std::string> split(const std::string& text, char separator) {
    std::vector<std::string> parts;
    std::istringstream in(text);
    for (std::string part; std::getline(in, part, separator);)
        if (auto t = trimmed(part); !t.empty()) parts.push_back(t);
    return parts;
}

std::array<std::string, 3> texts_of(const LocalizedText& text) { return {text.zh_hans, text.zh_hant, text.en}; }

void emit_texts(YAML::Emitter& out, const char* key, const std::array<std::string, 3>& texts) {
    out << YAML::Key << key << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "zh-Hans" << YAML::Value << texts[0];
    out << YAML::Key << "zh-Hant" << YAML::Value << texts[1];
    out << YAML::Key << "en" << YAML::Value << texts[2];
    out << YAML::EndMap;
}

// A number as typed: plain when it reads as one (YAML then sees a number), else quoted so the
// loader reports "must be a number" at its line instead of the emitter guessing.
void emit_number(YAML::Emitter& out, const std::string& typed) {
    const std::string text = trimmed(typed);
    std::istringstream in(text);
    double value = 0;
    if (!text.empty() && (in >> value) && in.eof()) out << text;
    else out << YAML::DoubleQuoted << text;
}

// The shortest text that reads back as the same double (183.25, not 183.250000).
std::string shortest(double value) {
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    return std::string(buffer, result.ptr);
}

bool uses_options(QuestionType type) {
    return type == QuestionType::SingleChoice || type == QuestionType::MultipleChoice || type == QuestionType::Ordering;
}

}  // namespace

QuestionDraft new_question_draft() {
    QuestionDraft d;
    d.id.clear();
    d.topic_area.clear();
    d.more_topics.clear();
    d.options.assign(2, {});  // a choice item has at least two; their texts are the author's
    d.sources.clear();
    return d;
}

QuestionDraft sample_question_draft() {
    QuestionDraft d;
    d.prompt = {"按1988年《中国围棋竞赛规则》，一方在劫争中立即提回，裁判员应如何处理？",
                "按1988年《中國圍棋競賽規則》，一方在劫爭中立即提回，裁判員應如何處理？",
                "Under the 1988 Chinese rules, a player retakes a ko at once. What does the arbiter do?"};
    d.options = {{"判该着无效，并判其弃权一次", "判該著無效，並判其棄權一次", "The move is void and the player forfeits one turn"},
                 {"判负", "判負", "The player loses"}};
    d.explanation = {"第20条：劫争中不得立即提回。", "第20條：劫爭中不得立即提回。",
                     "Article 20: a ko may not be retaken at once."};
    return d;
}

QuestionDraft question_draft_from(const content::Question& q) {
    QuestionDraft d;
    d.id = q.id;
    d.type = q.type;
    for (auto& on : d.levels) on = false;
    for (auto level : q.levels) d.levels[static_cast<int>(level)] = true;
    d.topic_area = q.topics.empty() ? "" : q.topics.front();
    d.more_topics.clear();
    for (std::size_t i = 1; i < q.topics.size(); ++i) d.more_topics += (d.more_topics.empty() ? "" : ", ") + q.topics[i];
    d.difficulty = q.difficulty;
    d.prompt = texts_of(q.prompt);
    for (const auto& o : q.options) d.options.push_back(texts_of(o));
    for (std::size_t i = 0; i < q.pinned_options.size() && i < static_cast<std::size_t>(kMaxDraftOptions); ++i)
        d.pinned[i] = q.pinned_options[i];
    if (q.type == QuestionType::SingleChoice && !q.answer_indexes.empty())
        d.single_answer = static_cast<int>(q.answer_indexes.front());
    if (q.type == QuestionType::MultipleChoice)
        for (auto i : q.answer_indexes)
            if (i < static_cast<std::size_t>(kMaxDraftOptions)) d.correct[i] = true;
    if (q.type == QuestionType::Ordering) {
        d.order.clear();
        for (auto i : q.answer_indexes) d.order += (d.order.empty() ? "" : ", ") + std::to_string(i);
    }
    d.truth = q.answer_true;
    d.number = shortest(q.numeric_answer);
    d.tolerance = shortest(q.tolerance);
    if (q.unit) d.unit = texts_of(*q.unit);
    d.explanation = texts_of(q.explanation);
    d.cue_waiver = q.cue_waiver;
    d.sources.clear();
    for (const auto& s : q.sources) d.sources += (d.sources.empty() ? "" : "\n") + s.document + " " + s.article;
    return d;
}

std::string question_draft_yaml(const QuestionDraft& d) {
    YAML::Emitter out;
    out << YAML::BeginMap << YAML::Key << "items" << YAML::Value << YAML::BeginSeq << YAML::BeginMap;
    out << YAML::Key << "id" << YAML::Value << d.id;
    out << YAML::Key << "type" << YAML::Value << std::string(content::question_type_tag(d.type));
    out << YAML::Key << "levels" << YAML::Value << YAML::Flow << YAML::BeginSeq;
    for (int i = 0; i < 5; ++i)
        if (d.levels[i]) out << std::string(content::level_tag(content::kAllLevels[i]));
    out << YAML::EndSeq;
    out << YAML::Key << "topics" << YAML::Value << YAML::Flow << YAML::BeginSeq;
    out << d.topic_area;
    for (const auto& t : split(d.more_topics, ',')) out << t;
    out << YAML::EndSeq;
    out << YAML::Key << "difficulty" << YAML::Value << d.difficulty;
    emit_texts(out, "prompt", d.prompt);
    if (uses_options(d.type)) {
        out << YAML::Key << "options" << YAML::Value << YAML::BeginSeq;
        for (std::size_t i = 0; i < d.options.size(); ++i) {
            const auto& o = d.options[i];
            out << YAML::Flow << YAML::BeginMap;
            out << YAML::Key << "zh-Hans" << YAML::Value << o[0] << YAML::Key << "zh-Hant" << YAML::Value << o[1]
                << YAML::Key << "en" << YAML::Value << o[2];
            if (i < static_cast<std::size_t>(kMaxDraftOptions) && d.pinned[i]) out << YAML::Key << "pinned" << YAML::Value << true;
            out << YAML::EndMap;
        }
        out << YAML::EndSeq;
    }
    out << YAML::Key << "answer" << YAML::Value;
    switch (d.type) {
        case QuestionType::SingleChoice: out << d.single_answer; break;
        case QuestionType::MultipleChoice:
            out << YAML::Flow << YAML::BeginSeq;
            for (int i = 0; i < static_cast<int>(d.options.size()) && i < kMaxDraftOptions; ++i)
                if (d.correct[i]) out << i;
            out << YAML::EndSeq;
            break;
        case QuestionType::Ordering:
            out << YAML::Flow << YAML::BeginSeq;
            for (const auto& i : split(d.order, ',')) emit_number(out, i);
            out << YAML::EndSeq;
            break;
        case QuestionType::TrueFalse: out << d.truth; break;
        case QuestionType::Numeric: emit_number(out, d.number); break;
    }
    if (d.type == QuestionType::Numeric) {
        out << YAML::Key << "tolerance" << YAML::Value;
        emit_number(out, d.tolerance);
        if (!trimmed(d.unit[0] + d.unit[1] + d.unit[2]).empty()) emit_texts(out, "unit", d.unit);
    }
    emit_texts(out, "explanation", d.explanation);
    out << YAML::Key << "source" << YAML::Value << YAML::BeginSeq;
    for (const auto& line : split(d.sources, '\n')) {
        const auto space = line.find_first_of(" \t");
        out << YAML::Flow << YAML::BeginMap << YAML::Key << "document" << YAML::Value << line.substr(0, space);
        if (space != std::string::npos)
            out << YAML::Key << "article" << YAML::Value << YAML::DoubleQuoted << trimmed(line.substr(space));
        out << YAML::EndMap;
    }
    out << YAML::EndSeq;
    if (!trimmed(d.cue_waiver).empty()) out << YAML::Key << "cue_waiver" << YAML::Value << YAML::DoubleQuoted << trimmed(d.cue_waiver);
    out << YAML::EndMap << YAML::EndSeq << YAML::EndMap;
    return std::string(out.c_str()) + "\n";
}

}  // namespace arbiter::ui
