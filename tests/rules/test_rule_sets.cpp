#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "engine/rules/adjudicator.hpp"
#include "engine/rules/rule_set.hpp"
#include "tests/rules/incident_builders.hpp"

using namespace arbiter;
using namespace arbiter::rules;

TEST_CASE("the five rule sets of the issue exist, each on a known document") {
    for (const char* id : {"cn-go-1988", "cn-go-2002", "fide-2023-standard", "fide-2023-rapid", "fide-2023-blitz"}) {
        const RuleSet* set = find_rule_set(id);
        REQUIRE_MESSAGE(set, id);
        CHECK(find_document(set->document));
        CHECK(set->title.complete());
    }
    CHECK(find_rule_set("cn-go-1988")->game == GameKind::Go);
    CHECK(find_rule_set("fide-2023-blitz")->game == GameKind::Chess);
    CHECK_FALSE(find_rule_set("fide-2018"));
}

TEST_CASE("every article has a number and a title in all three languages, without repeats") {
    for (const auto& doc : documents()) {
        std::set<std::string> seen;
        CHECK(doc.title.complete());
        for (const auto& a : doc.articles) {
            CHECK_MESSAGE(a.title.complete(), doc.id, " ", a.number);
            CHECK_MESSAGE(seen.insert(std::string(a.number)).second, "repeated ", a.number);
        }
    }
}

TEST_CASE("zh-Hant titles use the arbiter's words, not converter slips") {
    // OpenCC's Taiwan phrases turn 触摸 into 觸控 (touch screens), 循环 into 迴圈 (program loops)
    // and 钟 into the surname 鍾; the titles must say 觸摸, 循環 and 鐘.
    for (const auto& doc : documents())
        for (const auto& a : doc.articles)
            for (const char* slip : {"觸控", "迴圈", "鍾"})
                CHECK_MESSAGE(a.title.zh_hant.find(slip) == std::string::npos, doc.id, " ", a.number, " ", a.title.zh_hant);
}

TEST_CASE("citations resolve to their article's title") {
    const Article* a = resolve({"fide-laws-2023", "6.2.1.1"});
    REQUIRE(a);
    CHECK(a->title.en == "A move that ends the game is completed without a press");
    const Article* ko = resolve({"cn-go-1988", "20.1"});
    REQUIRE(ko);
    CHECK(ko->title.zh_hans == "劫争马上回提：着手无效，弃权一次");
    CHECK(ko->title.zh_hant.find("劫爭") != std::string::npos);
    CHECK_FALSE(resolve({"cn-go-1988", "99"}));
    CHECK_FALSE(resolve({"nonsense", "1"}));
}

TEST_CASE("rule-set options have defaults that differ where the sources differ, and can be overridden") {
    RuleContext standard(*find_rule_set("fide-2023-standard"), {});
    RuleContext rapid(*find_rule_set("fide-2023-rapid"), {});
    CHECK(standard.number("illegal_move_penalty_s") == 120);
    CHECK(rapid.number("illegal_move_penalty_s") == 60);
    CHECK(RuleContext(*find_rule_set("cn-go-1988"), {}).text("play_twice") == "loss");
    CHECK(RuleContext(*find_rule_set("cn-go-2002"), {}).text("play_twice") == "void_and_warning");

    std::vector<LocalizedText> problems;
    RuleContext blitz(*find_rule_set("fide-2023-blitz"),
                      {{"illegal_move_penalty_s", std::int64_t{120}}, {"no_such_option", true}, {"supervised", std::int64_t{3}}},
                      &problems);
    CHECK(blitz.number("illegal_move_penalty_s") == 120);
    CHECK(blitz.flag("supervised"));  // the mistyped override was refused
    CHECK(problems.size() == 2);
}

TEST_CASE("text options accept only their words, the Go defaults follow the 1988 text and 2002 as practised") {
    for (const char* id : {"cn-go-1988", "cn-go-2002"}) {
        CAPTURE(id);
        RuleContext go(*find_rule_set(id), {});
        CHECK(go.text("sending_two_returning_one") == "draw_or_replay");      // 20-3 lists it in both
        CHECK(go.text("minor_sanction") == "warning");
    }
    // 1988 20-1: the retake is void and forfeits the turn. 2002 as practised (24-1, reported
    // rulings; docs/rulings.md): a warning and one stone off the count.
    const RuleContext y1988(*find_rule_set("cn-go-1988"), {}), y2002(*find_rule_set("cn-go-2002"), {});
    CHECK(y1988.text("ko_recapture_penalty") == "forfeit_turn");
    CHECK(y1988.number("ko_stone_deduction") == 0);
    CHECK(y2002.text("ko_recapture_penalty") == "warning");
    CHECK(y2002.number("ko_stone_deduction") == 1);
    CHECK(y1988.number("komi_half_points") == 11);  // 2¾ stones
    CHECK(y2002.number("komi_half_points") == 15);  // 3¾ stones
    CHECK_FALSE(y1988.flag("captures_count_in_byoyomi"));  // 23.4
    CHECK(y2002.flag("captures_count_in_byoyomi"));
    CHECK(RuleContext(*find_rule_set("cn-go-2002"), {}).number("late_limit_lodging_s") == 900);  // 22-2

    std::vector<LocalizedText> problems;
    RuleContext go(*find_rule_set("cn-go-2002"),
                   {{"ko_recapture_penalty", std::string("warning")}, {"sending_two_returning_one", std::string("drawn")},
                    {"minor_sanction", std::string("reprimand")}},
                   &problems);
    CHECK(go.text("ko_recapture_penalty") == "warning");
    CHECK(go.text("sending_two_returning_one") == "draw_or_replay");  // refused, the default stays
    CHECK(go.text("minor_sanction") == "warning");
    REQUIRE(problems.size() == 2);
    CHECK(std::any_of(problems.begin(), problems.end(),
                      [](const LocalizedText& p) { return p.en.find("draw_or_replay|forbidden") != std::string::npos; }));
}

namespace {

// A Go incident under `rule_set` with option overrides, ruled; the problems when it cannot be.
Ruling go_ruling(const char* rule_set, std::map<std::string, FieldValue, std::less<>> options, std::vector<Event> events) {
    Incident inc;
    inc.game = GameKind::Go;
    inc.rule_set = rule_set;
    inc.to_move = Player::Black;
    inc.options = std::move(options);
    inc.events = std::move(events);
    Adjudication a = adjudicate(inc);
    std::string problems;
    for (const auto& p : a.problems) problems += p.en + "\n";
    REQUIRE_MESSAGE(a.ruling, problems);
    return *a.ruling;
}

bool offers(const Ruling& r, const char* option) {
    return std::any_of(r.options.begin(), r.options.end(), [&](const Option& o) { return o.id == option; });
}

}  // namespace

TEST_CASE("chief_may_rule_both_lose is off for 1988 and on for 2002 by default, and decides both places alike") {
    using test::ev;
    using test::s;
    CHECK_FALSE(RuleContext(*find_rule_set("cn-go-1988"), {}).flag("chief_may_rule_both_lose"));
    CHECK(RuleContext(*find_rule_set("cn-go-2002"), {}).flag("chief_may_rule_both_lose"));

    const Event moved_undecided = ev(EventKind::StoneMoved, "1:10:00", {{"from", s("Q4")}, {"to", s("Q5")}, {"agreed", false}});
    const Event moved_both_lose =
        ev(EventKind::StoneMoved, "1:10:00", {{"to", s("Q5")}, {"agreed", false}, {"chief_decision", s("both_lose")}});
    const Event scattered_both_lose = ev(EventKind::StonesScattered, "0:50:00",
                                         {{"cause", s("outside")}, {"reconstructable", false}, {"chief_decision", s("both_lose")}});
    const std::map<std::string, FieldValue, std::less<>> on = {{"chief_may_rule_both_lose", true}};
    const std::map<std::string, FieldValue, std::less<>> off = {{"chief_may_rule_both_lose", false}};

    // A 1988 rule set with the option on: a moved stone (17.3) offers and accepts both_lose, and so
    // does a board scattered beyond rebuilding (17.4) accept it, as 2002 17-5 / 17-6 do.
    CHECK(offers(go_ruling("cn-go-1988", on, {moved_undecided}), "both_lose"));
    CHECK(go_ruling("cn-go-1988", on, {moved_both_lose}).outcome == Outcome::BothLose);
    CHECK(go_ruling("cn-go-1988", on, {scattered_both_lose}).outcome == Outcome::BothLose);

    // The 1988 default: not offered, and the chief arbiter's both_lose is not a ruling the text allows.
    CHECK_FALSE(offers(go_ruling("cn-go-1988", {}, {moved_undecided}), "both_lose"));
    CHECK(go_ruling("cn-go-1988", {}, {moved_both_lose}).outcome == Outcome::ChiefArbiter);
    CHECK(go_ruling("cn-go-1988", {}, {scattered_both_lose}).outcome == Outcome::DrawOrReplay);

    // 2002 with the option turned off behaves as 1988 in both places.
    CHECK_FALSE(offers(go_ruling("cn-go-2002", off, {moved_undecided}), "both_lose"));
    CHECK(go_ruling("cn-go-2002", off, {moved_both_lose}).outcome == Outcome::ChiefArbiter);
    CHECK(go_ruling("cn-go-2002", off, {scattered_both_lose}).outcome == Outcome::DrawOrReplay);
    CHECK(go_ruling("cn-go-2002", {}, {scattered_both_lose}).outcome == Outcome::BothLose);
}

TEST_CASE("what the Go editions rule differently is an option each, with the edition's default, and a 1988 set can take the 2002 rule") {
    using test::ev;
    using test::s;
    using test::t;
    const RuleContext y1988(*find_rule_set("cn-go-1988"), {}), y2002(*find_rule_set("cn-go-2002"), {});
    for (const char* option : {"moved_stone_to_reasonable_point", "take_back_needs_claim_in_time", "slipped_stone_needs_consent",
                               "lodging_venue_limit", "overtime_pass_on_request"}) {
        CAPTURE(option);
        CHECK_FALSE(y1988.flag(option));
        CHECK(y2002.flag(option));
    }
    CHECK(y1988.flag("capture_press_admonition"));  // 23.4: "劝告或警告一次"
    CHECK_FALSE(y2002.flag("capture_press_admonition"));  // 22-6: a warning
    CHECK_FALSE(y1988.cites_go_2002());
    CHECK(y2002.cites_go_2002());

    auto with = [](const char* option, bool value) { return std::map<std::string, FieldValue, std::less<>>{{option, value}}; };
    // Each ruling under 1988, first with the option as 2002 has it, then with the 1988 default.
    const Event moved = ev(EventKind::StoneMoved, "1:10:00", {{"from", s("Q4")}, {"to", s("Q5")}, {"agreed", false}});
    CHECK(offers(go_ruling("cn-go-1988", with("moved_stone_to_reasonable_point", true), {moved}), "reasonable_point"));
    CHECK(offers(go_ruling("cn-go-1988", {}, {moved}), "move_back"));

    const std::vector<Event> claimed_late = {
        ev(EventKind::StoneReplayed, "0:30:00", {{"by", s("black")}, {"from", s("C3")}, {"to", s("D3")}, {"claimed_at", t("0:31:10")}}),
        ev(EventKind::Move, "0:31:00", {{"by", s("white")}, {"move", s("Q16")}})};
    CHECK(go_ruling("cn-go-1988", with("take_back_needs_claim_in_time", true), claimed_late).id == "go.stone-replayed-claim-late");
    CHECK(go_ruling("cn-go-1988", {}, claimed_late).id == "go.stone-replayed");

    const Event slipped = ev(EventKind::StoneReplayed, "3:15:00",
                             {{"by", s("white")}, {"from", s("P14")}, {"to", s("R13")}, {"slipped", true}, {"opponent_consents", false}});
    CHECK(go_ruling("cn-go-1988", with("slipped_stone_needs_consent", true), {slipped}).id == "go.stone-slipped-chief");
    CHECK(go_ruling("cn-go-1988", {}, {slipped}).id == "go.stone-slipped");

    // 14½ minutes late at a lodging venue: within the 1988 limit (15 minutes), beyond a lodging
    // limit of 10 minutes once the rule set has one.
    const Event late = ev(EventKind::LateArrival, "0:14:30", {{"by", s("black")}, {"late_by", t("0:14:30")}, {"venue", s("lodging")}});
    auto lodging = with("lodging_venue_limit", true);
    lodging["late_limit_lodging_s"] = std::int64_t{600};
    CHECK(go_ruling("cn-go-1988", lodging, {late}).id == "go.late-beyond-limit");
    CHECK(go_ruling("cn-go-1988", {}, {late}).id == "go.late-within-limit");

    const Event overtime = ev(EventKind::Overtime, "3:05:00", {{"by", s("black")}, {"requested_pass", true}});
    CHECK(go_ruling("cn-go-1988", with("overtime_pass_on_request", true), {overtime}).id == "go.overtime-pass");
    CHECK(go_ruling("cn-go-1988", {}, {overtime}).id == "go.overtime");

    const Event pressed = ev(EventKind::Move, "0:20:00",
                             {{"by", s("black")}, {"move", s("D4")}, {"press_before_captures_removed", true}, {"sanction", s("admonition")}});
    Incident refused;
    refused.game = GameKind::Go;
    refused.rule_set = "cn-go-1988";
    refused.to_move = Player::Black;
    refused.options = with("capture_press_admonition", false);
    refused.events = {pressed};
    CHECK_FALSE(adjudicate(refused).ruling);  // 22-6 knows no admonition
    const Ruling admonished = go_ruling("cn-go-1988", {}, {pressed});
    REQUIRE(admonished.penalties.size() == 1);
    CHECK(admonished.penalties[0].kind == PenaltyKind::Admonition);
}
