#include "engine/go/game.hpp"

#include <algorithm>
#include <iterator>
#include <stdexcept>

namespace arbiter::go {

namespace {
constexpr std::size_t kReservedPlies = 1024;  // a long game replays without reallocating
}

std::string_view illegality_name(Illegality reason) {
    switch (reason) {
        case Illegality::None: return "none";
        case Illegality::OffBoard: return "off-board";
        case Illegality::Occupied: return "occupied";
        case Illegality::Suicide: return "suicide";
        case Illegality::SimpleKo: return "ko";
        case Illegality::Superko: return "superko";
        case Illegality::WrongColour: return "wrong-colour";
    }
    return "none";
}

Game::Game(int size, KoRule ko) : board_(size), ko_rule_(ko) {
    hash_at_ply_.reserve(kReservedPlies);
    record_.reserve(kReservedPlies);
    actions_.reserve(kReservedPlies);
    hash_at_ply_.push_back(board_.hash());
    seen_.insert(board_.hash(), 0);
}

Color Game::at(Vertex v) const { return board_.on_board(v) ? board_.at(v) : Color::Empty; }

int Game::liberties(Vertex v) const {
    if (at(v) == Color::Empty) return 0;
    return board_.liberties(board_.point(v));
}

std::vector<StoneChange> board_differences(const Board& before, const Board& after) {
    if (before.size() != after.size()) throw std::invalid_argument("boards of different sizes cannot be compared");
    std::vector<StoneChange> changes;
    for (int y = 0; y < before.size(); ++y)
        for (int x = 0; x < before.size(); ++x)
            if (before.at(Vertex{x, y}) != after.at(Vertex{x, y})) changes.push_back({{x, y}, before.at(Vertex{x, y}), after.at(Vertex{x, y})});
    return changes;
}

void Game::set_to_move(Color c) {
    to_move_ = c;
    actions_.push_back({ActionKind::SetToMove, c, Board::kNoPoint, false, -1});
}

std::optional<Vertex> Game::ko_point() const {
    if (ko_point_ == Board::kNoPoint) return std::nullopt;
    return board_.vertex(ko_point_);
}

int Game::prisoners(Color capturer) const {
    if (capturer == Color::Black) return prisoners_black_;
    if (capturer == Color::White) return prisoners_white_;
    return 0;
}

// ---- legality ------------------------------------------------------------------------------

Game::Facts Game::judge(Color c, Vertex v, bool ignore_turn) const {
    Facts facts;
    if (!board_.on_board(v) || (c != Color::Black && c != Color::White)) {
        facts.reason = Illegality::OffBoard;
        return facts;
    }
    int p = board_.point(v);
    if (!board_.is_empty(p)) {
        facts.reason = Illegality::Occupied;
    } else if (board_.is_suicide(c, p)) {
        facts.reason = Illegality::Suicide;
    } else {
        // The ko point is only ever set for a lone stone that took a lone stone, so retaking there
        // is exactly "recreating the position before the opponent's last move".
        facts.simple_ko = p == ko_point_ && c == ko_banned_;
        facts.repeats_ply = seen_.find(board_.hash_after(c, p));
        facts.superko = facts.repeats_ply >= 0;
        // An immediate recapture is named as ko under either rule (it is also a superko).
        if (facts.simple_ko) facts.reason = Illegality::SimpleKo;
        else if (facts.superko && ko_rule_ == KoRule::PositionalSuperko) facts.reason = Illegality::Superko;
    }
    if (!ignore_turn && enforce_turn_ && c != to_move_) facts.reason = Illegality::WrongColour;
    return facts;
}

MoveReport Game::report(Color c, Vertex v, const Facts& facts) const {
    MoveReport r;
    r.legal = facts.reason == Illegality::None;
    r.reason = facts.reason;
    r.simple_ko_violation = facts.simple_ko;
    r.superko_violation = facts.superko;
    r.repeats_ply = facts.repeats_ply;
    if (!board_.on_board(v)) return r;
    int p = board_.point(v);
    if (!board_.is_empty(p) || board_.is_suicide(c, p)) return r;
    Color enemy = opponent(c);
    for (int n : board_.neighbours(p)) {
        if (board_.at(n) != enemy || !board_.in_atari(n)) continue;
        Vertex first = board_.vertex(n);
        if (std::find(r.captures.begin(), r.captures.end(), first) != r.captures.end()) continue;
        board_.for_each_in_chain(n, [&](int s) { r.captures.push_back(board_.vertex(s)); });
    }
    // Top row first, then left to right: the order a person reads the board in.
    std::sort(r.captures.begin(), r.captures.end(),
              [](Vertex a, Vertex b) { return a.y != b.y ? a.y > b.y : a.x < b.x; });
    return r;
}

MoveReport Game::check(Color c, Vertex v) const { return report(c, v, judge(c, v)); }

MoveReport Game::play(Color c, Vertex v) {
    MoveReport r = check(c, v);
    if (r.legal) apply_play(c, board_.point(v), false);
    return r;
}

MoveReport Game::play_ignoring_ko(Color c, Vertex v) {
    MoveReport r = check(c, v);
    bool ko_only = r.reason == Illegality::SimpleKo || r.reason == Illegality::Superko;
    if (r.legal || ko_only) apply_play(c, board_.point(v), ko_only);
    return r;
}

Illegality Game::try_play(Color c, Vertex v) {
    if (!board_.on_board(v)) return Illegality::OffBoard;
    if (enforce_turn_ && c != to_move_) return Illegality::WrongColour;
    int p = board_.point(v);
    if (!board_.is_empty(p)) return Illegality::Occupied;
    if (board_.is_suicide(c, p)) return Illegality::Suicide;
    if (p == ko_point_ && c == ko_banned_) return Illegality::SimpleKo;
    if (ko_rule_ == KoRule::PositionalSuperko && seen_.find(board_.hash_after(c, p)) >= 0)
        return Illegality::Superko;
    apply_play(c, p, false);
    return Illegality::None;
}

// ---- history -------------------------------------------------------------------------------

void Game::apply_play(Color c, int p, bool forced) {
    int captured = board_.play(c, p);
    (c == Color::Black ? prisoners_black_ : prisoners_white_) += captured;
    ko_point_ = board_.ko_recapture_point();
    ko_banned_ = ko_point_ == Board::kNoPoint ? Color::Empty : opponent(c);
    consecutive_passes_ = 0;
    ++ply_;
    hash_at_ply_.push_back(board_.hash());
    seen_.insert(board_.hash(), ply_);
    record_.push_back({c, board_.vertex(p), captured, forced});
    to_move_ = opponent(c);
    actions_.push_back({ActionKind::Play, c, p, forced, -1});
}

void Game::pass(Color c) { apply_pass(c); }

void Game::apply_pass(Color c) {
    ko_point_ = Board::kNoPoint;  // a pass lifts the simple-ko ban
    ko_banned_ = Color::Empty;
    ++consecutive_passes_;
    ++ply_;
    hash_at_ply_.push_back(board_.hash());
    seen_.insert(board_.hash(), ply_);
    record_.push_back({c, std::nullopt, 0, false});
    to_move_ = opponent(c);
    actions_.push_back({ActionKind::Pass, c, Board::kNoPoint, false, -1});
}

bool Game::undo() {
    auto last = std::find_if(actions_.rbegin(), actions_.rend(), [](const Action& a) {
        return a.kind == ActionKind::Play || a.kind == ActionKind::Pass;
    });
    if (last == actions_.rend()) return false;
    std::vector<Action> kept(actions_.begin(), std::prev(last.base()));
    std::vector<Edit> saved_edits = std::move(edits_);

    // Replaying from the empty board is simple and exact (ko state, superko table, prisoners);
    // undo is a human action, so its O(game length) cost does not matter.
    KoRule rule = ko_rule_;
    bool enforce = enforce_turn_;
    *this = Game(board_.size(), rule);
    enforce_turn_ = enforce;
    for (const Action& a : kept) {
        switch (a.kind) {
            case ActionKind::Play: apply_play(a.color, a.point, a.forced); break;
            case ActionKind::Pass: apply_pass(a.color); break;
            case ActionKind::EditMade: apply_edit(saved_edits[static_cast<std::size_t>(a.edit_index)]); break;
            case ActionKind::SetToMove: set_to_move(a.color); break;
        }
    }
    return true;
}

// ---- editing -------------------------------------------------------------------------------

void Game::apply_edit(Edit edit) {
    edit.ply = ply_;
    for (StoneChange& change : edit.changes) {
        int p = board_.point(change.at);
        change.before = board_.at(p);
        board_.set(change.after, p);
    }
    std::erase_if(edit.changes, [](const StoneChange& change) { return change.before == change.after; });
    edits_.push_back(std::move(edit));
    actions_.push_back({ActionKind::EditMade, Color::Empty, Board::kNoPoint, false,
                        static_cast<int>(edits_.size() - 1)});
    record_position_after_edit();
}

void Game::record_position_after_edit() {
    // The edited position replaces the one this ply stood on; the earlier plies keep theirs.
    ko_point_ = Board::kNoPoint;
    ko_banned_ = Color::Empty;
    hash_at_ply_[static_cast<std::size_t>(ply_)] = board_.hash();
    seen_.clear();
    for (std::size_t ply = 0; ply < hash_at_ply_.size(); ++ply) seen_.insert(hash_at_ply_[ply], static_cast<int>(ply));
}

namespace {
void require_on_board(const Board& board, Vertex v) {
    if (!board.on_board(v)) throw std::out_of_range("point " + vertex_name(v) + " is off the board");
}
}  // namespace

void Game::place(Color c, Vertex v) {
    require_on_board(board_, v);
    Edit edit;
    edit.kind = c == Color::Empty ? EditKind::Remove : EditKind::Place;
    edit.changes.push_back({v, Color::Empty, c});
    apply_edit(std::move(edit));
}

void Game::remove(Vertex v) { place(Color::Empty, v); }

void Game::setup(const std::vector<Vertex>& black, const std::vector<Vertex>& white) {
    Edit edit;
    edit.kind = EditKind::Setup;
    for (Vertex v : black) {
        require_on_board(board_, v);
        edit.changes.push_back({v, Color::Empty, Color::Black});
    }
    for (Vertex v : white) {
        require_on_board(board_, v);
        edit.changes.push_back({v, Color::Empty, Color::White});
    }
    apply_edit(std::move(edit));
}

void Game::move_stone(Vertex from, Vertex to) {
    require_on_board(board_, from);
    require_on_board(board_, to);
    Color stone = board_.at(from);
    if (stone == Color::Empty) throw std::invalid_argument("no stone at " + vertex_name(from) + " to move");
    Edit edit;
    edit.kind = EditKind::Move;
    edit.from = from;
    edit.to = to;
    edit.changes.push_back({from, stone, Color::Empty});
    edit.changes.push_back({to, Color::Empty, stone});
    apply_edit(std::move(edit));
}

void Game::scatter(const std::vector<std::pair<Vertex, Color>>& new_contents) {
    Edit edit;
    edit.kind = EditKind::Scatter;
    for (const auto& [v, c] : new_contents) {
        require_on_board(board_, v);
        edit.changes.push_back({v, Color::Empty, c});
    }
    apply_edit(std::move(edit));
}

}  // namespace arbiter::go
