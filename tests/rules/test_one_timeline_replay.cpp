// The timeline is replayed once, by rules::replay (engine/rules/replay*.cpp): the adjudicator, the
// scenario checks and the trainer's board read that replay (docs/architecture.md). This test reads
// the sources and fails when any other file loops over an incident's events while playing moves on
// a board or running a clock, which is how a second, subtly different replay would creep back in.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

namespace {

const std::filesystem::path kRoot = ARBITER_SOURCE_DIR;

std::string read(const std::filesystem::path& p) {
    std::ifstream in(p);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

// The body of the loop that starts at `from` (the text from its first '{' to the matching '}').
std::string loop_body(const std::string& text, std::size_t from) {
    const std::size_t open = text.find('{', from);
    if (open == std::string::npos) return {};
    int depth = 0;
    for (std::size_t i = open; i < text.size(); ++i) {
        if (text[i] == '{') ++depth;
        if (text[i] == '}' && --depth == 0) return text.substr(open, i - open + 1);
    }
    return text.substr(open);
}

// Loops over an incident's events whose bodies move pieces, place stones or run a clock.
std::vector<std::string> replaying_loops(const std::string& text) {
    static const std::regex loop_over_events(R"(for\s*\([^;{]*events[^{]*\{)");
    static const std::regex mutates(R"((play_uci|play_san|play_ignoring_ko|try_play|\.play|->play|\.pass|->pass|time_move|press_without_move|\.press|->press|add_time)\s*\()");
    std::vector<std::string> found;
    for (auto it = std::sregex_iterator(text.begin(), text.end(), loop_over_events); it != std::sregex_iterator(); ++it) {
        const std::string body = loop_body(text, static_cast<std::size_t>(it->position()));
        std::smatch m;
        if (std::regex_search(body, m, mutates)) found.push_back(it->str() + " ... " + m.str());
    }
    return found;
}

}  // namespace

TEST_CASE("only the engine's rules::replay replays an incident's timeline") {
    int files = 0;
    for (const char* folder : {"engine", "app"}) {
        for (const auto& entry : std::filesystem::recursive_directory_iterator(kRoot / folder)) {
            const auto ext = entry.path().extension();
            if (!entry.is_regular_file() || (ext != ".cpp" && ext != ".hpp")) continue;
            ++files;
            const auto rel = std::filesystem::relative(entry.path(), kRoot).generic_string();
            const auto loops = replaying_loops(read(entry.path()));
            // the one replay: its driver and its chess and Go halves
            if (rel == "engine/rules/replay.cpp" || rel == "engine/rules/replay_chess.cpp" || rel == "engine/rules/replay_go.cpp") continue;
            for (const auto& l : loops) FAIL_CHECK(rel << " replays a timeline itself: " << l);
        }
    }
    CHECK(files > 100);
}

TEST_CASE("the source check recognises a second replay when it sees one") {
    const std::string second_replay = R"(
        for (const auto& e : s.incident.events) {
            if (e.kind == EventKind::Move) game.play_uci(e.text("move"));
        })";
    CHECK(replaying_loops(second_replay).size() == 1);
    const std::string labels_only = R"(
        for (std::size_t i = 0; i < events.size(); ++i) {
            frame.timeline.events.push_back({label(events[i])});
        })";
    CHECK(replaying_loops(labels_only).empty());
}
