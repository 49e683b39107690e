// A scenario: an incident (the rulings engine's format, engine/rules/incident.hpp) dressed as an
// exam question — titles and a prompt in three languages, the certification levels and topics it
// trains, its source articles, a start position in a format people actually have (FEN, SGF, a
// PGN game cut at a move, an ASCII diagram), and the question: options that are each a
// structured ruling, and/or "build the ruling from its parts". docs/scenario-format.md is the
// reference; scenario_loader.hpp reads it, scenario_checks.hpp checks it against the engines.
#pragma once

#include <cstdint>
#include <memory>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/core/content/question.hpp"
#include "engine/core/citation.hpp"
#include "engine/core/language.hpp"
#include "engine/rules/grading.hpp"
#include "engine/rules/incident.hpp"
#include "engine/rules/replay.hpp"

namespace arbiter::content {

// The time-control class the scenario is played under. Chess: FIDE standard / rapid / blitz
// (must agree with the rule set). Go: 慢棋 / 快棋 / 超快棋 as the event regulations call them.
enum class TimeControlClass : std::uint8_t { Standard, Rapid, Blitz };
std::string_view time_control_tag(TimeControlClass c);  // "standard", "rapid", "blitz"
std::optional<TimeControlClass> parse_time_control(std::string_view tag);

// How the incident's `position` text is written.
enum class PositionFormat : std::uint8_t { None, Fen, Sgf, Pgn, Diagram };
std::string_view position_format_tag(PositionFormat f);  // "none", "fen", "sgf", "pgn", "diagram"
std::optional<PositionFormat> parse_position_format(std::string_view tag);

// One multiple-choice option: a structured ruling (outcome, penalties, corrections, articles),
// with an optional text the UI may show instead of rendering the parts.
struct ScenarioOption {
    rules::Answer ruling;
    std::optional<LocalizedText> text;
    bool pinned = false;               // keeps its place when the options are shuffled (`pinned: true`)
    std::size_t line = 0, column = 0;  // where it was written, for messages
};

// "Build the ruling from its parts": the menus the candidate picks from. Empty menus mean the
// trainer offers every value the engine knows (all outcomes, penalties, corrections, and the
// articles of the rule set's documents).
struct BuildQuestion {
    std::vector<rules::Outcome> outcomes;
    std::vector<rules::PenaltyKind> penalties;
    std::vector<rules::CorrectionKind> corrections;
    std::vector<std::string> articles;
    std::size_t line = 0, column = 0;
};

// The start of play, resolved from `position` by the board check (scenario_board.hpp), so the
// trainer can draw it without parsing again.
struct StartBoard {
    PositionFormat format = PositionFormat::None;
    std::string fen;                 // chess: the position the timeline starts from
    int go_size = 0;                 // Go: board size
    std::vector<std::string> go_rows;  // Go: rows from the top as X/O/. (engine/go/diagram.hpp)
};

struct Scenario {
    std::string id;
    std::string file;                 // as shown in messages
    std::filesystem::path location;   // where it was read from (empty for text given in memory)
    LocalizedText title;
    LocalizedText prompt;
    std::size_t title_line = 0, prompt_line = 0;
    TimeControlClass time_control = TimeControlClass::Standard;
    int difficulty = 1;               // 1 (easy) .. 5 (hard)
    std::vector<Level> levels;        // cn-3, cn-2, cn-1, cn-national, fide (QUESTION_FORMAT.md)
    std::vector<std::string> topics;  // first = the folder under scenarios/<game>/
    std::vector<Citation> sources;    // document + article; at least one
    std::string cue_waiver;           // `cue_waiver:` why a cue of the audit is acceptable; empty = none

    PositionFormat position_format = PositionFormat::None;
    std::string position_file;        // `position_file:` (a shared SGF/PGN game), as shown in messages
    std::string position_file_name;   // the same as written: relative to the scenario's folder
    // The incident's position as the file gives it (inline, or the text of position_file; empty
    // when it gives none), before check_board() resolves it (a PGN becomes its start FEN and
    // moves_before, no position the initial one). The writer (scenario_writer.hpp) writes this when
    // set, else incident.position (a scenario built in code).
    std::optional<std::string> written_position;
    std::optional<int> cut_at_ply;    // PGN: the timeline starts after this many plies (0 = before the first)
    rules::Incident incident;         // game, rule set, clock, facts, events (the rulings format); after
                                      // loading, its position is what the adjudicator reads: an SGF cut
                                      // at cut_at_ply, or a PGN's start with the moves up to the cut
    // The timeline replayed once, when the scenario is loaded (check_board): the checks rule on it
    // and the trainer's board shows it, frame after frame, without replaying again.
    std::shared_ptr<const rules::Replay> replay;
    std::optional<rules::Answer> expected;  // the ruling the author expects (`expect:`)
    std::size_t expect_line = 0;

    std::vector<ScenarioOption> options;    // multiple choice; exactly one equals the engine's ruling
    std::optional<BuildQuestion> build;     // build the ruling from parts
    std::size_t question_line = 0;

    StartBoard start;                 // filled by check_board()
};

}  // namespace arbiter::content
