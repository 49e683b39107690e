#include "app/core/validate/chinese_text_lint.hpp"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <fstream>

#include "app/core/content/question_yaml.hpp"
#include "app/core/paths.hpp"
#include "app/core/problem_text.hpp"
#include "engine/core/utf8.hpp"

namespace arbiter::validate {

namespace fs = std::filesystem;

namespace {

TextFinding finding(bool error, const char* key, std::vector<MessageArg> args) {
    std::string english = content_problem({}, 0, 0, key, args).message;
    return {error, std::move(english), key, std::move(args)};
}

MessageArg script_words(Language language) {
    return MessageArg::words("script", language == Language::ZhHant ? "problem.lint.zh_hant" : "problem.lint.zh_hans");
}

// The code point at `text[at]` and its length in bytes; malformed bytes count as one U+FFFD
// (the loaders have already refused a file that is not UTF-8).
std::pair<char32_t, std::size_t> code_point_at(std::string_view text, std::size_t at) {
    const std::size_t n = utf8_sequence_length(text, at);
    if (n == 0) return {U'\uFFFD', 1};
    const auto b = [&](std::size_t i) { return static_cast<unsigned char>(text[at + i]); };
    char32_t c = 0;
    switch (n) {
        case 1: c = b(0); break;
        case 2: c = (b(0) & 0x1Fu) << 6 | (b(1) & 0x3Fu); break;
        case 3: c = (b(0) & 0x0Fu) << 12 | (b(1) & 0x3Fu) << 6 | (b(2) & 0x3Fu); break;
        default: c = (b(0) & 0x07u) << 18 | (b(1) & 0x3Fu) << 12 | (b(2) & 0x3Fu) << 6 | (b(3) & 0x3Fu); break;
    }
    return {c, n};
}

void read_character_file(const fs::path& file, std::unordered_set<char32_t>& into, ContentErrors& errors) {
    std::ifstream in(file);
    if (!in) {
        errors.push_back({file.string(), 0, 0, "cannot read the character list (scripts/make-zh-charsets writes it)"});
        return;
    }
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        for (std::size_t at = 0; at < line.size();) {
            const auto [c, n] = code_point_at(line, at);
            into.insert(c);
            at += n;
        }
    }
}

bool is_ascii_letter(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}
bool is_ascii_digit(char c) {
    return c >= '0' && c <= '9';
}
bool is_word_char(char c) {
    return is_ascii_letter(c) || is_ascii_digit(c) || c == '-' || c == '_' || c == '+' || c == '#' || c == '=';
}

bool is_roman_numeral(std::string_view w) {
    return w.find_first_not_of("IVX") == std::string_view::npos && w.size() <= 4;
}

// A chess move as the boards and explanations write it: O-O, O-O-O, Qd5, exd5, Nbd7, e8=Q+, Kxc2#.
bool is_chess_move(std::string_view w) {
    while (!w.empty() && (w.back() == '+' || w.back() == '#')) w.remove_suffix(1);
    if (w == "O-O" || w == "O-O-O") return true;
    if (w.size() >= 4 && w[w.size() - 2] == '=' && std::string_view("QRBN").find(w.back()) != std::string_view::npos)
        w.remove_suffix(2);
    if (w.size() < 2) return false;
    const char file = w[w.size() - 2], rank = w[w.size() - 1];
    if (file < 'a' || file > 'h' || rank < '1' || rank > '8') return false;
    std::string_view head = w.substr(0, w.size() - 2);
    if (!head.empty() && std::string_view("KQRBN").find(head.front()) != std::string_view::npos) head.remove_prefix(1);
    if (!head.empty() && head.back() == 'x') head.remove_suffix(1);
    if (!head.empty() && head.front() >= 'a' && head.front() <= 'h') head.remove_prefix(1);
    if (!head.empty() && head.front() >= '1' && head.front() <= '8') head.remove_prefix(1);
    return head.empty();
}

// A word made of a few letters and then digits: a Go point (Q16, M13), a label (S1, C04).
bool is_label_with_number(std::string_view w) {
    std::size_t letters = 0;
    while (letters < w.size() && is_ascii_letter(w[letters])) ++letters;
    if (letters == 0 || letters > 3 || letters == w.size()) return false;
    for (std::size_t i = letters; i < w.size(); ++i)
        if (!is_ascii_digit(w[i])) return false;
    return true;
}

// A Go result as SGF and score sheets write it: B+1.5, W+0.5, B+R (the word stops at the '.').
bool is_go_result(std::string_view w) {
    if (w.size() < 3 || (w[0] != 'B' && w[0] != 'W') || w[1] != '+') return false;
    const std::string_view rest = w.substr(2);
    if (rest == "R" || rest == "T") return true;  // by resignation, on time
    return std::all_of(rest.begin(), rest.end(), [](char c) { return is_ascii_digit(c); });
}

// File, folder and document ids: starting in lower case, joined by a hyphen or an underscore
// (cn-go-1988, question_bank, random-N).
bool is_identifier(std::string_view w) {
    if (w.empty() || !(w.front() >= 'a' && w.front() <= 'z')) return false;
    return w.find_first_of("-_") != std::string_view::npos;
}

// A word of the allowlist, or one with a number after it (BH-Cut1, SOS-1, SOS-2).
bool is_allowed_word(std::string_view w, const ChineseTextRules& rules) {
    if (rules.latin_allowed.count(std::string(w))) return true;
    while (!w.empty() && is_ascii_digit(w.back())) w.remove_suffix(1);
    if (!w.empty() && w.back() == '-') w.remove_suffix(1);
    return !w.empty() && rules.latin_allowed.count(std::string(w));
}

// The text with what may hold Latin words removed: {placeholders} and JSON (balanced braces),
// `arbiter-cli ...` command lines (up to the next non-ASCII character), `code` in backquotes,
// :commands and --options, and an English gloss in full-width brackets (“弃权时限（default time）”).
std::string without_allowed_spans(std::string_view text) {
    std::string out;
    const std::string_view open_gloss = "（", close_gloss = "）";
    for (std::size_t at = 0; at < text.size();) {
        if (text[at] == '{') {
            int depth = 0;
            std::size_t end = at;
            for (; end < text.size(); ++end) {
                if (text[end] == '{') ++depth;
                if (text[end] == '}' && --depth == 0) break;
            }
            at = end + 1;
            out += ' ';
            continue;
        }
        if (text.substr(at, 11) == "arbiter-cli") {
            while (at < text.size() && static_cast<unsigned char>(text[at]) < 0x80) ++at;
            out += ' ';
            continue;
        }
        if (text[at] == '`') {  // `code`: what is typed, as it is typed
            const std::size_t close = text.find('`', at + 1);
            if (close != std::string_view::npos) {
                at = close + 1;
                out += ' ';
                continue;
            }
        }
        // A command after a colon (:flag) or two dashes (--list)
        if (text[at] == ':' && at + 1 < text.size() && is_ascii_letter(text[at + 1])) {
            ++at;
            while (at < text.size() && is_word_char(text[at])) ++at;
            continue;
        }
        if (text.substr(at, 2) == "--" && at + 2 < text.size() && is_ascii_letter(text[at + 2])) {
            at += 2;
            while (at < text.size() && is_word_char(text[at])) ++at;
            continue;
        }
        if (text.substr(at, open_gloss.size()) == open_gloss) {
            const std::size_t inner = at + open_gloss.size();
            const std::size_t close = text.find(close_gloss, inner);
            if (close != std::string_view::npos) {
                const std::string_view gloss = text.substr(inner, close - inner);
                // ASCII, or ASCII around a full-width comma: （Direct encounter，DE）.
                std::string plain(gloss);
                for (std::size_t comma; (comma = plain.find("，")) != std::string::npos;) plain.replace(comma, 3, ",");
                const bool ascii = !plain.empty() && std::all_of(plain.begin(), plain.end(), [](char c) {
                    return static_cast<unsigned char>(c) < 0x80;
                });
                if (ascii && std::any_of(gloss.begin(), gloss.end(), [](char c) { return c >= 'a' && c <= 'z'; })) {
                    at = close + close_gloss.size();
                    out += ' ';
                    continue;
                }
            }
        }
        out += text[at++];
    }
    return out;
}

void check_latin_words(std::string_view text, Language language, const ChineseTextRules& rules,
                       std::vector<TextFinding>& findings) {
    const std::string kept = without_allowed_spans(text);
    for (std::size_t at = 0; at < kept.size();) {
        if (!is_ascii_letter(kept[at])) {
            ++at;
            continue;
        }
        std::size_t end = at;
        while (end < kept.size() && is_word_char(kept[end])) ++end;
        std::string_view word(kept.data() + at, end - at);
        at = end;
        const bool path = at < kept.size() && kept[at] == '/';  // a folder: scenarios/
        while (!word.empty() && word.back() == '-') word.remove_suffix(1);
        const bool allowed = path || word.size() == 1 || is_roman_numeral(word) || is_chess_move(word) ||
                             is_go_result(word) || is_label_with_number(word) || is_identifier(word) ||
                             is_allowed_word(word, rules);
        if (!allowed)
            findings.push_back(
                finding(true, "problem.lint.latin_word", {{"word", std::string(word)}, script_words(language)}));
    }
}

// The list `key` of `root`: each entry a mapping with exactly `fields`, all required; `read` gets
// their nodes in that order. An entry with a problem is reported and skipped.
template <typename Read>
void read_entries(content::YamlReader& reader, const YAML::Node& root, std::string_view key,
                  std::initializer_list<std::string_view> fields, Read read) {
    const auto list = reader.required(root, key, "");
    if (!list || !reader.expect_sequence(*list, key)) return;
    const std::string context = std::string(key) + " entry: ";
    for (const auto& entry : *list) {
        if (!reader.expect_map(entry, std::string(key) + " entry")) continue;
        reader.reject_unknown_keys(entry, fields, context);
        std::vector<YAML::Node> nodes;
        for (auto field : fields)
            if (auto node = reader.required(entry, field, context)) nodes.push_back(*node);
        if (nodes.size() == fields.size()) read(nodes);
    }
}

}  // namespace

bool has_own_chinese_text_rules(const fs::path& root) {
    std::error_code ignored;
    return fs::is_directory(root / "assets" / "lint", ignored);
}

fs::path chinese_text_rules_dir(const fs::path& root) {
    return (has_own_chinese_text_rules(root) ? root : content_root()) / "assets" / "lint";
}

ChineseTextRules load_chinese_text_rules(const fs::path& dir, ContentErrors& errors) {
    ChineseTextRules rules;
    read_character_file(dir / "zh-simplified-only.txt", rules.simplified_only, errors);
    read_character_file(dir / "zh-traditional-only.txt", rules.traditional_only, errors);
    rules.conversion = load_zh_hant_conversion(dir, errors);

    content::YamlReader reader((dir / "chinese.yaml").string(), errors);
    const auto root = reader.parse_file_map("the Chinese text rules", "cannot read the Chinese text rules");
    if (!root) return rules;
    reader.reject_unknown_keys(*root, {"deny", "glossary", "latin"}, "");
    read_entries(reader, *root, "deny", {"text", "in", "use", "why"}, [&](const std::vector<YAML::Node>& f) {
        const auto language = parse_language_tag(reader.string(f[1], "in").value_or(""));
        if (!language || *language == Language::En) {
            reader.error_at(f[1], "in: expected zh-Hans or zh-Hant");
            return;
        }
        ChineseTextRules::Denied d{reader.string(f[0], "text").value_or(""), *language,
                                   reader.string(f[2], "use").value_or(""), reader.string(f[3], "why").value_or("")};
        if (!d.text.empty()) rules.denied.push_back(std::move(d));
    });
    read_entries(
        reader, *root, "glossary", {"en", "zh-Hans", "zh-Hant", "variants"}, [&](const std::vector<YAML::Node>& f) {
            rules.glossary.push_back({reader.string(f[0], "en").value_or(""),
                                      reader.string(f[1], "zh-Hans").value_or(""),
                                      reader.string(f[2], "zh-Hant").value_or(""),
                                      reader.string_list(f[3], "variants").value_or(std::vector<std::string>{})});
        });
    if (const auto latin = reader.required(*root, "latin", ""))
        for (auto& word : reader.string_list(*latin, "latin").value_or(std::vector<std::string>{}))
            rules.latin_allowed.insert(std::move(word));
    return rules;
}

std::vector<TextFinding> lint_chinese_text(std::string_view text, Language language, const ChineseTextRules& rules) {
    std::vector<TextFinding> findings;
    if (language == Language::En) return findings;
    const bool hant = language == Language::ZhHant;

    // Characters of the other script, each named once per string.
    const auto& foreign = hant ? rules.simplified_only : rules.traditional_only;
    std::unordered_set<char32_t> named;
    for (std::size_t at = 0; at < text.size();) {
        const auto [c, n] = code_point_at(text, at);
        if (foreign.count(c) && named.insert(c).second)
            findings.push_back(finding(true, hant ? "problem.lint.simplified_only" : "problem.lint.traditional_only",
                                       {{"char", std::string(text.substr(at, n))}}));
        at += n;
    }

    for (const auto& d : rules.denied)
        if (d.language == language && text.find(d.text) != std::string_view::npos)
            findings.push_back(finding(true, "problem.lint.denied",
                                       {{"text", d.text}, {"use", d.use}, {"why", d.why}, script_words(language)}));

    // Quotation marks: zh-Hans writes “…” and ‘…’, zh-Hant 「…」 and 『…』.
    const std::vector<std::string_view> wrong_quotes = hant ? std::vector<std::string_view>{"“", "”", "‘", "’"}
                                                            : std::vector<std::string_view>{"「", "」", "『", "』"};
    for (auto q : wrong_quotes)
        if (text.find(q) != std::string_view::npos) {
            findings.push_back(finding(true, "problem.lint.quote",
                                       {{"mark", std::string(q)},
                                        {"quotes", hant ? "「…」" : "“…”"},
                                        {"inner", hant ? "『…』" : "‘…’"},
                                        script_words(language)}));
            break;
        }

    for (const auto& term : rules.glossary) {
        const std::string& preferred = hant ? term.zh_hant : term.zh_hans;
        for (const auto& variant : term.variants) {
            // A variant inside the preferred word itself is no variant (将杀 holds no 将死).
            if (preferred.find(variant) != std::string::npos) continue;
            if (text.find(variant) != std::string_view::npos) {
                findings.push_back(finding(
                    false, "problem.lint.glossary_variant",
                    {{"variant", variant}, {"preferred", preferred}, {"term", term.en}, script_words(language)}));
            }
        }
    }

    check_latin_words(text, language, rules, findings);
    return findings;
}

namespace {

// The node's 1-based line and column (0 when yaml-cpp does not know them).
std::pair<std::size_t, std::size_t> position_of(const YAML::Node& node) {
    const auto mark = node.Mark();
    return {mark.line >= 0 ? static_cast<std::size_t>(mark.line) + 1 : 0,
            mark.column >= 0 ? static_cast<std::size_t>(mark.column) + 1 : 0};
}

void report(const std::vector<TextFinding>& findings, const std::string& name, const YAML::Node& node,
            ContentErrors& errors, ContentErrors& warnings) {
    const auto [line, column] = position_of(node);
    for (const auto& f : findings)
        (f.error ? errors : warnings).push_back(content_problem(name, line, column, f.key, f.args));
}

void report_hunks(std::string_view hans, const YAML::Node& hant, const std::string& key, const std::string& name,
                  const ChineseTextRules& rules, ContentErrors& errors, std::vector<std::size_t>* uses) {
    const auto [line, column] = position_of(hant);
    for (const auto& hunk : unlisted_conversion_hunks(hans, hant.Scalar(), rules.conversion, uses))
        errors.push_back(conversion_hunk_problem(hunk, key, name, line, column));
}

// `where` names the node for the conversion check's messages: the id of the nearest item above
// it, then the keys and indices below (fide-offer-001.options[1]).
void lint_node(const YAML::Node& node, const std::string& where, const std::string& name, const ChineseTextRules& rules,
               ContentErrors& errors, ContentErrors& warnings, std::vector<std::size_t>* uses) {
    if (node.IsMap()) {
        std::string base = where;
        if (const auto id = node["id"]; id && id.IsScalar()) base = id.Scalar();
        for (const auto& entry : node) {
            const auto key = entry.first.IsScalar() ? entry.first.Scalar() : std::string();
            const auto language = parse_language_tag(key);
            if (language && *language != Language::En && entry.second.IsScalar())
                report(lint_chinese_text(entry.second.Scalar(), *language, rules), name, entry.second, errors,
                       warnings);
            else
                lint_node(entry.second, base.empty() ? key : base + "." + key, name, rules, errors, warnings, uses);
        }
        const auto hans = node["zh-Hans"], hant = node["zh-Hant"];
        if (hans && hant && hans.IsScalar() && hant.IsScalar())
            report_hunks(hans.Scalar(), hant, where, name, rules, errors, uses);
    } else if (node.IsSequence()) {
        std::size_t index = 0;
        for (const auto& child : node)
            lint_node(child, where + "[" + std::to_string(index++) + "]", name, rules, errors, warnings, uses);
    }
}

// An interface-strings file: a flat map of keys to text. The terminal's help texts (cli.help.*)
// spell out what is typed — options, their arguments, commands and a ruling's words — so the
// Latin-word rule does not apply to them; every other rule does. The same holds for the lines of
// `arbiter-cli --help`: its one-line summaries (cli.summary.*: --initial, UCI, JSON Lines, the
// Enter key) and its fixed lines (cli.overview.*: docs/cli.md) name what is typed or read too.
// In zh-Hant.yaml, each string is also checked against its zh-Hans string (`hans`, the map of the
// zh-Hans.yaml beside it, or null).
void lint_language_file(const YAML::Node& node, Language language, const YAML::Node& hans, const std::string& name,
                        const ChineseTextRules& rules, ContentErrors& errors, ContentErrors& warnings,
                        std::vector<std::size_t>* uses) {
    if (!node.IsMap()) return;
    for (const auto& entry : node) {
        if (!entry.second.IsScalar()) continue;
        auto findings = lint_chinese_text(entry.second.Scalar(), language, rules);
        const std::string& key = entry.first.Scalar();
        if (key.rfind("cli.help.", 0) == 0 || key.rfind("cli.summary.", 0) == 0 || key.rfind("cli.overview.", 0) == 0)
            std::erase_if(findings, [](const TextFinding& f) { return f.key == "problem.lint.latin_word"; });
        report(findings, name, entry.second, errors, warnings);
        if (language == Language::ZhHant && hans && hans.IsMap())
            if (const auto pair = hans[key]; pair && pair.IsScalar())
                report_hunks(pair.Scalar(), entry.second, key, name, rules, errors, uses);
    }
}

YAML::Node load_yaml_file(const fs::path& file) {
    std::string text;
    if (!content::read_text_file(file.string(), text) || first_invalid_utf8(text)) return YAML::Node();
    try {
        return YAML::Load(text);
    } catch (const YAML::Exception&) {
        return YAML::Node();
    }
}

}  // namespace

void lint_chinese_file(const fs::path& file, const std::string& name, const ChineseTextRules& rules,
                       ContentErrors& errors, ContentErrors& warnings, std::vector<std::size_t>* exception_uses) {
    std::string text;
    if (!content::read_text_file(file.string(), text) || first_invalid_utf8(text)) return;
    YAML::Node root;
    try {
        root = YAML::Load(text);
    } catch (const YAML::Exception&) {
        return;  // its validator reports the syntax error
    }
    const auto file_language = parse_language_tag(file.stem().string());
    if (file_language && *file_language != Language::En) {
        const YAML::Node hans = *file_language == Language::ZhHant
                                    ? load_yaml_file(file.parent_path() / ("zh-Hans" + file.extension().string()))
                                    : YAML::Node();
        lint_language_file(root, *file_language, hans, name, rules, errors, warnings, exception_uses);
    } else {
        lint_node(root, "", name, rules, errors, warnings, exception_uses);
    }
}

}  // namespace arbiter::validate
