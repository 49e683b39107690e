// The catalogue of hostile input (docs/hostile-input.md): every file under tests/data/bad/<kind>/
// (truncated, wrong types, huge numbers, invalid UTF-8, deep nesting, very long lines, a database
// that is not SQLite or is from a newer schema ...) is read the way the program reads that kind,
// and must give exactly the messages of the .expected file beside it (one per line, as the user
// sees them) — and reading it must write nothing and lose nothing: every file in the folder keeps
// its bytes and no file appears or disappears. tests/data/bad/questions has its own test
// (tests/content/test_bad_questions.cpp).
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "app/core/content/incident_loader.hpp"
#include "app/core/content/pairing_drill_loader.hpp"
#include "app/core/content/question_loader.hpp"
#include "app/core/content/ruling_json.hpp"
#include "app/core/content/scenario_loader.hpp"
#include "app/core/json.hpp"
#include "app/core/store/training_store.hpp"
#include "engine/chess/pgn.hpp"
#include "engine/chess/position.hpp"
#include "engine/go/sgf.hpp"
#include "engine/rules/adjudicator.hpp"

using namespace arbiter;
namespace fs = std::filesystem;

namespace {

const fs::path kBad = fs::path(ARBITER_SOURCE_DIR) / "tests" / "data" / "bad";

std::string read_bytes(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream buffer;
    buffer << in.rdbuf();
    return buffer.str();
}

std::vector<std::string> read_lines(const fs::path& path) {
    std::istringstream in(read_bytes(path));
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);)
        if (!line.empty()) lines.push_back(line);
    return lines;
}

// Every file of a folder with its bytes: compared before and after, it shows anything written,
// created, renamed or deleted.
std::map<std::string, std::string> snapshot(const fs::path& dir) {
    std::map<std::string, std::string> files;
    for (const auto& entry : fs::recursive_directory_iterator(dir))
        files[fs::relative(entry.path(), dir).string()] = entry.is_regular_file() ? read_bytes(entry.path()) : "<folder>";
    return files;
}

// Runs `read` with `dir` as the working directory, so messages name the file as a user who typed
// its bare name would see it.
class WorkingDirectory {
public:
    explicit WorkingDirectory(const fs::path& dir) : previous_(fs::current_path()) { fs::current_path(dir); }
    ~WorkingDirectory() { fs::current_path(previous_); }
    WorkingDirectory(const WorkingDirectory&) = delete;
    WorkingDirectory& operator=(const WorkingDirectory&) = delete;

private:
    fs::path previous_;
};

using Reader = std::function<std::vector<std::string>(const std::string& name)>;

// Checks every file of tests/data/bad/<kind> with the given extension against its .expected.
void check_catalogue(const std::string& kind, const std::string& extension, const Reader& read,
                     std::size_t at_least) {
    const fs::path dir = kBad / kind;
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(dir))
        if (entry.path().extension() == extension) files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    REQUIRE(files.size() >= at_least);

    const auto before = snapshot(dir);
    for (const auto& file : files) {
        const std::string name = file.filename().string();
        CAPTURE(kind + "/" + name);
        std::vector<std::string> actual;
        {
            WorkingDirectory here(dir);
            for (const auto& message : read(name)) {  // a message may span lines (SQLite's reports do)
                std::istringstream lines(message);
                for (std::string line; std::getline(lines, line);) actual.push_back(line);
            }
        }
        std::string joined;
        for (const auto& line : actual) joined += line + "\n";
        CAPTURE(joined);  // the whole output when it differs, ready to review and paste

        fs::path expected_file = file;
        expected_file.replace_extension(".expected");
        CHECK_MESSAGE(fs::exists(expected_file), "every broken file needs the messages the user must see");
        if (!fs::exists(expected_file)) continue;
        const auto expected = read_lines(expected_file);
        REQUIRE_MESSAGE(!expected.empty(), "a file in the catalogue must be refused with a message");
        CHECK(actual == expected);
    }
    CHECK_MESSAGE(snapshot(dir) == before, "reading the broken files wrote, created or deleted a file");
}

}  // namespace

TEST_CASE("broken incident files: exact messages, nothing written") {
    // What `arbiter-cli adjudicate FILE` prints: the file's errors, else why it cannot be judged.
    check_catalogue("incidents", ".yaml", [](const std::string& name) {
        std::vector<std::string> out;
        ContentErrors errors;
        auto loaded = content::load_incident_file(name, errors);
        for (const auto& e : errors) out.push_back(e.to_string());
        if (loaded) {
            auto adjudication = rules::adjudicate(loaded->incident);
            for (const auto& p : adjudication.problems) out.push_back(name + ": " + p.en);
            if (adjudication.ruling) out.push_back("(ruled: " + adjudication.ruling->id + ")");
        }
        return out;
    }, 6);
}

TEST_CASE("hostile question files: exact messages, nothing written") {
    // What `arbiter-cli validate FILE` prints for each problem.
    check_catalogue("questions-hostile", ".yaml", [](const std::string& name) {
        std::vector<std::string> out;
        auto load = content::load_question_file(name, name);
        for (const auto& e : load.errors) out.push_back(e.to_string());
        for (const auto& q : load.questions) out.push_back("(accepted: " + q.id + ")");
        return out;
    }, 6);
}

TEST_CASE("scenarios naming hostile position files: exact messages, nothing read for ever") {
    // What `arbiter-cli validate FILE` and the trainer report (load_scenario_file).
    check_catalogue("scenarios-hostile", ".yaml", [](const std::string& name) {
        std::vector<std::string> out;
        ContentErrors errors;
        auto scenario = content::load_scenario_file(name, name, errors);
        for (const auto& e : errors) out.push_back(e.to_string());
        if (scenario) out.push_back("(accepted: " + scenario->id + ")");
        return out;
    }, 3);
}

TEST_CASE("broken authored pairing drills: exact messages, nothing written") {
    // What `arbiter-cli validate FILE` prints for a file of question_bank/pairing-drills/: a TRF
    // problem at its line inside the block, a round that cannot be paired, an answer that cannot be
    // read or is not the engine's pairing.
    check_catalogue("pairing-drills", ".yaml", [](const std::string& name) {
        std::vector<std::string> out;
        ContentErrors errors;
        auto drill = content::load_pairing_drill_file(name, name, errors);
        for (const auto& e : errors) out.push_back(e.to_string());
        if (drill) out.push_back("(accepted: " + drill->id + ")");
        return out;
    }, 5);
}

TEST_CASE("broken JSON answers: exact messages") {
    // What `arbiter-cli adjudicate FILE --answer JSON` reports: the JSON's error, else the answer's.
    check_catalogue("json", ".json", [](const std::string& name) {
        std::string error;
        try {
            if (content::answer_from_json(json::parse(read_bytes(name)), &error)) return std::vector<std::string>{"(accepted)"};
        } catch (const json::ParseError& e) {
            error = e.what();
        }
        return std::vector<std::string>{name + ": " + error};
    }, 10);
}

TEST_CASE("broken PGN: exact messages") {
    check_catalogue("pgn", ".pgn", [](const std::string& name) {
        std::vector<std::string> out;
        auto read = chess::read_pgn(read_bytes(name));
        for (const auto& e : read.errors)
            out.push_back(name + ":" + std::to_string(e.line) + ":" + std::to_string(e.column) + ": " + e.message.en);
        return out;
    }, 5);
}

TEST_CASE("broken SGF: exact messages") {
    check_catalogue("sgf", ".sgf", [](const std::string& name) {
        std::vector<std::string> out;
        auto read = go::read_sgf(read_bytes(name));
        for (const auto& e : read.errors) out.push_back(name + ":" + e.to_string());
        if (read.record) {
            std::vector<go::SgfError> problems;
            go::game_from_sgf(*read.record, go::KoRule::Simple, &problems);
            for (const auto& e : problems) out.push_back(name + ":" + e.to_string());
        }
        return out;
    }, 5);
}

TEST_CASE("broken FEN: exact messages") {
    check_catalogue("fen", ".fen", [](const std::string& name) {
        LocalizedText error;
        auto pos = chess::Position::from_fen(read_bytes(name), &error);
        if (pos) return std::vector<std::string>{"(accepted: " + pos->fen() + ")"};
        CHECK_MESSAGE(error.complete(), name);
        return std::vector<std::string>{name + ": " + error.en};
    }, 5);
}

TEST_CASE("databases that are not ours: refused by name, left byte for byte as they were") {
    // Opened from a copy in a private folder: a bug that writes must not damage the catalogue.
    const fs::path scratch = fs::temp_directory_path() / ("arbiter-bad-db-" + std::to_string(::getpid()));
    check_catalogue("database", ".db", [&](const std::string& name) {
        fs::remove_all(scratch);
        fs::create_directories(scratch);
        fs::copy_file(name, scratch / name);
        const auto before = snapshot(scratch);
        std::vector<std::string> out;
        {
            WorkingDirectory there(scratch);
            try {
                store::TrainingStore opened{fs::path(name)};
                out.push_back("(opened)");
            } catch (const store::StoreError& e) {
                // SQLite's own reports name the file by its full path: show it as the user named it.
                std::string message = e.what();
                const std::string full = (scratch / name).string();
                for (std::size_t at; (at = message.find(full)) != std::string::npos;) message.replace(at, full.size(), name);
                out.push_back(message);
            }
        }
        CHECK_MESSAGE(snapshot(scratch) == before, "opening a refused database wrote, created or deleted a file");
        fs::remove_all(scratch);
        return out;
    }, 4);
}
