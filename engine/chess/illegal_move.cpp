#include "engine/chess/illegal_move.hpp"

#include "engine/chess/bitboard.hpp"
#include "engine/chess/movegen.hpp"
#include "engine/chess/notation.hpp"

namespace arbiter::chess {

namespace {

// Squares the piece on `from` could reach by its way of moving alone (3.2–3.7), on this board,
// ignoring whether its own king would be left in check and ignoring castling and en passant.
Bitboard movement(const Position& pos, Square from) {
    const Piece piece = pos.piece_on(from);
    const Color us = color_of(piece);
    const Bitboard occupied = pos.pieces();
    switch (type_of(piece)) {
        case Knight: return knight_attacks(from);
        case Bishop: return bishop_attacks(from, occupied);
        case Rook: return rook_attacks(from, occupied);
        case Queen: return queen_attacks(from, occupied);
        case King: return king_attacks(from);
        case Pawn: {
            Bitboard to = pawn_attacks(us, from) & pos.pieces(~us);
            const Bitboard one = shift_up(us, square_bb(from)) & ~occupied;
            to |= one;
            if (relative_rank(us, from) == 1) to |= shift_up(us, one) & ~occupied;
            return to;
        }
        default: return 0;
    }
}

// The article that says how the piece moves: 3.2 bishop, 3.3 rook, 3.4 queen, 3.6 knight, 3.7
// pawn, 3.8.1 king. A slider that would have to jump breaks 3.5 as well; we name 3.5 then.
std::string movement_article(const Position& pos, Square from, Square to) {
    const PieceType type = type_of(pos.piece_on(from));
    const bool straight = file_of(from) == file_of(to) || rank_of(from) == rank_of(to);
    const bool diagonal = !straight && line(from, to) != 0;
    const bool along_its_lines = (type == Rook && straight) || (type == Bishop && diagonal) || (type == Queen && (straight || diagonal));
    if (along_its_lines && (between(from, to) & pos.pieces())) return "3.5";
    switch (type) {
        case Bishop: return "3.2";
        case Rook: return "3.3";
        case Queen: return "3.4";
        case Knight: return "3.6";
        case Pawn: return "3.7";
        case King: return "3.8.1";
        default: return "3.10.1";
    }
}

bool any_legal_from(const Position& pos, Square from) {
    MoveList list;
    generate_legal(pos, list);
    for (Move m : list)
        if (m.from() == from) return true;
    return false;
}

}  // namespace

bool piece_can_move(const Position& pos, Square square) {
    const Piece p = pos.piece_on(square);
    return p != NoPiece && color_of(p) == pos.side_to_move() && any_legal_from(pos, square);
}

bool piece_can_be_captured(const Position& pos, Square square) {
    const Piece p = pos.piece_on(square);
    if (p == NoPiece || color_of(p) == pos.side_to_move()) return false;
    MoveList list;
    generate_legal(pos, list);
    for (Move m : list) {
        if (m.to() == square && m.kind() != Move::Castling) return true;
        // An en-passant capture takes the pawn beside the target square.
        if (m.kind() == Move::EnPassant && make_square(file_of(m.to()), rank_of(m.from())) == square) return true;
    }
    return false;
}

bool can_capture_with(const Position& pos, Square with, Square target) {
    MoveList list;
    generate_legal(pos, list);
    for (Move m : list) {
        if (m.from() != with) continue;
        if (m.to() == target && m.kind() != Move::Castling) return true;
        if (m.kind() == Move::EnPassant && make_square(file_of(m.to()), rank_of(m.from())) == target) return true;
    }
    return false;
}

bool castling_legal(const Position& pos, Square rook) {
    const Square king = pos.king_square(pos.side_to_move());
    MoveList list;
    generate_legal(pos, list);
    for (Move m : list)
        if (m.kind() == Move::Castling && m.from() == king && (file_of(rook) > file_of(king)) == (file_of(m.to()) > file_of(king)))
            return true;
    return false;
}

bool king_can_move(const Position& pos) { return any_legal_from(pos, pos.king_square(pos.side_to_move())); }

std::optional<Position> force_move(const Position& pos, std::string_view uci) {
    if (uci.size() != 4 && uci.size() != 5) return std::nullopt;
    const auto from = parse_square(uci.substr(0, 2));
    const auto to = parse_square(uci.substr(2, 2));
    if (!from || !to || *from == *to) return std::nullopt;
    const Piece piece = pos.piece_on(*from);
    const Color us = pos.side_to_move();
    if (piece == NoPiece || color_of(piece) != us) return std::nullopt;
    const Piece target = pos.piece_on(*to);
    if (target != NoPiece && (color_of(target) == us || type_of(target) == King)) return std::nullopt;
    Position board = pos;
    board.remove_piece(*from);
    Piece placed = piece;
    if (uci.size() == 5) {
        const auto k = std::string_view("nbrq").find(uci[4]);
        if (k == std::string_view::npos || type_of(piece) != Pawn) return std::nullopt;
        placed = make_piece(us, static_cast<PieceType>(Knight + k));
    }
    board.put_piece(placed, *to);
    if (type_of(piece) == King && rank_of(*from) == rank_of(*to) && (file_of(*to) - file_of(*from) == 2 || file_of(*from) - file_of(*to) == 2)) {
        const bool short_side = file_of(*to) > file_of(*from);
        const Square rook_from = make_square(short_side ? 7 : 0, rank_of(*from));
        const Square rook_to = make_square(short_side ? 5 : 3, rank_of(*from));
        if (pos.piece_on(rook_from) == make_piece(us, Rook) && pos.piece_on(rook_to) == NoPiece) {
            board.remove_piece(rook_from);
            board.put_piece(make_piece(us, Rook), rook_to);
        }
    }
    // The rest of the FEN: the other side to move, castling rights only where king and rook still
    // stand at home, no en passant, the move counters advanced.
    std::string fen = board.fen();
    fen = fen.substr(0, fen.find(' '));
    fen += us == Color::White ? " b " : " w ";
    std::string rights;
    auto keep = [&](char letter, Color c, int rook_file) {
        const std::string have = pos.fen().substr(pos.fen().find(' ') + 3);
        if (have.substr(0, have.find(' ')).find(letter) == std::string::npos) return;
        if (board.piece_on(make_square(4, c == Color::White ? 0 : 7)) != make_piece(c, King)) return;
        if (board.piece_on(make_square(rook_file, c == Color::White ? 0 : 7)) != make_piece(c, Rook)) return;
        rights += letter;
    };
    keep('K', Color::White, 7);
    keep('Q', Color::White, 0);
    keep('k', Color::Black, 7);
    keep('q', Color::Black, 0);
    fen += (rights.empty() ? "-" : rights) + " - 0 " + std::to_string(pos.fullmove_number() + (us == Color::Black ? 1 : 0));
    auto out = Position::from_fen(fen);
    if (!out || out->illegality()) return std::nullopt;
    return out;
}

std::optional<IllegalMove> why_illegal(const Position& pos, std::string_view uci) {
    if (parse_uci(pos, uci)) return std::nullopt;
    IllegalMove out;
    out.king_can_move = king_can_move(pos);
    const auto from = uci.size() >= 4 ? parse_square(uci.substr(0, 2)) : std::nullopt;
    const auto to = uci.size() >= 4 ? parse_square(uci.substr(2, 2)) : std::nullopt;
    auto set = [&](IllegalReason reason, std::string article, std::string word) {
        out.reason = reason;
        out.article = std::move(article);
        out.word = std::move(word);
        return out;
    };
    if (!from || !to || (uci.size() != 4 && uci.size() != 5)) return set(IllegalReason::NotAMove, "3.10.1", "other");
    const Piece piece = pos.piece_on(*from);
    const Color us = pos.side_to_move();
    if (piece == NoPiece || color_of(piece) != us) return set(IllegalReason::NoPieceToMove, "3.10.1", "other");
    out.piece = type_of(piece);
    out.moved_piece_can_move = any_legal_from(pos, *from);
    const Piece target = pos.piece_on(*to);
    if (target != NoPiece && color_of(target) == us) return set(IllegalReason::OwnPieceOnTarget, "3.1.1", "wrong_piece_movement");
    if (target != NoPiece && type_of(target) == King) return set(IllegalReason::CapturesKing, "1.4.1", "captures_king");
    // The king's two-square move along the first rank is castling (3.8.2).
    if (type_of(piece) == King && rank_of(*from) == rank_of(*to) && (file_of(*from) - file_of(*to) == 2 || file_of(*to) - file_of(*from) == 2))
        return set(IllegalReason::Castling, "3.8.2", "castling_illegal");
    const bool pawn_diagonal = type_of(piece) == Pawn && file_of(*from) != file_of(*to) && target == NoPiece;
    if (pawn_diagonal && (pawn_attacks(us, *from) & square_bb(*to))) return set(IllegalReason::EnPassant, "3.7.3.1", "wrong_en_passant");
    if (!(movement(pos, *from) & square_bb(*to))) return set(IllegalReason::PieceMovement, movement_article(pos, *from, *to), "wrong_piece_movement");
    if (type_of(piece) == Pawn && relative_rank(us, *to) == 7 && uci.size() == 4)
        return set(IllegalReason::MissingPromotion, "3.7.3.3", "other");
    // The piece moves like that, so the move fails because of the mover's own king.
    return set(IllegalReason::LeavesKingInCheck, "3.9.2", "leaves_king_in_check");
}

}  // namespace arbiter::chess
