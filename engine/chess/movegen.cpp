// Fully legal generation in one pass: the king's moves are tested against attacks with the king
// lifted off the board; other pieces are confined to the check-evasion mask and, when pinned, to
// the line through their king; en passant is checked by replaying the occupancy change.
#include "engine/chess/movegen.hpp"

namespace arbiter::chess {

namespace {

template <Color Us>
constexpr Bitboard shift_forward(Bitboard b) {
    return Us == Color::White ? b << 8 : b >> 8;
}
constexpr Bitboard kNotFileA = ~file_bb(0);
constexpr Bitboard kNotFileH = ~file_bb(7);

void add_promotions(MoveList& list, Square from, Square to) {
    list.add(Move(from, to, Move::Promotion, Queen));
    list.add(Move(from, to, Move::Promotion, Rook));
    list.add(Move(from, to, Move::Promotion, Bishop));
    list.add(Move(from, to, Move::Promotion, Knight));
}

// Adds the pawn moves whose destinations are `targets`, each coming from `to - delta`.
void add_pawn_moves(MoveList& list, Bitboard targets, int delta, Bitboard promotion_rank) {
    Bitboard promos = targets & promotion_rank;
    Bitboard quiet = targets & ~promotion_rank;
    while (quiet) {
        Square to = pop_lsb(quiet);
        list.add(Move(to - delta, to));
    }
    while (promos) {
        Square to = pop_lsb(promos);
        add_promotions(list, to - delta, to);
    }
}

template <Color Us>
void generate(const Position& pos, MoveList& list) {
    constexpr Color Them = ~Us;
    constexpr int kUp = Us == Color::White ? 8 : -8;
    constexpr Bitboard kRank3 = rank_bb(Us == Color::White ? 2 : 5);
    constexpr Bitboard kRank8 = rank_bb(Us == Color::White ? 7 : 0);

    const Bitboard us = pos.pieces(Us);
    const Bitboard them = pos.pieces(Them);
    const Bitboard occupied = us | them;
    const Square ksq = pos.king_square(Us);
    if (ksq == kNoSquare) return;  // an illegal set-up without our king has no moves
    const Bitboard their_rq = pos.pieces(Them, Rook) | pos.pieces(Them, Queen);
    const Bitboard their_bq = pos.pieces(Them, Bishop) | pos.pieces(Them, Queen);

    const Bitboard checkers = pos.attackers_to(ksq, occupied) & them;

    // King moves: the king is lifted so it cannot hide behind itself along a slider's ray.
    {
        const Bitboard without_king = occupied ^ square_bb(ksq);
        Bitboard targets = king_attacks(ksq) & ~us;
        while (targets) {
            Square to = pop_lsb(targets);
            if (!(pos.attackers_to(to, without_king) & them)) list.add(Move(ksq, to));
        }
    }
    if (more_than_one(checkers)) return;

    // Squares a non-king move must land on: anywhere not ours, or block/capture the single checker.
    const Bitboard target = checkers ? between(ksq, lsb(checkers)) : ~us;

    Bitboard pinned = 0;
    {
        Bitboard snipers = (rook_attacks(ksq, 0) & their_rq) | (bishop_attacks(ksq, 0) & their_bq);
        while (snipers) {
            Square s = pop_lsb(snipers);
            Bitboard blockers = (between(ksq, s) ^ square_bb(s)) & occupied;
            if (blockers && !more_than_one(blockers)) pinned |= blockers & us;
        }
    }

    // Pawns that are not pinned, set-wise.
    const Bitboard pawns = pos.pieces(Us, Pawn);
    {
        const Bitboard free_pawns = pawns & ~pinned;
        const Bitboard empty = ~occupied;
        Bitboard single = shift_forward<Us>(free_pawns) & empty;
        Bitboard dbl = shift_forward<Us>(single & kRank3) & empty & target;
        add_pawn_moves(list, single & target, kUp, kRank8);
        add_pawn_moves(list, dbl, 2 * kUp, 0);
        Bitboard west = shift_forward<Us>(free_pawns & kNotFileA) >> 1;
        Bitboard east = shift_forward<Us>(free_pawns & kNotFileH) << 1;
        add_pawn_moves(list, west & them & target, kUp - 1, kRank8);
        add_pawn_moves(list, east & them & target, kUp + 1, kRank8);
    }
    // Pinned pawns, one by one, along their pin line (a pinned pawn never helps against a check).
    if (!checkers) {
        Bitboard pinned_pawns = pawns & pinned;
        while (pinned_pawns) {
            Square from = pop_lsb(pinned_pawns);
            Bitboard allowed = line(ksq, from);
            Square one = from + kUp;
            if ((allowed & square_bb(one)) && !(occupied & square_bb(one))) {
                if (square_bb(one) & kRank8) add_promotions(list, from, one);
                else list.add(Move(from, one));
                Square two = one + kUp;
                if ((square_bb(one) & kRank3) && !(occupied & square_bb(two))) list.add(Move(from, two));
            }
            Bitboard caps = pawn_attacks(Us, from) & them & allowed;
            while (caps) {
                Square to = pop_lsb(caps);
                if (square_bb(to) & kRank8) add_promotions(list, from, to);
                else list.add(Move(from, to));
            }
        }
    }
    // En passant: rare, so verified by replaying the occupancy change (covers the rank pin).
    const Square ep = pos.en_passant_square();
    if (ep != kNoSquare) {
        const Square captured = ep - kUp;
        if (pos.piece_on(captured) == make_piece(Them, Pawn) && pos.piece_on(ep) == NoPiece) {
            Bitboard candidates = pawn_attacks(Them, ep) & pawns;
            while (candidates) {
                Square from = pop_lsb(candidates);
                Bitboard after = (occupied ^ square_bb(from) ^ square_bb(captured)) | square_bb(ep);
                Bitboard attackers = (pos.attackers_to(ksq, after) & them) & ~square_bb(captured);
                if (!attackers) list.add(Move(from, ep, Move::EnPassant));
            }
        }
    }

    // Knights, bishops, rooks, queens.
    {
        Bitboard knights = pos.pieces(Us, Knight) & ~pinned;
        while (knights) {
            Square from = pop_lsb(knights);
            Bitboard moves = knight_attacks(from) & target;
            while (moves) list.add(Move(from, pop_lsb(moves)));
        }
        // A queen is both a bishop and a rook; a pinned slider moves only along the line through its king.
        const auto slider_moves = [&](Bitboard sliders, Bitboard (*attacks)(Square, Bitboard)) {
            while (sliders) {
                Square from = pop_lsb(sliders);
                Bitboard moves = attacks(from, occupied) & target;
                if (pinned & square_bb(from)) moves &= line(ksq, from);
                while (moves) list.add(Move(from, pop_lsb(moves)));
            }
        };
        slider_moves(pos.pieces(Us, Bishop) | pos.pieces(Us, Queen), bishop_attacks);
        slider_moves(pos.pieces(Us, Rook) | pos.pieces(Us, Queen), rook_attacks);
    }

    // Castling: not out of, through or into check; the path between king and rook empty.
    if (!checkers) {
        const std::uint8_t rights = pos.castling_rights();
        const Square e1 = relative_square(Us, 4);
        if (ksq == e1) {
            const auto try_castle = [&](std::uint8_t right, Square rook_from, Square king_to, Square king_via) {
                if (!(rights & right)) return;
                if (pos.piece_on(rook_from) != make_piece(Us, Rook)) return;
                if ((between(ksq, rook_from) ^ square_bb(rook_from)) & occupied) return;
                if (pos.attackers_to(king_via, occupied) & them) return;
                if (pos.attackers_to(king_to, occupied) & them) return;
                list.add(Move(ksq, king_to, Move::Castling));
            };
            if constexpr (Us == Color::White) {
                try_castle(WhiteKingside, 7, 6, 5);
                try_castle(WhiteQueenside, 0, 2, 3);
            } else {
                try_castle(BlackKingside, 63, 62, 61);
                try_castle(BlackQueenside, 56, 58, 59);
            }
        }
    }
}

}  // namespace

void generate_legal(const Position& pos, MoveList& list) {
    list.count = 0;
    if (pos.side_to_move() == Color::White) generate<Color::White>(pos, list);
    else generate<Color::Black>(pos, list);
}

}  // namespace arbiter::chess
