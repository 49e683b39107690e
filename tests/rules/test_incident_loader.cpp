#include <doctest/doctest.h>

#include <fstream>
#include <string>

#include "app/core/content/incident_loader.hpp"

using namespace arbiter;
using namespace arbiter::rules;

namespace {

std::optional<content::LoadedIncident> load_text(const std::string& text, ContentErrors& errors) {
    return content::parse_incident(YAML::Load(text), "test.yaml", errors);
}

bool has_error(const ContentErrors& errors, std::size_t line, std::size_t column, const std::string& part) {
    for (const auto& e : errors)
        if (e.line == line && e.column == column && e.message.find(part) != std::string::npos) return true;
    return false;
}

std::string all(const ContentErrors& errors) {
    std::string out;
    for (const auto& e : errors) out += e.to_string() + "\n";
    return out;
}

}  // namespace

TEST_CASE("an incident file loads with its clock, events and expected ruling") {
    ContentErrors errors;
    auto loaded = content::load_incident_file(std::string(ARBITER_SOURCE_DIR) + "/tests/data/incidents/chess/mate-then-flag.yaml", errors);
    REQUIRE_MESSAGE(loaded, all(errors));
    const Incident& inc = loaded->incident;
    CHECK(inc.id == "chess-mate-then-flag");
    CHECK(inc.game == GameKind::Chess);
    CHECK(inc.rule_set == "fide-2023-standard");
    CHECK(inc.clock.control == "5400+30");
    CHECK(inc.clock.white_left == 2500);
    CHECK(inc.clock.starts_at == 3'732'000);
    REQUIRE(inc.events.size() == 2);
    CHECK(inc.events[0].kind == EventKind::Move);
    CHECK(inc.events[0].at == 3'734'000);
    CHECK(inc.events[0].player("by") == Player::White);
    CHECK(inc.events[0].text("ends_game") == "checkmate");
    CHECK_FALSE(inc.events[0].flag("pressed", true));
    CHECK(inc.events[1].kind == EventKind::FlagFall);
    REQUIRE(loaded->expected);
    CHECK(loaded->expected->outcome == Outcome::WhiteWins);
    CHECK(loaded->expected->articles == std::vector<std::string>{"5.1.1", "6.2.1.1", "6.9"});
    CHECK(loaded->expected->penalties_stated);
    CHECK(loaded->expected->penalties.empty());
}

TEST_CASE("mistakes are reported with line and column, all of them, not just the first") {
    ContentErrors errors;
    auto loaded = load_text(R"(game: go
rules: cn-go-1988
events:
  - {type: move, by: black, move: D4, presed: false}
  - {type: flag_fall, player: white}
  - {type: stone_moved, to: D5}
  - {type: move, by: blue, move: D5}
  - {type: wrong_capture, by: white, at: "1:61"}
  - {type: stones_scattered, cause: wind, reconstructable: true}
  - {type: teleport}
expect: {outcome: white_win}
)",
                            errors);
    CHECK_FALSE(loaded);
    INFO(all(errors));
    CHECK(has_error(errors, 4, 39, "unknown field 'presed'"));
    CHECK(has_error(errors, 6, 5, "needs 'agreed'"));
    CHECK(has_error(errors, 7, 22, "white or black"));
    CHECK(has_error(errors, 8, 42, "must be a time"));
    CHECK(has_error(errors, 9, 37, "must be one of outside,accident,deliberate"));
    CHECK(has_error(errors, 10, 12, "unknown event type 'teleport'"));
    CHECK(has_error(errors, 11, 19, "unknown outcome 'white_win'"));
    // A field that is present but wrong is reported once, not again as missing.
    CHECK_FALSE(has_error(errors, 7, 5, "needs 'by'"));
    CHECK(errors.size() == 7);
}

TEST_CASE("events belong to their game, come in time order, and the incident names its rules") {
    ContentErrors errors;
    CHECK_FALSE(load_text(R"(game: chess
events:
  - {at: "10:00", type: stone_moved, agreed: true}
  - {at: "9:00", type: resign, by: white}
)",
                          errors));
    INFO(all(errors));
    CHECK(has_error(errors, 3, 25, "does not exist in chess"));
    CHECK(has_error(errors, 4, 5, "time order"));
    CHECK(has_error(errors, 1, 1, "needs 'rules'"));
}

TEST_CASE("a scenario file with an incident inside loads the incident and its expectation") {
    const std::string path = "/tmp/arbiter-rules-scenario-test.yaml";
    {
        std::ofstream out(path);
        out << "id: s1\nprompt: What now\nincident:\n  game: go\n  rules: cn-go-1988\n"
               "  events:\n    - {type: move, by: black, move: Q16, legal: false, reason: ko_recapture}\n"
               "expect:\n  outcome: continues\n  penalties: [{player: black, kind: forfeit_turn}]\n";
    }
    ContentErrors errors;
    auto loaded = content::load_incident_file(path, errors);
    REQUIRE_MESSAGE(loaded, all(errors));
    CHECK(loaded->incident.game == GameKind::Go);
    CHECK(loaded->incident.events.at(0).text("reason") == "ko_recapture");
    REQUIRE(loaded->expected);
    CHECK(loaded->expected->penalties_stated);
    CHECK(loaded->expected->penalties.at(0).kind == PenaltyKind::ForfeitTurn);
    std::remove(path.c_str());
}

TEST_CASE("a file that is not YAML reports where it broke") {
    const std::string path = "/tmp/arbiter-rules-broken-test.yaml";
    {
        std::ofstream out(path);
        out << "game: go\nevents: [ {type: pass\n";
    }
    ContentErrors errors;
    CHECK_FALSE(content::load_incident_file(path, errors));
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].line >= 2);
    std::remove(path.c_str());
    errors.clear();
    CHECK_FALSE(content::load_incident_file("/nonexistent/x.yaml", errors));
    CHECK(errors.at(0).message == "cannot open the file");
}
