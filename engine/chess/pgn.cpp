// PGN reader (a small hand-written scanner that tracks line and column) and writer.
#include "engine/chess/pgn.hpp"
#include "engine/core/text_trim.hpp"

#include <cctype>
#include <cmath>
#include <cstdio>

#include "engine/chess/game.hpp"
#include "engine/chess/notation.hpp"
#include "engine/core/localized_fill.hpp"
#include "engine/core/number_text.hpp"

namespace arbiter::chess {

namespace {

// How deeply variations may nest: real annotation rarely passes ten levels.
constexpr int kMaxVariationDepth = 100;

constexpr const char* kSevenTagRoster[] = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};
constexpr const char* kSuffixNags[] = {"!", "?", "!!", "??", "!?", "?!"};  // $1 ... $6

bool is_result(std::string_view token) {
    return token == "1-0" || token == "0-1" || token == "1/2-1/2" || token == "*";
}

int suffix_nag(std::string_view suffix) {
    for (int i = 0; i < 6; ++i)
        if (suffix == kSuffixNags[i]) return i + 1;
    return 0;
}

// Pulls [%clk ...] and [%emt ...] out of a comment into the node; other commands stay in the text.
void absorb_comment(PgnNode& node, std::string_view text) {
    std::string rest;
    std::size_t i = 0;
    while (i < text.size()) {
        std::size_t open = text.find("[%", i);
        if (open == std::string_view::npos) {
            rest += text.substr(i);
            break;
        }
        std::size_t close = text.find(']', open);
        if (close == std::string_view::npos) {
            rest += text.substr(i);
            break;
        }
        std::string_view command = text.substr(open + 2, close - open - 2);
        std::string_view name = command.substr(0, command.find(' '));
        std::string_view value = command.size() > name.size() ? command.substr(name.size() + 1) : std::string_view{};
        std::optional<double> seconds = parse_clock(trimmed(value));
        if ((name == "clk" || name == "emt") && seconds) {
            (name == "clk" ? node.clock_seconds : node.elapsed_seconds) = seconds;
            rest += text.substr(i, open - i);
        } else {
            rest += text.substr(i, close + 1 - i);
        }
        i = close + 1;
    }
    std::string cleaned = trimmed(rest);
    if (cleaned.empty()) return;
    if (!node.comment.empty()) node.comment += ' ';
    node.comment += cleaned;
}

class Reader {
public:
    explicit Reader(std::string_view text) : text_(text) {}

    PgnReadResult read_all() {
        PgnReadResult result;
        while (true) {
            skip_space();
            if (at_end()) break;
            PgnGame game;
            bool ok = read_game(game, result.errors);
            if (ok) result.games.push_back(std::move(game));
            else skip_to_next_game();
        }
        return result;
    }

private:
    bool at_end() const { return pos_ >= text_.size(); }
    char peek() const { return at_end() ? '\0' : text_[pos_]; }
    char get() {
        char c = text_[pos_++];
        if (c == '\n') {
            ++line_;
            column_ = 1;
        } else {
            ++column_;
        }
        return c;
    }
    bool fail(std::vector<PgnError>& errors, int line, int column, LocalizedText message) {
        errors.push_back({line, column, std::move(message)});
        return false;
    }

    // Whitespace, ";" rest-of-line comments and "%" escape lines.
    void skip_space() {
        while (!at_end()) {
            char c = peek();
            if (c == '%' && column_ == 1) {
                while (!at_end() && peek() != '\n') get();
            } else if (c == ';') {
                while (!at_end() && peek() != '\n') get();
            } else if (std::isspace(static_cast<unsigned char>(c))) {
                get();
            } else {
                break;
            }
        }
    }

    void skip_to_next_game() {
        // Resume at the next tag section: a '[' at the start of a line.
        while (!at_end()) {
            if (peek() == '[' && column_ == 1) return;
            get();
        }
    }

    bool read_game(PgnGame& game, std::vector<PgnError>& errors) {
        const int tag_line = line_, tag_column = column_;
        while (peek() == '[') {
            if (!read_tag(game, errors)) return false;
            skip_space();
        }
        LocalizedText why;
        auto start = game.start_position(&why);
        if (!start)
            return fail(errors, tag_line, tag_column,
                        fill_localized(L("`FEN` 标签有误：{why}", "`FEN` 標籤有誤：{why}", "bad FEN tag: {why}"), {{"why", why}}));
        game_ = &game;
        return read_line(*start, game.mainline, 0, errors);
    }

    bool read_tag(PgnGame& game, std::vector<PgnError>& errors) {
        const int line = line_, column = column_;
        get();  // '['
        skip_space();
        std::string name;
        while (!at_end() && (std::isalnum(static_cast<unsigned char>(peek())) || peek() == '_')) name += get();
        skip_space();
        if (name.empty() || peek() != '"') return fail(errors, line_, column_,
                        L("标签对的写法是 `[Name \"value\"]`", "標籤對的寫法是 `[Name \"value\"]`", "a tag pair is [Name \"value\"]"));
        get();
        std::string value;
        while (!at_end() && peek() != '"' && peek() != '\n') {
            char c = get();
            // A tag pair is one line: a backslash cannot carry the value over a line break.
            if (c == '\\' && !at_end() && peek() != '\n') c = get();
            value += c;
        }
        if (peek() != '"') return fail(errors, line, column,
                        fill_localized(L("标签“{tag}”：值缺少结尾的引号", "標籤「{tag}」：值缺少結尾的引號", "tag {tag}: the value has no closing quote"),
                                       {{"tag", name}}));
        get();
        skip_space();
        if (peek() != ']') return fail(errors, line_, column_,
                        fill_localized(L("标签“{tag}”：此处应为 `]`", "標籤「{tag}」：此處應為 `]`", "tag {tag}: expected ']'"), {{"tag", name}}));
        get();
        game.set_tag(name, value);
        return true;
    }

    // Reads moves into `out` from `pos` until the end of the variation (depth > 0), the result, the
    // next game's tags or the end of the text.
    bool read_line(Position pos, std::vector<PgnNode>& out, int depth, std::vector<PgnError>& errors) {
        Position before = pos;  // the position before out.back(): where its variations start
        while (true) {
            skip_space();
            const int line = line_, column = column_;
            if (at_end() || (peek() == '[' && depth == 0)) {
                if (depth > 0) return fail(errors, line, column, L("变着没有用 `)` 结束", "變著沒有用 `)` 結束", "a variation is not closed with ')'"));
                return true;
            }
            const char c = peek();
            if (c == '{') {
                get();
                std::string text;
                while (!at_end() && peek() != '}') text += get();
                if (at_end()) return fail(errors, line, column, L("注释没有用 `}` 结束", "注釋沒有用 `}` 結束", "a comment is not closed with '}'"));
                get();
                if (out.empty()) {
                    if (depth == 0 && !text.empty()) game_->opening_comment += trimmed(text);
                } else {
                    absorb_comment(out.back(), text);
                }
            } else if (c == '(') {
                get();
                if (out.empty()) return fail(errors, line, column,
                                               L("变着应紧跟在它所替代的着法之后", "變著應緊跟在它所替代的著法之後",
                                                 "a variation must follow the move it replaces"));
                // Each level is a stack frame here (and in write_pgn and the destructor): without a
                // bound, hostile nesting overflows the stack (found by tests/data/bad/pgn).
                if (depth + 1 > kMaxVariationDepth)
                    return fail(errors, line, column,
                                fill_localized(L("变着嵌套超过 {n} 层", "變著嵌套超過 {n} 層", "variations are nested deeper than {n} levels"),
                                               {{"n", std::to_string(kMaxVariationDepth)}}));
                out.back().variations.emplace_back();
                if (!read_line(before, out.back().variations.back(), depth + 1, errors)) return false;
            } else if (c == ')') {
                get();
                if (depth == 0) return fail(errors, line, column, L("`)` 前没有要结束的变着", "`)` 前沒有要結束的變著", "')' without a variation to close"));
                return true;
            } else if (c == '$') {
                get();
                std::string digits;
                while (std::isdigit(static_cast<unsigned char>(peek()))) digits += get();
                if (digits.empty() || digits.size() > 3) return fail(errors, line, column,
                                L("`NAG` 的写法是 `$` 加 0 到 255 的数", "`NAG` 的寫法是 `$` 加 0 到 255 的數",
                                  "a NAG is '$' and a number from 0 to 255"));
                if (out.empty()) return fail(errors, line, column, L("`NAG` 应跟在着法之后", "`NAG` 應跟在著法之後", "a NAG must follow a move"));
                out.back().nags.push_back(*parse_whole_number<int>(digits));  // 1-3 digits: always fits
            } else {
                std::string token;
                while (!at_end() && !std::isspace(static_cast<unsigned char>(peek())) &&
                       std::string_view("{}()[];$").find(peek()) == std::string_view::npos)
                    token += get();
                if (token.empty()) return fail(errors, line, column,
                                                       fill_localized(L("此处不应出现“{c}”", "此處不應出現「{c}」", "unexpected '{c}'"),
                                                                      {{"c", std::string(1, get())}}));
                if (is_result(token)) {
                    if (depth > 0) return fail(errors, line, column,
                                                   L("变着中不能写对局结果", "變著中不能寫對局結果", "a result cannot stand inside a variation"));
                    game_->result = token;
                    return true;
                }
                // Move numbers: "12." "12..." and the glued form "12.e4".
                std::size_t digits = 0;
                while (digits < token.size() && std::isdigit(static_cast<unsigned char>(token[digits]))) ++digits;
                std::size_t dots = digits;
                while (dots < token.size() && token[dots] == '.') ++dots;
                if (digits > 0 && (dots > digits || dots == token.size())) token.erase(0, dots);
                if (token.empty()) continue;
                std::string_view san = token;
                std::size_t suffix_start = san.find_first_of("!?");
                int nag = 0;
                if (suffix_start != std::string_view::npos) {
                    nag = suffix_nag(san.substr(suffix_start));
                    if (!nag) return fail(errors, line, column,
                                           fill_localized(L("未知的注解符号“{a}”", "未知的注解符號「{a}」", "unknown annotation '{a}'"),
                                                          {{"a", std::string(san.substr(suffix_start))}}));
                    san = san.substr(0, suffix_start);
                }
                if (san.empty()) {
                    if (out.empty()) return fail(errors, line, column,
                                                         L("注解符号应跟在着法之后", "注解符號應跟在著法之後", "an annotation must follow a move"));
                    out.back().nags.push_back(nag);
                    continue;
                }
                LocalizedText why;
                auto move = parse_san(pos, san, &why);
                if (!move)
                    return fail(errors, line, column,
                                fill_localized(L("着法不合法或无法识别：{why}", "著法不合法或無法識別：{why}", "illegal or unreadable move {why}"),
                                               {{"why", why}}));
                PgnNode node;
                node.move = *move;
                node.san = to_san(pos, *move);
                if (nag) node.nags.push_back(nag);
                out.push_back(std::move(node));
                before = pos;
                pos = pos.after(*move);
            }
        }
    }

    std::string_view text_;
    std::size_t pos_ = 0;
    int line_ = 1;
    int column_ = 1;
    PgnGame* game_ = nullptr;
};

std::string quote_tag(const std::string& value) {
    std::string out = "\"";
    for (char c : value) {
        if (c == '"' || c == '\\') out += '\\';
        // A tag pair must stay on one line (found by fuzz_pgn: a value holding a line break was
        // written as PGN that could not be read back).
        out += (c == '\n' || c == '\r') ? ' ' : c;
    }
    return out + "\"";
}

void write_moves(const std::vector<PgnNode>& line, Position pos, std::vector<std::string>& tokens) {
    bool need_number = true;
    for (const PgnNode& node : line) {
        if (pos.side_to_move() == Color::White) tokens.push_back(std::to_string(pos.fullmove_number()) + ".");
        else if (need_number) tokens.push_back(std::to_string(pos.fullmove_number()) + "...");
        tokens.push_back(node.san);
        for (int nag : node.nags) tokens.push_back(std::string(1, '$').append(std::to_string(nag)));
        need_number = false;
        std::string comment;
        if (node.clock_seconds) comment += "[%clk " + format_clock(*node.clock_seconds) + "]";
        if (node.elapsed_seconds) comment += std::string(comment.empty() ? "" : " ") + "[%emt " + format_clock(*node.elapsed_seconds) + "]";
        if (!node.comment.empty()) comment += (comment.empty() ? "" : " ") + node.comment;
        if (!comment.empty()) {
            tokens.push_back("{" + comment + "}");
            need_number = true;
        }
        for (const auto& variation : node.variations) {
            if (variation.empty()) continue;
            const std::size_t first = tokens.size();
            write_moves(variation, pos, tokens);
            tokens[first] = "(" + tokens[first];
            tokens.back() += ")";
            need_number = true;
        }
        pos = pos.after(node.move);
    }
}

}  // namespace

std::optional<std::string> PgnGame::tag(std::string_view name) const {
    for (const auto& [key, value] : tags)
        if (key == name) return value;
    return std::nullopt;
}

void PgnGame::set_tag(const std::string& name, const std::string& value) {
    for (auto& [key, existing] : tags)
        if (key == name) {
            existing = value;
            return;
        }
    tags.emplace_back(name, value);
}

std::optional<Position> PgnGame::start_position(LocalizedText* error) const {
    auto fen = tag("FEN");
    if (!fen) return Position::start();
    return Position::from_fen(*fen, error);
}

PgnReadResult read_pgn(std::string_view text) { return Reader(text).read_all(); }

std::string write_pgn(const PgnGame& game) {
    std::string out;
    for (const char* name : kSevenTagRoster) {
        auto value = std::string_view(name) == "Result" ? std::optional<std::string>(game.result) : game.tag(name);
        out += std::string("[") + name + " " + quote_tag(value ? *value : "?") + "]\n";
    }
    for (const auto& [key, value] : game.tags) {
        bool roster = false;
        for (const char* name : kSevenTagRoster) roster |= key == name;
        if (!roster) out += "[" + key + " " + quote_tag(value) + "]\n";
    }
    out += "\n";
    std::vector<std::string> tokens;
    if (!game.opening_comment.empty()) tokens.push_back("{" + game.opening_comment + "}");
    if (auto start = game.start_position()) write_moves(game.mainline, *start, tokens);
    tokens.push_back(game.result);
    std::size_t width = 0;
    for (const auto& token : tokens) {
        if (width > 0 && width + 1 + token.size() > 80) {
            out += "\n";
            width = 0;
        } else if (width > 0) {
            out += " ";
            ++width;
        }
        out += token;
        width += token.size();
    }
    return out + "\n";
}

PgnGame to_pgn_game(const Game& game, const std::vector<std::pair<std::string, std::string>>& tags) {
    PgnGame pgn;
    for (const auto& [key, value] : tags) pgn.set_tag(key, value);
    const Position& start = game.start_position();
    if (!(start == Position::start())) {
        pgn.set_tag("SetUp", "1");
        pgn.set_tag("FEN", start.fen());
    }
    for (int ply = 0; ply < game.ply(); ++ply) {
        PgnNode node;
        node.move = game.moves()[static_cast<std::size_t>(ply)];
        node.san = to_san(game.position_at(ply), node.move);
        pgn.mainline.push_back(std::move(node));
    }
    pgn.result = game.result();
    return pgn;
}

std::optional<double> parse_clock(std::string_view text) {
    // h:mm:ss, mm:ss or ss, each with an optional fraction on the seconds.
    double total = 0;
    int parts = 0;
    std::size_t i = 0;
    while (i <= text.size()) {
        std::size_t end = text.find(':', i);
        std::string_view part = text.substr(i, end == std::string_view::npos ? std::string_view::npos : end - i);
        if (part.empty() || ++parts > 3) return std::nullopt;
        const bool last = end == std::string_view::npos;
        for (char c : part)
            if (!std::isdigit(static_cast<unsigned char>(c)) && !(last && c == '.')) return std::nullopt;
        const auto value = parse_decimal(part);
        if (!value) return std::nullopt;
        total = total * 60 + *value;
        if (last) return total;
        i = end + 1;
    }
    return std::nullopt;
}

std::string format_clock(double seconds) {
    const long tenths = std::lround(seconds * 10);
    const long whole = tenths / 10;
    char buffer[40];
    if (tenths % 10)
        std::snprintf(buffer, sizeof buffer, "%ld:%02ld:%02ld.%ld", whole / 3600, whole / 60 % 60, whole % 60, tenths % 10);
    else
        std::snprintf(buffer, sizeof buffer, "%ld:%02ld:%02ld", whole / 3600, whole / 60 % 60, whole % 60);
    return buffer;
}

}  // namespace arbiter::chess
