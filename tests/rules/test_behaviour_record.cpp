// The behaviour record: what the engine rules, in full, for every scenario of the library, every
// reference incident and the generated incidents (tests/support/incident_generator.hpp), compared
// with the record kept in tests/data/behaviour/rulings.tsv. It is there so that restructuring the
// engine (issue 36: typed replay facts, chess rulings split by family, one text filler) is shown to
// change nothing a candidate can see.
//
// Each item's record line holds a digest of everything the engine gives for it: the ruling as the
// CLI writes it (ruling_to_json: parts, outcome, penalties, corrections, options, articles, facts,
// the explanation in zh-Hans, zh-Hant and en), the ruling id of the decisive part, the problems
// that stop a ruling (three languages), and the arbiter's intervention windows with their text
// (three languages). The id and outcome are written out beside the digest, so a diff of the record
// says which items moved and how.
//
// A change that is meant (a ruling corrected by the Laws, a sentence reworded, a new scenario) is
// recorded again on purpose:
//     ARBITER_RECORD_BEHAVIOUR=1 build-test/bin/rules_tests -ts=library -tc='behaviour record*'
// and the diff of rulings.tsv goes into the same commit, where a reviewer sees what moved. Items
// that are new since the record (a scenario added) are listed but do not fail; an item that is
// recorded and now gives something else, or is gone, fails with its current text.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "app/core/content/incident_loader.hpp"
#include "app/core/content/ruling_json.hpp"
#include "app/core/json.hpp"
#include "app/core/sha256.hpp"
#include "engine/core/seeded_random.hpp"
#include "engine/go/counting_drills.hpp"
#include "engine/rules/adjudicator.hpp"
#include "engine/rules/intervention_windows.hpp"
#include "engine/rules/replay.hpp"
#include "engine/rules/rule_set.hpp"
#include "engine/tournament/drills.hpp"
#include "engine/tournament/swiss/pairing_drill.hpp"
#include "tests/support/incident_generator.hpp"
#include "tests/support/shared_content.hpp"

using namespace arbiter;
using namespace arbiter::rules;
namespace fs = std::filesystem;

namespace {

const fs::path kRecordFile = fs::path(ARBITER_SOURCE_DIR) / "tests/data/behaviour/rulings.tsv";
const fs::path kDrillRecordFile = fs::path(ARBITER_SOURCE_DIR) / "tests/data/behaviour/drills.tsv";

json::Value text_json(const LocalizedText& t) {
    auto out = json::object();
    for (Language l : kAllLanguages) out.set(std::string(language_tag(l)), t.get(l));
    return out;
}

json::Value windows_json(const InterventionTimeline& timeline) {
    auto windows = json::array();
    for (const auto& w : timeline.windows) {
        auto item = json::object();
        item.set("from", w.from);
        if (w.until) item.set("until", *w.until);
        item.set("duty", std::string(duty_word(w.duty)));
        item.set("action", std::string(action_word(w.action)));
        auto articles = json::array();
        for (const auto& c : w.articles) articles.push(c.document + " " + c.article);
        item.set("articles", std::move(articles));
        if (w.event != kNoEvent) item.set("event", static_cast<std::int64_t>(w.event));
        if (w.player) item.set("player", std::string(player_name(*w.player)));
        if (!w.call.empty()) item.set("call", w.call);
        item.set("what", text_json(w.what));
        windows.push(std::move(item));
    }
    auto out = json::object();
    out.set("windows", std::move(windows));
    if (timeline.game_ends) out.set("game_ends", *timeline.game_ends);
    return out;
}

struct Behaviour {
    std::string summary;  // "<ruling id> <outcome>", or "refused"
    std::string full;     // everything, as JSON text
};

Behaviour behaviour_of(const Incident& incident) {
    const Adjudication a = adjudicate(incident);
    auto all = json::object();
    Behaviour out;
    if (a.ruling) {
        all.set("ruling", content::ruling_to_json(*a.ruling));
        if (a.ruling->decided_at) all.set("decided_at", static_cast<std::int64_t>(*a.ruling->decided_at));
        out.summary = a.ruling->id + " " + std::string(outcome_name(a.ruling->outcome));
    } else {
        out.summary = "refused";
    }
    auto problems = json::array();
    for (const auto& p : a.problems) problems.push(text_json(p));
    all.set("problems", std::move(problems));
    if (a.ruling) all.set("interventions", windows_json(intervention_windows(incident)));
    out.full = all.dump(true);
    return out;
}

struct RecordLine {
    std::string summary;
    std::string digest;
};

// name → (summary, digest); names are unique (a file path, or "generated #n rule-set").
std::map<std::string, RecordLine> read_record(const fs::path& file) {
    std::map<std::string, RecordLine> out;
    std::ifstream in(file);
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        const auto t1 = line.find('\t'), t2 = line.find('\t', t1 + 1);
        REQUIRE_MESSAGE(t2 != std::string::npos, file.string() << ": not name<TAB>summary<TAB>digest: " << line);
        out[line.substr(0, t1)] = {line.substr(t1 + 1, t2 - t1 - 1), line.substr(t2 + 1)};
    }
    return out;
}

// Every item, in a fixed order: scenarios, reference incidents, generated incidents.
std::vector<std::pair<std::string, Incident>> every_item() {
    std::vector<std::pair<std::string, Incident>> items;
    const content::ScenarioLoad& load = test::repository_scenarios();
    for (const auto& e : load.errors) FAIL_CHECK(e.to_string());
    for (const auto& s : load.scenarios) items.emplace_back(s.file, s.incident);
    std::vector<fs::path> files;
    for (const auto& entry : fs::recursive_directory_iterator(fs::path(ARBITER_SOURCE_DIR) / "tests/data/incidents"))
        if (entry.path().extension() == ".yaml") files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    for (const auto& file : files) {
        ContentErrors errors;
        const auto loaded = content::load_incident_file(file, errors);
        if (loaded) items.emplace_back(fs::relative(file, ARBITER_SOURCE_DIR).generic_string(), loaded->incident);
    }
    SeededRandom rng{20261204};
    constexpr int kGenerated = 900;
    for (int i = 0; i < kGenerated; ++i) {
        const RuleSet& rule_set = rule_sets()[static_cast<std::size_t>(i) % rule_sets().size()];
        Incident inc = test::random_incident(rng, rule_set);
        items.emplace_back("generated #" + std::to_string(i) + " " + inc.rule_set, std::move(inc));
    }
    return items;
}

// The generated questions' words (tournament and counting drills, the Swiss pairing drill's
// feedback), in three languages, with the answer: what the same kind of restructuring (one text
// filler for the engine) must leave as it was. name → the drill's whole text as JSON.
std::vector<std::pair<std::string, std::string>> every_drill() {
    std::vector<std::pair<std::string, std::string>> out;
    constexpr int kEach = 25;
    for (const tournament::DrillKind kind : tournament::kAllDrillKinds)
        for (const auto& d : tournament::generate_drills(kind, 20261205, kEach)) {
            auto all = json::object();
            all.set("question", text_json(d.question));
            all.set("explanation", text_json(d.explanation));
            all.set("answer", d.answer);
            all.set("tolerance", d.tolerance);
            out.emplace_back(std::string(tournament::drill_kind_code(kind)) + " " + std::to_string(d.seed), all.dump(true));
        }
    for (const go::CountingDrillKind kind : go::kAllCountingDrillKinds)
        for (const auto& d : go::generate_counting_drills(kind, 20261205, kEach)) {
            auto all = json::object();
            all.set("question", text_json(d.question));
            all.set("explanation", text_json(d.explanation));
            all.set("answer", d.answer);
            out.emplace_back(std::string(go::counting_drill_code(kind)) + " " + std::to_string(d.seed), all.dump(true));
        }
    // The pairing drill's feedback: to an empty answer (every board missed, with its reason) and to
    // the right boards turned one place (wrong pairs, each with why).
    for (std::uint64_t seed = 1; seed <= kEach; ++seed) {
        const auto drill = tournament::swiss::generate_pairing_drill(seed);
        auto boards = tournament::swiss::drill_boards(drill);
        auto all = json::object();
        auto texts = json::array();
        const auto add_grade = [&](const tournament::swiss::PairingGrade& g) {
            for (const auto& f : g.feedback)
                for (const auto& why : f.why) texts.push(text_json(why));
            for (const auto& t : g.missed) texts.push(text_json(t));
            for (const auto& t : g.problems) texts.push(text_json(t));
        };
        add_grade(tournament::swiss::grade_pairing_drill(drill, {}));
        for (std::size_t i = 0; i + 1 < boards.size(); i += 2) std::swap(boards[i].black, boards[i + 1].black);
        add_grade(tournament::swiss::grade_pairing_drill(drill, boards));
        all.set("feedback", std::move(texts));
        out.emplace_back("pairing " + std::to_string(seed), all.dump(true));
    }
    return out;
}

}  // namespace

TEST_CASE("behaviour record: the drills' questions, worked answers and feedback are as recorded" * doctest::test_suite("library")) {
    const auto drills = every_drill();
    const char* record_env = std::getenv("ARBITER_RECORD_BEHAVIOUR");
    if (record_env && std::string(record_env) == "1") {
        std::ofstream out(kDrillRecordFile);
        out << "# The drills' words and answers: name, length of their text, digest (tests/rules/test_behaviour_record.cpp).\n";
        for (const auto& [name, text] : drills) out << name << '\t' << text.size() << '\t' << sha256_hex(text).substr(0, 20) << '\n';
        MESSAGE("recorded " << drills.size() << " drills in " << kDrillRecordFile.string());
        return;
    }
    const auto record = read_record(kDrillRecordFile);
    REQUIRE_MESSAGE(record.size() == drills.size(), kDrillRecordFile.string() << " holds " << record.size() << " drills, "
                                                                             << drills.size() << " are made");
    for (const auto& [name, text] : drills) {
        const auto it = record.find(name);
        if (it == record.end()) {
            FAIL_CHECK(name << " is not in " << kDrillRecordFile.string());
            continue;
        }
        if (sha256_hex(text).substr(0, 20) != it->second.digest) FAIL_CHECK(name << " now reads:\n" << text);
    }
}

TEST_CASE("behaviour record: every ruling of the library, the reference incidents and generated incidents is as recorded" *
          doctest::test_suite("library")) {
    const auto items = every_item();
    REQUIRE(items.size() >= 1200);
    const char* record_env = std::getenv("ARBITER_RECORD_BEHAVIOUR");
    if (record_env && std::string(record_env) == "1") {
        fs::create_directories(kRecordFile.parent_path());
        std::ofstream out(kRecordFile);
        out << "# What the engine rules for each item: name, ruling id and outcome, digest of the whole behaviour\n"
               "# (tests/rules/test_behaviour_record.cpp says what is in it and how to record it again).\n";
        for (const auto& [name, incident] : items) {
            const Behaviour b = behaviour_of(incident);
            out << name << '\t' << b.summary << '\t' << sha256_hex(b.full).substr(0, 20) << '\n';
        }
        MESSAGE("recorded " << items.size() << " items in " << kRecordFile.string());
        return;
    }
    const auto record = read_record(kRecordFile);
    REQUIRE_MESSAGE(record.size() >= 1200, kRecordFile.string() << " holds " << record.size() << " items");
    std::size_t same = 0, fresh = 0;
    std::map<std::string, bool> seen;
    for (const auto& [name, incident] : items) {
        seen[name] = true;
        const auto it = record.find(name);
        const Behaviour b = behaviour_of(incident);
        if (it == record.end()) {
            ++fresh;
            MESSAGE("not in the record yet (record it again if it is new content): " << name << " → " << b.summary);
            continue;
        }
        const std::string digest = sha256_hex(b.full).substr(0, 20);
        if (digest == it->second.digest) {
            ++same;
            continue;
        }
        FAIL_CHECK(name << ": the engine now gives " << b.summary << " (recorded: " << it->second.summary
                        << "), and something in what it gives differs. Now:\n"
                        << b.full);
    }
    for (const auto& [name, line] : record)
        if (!seen.count(name)) FAIL_CHECK(name << " is in the record (" << line.summary << ") but no longer an item");
    MESSAGE(same << " items rule as recorded, " << fresh << " new");
}

// What the replay derives is kept beside each event (ChessFacts, GoFacts), never written into it:
// after the replay every event's fields are exactly the author's, for every item of the library.
TEST_CASE("replay: every event of every item keeps the author's fields as written" * doctest::test_suite("library")) {
    std::size_t events = 0;
    for (const auto& [name, incident] : every_item()) {
        const Replay replayed = replay(incident);
        REQUIRE(replayed.steps.size() == incident.events.size());
        for (std::size_t i = 0; i < incident.events.size(); ++i) {
            ++events;
            if (replayed.steps[i].event.fields != incident.events[i].fields)
                FAIL_CHECK(name << ": event " << i + 1 << " has fields the author did not write after the replay");
        }
    }
    CHECK(events > 2000);
    MESSAGE(events << " events replayed, every one as written");
}
