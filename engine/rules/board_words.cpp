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

}  // namespace arbiter::rules
