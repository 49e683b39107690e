// A ruling: what the arbiter decides, in parts that can each be checked and graded.
// Every part carries its citations, and the whole has a stable machine-readable id
// (e.g. "go.ko-recapture") naming the kind of ruling, so content and answers can refer to it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/clock/game_time.hpp"
#include "engine/core/citation.hpp"
#include "engine/core/language.hpp"
#include "engine/rules/incident.hpp"

namespace arbiter::rules {

enum class Outcome : std::uint8_t {
    Continues,      // the game goes on
    WhiteWins,
    BlackWins,
    Draw,
    Replay,         // the game is played again from the start (重下)
    BothLose,       // 0-0 (双方判负)
    DrawOrReplay,   // the arbiter chooses between a draw and a replay (Go 1988 Art. 17-3/17-4/20-3)
    ChiefArbiter,   // referred to the chief arbiter, who chooses among `options`
    Counting,       // Go: play is over; the result is decided by counting
};
std::string_view outcome_name(Outcome o);            // "continues", "white_wins", ...
std::optional<Outcome> parse_outcome(std::string_view name);
Outcome win_for(Player p);
bool ends_game(Outcome o);

enum class PenaltyKind : std::uint8_t {
    Warning,            // 警告
    Admonition,         // 劝告 (Go 1988: milder than a warning, not counted)
    ForfeitTurn,        // 弃权一次: the offender's move is void and the opponent moves next
    TimeToOpponent,     // seconds added to the opponent's clock
    TimeDeducted,       // seconds taken from the offender's clock (late arrival)
    StoneDeduction,     // 罚子: stones taken off the offender's count
    Loss,               // the offender loses the game
    ArbiterPenalty,     // a penalty of the arbiter's choice from the menu (FIDE 12.9)
};
std::string_view penalty_name(PenaltyKind k);
std::optional<PenaltyKind> parse_penalty(std::string_view name);

struct Penalty {
    Player player = Player::White;
    PenaltyKind kind = PenaltyKind::Warning;
    std::int64_t amount = 0;          // seconds for time penalties, stones for deductions, else 0
    std::vector<Citation> citations;
    // A discretionary sanction (FIDE 12.9; Go 1988 23.4 / 24.2 "admonition or warning"): the other
    // kinds the arbiter may choose instead. Grading accepts any of them as right.
    std::vector<PenaltyKind> also_allowed = {};
    bool operator==(const Penalty&) const = default;
};

enum class CorrectionKind : std::uint8_t {
    RestorePosition,           // reinstate the position before the irregularity
    VoidMove,                  // the move does not count (Go: the stone is taken back)
    PutStoneBack,              // a lifted / moved / wrongly captured stone goes back
    AcceptMovedStone,          // the moved stone stays where it is
    ReconstructPosition,       // the players rebuild the position and play on
    ReplacePawnWithQueen,      // 7.5.2
    TouchedPieceMustMove,      // 4.3.1
    MustCaptureTouched,        // 4.3.2
    MustCastle,                // 4.4.1
    KingMoveRequired,          // 4.4.3 / 4.7
    AnyLegalMove,              // 4.5
    IntendedMoveMustBePlayed,  // 9.5.3
    RemoveIncrement,           // take back the increment gained by pressing after an illegal move
    RestoreOnOwnTime,          // the displacer puts the pieces back with his own clock running (7.4.1)
    OpponentMoves,             // the opponent is to move (after a forfeited turn)
    ChooseAnyPoint,            // Go: a stone that slipped may be played on any point
    ResolveByPlay,             // Go: a dispute over dead stones is settled by playing on (21.3)
    ContinueCounting,          // Go: the byo-yomi count goes on while the player is away
    AllowPlay,                 // the late player may still play; the lateness comes off his clock
    ClaimRejected,             // the claim is not upheld
    IllegalMoveStands,         // rapid/blitz: the illegal move can no longer be corrected (A.5.2)
    ReportToCommittee,         // Go: the case is reported to the organising committee (1988 24.1)
    CorrectClockSetting,       // the arbiter installs the correct setting, times and move counter (6.10.2)
    TransferToCorrectBoard,    // the position goes onto a correctly placed board (7.2.2)
    CastlingRestricted,        // a wrongly placed king or rook may not castle (A.5.1.2)
    IntroduceIncrement,        // both clocks get a 5-second increment (Guidelines III.4)
    ExpelInterferer,           // the arbiter warns or expels a third party who interfered (12.7)
    CompletePromotion,         // a pawn left on the last rank before the press: put a piece of the player's choice there (4.6, 4.7)
    UpdateScoresheet,          // the player brings his scoresheet up to date and goes on recording (8.1.1)
};
std::string_view correction_name(CorrectionKind k);
std::optional<CorrectionKind> parse_correction(std::string_view name);
// A correction that acts on the board, the clock or the play still to come (restore the position,
// a replacement move, a touch obligation, a stone put back, the clock set right …), as opposed to a
// decision that changes neither (a claim rejected, an illegal move that stands, a report to the
// committee, a third party expelled). Once the game has ended none of the first kind is left to
// carry out, so a ruling that ends the game lists none of them.
bool acts_on_play(CorrectionKind k);

struct Correction {
    CorrectionKind kind = CorrectionKind::RestorePosition;
    std::optional<Player> player;     // whom it concerns, when it concerns one player
    std::string detail;               // a move, a point or a square, when there is one
    std::vector<Citation> citations;
    bool operator==(const Correction&) const = default;
};

// One of the choices left to the chief arbiter (Go 1988 Art. 17-3: move back, accept, draw, replay;
// 2002 17-3, a dropped stone the opponent will not let be replaced: it stands, or it is replaced).
struct Option {
    std::string id;                   // "move_back", "accept", "draw", "replay", "both_lose", "stands", "replace"
    Outcome outcome = Outcome::Continues;
    std::optional<CorrectionKind> correction;
    bool operator==(const Option&) const = default;
};

// A fact the adjudicator established on the way, e.g. "mate at 1:02:14", kept for the explanation
// and for the UI's "why" panel.
struct Fact {
    std::string key;                  // "checkmate_at", "flag_fell_at", "warnings", "second_illegal_move" ...
    std::string value;
    bool operator==(const Fact&) const = default;
};

struct Ruling {
    std::string id;                        // the kind of ruling of the decisive part, e.g. "chess.mate-beats-flag"
    std::vector<std::string> parts;        // ids of every part, in timeline order
    Outcome outcome = Outcome::Continues;
    std::vector<Citation> outcome_citations;
    std::vector<Penalty> penalties;
    std::vector<Correction> corrections;
    std::vector<Option> options;           // when outcome is ChiefArbiter / DrawOrReplay
    std::vector<Fact> facts;
    LocalizedText explanation;
    // The event whose part gave the ruling its id (the one that ended the game, else the latest
    // irregularity); none for "no irregularity".
    std::optional<std::size_t> decided_at;

    // Every article cited anywhere in the ruling, sorted and without repeats.
    std::vector<Citation> all_citations() const;
    // The same articles in the order a model answer cites them: the rule that settles the case
    // (the outcome's articles), the rule broken and the correction (the corrections'), the
    // sanction (the penalties'), and last the annex that changes it for the format (A.x, B.x,
    // Guidelines I and III).
    std::vector<Citation> articles() const;
    const Fact* fact(std::string_view key) const;
};

}  // namespace arbiter::rules
