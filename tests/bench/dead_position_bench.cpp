// dead_position_bench: how many positions mate_possibility() settles, and how fast, over a large
// deterministic set — positions from seeded random games played to the end (every fifth ply and
// each final position), and generated locked pawn walls with random extra pieces. For each side
// it prints CanMate / CannotMate / Undecided, the nodes spent and positions per second; then the
// cost of Game's automatic dead-position check (automatic_dead_position) on the same positions.
// Figures only — nothing here is asserted. Run the Release build:
//   build/bin/dead_position_bench [games] [walls] [node budget]     (defaults 300 4000 1000000)
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "engine/chess/endings.hpp"
#include "engine/chess/game.hpp"
#include "engine/chess/unwinnability.hpp"

using namespace arbiter::chess;

namespace {

double seconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// Uniformly random legal moves until the game ends (any automatic ending) or 600 plies.
std::vector<Position> random_game_positions(int games, std::uint32_t seed) {
    std::mt19937 rng(seed);
    std::vector<Position> out;
    for (int g = 0; g < games; ++g) {
        Game game(Position::start());
        while (game.outcome() == Outcome::None && game.ply() < 600) {
            if (game.ply() % 5 == 0) out.push_back(game.position());
            const auto moves = game.position().legal_moves();
            game.play(moves[rng() % moves.size()]);
        }
        out.push_back(game.position());
    }
    return out;
}

// Locked walls: a pawn chain of rammed pairs (a white pawn with a black one right in front) on
// every file (half of them) or most files; each king on its own side, 0-3 extra pieces, most on their own side.
// Only positions legal to play from are kept.
std::vector<Position> locked_walls(int count, std::uint32_t seed) {
    std::mt19937 rng(seed);
    const PieceType extras[] = {Knight, Bishop, Bishop, Bishop, Rook, Queen};
    std::vector<Position> out;
    while (static_cast<int>(out.size()) < count) {
        Position pos = *Position::from_fen(rng() % 2 ? "8/8/8/8/8/8/8/8 w - - 0 1" : "8/8/8/8/8/8/8/8 b - - 0 1");
        Bitboard used = 0;
        const int base = 2 + static_cast<int>(rng() % 3);  // the white pawns' middle rank (0-based)
        const bool complete = rng() % 2;                    // else each file has its pair 4 times in 5
        // The rams step one rank up or down from file to file, as in a pawn chain: rams side by
        // side on one rank would attack each other.
        int rank = std::clamp(base + static_cast<int>(rng() % 3) - 1, 1, 5);
        for (int file = 0; file < 8; ++file, rank += (rank == 1 || (rank < 5 && rng() % 2)) ? 1 : -1) {
            if (!complete && rng() % 5 == 0) continue;
            const Square white = make_square(file, rank), black = make_square(file, rank + 1);
            pos.put_piece(make_piece(Color::White, Pawn), white);
            pos.put_piece(make_piece(Color::Black, Pawn), black);
            used |= square_bb(white) | square_bb(black);
        }
        // A square for `piece`: on its own side of the wall unless `anywhere`.
        auto place = [&](Piece piece, bool anywhere) {
            Square s;
            do s = static_cast<Square>(rng() % 64);
            while ((used & square_bb(s)) ||
                   (!anywhere && (color_of(piece) == Color::White ? rank_of(s) >= base - 1 : rank_of(s) <= base + 2)));
            pos.put_piece(piece, s);
            used |= square_bb(s);
        };
        place(make_piece(Color::White, King), false);
        place(make_piece(Color::Black, King), false);
        for (int i = static_cast<int>(rng() % 4); i > 0; --i)
            place(make_piece(rng() % 2 ? Color::White : Color::Black, extras[rng() % 6]), rng() % 10 < 3);
        if (!pos.illegality()) out.push_back(pos);
    }
    return out;
}

struct Tally {
    std::uint64_t verdicts[2][3] = {};  // [side][Winnability]
    std::uint64_t nodes = 0;
    std::uint64_t without_search = 0;    // settled with 0 nodes (material, wall, mate on the board)
    std::uint64_t max_settled_nodes = 0;  // the most nodes any settled answer needed
    double seconds = 0;
};

Tally analyse(const std::vector<Position>& positions, std::uint64_t budget) {
    Tally t;
    const auto start = std::chrono::steady_clock::now();
    for (const Position& pos : positions)
        for (Color side : {Color::White, Color::Black}) {
            const MateSearchResult r = mate_possibility(pos, side, budget);
            ++t.verdicts[index(side)][static_cast<int>(r.verdict)];
            t.nodes += r.nodes;
            if (r.verdict != Winnability::Undecided) {
                if (r.nodes == 0) ++t.without_search;
                t.max_settled_nodes = std::max(t.max_settled_nodes, r.nodes);
            }
        }
    t.seconds = seconds_since(start);
    return t;
}

void report(const char* name, const std::vector<Position>& positions, const Tally& t) {
    const double answers = 2.0 * static_cast<double>(positions.size());
    std::printf("%s: %zu positions, %.0f answers in %.3f s (%.0f positions/s, %.1f Mnodes/s)\n", name, positions.size(), answers,
                t.seconds, static_cast<double>(positions.size()) / t.seconds, static_cast<double>(t.nodes) / t.seconds / 1e6);
    std::printf("  %-6s %10s %12s %10s\n", "side", "can_mate", "cannot_mate", "undecided");
    for (Color side : {Color::White, Color::Black}) {
        const auto& v = t.verdicts[index(side)];
        std::printf("  %-6s %10llu %12llu %10llu\n", side == Color::White ? "white" : "black", static_cast<unsigned long long>(v[0]),
                    static_cast<unsigned long long>(v[1]), static_cast<unsigned long long>(v[2]));
    }
    const std::uint64_t undecided = t.verdicts[0][2] + t.verdicts[1][2];
    std::printf("  settled %.2f%%; %llu without a node searched; nodes %llu (%.0f per answer); most for a settled answer %llu\n",
                100.0 * (answers - static_cast<double>(undecided)) / answers, static_cast<unsigned long long>(t.without_search),
                static_cast<unsigned long long>(t.nodes), static_cast<double>(t.nodes) / answers,
                static_cast<unsigned long long>(t.max_settled_nodes));
}

void report_automatic(const std::vector<Position>& positions) {
    std::uint64_t dead = 0;
    const auto start = std::chrono::steady_clock::now();
    for (const Position& pos : positions) dead += automatic_dead_position(pos) ? 1 : 0;
    const double seconds = seconds_since(start);
    std::printf("  automatic_dead_position (Game's check after every move): %llu dead, %.2f us per position\n",
                static_cast<unsigned long long>(dead), seconds * 1e6 / static_cast<double>(positions.size()));
}

}  // namespace

int main(int argc, char** argv) {
    const int games = argc > 1 ? std::atoi(argv[1]) : 300;
    const int walls = argc > 2 ? std::atoi(argv[2]) : 4000;
    const std::uint64_t budget = argc > 3 ? std::strtoull(argv[3], nullptr, 10) : kDefaultMateSearchBudget;
    std::printf("dead_position_bench: %d random games, %d locked walls, budget %llu nodes per answer\n", games, walls,
                static_cast<unsigned long long>(budget));

    auto start = std::chrono::steady_clock::now();
    const std::vector<Position> from_games = random_game_positions(games, 20261129);
    std::printf("random games played (Game, with its automatic endings) in %.3f s\n", seconds_since(start));
    start = std::chrono::steady_clock::now();
    const std::vector<Position> from_walls = locked_walls(walls, 7);
    std::printf("walls generated in %.3f s\n\n", seconds_since(start));

    const Tally game_tally = analyse(from_games, budget);
    report("random-game positions", from_games, game_tally);
    report_automatic(from_games);
    std::printf("\n");
    const Tally wall_tally = analyse(from_walls, budget);
    report("locked walls", from_walls, wall_tally);
    report_automatic(from_walls);
    return 0;
}
