// The table of rulings: every incident under tests/data/incidents states the ruling its author
// derived from the rules (outcome, penalties, corrections, articles, ruling id) and the engine
// must agree exactly. The "must be right" list of the issue names the files that cover it.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "app/core/content/incident_loader.hpp"
#include "app/core/content/ruling_json.hpp"
#include "engine/rules/adjudicator.hpp"
#include "engine/rules/grading.hpp"
#include "engine/rules/rule_set.hpp"

using namespace arbiter;
using namespace arbiter::rules;

namespace {

const std::filesystem::path kIncidents = std::filesystem::path(ARBITER_SOURCE_DIR) / "tests/data/incidents";

std::vector<std::filesystem::path> incident_files() {
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(kIncidents))
        if (entry.is_regular_file() && entry.path().extension() == ".yaml") files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    return files;
}

struct Judged {
    content::LoadedIncident loaded;
    Ruling ruling;
};

Judged judge(const std::filesystem::path& file) {
    ContentErrors errors;
    auto loaded = content::load_incident_file(file, errors);
    std::string messages;
    for (const auto& e : errors) messages += e.to_string() + "\n";
    REQUIRE_MESSAGE(loaded, messages);
    Adjudication adj = adjudicate(loaded->incident);
    std::string problems;
    for (const auto& p : adj.problems) problems += p.en + "\n";
    REQUIRE_MESSAGE(adj.ruling, file.string(), ": ", problems);
    return {std::move(*loaded), std::move(*adj.ruling)};
}

}  // namespace

TEST_CASE("every incident in the table gets exactly the ruling its author expects") {
    const auto files = incident_files();
    REQUIRE(files.size() >= 60);
    for (const auto& file : files) {
        CAPTURE(file.string());
        Judged j = judge(file);
        REQUIRE_MESSAGE(j.loaded.expected, "every table entry states its expected ruling");
        const Answer& expected = *j.loaded.expected;
        CHECK_MESSAGE(expected.ruling_id, "every table entry names its ruling id");
        CHECK_MESSAGE(expected.articles_stated, "every table entry lists its articles");
        const Grade g = grade(expected, j.ruling);
        CHECK_MESSAGE(g.exact, file.filename().string(), "\nengine: ", content::ruling_to_json(j.ruling).dump(true),
                      "\ngrade: ", content::grade_to_json(g).dump());
    }
}

TEST_CASE("the issue's must-be-right list is covered by named table entries") {
    // {file, ruling id}: the id pins the reason, the file's `expect:` pins outcome and articles.
    const std::vector<std::pair<const char*, const char*>> must = {
        {"chess/mate-then-flag", "chess.mate-beats-flag"},                  // 5.1.1, 6.2.1.1
        {"chess/flag-seen-before-mate", "chess.flag-before-mate"},          // 6.9
        {"chess/flag-claimed-before-mate-bare-king", "chess.flag-fall-cannot-mate"},  // 6.9
        {"chess/both-flags-indicator", "chess.both-flags-first-known"},
        {"chess/both-flags-from-clock", "chess.both-flags-first-known"},
        {"chess/both-flags-unknown-last-period", "chess.both-flags-unknown-last-period"},
        {"chess/illegal-move-first-standard", "chess.illegal-move"},        // 7.5
        {"chess/illegal-move-first-rapid", "chess.illegal-move"},           // A.4
        {"chess/illegal-move-first-blitz", "chess.illegal-move"},           // B
        {"chess/illegal-move-second-standard", "chess.second-illegal-move"},
        {"chess/illegal-move-second-rapid", "chess.second-illegal-move"},
        {"chess/illegal-move-second-blitz", "chess.second-illegal-move"},
        {"chess/illegal-move-first-rapid-unsupervised", "chess.illegal-move"},  // A.5
        {"chess/illegal-move-first-blitz-unsupervised", "chess.illegal-move"},  // B.3
        {"chess/illegal-move-stands-unsupervised", "chess.illegal-move-stands"},  // A.5.2
        {"chess/illegal-move-not-completed", "chess.illegal-move-not-completed"},
        {"chess/touch-own-piece", "chess.touch-own"},                       // 4.3
        {"chess/touch-king-then-rook", "chess.touch-must-castle"},          // 4.4
        {"chess/touch-king-rook-castling-illegal-king-stuck", "chess.touch-castling-illegal-king-stuck"},  // 4.4.3
        {"chess/pieces-displaced", "chess.pieces-displaced"},               // 7.4
        {"chess/pieces-displaced-clock-pressed", "chess.pieces-displaced-pressed"},
        {"chess/threefold-claim-correct", "chess.threefold-correct"},       // 9.2
        {"chess/threefold-claim-incorrect", "chess.threefold-incorrect"},   // 9.5
        {"chess/fifty-move-claim-correct", "chess.fifty-move-correct"},
        {"chess/fivefold-automatic", "chess.automatic-draw"},               // 9.6
        {"chess/seventy-five-moves-automatic", "chess.automatic-draw"},
        {"chess/resignation-cannot-mate", "chess.resignation-cannot-mate"},  // 5.1.2
        {"chess/phone-rings", "chess.phone"},                               // 11.3
        {"chess/late-beyond-default", "chess.late-default"},                // 6.7
        {"chess/pawn-not-promoted", "chess.pawn-not-promoted"},
        {"go/play-twice-1988", "go.play-twice"},                            // 17
        {"go/play-twice-2002", "go.play-twice"},
        {"go/stone-replayed", "go.stone-replayed"},
        {"go/stone-moved-agreed", "go.stone-moved-agreed"},
        {"go/stone-moved-disputed", "go.stone-moved-disputed"},
        {"go/stone-moved-intentional", "go.stone-moved-intentional"},
        {"go/scattered-accident-cannot-rebuild", "go.scattered-accident-lost"},
        {"go/wrong-capture", "go.wrong-capture"},                           // 18
        {"go/forbidden-point", "go.forbidden-point"},                       // 19
        {"go/ko-recapture", "go.ko-recapture"},                             // 20
        {"go/triple-ko", "go.cycle"},
        {"go/eternal-life", "go.cycle"},
        {"go/sending-two-returning-one", "go.cycle"},
        {"go/sealed-move-occupied", "go.sealed-occupied"},                  // 22
        {"go/late-beyond-limit", "go.late-beyond-limit"},                   // 23
        {"go/capture-then-press", "go.press-before-removing-captures"},
        {"go/overtime", "go.overtime"},
        {"go/overtime-from-clock", "go.overtime"},
        {"go/second-warning-loses", "go.second-warning"},                   // 25
        {"go/left-game-1988", "go.left-game"},                              // 24.1
        {"go/left-game-second-warning", "go.second-warning"},               // 24.1 + 25.2
        {"go/left-game-excused", "go.left-game-excused"},
        {"go/capture-then-press-admonition", "go.press-before-removing-captures"},  // 23.4 劝告
        {"go/disturbance-admonition-option", "go.disturbance"},             // 24.2 劝告
        {"go/late-lodging-beyond-limit-2002", "go.late-beyond-limit"},      // 2002 22.2
        {"go/late-lodging-within-limit-2002", "go.late-within-limit"},
        {"go/stone-slipped-no-consent-2002", "go.stone-slipped-chief"},     // 2002 17.3
        {"go/stone-slipped-chief-stands-2002", "go.stone-slipped-chief"},
        {"go/stone-slipped-consent-2002", "go.stone-slipped"},
        {"go/sending-two-returning-one-2002", "go.cycle"},                  // 2002 20.3 (the default)
        {"go/sending-two-returning-one-forbidden", "go.cycle"},             // CWA intent (option)
        {"go/ko-recapture-practice-warning-stone", "go.ko-recapture"},      // practice (options)
        {"go/overtime-from-clock", "go.overtime"},                          // 12.1 with 12.2, 23.5
        {"go/flag-claim-removal-not-counted", "go.time-claim-rejected"},    // 23.4 (removal not counted)
        {"go/capture-time-counted-2002", "go.overtime"},                    // 2002: removal counted
        {"go/capture-time-in-main-time", "go.no-irregularity"},            // 23.4 applies in byo-yomi only
        {"go/count-contestable-points-seki", "go.count"},                   // 21.2
        {"go/cannot-end-ko-after-passes", "go.repetition-no-bar-to-end"},   // 20.4
        {"go/life-claim-real-dispute", "go.dead-stone-dispute"},            // 20.2 does not apply: 21.3
        {"go/triple-ko-life-claim", "go.cycle"},                             // 21.3 then 20.3, not 20.2
    };
    for (const auto& [name, id] : must) {
        CAPTURE(name);
        const auto file = kIncidents / (std::string(name) + ".yaml");
        REQUIRE(std::filesystem::exists(file));
        CHECK(judge(file).ruling.id == id);
    }
}

TEST_CASE("at least 40 distinct kinds of incident, across both games") {
    std::set<std::string> ids;
    for (const auto& file : incident_files()) ids.insert(judge(file).ruling.id);
    CHECK(ids.size() >= 40);
    CHECK(std::count_if(ids.begin(), ids.end(), [](const std::string& id) { return id.rfind("go.", 0) == 0; }) >= 20);
    CHECK(std::count_if(ids.begin(), ids.end(), [](const std::string& id) { return id.rfind("chess.", 0) == 0; }) >= 20);
}

TEST_CASE("every ruling cites real articles and explains itself in all three languages") {
    for (const auto& file : incident_files()) {
        CAPTURE(file.string());
        const Ruling r = judge(file).ruling;
        for (const auto& c : r.all_citations()) CHECK_MESSAGE(resolve(c), c.document, " ", c.article);
        // Every part of a ruling carries a citation.
        for (const auto& p : r.penalties) CHECK_FALSE(p.citations.empty());
        for (const auto& c : r.corrections) CHECK_FALSE(c.citations.empty());
        if (r.outcome != Outcome::Continues || !r.outcome_citations.empty()) CHECK_FALSE(r.outcome_citations.empty());
        CHECK(r.explanation.complete());
        for (Language l : kAllLanguages) {
            const std::string& t = r.explanation.get(l);
            CHECK_MESSAGE(t.find("{p}") == std::string::npos, t);
            CHECK_MESSAGE(t.find("{o}") == std::string::npos, t);
            CHECK_MESSAGE(t.find("{t}") == std::string::npos, t);
            CHECK_MESSAGE(t.find("{s}") == std::string::npos, t);
        }
    }
}

TEST_CASE("the explanation is built from the facts of the timeline") {
    const Ruling mate = judge(kIncidents / "chess/mate-then-flag.yaml").ruling;
    CHECK(mate.fact("checkmate_at")->value == "1:02:14");
    CHECK(mate.explanation.en.find("1:02:14") != std::string::npos);
    CHECK(mate.explanation.en.find("completed without a press") != std::string::npos);
    CHECK(mate.explanation.en.find("1:02:15") != std::string::npos);
    CHECK(mate.explanation.zh_hans.find("无须按钟") != std::string::npos);
    // The rule is stated once, where the unpressed mate is described, not again at the flag.
    const auto first = mate.explanation.zh_hans.find("无须按钟");
    CHECK(mate.explanation.zh_hans.find("无须按钟", first + 1) == std::string::npos);

    const Ruling flags = judge(kIncidents / "chess/both-flags-from-clock.yaml").ruling;
    CHECK(flags.fact("flags_fell_at")->value == "white 0:09, black 0:07");

    const Ruling go = judge(kIncidents / "go/overtime-from-clock.yaml").ruling;
    CHECK(go.fact("lost_on_time_at")->value == "3:01:00");
    CHECK(go.fact("count_out")->value.find("10，超时判负") != std::string::npos);
    CHECK(go.explanation.zh_hant.find("超時判負") != std::string::npos);
}

TEST_CASE("the ruling records how many warnings each player has") {
    const Ruling r = judge(kIncidents / "go/two-warnings-in-one-timeline.yaml").ruling;
    REQUIRE(r.fact("warnings_white"));
    CHECK(r.fact("warnings_white")->value == "2");
    CHECK(r.parts == std::vector<std::string>{"go.stone-replayed", "go.second-warning"});
    const Ruling one = judge(kIncidents / "go/wrong-capture.yaml").ruling;
    CHECK(one.fact("warnings_black")->value == "1");
}

TEST_CASE("an admonition is not a warning: it neither counts towards 25.2 nor sets the warning count") {
    const Ruling r = judge(kIncidents / "go/disturbance-admonition-option.yaml").ruling;
    CHECK(r.outcome == Outcome::Continues);
    CHECK(r.fact("warnings_white")->value == "1");  // only the earlier warning
    CHECK(r.explanation.zh_hans.find("劝告") != std::string::npos);
    CHECK(r.explanation.zh_hant.find("勸告") != std::string::npos);
}

TEST_CASE("under the ko practice the offender keeps the move, under the text he forfeits it") {
    // The practice file plays Black's stone right after the void retake: not a second move in a row.
    const Ruling practice = judge(kIncidents / "go/ko-recapture-practice-warning-stone.yaml").ruling;
    CHECK(practice.parts == std::vector<std::string>{"go.ko-recapture"});
    CHECK(practice.fact("warnings_black")->value == "1");
    // The same three events under the text: the retake forfeits the turn, so Black's next stone is
    // his second in a row.
    ContentErrors errors;
    auto loaded = content::load_incident_file(kIncidents / "go/ko-recapture-practice-warning-stone.yaml", errors);
    REQUIRE(loaded);
    loaded->incident.options = {{"ko_recapture_penalty", std::string("forfeit_turn")}, {"ko_stone_deduction", std::int64_t{0}}};
    const Adjudication text = adjudicate(loaded->incident);
    REQUIRE(text.ruling);
    CHECK(text.ruling->parts == std::vector<std::string>{"go.ko-recapture", "go.play-twice"});
}

TEST_CASE("the chief arbiter's choices for a dropped stone under 2002 17-3") {
    const Ruling r = judge(kIncidents / "go/stone-slipped-no-consent-2002.yaml").ruling;
    REQUIRE(r.options.size() == 2);
    CHECK(r.options[0].id == "stands");
    CHECK(r.options[0].correction == CorrectionKind::AcceptMovedStone);
    CHECK(r.options[1].id == "replace");
    CHECK(r.options[1].correction == CorrectionKind::ChooseAnyPoint);
    CHECK(r.penalties.empty());
}

TEST_CASE("fields that only some options can use are checked") {
    Incident s2r1;
    s2r1.game = GameKind::Go;
    s2r1.rule_set = "cn-go-2002";
    s2r1.options["sending_two_returning_one"] = std::string("forbidden");
    Event cycle;
    cycle.kind = EventKind::GameCycle;
    cycle.set("cycle", std::string("sending_two_returning_one"));
    s2r1.events.push_back(cycle);
    const Adjudication without_by = adjudicate(s2r1);
    CHECK_FALSE(without_by.ruling);
    REQUIRE(without_by.problems.size() == 1);
    CHECK(without_by.problems[0].en.find("'by'") != std::string::npos);

    Incident press;
    press.game = GameKind::Go;
    press.rule_set = "cn-go-2002";
    Event move;
    move.kind = EventKind::Move;
    move.set("by", std::string("black")).set("move", std::string("F5")).set("press_before_captures_removed", true);
    move.set("sanction", std::string("admonition"));
    press.events.push_back(move);
    CHECK_FALSE(adjudicate(press).ruling);  // 2002 22-6 names a warning only
    press.rule_set = "cn-go-1988";
    const Adjudication in_1988 = adjudicate(press);
    REQUIRE(in_1988.ruling);
    CHECK(in_1988.ruling->penalties.at(0).kind == PenaltyKind::Admonition);
}

namespace {

bool cites(const Ruling& r, const char* document, const char* article) {
    const auto all = r.all_citations();
    return std::find(all.begin(), all.end(), Citation{document, article}) != all.end();
}

}  // namespace

TEST_CASE("the 1988 end-of-game and byo-yomi articles show the facts they turn on") {
    // 12.1: a loss on time cites the rule broken beside the sanction.
    const Ruling lost = judge(kIncidents / "go/overtime-from-clock.yaml").ruling;
    CHECK(cites(lost, "cn-go-1988", "12.1"));
    CHECK(cites(lost, "cn-go-1988", "23.5"));

    // 23.4: the 20 s of removal are left out; counted, they would have lost the game.
    const Ruling kept = judge(kIncidents / "go/flag-claim-removal-not-counted.yaml").ruling;
    CHECK(cites(kept, "cn-go-1988", "23.4"));
    CHECK(kept.explanation.zh_hans.find("提子不计时间") != std::string::npos);
    const Ruling counted = judge(kIncidents / "go/capture-time-counted-2002.yaml").ruling;
    CHECK(counted.fact("lost_on_time_at")->value == "3:01:00");
    CHECK_FALSE(cites(judge(kIncidents / "go/capture-time-in-main-time.yaml").ruling, "cn-go-1988", "23.4"));

    // 21.2: the open points are named and split.
    const Ruling count = judge(kIncidents / "go/count-contestable-points-seki.yaml").ruling;
    REQUIRE(count.fact("shared_points"));
    CHECK(count.fact("shared_points")->value == "E5, E4");
    CHECK(count.fact("result")->value == "B+¾");
    CHECK(count.explanation.zh_hant.find("按雙活處理") != std::string::npos);
    // A board without open points cites no 21.2.
    CHECK_FALSE(cites(judge(kIncidents / "go/count-after-end-confirmed-1988.yaml").ruling, "cn-go-1988", "21.2"));

    // 20.4: the move that would repeat the board is found from the claimed sequence.
    const Ruling endless = judge(kIncidents / "go/cannot-end-ko-after-passes.yaml").ruling;
    REQUIRE(endless.fact("repeats_at"));
    CHECK(endless.fact("repeats_at")->value == "4: white B3");

    // 20.3, not 20.2: the triple-ko race is a cycle both sides keep going; one that dies without
    // any repetition is no false life.
    CHECK(judge(kIncidents / "go/triple-ko-life-claim.yaml").ruling.fact("group_life")->value == "mutual_cycle");
    CHECK(judge(kIncidents / "go/life-claim-real-dispute.yaml").ruling.fact("group_life")->value == "dead");
}
