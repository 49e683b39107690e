// The layers of docs/architecture.md, checked rather than hoped for: every `#include` under engine/
// and app/ must stay inside what the table's "may depend on" column allows. The table is parsed
// from the doc itself, so the doc and the code cannot drift apart.
//
// How the column reads: a reference `X/` allows the layer X/ and every layer below that folder
// (`engine/` = all engine folders); `X/*` allows the files of the folder X/ alone, not its
// sub-layers (`app/core/*` = json, paths ... but not app/core/training/). Other words (yaml-cpp,
// SQLite) are libraries, not folders. A layer may use its own files and, transitively, whatever the
// layers it uses may use. A file belongs to the layer with the longest matching folder.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

struct Layer {
    std::string folder;             // "app/core/content/"
    std::vector<std::string> refs;  // as written: "app/core/*", "engine/"
    std::set<std::size_t> allowed;  // indexes of the layers it may include, itself and transitively
};

std::string read_file(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::vector<std::string> split_cells(const std::string& line) {
    std::vector<std::string> cells;
    std::string cell;
    for (std::size_t i = 1; i < line.size(); ++i) {  // skip the leading '|'
        if (line[i] == '|') {
            cells.push_back(cell);
            cell.clear();
        } else {
            cell += line[i];
        }
    }
    return cells;
}

std::vector<std::string> backticked(const std::string& cell) {
    std::vector<std::string> out;
    for (std::size_t open = cell.find('`'); open != std::string::npos; open = cell.find('`', open)) {
        const std::size_t close = cell.find('`', open + 1);
        if (close == std::string::npos) break;
        out.push_back(cell.substr(open + 1, close - open - 1));
        open = close + 1;
    }
    return out;
}

// The layer a path belongs to: the longest folder it starts with; -1 when none.
int layer_of(const std::vector<Layer>& layers, const std::string& path) {
    int best = -1;
    for (std::size_t i = 0; i < layers.size(); ++i)
        if (path.rfind(layers[i].folder, 0) == 0 &&
            (best < 0 || layers[i].folder.size() > layers[static_cast<std::size_t>(best)].folder.size()))
            best = static_cast<int>(i);
    return best;
}

// The layers a reference names ("engine/" or "app/core/*").
std::set<std::size_t> referenced(const std::vector<Layer>& layers, const std::string& ref) {
    std::set<std::size_t> out;
    const bool own_files_only = ref.size() >= 2 && ref.compare(ref.size() - 2, 2, "/*") == 0;
    const std::string folder = own_files_only ? ref.substr(0, ref.size() - 1) : ref;
    for (std::size_t i = 0; i < layers.size(); ++i)
        if (own_files_only ? layers[i].folder == folder : layers[i].folder.rfind(folder, 0) == 0) out.insert(i);
    return out;
}

struct Table {
    std::vector<Layer> layers;
    std::vector<std::string> problems;  // a reference naming no layer, or a layer below its user
};

// Reads the first Markdown table whose header has "folder" and "may depend on" columns.
Table parse_layers(const std::string& doc) {
    Table table;
    std::istringstream in(doc);
    std::string line;
    std::size_t folder_col = 0, depends_col = 0;
    bool in_table = false;
    while (std::getline(in, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.empty() || line[0] != '|') {
            if (in_table) break;
            continue;
        }
        const auto cells = split_cells(line);
        if (!in_table) {
            auto is = [](std::string cell, const std::string& name) {
                cell.erase(0, cell.find_first_not_of(' '));
                cell.erase(cell.find_last_not_of(' ') + 1);
                return cell == name;
            };
            const auto folder = std::find_if(cells.begin(), cells.end(), [&](auto& c) { return is(c, "folder"); });
            const auto depends =
                std::find_if(cells.begin(), cells.end(), [&](auto& c) { return is(c, "may depend on"); });
            if (folder == cells.end() || depends == cells.end()) continue;
            folder_col = static_cast<std::size_t>(folder - cells.begin());
            depends_col = static_cast<std::size_t>(depends - cells.begin());
            in_table = true;
            continue;
        }
        if (line.rfind("|---", 0) == 0 || cells.size() <= std::max(folder_col, depends_col)) continue;
        const auto names = backticked(cells[folder_col]);
        if (names.empty() || names[0].find('/') == std::string::npos) continue;
        Layer layer{names[0], {}, {}};
        for (const auto& ref : backticked(cells[depends_col]))
            if (ref.find('/') != std::string::npos) layer.refs.push_back(ref);
        table.layers.push_back(std::move(layer));
    }
    // Direct references, each to a layer above (so the table itself has no cycle), then the closure.
    std::vector<std::set<std::size_t>> direct(table.layers.size());
    for (std::size_t i = 0; i < table.layers.size(); ++i) {
        for (const auto& ref : table.layers[i].refs) {
            const auto named = referenced(table.layers, ref);
            if (named.empty()) table.problems.push_back(table.layers[i].folder + ": `" + ref + "` names no layer");
            for (std::size_t j : named) {
                if (j >= i)
                    table.problems.push_back(table.layers[i].folder + ": `" + ref + "` names " +
                                             table.layers[j].folder + ", which is not above it in the table");
                else
                    direct[i].insert(j);
            }
        }
    }
    for (std::size_t i = 0; i < table.layers.size(); ++i) {  // layers above are complete already
        auto& allowed = table.layers[i].allowed;
        allowed.insert(i);
        for (std::size_t j : direct[i]) allowed.insert(table.layers[j].allowed.begin(), table.layers[j].allowed.end());
    }
    return table;
}

// One line per include that crosses the table: "file:line: includes X (layer Y): Z may depend on ...".
std::vector<std::string> check_includes(const Table& table, const std::string& file, const std::string& text) {
    std::vector<std::string> out;
    const int from = layer_of(table.layers, file);
    if (from < 0) return {file + ": belongs to no layer of docs/architecture.md"};
    const Layer& source = table.layers[static_cast<std::size_t>(from)];
    std::istringstream in(text);
    std::string line;
    for (std::size_t number = 1; std::getline(in, line); ++number) {
        std::size_t at = line.find_first_not_of(" \t");
        if (at == std::string::npos || line[at] != '#') continue;
        at = line.find_first_not_of(" \t", at + 1);
        if (at == std::string::npos || line.compare(at, 7, "include") != 0) continue;
        at = line.find_first_of("\"<", at + 7);
        if (at == std::string::npos) continue;
        const char close = line[at] == '"' ? '"' : '>';
        const std::size_t end = line.find(close, at + 1);
        if (end == std::string::npos) continue;
        const std::string target = line.substr(at + 1, end - at - 1);
        const bool ours = target.rfind("engine/", 0) == 0 || target.rfind("app/", 0) == 0;
        if (close == '>' && !ours) continue;  // a system or third-party header
        const std::string where = file + ":" + std::to_string(number) + ": includes " + target;
        const int to = layer_of(table.layers, target);
        if (to < 0) {
            out.push_back(where + ", which is no path from the repository root into a layer folder");
            continue;
        }
        if (source.allowed.count(static_cast<std::size_t>(to))) continue;
        std::string refs;
        for (const auto& r : source.refs) refs += (refs.empty() ? "" : ", ") + r;
        out.push_back(where + " (layer " + table.layers[static_cast<std::size_t>(to)].folder + "), but " +
                      source.folder + " may depend on " + (refs.empty() ? "no folder of ours" : refs) +
                      " (docs/architecture.md)");
    }
    return out;
}

const Table& repository_table() {
    static const Table table = parse_layers(read_file(fs::path(ARBITER_SOURCE_DIR) / "docs" / "architecture.md"));
    return table;
}

// A table in the doc's own form, for the self-checks.
const char* const kSmallDoc = R"(Intro.

| folder | target | may depend on | holds |
|---|---|---|---|
| `engine/core/` | `e` | C++ standard library | text |
| `engine/rules/` | `e` | `engine/core/` | rulings |
| `app/core/` | `c` | `engine/`, yaml-cpp | json |
| `app/core/content/` | `c` | `app/core/*`, `engine/` | loaders |
| `app/core/training/` | `c` | `app/core/content/` | sessions |

After the table.
)";

}  // namespace

TEST_CASE("include layers: the table parses into the layers of docs/architecture.md, each using only layers above") {
    const Table& table = repository_table();
    for (const auto& problem : table.problems) MESSAGE(problem);
    CHECK(table.problems.empty());
    std::set<std::string> folders;
    for (const auto& layer : table.layers) folders.insert(layer.folder);
    for (const char* expected : {"engine/core/", "engine/rules/", "app/core/", "app/core/content/", "app/core/validate/",
                                 "app/core/training/", "app/cli/", "app/ui/"})
        CHECK_MESSAGE(folders.count(expected), expected);
}

TEST_CASE("include layers: no include under engine/ or app/ crosses the table") {
    const Table& table = repository_table();
    REQUIRE(table.layers.size() >= 10);
    const fs::path root = ARBITER_SOURCE_DIR;
    std::size_t files = 0;
    std::vector<std::string> violations;
    for (const char* top : {"engine", "app"}) {
        for (const auto& entry : fs::recursive_directory_iterator(root / top)) {
            const auto ext = entry.path().extension();
            if (!entry.is_regular_file() || (ext != ".cpp" && ext != ".hpp" && ext != ".h" && ext != ".in")) continue;
            ++files;
            const std::string name = fs::relative(entry.path(), root).generic_string();
            for (auto& v : check_includes(table, name, read_file(entry.path()))) violations.push_back(std::move(v));
        }
    }
    CHECK(files > 250);
    for (const auto& v : violations) MESSAGE(v);
    CHECK(violations.empty());
}

TEST_CASE("include layers: the detector flags a crafted include that crosses the table") {
    const Table table = parse_layers(kSmallDoc);
    REQUIRE(table.problems.empty());
    REQUIRE(table.layers.size() == 5);

    // The engine reaching into the app, with the file, the line and the rule in the message.
    const auto up = check_includes(table, "engine/rules/fake.cpp",
                                   "#include \"engine/rules/fake.hpp\"\n#include <vector>\n"
                                   "#include \"engine/core/text.hpp\"\n  #  include \"app/core/json.hpp\"\n");
    REQUIRE(up.size() == 1);
    CHECK(up[0] == "engine/rules/fake.cpp:4: includes app/core/json.hpp (layer app/core/), but engine/rules/ may "
                   "depend on engine/core/ (docs/architecture.md)");

    // `app/core/*` is the folder's own files, not its sub-layers: content must not include training.
    const auto cycle = check_includes(table, "app/core/content/library.cpp",
                                      "#include \"app/core/json.hpp\"\n#include \"engine/rules/ruling.hpp\"\n"
                                      "#include \"app/core/training/exam.hpp\"\n");
    REQUIRE(cycle.size() == 1);
    CHECK(cycle[0].rfind("app/core/content/library.cpp:3: includes app/core/training/exam.hpp", 0) == 0);

    // What a layer uses, it may use transitively: training reaches the engine through content.
    CHECK(check_includes(table, "app/core/training/session.cpp",
                         "#include \"app/core/content/q.hpp\"\n#include \"engine/rules/ruling.hpp\"\n"
                         "#include \"app/core/json.hpp\"\n")
              .empty());
    // An include written relative to the file, or into no layer, is refused too.
    CHECK(check_includes(table, "app/core/json.cpp", "#include \"json.hpp\"\n").size() == 1);
    CHECK(check_includes(table, "tools/x.cpp", "").size() == 1);
}

TEST_CASE("include layers: a table whose layer uses one below it is refused") {
    std::string doc = kSmallDoc;
    const std::string row = "| `engine/core/` | `e` | C++ standard library | text |";
    doc.replace(doc.find(row), row.size(), "| `engine/core/` | `e` | `engine/rules/` | text |");
    const Table table = parse_layers(doc);
    REQUIRE(table.problems.size() == 1);
    CHECK(table.problems[0] == "engine/core/: `engine/rules/` names engine/rules/, which is not above it in the table");
}
