// Small Swiss tournaments written the way an arbiter notes a round: "1-4 1-0, 5-2 =, 3 U" is
// board 1 White 1 against Black 4 won by White, a draw between 5 (White) and 2, and player 3's
// pairing-allocated bye. Results: 1-0 0-1 = (games), +- -+ (forfeits), U (PAB), H (half-point
// bye), F (full-point bye), Z (zero-point bye or absence). Players are numbered 1..n by rating.
#pragma once

#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/tournament/swiss/swiss_tournament.hpp"

namespace arbiter::tournament::swiss::fixtures {

// A file of the source tree (a TRF fixture), read whole as bytes.
inline std::string source_file(const std::string& path) {
    std::ifstream in(std::string(ARBITER_SOURCE_DIR) + "/" + path, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

inline RoundCell bye_cell(char code) {
    RoundCell c;
    c.blank = false;
    c.code = code;
    c.paired = code == 'U';
    c.outcome = code == 'U' || code == 'F' ? Outcome::Win : code == 'H' ? Outcome::Draw : Outcome::Loss;
    return c;
}

// `rounds` are the rounds played; `next` holds requested byes for the round to pair ("4 H, 6 Z").
inline SwissTournament make_event(int players, int total_rounds, const std::vector<std::string>& rounds,
                                  const std::string& next = "", Colour first = Colour::White) {
    SwissTournament t;
    t.total_rounds = total_rounds;
    t.first_colour = first;
    t.first_colour_given = true;
    for (int i = 0; i < players; ++i) {
        SwissPlayer p;
        p.number = i + 1;
        p.name = "P" + std::to_string(i + 1);
        p.rating = 2400 - 10 * i;
        t.players.push_back(p);
    }
    auto apply = [&](const std::string& text, int r) {
        std::stringstream ss(text);
        std::string item;
        while (std::getline(ss, item, ',')) {
            std::stringstream is(item);
            std::string pair, result;
            is >> pair >> result;
            if (pair.empty()) continue;
            auto dash = pair.find('-');
            if (dash == std::string::npos) {
                int a = std::stoi(pair) - 1;
                t.players[a].rounds.resize(r);
                t.players[a].rounds.push_back(bye_cell(result[0]));
                continue;
            }
            int w = std::stoi(pair.substr(0, dash)) - 1, b = std::stoi(pair.substr(dash + 1)) - 1;
            auto [cw, cb] = paired_cells(w, b);
            bool forfeit = result == "+-" || result == "-+";
            cw.played = cb.played = !forfeit;
            if (result == "1-0" || result == "+-") {
                cw.outcome = Outcome::Win;
                cb.outcome = Outcome::Loss;
            } else if (result == "0-1" || result == "-+") {
                cw.outcome = Outcome::Loss;
                cb.outcome = Outcome::Win;
            } else if (result == "=") {
                cw.outcome = cb.outcome = Outcome::Draw;
            } else {
                throw std::invalid_argument("result " + result);
            }
            cw.code = forfeit ? (cw.outcome == Outcome::Win ? '+' : '-') : cw.outcome == Outcome::Win ? '1' : cw.outcome == Outcome::Draw ? '=' : '0';
            cb.code = forfeit ? (cb.outcome == Outcome::Win ? '+' : '-') : cb.outcome == Outcome::Win ? '1' : cb.outcome == Outcome::Draw ? '=' : '0';
            t.players[w].rounds.resize(r);
            t.players[b].rounds.resize(r);
            t.players[w].rounds.push_back(cw);
            t.players[b].rounds.push_back(cb);
        }
    };
    for (std::size_t r = 0; r < rounds.size(); ++r) {
        apply(rounds[r], static_cast<int>(r));
        for (auto& p : t.players) p.rounds.resize(r + 1);  // anyone not named was absent
    }
    t.rounds_played = static_cast<int>(rounds.size());
    if (!next.empty()) apply(next, t.rounds_played);
    for (std::size_t i = 0; i < t.players.size(); ++i)
        t.players[i].stated_points = t.points_after(static_cast<int>(i), static_cast<int>(t.players[i].rounds.size()));
    return t;
}

}  // namespace arbiter::tournament::swiss::fixtures
