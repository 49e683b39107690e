#include "app/core/training/sport_profile.hpp"

#include <algorithm>

namespace arbiter::training {

namespace {
struct Spelling {
    const char* text;
    const char* id;
};
}  // namespace

std::optional<std::string> normalize_sport(std::string_view text) {
    static constexpr Spelling kNames[] = {{"go", "go"},       {"围棋", "go"},       {"圍棋", "go"},
                                          {"weiqi", "go"},    {"chess", "chess"},   {"国际象棋", "chess"},
                                          {"國際象棋", "chess"}, {"both", "both"},     {"全部", "both"}};
    for (const auto& n : kNames)
        if (text == n.text) return std::string(n.id);
    return std::nullopt;
}

std::optional<std::string> normalize_grade(std::string_view text) {
    static constexpr Spelling kNames[] = {
        {"cn-3", "cn-3"}, {"3", "cn-3"}, {"三级", "cn-3"}, {"三級", "cn-3"},
        {"cn-2", "cn-2"}, {"2", "cn-2"}, {"二级", "cn-2"}, {"二級", "cn-2"},
        {"cn-1", "cn-1"}, {"1", "cn-1"}, {"一级", "cn-1"}, {"一級", "cn-1"},
        {"cn-national", "cn-national"}, {"national", "cn-national"}, {"国家级", "cn-national"},
        {"國家級", "cn-national"}, {"fide-fa", "fide-fa"}, {"fa", "fide-fa"}, {"FA", "fide-fa"},
        {"fide-ia", "fide-ia"}, {"ia", "fide-ia"}, {"IA", "fide-ia"}};
    for (const auto& n : kNames)
        if (text == n.text) return std::string(n.id);
    return std::nullopt;
}

std::string grade_level(std::string_view grade) {
    if (grade.rfind("fide-", 0) == 0) return "fide";
    return std::string(grade);
}

std::vector<std::string> levels_within_grade(std::string_view grade) {
    if (grade.rfind("fide-", 0) == 0) return {"fide"};
    static constexpr std::string_view kChinese[] = {"cn-3", "cn-2", "cn-1", "cn-national"};
    std::vector<std::string> out;
    for (std::string_view level : kChinese) {
        out.emplace_back(level);
        if (level == grade) return out;
    }
    return {};
}

bool item_within_grade(const std::vector<std::string>& levels, const std::vector<std::string>& grade_levels) {
    if (grade_levels.empty() || levels.empty()) return true;
    return std::any_of(levels.begin(), levels.end(), [&](const std::string& level) {
        return std::find(grade_levels.begin(), grade_levels.end(), level) != grade_levels.end();
    });
}

bool grade_fits_sport(std::string_view grade, std::string_view sport) {
    return !(sport == "go" && grade.rfind("fide-", 0) == 0);
}

std::vector<std::string> sport_games(std::string_view sport) {
    if (sport == "go") return {"go"};
    if (sport == "chess") return {"chess"};
    return {"go", "chess"};
}

bool item_in_sport(const std::vector<std::string>& games, std::string_view sport) {
    if (sport != "go" && sport != "chess") return true;
    return games.empty() || std::find(games.begin(), games.end(), sport) != games.end();
}

std::string exam_blueprint_id(std::string_view game, std::string_view grade) {
    if (game != "go" && game != "chess") return {};
    if (game == "go" && grade.rfind("fide-", 0) == 0) return {};
    return std::string(game) + "-" + std::string(grade);
}

std::string current_blueprint_id(std::string_view old_id, std::string_view game) {
    if (old_id == "fide") return "chess-fide-fa";  // the old FIDE seminar exam was a chess exam
    if (old_id == "cn-3" || old_id == "cn-2" || old_id == "cn-1" || old_id == "cn-national")
        return exam_blueprint_id(game == "chess" ? "chess" : "go", old_id);
    return std::string(old_id);
}

std::vector<std::string> question_games(const content::Question& question) {
    std::vector<std::string> games;
    const auto add = [&games](const char* game) {
        if (std::find(games.begin(), games.end(), game) == games.end()) games.emplace_back(game);
    };
    const std::string& area = question.topic_area();
    if (area == "go-rules") add("go");
    if (area == "chess-laws") add("chess");
    if (!games.empty()) return games;
    // A sub-topic that names the game ("a chess team event": topics [competition-systems, …, chess]).
    for (const auto& topic : question.topics) {
        if (topic == "go") add("go");
        if (topic == "chess") add("chess");
    }
    if (!games.empty()) return games;
    for (const auto& source : question.sources) {
        const std::string& d = source.document;
        if (d.find("-go") != std::string::npos || d.rfind("go-", 0) == 0) add("go");
        // The FIDE's and the chess federations' documents: the European Chess Union (ecu-…), the
        // Chinese Chess Association (cca-…), the Olympiad's team scoring.
        if (d.find("fide") != std::string::npos || d.find("chess") != std::string::npos || d.rfind("ecu-", 0) == 0 ||
            d.rfind("cca-", 0) == 0 || d.rfind("olympiad", 0) == 0)
            add("chess");
    }
    return games;
}

}  // namespace arbiter::training
