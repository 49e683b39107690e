// Internal to the adjudicator: the state carried along the timeline and the helpers that add
// parts to the ruling. The chess_*_rulings.cpp files (chess_rulings.hpp lists them) and the
// go_*_rulings.cpp files (go_rulings.hpp) hold the per-game articles, each game's dispatcher
// (chess_event, go_event) sending every event kind to one function.
#pragma once

#include <array>
#include <initializer_list>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/clock/chess_clock.hpp"
#include "engine/clock/go_clock.hpp"
#include "engine/rules/adjudicator.hpp"
#include "engine/rules/replay.hpp"
#include "engine/rules/rule_set.hpp"
#include "engine/rules/sentence.hpp"

namespace arbiter::rules::detail {

// What one event contributes.
struct Part {
    std::string id;
    std::optional<Outcome> outcome;          // set when the event decides the game
    std::vector<Citation> outcome_citations;
    std::vector<Penalty> penalties;
    std::vector<Correction> corrections;
    std::vector<Option> options;
    LocalizedText sentence;
};

class State {
public:
    State(const Incident& incident, const Replay& replay, const RuleSet& rule_set, std::vector<LocalizedText>& problems);

    const Incident& incident;                // as the author wrote it (the replay's facts are in `replay`)
    const Replay& replay;                    // the one replay of the timeline (replay.hpp)
    RuleContext rules;
    std::size_t current = 0;                 // the event being ruled on
    std::array<int, 2> issued_warnings{};    // warnings this ruling gives (the replay counts earlier ones)
    bool over = false;
    std::string ending_id;                   // the part that ended the game
    std::size_t ending_corrections = 0;      // where that part's corrections begin in ruling.corrections
    std::optional<clock::Millis> ended_at;
    Ruling ruling;
    std::vector<LocalizedText> sentences;
    // A Guidelines III.5 claim the arbiter postponed: its event, decided at the claimant's flag fall.
    std::optional<std::size_t> postponed_quickplay;

    // The moment just before the current event (board, clocks, turn) and just after it.
    const Moment& before() const { return replay.before(current); }
    const Moment& after() const { return replay.steps[current].after; }
    // What the replay found about the current event (replay.hpp): the derived facts a ruling turns on.
    const ChessFacts& chess_facts() const { return replay.steps[current].chess; }
    const GoFacts& go_facts() const { return replay.steps[current].go; }
    // The chess clock as it stood before the current event (absent without a control).
    const clock::ChessClock* chess_clock() const { return before().clocks.chess ? &*before().clocks.chess : nullptr; }
    int warnings(Player p) const { return after().warnings[idx(p)] + issued_warnings[idx(p)]; }

    Citation cite(std::string_view article) const { return rules.cite(article); }
    // Cites another document (Go 2002 topics whose text was not recovered use the 1988 article).
    static Citation cite_in(std::string_view document, std::string_view article) {
        return {std::string(document), std::string(article)};
    }
    // Whether `p` can still mate at the current event `at`: the author's fact, else the replay's search
    // (ChessFacts::can_mate); an undecided search asks the file for the fact.
    bool can_mate(Player p, const Event& at) const;
    // What stops a ruling found while ruling: a fact the ruling turns on that the file must state.
    void problem(LocalizedText text) const {
        if (problems_) problems_->push_back(std::move(text));
    }
    // Known not to be able to mate at the current event (the author's fact, or a decided search):
    // never asks for a fact.
    bool surely_cannot_mate(Player p) const;
    // Records a fact; a later value of the same fact replaces the earlier one.
    void fact(std::string key, std::string value) {
        for (auto& f : ruling.facts)
            if (f.key == key) {
                f.value = std::move(value);
                return;
            }
        ruling.facts.push_back({std::move(key), std::move(value)});
    }

    // Adds a part to the ruling: its outcome (ending the game), penalties, corrections, sentence.
    void add(Part part, const Event& event);
    // A warning to `p` with its citations; the second warning in a Go game loses (1988 25.2).
    void warn(Part& part, Player p, std::vector<Citation> citations);
    static std::size_t idx(Player p) { return static_cast<std::size_t>(p); }

private:
    std::vector<LocalizedText>* problems_;   // what stops a ruling found while ruling (an undecided can-mate)
};

// FIDE 12.9 leaves the penalty to the arbiter. The ruling names the usual choice for a first
// offence of the kind (a warning) and grades every other choice of the menu as right: time added
// to the opponent, time off the offender's clock, or "a penalty of the arbiter's choice"
// (Penalty::also_allowed; State::add fills it for any penalty citing 12.9). `citations` are the
// rule broken, the article that sends it to 12.9 where there is one (11.6, 6.11.4, 7.4.3), and 12.9.
Penalty menu_12_9(Player offender, std::vector<Citation> citations);
// `p` loses the game: the outcome and the penalty, both with `cites` (either game).
void lose(Part& part, Player p, std::vector<Citation> cites);
// The sentence naming the menu: usually a warning, time to {opponent} or off {player}'s clock as open to him.
LocalizedText menu_12_9_words(Player offender);

void chess_event(State& s, const Event& e);
void go_event(State& s, const Event& e);
// Go: the running player's byo-yomi ran out (the replay found it from the clock alone).
void go_count_out(State& s, const CountOut& out);  // go_time_rulings.cpp
// The article that settles a timeline in which nothing needed a ruling.
std::vector<Citation> settling_citations(const State& s);
// Events after the game ended: kept in the explanation, no effect on the result.
void after_end(State& s, const Event& e);
// A ruling that ends the game keeps no correction that acts on the board, the clock or the play
// to come (acts_on_play): there is no play left for it. Says so in the explanation.
void nothing_after_the_end(State& s);

}  // namespace arbiter::rules::detail
