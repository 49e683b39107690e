// FIDE Tournament Report File (TRF-16, with the TRF(x) lines the pairing programs share) in and
// out: the exchange format of every FIDE-endorsed pairing program (C.04.A), and how a pairing state
// reaches `arbiter-cli pair`. docs/pairing.md § TRF lists the lines and cells read.
//
// Read: 012 (title), 001 (players and their round cells), XXR / 142 (number of rounds),
// XXC rank|white1|black1 / 152 W|B (first colour), 162 and BBW/BBD/BBL/BBZ/BBF/BBU (point
// system), XXP / 260 (forbidden pairs), XXA / 250 (accelerations), 240 (absences for a round),
// 192 (the pairing system). Other lines (022 … 132, federation data) are skipped; team lines are
// refused. LF, CRLF and CR line ends all work. Columns are counted in characters, so a name in
// Chinese does not shift the cells.
//
// Every problem is reported with its line and column (1-based) in three languages; reading goes
// on after a problem so a file's problems come together.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/language.hpp"
#include "engine/tournament/swiss/swiss_tournament.hpp"

namespace arbiter::tournament::swiss {

struct TrfError {
    int line = 0;
    int column = 0;
    LocalizedText message;
    std::string to_string() const;  // "12:97: message" (English)
};

// What the file is read for decides which columns are history (as bbpPairings and JaVaFo read
// them): to pair the next round, a last column that only some players have filled holds their
// pre-assigned byes for that round; to check a finished tournament, every written column is a
// round that was played.
enum class TrfPurpose { PairNextRound, CheckRounds };

struct TrfReadResult {
    std::optional<SwissTournament> tournament;  // nullopt when the file has errors
    std::vector<TrfError> errors;
};

TrfReadResult read_trf(std::string_view text, TrfPurpose purpose);

// One board of a round to be written back: two players (indices), or one with `black` = −1 for the
// pairing-allocated bye.
struct PairedBoard {
    int white = -1;
    int black = -1;
};

// The tournament as TRF (LF line ends). With `next_round`, its pairings are added as the next
// round's cells (result left blank: the games are not played yet; the bye written "0000 - U").
std::string write_trf(const SwissTournament& tournament, const std::vector<PairedBoard>* next_round = nullptr);

}  // namespace arbiter::tournament::swiss
