// A Swiss tournament as the arbiter's pairing cards (and a FIDE TRF file) record it: players with
// their pairing numbers, and for every player and round what the round cell says. Everything the
// Dutch system needs is derived from this (round_facts.hpp); nothing derived is stored here.
//
// Points are kept in tenths, as TRF writes them ("3.5" is 35), and the point system is the
// tournament's (1/½/0 by default, TRF 162 or BBW/BBD/... lines otherwise).
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace arbiter::tournament::swiss {

enum class Colour : unsigned char { None, White, Black };
inline Colour opposite(Colour c) {
    return c == Colour::White ? Colour::Black : c == Colour::Black ? Colour::White : Colour::None;
}

enum class Outcome : unsigned char { Loss, Draw, Win };

// One player's cell for one round (TRF 001 line, columns 92 onwards: "oooo c r").
struct RoundCell {
    int opponent = -1;           // index into SwissTournament::players; -1 for none (bye, absence)
    Colour colour = Colour::None;
    Outcome outcome = Outcome::Loss;
    bool played = false;         // a game over the board; forfeits and byes are not (C.04.1 art. 2)
    bool paired = false;         // took part in the round's pairing: an opponent, or the PAB ('U')
    char code = ' ';             // the result character as written: 1 0 = + - W D L H F U Z or blank
    bool blank = true;           // nothing written in the cell

    bool is_pab() const { return paired && opponent < 0; }
};

// The cell of a pairing-allocated bye ('U', a win's points).
RoundCell pab_cell();
// The two cells of a new pairing, White's first: opponents and colours set, no result yet.
std::pair<RoundCell, RoundCell> paired_cells(int white, int black);

struct SwissPlayer {
    int number = 0;              // pairing number (TPN), as written in columns 5–8
    std::string name;
    std::string title;
    std::string federation;
    int rating = 0;              // 0 when unrated
    int stated_points = 0;       // the score written in columns 81–84, in tenths
    std::vector<RoundCell> rounds;
    std::vector<int> acceleration;  // fictitious points per round (XXA / 250), in tenths
    int line = 0;                // where the player's 001 line is, for messages
};

// Points for each kind of round, in tenths (TRF-2026 162, bbpPairings' BBW/BBD/BBL/BBZ/BBF/BBU).
struct PointSystem {
    int win = 10;
    int draw = 5;
    int loss = 0;
    int zero_bye = 0;            // Z and an empty (absent) round
    int forfeit_loss = 0;
    int pab = 10;                // the pairing-allocated bye (C.04.1 art. 3)
};

// Players who must not meet (XXP for the whole event, 260 for some rounds): team-mates, relatives.
struct ForbiddenGroup {
    std::vector<int> players;    // indices
    int first_round = 1;         // 1-based, inclusive
    int last_round = 1 << 30;
};

struct SwissTournament {
    std::string title;
    std::vector<SwissPlayer> players;  // players[i] has pairing number i + 1 (or file order with XXC rank)
    int total_rounds = 0;              // XXR / 142
    Colour first_colour = Colour::None;  // the colour drawn for the first board of round 1 (XXC white1/black1, 152)
    bool first_colour_given = false;   // written in the file, not inferred from the history
    bool rank_order = false;           // XXC rank: order by file position, not pairing number
    PointSystem points;
    std::vector<ForbiddenGroup> forbidden;

    // Rounds whose cells are history. The column after them may hold pre-assigned byes or
    // absences (H, F, Z, or blank result) for the round to be paired.
    int rounds_played = 0;

    // Players in the order their pairing numbers rank them (C.04.3 art. 1.2.2): pairing-number
    // order, or the file's order with XXC rank. Empty means pairing-number order.
    std::vector<int> pairing_sequence;
    std::vector<int> sequence() const;

    // The points a cell is worth in this event (C.04.1 art. 3–4; TRF result codes).
    int points_for(const RoundCell& cell) const;
    // The player's points in rounds 1..up_to (tenths, without acceleration).
    int points_after(int player, int up_to) const;
    // Acceleration added to the player's score when pairing round `round` (1-based).
    int acceleration_for(int player, int round) const;
};

}  // namespace arbiter::tournament::swiss
