// Position: FEN in and out, validation with precise reasons, attacks, make/unmake, Zobrist keys.
#include "engine/chess/position.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cstring>

#include "engine/chess/movegen.hpp"
#include "engine/chess/notation.hpp"
#include "engine/core/localized_fill.hpp"

namespace arbiter::chess {

namespace {

// A piece of the FEN shown in a message: printable ASCII as is, any other byte as \xNN, so a
// message never carries raw binary or broken UTF-8 to the screen (tests/data/bad/fen/invalid-utf8.fen).
// The quotation marks are each language's own, so they are in the sentences, not here.
std::string shown(std::string_view text) {
    static const char* const kHex = "0123456789ABCDEF";
    std::string out;
    for (char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte >= 0x20 && byte < 0x7F) {
            out += c;
        } else {
            out += "\\x";
            out += kHex[byte >> 4];
            out += kHex[byte & 0xF];
        }
    }
    return out;
}

// Zobrist keys generated at compile time (splitmix64), so no start-up order matters.
struct ZobristKeys {
    std::uint64_t piece[12][64];
    std::uint64_t castling[16];
    std::uint64_t en_passant_file[8];
    std::uint64_t black_to_move;
};

constexpr ZobristKeys make_zobrist() {
    ZobristKeys z{};
    std::uint64_t state = 0x9E3779B97F4A7C15ULL;
    auto next = [&state]() {
        std::uint64_t x = (state += 0x9E3779B97F4A7C15ULL);
        x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
        x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
        return x ^ (x >> 31);
    };
    for (auto& row : z.piece)
        for (auto& key : row) key = next();
    // Castling keys combine the four rights so that a key per mask is a plain table lookup.
    std::uint64_t single[4] = {next(), next(), next(), next()};
    for (int mask = 0; mask < 16; ++mask)
        for (int bit = 0; bit < 4; ++bit)
            if (mask & (1 << bit)) z.castling[mask] ^= single[bit];
    for (auto& key : z.en_passant_file) key = next();
    z.black_to_move = next();
    return z;
}

constexpr ZobristKeys kZobrist = make_zobrist();

// Rights that survive a move touching each square (a king or rook leaving, a rook captured).
constexpr std::array<std::uint8_t, 64> make_castling_mask() {
    std::array<std::uint8_t, 64> mask{};
    for (auto& m : mask) m = AllCastling;
    mask[4] = AllCastling & ~(WhiteKingside | WhiteQueenside);
    mask[0] = AllCastling & ~WhiteQueenside;
    mask[7] = AllCastling & ~WhiteKingside;
    mask[60] = AllCastling & ~(BlackKingside | BlackQueenside);
    mask[56] = AllCastling & ~BlackQueenside;
    mask[63] = AllCastling & ~BlackKingside;
    return mask;
}
constexpr std::array<std::uint8_t, 64> kCastlingMask = make_castling_mask();

constexpr std::string_view kPieceLetters = "PNBRQKpnbrqk";

std::vector<std::string_view> split_fields(std::string_view text) {
    std::vector<std::string_view> fields;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
        std::size_t start = i;
        while (i < text.size() && text[i] != ' ' && text[i] != '\t') ++i;
        if (i > start) fields.push_back(text.substr(start, i - start));
    }
    return fields;
}

std::optional<int> parse_counter(std::string_view field) {
    int value = 0;
    auto [end, ec] = std::from_chars(field.data(), field.data() + field.size(), value);
    if (ec != std::errc() || end != field.data() + field.size() || value < 0) return std::nullopt;
    return value;
}

bool fail(LocalizedText* error, LocalizedText message) {
    if (error) *error = std::move(message);
    return false;
}

// The side, as the subject of a sentence ("White has no king").
LocalizedText side_name(Color c) { return c == Color::White ? L("白方", "白方", "White") : L("黑方", "黑方", "Black"); }
// The colour of a piece ("the white king").
LocalizedText piece_colour(Color c) { return c == Color::White ? L("白", "白", "white") : L("黑", "黑", "black"); }

// `rank` counts from 0 (rank 1).
LocalizedText squares_on_rank(int rank, int squares) {
    return fill_localized(L("第 {r} 横线有 {n} 格，应为 8 格", "第 {r} 橫線有 {n} 格，應為 8 格", "rank {r} has {n} squares, not 8"),
                          {{"r", std::to_string(rank + 1)}, {"n", std::to_string(squares)}});
}
LocalizedText too_many_squares(int rank) {
    return fill_localized(L("第 {r} 横线超过 8 格", "第 {r} 橫線超過 8 格", "rank {r} has more than 8 squares"),
                          {{"r", std::to_string(rank + 1)}});
}

}  // namespace

Position::Position() { std::fill(std::begin(board_), std::end(board_), NoPiece); }

void Position::put_piece(Piece p, Square s) {
    if (board_[s] != NoPiece) remove_piece(s);
    board_[s] = p;
    by_type_[type_of(p)] |= square_bb(s);
    by_color_[index(color_of(p))] |= square_bb(s);
    key_ ^= kZobrist.piece[p][s];
}

void Position::remove_piece(Square s) {
    Piece p = board_[s];
    if (p == NoPiece) return;
    by_type_[type_of(p)] ^= square_bb(s);
    by_color_[index(color_of(p))] ^= square_bb(s);
    board_[s] = NoPiece;
    key_ ^= kZobrist.piece[p][s];
}

void Position::move_piece(Square from, Square to) {
    Piece p = board_[from];
    Bitboard both = square_bb(from) | square_bb(to);
    by_type_[type_of(p)] ^= both;
    by_color_[index(color_of(p))] ^= both;
    board_[from] = NoPiece;
    board_[to] = p;
    key_ ^= kZobrist.piece[p][from] ^ kZobrist.piece[p][to];
}

std::optional<Position> Position::from_fen(std::string_view fen, LocalizedText* error) {
    init_tables();
    auto fields = split_fields(fen);
    if (fields.size() != 4 && fields.size() != 6) {
        fail(error, fill_localized(L("`FEN` 应有 6 个字段（不写两个计数时为 4 个），实际有 {n} 个",
                                    "`FEN` 應有 6 個字段（不寫兩個計數時為 4 個），實際有 {n} 個",
                                    "a FEN has 6 fields (or 4 without the counters), found {n}"),
                                  {{"n", std::to_string(fields.size())}}));
        return std::nullopt;
    }
    Position pos;
    // Placement, from rank 8 down to rank 1.
    int rank = 7, file = 0;
    for (char ch : fields[0]) {
        if (ch == '/') {
            if (file != 8) {
                fail(error, squares_on_rank(rank, file));
                return std::nullopt;
            }
            if (--rank < 0) {
                fail(error, L("棋子位置部分超过 8 条横线", "棋子位置部分超過 8 條橫線", "the placement has more than 8 ranks"));
                return std::nullopt;
            }
            file = 0;
        } else if (ch >= '1' && ch <= '8') {
            file += ch - '0';
            if (file > 8) {
                fail(error, too_many_squares(rank));
                return std::nullopt;
            }
        } else if (auto p = kPieceLetters.find(ch); p != std::string_view::npos) {
            if (file >= 8) {
                fail(error, too_many_squares(rank));
                return std::nullopt;
            }
            pos.put_piece(static_cast<Piece>(p), make_square(file++, rank));
        } else {
            fail(error, fill_localized(L("棋子位置部分有未知的棋子字母“{x}”", "棋子位置部分有未知的棋子字母「{x}」",
                                         "unknown piece letter '{x}' in the placement"),
                                       {{"x", shown(std::string_view(&ch, 1))}}));
            return std::nullopt;
        }
    }
    if (rank != 0 || file != 8) {
        fail(error, rank != 0 ? L("棋子位置部分不足 8 条横线", "棋子位置部分不足 8 條橫線", "the placement has fewer than 8 ranks")
                              : squares_on_rank(0, file));
        return std::nullopt;
    }
    // Side to move.
    if (fields[1] == "w") pos.side_ = Color::White;
    else if (fields[1] == "b") pos.side_ = Color::Black;
    else {
        fail(error, fill_localized(L("行棋方应为 `w` 或 `b`，不能是“{x}”", "行棋方應為 `w` 或 `b`，不能是「{x}」",
                                     "the side to move must be 'w' or 'b', not '{x}'"),
                                   {{"x", shown(fields[1])}}));
        return std::nullopt;
    }
    if (pos.side_ == Color::Black) pos.key_ ^= kZobrist.black_to_move;
    // Castling rights.
    if (fields[2] != "-") {
        for (char ch : fields[2]) {
            std::uint8_t right = ch == 'K' ? WhiteKingside : ch == 'Q' ? WhiteQueenside : ch == 'k' ? BlackKingside
                                 : ch == 'q'                  ? BlackQueenside
                                                              : 0;
            if (!right || (pos.castling_ & right)) {
                fail(error, fill_localized(L("易位字段“{x}”有误（写 `-`，或 `KQkq` 中的字母，每个至多一次）",
                                             "易位字段「{x}」有誤（寫 `-`，或 `KQkq` 中的字母，每個至多一次）",
                                             "bad castling field '{x}' (use '-' or letters from KQkq, each once)"),
                                           {{"x", shown(fields[2])}}));
                return std::nullopt;
            }
            pos.castling_ |= right;
        }
    }
    pos.key_ ^= kZobrist.castling[pos.castling_];
    // En-passant square: only its form is checked here; whether it fits the position is illegality().
    if (fields[3] != "-") {
        auto sq = fields[3];
        if (sq.size() != 2 || sq[0] < 'a' || sq[0] > 'h' || (sq[1] != '3' && sq[1] != '6')) {
            fail(error, fill_localized(L("吃过路兵字段“{x}”有误（写 `-`，或第 3 或第 6 横线上的一格）",
                                         "吃過路兵字段「{x}」有誤（寫 `-`，或第 3 或第 6 橫線上的一格）",
                                         "bad en-passant field '{x}' (use '-' or a square on rank 3 or 6)"),
                                       {{"x", shown(sq)}}));
            return std::nullopt;
        }
        pos.en_passant_ = make_square(sq[0] - 'a', sq[1] - '1');
    }
    if (fields.size() == 6) {
        auto half = parse_counter(fields[4]);
        auto full = parse_counter(fields[5]);
        if (!half) {
            fail(error, fill_localized(L("半回合计数应为 0 或更大的整数，不能是“{x}”", "半回合計數應為 0 或更大的整數，不能是「{x}」",
                                         "the halfmove clock must be a whole number 0 or more, not '{x}'"),
                                       {{"x", shown(fields[4])}}));
            return std::nullopt;
        }
        if (!full || *full < 1) {
            fail(error, fill_localized(L("回合数应为 1 或更大的整数，不能是“{x}”", "回合數應為 1 或更大的整數，不能是「{x}」",
                                         "the fullmove number must be a whole number 1 or more, not '{x}'"),
                                       {{"x", shown(fields[5])}}));
            return std::nullopt;
        }
        pos.halfmove_clock_ = *half;
        pos.fullmove_number_ = *full;
    }
    return pos;
}

Position Position::start() {
    return *from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
}

std::string Position::fen() const {
    std::string out;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            Piece p = board_[make_square(file, rank)];
            if (p == NoPiece) {
                ++empty;
                continue;
            }
            if (empty) out += static_cast<char>('0' + empty);
            empty = 0;
            out += piece_letter(p);
        }
        if (empty) out += static_cast<char>('0' + empty);
        if (rank) out += '/';
    }
    out += side_ == Color::White ? " w " : " b ";
    if (!castling_) out += '-';
    if (castling_ & WhiteKingside) out += 'K';
    if (castling_ & WhiteQueenside) out += 'Q';
    if (castling_ & BlackKingside) out += 'k';
    if (castling_ & BlackQueenside) out += 'q';
    out += ' ';
    out += has_legal_en_passant() ? square_name(en_passant_) : "-";
    out += ' ' + std::to_string(halfmove_clock_) + ' ' + std::to_string(fullmove_number_);
    return out;
}

Bitboard Position::attackers_to(Square s, Bitboard occupied) const {
    return (pawn_attacks(Color::White, s) & pieces(Color::Black, Pawn)) |
           (pawn_attacks(Color::Black, s) & pieces(Color::White, Pawn)) |
           (knight_attacks(s) & by_type_[Knight]) |
           (bishop_attacks(s, occupied) & (by_type_[Bishop] | by_type_[Queen])) |
           (rook_attacks(s, occupied) & (by_type_[Rook] | by_type_[Queen])) | (king_attacks(s) & by_type_[King]);
}

Bitboard Position::checkers() const {
    Square k = king_square(side_);
    if (k == kNoSquare) return 0;
    return attackers_to(k, pieces()) & pieces(~side_);
}

bool Position::has_legal_en_passant() const {
    if (en_passant_ == kNoSquare) return false;
    MoveList list;
    generate_legal(*this, list);
    return std::any_of(list.begin(), list.end(), [](Move m) { return m.kind() == Move::EnPassant; });
}

std::uint8_t Position::effective_castling_rights() const {
    // A right is real only while its king and rook stand on their original squares (3.8.2.1).
    std::uint8_t rights = castling_;
    const Piece white_king = make_piece(Color::White, King), black_king = make_piece(Color::Black, King);
    const Piece white_rook = make_piece(Color::White, Rook), black_rook = make_piece(Color::Black, Rook);
    if (board_[4] != white_king || board_[7] != white_rook) rights &= ~WhiteKingside;
    if (board_[4] != white_king || board_[0] != white_rook) rights &= ~WhiteQueenside;
    if (board_[60] != black_king || board_[63] != black_rook) rights &= ~BlackKingside;
    if (board_[60] != black_king || board_[56] != black_rook) rights &= ~BlackQueenside;
    return rights;
}

std::uint64_t Position::repetition_key() const {
    std::uint64_t key = key_ ^ kZobrist.castling[castling_] ^ kZobrist.castling[effective_castling_rights()];
    return has_legal_en_passant() ? key ^ kZobrist.en_passant_file[file_of(en_passant_)] : key;
}

std::vector<Move> Position::legal_moves() const {
    MoveList list;
    generate_legal(*this, list);
    return {list.begin(), list.end()};
}

bool Position::is_legal(Move m) const {
    MoveList list;
    generate_legal(*this, list);
    return std::find(list.begin(), list.end(), m) != list.end();
}

std::vector<std::string> Position::legal_moves_uci() const {
    std::vector<std::string> out;
    for (Move m : legal_moves()) out.push_back(to_uci(m));
    std::sort(out.begin(), out.end());
    return out;
}

void Position::make_move(Move m, UndoInfo& undo) {
    const Square from = m.from(), to = m.to();
    const Piece moving = board_[from];
    const Color us = side_;
    undo.captured = board_[to];
    undo.castling = castling_;
    undo.en_passant = en_passant_;
    undo.halfmove_clock = halfmove_clock_;
    undo.key = key_;

    ++halfmove_clock_;
    en_passant_ = kNoSquare;
    if (m.kind() == Move::Castling) {
        const bool kingside = to > from;
        const Square rook_from = kingside ? from + 3 : from - 4;
        const Square rook_to = kingside ? from + 1 : from - 1;
        move_piece(from, to);
        move_piece(rook_from, rook_to);
    } else {
        if (m.kind() == Move::EnPassant) {
            const Square captured = to + (us == Color::White ? -8 : 8);
            undo.captured = board_[captured];
            remove_piece(captured);
        } else if (undo.captured != NoPiece) {
            remove_piece(to);
        }
        move_piece(from, to);
        if (type_of(moving) == Pawn) {
            halfmove_clock_ = 0;
            if ((from ^ to) == 16) en_passant_ = (from + to) / 2;
            if (m.kind() == Move::Promotion) {
                remove_piece(to);
                put_piece(make_piece(us, m.promotion()), to);
            }
        }
        if (undo.captured != NoPiece) halfmove_clock_ = 0;
    }
    const std::uint8_t rights = castling_ & kCastlingMask[from] & kCastlingMask[to];
    if (rights != castling_) {
        key_ ^= kZobrist.castling[castling_] ^ kZobrist.castling[rights];
        castling_ = rights;
    }
    if (us == Color::Black) ++fullmove_number_;
    side_ = ~us;
    key_ ^= kZobrist.black_to_move;
}

void Position::unmake_move(Move m, const UndoInfo& undo) {
    side_ = ~side_;
    const Color us = side_;
    const Square from = m.from(), to = m.to();
    if (m.kind() == Move::Castling) {
        const bool kingside = to > from;
        move_piece(to, from);
        move_piece(kingside ? from + 1 : from - 1, kingside ? from + 3 : from - 4);
    } else {
        if (m.kind() == Move::Promotion) {
            remove_piece(to);
            put_piece(make_piece(us, Pawn), to);
        }
        move_piece(to, from);
        if (undo.captured != NoPiece) {
            Square captured = m.kind() == Move::EnPassant ? to + (us == Color::White ? -8 : 8) : to;
            put_piece(undo.captured, captured);
        }
    }
    if (us == Color::Black) --fullmove_number_;
    castling_ = undo.castling;
    en_passant_ = undo.en_passant;
    halfmove_clock_ = undo.halfmove_clock;
    key_ = undo.key;
}

bool Position::operator==(const Position& other) const {
    return std::equal(std::begin(board_), std::end(board_), std::begin(other.board_)) && side_ == other.side_ &&
           castling_ == other.castling_ && en_passant_ == other.en_passant_ &&
           halfmove_clock_ == other.halfmove_clock_ && fullmove_number_ == other.fullmove_number_;
}

std::optional<LocalizedText> Position::illegality() const {
    for (Color c : {Color::White, Color::Black}) {
        int kings = popcount(pieces(c, King));
        if (kings == 0) return fill_localized(L("{side}没有王", "{side}沒有王", "{side} has no king"), {{"side", side_name(c)}});
        if (kings > 1)
            return fill_localized(L("{side}有 {n} 个王", "{side}有 {n} 個王", "{side} has {n} kings"),
                                  {{"side", side_name(c)}, {"n", std::to_string(kings)}});
    }
    if (Bitboard back = pieces(Pawn) & (rank_bb(0) | rank_bb(7)))
        return fill_localized(L("有兵站在第一或最后一条横线上（{sq}）", "有兵站在第一或最後一條橫線上（{sq}）",
                                "a pawn stands on the first or last rank ({sq})"),
                              {{"sq", square_name(lsb(back))}});
    for (Color c : {Color::White, Color::Black}) {
        const int pawns = popcount(pieces(c, Pawn));
        if (popcount(pieces(c)) > 16)
            return fill_localized(L("{side}的棋子超过 16 个", "{side}的棋子超過 16 個", "{side} has more than 16 pieces"),
                                  {{"side", side_name(c)}});
        if (pawns > 8)
            return fill_localized(L("{side}的兵超过 8 个", "{side}的兵超過 8 個", "{side} has more than 8 pawns"),
                                  {{"side", side_name(c)}});
        // Every piece beyond the starting set must be a promoted pawn.
        const int extra = std::max(0, popcount(pieces(c, Queen)) - 1) + std::max(0, popcount(pieces(c, Rook)) - 2) +
                          std::max(0, popcount(pieces(c, Bishop)) - 2) + std::max(0, popcount(pieces(c, Knight)) - 2);
        if (extra > 8 - pawns)
            return fill_localized(L("{side}多出的棋子超过了少掉的 {n} 个兵可能升变出的数目",
                                    "{side}多出的棋子超過了少掉的 {n} 個兵可能升變出的數目",
                                    "{side} has more pieces than its {n} missing pawns could have promoted to"),
                                  {{"side", side_name(c)}, {"n", std::to_string(8 - pawns)}});
    }
    const Color them = ~side_;
    if (attackers_to(king_square(them), pieces()) & pieces(side_))
        return fill_localized(L("不该走棋的一方（{side}）正被将军", "不該走棋的一方（{side}）正被將軍",
                                "the side not to move ({side}) is in check"),
                              {{"side", side_name(them)}});
    const Bitboard checks = checkers();
    if (popcount(checks) > 2)
        return fill_localized(L("王同时被 {n} 个棋子将军", "王同時被 {n} 個棋子將軍", "the king is in check from {n} pieces at once"),
                              {{"n", std::to_string(popcount(checks))}});
    if (popcount(checks) == 2) {
        Bitboard leapers = checks & (pieces(Pawn) | pieces(Knight));
        if (more_than_one(leapers))
            return L("由两个兵或马同时将军的双将，任何一步棋都走不出来", "由兩個兵或馬同時將軍的雙將，任何一步棋都走不出來",
                     "a double check by two pawns or knights cannot arise from any move");
    }
    struct RightNeed {
        std::uint8_t right;
        char letter;
        Color color;
        Square king, rook;
    };
    for (const RightNeed& need : {RightNeed{WhiteKingside, 'K', Color::White, 4, 7}, RightNeed{WhiteQueenside, 'Q', Color::White, 4, 0},
                                  RightNeed{BlackKingside, 'k', Color::Black, 60, 63},
                                  RightNeed{BlackQueenside, 'q', Color::Black, 60, 56}}) {
        if (!(castling_ & need.right)) continue;
        if (board_[need.king] != make_piece(need.color, King))
            return fill_localized(L("易位权 `{c}` 要求{colour}王在 {sq}", "易位權 `{c}` 要求{colour}王在 {sq}",
                                    "castling right {c} needs the {colour} king on {sq}"),
                                  {{"c", std::string(1, need.letter)}, {"colour", piece_colour(need.color)},
                                   {"sq", square_name(need.king)}});
        if (board_[need.rook] != make_piece(need.color, Rook))
            return fill_localized(L("易位权 `{c}` 要求{colour}车在 {sq}", "易位權 `{c}` 要求{colour}車在 {sq}",
                                    "castling right {c} needs a {colour} rook on {sq}"),
                                  {{"c", std::string(1, need.letter)}, {"colour", piece_colour(need.color)},
                                   {"sq", square_name(need.rook)}});
    }
    if (en_passant_ != kNoSquare) {
        const std::string name = square_name(en_passant_);
        const int up = side_ == Color::White ? 8 : -8;
        if (relative_rank(side_, en_passant_) != 5)
            return fill_localized(L("吃过路兵的格子 {sq} 不可能：轮到{side}走棋时，它应在第 {r} 横线",
                                    "吃過路兵的格子 {sq} 不可能：輪到{side}走棋時，它應在第 {r} 橫線",
                                    "impossible en-passant square {sq}: with {side} to move it must be on rank {r}"),
                                  {{"sq", name}, {"side", side_name(side_)}, {"r", side_ == Color::White ? "6" : "3"}});
        if (board_[en_passant_ - up] != make_piece(them, Pawn))
            return fill_localized(L("吃过路兵的格子 {sq} 不可能：它前面没有{colour}兵", "吃過路兵的格子 {sq} 不可能：它前面沒有{colour}兵",
                                    "impossible en-passant square {sq}: no {colour} pawn stands in front of it"),
                                  {{"sq", name}, {"colour", piece_colour(them)}});
        if (board_[en_passant_] != NoPiece || board_[en_passant_ + up] != NoPiece)
            return fill_localized(L("吃过路兵的格子 {sq} 不可能：兵无法越过这一格", "吃過路兵的格子 {sq} 不可能：兵無法越過這一格",
                                    "impossible en-passant square {sq}: the pawn could not have passed over it"),
                                  {{"sq", name}});
        if (halfmove_clock_ != 0)
            return L("计数有误：兵刚走两格之后，半回合计数应为 0", "計數有誤：兵剛走兩格之後，半回合計數應為 0",
                     "bad counters: the halfmove clock must be 0 right after a pawn's double step");
    }
    return std::nullopt;
}

}  // namespace arbiter::chess
