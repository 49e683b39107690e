// "Chinese text in C++ only inside three-language triples" (docs/language.md): the engine's and the
// application's C++ sources are scanned for Chinese characters (CJK ideographs) outside comments.
// One in a string literal must be part of a triple — zh-Hans, zh-Hant and English as three
// neighbouring arguments of one call or braced list ({"车的走法", "車的走法", "How the rook moves"},
// tri("胜", "勝", "beat"), make_text("年龄 " + n, "年齡 " + n, "age " + n)) — so that both scripts
// exist and the Chinese lint sees them; anywhere else (a literal alone, a pair, an identifier) it is
// reported at file:line, unless tests/content/chinese_in_cpp_allowed.txt lists it with the reason
// (Chinese as data: the words a reader types, a check's own word lists).
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "engine/core/utf8.hpp"

namespace fs = std::filesystem;

namespace {

bool is_ideograph(char32_t c) {
    return (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xF900 && c <= 0xFAFF) ||
           (c >= 0x20000 && c <= 0x3134F);
}

// Does the text hold a Chinese character, written as UTF-8 or as a \u escape ("\u88c1")?
bool has_chinese(std::string_view text) {
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t n = arbiter::utf8_sequence_length(text, at);
        if (n >= 3) {
            const auto b = [&](std::size_t i) { return static_cast<char32_t>(static_cast<unsigned char>(text[at + i])); };
            const char32_t c = n == 3 ? (b(0) & 0x0Fu) << 12 | (b(1) & 0x3Fu) << 6 | (b(2) & 0x3Fu)
                                      : (b(0) & 0x07u) << 18 | (b(1) & 0x3Fu) << 12 | (b(2) & 0x3Fu) << 6 | (b(3) & 0x3Fu);
            if (is_ideograph(c)) return true;
        }
        if (text.substr(at, 2) == "\\u" && at + 6 <= text.size()) {
            const auto c = static_cast<char32_t>(std::strtoul(std::string(text.substr(at + 2, 4)).c_str(), nullptr, 16));
            if (is_ideograph(c)) return true;
        }
        at += n == 0 ? 1 : n;
    }
    return false;
}

struct Level {
    std::size_t group = 0;     // a bracket, or one statement of a block
    std::size_t argument = 0;  // commas seen in it so far
};

struct Literal {
    std::size_t line = 0;
    std::string text;           // as written between the quotes
    std::vector<Level> levels;  // from the outermost bracket to the innermost
    std::size_t statement = 0;  // the group of the statement it stands in
};

// A statement of a block: which block, its place there, and the field it assigns to
// (`out.zh_hans += …` → "zh_hans"), if any.
struct Statement {
    std::size_t block = 0, ordinal = 0;
    std::string field;
};

struct Scan {
    std::vector<Literal> literals;
    std::vector<std::size_t> bare_lines;  // Chinese outside a literal and a comment
    std::map<std::size_t, Statement> statements;
};

bool is_identifier_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// The field an assignment's left side ends in: "part.sentence.zh_hans " → "zh_hans".
std::string assigned_field(std::string_view lhs) {
    while (!lhs.empty() && (lhs.back() == ' ' || lhs.back() == '\n' || lhs.back() == '+')) lhs.remove_suffix(1);
    for (std::string_view field : {"zh_hans", "zh_hant", "en"})
        if (lhs.size() > field.size() && lhs.substr(lhs.size() - field.size()) == field &&
            (lhs[lhs.size() - field.size() - 1] == '.' || lhs[lhs.size() - field.size() - 1] == '>'))
            return std::string(field);
    return {};
}

// A small C++ lexer: comments, string and character literals (raw ones too), brackets, commas
// and semicolons. Good enough for this repository's sources, which compile.
Scan scan(const std::string& src) {
    Scan out;
    struct Open {
        char bracket;                 // '{', '(' or '[' (0 for the file)
        std::size_t block = 0;        // for '{' and the file: the block id
        std::size_t ordinal = 0;      // for '{': the statement's place in the block
        std::size_t start = 0;        // where the statement began
        bool assigned = false;        // its '=' has been seen
        Level level;
    };
    std::size_t next_id = 1;
    std::vector<Open> stack{{0, 0, 0, 0, false, {0, 0}}};
    out.statements[0] = {0, 0, {}};
    const auto new_statement = [&](Open& o, std::size_t at) {
        o.level = {next_id++, 0};
        ++o.ordinal;
        o.start = at;
        o.assigned = false;
        out.statements[o.level.group] = {o.block, o.ordinal, {}};
    };
    const auto statement_group = [&]() {
        for (auto it = stack.rbegin(); it != stack.rend(); ++it)
            if (it->bracket == '{' || it->bracket == 0) return it->level.group;
        return std::size_t{0};
    };
    const auto literal = [&](std::size_t line, std::string text) {
        Literal l{line, std::move(text), {}, statement_group()};
        for (const auto& o : stack) l.levels.push_back(o.level);
        out.literals.push_back(std::move(l));
    };
    std::size_t line = 1;
    const auto count_lines = [&](std::size_t from, std::size_t to) {
        line += static_cast<std::size_t>(std::count(src.begin() + static_cast<long>(from), src.begin() + static_cast<long>(to), '\n'));
    };
    for (std::size_t at = 0; at < src.size();) {
        const char c = src[at];
        if (c == '\n') {
            ++line;
            ++at;
        } else if (src.compare(at, 2, "//") == 0) {
            at = std::min(src.find('\n', at), src.size());
        } else if (src.compare(at, 2, "/*") == 0) {
            const std::size_t end = std::min(src.find("*/", at + 2), src.size());
            count_lines(at, end);
            at = end + 2;
        } else if (c == '#' && (at == 0 || src[at - 1] == '\n')) {
            at = std::min(src.find('\n', at), src.size());  // a preprocessor line
        } else if (c == '"') {
            // A raw string: R"delim( … )delim", R right before the quote (or u8R, LR, uR, UR).
            const auto prefix_start = [&](std::size_t p) { return p == 0 || !is_identifier_char(src[p - 1]); };
            const bool raw = at > 0 && src[at - 1] == 'R' &&
                             (prefix_start(at - 1) ||
                              (at >= 2 && (src[at - 2] == 'L' || src[at - 2] == 'u' || src[at - 2] == 'U') && prefix_start(at - 2)) ||
                              (at >= 3 && src.compare(at - 3, 2, "u8") == 0 && prefix_start(at - 3)));
            if (raw) {
                const std::size_t paren = src.find('(', at);
                const std::string close = ")" + src.substr(at + 1, paren - at - 1) + "\"";
                const std::size_t end = std::min(src.find(close, paren + 1), src.size());
                literal(line, src.substr(paren + 1, end - paren - 1));
                count_lines(at, end);
                at = end + close.size();
                continue;
            }
            std::size_t end = at + 1;
            while (end < src.size() && src[end] != '"') end += src[end] == '\\' ? 2 : 1;
            literal(line, src.substr(at + 1, end - at - 1));
            at = end + 1;
        } else if (c == '\'') {
            if (at > 0 && std::isxdigit(static_cast<unsigned char>(src[at - 1]))) {
                ++at;  // a digit separator: 1'000
                continue;
            }
            std::size_t end = at + 1;
            while (end < src.size() && src[end] != '\'') end += src[end] == '\\' ? 2 : 1;
            literal(line, src.substr(at + 1, end - at - 1));
            at = end + 1;
        } else if (c == '(' || c == '[' || c == '{') {
            Open o{c, 0, 0, at + 1, false, {next_id++, 0}};
            if (c == '{') {
                o.block = o.level.group;
                out.statements[o.level.group] = {o.block, 0, {}};
            }
            stack.push_back(o);
            ++at;
        } else if (c == ')' || c == ']' || c == '}') {
            if (stack.size() > 1) stack.pop_back();
            // After a block, the enclosing block goes on with a new statement (no ';' after `if (…) {…}`).
            if (c == '}' && (stack.back().bracket == '{' || stack.back().bracket == 0)) new_statement(stack.back(), at + 1);
            ++at;
        } else if (c == ',') {
            ++stack.back().level.argument;
            ++at;
        } else if (c == ';') {
            if (stack.back().bracket == '{' || stack.back().bracket == 0) new_statement(stack.back(), at + 1);
            else stack.back().level = {next_id++, 0};  // for (…; …; …)
            ++at;
        } else if (c == '=' && (stack.back().bracket == '{' || stack.back().bracket == 0) && !stack.back().assigned &&
                   src.compare(at, 2, "==") != 0 && at > 0 && std::string_view("=!<>").find(src[at - 1]) == std::string_view::npos) {
            stack.back().assigned = true;
            out.statements[stack.back().level.group].field =
                assigned_field(std::string_view(src).substr(stack.back().start, at - stack.back().start));
            ++at;
        } else if (static_cast<unsigned char>(c) >= 0x80) {
            const std::size_t n = std::max<std::size_t>(1, arbiter::utf8_sequence_length(src, at));
            if (has_chinese(src.substr(at, n)) && (out.bare_lines.empty() || out.bare_lines.back() != line))
                out.bare_lines.push_back(line);
            at += n;
        } else {
            ++at;
        }
    }
    return out;
}

struct Allowed {
    std::string file, text, why;
    bool used = false;
};

// tests/content/chinese_in_cpp_allowed.txt: blocks of "file: why" and the literals below it, each on
// an indented line (kept as written, trailing spaces too); # for comments.
std::vector<Allowed> read_allowed(const fs::path& file) {
    std::vector<Allowed> out;
    std::ifstream in(file);
    REQUIRE(in);
    std::string line, current, why;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        if (line.rfind("  ", 0) == 0) {
            REQUIRE_MESSAGE(!current.empty(), "a literal before its 'file: why' line: " << line);
            out.push_back({current, line.substr(2), why});
            continue;
        }
        const auto colon = line.find(": ");
        REQUIRE_MESSAGE(colon != std::string::npos, "expected 'file: why': " << line);
        current = line.substr(0, colon);
        why = line.substr(colon + 2);
        CHECK_MESSAGE(fs::exists(fs::path(ARBITER_SOURCE_DIR) / current), "no such file: " << current);
    }
    return out;
}

// The Chinese literals of one source outside triples and not allowed, into `found` ("file:line: …");
// returns how many stand in triples.
std::size_t check_source(const std::string& name, const std::string& src, std::vector<Allowed>& allowed,
                         std::vector<std::string>& found) {
    std::size_t in_triples = 0;
    const Scan s = scan(src);
    for (const auto line : s.bare_lines) found.push_back(name + ":" + std::to_string(line) + ": Chinese outside a string literal");
    // Per group and argument, with what is nested in it: does a literal there hold Chinese,
    // does one hold English?
    std::map<std::pair<std::size_t, std::size_t>, std::pair<bool, bool>> args;
    for (const auto& l : s.literals)
        for (const auto& level : l.levels) {
            auto& a = args[{level.group, level.argument}];
            // English: no Chinese, and some ASCII (or nothing): "√" is no English word.
            const bool ascii = l.text.empty() || std::any_of(l.text.begin(), l.text.end(), [](char c) {
                return static_cast<unsigned char>(c) < 0x80;
            });
            if (has_chinese(l.text)) a.first = true;
            else if (ascii) a.second = true;
        }
    const auto chinese = [&](std::size_t group, std::size_t argument) {
        const auto it = args.find({group, argument});
        return it != args.end() && it->second.first;
    };
    const auto english = [&](std::size_t group, std::size_t argument) {
        const auto it = args.find({group, argument});
        return it != args.end() && it->second.second && !it->second.first;
    };
    // Statements by block and place: `x.zh_hans += …; x.zh_hant += …; x.en += …;` is a triple too.
    std::map<std::pair<std::size_t, std::size_t>, std::string> fields;
    for (const auto& [group, st] : s.statements)
        if (!st.field.empty()) fields[{st.block, st.ordinal}] = st.field;
    const auto in_field_triple = [&](std::size_t statement) {
        const auto& st = s.statements.at(statement);
        if (st.field != "zh_hans" && st.field != "zh_hant") return false;
        std::set<std::string> near;
        for (std::size_t o = st.ordinal >= 2 ? st.ordinal - 2 : 0; o <= st.ordinal + 2; ++o)
            if (const auto it = fields.find({st.block, o}); it != fields.end()) near.insert(it->second);
        return near.size() == 3;
    };
    for (const auto& l : s.literals) {
        if (!has_chinese(l.text)) continue;
        bool triple = in_field_triple(l.statement);
        for (const auto& level : l.levels) {
            const std::size_t g = level.group, i = level.argument;
            if ((chinese(g, i + 1) && english(g, i + 2)) || (i > 0 && chinese(g, i - 1) && english(g, i + 1)))
                triple = true;
        }
        if (triple) {
            ++in_triples;
            continue;
        }
        const auto allow = std::find_if(allowed.begin(), allowed.end(),
                                        [&](const Allowed& a) { return a.file == name && a.text == l.text; });
        if (allow != allowed.end()) {
            allow->used = true;
            continue;
        }
        found.push_back(name + ":" + std::to_string(l.line) + ": \"" + l.text +
                        "\" is not part of a zh-Hans, zh-Hant, English triple");
    }
    return in_triples;
}

}  // namespace

TEST_CASE("Chinese text in C++ stands only in three-language triples") {
    const fs::path root = ARBITER_SOURCE_DIR;
    auto allowed = read_allowed(root / "tests" / "content" / "chinese_in_cpp_allowed.txt");
    std::vector<fs::path> files;
    for (const char* dir : {"engine", "app"})
        for (const auto& entry : fs::recursive_directory_iterator(root / dir)) {
            const auto ext = entry.path().extension();
            if (entry.is_regular_file() && (ext == ".cpp" || ext == ".hpp" || ext == ".h")) files.push_back(entry.path());
        }
    std::sort(files.begin(), files.end());
    REQUIRE(files.size() > 50);

    std::vector<std::string> found;
    std::size_t in_triples = 0;
    for (const auto& file : files) {
        std::ifstream in(file, std::ios::binary);
        std::stringstream buffer;
        buffer << in.rdbuf();
        const std::string name = fs::relative(file, root).generic_string();
        in_triples += check_source(name, buffer.str(), allowed, found);
    }
    for (const auto& f : found) FAIL_CHECK(f);
    for (const auto& a : allowed)
        CHECK_MESSAGE(a.used, "tests/content/chinese_in_cpp_allowed.txt lists a literal no source has any more: " << a.file
                                                                                                             << " | " << a.text);
    CHECK(in_triples > 500);  // the scan does see the triples
}

TEST_CASE("Chinese text in C++: the scan tells triples from lone literals") {
    std::vector<Allowed> allowed{{"a.cpp", "围棋", "a spelling the terminal accepts"}};
    std::vector<std::string> found;
    const std::string src =
        "// 注释 in a comment is fine\n"
        "/* 多行\n   注释 */\n"
        "const LocalizedText a{\"无\", \"無\", \"none\"};\n"
        "auto b = L((\"在\" + x).c_str(), (\"在\" + x).c_str(), (\" on \" + x).c_str());\n"
        "void f() {\n"
        "    out.zh_hans += \"黑方开始思考。\";\n"
        "    out.zh_hant += \"黑方開始思考。\";\n"
        "    out.en += \" Black starts to think.\";\n"
        "    const char* word = en ? \"art. \" : \"第 \";\n"
        "    bool yes = s == \"围棋\" || s == \"是\";\n"
        "    int 变量 = 1'000;\n"
        "    auto r = R\"(原始 \"quoted\")\";\n"
        "}\n";
    const std::size_t in_triples = check_source("a.cpp", src, allowed, found);
    CHECK(in_triples == 6);
    REQUIRE(found.size() == 4);
    CHECK(found[0] == "a.cpp:12: Chinese outside a string literal");
    CHECK(found[1].find("a.cpp:10: \"第 \"") == 0);  // chosen by a condition, not a triple
    CHECK(found[2].find("a.cpp:11: \"是\"") == 0);
    CHECK(found[3].find("a.cpp:13: \"原始 \"quoted\"\"") == 0);
    CHECK(allowed[0].used);
}
