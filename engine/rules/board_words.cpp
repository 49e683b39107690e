#include "engine/rules/board_words.hpp"

namespace arbiter::rules {

std::string_view chess_ending_word(chess::Outcome outcome) {
    switch (outcome) {
        case chess::Outcome::Checkmate: return "checkmate";
        case chess::Outcome::Stalemate: return "stalemate";
        case chess::Outcome::InsufficientMaterial:
        case chess::Outcome::DeadPosition: return "dead_position";
        case chess::Outcome::FivefoldRepetition: return "fivefold";
        case chess::Outcome::SeventyFiveMove: return "seventy_five_moves";
        case chess::Outcome::None: break;
    }
    return "";
}

std::string_view go_illegality_word(go::Illegality reason, bool simple_ko_violation) {
    if (simple_ko_violation) return "ko_recapture";
    switch (reason) {
        case go::Illegality::Suicide: return "suicide";
        case go::Illegality::SimpleKo: return "ko_recapture";
        case go::Illegality::Superko: return "superko";
        case go::Illegality::Occupied: return "occupied";
        case go::Illegality::OffBoard: return "off_board";
        default: return "other";
    }
}

LocalizedText illegality_words(std::string_view word) {
    struct Words {
        std::string_view word;
        LocalizedText text;
    };
    static const Words kWords[] = {
        {"occupied", {"落子点已有棋子", "落子點已有棋子", "the point is occupied"}},
        {"suicide", {"禁着点（落子后没有气）", "禁著點（落子後沒有氣）", "suicide (the stone would have no liberty)"}},
        {"ko_recapture", {"提劫后立即回提", "提劫後立即回提", "an immediate ko recapture"}},
        {"superko", {"全局同形再现", "全局同形再現", "a whole-board repetition"}},
        {"off_board", {"不在棋盘上", "不在棋盤上", "off the board"}},
        {"leaves_king_in_check", {"走棋方的王处于被将军状态", "走棋方的王處於被將軍狀態", "it leaves the king in check"}},
        {"castling_illegal", {"不合规则的王车易位", "不合規則的王車易位", "an illegal castling"}},
        {"wrong_piece_movement", {"棋子走法错误", "棋子走法錯誤", "the piece cannot move so"}},
        {"captures_king", {"吃王", "吃王", "it captures the king"}},
        {"wrong_en_passant", {"错误的吃过路兵", "錯誤的吃過路兵", "a wrong en passant capture"}},
        {"other", {"其他原因", "其他原因", "another reason"}},
    };
    for (const auto& w : kWords)
        if (w.word == word) return w.text;
    const std::string as_written(word);
    return {as_written, as_written, as_written};
}

}  // namespace arbiter::rules
