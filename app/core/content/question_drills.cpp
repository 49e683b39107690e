#include "app/core/content/question_drills.hpp"

#include <string>

#include "engine/go/counting_drills.hpp"
#include "engine/tournament/drills.hpp"

namespace arbiter::content {

namespace {

using tournament::DrillKind;

// The engine cites a few documents by shorter ids than the bank's catalogue (sources.yaml).
std::string bank_document_id(const std::string& engine_id) {
    if (engine_id == "fide-rating-b02") return "fide-rating-regulations";
    if (engine_id == "fide-tiebreak-c07") return "fide-tiebreak-regulations";
    return engine_id;
}

std::vector<Level> levels_for(DrillKind kind) {
    switch (kind) {
        case DrillKind::RatingChange: return {Level::CnNational, Level::Fide};
        case DrillKind::LevelPoints: return {Level::Cn3, Level::Cn2};
        case DrillKind::SwissTotal:
        case DrillKind::RoundRobinTieBreak: return {Level::Cn2, Level::Cn1};
        case DrillKind::Buchholz:
        case DrillKind::SonnebornBerger: return {Level::Cn1, Level::Fide};
        case DrillKind::Withdrawal: return {Level::Cn1, Level::CnNational};
    }
    return {Level::Cn2};
}

int difficulty_for(DrillKind kind) {
    switch (kind) {
        case DrillKind::RatingChange: return 4;
        case DrillKind::SwissTotal:
        case DrillKind::Withdrawal: return 4;
        case DrillKind::LevelPoints: return 2;
        default: return 3;
    }
}

}  // namespace

std::vector<Question> tournament_drill_questions(int per_kind, std::uint64_t seed) {
    std::vector<Question> out;
    for (DrillKind kind : tournament::kAllDrillKinds) {
        auto drills = tournament::generate_drills(kind, seed, per_kind);
        int n = 0;
        for (const auto& drill : drills) {
            Question q;
            std::string code(tournament::drill_kind_code(kind));
            q.id = "gen-" + code + "-" + std::to_string(++n);
            q.type = QuestionType::Numeric;
            q.levels = levels_for(kind);
            q.topics = {"calculations", code};
            q.difficulty = difficulty_for(kind);
            q.prompt = drill.question;
            q.numeric_answer = drill.answer;
            q.tolerance = drill.tolerance;
            q.explanation = drill.explanation;
            for (const auto& c : drill.citations) q.sources.push_back({bank_document_id(c.document), c.article, ""});
            q.generated = true;
            out.push_back(std::move(q));
        }
    }
    return out;
}

ItemGenerator tournament_drill_generator() {
    return {"tournament-drills", [] { return tournament_drill_questions(); }};
}

std::vector<Question> go_counting_drill_questions(int per_kind, std::uint64_t seed) {
    using go::CountingDrillKind;
    std::vector<Question> out;
    for (CountingDrillKind kind : go::kAllCountingDrillKinds) {
        std::string code(go::counting_drill_code(kind));
        int n = 0;
        for (const auto& drill : go::generate_counting_drills(kind, seed, per_kind)) {
            Question q;
            q.id = "gen-" + code + "-" + std::to_string(++n);
            q.type = QuestionType::Numeric;
            q.levels = {Level::Cn3, Level::Cn2, Level::Cn1};
            q.topics = {"calculations", "area-counting"};
            // A 13×13 board is a longer count, and the margin in points needs the komi converted.
            q.difficulty = (drill.game.size() > 9 ? 3 : 2) + (kind == CountingDrillKind::MarginPoints ? 1 : 0);
            q.prompt = drill.question;
            q.numeric_answer = drill.answer;
            q.tolerance = drill.tolerance;
            q.unit = kind == CountingDrillKind::MarginPoints ? LocalizedText{"点", "點", "points"}
                                                             : LocalizedText{"子", "子", "stones"};
            q.explanation = drill.explanation;
            for (const auto& c : drill.citations) q.sources.push_back({c.document, c.article, ""});
            q.generated = true;
            out.push_back(std::move(q));
        }
    }
    return out;
}

ItemGenerator go_counting_drill_generator() {
    return {"go-counting-drills", [] { return go_counting_drill_questions(); }};
}

}  // namespace arbiter::content
