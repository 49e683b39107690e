#include "engine/go/counting_drills.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <stdexcept>

#include "engine/core/localized_fill.hpp"
#include "engine/core/seeded_random.hpp"
#include "engine/go/diagram.hpp"
#include "engine/go/scoring.hpp"

namespace arbiter::go {

namespace {

using Rng = SeededRandom;

std::uint64_t derive_seed(std::uint64_t seed, int index) {
    Rng r{seed ^ (0xD1B54A32D192ED03ULL * static_cast<std::uint64_t>(index + 1))};
    return r.next();
}

// ---- the position ---------------------------------------------------------------------------
// Who a point belongs to in the plan of the finished game: Black's side, White's side, or the
// neutral points left between the two walls (dame).
enum class Side : std::uint8_t { Black, White, Neutral };

struct Plan {
    int n = 9;
    std::vector<Side> side;  // row-major from the bottom
    Side at(int x, int y) const { return side[static_cast<std::size_t>(y * n + x)]; }
};

// Black owns the rows up to a frontier that wanders across the board (a random walk of ±1 per
// column), White the rows above it; in a few columns one point between the walls stays neutral.
// A random symmetry of the square then puts the frontier on any side.
Plan plan_frontier(Rng& rng, int n) {
    std::vector<int> height(static_cast<std::size_t>(n));
    int lo = 2, hi = n - 5;
    int h = rng.uniform(n / 2 - 2, n / 2);
    for (int x = 0; x < n; ++x) {
        int step = rng.uniform(0, 5);  // stay level half the time
        if (x > 0) h += step == 0 ? -1 : step == 1 ? 1 : 0;
        h = std::clamp(h, lo, hi);
        height[static_cast<std::size_t>(x)] = h;
    }
    std::vector<bool> neutral(static_cast<std::size_t>(n), false);
    for (int k = rng.uniform(0, n == 9 ? 3 : 4); k > 0; --k) neutral[static_cast<std::size_t>(rng.uniform(1, n - 2))] = true;

    Plan flat{n, std::vector<Side>(static_cast<std::size_t>(n * n))};
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x) {
            int top = height[static_cast<std::size_t>(x)];
            Side s = y <= top ? Side::Black : (y == top + 1 && neutral[static_cast<std::size_t>(x)]) ? Side::Neutral : Side::White;
            flat.side[static_cast<std::size_t>(y * n + x)] = s;
        }
    int symmetry = rng.uniform(0, 7);
    Plan turned{n, flat.side};
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x) {
            int tx = symmetry & 1 ? n - 1 - x : x;
            int ty = symmetry & 2 ? n - 1 - y : y;
            if (symmetry & 4) std::swap(tx, ty);
            turned.side[static_cast<std::size_t>(ty * n + tx)] = flat.at(x, y);
        }
    return turned;
}

// Walls: a point of one side next to (diagonals included, so each wall is one connected chain
// along a staircase) a point of another side holds a stone of its side. Everything else is empty.
std::vector<Color> build_walls(const Plan& plan) {
    int n = plan.n;
    std::vector<Color> cells(static_cast<std::size_t>(n * n), Color::Empty);
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x) {
            Side s = plan.at(x, y);
            if (s == Side::Neutral) continue;
            bool frontier = false;
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx) {
                    int nx = x + dx, ny = y + dy;
                    if (nx >= 0 && ny >= 0 && nx < n && ny < n && plan.at(nx, ny) != s) frontier = true;
                }
            if (frontier) cells[static_cast<std::size_t>(y * n + x)] = s == Side::Black ? Color::Black : Color::White;
        }
    return cells;
}

int empty_neighbours(const std::vector<Color>& cells, int n, int x, int y) {
    int count = 0;
    const int around[4][2] = {{x - 1, y}, {x + 1, y}, {x, y - 1}, {x, y + 1}};
    for (const auto& [nx, ny] : around)
        if (nx >= 0 && ny >= 0 && nx < n && ny < n && cells[static_cast<std::size_t>(ny * n + nx)] == Color::Empty) ++count;
    return count;
}

// A random empty point of `owner`'s side with at least three empty neighbours (so a stone there
// keeps its liberties and does not seal anything), or nullopt after a few tries.
std::optional<Vertex> open_point(Rng& rng, const Plan& plan, const std::vector<Color>& cells, Side owner) {
    for (int tries = 0; tries < 40; ++tries) {
        int x = rng.uniform(0, plan.n - 1), y = rng.uniform(0, plan.n - 1);
        if (plan.at(x, y) == owner && cells[static_cast<std::size_t>(y * plan.n + x)] == Color::Empty &&
            empty_neighbours(cells, plan.n, x, y) >= 3)
            return Vertex{x, y};
    }
    return std::nullopt;
}

struct Position {
    Game game{9};
    std::vector<Vertex> dead;
    int neutral_points = 0;
};

// Invaders that died: one or two stones of `invader` inside the other side's area.
void add_dead_group(Rng& rng, const Plan& plan, std::vector<Color>& cells, Side area, Color invader,
                    std::vector<Vertex>& dead) {
    auto first = open_point(rng, plan, cells, area);
    if (!first) return;
    cells[static_cast<std::size_t>(first->y * plan.n + first->x)] = invader;
    dead.push_back(*first);
    if (rng.uniform(0, 2) != 0) return;
    Vertex second = *first;
    (rng.uniform(0, 1) ? second.x : second.y) += rng.uniform(0, 1) ? 1 : -1;
    if (!(second.x >= 0 && second.y >= 0 && second.x < plan.n && second.y < plan.n)) return;
    auto& cell = cells[static_cast<std::size_t>(second.y * plan.n + second.x)];
    if (plan.at(second.x, second.y) != area || cell != Color::Empty) return;
    cell = invader;
    dead.push_back(second);
}

bool contains(const std::vector<Vertex>& list, Vertex v) { return std::find(list.begin(), list.end(), v) != list.end(); }

// The position is what a finished game looks like: every chain has a liberty, every living chain
// touches its own territory, both sides have territory, and exactly the planned points are dame.
bool settled(const Position& p, const Plan& plan) {
    const Game& g = p.game;
    int n = g.size();
    std::vector<Color> owner = area_map(g, p.dead);
    AreaScore score = score_area(g, p.dead, 0.0);
    if (score.black_territory < 3 || score.white_territory < 3 || score.dame != p.neutral_points) return false;
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x) {
            Color c = g.at({x, y});
            if (c == Color::Empty) continue;
            if (g.liberties({x, y}) == 0) return false;
            if (contains(p.dead, {x, y})) {
                if (owner[static_cast<std::size_t>(y * n + x)] != opponent(c)) return false;
                continue;
            }
            // A living chain must reach its own territory through its liberties.
            bool own_liberty = false;
            g.board().for_each_in_chain(g.board().point({x, y}), [&](int s) {
                Vertex v = g.board().vertex(s);
                const int around[4][2] = {{v.x - 1, v.y}, {v.x + 1, v.y}, {v.x, v.y - 1}, {v.x, v.y + 1}};
                for (const auto& [nx, ny] : around)
                    if (nx >= 0 && ny >= 0 && nx < n && ny < n && g.at({nx, ny}) == Color::Empty &&
                        plan.at(nx, ny) == (c == Color::Black ? Side::Black : Side::White))
                        own_liberty = true;
            });
            if (!own_liberty) return false;
        }
    return true;
}

std::optional<Position> try_position(Rng& rng, int n) {
    Plan plan = plan_frontier(rng, n);
    std::vector<Color> cells = build_walls(plan);
    Position p;
    p.neutral_points = static_cast<int>(std::count(plan.side.begin(), plan.side.end(), Side::Neutral));
    // Dead invaders on one side or both; at least one stone must come off the board.
    int white_groups = rng.uniform(0, 2), black_groups = rng.uniform(white_groups == 0 ? 1 : 0, 2);
    for (int i = 0; i < white_groups; ++i) add_dead_group(rng, plan, cells, Side::Black, Color::White, p.dead);
    for (int i = 0; i < black_groups; ++i) add_dead_group(rng, plan, cells, Side::White, Color::Black, p.dead);
    if (p.dead.empty()) return std::nullopt;
    // Sometimes a player filled a point of their own area (or answered an invasion): such a stone
    // counts the same as the empty point it stands on.
    for (Side own : {Side::Black, Side::White})
        if (rng.uniform(0, 2) == 0)
            if (auto v = open_point(rng, plan, cells, own))
                cells[static_cast<std::size_t>(v->y * n + v->x)] = own == Side::Black ? Color::Black : Color::White;

    std::vector<Vertex> black, white;
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x) {
            Color c = cells[static_cast<std::size_t>(y * n + x)];
            if (c == Color::Black) black.push_back({x, y});
            else if (c == Color::White) white.push_back({x, y});
        }
    p.game = Game(n);
    p.game.setup(black, white);
    if (!settled(p, plan)) return std::nullopt;
    return p;
}

// A finished game whose result is close enough that komi decides it often: a drill where Black
// wins by thirty stones teaches nothing about the threshold.
Position make_position(Rng& rng, RuleSet rules) {
    int n = rng.uniform(0, 1) ? 9 : 13;
    double close = n == 9 ? 2.5 : 4.0;
    std::optional<Position> fallback;
    for (int attempt = 0; attempt < 400; ++attempt) {
        auto p = try_position(rng, n);
        if (!p) continue;
        if (std::fabs(score_area(p->game, p->dead, rules).margin_stones) <= close) return std::move(*p);
        if (!fallback) fallback = std::move(p);
    }
    if (!fallback) throw std::logic_error("counting drill: no settled position found");
    return std::move(*fallback);
}

// ---- text -----------------------------------------------------------------------------------

std::string decimal(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", v);
    return buf;
}

// The drill's board as game_from_diagram() reads it, dead stones in lower case.
std::string plain_diagram(const Game& game, const std::vector<Vertex>& dead) {
    std::vector<std::string> rows = board_rows(game);
    int n = game.size();
    for (Vertex v : dead) {
        char& c = rows[static_cast<std::size_t>(n - 1 - v.y)][static_cast<std::size_t>(v.x)];
        c = static_cast<char>(c == 'X' ? 'x' : 'o');
    }
    std::string out;
    for (const auto& row : rows) out += (out.empty() ? "" : "\n") + row;
    return out;
}

// The same with column letters and row numbers, points spaced for a monospace font.
std::string framed_diagram(const std::string& plain, int n) {
    static constexpr char kColumns[] = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
    std::string out = "   ";
    for (int x = 0; x < n; ++x) out += std::string(" ") + kColumns[x];
    std::size_t start = 0;
    for (int row = n; row >= 1; --row) {
        std::size_t end = plain.find('\n', start);
        std::string line = plain.substr(start, end == std::string::npos ? std::string::npos : end - start);
        start = end + 1;
        char label[16];
        std::snprintf(label, sizeof label, "\n%3d", row);
        out += label;
        for (char c : line) out += std::string(" ") + c;
    }
    return out;
}

std::string names(const std::vector<Vertex>& dead, Color colour, const Game& game, const char* separator) {
    std::string out;
    for (Vertex v : dead)
        if (game.at(v) == colour) out += (out.empty() ? "" : separator) + vertex_name(v);
    return out;
}

LocalizedText rules_name(RuleSet rules) {
    return rules == RuleSet::ChineseGo1988 ? L("《中国围棋竞赛规则》（1988）", "《中國圍棋競賽規則》（1988）", "the Chinese Go Competition Rules (1988)")
                                           : L("《中国围棋竞赛规则》（2002年版）", "《中國圍棋競賽規則》（2002年版）",
                                               "the Chinese Go Competition Rules (2002)");
}

LocalizedText question_text(const CountingDrill& d, const std::string& framed) {
    const int n = d.game.size();
    const std::vector<FillValue> values = {{"size", std::to_string(n) + "×" + std::to_string(n)},
                                           {"board", framed},
                                           {"rules", rules_name(d.rules)},
                                           {"komi", format_stones(komi_stones(d.rules))},
                                           {"komi_points", format_stones(komi_points(d.rules))}};
    const LocalizedText game = L("一局 {size} 的对局已经终局（X 黑，O 白，. 空点；小写 x、o 为双方确认的死子）：\n{board}\n",
                                 "一局 {size} 的對局已經終局（X 黑，O 白，. 空點；小寫 x、o 為雙方確認的死子）：\n{board}\n",
                                 "A game on a {size} board has ended (X Black, O White, . empty; lower-case x and o "
                                 "are stones both players agreed are dead):\n{board}\n");
    const LocalizedText asked =
        d.kind == CountingDrillKind::MarginPoints
            ? L("按{rules}，黑贴 {komi} 子（{komi_points} 点）。用数子法计算：黑方子空减白方子空再减贴子，结果是多少点？"
                "（正数为黑胜，如 B+1.5 记 1.5；白胜记负数，如 W+0.5 记 -0.5）",
                "按{rules}，黑貼 {komi} 子（{komi_points} 點）。用數子法計算：黑方子空減白方子空再減貼子，結果是多少點？"
                "（正數為黑勝，如 B+1.5 記 1.5；白勝記負數，如 W+0.5 記 -0.5）",
                "Under {rules}, Black gives a komi of {komi} stones ({komi_points} points). By area counting, what is "
                "Black's area minus White's area minus komi, in points? (Positive if Black wins, e.g. B+1.5 is 1.5; "
                "negative if White wins, e.g. W+0.5 is -0.5.)")
            : L("按{rules}（黑贴 {komi} 子）数子：黑方活子加所围空点，双方之间的空点各得一半。从黑方看，胜负是多少子？"
                "（黑胜 ¾ 子记 0.75，黑负 ¼ 子记 -0.25）",
                "按{rules}（黑貼 {komi} 子）數子：黑方活子加所圍空點，雙方之間的空點各得一半。從黑方看，勝負是多少子？"
                "（黑勝 ¾ 子記 0.75，黑負 ¼ 子記 -0.25）",
                "Count under {rules} (komi {komi} stones): Black's living stones plus the points they surround, points "
                "shared between both sides split half each. What is the result in stones from Black's side? (A win by "
                "¾ stone is 0.75, a loss by ¼ stone is -0.25.)");
    return fill_localized(game + asked, values);
}

LocalizedText dead_stone_step(const CountingDrill& d) {
    const auto dead_of = [&](Color colour) {
        const std::string zh = names(d.dead, colour, d.game, "、");
        return LocalizedText{zh, zh, names(d.dead, colour, d.game, ", ")};
    };
    const LocalizedText white_dead = dead_of(Color::White), black_dead = dead_of(Color::Black);
    LocalizedText step = L("1. 先把死子全部清出盘外（第九条）：", "1. 先把死子全部清出盤外（第九條）：",
                           "1. Take every dead stone off the board first (Art. 9): ");
    if (!white_dead.en.empty())
        step += fill_localized(L("黑空中的白死子 {stones}", "黑空中的白死子 {stones}", "White's {stones} inside Black's area"),
                               {{"stones", white_dead}});
    if (!white_dead.en.empty() && !black_dead.en.empty()) step += L("；", "；", "; ");
    if (!black_dead.en.empty())
        step += fill_localized(L("白空中的黑死子 {stones}", "白空中的黑死子 {stones}", "Black's {stones} inside White's area"),
                               {{"stones", black_dead}});
    return step + L("。提走后这些点归围住它们的一方。\n", "。提走後這些點歸圍住它們的一方。\n",
                    ". Their points then belong to the side that surrounds them.\n");
}

// "黑方：盘上 32 子，减去死子 1 子，活子 31；所围空点 12；……合计 44½ 子。"
LocalizedText side_count(const CountingDrill& d, Color colour, int living, int territory, int dame) {
    const int on_board = d.game.board().stone_count(colour);
    const int dead = on_board - living;
    const double total = living + territory + dame / 2.0;
    const std::string half = format_stones(dame / 2.0);
    const std::vector<FillValue> values = {
        {"side", colour == Color::Black ? L("黑方", "黑方", "Black") : L("白方", "白方", "White")},
        {"on_board", std::to_string(on_board)},
        {"dead", std::to_string(dead)},
        {"living", std::to_string(living)},
        {"territory", std::to_string(territory)},
        {"dame", std::to_string(dame)},
        {"half", half},
        {"sum", std::to_string(living) + " + " + std::to_string(territory) + " + " + half + " = " + format_stones(total)}};
    const LocalizedText stones = dead > 0 ? L("{side}：盘上 {on_board} 子，减去死子 {dead} 子，活子 {living}",
                                              "{side}：盤上 {on_board} 子，減去死子 {dead} 子，活子 {living}",
                                              "{side}: {on_board} stones on the board − {dead} dead = {living} living")
                                          : L("{side}：盘上 {on_board} 子，都是活子", "{side}：盤上 {on_board} 子，都是活子",
                                              "{side}: {on_board} stones on the board, all living");
    const LocalizedText points = L("；所围空点 {territory}；双方之间的空点 {dame} 个各得一半，得 {half}。合计 {sum} 子。\n",
                                   "；所圍空點 {territory}；雙方之間的空點 {dame} 個各得一半，得 {half}。合計 {sum} 子。\n",
                                   dame == 1 ? "; {territory} points of territory; half of the {dame} shared point (dame) = {half}. Count {sum}.\n"
                                             : "; {territory} points of territory; half of the {dame} shared points (dame) = {half}. Count {sum}.\n");
    return fill_localized(stones + points, values);
}

LocalizedText explanation_text(const CountingDrill& d, const AreaScore& s) {
    const int n = d.game.size();
    const std::string black = format_stones(s.black_area), threshold = format_stones(black_win_threshold_stones(d.rules, n));
    const std::string diff = format_stones(s.black_area - s.white_area);
    const std::string komi_pts = format_stones(s.komi);
    const std::vector<FillValue> values = {
        {"black", black},
        {"white", format_stones(s.white_area)},
        {"points", std::to_string(n * n)},
        {"half_board", format_stones(n * n / 2.0)},
        {"komi", format_stones(komi_stones(d.rules))},
        {"komi_points", komi_pts},
        {"threshold", threshold},
        {"year", d.rules == RuleSet::ChineseGo1988 ? "1988" : "2002"},
        {"diff", diff},
        {"margin_points", format_stones(s.margin)},
        {"result", s.result},
        {"margin_stones", format_stones(s.margin_stones)},
        {"calc", black + " − " + threshold + " = " + format_stones(s.margin_stones)},
        {"margin", format_stones(std::fabs(s.margin_stones))},
        {"unit", std::fabs(s.margin_stones) > 1 ? "stones" : "stone"},
        {"answer", decimal(d.answer)}};
    LocalizedText e = dead_stone_step(d) + L("2. ", "2. ", "2. ") +
                      side_count(d, Color::Black, s.black_stones, s.black_territory, s.dame) + L("   ", "   ", "   ") +
                      side_count(d, Color::White, s.white_stones, s.white_territory, s.dame);
    e += fill_localized(L("   核对：{black} + {white} = {points}，正好是全盘点数。\n", "   核對：{black} + {white} = {points}，正好是全盤點數。\n",
                          "   Check: {black} + {white} = {points}, every point of the board.\n"),
                        values);
    if (d.kind == CountingDrillKind::MarginPoints)
        return e + fill_localized(L("3. 黑减白 {black} − {white} = {diff} 点；贴 {komi} 子即 {komi_points} 点（第十一条）；"
                                    "{diff} − {komi_points} = {margin_points} 点，即 {result}（{margin_stones} 子）。答案：{answer}",
                                    "3. 黑減白 {black} − {white} = {diff} 點；貼 {komi} 子即 {komi_points} 點（第十一條）；"
                                    "{diff} − {komi_points} = {margin_points} 點，即 {result}（{margin_stones} 子）。答案：{answer}",
                                    "3. Black minus White: {black} − {white} = {diff} points; komi {komi} stones is {komi_points} "
                                    "points (Art. 11); {diff} − {komi_points} = {margin_points} points, {result} ({margin_stones} "
                                    "stones). Answer: {answer}"),
                                  values);
    e += fill_localized(L("3. {year} 年规则：归本数是全盘 {points} 点的一半 {half_board}（第九条），加上黑贴 {komi} 子（第十一条），"
                          "黑方须超过 {threshold} 子才胜。\n",
                          "3. {year} 年規則：歸本數是全盤 {points} 點的一半 {half_board}（第九條），加上黑貼 {komi} 子（第十一條），"
                          "黑方須超過 {threshold} 子才勝。\n",
                          "3. {year} rules: the base is half the board's {points} points, {half_board} (Art. 9), plus Black's "
                          "komi of {komi} stones (Art. 11): Black needs more than {threshold} to win.\n"),
                        values);
    return e + fill_localized(s.margin_stones > 0
                                  ? L("4. {calc}：黑胜 {margin} 子。答案：{answer}", "4. {calc}：黑勝 {margin} 子。答案：{answer}",
                                      "4. {calc}: Black wins by {margin} {unit}. Answer: {answer}")
                                  : L("4. {calc}：黑负 {margin} 子（白胜）。答案：{answer}", "4. {calc}：黑負 {margin} 子（白勝）。答案：{answer}",
                                      "4. {calc}: Black loses by {margin} {unit} (White wins). Answer: {answer}"),
                              values);
}

}  // namespace

std::string_view counting_drill_code(CountingDrillKind kind) {
    switch (kind) {
        case CountingDrillKind::Result1988: return "area-count-1988";
        case CountingDrillKind::Result2002: return "area-count-2002";
        case CountingDrillKind::MarginPoints: return "area-margin-points";
    }
    return "area-count-1988";
}

RuleSet counting_drill_rules(CountingDrillKind kind, std::uint64_t seed) {
    if (kind == CountingDrillKind::Result1988) return RuleSet::ChineseGo1988;
    if (kind == CountingDrillKind::Result2002) return RuleSet::ChineseGo2002;
    return seed % 2 ? RuleSet::ChineseGo2002 : RuleSet::ChineseGo1988;
}

CountingDrill counting_drill_for(CountingDrillKind kind, RuleSet rules, Game game, std::vector<Vertex> dead) {
    if (kind != CountingDrillKind::MarginPoints && rules != counting_drill_rules(kind, 0))
        throw std::invalid_argument("counting drill: " + std::string(counting_drill_code(kind)) + " is not for " +
                                    std::string(rule_set_id(rules)));
    CountingDrill d;
    d.kind = kind;
    d.rules = rules;
    d.game = std::move(game);
    d.dead = std::move(dead);
    d.diagram = plain_diagram(d.game, d.dead);
    AreaScore score = score_area(d.game, d.dead, d.rules);
    d.answer = kind == CountingDrillKind::MarginPoints ? score.margin : score.margin_stones;
    d.tolerance = 0.0;
    d.question = question_text(d, framed_diagram(d.diagram, d.game.size()));
    d.explanation = explanation_text(d, score);
    std::string document(rule_set_id(d.rules));
    d.citations = {{document, "9"}, {document, "11"}};
    return d;
}

CountingDrill generate_counting_drill(CountingDrillKind kind, std::uint64_t seed) {
    Rng rng{seed};
    RuleSet rules = counting_drill_rules(kind, seed);
    Position p = make_position(rng, rules);
    CountingDrill d = counting_drill_for(kind, rules, std::move(p.game), std::move(p.dead));
    d.seed = seed;
    return d;
}

std::vector<CountingDrill> generate_counting_drills(CountingDrillKind kind, std::uint64_t seed, int count) {
    std::vector<CountingDrill> drills;
    // Each kind draws from its own stream, so the three kinds do not show the same boards.
    std::uint64_t stream = seed ^ (0x9E3779B97F4A7C15ULL * (static_cast<std::uint64_t>(kind) + 1));
    for (int i = 0; i < count; ++i) drills.push_back(generate_counting_drill(kind, derive_seed(stream, i)));
    return drills;
}

}  // namespace arbiter::go
