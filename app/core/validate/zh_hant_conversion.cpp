#include "app/core/validate/zh_hant_conversion.hpp"

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <optional>

#include "app/core/content/question_yaml.hpp"
#include "app/core/problem_text.hpp"
#include "engine/core/utf8.hpp"

namespace arbiter::validate {

namespace fs = std::filesystem;

namespace {

// The text as code points; a malformed byte counts as U+FFFD (the loaders refuse such files).
std::u32string decode(std::string_view text) {
    std::u32string out;
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t n = utf8_sequence_length(text, at);
        if (n == 0) {
            out.push_back(U'\uFFFD');
            ++at;
            continue;
        }
        const auto b = [&](std::size_t i) { return static_cast<char32_t>(static_cast<unsigned char>(text[at + i])); };
        char32_t c = 0;
        switch (n) {
            case 1: c = b(0); break;
            case 2: c = (b(0) & 0x1Fu) << 6 | (b(1) & 0x3Fu); break;
            case 3: c = (b(0) & 0x0Fu) << 12 | (b(1) & 0x3Fu) << 6 | (b(2) & 0x3Fu); break;
            default: c = (b(0) & 0x07u) << 18 | (b(1) & 0x3Fu) << 12 | (b(2) & 0x3Fu) << 6 | (b(3) & 0x3Fu); break;
        }
        out.push_back(c);
        at += n;
    }
    return out;
}

std::string encode(std::u32string_view text) {
    std::string out;
    for (char32_t c : text) append_utf8(out, c);
    return out;
}

std::u32string convert(std::u32string_view hans, const ZhHantConversion& conversion) {
    std::u32string out;
    out.reserve(hans.size());
    for (char32_t c : hans) {
        switch (c) {
            case U'“': out.push_back(U'「'); continue;
            case U'”': out.push_back(U'」'); continue;
            case U'‘': out.push_back(U'『'); continue;
            case U'’': out.push_back(U'』'); continue;
            default: break;
        }
        const auto it = conversion.first_candidate.find(c);
        out.push_back(it == conversion.first_candidate.end() ? c : it->second);
    }
    return out;
}

struct Hunk {
    std::size_t at = 0, length = 0;            // in the converted text
    std::size_t hant_at = 0, hant_length = 0;  // in the zh-Hant text
};

// The runs where `a` and `b` differ, after aligning them on a longest common subsequence. The
// common head and tail are skipped first, so a long string with one change costs little.
std::vector<Hunk> differing_runs(std::u32string_view a, std::u32string_view b) {
    std::size_t head = 0;
    while (head < a.size() && head < b.size() && a[head] == b[head]) ++head;
    std::size_t tail = 0;
    while (tail < a.size() - head && tail < b.size() - head && a[a.size() - 1 - tail] == b[b.size() - 1 - tail]) ++tail;
    const std::u32string_view x = a.substr(head, a.size() - head - tail), y = b.substr(head, b.size() - head - tail);
    const std::size_t n = x.size(), m = y.size();
    // lcs[i][j]: the longest common subsequence of x[i..] and y[j..].
    std::vector<std::uint32_t> lcs((n + 1) * (m + 1), 0);
    const auto at = [&](std::size_t i, std::size_t j) -> std::uint32_t& { return lcs[i * (m + 1) + j]; };
    for (std::size_t i = n; i-- > 0;)
        for (std::size_t j = m; j-- > 0;)
            at(i, j) = x[i] == y[j] ? at(i + 1, j + 1) + 1 : std::max(at(i + 1, j), at(i, j + 1));
    std::vector<Hunk> runs;
    std::optional<Hunk> open;
    std::size_t i = 0, j = 0;
    while (i < n || j < m) {
        if (i < n && j < m && x[i] == y[j]) {
            if (open) runs.push_back(*open), open.reset();
            ++i, ++j;
            continue;
        }
        if (!open) open = Hunk{head + i, 0, head + j, 0};
        if (j < m && (i == n || at(i, j + 1) >= at(i + 1, j))) {
            ++open->hant_length;
            ++j;
        } else {
            ++open->length;
            ++i;
        }
    }
    if (open) runs.push_back(*open);
    return runs;
}

// Does `e` cover the hunk: its differing core equals the hunk, and its context (what `converted`
// and `zh_hant` share at their ends) stands around the hunk in the converted text?
bool covers(const ZhHantConversion::Exception& e, std::u32string_view converted, const Hunk& h) {
    const std::u32string_view from = e.converted, to = e.zh_hant;
    std::size_t before = 0;
    while (before < from.size() && before < to.size() && from[before] == to[before]) ++before;
    std::size_t after = 0;
    while (after < from.size() - before && after < to.size() - before &&
           from[from.size() - 1 - after] == to[to.size() - 1 - after])
        ++after;
    if (from.size() - before - after != h.length) return false;
    if (from.substr(before, h.length) != converted.substr(h.at, h.length)) return false;
    if (h.at < before || converted.substr(h.at - before, before) != from.substr(0, before)) return false;
    return converted.substr(h.at + h.length, after) == from.substr(from.size() - after);
}

// Is the hunk covered? Each exception that covers it (or one of its characters) is counted in `uses`.
bool listed(const ZhHantConversion& conversion, std::u32string_view converted, std::u32string_view hant, const Hunk& h,
            std::vector<std::size_t>* uses) {
    const auto core_matches = [&](const ZhHantConversion::Exception& e, const Hunk& part) {
        if (!covers(e, converted, part)) return false;
        // The zh-Hant side of the core must be what the text has.
        std::size_t before = 0;
        while (before < e.converted.size() && before < e.zh_hant.size() && e.converted[before] == e.zh_hant[before])
            ++before;
        const std::size_t after = e.converted.size() - before - part.length;
        if (e.zh_hant.size() < before + after) return false;
        return std::u32string_view(e.zh_hant).substr(before, e.zh_hant.size() - before - after) ==
               hant.substr(part.hant_at, part.hant_length);
    };
    const auto find = [&](const Hunk& part) -> std::optional<std::size_t> {
        for (std::size_t i = 0; i < conversion.exceptions.size(); ++i)
            if (core_matches(conversion.exceptions[i], part)) return i;
        return std::nullopt;
    };
    const auto use = [&](std::size_t i) {
        if (uses) {
            if (uses->size() < conversion.exceptions.size()) uses->resize(conversion.exceptions.size());
            ++(*uses)[i];
        }
    };
    if (const auto whole = find(h)) {
        use(*whole);
        return true;
    }
    if (h.length != h.hant_length || h.length < 2) return false;
    // Character by character: 鍾爲 → 鐘為 is 鍾 → 鐘 and 爲 → 為.
    std::vector<std::size_t> found;
    for (std::size_t k = 0; k < h.length; ++k) {
        if (converted[h.at + k] == hant[h.hant_at + k]) continue;
        const auto one = find(Hunk{h.at + k, 1, h.hant_at + k, 1});
        if (!one) return false;
        found.push_back(*one);
    }
    for (const auto i : found) use(i);
    return true;
}

}  // namespace

ZhHantConversion load_zh_hant_conversion(const fs::path& dir, ContentErrors& errors) {
    ZhHantConversion conversion;
    const fs::path table = dir / "zh-s2t-characters.txt";
    std::ifstream in(table);
    if (!in) {
        errors.push_back(
            {table.string(), 0, 0, "cannot read the conversion table (scripts/make-zh-charsets writes it)"});
    } else {
        std::string line;
        std::size_t number = 0;
        while (std::getline(in, line)) {
            ++number;
            if (line.empty() || line[0] == '#') continue;
            const auto chars = decode(line);
            // The character, a tab, the first candidate.
            if (chars.size() < 3 || chars[1] != U'\t') {
                errors.push_back({table.string(), number, 1, "expected a character, a tab and its traditional forms"});
                continue;
            }
            conversion.first_candidate.emplace(chars[0], chars[2]);
        }
    }

    content::YamlReader reader((dir / "zh-hant-exceptions.yaml").string(), errors);
    const auto root = reader.parse_file_map("the zh-Hant exceptions", "cannot read the reviewed zh-Hant exceptions");
    if (!root) return conversion;
    reader.reject_unknown_keys(*root, {"exceptions"}, "");
    const auto list = reader.required(*root, "exceptions", "");
    if (!list || !reader.expect_sequence(*list, "exceptions")) return conversion;
    for (const auto& entry : *list) {
        if (!reader.expect_map(entry, "exceptions entry")) continue;
        reader.reject_unknown_keys(entry, {"converted", "zh-Hant", "why"}, "exceptions entry: ");
        const auto from = reader.required(entry, "converted", "exceptions entry: ");
        const auto to = reader.required(entry, "zh-Hant", "exceptions entry: ");
        const auto why = reader.required(entry, "why", "exceptions entry: ");
        if (!from || !to || !why) continue;
        ZhHantConversion::Exception e{
            decode(reader.string(*from, "converted").value_or("")), decode(reader.string(*to, "zh-Hant").value_or("")),
            reader.string(*why, "why").value_or(""), static_cast<std::size_t>(entry.Mark().line + 1)};
        if (e.converted == e.zh_hant) {
            reader.error_at(entry, "converted and zh-Hant are the same: nothing to except");
            continue;
        }
        if (e.why.empty()) {
            reader.error_at(entry, "why: say in a line why zh-Hant differs here");
            continue;
        }
        conversion.exceptions.push_back(std::move(e));
    }
    return conversion;
}

std::string convert_to_zh_hant(std::string_view zh_hans, const ZhHantConversion& conversion) {
    return encode(convert(decode(zh_hans), conversion));
}

std::vector<ConversionHunk> unlisted_conversion_hunks(std::string_view zh_hans, std::string_view zh_hant,
                                                      const ZhHantConversion& conversion,
                                                      std::vector<std::size_t>* exception_uses) {
    std::vector<ConversionHunk> out;
    if (conversion.first_candidate.empty()) return out;  // no table: its loader reported that
    const std::u32string converted = convert(decode(zh_hans), conversion);
    const std::u32string hant = decode(zh_hant);
    if (converted == hant) return out;
    for (const auto& h : differing_runs(converted, hant)) {
        if (listed(conversion, converted, hant, h, exception_uses)) continue;
        const std::size_t from = h.hant_at >= 4 ? h.hant_at - 4 : 0;
        const std::size_t to = std::min(hant.size(), h.hant_at + h.hant_length + 4);
        out.push_back({encode(std::u32string_view(converted).substr(h.at, h.length)),
                       encode(std::u32string_view(hant).substr(h.hant_at, h.hant_length)),
                       encode(std::u32string_view(hant).substr(from, to - from))});
    }
    return out;
}

namespace {
std::string escape_newlines(std::string text) {
    for (std::size_t at; (at = text.find('\n')) != std::string::npos;) text.replace(at, 1, "\\n");
    return text;
}
}  // namespace

ContentError conversion_hunk_problem(const ConversionHunk& hunk, const std::string& where, std::string file,
                                     std::size_t line, std::size_t column) {
    // An empty side reads better said as added or left out than as "gives ''".
    const char* key = hunk.converted.empty() ? "problem.lint.zh_hant_added"
                      : hunk.zh_hant.empty() ? "problem.lint.zh_hant_left_out"
                                             : "problem.lint.zh_hant_differs";
    std::vector<MessageArg> around;
    if (!where.empty()) around.push_back(MessageArg::place(where));
    return content_problem(
        std::move(file), line, column, key,
        {{"hant", hunk.zh_hant}, {"converted", hunk.converted}, {"context", escape_newlines(hunk.context)}},
        std::move(around));
}

std::string conversion_hunk_message(const ConversionHunk& hunk, std::string_view key) {
    return conversion_hunk_problem(hunk, std::string(key)).message;
}

}  // namespace arbiter::validate
