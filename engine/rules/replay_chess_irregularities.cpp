// The timeline replay on a chess board (replay_runner.hpp), for two irregularities whose facts the
// board decides: a player who pauses the clock for a missing promotion piece (6.11.2) and a piece
// found on the wrong square (7.6).
#include <algorithm>
#include <array>

#include "engine/chess/bitboard.hpp"
#include "engine/chess/notation.hpp"
#include "engine/rules/replay_runner.hpp"

namespace arbiter::rules::replay_detail {

namespace {

// How many pieces of a kind each side starts with (the set the arbiter has at the board).
int set_count(chess::PieceType t) {
    static constexpr std::array<int, 6> kSet = {8, 2, 2, 2, 1, 1};
    return kSet[t];
}

std::optional<chess::PieceType> promotion_piece(std::string_view word) {
    if (word == "queen") return chess::Queen;
    if (word == "rook") return chess::Rook;
    if (word == "bishop") return chess::Bishop;
    if (word == "knight") return chess::Knight;
    return std::nullopt;
}

}  // namespace

void Runner::chess_clock_paused(std::size_t i, const Event& e) {
    const auto by = e.player("by");  // absent: the arbiter paused it
    if (!by) return;
    const bool has_move = !now_.to_move || *now_.to_move == *by;
    if (now_.to_move)
        check_stated_flag(i, e, "has_move", has_move,
                          L("按时间线应是 `has_move: {derived}`，但事件写的是 `has_move: {written}`", "按時間線應是 `has_move: {derived}`，但事件寫的是 `has_move: {written}`",
                            "the timeline says has_move: {derived}, but the event says has_move: {written}"));
    ChessFacts& f = chess_facts();
    f.has_move = has_move;
    if (e.text("reason") != "promotion_piece" || !chess_) return;
    // A value the author stated that the board contradicts is an error; the board's is kept.
    const auto derive_flag = [&](const std::string& field, std::optional<bool>& fact, bool value, const LocalizedText& why) {
        check_stated_flag(i, e, field, value,
                          L("按棋盘应是 `{field}: {derived}`（{words}），但事件写的是 `{field}: {written}`", "按棋盤應是 `{field}: {derived}`（{words}），但事件寫的是 `{field}: {written}`",
                            "the board says {field}: {derived} ({words}), but the event says {field}: {written}"),
                          {.words = why, .values = {{"field", field}}});
        fact = value;
    };
    const chess::Position& pos = chess_->position();
    const chess::Color colour = chess_colour(*by);
    const chess::PieceType wanted = promotion_piece(e.text("piece", "queen")).value_or(chess::Queen);
    // 6.11.2's example: a promotion is due and the piece is not available. The player must have
    // the move and a pawn that can promote now.
    bool can_promote = false;
    if (has_move && pos.side_to_move() == colour)
        for (const chess::Move m : pos.legal_moves())
            if (m.kind() == chess::Move::Promotion) can_promote = true;
    derive_flag("can_promote", f.can_promote, can_promote,
                can_promote ? L("走棋方有一个兵可以升变", "走棋方有一個兵可以升變", "a pawn of the player having the move can promote")
                            : L("这一方现在没有可以升变的兵", "這一方現在沒有可以升變的兵", "no pawn of the player can promote now"));
    // The pieces off the board are the set's less those on it (a promoted piece already used a spare).
    const int on_board = chess::popcount(pos.pieces(colour, wanted));
    const int off_board = std::max(0, set_count(wanted) - on_board);
    derive_flag("piece_available", f.piece_available, off_board > 0,
                say(L("整副棋中的 {in_set} 个有 {number} 个在棋盘上", "整副棋中的 {in_set} 個有 {number} 個在棋盤上", "{number} on the board of the set's {in_set}"),
                    {.number = on_board, .values = {{"in_set", std::to_string(set_count(wanted))}}}));
}

void Runner::chess_piece_misplaced(std::size_t i, const Event& e) {
    if (!chess_) return;
    const auto wrong = chess::parse_square(e.text("square"));
    const auto right = chess::parse_square(e.text("belongs_on"));
    if (!wrong || !right) {
        problem(i, wrong ? "belongs_on" : "square", L("不是棋盘上的格子", "不是棋盤上的格子", "not a square"));
        return;
    }
    const chess::Position& pos = chess_->position();
    const chess::Piece piece = pos.piece_on(*right);
    if (piece == chess::NoPiece) {
        problem(i, "belongs_on", say(L("按棋谱，局面 `{fen}` 中 {move} 上没有棋子", "按棋譜，局面 `{fen}` 中 {move} 上沒有棋子", "by the record no piece stands on {move} in {fen}"),
                                     {.move = e.text("belongs_on"), .values = {{"fen", pos.fen()}}}));
        return;
    }
    if (pos.piece_on(*wrong) != chess::NoPiece) {
        problem(i, "square",
                say(L("按棋谱，局面 `{fen}` 中 {move} 上有棋子；请写出发现错位棋子的格子，按棋谱它应是空的", "按棋譜，局面 `{fen}` 中 {move} 上有棋子；請寫出發現錯位棋子的格子，按棋譜它應是空的",
                      "by the record {move} holds a piece in {fen}; name the square the misplaced piece was found on, empty by the record"),
                    {.move = e.text("square"), .values = {{"fen", pos.fen()}}}));
        return;
    }
    ChessFacts& f = chess_facts();
    f.misplaced_piece = std::string(1, chess::piece_letter(piece));
    // The position before the irregularity when its moment is known (the board just after the
    // last event at or before `since`); otherwise the last identifiable one: the piece stood
    // right when it was last moved there, or at the start of the record if it never moved.
    int target_ply = 0;
    std::string found_by;
    if (const auto since = e.time("since")) {
        std::string fen = out_.start.fen;
        for (std::size_t j = 0; j < i && j < out_.steps.size(); ++j)
            if (out_.steps[j].event.at && *out_.steps[j].event.at <= *since) fen = out_.steps[j].after.fen;
        target_ply = -1;
        for (int p = chess_->ply(); p >= 0 && target_ply < 0; --p)
            if (chess_->position_at(p).fen() == fen) target_ply = p;
        if (target_ply < 0) {
            problem(i, "since", say(L("{when}的局面不在这盘棋的棋谱中", "{when}的局面不在這盤棋的棋譜中", "the position{at_time} is not in the game's record"),
                                    {.at = *since}));
            return;
        }
        found_by = "since";
    } else {
        const auto& moves = chess_->moves();
        found_by = "start";
        for (int p = static_cast<int>(moves.size()); p > 0; --p)
            if (moves[static_cast<std::size_t>(p - 1)].to() == *right) {
                target_ply = p;
                found_by = "last_move";
                break;
            }
    }
    const int taken_back = chess_->ply() - target_ply;
    while (chess_->ply() > target_ply) chess_->undo();
    f.identified_by = found_by;
    f.moves_taken_back = taken_back;
    f.reinstated = chess_->position().fen();
    now_.to_move = player_of(chess_->position().side_to_move());
    now_.touched.clear();
    now_.over = false;
    now_.clocks.running = now_.to_move;  // the arbiter sets the clocks by his best judgement
}

}  // namespace arbiter::rules::replay_detail
