#include "engine/rules/event_schema.hpp"

#include <array>
#include <stdexcept>

namespace arbiter::rules {

namespace {

using F = FieldType;
constexpr std::string_view kEnds = "checkmate|stalemate|dead_position|fivefold|seventy_five_moves";
constexpr std::string_view kIllegalReasons =
    "suicide|ko_recapture|occupied|off_board|superko|leaves_king_in_check|castling_illegal|"
    "wrong_piece_movement|captures_king|wrong_en_passant|other";
constexpr std::string_view kWho = "arbiter|white|black|spectator";
constexpr std::string_view kChief = "move_back|accept|draw|replay|both_lose|reasonable_point";
// 1988 23.4 and 24.2 let the arbiter give "劝告或警告一次"; the rule set's `minor_sanction` applies
// when the event does not say which was chosen.
constexpr std::string_view kSanction = "admonition|warning";
constexpr std::string_view kSanctionHelp =
    "Go 1988 23.4 / 24.2: the arbiter chose an admonition (劝告) or a warning (default: option minor_sanction)";

constexpr std::array kMove = {
    FieldSpec{"by", F::Player, true, "", "who made the move"},
    FieldSpec{"move", F::Text, true, "", "UCI for chess (e2e4, e7e8q), a GTP point for Go (D4)"},
    FieldSpec{"legal", F::Flag, false, "", "false when the move breaks the rules of play (default true)"},
    FieldSpec{"reason", F::Choice, false, kIllegalReasons, "why an illegal move is illegal"},
    FieldSpec{"pressed", F::Flag, false, "", "the clock was pressed after the move (default true)"},
    FieldSpec{"ends_game", F::Choice, false, kEnds, "chess: the move ends the game by itself (6.2.1.1)"},
    FieldSpec{"two_hands", F::Flag, false, "", "chess: the move was made with two hands (7.5.4)"},
    FieldSpec{"unpromoted", F::Flag, false, "", "chess: a pawn reached the last rank and was not replaced (7.5.2)"},
    FieldSpec{"noticed_after_reply", F::Flag, false, "",
              "an illegal move was first pointed out only after the opponent's next move; derived from noticed_at"},
    FieldSpec{"noticed_at", F::Time, false, "",
              "chess: when a completed illegal move was pointed out (default: at once); the game goes on from the "
              "board until then"},
    FieldSpec{"press_hand", F::Choice, false, "same|other", "chess: the hand that pressed the clock (6.2.3)"},
    FieldSpec{"press_before_captures_removed", F::Flag, false, "",
              "Go: the clock was pressed before all captured stones were removed (1988 Art. 23-4)"},
    FieldSpec{"capture_time", F::Time, false, "",
              "Go: time spent removing the captured stones before the press (not counted in byo-yomi under 1988 23.4; "
              "part of the move under 2002)"},
    FieldSpec{"sanction", F::Choice, false, kSanction, kSanctionHelp},
};
constexpr std::array kBy = {FieldSpec{"by", F::Player, true, "", "the player concerned"}};
constexpr std::array kClockPress = {
    FieldSpec{"by", F::Player, true, "", "who pressed"},
    FieldSpec{"before_move", F::Flag, false, "", "pressed before making the move rather than instead of it"},
};
constexpr std::array kFlagFall = {
    FieldSpec{"player", F::Player, true, "", "whose flag is down"},
    FieldSpec{"noticed_by", F::Choice, false, kWho, "who established it: the arbiter or a claiming player (default arbiter)"},
};
constexpr std::array kBothFlags = {
    FieldSpec{"first", F::Choice, false, "white|black|unknown",
              "whose flag fell first as the clock shows it; omitted: computed from the clock, else unknown"},
    FieldSpec{"last_period", F::Flag, false, "", "it happened in the last period of the time control"},
};
constexpr std::array kClaim = {
    FieldSpec{"by", F::Player, true, "", "the claimant"},
    FieldSpec{"claim", F::Choice, true, "threefold|fifty_move", "what is claimed"},
    FieldSpec{"intended", F::Text, false, "", "the move written but not played (9.2.1 / 9.3.1)"},
    FieldSpec{"valid", F::Flag, false, "",
              "the claim is correct; derived from the position when one is given, else required"},
    FieldSpec{"after_pressing", F::Flag, false, "",
              "the claimant had already made his move and no longer has the move; derived from the timeline when the "
              "turn is known"},
    FieldSpec{"touched_piece", F::Flag, false, "", "the claimant touched a piece before claiming (9.4)"},
};
constexpr std::array kDrawAgreed = {
    FieldSpec{"before_first_moves", F::Flag, false, "", "agreed before both players had made a move (5.2.3)"},
    FieldSpec{"by", F::Player, false, "",
              "the player who accepted an offer; the replay checks that the offer was still open (9.1.2.1)"},
};
constexpr std::array kTouch = {
    FieldSpec{"by", F::Player, true, "", "who touched"},
    FieldSpec{"touched", F::Choice, true, "own|opponent|own_and_opponent|king_then_rook|rook_then_king",
              "what was touched, in order"},
    FieldSpec{"square", F::Text, false, "", "the first piece touched (e.g. g1)"},
    FieldSpec{"squares", F::TextList, false, "",
              "every piece touched, in the order touched (e.g. [c1, a1]); 4.3 turns on the first that can move"},
    FieldSpec{"can_move", F::Flag, false, "",
              "a touched piece can legally move / be captured / the castling is legal; derived from the position when "
              "one is given (default true)"},
    FieldSpec{"king_can_move", F::Flag, false, "",
              "king_then_rook with illegal castling: the king has a legal move; derived from the position when one is "
              "given (default true)"},
    FieldSpec{"announced_adjust", F::Flag, false, "", "\"I adjust\" was said before touching (4.2.1)"},
    FieldSpec{"accidental", F::Flag, false, "", "the contact was clearly accidental (4.2.2)"},
    FieldSpec{"played", F::Text, false, "", "the move then played instead"},
    FieldSpec{"claimant_touched_first", F::Flag, false, "", "the opponent touched a piece before claiming (4.8)"},
};
constexpr std::array kDisplaced = {
    FieldSpec{"by", F::Player, true, "", "who displaced the pieces"},
    FieldSpec{"restored_by", F::Choice, false, "displacer|opponent|arbiter|nobody", "who put them back"},
    FieldSpec{"clock_pressed", F::Flag, false, "", "the displacer pressed the clock before restoring them"},
    FieldSpec{"arbiter_called", F::Flag, false, "", "the opponent paused the clock and called the arbiter (default true)"},
};
constexpr std::array kStoneMoved = {
    FieldSpec{"from", F::Text, false, "", "the point the stone stood on, when known"},
    FieldSpec{"to", F::Text, false, "", "the point it was found on"},
    FieldSpec{"by", F::Player, false, "", "who moved it, when known"},
    FieldSpec{"discovered_at", F::Time, false, "", "when it was discovered"},
    FieldSpec{"agreed", F::Flag, true, "", "both players agree on what to do"},
    FieldSpec{"agreed_action", F::Choice, false, "move_back|accept", "what they agree (default move_back)"},
    FieldSpec{"intentional", F::Flag, false, "", "a player moved it on purpose"},
    FieldSpec{"impact", F::Choice, false, "none|minor|major", "how much it changed the course of the game"},
    FieldSpec{"chief_decision", F::Choice, false, kChief, "what the chief arbiter chose (when they disagree)"},
};
constexpr std::array kStoneReplayed = {
    FieldSpec{"by", F::Player, true, "", "who lifted the stone"},
    FieldSpec{"from", F::Text, false, "", "where it was first placed"},
    FieldSpec{"to", F::Text, false, "", "where it was then played"},
    FieldSpec{"slipped", F::Flag, false, "", "the stone genuinely slipped from the hand"},
    FieldSpec{"claimed_at", F::Time, false, "",
              "2002: when the opponent objected (default: at once); in time unless he moved before (17-3)"},
    FieldSpec{"claimed_in_time", F::Flag, false, "",
              "2002: the opponent claimed before his own next move; derived from claimed_at and the moves since"},
    FieldSpec{"opponent_consents", F::Flag, false, "", "2002: the opponent consents to a slipped stone being replaced"},
    FieldSpec{"chief_decision", F::Choice, false, "stands|replace",
              "2002, a slipped stone without the opponent's consent: what the chief arbiter chose (17-3)"},
};
constexpr std::array kScattered = {
    FieldSpec{"by", F::Player, false, "", "the player who scattered it (absent: an outside cause)"},
    FieldSpec{"cause", F::Choice, true, "outside|accident|deliberate", "how it happened"},
    FieldSpec{"reconstructable", F::Flag, true, "", "the players can reconstruct the position"},
    FieldSpec{"chief_decision", F::Choice, false, "draw|replay|both_lose", "what the arbiter chose when it cannot be rebuilt"},
};
constexpr std::array kWrongCapture = {
    FieldSpec{"by", F::Player, true, "", "who removed the stones"},
    FieldSpec{"stones", F::TextList, false, "", "the points of the stones removed"},
};
constexpr std::array kCycle = {
    FieldSpec{"cycle", F::Choice, true, "triple_ko|quadruple_ko|eternal_life|sending_two_returning_one|round_robin_ko",
              "the kind of repetition"},
    FieldSpec{"neither_yields", F::Flag, false, "", "neither player will give way (default true)"},
    FieldSpec{"chief_decision", F::Choice, false, "draw|replay", "what the arbiter chose"},
    FieldSpec{"by", F::Player, false, "",
              "the player whose recapture repeats the cycle (needed when the rule set forbids sending-two-returning-one)"},
};
constexpr std::array kPhone = {
    FieldSpec{"by", F::Player, true, "", "whose device it is"},
    FieldSpec{"rang", F::Flag, false, "", "it rang or made a sound (default true)"},
    FieldSpec{"allowed_in_bag", F::Flag, false, "",
              "chess: regulations allow devices switched off in the bag and it was there, switched off (11.3.2.1)"},
    FieldSpec{"sanction", F::Choice, false, kSanction, kSanctionHelp},
    FieldSpec{"used", F::Flag, false, "",
              "the player looked at or used the device during the game (Go 2002 23-7; chess: a device on the player "
              "already loses, 11.3.2.2)"},
};
constexpr std::array kLate = {
    FieldSpec{"by", F::Player, true, "", "who arrived late"},
    FieldSpec{"late_by", F::Time, true, "", "how late after the scheduled start"},
    FieldSpec{"default_time", F::Time, false, "",
              "the allowed lateness in the regulations (chess: 0 when not stated, 6.7.1; Go: the rule set's option)"},
    FieldSpec{"venue", F::Choice, false, "separate|lodging",
              "Go 2002: the playing hall is apart from the players' lodging (22-1, 1 h) or in it (22-2, 15 min); "
              "default separate"},
};
constexpr std::array kSealed = {
    FieldSpec{"by", F::Player, true, "", "who sealed"},
    FieldSpec{"move", F::Text, false, "", "the sealed move as written"},
    FieldSpec{"legal", F::Flag, false, "", "chess: the sealed move is legal (default true)"},
    FieldSpec{"ambiguous", F::Flag, false, "", "chess: the sealed move is ambiguous or meaningless"},
    FieldSpec{"occupied", F::Flag, false, "", "Go: the sealed point already holds a stone"},
};
constexpr std::array kWarning = {
    FieldSpec{"by", F::Player, true, "", "who was warned"},
    FieldSpec{"count", F::Integer, false, "", "how many warnings (default 1)"},
    FieldSpec{"reason", F::Text, false, "", "what for"},
};
constexpr std::array kEnd = {
    FieldSpec{"by", F::Player, true, "", "the player to move, who confirms the end first"},
    FieldSpec{"opponent_agrees", F::Flag, true, "", "the opponent also confirms"},
    FieldSpec{"dead", F::TextList, false, "",
              "the stones both players agree are dead (points); with a position the replay counts the result"},
};
constexpr std::array kDead = {
    FieldSpec{"stones", F::TextList, false, "", "the disputed stones"},
};
constexpr std::array kLifeClaim = {
    FieldSpec{"by", F::Player, true, "", "the player who says his group is alive"},
    FieldSpec{"group", F::Text, true, "", "a stone of the group (a point); the replay reads whether it lives only by repetition"},
};
constexpr std::array kCannotEnd = {
    FieldSpec{"by", F::Player, true, "", "the player who says the game cannot end"},
    FieldSpec{"sequence", F::TextList, true, "",
              "the play he says repeats for ever, in order (points or pass, the players alternating); the replay finds "
              "the move that would repeat the whole board"},
    FieldSpec{"first", F::Player, false, "", "who plays the sequence's first move (default: the player to move)"},
};
constexpr std::array kLeave = {
    FieldSpec{"by", F::Player, true, "", "who left"},
    FieldSpec{"permission", F::Flag, false, "", "the arbiter agreed beforehand"},
    FieldSpec{"during_opponent_time", F::Flag, false, "", "asked while the opponent was thinking"},
    FieldSpec{"times_before", F::Integer, false, "", "how often the player already left in this game"},
    FieldSpec{"in_byoyomi", F::Flag, false, "",
              "the player's main time was used up (the count was on) when he left; derived from the Go clock when "
              "there is one (default true): outside byo-yomi leaving the seat is no irregularity"},
};
constexpr std::array kOvertime = {
    FieldSpec{"by", F::Player, true, "", "who ran out of time"},
    FieldSpec{"requested_pass", F::Flag, false, "", "Go 2002: asked to convert the loss into one pass (Art. 22-5)"},
};
constexpr std::array kDisturb = {
    FieldSpec{"by", F::Player, true, "", "who disturbed"},
    FieldSpec{"what", F::Text, false, "", "what happened"},
    FieldSpec{"sanction", F::Choice, false, kSanction, kSanctionHelp},
    FieldSpec{"offence", F::Choice, false, "distraction|disrepute|clock_handling",
              "chess: distracting or annoying the opponent (11.5, the default), conduct that brings the game into "
              "disrepute (11.1), or handling the clock improperly (6.2.4); each is penalised from the 12.9 menu"},
};
constexpr std::array kConsult = {
    FieldSpec{"by", F::Player, true, "", "who consulted"},
    FieldSpec{"serious", F::Flag, false, "", "the case is serious (game analysis, outside help)"},
};
constexpr std::array kLeaveGame = {
    FieldSpec{"by", F::Player, true, "", "who left the playing hall"},
    FieldSpec{"with_reason", F::Flag, false, "",
              "the player left for a reason the arbiter accepts (taken ill, called away by the arbiter); default false"},
    FieldSpec{"what", F::Text, false, "", "what happened"},
};

constexpr std::string_view kResults = "white_wins|black_wins|draw";
constexpr std::array kFoundAfterGame = {
    FieldSpec{"what", F::Choice, true, "illegal_move|illegal_position|wrong_result|other",
              "what was found after the game had ended"},
    FieldSpec{"result", F::Choice, true, kResults, "the result the players signed or reported"},
    FieldSpec{"signed", F::Flag, false, "", "both players signed the scoresheets with that result (8.7; default true)"},
    FieldSpec{"actual_result", F::Choice, false, kResults,
              "the result the game really ended with, when the recorded one is wrong"},
    FieldSpec{"arbiter_decision", F::Choice, false, kResults,
              "the arbiter decides otherwise (8.7) and sets this result"},
};
constexpr std::array kIllegalPosition = {
    FieldSpec{"what", F::Choice, true, "both_kings_in_check|pawn_on_last_rank", "what is illegal on the board"},
    FieldSpec{"still_there_after_next_move", F::Flag, false, "",
              "normal rapid/blitz (A.5.4): the illegal position is still on the board once the next move is "
              "completed; omitted: the arbiter is still waiting"},
    FieldSpec{"by", F::Player, false, "",
              "who completed the move that produced it (standard / supervised play: penalised as an illegal move, "
              "7.5.5)"},
};
constexpr std::array kClockSetting = {
    FieldSpec{"what", F::Text, false, "", "what was wrong with the setting"},
    FieldSpec{"moves", F::Integer, false, "",
              "moves each player had completed when it was found (the lower count); omitted: from the clock, else 0"},
    FieldSpec{"schedule_affected", F::Flag, false, "",
              "leaving the setting would adversely affect the event's schedule (A.5.1.1)"},
};
constexpr std::array kWrongSetup = {
    FieldSpec{"what", F::Choice, true, "colours_reversed|pieces|board_orientation",
              "colours reversed (7.3), pieces set up wrongly (7.2.1) or the board placed wrongly (7.2.2)"},
    FieldSpec{"moves", F::Integer, false, "",
              "moves each player had completed when it was found (the lower count); omitted: from the clock, else 0"},
    FieldSpec{"misplaced", F::Choice, false, "king|rook|other", "pieces: which piece stood on a wrong square (A.5.1.2)"},
};
constexpr std::array kRefusal = {
    FieldSpec{"by", F::Choice, true, "white|black|both", "who persistently refuses to comply with the Laws"},
    FieldSpec{"what", F::Text, false, "", "what happened"},
};
constexpr std::array kLeaveArea = {
    FieldSpec{"by", F::Player, true, "", "who left"},
    FieldSpec{"left", F::Choice, false, "playing_area|venue",
              "the playing area (where the games are played) or the playing venue (default playing_area)"},
    FieldSpec{"had_move", F::Flag, false, "", "the player had the move, his clock running (default true)"},
    FieldSpec{"permission", F::Flag, false, "", "the arbiter gave permission (default false)"},
};
constexpr std::array kThirdParty = {
    FieldSpec{"reporter", F::Choice, true, "spectator|team_captain|other_player",
              "who spoke up: a spectator, a team captain or a player from another game"},
    FieldSpec{"told", F::Choice, false, "arbiter|player", "whom the third party told (default arbiter)"},
    FieldSpec{"about", F::Choice, true, "flag_fall|illegal_move|other", "what the third party pointed out"},
    FieldSpec{"player", F::Player, false, "", "the player concerned (whose flag, whose move)"},
    FieldSpec{"arbiter_sees", F::Flag, false, "",
              "flag_fall: the arbiter then sees the flag down himself (6.8); default false"},
};
constexpr std::string_view kAnnouncedHelp =
    "Guidelines III were announced for the event beforehand (III.2.1); default true";
constexpr std::string_view kTimeLeftHelp =
    "the claimant's time left (under 2 minutes for III.4 / III.5); omitted: from the clock, else taken as under 2 minutes";
constexpr std::array kIncrementRequest = {
    FieldSpec{"by", F::Player, true, "", "the player having the move, who asks for the increment"},
    FieldSpec{"time_left", F::Time, false, "", kTimeLeftHelp},
    FieldSpec{"opponent_accepts", F::Flag, false, "", "the opponent accepts the request as a draw offer (III.4)"},
    FieldSpec{"arbiter_agrees", F::Flag, false, "", "the arbiter agrees to the request (default true)"},
    FieldSpec{"guidelines_announced", F::Flag, false, "", kAnnouncedHelp},
};
constexpr std::array kQuickplayClaim = {
    FieldSpec{"by", F::Player, true, "", "the player having the move, who claims the draw"},
    FieldSpec{"grounds", F::Choice, false, "cannot_win|no_effort",
              "the opponent cannot win by normal means, or makes no effort to (III.5)"},
    FieldSpec{"decision", F::Choice, false, "accept|postpone|reject",
              "what the arbiter decides on the claim (III.5); omitted: the engine decides from opponent_can_win and "
              "opponent_trying (accept if either is false, reject if both are true, else postpone)"},
    FieldSpec{"opponent_can_win", F::Flag, false, "",
              "the opponent can win the position by normal means (the arbiter's judgement; false when the board shows "
              "he cannot mate at all); for a postponed claim, as the arbiter judges it when he decides"},
    FieldSpec{"opponent_trying", F::Flag, false, "",
              "the opponent is making (for a postponed claim: made) efforts to win by normal means"},
    FieldSpec{"two_minutes", F::Flag, false, "",
              "a postponed claim: the arbiter awards the opponent two extra minutes (default true)"},
    FieldSpec{"time_left", F::Time, false, "", kTimeLeftHelp},
    FieldSpec{"guidelines_announced", F::Flag, false, "", kAnnouncedHelp},
};
constexpr std::array kClockPaused = {
    FieldSpec{"by", F::Choice, true, "white|black|arbiter", "who paused the clock: a player or the arbiter"},
    FieldSpec{"reason", F::Choice, false, "promotion_piece|arbiter_help|interruption|personal|none",
              "why: a promotion piece is not available, another matter the arbiter must settle, the game must be "
              "interrupted, a personal reason such as a toilet break, or none given (default none)"},
    FieldSpec{"piece", F::Choice, false, "queen|rook|bishop|knight",
              "promotion_piece: the piece the player wants (default queen)"},
    FieldSpec{"has_move", F::Flag, false, "", "the player who paused has the move; derived from the timeline"},
    FieldSpec{"can_promote", F::Flag, false, "",
              "promotion_piece: the player has the move and a pawn that can promote; derived from the position"},
    FieldSpec{"piece_available", F::Flag, false, "",
              "promotion_piece: such a piece of the player's colour is off the board (the set less the pieces on "
              "it); derived from the position"},
    FieldSpec{"what", F::Text, false, "", "what happened"},
};
constexpr std::array kStopsRecording = {
    FieldSpec{"by", F::Player, true, "", "who stopped recording the moves"},
    FieldSpec{"time_left", F::Time, false, "",
              "the player's time left in the period (8.4: under five minutes); derived from the clock when there is "
              "one, else required in standard play"},
    FieldSpec{"increment", F::Time, false, "",
              "the increment added with each move (8.4: under 30 seconds); derived from the clock's control, else 0"},
    FieldSpec{"exempt", F::Flag, false, "",
              "8.4 applies: under five minutes left and an increment under 30 seconds; derived from the two above"},
    FieldSpec{"refuses", F::Flag, false, "", "told to bring his scoresheet up to date, the player refuses (12.9)"},
};
constexpr std::array kPieceMisplaced = {
    FieldSpec{"square", F::Text, true, "", "the square the piece was found on (empty by the record)"},
    FieldSpec{"belongs_on", F::Text, true, "", "the square the piece stands on by the record"},
    FieldSpec{"since", F::Time, false, "",
              "when the irregularity happened, when known; omitted: the last identifiable position is used"},
};

const std::array kSpecs = {
    EventSpec{EventKind::Move, "move", Games::Both, "a move or stone placement, legal or not", kMove},
    EventSpec{EventKind::Pass, "pass", Games::GoOnly, "a pass", kBy},
    EventSpec{EventKind::ClockPress, "clock_press", Games::Both, "the clock pressed without a move", kClockPress},
    EventSpec{EventKind::FlagFall, "flag_fall", Games::Both, "a flag seen down or claimed", kFlagFall},
    EventSpec{EventKind::BothFlags, "both_flags", Games::ChessOnly, "both flags found down", kBothFlags},
    EventSpec{EventKind::Claim, "claim", Games::ChessOnly, "a threefold or fifty-move claim", kClaim},
    EventSpec{EventKind::DrawOffer, "draw_offer", Games::ChessOnly, "a draw offered", kBy},
    EventSpec{EventKind::DrawAgreed, "draw_agreed", Games::ChessOnly, "a draw agreed", kDrawAgreed},
    EventSpec{EventKind::Resign, "resign", Games::Both, "a player resigns", kBy},
    EventSpec{EventKind::Touch, "touch", Games::ChessOnly, "a piece touched (touch-move)", kTouch},
    EventSpec{EventKind::PiecesDisplaced, "pieces_displaced", Games::ChessOnly, "pieces knocked over", kDisplaced},
    EventSpec{EventKind::StoneMoved, "stone_moved", Games::GoOnly, "a stone found moved", kStoneMoved},
    EventSpec{EventKind::StoneReplayed, "stone_replayed", Games::GoOnly, "a stone lifted and played elsewhere",
              kStoneReplayed},
    EventSpec{EventKind::StonesScattered, "stones_scattered", Games::GoOnly, "the board scattered", kScattered},
    EventSpec{EventKind::WrongCapture, "wrong_capture", Games::GoOnly, "stones with liberties removed",
              kWrongCapture},
    EventSpec{EventKind::GameCycle, "game_cycle", Games::GoOnly, "a whole-board repetition cycle", kCycle},
    EventSpec{EventKind::Phone, "phone", Games::Both, "an electronic device on a player", kPhone},
    EventSpec{EventKind::LateArrival, "late_arrival", Games::Both, "a player arrives late", kLate},
    EventSpec{EventKind::SealedMove, "sealed_move", Games::Both, "the sealed move at resumption", kSealed},
    EventSpec{EventKind::Warning, "warning", Games::Both, "warnings given earlier in the game", kWarning},
    EventSpec{EventKind::EndOfGame, "end_of_game", Games::GoOnly, "end-of-game confirmation", kEnd},
    EventSpec{EventKind::DeadStoneDispute, "dead_stone_dispute", Games::GoOnly, "dispute over dead stones", kDead},
    EventSpec{EventKind::LeaveSeat, "leave_seat", Games::GoOnly, "leaving the seat (during byo-yomi or not)", kLeave},
    EventSpec{EventKind::Overtime, "overtime", Games::GoOnly, "the time limit exceeded", kOvertime},
    EventSpec{EventKind::Disturbance, "disturbance", Games::Both, "disturbing the opponent", kDisturb},
    EventSpec{EventKind::Consultation, "consultation", Games::Both, "consulting notes or other people",
              kConsult},
    EventSpec{EventKind::LeaveGame, "leave_game", Games::GoOnly, "leaving the playing hall in mid-game",
              kLeaveGame},
    EventSpec{EventKind::FoundAfterGame, "found_after_game", Games::ChessOnly,
              "an irregularity found after the game ended", kFoundAfterGame},
    EventSpec{EventKind::IllegalPosition, "illegal_position", Games::ChessOnly,
              "both kings in check or a pawn on the last rank", kIllegalPosition},
    EventSpec{EventKind::ClockSettingWrong, "clock_setting_wrong", Games::ChessOnly,
              "a wrong clock setting found during the game", kClockSetting},
    EventSpec{EventKind::WrongSetup, "wrong_setup", Games::ChessOnly,
              "colours reversed or a wrong initial set-up", kWrongSetup},
    EventSpec{EventKind::PersistentRefusal, "persistent_refusal", Games::ChessOnly,
              "persistent refusal to comply with the Laws", kRefusal},
    EventSpec{EventKind::LeavePlayingArea, "leave_playing_area", Games::ChessOnly,
              "leaving the playing area or the venue", kLeaveArea},
    EventSpec{EventKind::ThirdPartyReport, "third_party_report", Games::ChessOnly,
              "a third party points something out", kThirdParty},
    EventSpec{EventKind::IncrementRequest, "increment_request", Games::ChessOnly,
              "a request for a 5-second increment (Guidelines III.4)", kIncrementRequest},
    EventSpec{EventKind::QuickplayClaim, "quickplay_claim", Games::ChessOnly,
              "a quickplay-finish draw claim (Guidelines III.5)", kQuickplayClaim},
    EventSpec{EventKind::DrawDeclined, "draw_declined", Games::ChessOnly, "a draw offer rejected orally (9.1.2.1)",
              kBy},
    EventSpec{EventKind::ClockPaused, "clock_paused", Games::ChessOnly, "the clock paused by a player or the arbiter (6.11)",
              kClockPaused},
    EventSpec{EventKind::PieceMisplaced, "piece_misplaced", Games::ChessOnly,
              "a piece found on the wrong square during the game (7.6)", kPieceMisplaced},
    EventSpec{EventKind::LifeClaim, "life_claim", Games::GoOnly, "a player says a group is alive at the end",
              kLifeClaim},
    EventSpec{EventKind::CannotEndClaim, "cannot_end_claim", Games::GoOnly,
              "a player says a repeating play stops the game from ending", kCannotEnd},
    EventSpec{EventKind::StopsRecording, "stops_recording", Games::ChessOnly,
              "a player stops recording the moves (8.1.1, 8.4, A.2)", kStopsRecording},
};

}  // namespace

std::span<const EventSpec> event_specs() { return kSpecs; }

const EventSpec& event_spec(EventKind kind) {
    for (const auto& spec : kSpecs)
        if (spec.kind == kind) return spec;
    throw std::logic_error("event kind without a schema");
}

const EventSpec* find_event_spec(std::string_view name) {
    for (const auto& spec : kSpecs)
        if (spec.name == name) return &spec;
    return nullptr;
}

const FieldSpec* find_field(const EventSpec& spec, std::string_view field) {
    for (const auto& f : spec.fields)
        if (f.name == field) return &f;
    return nullptr;
}

bool choice_allowed(const FieldSpec& field, std::string_view word) { return in_choices(field.choices, word); }

bool in_choices(std::string_view choices, std::string_view word) {
    std::string_view rest = choices;
    while (!rest.empty()) {
        const auto bar = rest.find('|');
        if (rest.substr(0, bar) == word) return true;
        if (bar == std::string_view::npos) break;
        rest.remove_prefix(bar + 1);
    }
    return false;
}

}  // namespace arbiter::rules
