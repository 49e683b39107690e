// chess_bench: perft speed on the standard positions (start, Kiwipete, chessprogramming 3-6),
// the last ply counted in bulk as engines do, with Stockfish's `go perft` side by side when
// /usr/games/stockfish is installed. Prints figures; asserts nothing about speed (the node counts
// are checked against the published ones, since a fast wrong count is worthless).
//   build/bin/chess_bench            full depths (Release build: about a minute)
//   build/bin/chess_bench --quick    one ply less everywhere
#include <array>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

#include "engine/chess/perft.hpp"
#include "engine/chess/position.hpp"

using namespace arbiter::chess;

namespace {

struct BenchPosition {
    const char* name;
    const char* fen;
    int depth;
    std::uint64_t expected;       // published count at `depth`
    std::uint64_t expected_quick; // at depth - 1
};

constexpr BenchPosition kPositions[] = {
    {"start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 6, 119060324, 4865609},
    {"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5, 193690690, 4085603},
    {"cpw3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 7, 178633661, 11030083},
    {"cpw4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 6, 706045033, 15833292},
    {"cpw5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 5, 89941194, 2103487},
    {"cpw6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 5, 164075551, 3894594},
};

constexpr const char* kStockfish = "/usr/games/stockfish";

double seconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// Stockfish as a child process talking UCI over two pipes. Kept alive across positions and timed
// from "go perft" to its "Nodes searched" line, so its start-up (and network loading) is not counted.
class Stockfish {
public:
    bool start() {
        int to_child[2], from_child[2];
        if (pipe(to_child) != 0 || pipe(from_child) != 0) return false;
        pid_ = fork();
        if (pid_ < 0) return false;
        if (pid_ == 0) {
            dup2(to_child[0], STDIN_FILENO);
            dup2(from_child[1], STDOUT_FILENO);
            close(to_child[1]);
            close(from_child[0]);
            execl(kStockfish, kStockfish, static_cast<char*>(nullptr));
            _exit(127);
        }
        close(to_child[0]);
        close(from_child[1]);
        in_ = fdopen(to_child[1], "w");
        out_ = fdopen(from_child[0], "r");
        send("uci\nisready\n");
        return wait_for("readyok", nullptr);
    }
    ~Stockfish() {
        if (in_) {
            send("quit\n");
            std::fclose(in_);
        }
        if (out_) std::fclose(out_);
        if (pid_ > 0) waitpid(pid_, nullptr, 0);
    }
    bool perft(const char* fen, int depth, std::uint64_t& nodes, double& seconds) {
        send("position fen " + std::string(fen) + "\n");
        const auto begin = std::chrono::steady_clock::now();
        send("go perft " + std::to_string(depth) + "\n");
        const bool ok = wait_for("Nodes searched", &nodes);
        seconds = seconds_since(begin);
        return ok;
    }

private:
    void send(const std::string& text) {
        std::fputs(text.c_str(), in_);
        std::fflush(in_);
    }
    bool wait_for(const char* prefix, std::uint64_t* nodes) {
        std::array<char, 512> line{};
        while (std::fgets(line.data(), line.size(), out_)) {
            if (std::strncmp(line.data(), prefix, std::strlen(prefix)) != 0) continue;
            unsigned long long n = 0;
            if (nodes && std::sscanf(line.data(), "Nodes searched: %llu", &n) == 1) *nodes = n;
            return true;
        }
        return false;
    }
    pid_t pid_ = -1;
    FILE* in_ = nullptr;
    FILE* out_ = nullptr;
};

}  // namespace

int main(int argc, char** argv) {
    const bool quick = argc > 1 && std::strcmp(argv[1], "--quick") == 0;
    Stockfish stockfish;
    const bool have_stockfish = access(kStockfish, X_OK) == 0 && stockfish.start();
    std::printf("chess_bench: perft with bulk counting%s\n", quick ? " (--quick: one ply less)" : "");
    std::printf("%-9s %5s %12s %9s %10s %10s %10s %7s\n", "position", "depth", "nodes", "seconds", "Mnodes/s",
                "stockfish", "SF Mn/s", "ratio");
    std::uint64_t total_nodes = 0, total_sf_nodes = 0;
    double total_seconds = 0, total_sf_seconds = 0;
    bool all_correct = true;
    for (const auto& bp : kPositions) {
        const int depth = quick ? bp.depth - 1 : bp.depth;
        const std::uint64_t expected = quick ? bp.expected_quick : bp.expected;
        Position pos = *Position::from_fen(bp.fen);
        const auto start = std::chrono::steady_clock::now();
        const std::uint64_t nodes = perft(pos, depth);
        const double seconds = seconds_since(start);
        const bool correct = nodes == expected;
        all_correct &= correct;
        total_nodes += nodes;
        total_seconds += seconds;
        std::printf("%-9s %5d %12llu %9.3f %10.1f", bp.name, depth, static_cast<unsigned long long>(nodes), seconds,
                    nodes / seconds / 1e6);
        std::uint64_t sf_nodes = 0;
        double sf_seconds = 0;
        if (have_stockfish && stockfish.perft(bp.fen, depth, sf_nodes, sf_seconds)) {
            total_sf_nodes += sf_nodes;
            total_sf_seconds += sf_seconds;
            std::printf(" %10.3f %10.1f %7.2f", sf_seconds, sf_nodes / sf_seconds / 1e6,
                        (nodes / seconds) / (sf_nodes / sf_seconds));
            if (sf_nodes != nodes) std::printf("  (Stockfish counted %llu)", static_cast<unsigned long long>(sf_nodes));
        }
        std::printf("%s\n", correct ? "" : "  WRONG COUNT");
    }
    std::printf("%-9s %5s %12llu %9.3f %10.1f", "total", "", static_cast<unsigned long long>(total_nodes), total_seconds,
                total_nodes / total_seconds / 1e6);
    if (total_sf_seconds > 0)
        std::printf(" %10.3f %10.1f %7.2f", total_sf_seconds, total_sf_nodes / total_sf_seconds / 1e6,
                    (total_nodes / total_seconds) / (total_sf_nodes / total_sf_seconds));
    std::printf("\n%s\n", have_stockfish ? "ratio = our nodes/s over Stockfish's (goal: at least 0.5)"
                                         : "Stockfish not installed: no comparison");
    return all_correct ? 0 : 1;
}
