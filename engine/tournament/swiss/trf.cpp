#include "engine/tournament/swiss/trf.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <sstream>

#include "engine/core/localized_fill.hpp"
#include "engine/core/utf8.hpp"

namespace arbiter::tournament::swiss {

std::string TrfError::to_string() const {
    return std::to_string(line) + ":" + std::to_string(column) + ": " + message.en;
}

namespace {

// A line as characters (code points), so columns count characters as TRF does.
struct Line {
    int number = 0;
    std::u32string chars;
    std::string text;  // the UTF-8 bytes, for quoting
};

std::u32string decode(std::string_view text) {
    std::u32string out;
    for (std::size_t i = 0; i < text.size();) {
        std::size_t n = utf8_sequence_length(text, i);
        if (n == 0) {
            out.push_back(U'\uFFFD');
            ++i;
            continue;
        }
        auto b = static_cast<unsigned char>(text[i]);
        char32_t c = n == 1 ? b : n == 2 ? (b & 0x1F) : n == 3 ? (b & 0x0F) : (b & 0x07);
        for (std::size_t k = 1; k < n; ++k) c = (c << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
        out.push_back(c);
        i += n;
    }
    return out;
}

std::string encode(std::u32string_view chars) {
    std::string out;
    for (char32_t c : chars) append_utf8(out, c);
    return out;
}

std::string trim(std::u32string_view s) {
    std::size_t b = 0, e = s.size();
    while (b < e && (s[b] == U' ' || s[b] == U'\t')) ++b;
    while (e > b && (s[e - 1] == U' ' || s[e - 1] == U'\t')) --e;
    return encode(s.substr(b, e - b));
}

std::u32string_view field(const std::u32string& chars, std::size_t from, std::size_t count) {
    if (from >= chars.size()) return {};
    return std::u32string_view(chars).substr(from, std::min(count, chars.size() - from));
}

std::optional<int> parse_int(const std::string& s) {
    if (s.empty() || s.size() > 9) return std::nullopt;
    int v = 0;
    for (char c : s) {
        if (c < '0' || c > '9') return std::nullopt;
        v = v * 10 + (c - '0');
    }
    return v;
}

// "3.5" → 35, "10" → 100; one decimal at most.
std::optional<int> parse_tenths(const std::string& s) {
    auto dot = s.find('.');
    std::string whole = dot == std::string::npos ? s : s.substr(0, dot);
    std::string frac = dot == std::string::npos ? "" : s.substr(dot + 1);
    if (whole.empty() && frac.empty()) return std::nullopt;
    if (frac.size() > 1) return std::nullopt;
    auto w = whole.empty() ? std::optional<int>(0) : parse_int(whole);
    auto f = frac.empty() ? std::optional<int>(0) : parse_int(frac);
    if (!w || !f || *w > 99999) return std::nullopt;
    return *w * 10 + *f;
}

std::vector<std::string> tokens(std::u32string_view s) {
    std::vector<std::string> out;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && (s[i] == U' ' || s[i] == U'\t')) ++i;
        std::size_t b = i;
        while (i < s.size() && s[i] != U' ' && s[i] != U'\t') ++i;
        if (i > b) out.push_back(encode(s.substr(b, i - b)));
    }
    return out;
}

std::string quote(std::u32string_view s) { return encode(s); }

class Reader {
public:
    Reader(std::string_view text, TrfPurpose purpose) : purpose_(purpose) { split_lines(text); }

    TrfReadResult read() {
        for (const Line& line : lines_) read_line(line);
        finish();
        TrfReadResult result;
        result.errors = std::move(errors_);
        if (result.errors.empty()) result.tournament = std::move(t_);
        return result;
    }

private:
    TrfPurpose purpose_;
    std::vector<Line> lines_;
    std::vector<TrfError> errors_;
    SwissTournament t_;
    struct RawPlayer {
        SwissPlayer player;
        std::vector<int> opponent_numbers;  // per cell: 0 none, −1 blank
        std::vector<int> cell_columns;      // 1-based column of each cell's opponent field
    };
    std::vector<RawPlayer> raw_;
    std::map<int, int> raw_by_number_;
    struct RawGroup {
        std::vector<int> numbers;
        int first = 1, last = 1 << 30;
        int line = 0;
    };
    std::vector<RawGroup> forbidden_;
    std::vector<std::pair<int, std::vector<int>>> accelerations_;  // number → per-round tenths
    std::vector<std::pair<int, int>> absences_;                   // (round, number) from 240 lines
    bool points_pab_set_ = false;
    bool baku_ = false;
    int rounds_line_ = 0;

    void error(int line, int column, LocalizedText message) { errors_.push_back({line, column, std::move(message)}); }

    void split_lines(std::string_view text) {
        if (auto bad = first_invalid_utf8(text)) {
            auto place = place_of_offset(text, *bad);
            error(static_cast<int>(place.line), static_cast<int>(place.column),
                  L("不是 UTF-8 文本：请把文件另存为 UTF-8", "不是 UTF-8 文本：請把文件另存為 UTF-8",
                    "not UTF-8 text: save the file as UTF-8"));
        }
        int number = 1;
        std::size_t start = 0;
        for (std::size_t i = 0; i <= text.size(); ++i) {
            bool end = i == text.size();
            if (end || text[i] == '\n' || text[i] == '\r') {
                std::string_view raw = text.substr(start, i - start);
                lines_.push_back({number, decode(raw), std::string(raw)});
                ++number;
                if (!end && text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
                start = i + 1;
            }
        }
    }

    void read_line(const Line& line) {
        const auto& c = line.chars;
        if (c.size() < 3) return;
        std::string prefix = encode(std::u32string_view(c).substr(0, 3));
        if (prefix == "001") read_player(line);
        else if (prefix == "012") t_.title = trim(field(c, 4, c.size()));
        else if (prefix == "XXR" || prefix == "142") read_rounds(line);
        else if (prefix == "XXC") read_configuration(line);
        else if (prefix == "152") read_first_colour(line);
        else if (prefix == "162") read_point_system(line);
        else if (prefix == "BBW" || prefix == "BBD" || prefix == "BBL" || prefix == "BBZ" || prefix == "BBF" ||
                 prefix == "BBU")
            read_points(line, prefix[2]);
        else if (prefix == "XXP") read_forbidden_xxp(line);
        else if (prefix == "260") read_forbidden_260(line);
        else if (prefix == "XXA") read_acceleration_xxa(line);
        else if (prefix == "250") read_acceleration_250(line);
        else if (prefix == "240") read_absences(line);
        else if (prefix == "192") read_system(line);
        else if (prefix == "013" || prefix == "310")
            error(line.number, 1,
                  L("不支持团体赛（013/310 行）：这里只编排个人赛", "不支援團體賽（013/310 行）：這裡只編排個人賽",
                    "team tournaments (lines 013/310) are not supported: only individual events are paired"));
        else if (prefix == "299")
            error(line.number, 1,
                  L("不支持 299 行（非常规分配的分数）", "不支援 299 行（非常規分配的分數）",
                    "line 299 (abnormal points assignments) is not supported"));
    }

    void read_player(const Line& line) {
        const auto& c = line.chars;
        if (c.size() < 84) {
            error(line.number, static_cast<int>(c.size()) + 1,
                  fill_localized(L("001 行只有 {n} 个字符：至少要写到第 84 列（积分在第 81–84 列）",
                                   "001 行只有 {n} 個字元：至少要寫到第 84 列（積分在第 81–84 列）",
                                   "the 001 line has {n} characters: it must reach column 84 (the score is in columns 81–84)"),
                                 {{"n", std::to_string(c.size())}}));
            return;
        }
        RawPlayer raw;
        SwissPlayer& p = raw.player;
        p.line = line.number;
        auto number = parse_int(trim(field(c, 4, 4)));
        if (!number || *number == 0) {
            error(line.number, 5,
                  fill_localized(L("编号“{v}”不是正整数（第 5–8 列）", "編號「{v}」不是正整數（第 5–8 列）",
                                   "the pairing number '{v}' is not a positive whole number (columns 5–8)"),
                                 {{"v", quote(field(c, 4, 4))}}));
            return;
        }
        p.number = *number;
        p.title = trim(field(c, 10, 3));
        p.name = trim(field(c, 14, 33));
        p.federation = trim(field(c, 53, 3));
        std::string rating = trim(field(c, 48, 4));
        if (!rating.empty()) {
            auto r = parse_int(rating);
            if (!r)
                error(line.number, 49,
                      fill_localized(L("等级分“{v}”不是整数（第 49–52 列）", "等級分「{v}」不是整數（第 49–52 列）",
                                       "the rating '{v}' is not a whole number (columns 49–52)"),
                                     {{"v", rating}}));
            else
                p.rating = *r;
        }
        std::string points = trim(field(c, 80, 4));
        auto tenths = parse_tenths(points);
        if (!tenths) {
            error(line.number, 81,
                  fill_localized(L("积分“{v}”不是分数（第 81–84 列，如 3.5）", "積分「{v}」不是分數（第 81–84 列，如 3.5）",
                                   "the score '{v}' is not a number of points (columns 81–84, e.g. 3.5)"),
                                 {{"v", points}}));
        } else {
            p.stated_points = *tenths;
        }
        int blanks = 0;
        std::size_t start = 91;
        for (; start + 8 <= c.size(); start += 10) {
            int col = static_cast<int>(start) + 1;
            std::u32string_view opp = field(c, start, 4);
            RoundCell cell;
            int opponent_number = -1;  // −1 blank, 0 none
            bool ok = true;
            if (opp != U"    ") {
                cell.blank = false;
                if (opp == U"0000") {
                    opponent_number = 0;
                } else {
                    auto o = parse_int(trim(opp));
                    if (!o || *o == 0) {
                        error(line.number, col,
                              fill_localized(L("对手编号“{v}”不是正整数（或 0000 表示无对手）",
                                               "對手編號「{v}」不是正整數（或 0000 表示無對手）",
                                               "the opponent '{v}' is not a pairing number (or 0000 for none)"),
                                             {{"v", quote(opp)}}));
                        ok = false;
                    } else if (*o == p.number) {
                        error(line.number, col,
                              fill_localized(L("棋手 {n} 的对手是自己", "棋手 {n} 的對手是自己",
                                               "player {n} is given as their own opponent"),
                                             {{"n", std::to_string(p.number)}}));
                        ok = false;
                    } else {
                        opponent_number = *o;
                    }
                }
            } else {
                opponent_number = 0;
            }
            char32_t colour = c[start + 5];
            if (colour == U'w') cell.colour = Colour::White;
            else if (colour == U'b') cell.colour = Colour::Black;
            else if (colour != U'-' && colour != U' ') {
                error(line.number, col + 5,
                      fill_localized(L("颜色“{v}”应为 w、b 或 -", "顏色「{v}」應為 w、b 或 -",
                                       "the colour '{v}' must be w, b or -"),
                                     {{"v", quote(field(c, start + 5, 1))}}));
                ok = false;
            }
            if (colour != U' ') cell.blank = false;
            char32_t result = c[start + 7];
            char r = result < 128 ? static_cast<char>(std::toupper(static_cast<int>(result))) : '?';
            if (r == 'D' || r == '=' || r == 'H') cell.outcome = Outcome::Draw;
            else if (r == '+' || r == 'W' || r == '1' || r == 'F' || r == 'U') cell.outcome = Outcome::Win;
            else if (r == '-' || r == 'L' || r == '0' || r == 'Z' || r == ' ') cell.outcome = Outcome::Loss;
            else {
                error(line.number, col + 7,
                      fill_localized(L("结果“{v}”不是 TRF 的结果代码（1 0 = + - W D L H F U Z）",
                                       "結果「{v}」不是 TRF 的結果代碼（1 0 = + - W D L H F U Z）",
                                       "the result '{v}' is not a TRF result code (1 0 = + - W D L H F U Z)"),
                                     {{"v", quote(field(c, start + 7, 1))}}));
                ok = false;
            }
            if (result != U' ') cell.blank = false;
            cell.code = r;
            bool has_opponent = opponent_number > 0;
            cell.played = has_opponent && colour != U'-' && colour != U' ';
            bool unplayed_code = r == '+' || r == '-' || r == 'H' || r == 'F' || r == 'U' || r == 'Z' || r == ' ';
            if (unplayed_code) {
                cell.played = false;
                if (r != '+' && r != '-' && r != ' ' && has_opponent) {
                    error(line.number, col,
                          fill_localized(L("结果“{r}”是轮空，不能有对手（应写 0000）", "結果「{r}」是輪空，不能有對手（應寫 0000）",
                                           "the result '{r}' is a bye and cannot have an opponent (write 0000)"),
                                         {{"r", std::string(1, r)}}));
                    ok = false;
                }
            } else if (cell.colour == Colour::None && !(r == '=' && !has_opponent)) {
                error(line.number, col + 5,
                      L("下过的对局要写颜色（w 或 b）", "下過的對局要寫顏色（w 或 b）",
                        "a game that was played needs a colour (w or b)"));
                ok = false;
            }
            if (!has_opponent && cell.colour != Colour::None) {
                error(line.number, col + 5,
                      L("没有对手的一轮不能写颜色（应写 -）", "沒有對手的一輪不能寫顏色（應寫 -）",
                        "a round without an opponent has no colour (write -)"));
                ok = false;
            }
            if (r == ' ' && has_opponent && purpose_ == TrfPurpose::PairNextRound) {
                cell.code = ' ';  // checked once the history is known (a result still to come)
            }
            cell.paired = has_opponent || r == 'U' || r == '+';
            if (!ok) {
                cell = RoundCell{};
                cell.blank = false;
                opponent_number = 0;
            }
            if (cell.blank) {
                ++blanks;
                continue;
            }
            for (; blanks > 0; --blanks) {
                p.rounds.push_back(RoundCell{});
                raw.opponent_numbers.push_back(-1);
                raw.cell_columns.push_back(col - 10 * blanks);
            }
            p.rounds.push_back(cell);
            raw.opponent_numbers.push_back(opponent_number);
            raw.cell_columns.push_back(col);
        }
        for (std::size_t i = start; i < c.size(); ++i) {
            if (c[i] != U' ') {
                error(line.number, static_cast<int>(i) + 1,
                      L("这里多出了字符：每轮占 10 列（对手 4 列、颜色、结果）",
                        "這裡多出了字元：每輪佔 10 列（對手 4 列、顏色、結果）",
                        "unexpected characters: each round takes 10 columns (opponent, colour, result)"));
                break;
            }
        }
        auto [it, inserted] = raw_by_number_.emplace(p.number, static_cast<int>(raw_.size()));
        if (!inserted) {
            error(line.number, 5,
                  fill_localized(L("编号 {n} 重复（第 {l} 行已用过）", "編號 {n} 重複（第 {l} 行已用過）",
                                   "pairing number {n} appears twice (also on line {l})"),
                                 {{"n", std::to_string(p.number)}, {"l", std::to_string(raw_[it->second].player.line)}}));
            return;
        }
        raw_.push_back(std::move(raw));
    }

    void read_rounds(const Line& line) {
        auto v = tokens(field(line.chars, 3, line.chars.size()));
        auto n = v.size() == 1 ? parse_int(v[0]) : std::nullopt;
        if (!n || *n == 0) {
            error(line.number, 5,
                  L("总轮数应为一个正整数，如 XXR 9", "總輪數應為一個正整數，如 XXR 9",
                    "the number of rounds must be one positive whole number, e.g. XXR 9"));
            return;
        }
        t_.total_rounds = *n;
        rounds_line_ = line.number;
    }

    void read_configuration(const Line& line) {
        for (const auto& token : tokens(field(line.chars, 3, line.chars.size()))) {
            if (token == "rank") t_.rank_order = true;
            else if (token == "white1") set_first_colour(Colour::White);
            else if (token == "black1") set_first_colour(Colour::Black);
        }
    }
    void set_first_colour(Colour c) {
        t_.first_colour = c;
        t_.first_colour_given = true;
    }

    void read_first_colour(const Line& line) {
        const auto& c = line.chars;
        if (c.size() == 5 && c[4] == U'W') set_first_colour(Colour::White);
        else if (c.size() == 5 && c[4] == U'B') set_first_colour(Colour::Black);
        else
            error(line.number, 5, L("152 行应写 W 或 B（第一台的颜色）", "152 行應寫 W 或 B（第一臺的顏色）",
                                    "line 152 must be W or B (the first board's colour)"));
    }

    void read_point_system(const Line& line) {
        const auto& c = line.chars;
        std::size_t start = 5;
        for (; start + 5 <= c.size(); start += 9) {
            char32_t kind = c[start];
            auto value = parse_tenths(trim(field(c, start + 1, 4)));
            if (!value) {
                error(line.number, static_cast<int>(start) + 2,
                      L("分值应为数字，如 1.0", "分值應為數字，如 1.0", "a point value must be a number, e.g. 1.0"));
                continue;
            }
            switch (kind) {
                case U'W': t_.points.win = *value; if (!points_pab_set_) t_.points.pab = *value; break;
                case U'D': t_.points.draw = *value; break;
                case U'L': t_.points.loss = *value; break;
                case U'A': t_.points.zero_bye = t_.points.forfeit_loss = *value; break;
                case U'P': t_.points.pab = *value; points_pab_set_ = true; break;
                default:
                    error(line.number, static_cast<int>(start) + 1,
                          L("162 行的代码应为 W、D、L、A 或 P", "162 行的代碼應為 W、D、L、A 或 P",
                            "line 162's codes are W, D, L, A and P"));
            }
        }
    }

    void read_points(const Line& line, char which) {
        auto value = parse_tenths(trim(field(line.chars, 4, 8)));
        if (!value) {
            error(line.number, 5, L("分值应为数字，如 1.0", "分值應為數字，如 1.0", "a point value must be a number, e.g. 1.0"));
            return;
        }
        switch (which) {
            case 'W': t_.points.win = *value; if (!points_pab_set_) t_.points.pab = *value; break;
            case 'D': t_.points.draw = *value; break;
            case 'L': t_.points.loss = *value; break;
            case 'Z': t_.points.zero_bye = *value; break;
            case 'F': t_.points.forfeit_loss = *value; break;
            case 'U': t_.points.pab = *value; points_pab_set_ = true; break;
        }
    }

    std::vector<int> numbers_from(const Line& line, std::size_t from) {
        std::vector<int> out;
        for (const auto& token : tokens(field(line.chars, from, line.chars.size()))) {
            auto n = parse_int(token);
            if (!n || *n == 0) {
                error(line.number, static_cast<int>(from) + 1,
                      fill_localized(L("“{v}”不是编号", "「{v}」不是編號", "'{v}' is not a pairing number"), {{"v", token}}));
                continue;
            }
            out.push_back(*n);
        }
        return out;
    }

    void read_forbidden_xxp(const Line& line) { forbidden_.push_back({numbers_from(line, 3), 1, 1 << 30, line.number}); }

    void read_forbidden_260(const Line& line) {
        auto first = parse_int(trim(field(line.chars, 4, 3)));
        auto last = parse_int(trim(field(line.chars, 8, 3)));
        if (!first || !last || *first == 0 || *last < *first) {
            error(line.number, 5, L("260 行的轮次范围应为“首轮 末轮”", "260 行的輪次範圍應為「首輪 末輪」",
                                    "line 260 needs a round range 'first last'"));
            return;
        }
        forbidden_.push_back({numbers_from(line, 12), *first, *last, line.number});
    }

    void read_acceleration_xxa(const Line& line) {
        auto number = parse_int(trim(field(line.chars, 4, 4)));
        if (!number || *number == 0) {
            error(line.number, 5, L("XXA 行的第 5–8 列应为编号", "XXA 行的第 5–8 列應為編號",
                                    "line XXA needs a pairing number in columns 5–8"));
            return;
        }
        std::vector<int> values;
        for (std::size_t start = 9; start + 4 <= line.chars.size(); start += 5) {
            std::string v = trim(field(line.chars, start, 4));
            auto tenths = v.empty() ? std::optional<int>(0) : parse_tenths(v);
            if (!tenths) {
                error(line.number, static_cast<int>(start) + 1,
                      L("加速分应为数字，如 1.0", "加速分應為數字，如 1.0", "an acceleration must be a number, e.g. 1.0"));
                return;
            }
            values.push_back(*tenths);
        }
        accelerations_.push_back({*number, values});
    }

    void read_acceleration_250(const Line& line) {
        const auto& c = line.chars;
        auto points = parse_tenths(trim(field(c, 9, 4)));
        auto first_round = parse_int(trim(field(c, 14, 3)));
        auto last_round = parse_int(trim(field(c, 18, 3)));
        auto first_player = parse_int(trim(field(c, 22, 4)));
        auto last_player = parse_int(trim(field(c, 27, 4)));
        if (!points || !first_round || !last_round || !first_player || !last_player || *first_round == 0 ||
            *last_round < *first_round || *first_player == 0 || *last_player < *first_player) {
            error(line.number, 1, L("250 行的格式不对（分数、首轮、末轮、首位编号、末位编号）",
                                    "250 行的格式不對（分數、首輪、末輪、首位編號、末位編號）",
                                    "line 250 is malformed (points, first round, last round, first player, last player)"));
            return;
        }
        for (int n = *first_player; n <= *last_player; ++n) {
            std::vector<int> values(*last_round, 0);
            for (int r = *first_round; r <= *last_round; ++r) values[r - 1] = *points;
            accelerations_.push_back({n, values});
        }
    }

    void read_absences(const Line& line) {
        auto round = parse_int(trim(field(line.chars, 6, 3)));
        if (!round || *round == 0) {
            error(line.number, 7, L("240 行的第 7–9 列应为轮次", "240 行的第 7–9 列應為輪次",
                                    "line 240 needs a round number in columns 7–9"));
            return;
        }
        for (int n : numbers_from(line, 10)) absences_.push_back({*round, n});
    }

    void read_system(const Line& line) {
        std::string system = trim(field(line.chars, 4, line.chars.size()));
        if (system == "FIDE_DUTCH" || system == "FIDE_DUTCH_2025" || system == "FIDE_DUTCH_2026") return;
        if (system == "FIDE_DUTCH_BAKU" || system == "FIDE_DUTCH_2025_BAKU" || system == "FIDE_DUTCH_2026_BAKU") {
            baku_ = true;
            return;
        }
        error(line.number, 5,
              fill_localized(L("编排制度“{v}”不是荷兰制（只支持 FIDE_DUTCH）", "編排制度「{v}」不是荷蘭制（只支援 FIDE_DUTCH）",
                               "the pairing system '{v}' is not the Dutch system (only FIDE_DUTCH is supported)"),
                             {{"v", system}}));
    }

    int index_of_number(int number) const {
        auto it = raw_by_number_.find(number);
        return it == raw_by_number_.end() ? -1 : it->second;
    }

    void finish() {
        if (raw_.empty()) {
            if (errors_.empty())
                error(1, 1, L("文件里没有棋手（001 行）", "文件裡沒有棋手（001 行）", "the file has no players (001 lines)"));
            return;
        }
        // Players in pairing-number order; numbers must run 1..N (XXC rank allows gaps).
        std::vector<int> order;
        for (auto& [number, index] : raw_by_number_) order.push_back(index);
        if (!t_.rank_order) {
            int expected = 1;
            for (auto& [number, index] : raw_by_number_) {
                if (number != expected) {
                    error(raw_[index].player.line, 5,
                          fill_localized(L("缺少编号 {n}：编号应从 1 连续编到 {max}", "缺少編號 {n}：編號應從 1 連續編到 {max}",
                                           "pairing number {n} is missing: numbers must run from 1 to {max}"),
                                         {{"n", std::to_string(expected)},
                                          {"max", std::to_string(raw_by_number_.rbegin()->first)}}));
                    break;
                }
                ++expected;
            }
        }
        // Indices: position in pairing-number order. With XXC rank, players are ranked by file
        // order instead; the index stays the pairing-number order, `rank_sequence` keeps the file's.
        std::vector<int> index_of_raw(raw_.size());
        for (std::size_t i = 0; i < order.size(); ++i) index_of_raw[order[i]] = static_cast<int>(i);
        t_.players.clear();
        for (int raw_index : order) t_.players.push_back(raw_[raw_index].player);
        if (t_.rank_order) {
            rank_sequence_.clear();
            for (std::size_t r = 0; r < raw_.size(); ++r) rank_sequence_.push_back(index_of_raw[r]);
            t_.pairing_sequence = rank_sequence_;
        }
        // Opponents: numbers → indices, and each pairing must be written on both lines.
        for (std::size_t i = 0; i < order.size(); ++i) {
            RawPlayer& raw = raw_[order[i]];
            SwissPlayer& p = t_.players[i];
            for (std::size_t r = 0; r < p.rounds.size(); ++r) {
                int n = raw.opponent_numbers[r];
                if (n <= 0) continue;
                int o = index_of_number(n);
                if (o < 0) {
                    error(p.line, raw.cell_columns[r],
                          fill_localized(L("第 {r} 轮的对手 {n} 不在棋手名单里", "第 {r} 輪的對手 {n} 不在棋手名單裡",
                                           "round {r}: opponent {n} is not among the players"),
                                         {{"r", std::to_string(r + 1)}, {"n", std::to_string(n)}}));
                    p.rounds[r] = RoundCell{};
                    p.rounds[r].blank = false;
                    continue;
                }
                p.rounds[r].opponent = index_of_raw[o];
            }
        }
        for (std::size_t i = 0; i < t_.players.size(); ++i) check_pairings_agree(static_cast<int>(i));
        apply_forbidden_and_accelerations(index_of_raw);
        settle_rounds();
    }
    std::vector<int> rank_sequence_;

    void check_pairings_agree(int i) {
        const SwissPlayer& p = t_.players[i];
        for (std::size_t r = 0; r < p.rounds.size(); ++r) {
            const RoundCell& cell = p.rounds[r];
            if (cell.opponent < 0) continue;
            const SwissPlayer& o = t_.players[cell.opponent];
            const RoundCell* back = r < o.rounds.size() ? &o.rounds[r] : nullptr;
            int column = 92 + 10 * static_cast<int>(r);
            if (!back || back->opponent != i) {
                std::string says = !back || back->opponent < 0 ? "—" : std::to_string(t_.players[back->opponent].number);
                error(p.line, column,
                      fill_localized(L("第 {r} 轮：棋手 {a} 的对手写作 {b}，但棋手 {b} 该轮的对手写作 {c}（一轮里一人只能对一人）",
                                       "第 {r} 輪：棋手 {a} 的對手寫作 {b}，但棋手 {b} 該輪的對手寫作 {c}（一輪裡一人只能對一人）",
                                       "round {r}: player {a} is paired with {b}, but player {b}'s round {r} says {c} (one opponent per round)"),
                                     {{"r", std::to_string(r + 1)},
                                      {"a", std::to_string(p.number)},
                                      {"b", std::to_string(o.number)},
                                      {"c", says}}));
                continue;
            }
            if (cell.played && back->played && cell.colour == back->colour) {
                error(p.line, column + 5,
                      fill_localized(L("第 {r} 轮：棋手 {a} 与 {b} 的颜色相同", "第 {r} 輪：棋手 {a} 與 {b} 的顏色相同",
                                       "round {r}: players {a} and {b} are given the same colour"),
                                     {{"r", std::to_string(r + 1)},
                                      {"a", std::to_string(p.number)},
                                      {"b", std::to_string(o.number)}}));
            }
            if (cell.played != back->played && i < cell.opponent) {
                error(p.line, column + 7,
                      fill_localized(L("第 {r} 轮：棋手 {a} 与 {b} 的结果不一致（一方是下过的对局，另一方是弃权）",
                                       "第 {r} 輪：棋手 {a} 與 {b} 的結果不一致（一方是下過的對局，另一方是棄權）",
                                       "round {r}: players {a} and {b} disagree whether the game was played or forfeited"),
                                     {{"r", std::to_string(r + 1)},
                                      {"a", std::to_string(p.number)},
                                      {"b", std::to_string(o.number)}}));
            }
        }
    }

    void apply_forbidden_and_accelerations(const std::vector<int>& index_of_raw) {
        for (const RawGroup& g : forbidden_) {
            ForbiddenGroup group;
            group.first_round = g.first;
            group.last_round = g.last;
            for (int n : g.numbers) {
                int raw = index_of_number(n);
                if (raw < 0) {
                    error(g.line, 1,
                          fill_localized(L("禁配名单里的编号 {n} 不在棋手名单里", "禁配名單裡的編號 {n} 不在棋手名單裡",
                                           "forbidden pairs: player {n} is not among the players"),
                                         {{"n", std::to_string(n)}}));
                    continue;
                }
                group.players.push_back(index_of_raw[raw]);
            }
            t_.forbidden.push_back(group);
        }
        for (auto& [number, values] : accelerations_) {
            int raw = index_of_number(number);
            if (raw < 0) continue;
            auto& a = t_.players[index_of_raw[raw]].acceleration;
            if (a.size() < values.size()) a.resize(values.size(), 0);
            for (std::size_t r = 0; r < values.size(); ++r)
                if (values[r] != 0 || a[r] == 0) a[r] = values[r];
        }
    }

    // Which columns are history, the pre-assigned byes of the round to pair, the points check.
    void settle_rounds() {
        int played = 0;
        for (const SwissPlayer& p : t_.players)
            for (std::size_t c = 0; c < p.rounds.size(); ++c) {
                if (p.rounds[c].blank) continue;
                played = std::max(played, static_cast<int>(c) + (p.rounds[c].paired ? 1 : 0));
            }
        auto has_cell_at = [&](const SwissPlayer& p, int c) { return static_cast<int>(p.rounds.size()) > c; };
        if (purpose_ == TrfPurpose::PairNextRound) {
            bool all = std::all_of(t_.players.begin(), t_.players.end(), [&](const SwissPlayer& p) { return has_cell_at(p, played); });
            if (all) ++played;
        } else {
            bool any = std::any_of(t_.players.begin(), t_.players.end(), [&](const SwissPlayer& p) { return has_cell_at(p, played); });
            if (any) ++played;
        }
        t_.rounds_played = played;
        for (SwissPlayer& p : t_.players)
            if (static_cast<int>(p.rounds.size()) < played) p.rounds.resize(played);
        if (purpose_ == TrfPurpose::PairNextRound) {
            for (auto [round, number] : absences_) {
                if (round != played + 1) continue;
                int raw = index_of_number(number);
                if (raw < 0) continue;
                for (SwissPlayer& p : t_.players)
                    if (p.number == number && static_cast<int>(p.rounds.size()) == played) {
                        RoundCell absent;
                        absent.blank = false;
                        absent.code = 'Z';
                        p.rounds.push_back(absent);
                    }
            }
        }
        if (t_.total_rounds > 0 && played > t_.total_rounds - (purpose_ == TrfPurpose::PairNextRound ? 1 : 0)) {
            error(rounds_line_ ? rounds_line_ : 1, 5,
                  purpose_ == TrfPurpose::PairNextRound
                      ? fill_localized(L("已经赛完 {p} 轮，而总轮数只有 {t}：没有下一轮可编排",
                                         "已經賽完 {p} 輪，而總輪數只有 {t}：沒有下一輪可編排",
                                         "{p} rounds are played and the event has {t}: there is no next round to pair"),
                                       {{"p", std::to_string(played)}, {"t", std::to_string(t_.total_rounds)}})
                      : fill_localized(L("文件里有 {p} 轮，而总轮数（XXR）只有 {t}", "文件裡有 {p} 輪，而總輪數（XXR）只有 {t}",
                                         "the file holds {p} rounds but the event has only {t} (XXR)"),
                                       {{"p", std::to_string(played)}, {"t", std::to_string(t_.total_rounds)}}));
        }
        if (purpose_ == TrfPurpose::PairNextRound && t_.total_rounds == 0)
            error(1, 1, L("缺少总轮数：加一行 XXR（如 XXR 9），编排需要知道是否最后一轮",
                          "缺少總輪數：加一行 XXR（如 XXR 9），編排需要知道是否最後一輪",
                          "the number of rounds is missing: add a line XXR (e.g. XXR 9); pairing needs to know the last round"));
        if (t_.total_rounds == 0) t_.total_rounds = played;
        if (purpose_ == TrfPurpose::PairNextRound) {
            for (const SwissPlayer& p : t_.players)
                for (int r = 0; r < played; ++r)
                    if (p.rounds[r].paired && p.rounds[r].opponent >= 0 && p.rounds[r].code == ' ')
                        error(p.line, 92 + 10 * r + 7,
                              fill_localized(L("第 {r} 轮还没有结果：先填好结果再编排第 {n} 轮",
                                               "第 {r} 輪還沒有結果：先填好結果再編排第 {n} 輪",
                                               "round {r} has no result yet: enter the results before pairing round {n}"),
                                             {{"r", std::to_string(r + 1)}, {"n", std::to_string(played + 1)}}));
        }
        if (baku_) apply_baku();
        if (!t_.first_colour_given) infer_first_colour();
        check_points();
    }

    // C.04.5.1 (Baku acceleration), as the TRF's 192 line asks: the top half gets a win's points
    // before the first quarter of the rounds, a draw's until half.
    void apply_baku() {
        int n = static_cast<int>(t_.players.size());
        int last_accelerated = (n - 1) / 2;
        int last_round = (t_.total_rounds - 1) / 2;
        int last_full = last_round / 2;
        for (int i = 0; i <= last_accelerated; ++i) {
            int player = t_.rank_order && i < static_cast<int>(rank_sequence_.size()) ? rank_sequence_[i] : i;
            auto& a = t_.players[player].acceleration;
            if (!a.empty()) continue;
            for (int r = 0; r <= last_round && r <= t_.rounds_played; ++r) a.push_back(r <= last_full ? t_.points.win : t_.points.draw);
        }
    }

    // The colour of the first board of round 1, when the file does not say it: the top-ranked
    // player who took part in the first round with colours had that colour (or the other one, if
    // the first such player had an even number among those present).
    void infer_first_colour() {
        int first_round = -1;
        for (const SwissPlayer& p : t_.players)
            for (std::size_t r = 0; r < p.rounds.size(); ++r)
                if (p.rounds[r].colour != Colour::None) {
                    if (first_round < 0 || static_cast<int>(r) < first_round) first_round = static_cast<int>(r);
                    break;
                }
        if (first_round < 0) return;
        int effective = 0;
        for (int i : t_.sequence()) {
            const SwissPlayer& p = t_.players[i];
            bool took_part = false;
            for (int r = 0; r <= first_round && r < static_cast<int>(p.rounds.size()); ++r)
                if (p.rounds[r].paired) took_part = true;
            if (!took_part) continue;
            if (t_.first_colour == Colour::None) {
                Colour c = p.rounds[first_round].colour;
                t_.first_colour = effective % 2 == 1 ? opposite(c) : c;
            }
            ++effective;
        }
    }

    // The score written on each line must be the sum of the round cells (the tournament's point
    // system, plus acceleration, or plus a bye already given for the round to pair).
    void check_points() {
        for (const SwissPlayer& p : t_.players) {
            int i = static_cast<int>(&p - t_.players.data());
            int computed = t_.points_after(i, t_.rounds_played);
            int stated = p.stated_points;
            int acceleration = t_.acceleration_for(i, t_.rounds_played + 1);
            int next = static_cast<int>(p.rounds.size()) > t_.rounds_played ? t_.points_for(p.rounds[t_.rounds_played]) : 0;
            bool ok = stated == computed || stated == computed + acceleration || stated == computed + next ||
                      stated == computed + next + acceleration;
            if (!ok)
                error(p.line, 81,
                      fill_localized(L("棋手 {n} 写的积分是 {s}，按各轮结果应为 {c}", "棋手 {n} 寫的積分是 {s}，按各輪結果應為 {c}",
                                       "player {n}'s score is written as {s}, but the round results give {c}"),
                                     {{"n", std::to_string(p.number)},
                                      {"s", tenths_text(stated)},
                                      {"c", tenths_text(computed)}}));
        }
    }

    static std::string tenths_text(int tenths) {
        return std::to_string(tenths / 10) + "." + std::to_string(tenths % 10);
    }
};

std::string pad_left(const std::string& s, std::size_t width) {
    std::size_t n = decode(s).size();
    return n >= width ? s : std::string(width - n, ' ') + s;
}
std::string pad_right(const std::string& s, std::size_t width) {
    auto chars = decode(s);
    if (chars.size() > width) return encode(std::u32string_view(chars).substr(0, width));
    return s + std::string(width - chars.size(), ' ');
}
std::string tenths_field(int tenths) {
    std::string s = std::to_string(tenths / 10) + "." + std::to_string(tenths % 10);
    return pad_left(s, 4);
}

std::string cell_text(const SwissTournament& t, const RoundCell& cell) {
    if (cell.blank) return "        ";
    std::string opp = cell.opponent >= 0 ? pad_left(std::to_string(t.players[cell.opponent].number), 4) : "0000";
    char colour = cell.colour == Colour::White ? 'w' : cell.colour == Colour::Black ? 'b' : '-';
    char code = cell.code;
    if (code == '?' || code == 0) code = ' ';
    return opp + " " + colour + " " + code;
}

}  // namespace

TrfReadResult read_trf(std::string_view text, TrfPurpose purpose) { return Reader(text, purpose).read(); }

std::string write_trf(const SwissTournament& t, const std::vector<PairedBoard>* next_round) {
    std::ostringstream out;
    if (!t.title.empty()) out << "012 " << t.title << "\n";
    // Ranks by score (then pairing order) after the rounds played.
    std::vector<int> by_score = t.sequence();
    std::stable_sort(by_score.begin(), by_score.end(), [&](int a, int b) {
        return t.points_after(a, t.rounds_played) > t.points_after(b, t.rounds_played);
    });
    std::vector<int> rank(t.players.size());
    for (std::size_t r = 0; r < by_score.size(); ++r) rank[by_score[r]] = static_cast<int>(r) + 1;

    std::vector<RoundCell> extra(t.players.size());
    std::vector<bool> has_extra(t.players.size(), false);
    if (next_round) {
        for (const PairedBoard& board : *next_round) {
            if (board.black < 0) {
                extra[board.white] = pab_cell();
                has_extra[board.white] = true;
                continue;
            }
            auto [w, b] = paired_cells(board.white, board.black);
            extra[board.white] = w;
            extra[board.black] = b;
            has_extra[board.white] = has_extra[board.black] = true;
        }
    }
    for (int i : t.sequence()) {
        const SwissPlayer& p = t.players[i];
        std::string line = "001 " + pad_left(std::to_string(p.number), 4) + "  " + pad_right(p.title, 3) + " " +
                           pad_right(p.name, 33) + " " + pad_left(p.rating > 0 ? std::to_string(p.rating) : "", 4) + " " +
                           pad_right(p.federation, 3) + " " + std::string(11, ' ') + " " + std::string(10, ' ') + " " +
                           tenths_field(t.points_after(i, static_cast<int>(p.rounds.size())) +
                                        (next_round && has_extra[i] ? t.points_for(extra[i]) : 0)) + " " +
                           pad_left(std::to_string(rank[i]), 4);
        for (std::size_t r = 0; r < p.rounds.size(); ++r) {
            if (next_round && static_cast<int>(r) >= t.rounds_played && has_extra[i]) break;
            line += "  " + cell_text(t, p.rounds[r]);
        }
        if (next_round && has_extra[i]) {
            for (std::size_t r = p.rounds.size(); static_cast<int>(r) < t.rounds_played; ++r) line += "          ";
            line += "  " + cell_text(t, extra[i]);
        }
        out << line << "\n";  // trailing spaces kept: a blank result is the cell's last column
    }
    if (t.total_rounds > 0) out << "XXR " << t.total_rounds << "\n";
    std::string config;
    if (t.rank_order) config += " rank";
    if (t.first_colour == Colour::White) config += " white1";
    else if (t.first_colour == Colour::Black) config += " black1";
    if (!config.empty()) out << "XXC" << config << "\n";
    const PointSystem d;
    const PointSystem& ps = t.points;
    if (ps.win != d.win || ps.draw != d.draw || ps.loss != d.loss || ps.zero_bye != d.zero_bye ||
        ps.forfeit_loss != d.forfeit_loss || ps.pab != d.pab) {
        auto bb = [&](const char* code, int v) { out << code << " " << tenths_field(v) << "\n"; };
        bb("BBW", ps.win);
        bb("BBD", ps.draw);
        bb("BBL", ps.loss);
        bb("BBZ", ps.zero_bye);
        bb("BBF", ps.forfeit_loss);
        bb("BBU", ps.pab);
    }
    for (const ForbiddenGroup& g : t.forbidden) {
        if (g.first_round <= 1 && g.last_round >= (1 << 29)) {
            out << "XXP";
        } else {
            out << "260 " << pad_left(std::to_string(g.first_round), 3) << " " << pad_left(std::to_string(g.last_round), 3);
        }
        for (int p : g.players) out << " " << pad_left(std::to_string(t.players[p].number), 4);
        out << "\n";
    }
    for (std::size_t i = 0; i < t.players.size(); ++i) {
        const auto& a = t.players[i].acceleration;
        if (a.empty()) continue;
        out << "XXA " << pad_left(std::to_string(t.players[i].number), 4);
        for (int v : a) out << " " << tenths_field(v);
        out << "\n";
    }
    return out.str();
}

}  // namespace arbiter::tournament::swiss
