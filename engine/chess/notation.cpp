// UCI and SAN, in and out. SAN input is matched against the legal moves rather than decoded into
// a move directly, so every accepted move is legal by construction.
#include "engine/chess/notation.hpp"

#include "engine/chess/movegen.hpp"
#include "engine/chess/position.hpp"
#include "engine/core/english_error.hpp"
#include "engine/core/localized_fill.hpp"

namespace arbiter::chess {

namespace {
constexpr std::string_view kPieceSanLetters = "PNBRQK";

LocalizedText not_a_uci_move(std::string_view uci) {
    return fill_localized(L("“{uci}”不是 `UCI` 着法（应像 `e2e4` 或 `e7e8q`）", "「{uci}」不是 `UCI` 著法（應像 `e2e4` 或 `e7e8q`）",
                            "'{uci}' is not a UCI move (like e2e4 or e7e8q)"),
                          {{"uci", std::string(uci)}});
}
}  // namespace

std::string square_name(Square s) {
    return {static_cast<char>('a' + file_of(s)), static_cast<char>('1' + rank_of(s))};
}

std::optional<Square> parse_square(std::string_view text) {
    if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8') return std::nullopt;
    return make_square(text[0] - 'a', text[1] - '1');
}

std::string to_uci(Move m) {
    std::string out = square_name(m.from()) + square_name(m.to());
    if (m.kind() == Move::Promotion) out += "nbrq"[m.promotion() - Knight];
    return out;
}

std::optional<Move> parse_uci(const Position& pos, std::string_view uci, std::string* error) {
    return with_english_error(error, [&](LocalizedText* why) { return parse_uci(pos, uci, why); });
}

std::optional<Move> parse_uci(const Position& pos, std::string_view uci, LocalizedText* error) {
    const auto fail = [&](LocalizedText why) -> std::optional<Move> {
        if (error) *error = std::move(why);
        return std::nullopt;
    };
    if (uci.size() != 4 && uci.size() != 5) return fail(not_a_uci_move(uci));
    auto from = parse_square(uci.substr(0, 2));
    auto to = parse_square(uci.substr(2, 2));
    std::optional<PieceType> promotion;
    if (uci.size() == 5) {
        auto p = std::string_view("nbrq").find(uci[4]);
        if (p != std::string_view::npos) promotion = static_cast<PieceType>(Knight + p);
    }
    if (!from || !to || (uci.size() == 5 && !promotion)) return fail(not_a_uci_move(uci));
    MoveList list;
    generate_legal(pos, list);
    for (Move m : list) {
        if (m.from() != *from || m.to() != *to) continue;
        if ((m.kind() == Move::Promotion) != promotion.has_value()) continue;
        if (promotion && m.promotion() != *promotion) continue;
        return m;
    }
    LocalizedText reason;
    const Piece piece = pos.piece_on(*from);
    const std::string square = square_name(*from);
    if (list.size() == 0)
        reason = pos.in_check() ? L("行棋方已被将杀", "行棋方已被將殺", "the side to move is checkmated")
                                : L("行棋方已成逼和", "行棋方已成逼和", "the side to move is stalemated");
    else if (piece == NoPiece)
        reason = fill_localized(L("{sq} 上没有棋子", "{sq} 上沒有棋子", "there is no piece on {sq}"), {{"sq", square}});
    else if (color_of(piece) != pos.side_to_move())
        reason = fill_localized(L("{sq} 上的棋子属于不该走棋的一方", "{sq} 上的棋子屬於不該走棋的一方",
                                  "the piece on {sq} belongs to the side not to move"),
                                {{"sq", square}});
    else if (type_of(piece) == Pawn && relative_rank(pos.side_to_move(), *to) == 7 && !promotion)
        reason = L("兵走到底线必须升变（加上 `q`、`r`、`b` 或 `n`）", "兵走到底線必須升變（加上 `q`、`r`、`b` 或 `n`）",
                   "a pawn reaching the last rank must promote (add q, r, b or n)");
    else if (pos.in_check())
        reason = L("这步棋没有解除将军", "這步棋沒有解除將軍", "it does not get out of check");
    else
        reason = L("在这个局面中不能这样走", "在這個局面中不能這樣走", "it is not a legal move here");
    return fail(fill_localized(L("不合法的着法 {uci}：{why}", "不合法的著法 {uci}：{why}", "illegal move {uci}: {why}"),
                               {{"uci", std::string(uci)}, {"why", reason}}));
}

std::string to_san(const Position& pos, Move m) {
    std::string out;
    const PieceType piece = type_of(pos.piece_on(m.from()));
    if (m.kind() == Move::Castling) {
        out = m.to() > m.from() ? "O-O" : "O-O-O";
    } else {
        const bool capture = pos.is_capture(m);
        if (piece == Pawn) {
            if (capture) out += static_cast<char>('a' + file_of(m.from()));
        } else {
            out += kPieceSanLetters[piece];
            MoveList list;
            generate_legal(pos, list);
            bool ambiguous = false, same_file = false, same_rank = false;
            for (Move other : list) {
                if (other == m || other.to() != m.to() || other.from() == m.from()) continue;
                if (type_of(pos.piece_on(other.from())) != piece) continue;
                ambiguous = true;
                same_file |= file_of(other.from()) == file_of(m.from());
                same_rank |= rank_of(other.from()) == rank_of(m.from());
            }
            if (ambiguous) {
                if (!same_file) out += static_cast<char>('a' + file_of(m.from()));
                else if (!same_rank) out += static_cast<char>('1' + rank_of(m.from()));
                else out += square_name(m.from());
            }
        }
        if (capture) out += 'x';
        out += square_name(m.to());
        if (m.kind() == Move::Promotion) {
            out += '=';
            out += kPieceSanLetters[m.promotion()];
        }
    }
    const Position next = pos.after(m);
    if (next.in_check()) {
        MoveList replies;
        generate_legal(next, replies);
        out += replies.size() == 0 ? '#' : '+';
    }
    return out;
}

std::optional<Move> parse_san(const Position& pos, std::string_view san, std::string* error) {
    return with_english_error(error, [&](LocalizedText* why) { return parse_san(pos, san, why); });
}

std::optional<Move> parse_san(const Position& pos, std::string_view san, LocalizedText* error) {
    const std::string original(san);
    while (!san.empty() && std::string_view("+#!?").find(san.back()) != std::string_view::npos) san.remove_suffix(1);
    MoveList list;
    generate_legal(pos, list);
    // The move as written, then why it was refused: "'Ke3': no legal move matches it".
    const auto fail = [&](const LocalizedText& why) -> std::optional<Move> {
        if (error)
            *error = fill_localized(L("“{san}”：{why}", "「{san}」：{why}", "'{san}': {why}"), {{"san", original}, {"why", why}});
        return std::nullopt;
    };
    if (san == "O-O" || san == "0-0" || san == "O-O-O" || san == "0-0-0") {
        const bool kingside = san.size() == 3;
        for (Move m : list)
            if (m.kind() == Move::Castling && (m.to() > m.from()) == kingside) return m;
        return fail(L("此时不能合法易位", "此時不能合法易位", "castling is not legal here"));
    }
    PieceType piece = Pawn;
    if (san.size() > 2 && san.front() == 'P') san.remove_prefix(1);  // "Pe4": an explicit pawn letter
    if (!san.empty() && kPieceSanLetters.find(san.front()) != std::string_view::npos && san.front() != 'P') {
        piece = static_cast<PieceType>(kPieceSanLetters.find(san.front()));
        san.remove_prefix(1);
    }
    std::optional<PieceType> promotion;
    if (piece == Pawn && !san.empty() && std::string_view("NBRQ").find(san.back()) != std::string_view::npos) {
        promotion = static_cast<PieceType>(kPieceSanLetters.find(san.back()));
        san.remove_suffix(1);
        if (!san.empty() && san.back() == '=') san.remove_suffix(1);
    }
    if (san.size() < 2) return fail(L("不是 `SAN` 着法", "不是 `SAN` 著法", "not a SAN move"));
    auto to = parse_square(san.substr(san.size() - 2));
    if (!to) return fail(L("不是 `SAN` 着法（没有目标格）", "不是 `SAN` 著法（沒有目標格）", "not a SAN move (no destination square)"));
    san.remove_suffix(2);
    int from_file = -1, from_rank = -1;
    for (char ch : san) {
        if (ch >= 'a' && ch <= 'h') from_file = ch - 'a';
        else if (ch >= '1' && ch <= '8') from_rank = ch - '1';
        else if (ch != 'x' && ch != '-' && ch != ':') return fail(L("不是 `SAN` 着法", "不是 `SAN` 著法", "not a SAN move"));
    }
    std::optional<Move> found;
    int matches = 0;
    for (Move m : list) {
        if (m.to() != *to || m.kind() == Move::Castling) continue;
        if (type_of(pos.piece_on(m.from())) != piece) continue;
        if (from_file >= 0 && file_of(m.from()) != from_file) continue;
        if (from_rank >= 0 && rank_of(m.from()) != from_rank) continue;
        if (m.kind() == Move::Promotion) {
            if (!promotion) return fail(L("兵走到底线必须升变", "兵走到底線必須升變", "a pawn reaching the last rank must promote"));
            if (m.promotion() != *promotion) continue;
        } else if (promotion) {
            continue;
        }
        found = m;
        ++matches;
    }
    if (matches > 1) return fail(L("有歧义：不止一个棋子能走这步棋", "有歧義：不止一個棋子能走這步棋", "ambiguous: more than one piece can make this move"));
    if (!found) return fail(list.size() == 0 ? L("没有合法着法（对局已结束）", "沒有合法著法（對局已結束）", "no legal moves (the game is over)")
                                : L("没有与之相符的合法着法", "沒有與之相符的合法著法", "no legal move matches it"));
    return found;
}

}  // namespace arbiter::chess
