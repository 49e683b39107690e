#include "engine/go/sgf.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdio>

#include "engine/core/localized_fill.hpp"

namespace arbiter::go {

std::string SgfError::to_string() const {
    return std::to_string(line) + ":" + std::to_string(column) + ": " + message.en;
}

namespace {

// A property with its value as the author wrote it, "SZ[30]": data in every language.
std::string written(const std::string& id, const std::string& value) { return id + "[" + value + "]"; }

LocalizedText not_a_point(const std::string& id, const std::string& value, int size) {
    return fill_localized(L("“{p}”不是 {n}×{n} 棋盘上的点", "「{p}」不是 {n}×{n} 棋盤上的點", "{p} is not a point on a {n}×{n} board"),
                          {{"p", written(id, value)}, {"n", std::to_string(size)}});
}

// Why the game refused a move, in the words of each language (illegality_name() is the English).
LocalizedText illegality_words(Illegality reason) {
    // The English words are illegality_name()'s (tests/content/test_reader_problems.cpp checks).
    switch (reason) {
        case Illegality::OffBoard: return {"在棋盘外", "在棋盤外", "off-board"};
        case Illegality::Occupied: return {"该点已有棋子", "該點已有棋子", "occupied"};
        case Illegality::Suicide: return {"自杀", "自殺", "suicide"};
        case Illegality::SimpleKo: return {"打劫时不能立即提回", "打劫時不能立即提回", "ko"};
        case Illegality::Superko: return {"全局同形再现", "全局同形再現", "superko"};
        case Illegality::WrongColour: return {"不该这一方落子", "不該這一方落子", "wrong-colour"};
        case Illegality::None: break;
    }
    return {"无", "無", "none"};
}

}  // namespace

const SgfProperty* SgfNode::find(std::string_view id) const {
    for (const auto& property : properties)
        if (property.id == id) return &property;
    return nullptr;
}

// ---- tokens to tree ------------------------------------------------------------------------

namespace {

class Parser {
public:
    explicit Parser(std::string_view text) : text_(text) {}

    SgfCollection parse() {
        SgfCollection collection;
        skip_space();
        if (at_end()) {
            error(L("内容为空：`SGF` 文件以 `(;` 开头", "內容為空：`SGF` 文件以 `(;` 開頭", "empty input: an SGF file starts with '(;'"));
        }
        while (!at_end() && errors_.empty()) {
            if (peek() != '(') {
                error(fill_localized(L("棋谱树应以 `(` 开头，却是“{c}”", "棋譜樹應以 `(` 開頭，卻是「{c}」",
                                       "expected '(' to start a game tree, found '{c}'"),
                                     {{"c", std::string(1, peek())}}));
                break;
            }
            SgfTree tree;
            if (!parse_tree(tree, 0)) break;
            collection.trees.push_back(std::move(tree));
            skip_space();
        }
        collection.errors = std::move(errors_);
        return collection;
    }

private:
    bool at_end() const { return pos_ >= text_.size(); }
    char peek() const { return text_[pos_]; }
    void advance() {
        if (text_[pos_] == '\n') {
            ++line_;
            column_ = 1;
        } else if ((static_cast<unsigned char>(text_[pos_]) & 0xC0) != 0x80) {
            ++column_;  // count characters, not UTF-8 continuation bytes
        }
        ++pos_;
    }
    void skip_space() {
        while (!at_end() && std::isspace(static_cast<unsigned char>(peek()))) advance();
    }
    void error(LocalizedText message) { errors_.push_back({line_, column_, std::move(message)}); }
    LocalizedText never_closed() const {
        return L("此处开始的棋谱树没有用 `)` 结束", "此處開始的棋譜樹沒有用 `)` 結束", "game tree opened here is never closed");
    }

    bool parse_tree(SgfTree& tree, int depth) {
        if (depth > 1000) {
            error(L("变化嵌套超过 1000 层", "變化嵌套超過 1000 層", "variations nested deeper than 1000"));
            return false;
        }
        int open_line = line_, open_column = column_;
        advance();  // '('
        skip_space();
        if (at_end() || peek() != ';') {
            if (at_end()) errors_.push_back({open_line, open_column, never_closed()});
            else
                error(fill_localized(L("节点应以 `;` 开头，却是“{c}”", "節點應以 `;` 開頭，卻是「{c}」", "expected ';' to start a node, found '{c}'"),
                                     {{"c", std::string(1, peek())}}));
            return false;
        }
        while (true) {
            skip_space();
            if (at_end()) {
                errors_.push_back({open_line, open_column, never_closed()});
                return false;
            }
            char ch = peek();
            if (ch == ';') {
                advance();
                tree.nodes.emplace_back();
                if (!parse_properties(tree.nodes.back())) return false;
            } else if (ch == '(') {
                tree.variations.emplace_back();
                if (!parse_tree(tree.variations.back(), depth + 1)) return false;
            } else if (ch == ')') {
                advance();
                return true;
            } else {
                error(fill_localized(L("此处不应出现“{c}”（应为 `;`、`(` 或 `)`）", "此處不應出現「{c}」（應為 `;`、`(` 或 `)`）",
                                       "unexpected '{c}' (expected ';', '(' or ')')"),
                                     {{"c", std::string(1, ch)}}));
                return false;
            }
        }
    }

    bool parse_properties(SgfNode& node) {
        while (true) {
            skip_space();
            if (at_end()) return true;  // the caller reports the unclosed tree
            char ch = peek();
            if (!std::isalpha(static_cast<unsigned char>(ch))) return true;
            SgfProperty property;
            property.line = line_;
            property.column = column_;
            while (!at_end() && std::isalpha(static_cast<unsigned char>(peek()))) {
                // FF[3] allowed lower-case letters inside identifiers ("AddBlack"); FF[4] keeps the capitals.
                if (std::isupper(static_cast<unsigned char>(peek()))) property.id += peek();
                advance();
            }
            skip_space();
            if (property.id.empty() || at_end() || peek() != '[') {
                errors_.push_back(
                    {property.line, property.column,
                     property.id.empty()
                         ? L("属性名应为大写字母，其后是值（应为 `[`）", "屬性名應為大寫字母，其後是值（應為 `[`）",
                             "property name has no value (expected '[')")
                         : fill_localized(L("属性“{id}”没有值（应为 `[`）", "屬性「{id}」沒有值（應為 `[`）",
                                            "property {id} has no value (expected '[')"),
                                          {{"id", property.id}})});
                return false;
            }
            while (!at_end() && peek() == '[') {
                std::string value;
                if (!parse_value(value)) return false;
                property.values.push_back(std::move(value));
                skip_space();
            }
            node.properties.push_back(std::move(property));
        }
    }

    bool parse_value(std::string& value) {
        int open_line = line_, open_column = column_;
        advance();  // '['
        while (!at_end()) {
            char ch = peek();
            if (ch == ']') {
                advance();
                return true;
            }
            if (ch == '\\') {
                advance();
                if (at_end()) break;
                char escaped = peek();
                advance();
                // A backslash before a newline is a soft line break: both disappear.
                if (escaped == '\n') continue;
                if (escaped == '\r') {
                    if (!at_end() && peek() == '\n') advance();
                    continue;
                }
                value += escaped;
                continue;
            }
            value += ch;
            advance();
        }
        errors_.push_back({open_line, open_column,
                           L("此处开始的值没有结束（缺少 `]`）", "此處開始的值沒有結束（缺少 `]`）",
                             "value opened here is never closed (missing ']')")});
        return false;
    }

    std::string_view text_;
    std::size_t pos_ = 0;
    int line_ = 1, column_ = 1;
    std::vector<SgfError> errors_;
};

std::string escape_value(std::string_view value) {
    std::string out;
    for (char ch : value) {
        if (ch == ']' || ch == '\\') out += '\\';
        out += ch;
    }
    return out;
}

void write_tree(const SgfTree& tree, std::string& out) {
    out += '(';
    bool first = true;
    for (const SgfNode& node : tree.nodes) {
        if (!first) out += '\n';
        first = false;
        out += ';';
        for (const SgfProperty& property : node.properties) {
            out += property.id;
            for (const std::string& value : property.values) out += '[' + escape_value(value) + ']';
        }
    }
    for (const SgfTree& variation : tree.variations) {
        out += '\n';
        write_tree(variation, out);
    }
    out += ')';
}

}  // namespace

SgfCollection parse_sgf(std::string_view text) { return Parser(text).parse(); }

std::string write_sgf(const SgfTree& tree) {
    std::string out;
    write_tree(tree, out);
    out += '\n';
    return out;
}

// ---- points --------------------------------------------------------------------------------

std::optional<Vertex> parse_sgf_point(std::string_view text, int size) {
    if (text.size() != 2) return std::nullopt;
    auto coordinate = [](char ch) { return ch >= 'a' && ch <= 'z' ? ch - 'a' : ch >= 'A' && ch <= 'Z' ? ch - 'A' + 26 : -1; };
    int column = coordinate(text[0]), row = coordinate(text[1]);
    if (column < 0 || row < 0 || column >= size || row >= size) return std::nullopt;
    return Vertex{column, size - 1 - row};
}

std::string sgf_point(Vertex v, int size) {
    return {static_cast<char>('a' + v.x), static_cast<char>('a' + (size - 1 - v.y))};
}

// ---- tree to record ------------------------------------------------------------------------

namespace {

class RecordReader {
public:
    explicit RecordReader(std::vector<SgfError>& errors) : errors_(errors) {}

    SgfRecord read(const SgfTree& tree) {
        SgfRecord record;
        const SgfNode& root = tree.nodes.front();
        if (const SgfProperty* gm = root.find("GM"); gm && gm->values.front() != "1")
            error(*gm, fill_localized(L("“{p}”不是围棋（应为 `GM[1]`）", "「{p}」不是圍棋（應為 `GM[1]`）", "{p} is not Go (GM[1])"),
                                      {{"p", written("GM", gm->values.front())}}));
        if (const SgfProperty* sz = root.find("SZ")) {
            auto size = integer(*sz, sz->values.front());
            if (size && (*size < Board::kMinSize || *size > Board::kMaxSize))
                error(*sz, fill_localized(L("棋盘大小 {n} 不在 {min} 到 {max} 之间", "棋盤大小 {n} 不在 {min} 到 {max} 之間",
                                            "board size {n} is outside {min}..{max}"),
                                          {{"n", std::to_string(*size)},
                                           {"min", std::to_string(Board::kMinSize)},
                                           {"max", std::to_string(Board::kMaxSize)}}));
            else if (size) record.size = *size;
        }
        size_ = record.size;
        if (const SgfProperty* km = root.find("KM")) record.komi = real(*km, km->values.front());
        if (const SgfProperty* ru = root.find("RU")) record.rules = ru->values.front();
        if (const SgfProperty* re = root.find("RE")) record.result = re->values.front();
        if (const SgfProperty* pb = root.find("PB")) record.black_player = pb->values.front();
        if (const SgfProperty* pw = root.find("PW")) record.white_player = pw->values.front();
        record.root = step(root);
        // The main line: the sequence, then always the first variation.
        const SgfTree* branch = &tree;
        bool skip_root = true;
        while (branch) {
            for (const SgfNode& node : branch->nodes) {
                if (skip_root) {
                    skip_root = false;
                    continue;
                }
                record.steps.push_back(step(node));
            }
            branch = branch->variations.empty() ? nullptr : &branch->variations.front();
        }
        return record;
    }

private:
    void error(const SgfProperty& property, LocalizedText message) {
        errors_.push_back({property.line, property.column, std::move(message)});
    }

    std::optional<int> integer(const SgfProperty& property, const std::string& text) {
        int value = 0;
        auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (ec != std::errc() || end != text.data() + text.size()) {
            error(property, fill_localized(L("“{p}”不是整数", "「{p}」不是整數", "{p} is not a whole number"),
                                           {{"p", written(property.id, text)}}));
            return std::nullopt;
        }
        return value;
    }

    std::optional<double> real(const SgfProperty& property, const std::string& text) {
        double value = 0;
        auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (ec != std::errc() || end != text.data() + text.size() || text.empty()) {
            error(property, fill_localized(L("“{p}”不是数字", "「{p}」不是數字", "{p} is not a number"), {{"p", written(property.id, text)}}));
            return std::nullopt;
        }
        return value;
    }

    std::optional<Color> colour(const SgfProperty& property, const std::string& text) {
        if (text == "B") return Color::Black;
        if (text == "W") return Color::White;
        error(property, fill_localized(L("“{p}”不是 `B` 或 `W`", "「{p}」不是 `B` 或 `W`", "{p} is not B or W"),
                                       {{"p", written(property.id, text)}}));
        return std::nullopt;
    }

    // A point list: single points and "aa:cc" rectangles.
    void points(const SgfProperty& property, std::vector<Vertex>& out) {
        for (const std::string& value : property.values) {
            auto colon = value.find(':');
            if (colon == std::string::npos) {
                if (auto v = parse_sgf_point(value, size_)) out.push_back(*v);
                else error(property, not_a_point(property.id, value, size_));
                continue;
            }
            auto a = parse_sgf_point(value.substr(0, colon), size_);
            auto b = parse_sgf_point(value.substr(colon + 1), size_);
            if (!a || !b) {
                error(property, fill_localized(L("“{p}”不是本棋盘上的矩形区域", "「{p}」不是本棋盤上的矩形區域",
                                                "{p} is not a rectangle of points on this board"),
                                              {{"p", written(property.id, value)}}));
                continue;
            }
            for (int y = std::max(a->y, b->y); y >= std::min(a->y, b->y); --y)
                for (int x = std::min(a->x, b->x); x <= std::max(a->x, b->x); ++x) out.push_back({x, y});
        }
    }

    SgfStep step(const SgfNode& node) {
        SgfStep s;
        if (!node.properties.empty()) {
            s.line = node.properties.front().line;
            s.column = node.properties.front().column;
        }
        for (const SgfProperty& property : node.properties) {
            const std::string& value = property.values.front();
            const std::string& id = property.id;
            if (id == "B" || id == "W") {
                if (s.color)
                    error(property, fill_localized(L("一个节点只能有一步棋，“{id}”却跟在另一步之后", "一個節點只能有一步棋，「{id}」卻跟在另一步之後",
                                                     "a node holds one move; {id} follows another"),
                                                   {{"id", id}}));
                s.color = id == "B" ? Color::Black : Color::White;
                // "tt" is the FF[3] pass on boards up to 19×19.
                if (value.empty() || (value == "tt" && size_ <= 19)) s.vertex.reset();
                else if (auto v = parse_sgf_point(value, size_)) s.vertex = v;
                else error(property, not_a_point(id, value, size_));
            } else if (id == "KO") {
                s.ko_forced = true;
            } else if (id == "AB") {
                points(property, s.add_black);
            } else if (id == "AW") {
                points(property, s.add_white);
            } else if (id == "AE") {
                points(property, s.add_empty);
            } else if (id == "PL") {
                s.player_to_move = colour(property, value);
            } else if (id == "C") {
                s.comment = value;
            } else if (id == "BL") {
                s.black_time_left = real(property, value);
            } else if (id == "WL") {
                s.white_time_left = real(property, value);
            } else if (id == "OB") {
                s.black_periods_left = integer(property, value);
            } else if (id == "OW") {
                s.white_periods_left = integer(property, value);
            }
        }
        if (s.ko_forced && !s.color) {
            const SgfProperty* ko = node.find("KO");
            error(*ko, L("`KO[]` 所在的节点没有落子", "`KO[]` 所在的節點沒有落子", "KO[] without a move in the same node"));
        }
        return s;
    }

    std::vector<SgfError>& errors_;
    int size_ = 19;
};

std::string number_text(double value) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%g", value);
    return buffer;
}

void add(SgfNode& node, std::string id, std::vector<std::string> values) {
    if (!values.empty()) node.properties.push_back({std::move(id), std::move(values), 0, 0});
}

SgfNode node_of(const SgfStep& s, int size) {
    SgfNode node;
    if (s.color) add(node, s.color == Color::Black ? "B" : "W", {s.vertex ? sgf_point(*s.vertex, size) : ""});
    if (s.ko_forced) add(node, "KO", {""});
    auto list = [&](const std::vector<Vertex>& vertices) {
        std::vector<std::string> values;
        for (Vertex v : vertices) values.push_back(sgf_point(v, size));
        return values;
    };
    add(node, "AB", list(s.add_black));
    add(node, "AW", list(s.add_white));
    add(node, "AE", list(s.add_empty));
    if (s.player_to_move) add(node, "PL", {s.player_to_move == Color::Black ? "B" : "W"});
    if (s.black_time_left) add(node, "BL", {number_text(*s.black_time_left)});
    if (s.black_periods_left) add(node, "OB", {std::to_string(*s.black_periods_left)});
    if (s.white_time_left) add(node, "WL", {number_text(*s.white_time_left)});
    if (s.white_periods_left) add(node, "OW", {std::to_string(*s.white_periods_left)});
    if (!s.comment.empty()) add(node, "C", {s.comment});
    return node;
}

}  // namespace

SgfReadResult read_sgf(std::string_view text) {
    SgfReadResult result;
    SgfCollection collection = parse_sgf(text);
    result.errors = std::move(collection.errors);
    if (collection.trees.empty() || collection.trees.front().nodes.empty()) {
        if (result.errors.empty()) result.errors.push_back({1, 1, L("没有找到棋谱树", "沒有找到棋譜樹", "no game tree found")});
        return result;
    }
    result.record = RecordReader(result.errors).read(collection.trees.front());
    return result;
}

std::string write_sgf(const SgfRecord& record) {
    SgfTree tree;
    SgfNode root;
    add(root, "FF", {"4"});
    add(root, "GM", {"1"});
    add(root, "CA", {"UTF-8"});
    add(root, "SZ", {std::to_string(record.size)});
    if (record.komi) add(root, "KM", {number_text(*record.komi)});
    if (!record.rules.empty()) add(root, "RU", {record.rules});
    if (!record.black_player.empty()) add(root, "PB", {record.black_player});
    if (!record.white_player.empty()) add(root, "PW", {record.white_player});
    if (!record.result.empty()) add(root, "RE", {record.result});
    SgfNode root_step = node_of(record.root, record.size);
    root.properties.insert(root.properties.end(), root_step.properties.begin(), root_step.properties.end());
    tree.nodes.push_back(std::move(root));
    for (const SgfStep& s : record.steps) tree.nodes.push_back(node_of(s, record.size));
    return write_sgf(tree);
}

// ---- record <-> game -----------------------------------------------------------------------

namespace {
void apply_setup(Game& game, const SgfStep& s) {
    if (s.add_black.empty() && s.add_white.empty() && s.add_empty.empty()) return;
    std::vector<std::pair<Vertex, Color>> contents;
    for (Vertex v : s.add_empty) contents.push_back({v, Color::Empty});
    for (Vertex v : s.add_black) contents.push_back({v, Color::Black});
    for (Vertex v : s.add_white) contents.push_back({v, Color::White});
    if (game.ply() == 0 && s.add_empty.empty()) game.setup(s.add_black, s.add_white);
    else game.scatter(contents);
}
}  // namespace

Game game_from_sgf(const SgfRecord& record, KoRule ko, std::vector<SgfError>* problems) {
    Game game(record.size, ko);
    apply_setup(game, record.root);
    if (record.root.player_to_move) game.set_to_move(*record.root.player_to_move);
    for (const SgfStep& s : record.steps) {
        if (s.color) {
            if (!s.vertex) {
                game.pass(*s.color);
            } else {
                MoveReport r = s.ko_forced ? game.play_ignoring_ko(*s.color, *s.vertex) : game.play(*s.color, *s.vertex);
                bool applied = r.legal || (s.ko_forced && (r.reason == Illegality::SimpleKo || r.reason == Illegality::Superko));
                if (!applied && problems)
                    problems->push_back(
                        {s.line, s.column,
                         fill_localized(L("{colour} {v} 不合法（{reason}），已跳过", "{colour} {v} 不合法（{reason}），已跳過",
                                          "{colour} {v} is illegal ({reason}) and was skipped"),
                                        {{"colour", *s.color == Color::Black ? L("黑", "黑", "B") : L("白", "白", "W")},
                                         {"v", vertex_name(*s.vertex)},
                                         {"reason", illegality_words(r.reason)}})});
            }
        }
        apply_setup(game, s);
        if (s.player_to_move) game.set_to_move(*s.player_to_move);
    }
    return game;
}

SgfRecord sgf_from_game(const Game& game, std::optional<double> komi, std::string rules) {
    SgfRecord record;
    record.size = game.size();
    record.komi = komi;
    record.rules = std::move(rules);
    // The edits made at a ply become one setup node after that ply's move (the root for ply 0),
    // holding each changed point once, with its final content.
    auto setup_for_ply = [&](int ply, SgfStep& s) {
        std::vector<std::pair<Vertex, Color>> net;
        for (const Edit& edit : game.edits()) {
            if (edit.ply != ply) continue;
            for (const StoneChange& change : edit.changes) {
                auto same = std::find_if(net.begin(), net.end(), [&](const auto& entry) { return entry.first == change.at; });
                if (same == net.end()) net.push_back({change.at, change.after});
                else same->second = change.after;
            }
        }
        for (const auto& [at, content] : net) {
            auto& list = content == Color::Black ? s.add_black : content == Color::White ? s.add_white : s.add_empty;
            list.push_back(at);
        }
    };
    setup_for_ply(0, record.root);
    int ply = 0;
    for (const PlayRecord& play : game.record()) {
        ++ply;
        SgfStep s;
        s.color = play.color;
        s.vertex = play.vertex;
        s.ko_forced = play.forced;
        record.steps.push_back(std::move(s));
        SgfStep setup;
        setup_for_ply(ply, setup);
        if (!setup.add_black.empty() || !setup.add_white.empty() || !setup.add_empty.empty())
            record.steps.push_back(std::move(setup));
    }
    return record;
}

}  // namespace arbiter::go
