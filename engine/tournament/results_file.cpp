#include "engine/tournament/results_file.hpp"

#include <charconv>
#include <sstream>

namespace arbiter::tournament {

namespace {

std::string trim(std::string_view s) {
    std::size_t b = 0, e = s.size();
    while (b < e && (s[b] == ' ' || s[b] == '\t' || s[b] == '\r')) ++b;
    while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\t' || s[e - 1] == '\r')) --e;
    return std::string(s.substr(b, e - b));
}

std::vector<std::string> split(std::string_view s, char sep) {
    std::vector<std::string> parts;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= s.size(); ++i) {
        if (i == s.size() || s[i] == sep) {
            parts.push_back(trim(s.substr(start, i - start)));
            start = i + 1;
        }
    }
    return parts;
}

std::vector<std::string> words(std::string_view s) {
    std::vector<std::string> out;
    std::istringstream in{std::string(s)};
    std::string w;
    while (in >> w) out.push_back(w);
    return out;
}

std::optional<int> to_int(std::string_view s) {
    int value = 0;
    auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (ec != std::errc() || ptr != s.data() + s.size()) return std::nullopt;
    return value;
}

}  // namespace

std::optional<PairingResult> parse_pairing_result(std::string_view t) {
    if (t == "1-0") return PairingResult::FirstWins;
    if (t == "0-1") return PairingResult::SecondWins;
    if (t == "1/2" || t == "=" || t == "½-½" || t == "0.5-0.5" || t == "1/2-1/2") return PairingResult::Draw;
    if (t == "+-") return PairingResult::FirstWinsByForfeit;
    if (t == "-+") return PairingResult::SecondWinsByForfeit;
    if (t == "--") return PairingResult::DoubleForfeit;
    return std::nullopt;
}

std::string_view pairing_result_token(PairingResult result) {
    switch (result) {
        case PairingResult::FirstWins: return "1-0";
        case PairingResult::Draw: return "1/2";
        case PairingResult::SecondWins: return "0-1";
        case PairingResult::FirstWinsByForfeit: return "+-";
        case PairingResult::SecondWinsByForfeit: return "-+";
        case PairingResult::DoubleForfeit: return "--";
    }
    return "?";
}

ParsedResults parse_results(std::string_view text) {
    ParsedResults out;
    Event& ev = out.event;
    TeamEvent& team = out.team_event;
    int current_round = 0;
    int line_number = 0;
    bool started_players = false;
    std::vector<std::pair<int, std::string>> withdrawals;  // line, text
    auto problem = [&](std::string message) { out.problems.push_back({line_number, std::move(message)}); };

    std::istringstream in{std::string(text)};
    std::string raw;
    while (std::getline(in, raw)) {
        ++line_number;
        std::string line = raw;
        if (auto hash = line.find('#'); hash != std::string::npos) line.erase(hash);
        line = trim(line);
        if (line.empty()) continue;
        auto colon = line.find(':');
        std::string key = colon == std::string::npos ? "" : trim(line.substr(0, colon));
        std::string value = colon == std::string::npos ? "" : trim(line.substr(colon + 1));
        if (key == "title") {
            ev.title = team.title = value;
        } else if (key == "game") {
            if (value == "go") ev.game = team.game = GameKind::Go;
            else if (value == "chess") ev.game = team.game = GameKind::Chess;
            else problem("game must be 'go' or 'chess', not '" + value + "'");
        } else if (key == "system") {
            if (value == "round-robin") ev.system = PairingSystem::RoundRobin;
            else if (value == "swiss") ev.system = PairingSystem::Swiss;
            else if (value == "team") out.team = true;
            else problem("system must be round-robin, swiss or team, not '" + value + "'");
        } else if (key == "pairing") {
            if (value == "round-robin") team.system = PairingSystem::RoundRobin;
            else if (value == "swiss") team.system = PairingSystem::Swiss;
            else problem("pairing must be round-robin or swiss, not '" + value + "'");
        } else if (key == "rounds") {
            auto n = to_int(value);
            if (!n || *n < 1 || *n > 99) problem("rounds must be a whole number from 1 to 99");
            else if (started_players) problem("'rounds:' must come before the players");
            else ev.rounds = team.rounds = *n;
        } else if (key == "player" || key == "team") {
            started_players = true;
            auto fields = split(value, '|');
            if (fields.empty() || fields[0].empty()) {
                problem(key + " needs an id");
                continue;
            }
            if ((key == "player" ? ev.index_of(fields[0]) : team.index_of(fields[0])) >= 0) {
                problem("duplicate " + key + " id '" + fields[0] + "'");
                continue;
            }
            if (key == "team") {
                team.teams.push_back({fields[0], fields.size() > 1 ? fields[1] : fields[0]});
                continue;
            }
            Player p;
            p.id = fields[0];
            p.name = fields[0];
            // After the id: an optional name, and key=value fields in any order.
            for (std::size_t i = 1; i < fields.size(); ++i) {
                auto eq = fields[i].find('=');
                if (eq == std::string::npos) {
                    if (!fields[i].empty()) p.name = fields[i];
                    continue;
                }
                std::string k = trim(fields[i].substr(0, eq));
                auto v = to_int(trim(fields[i].substr(eq + 1)));
                if (!v) problem("'" + k + "' needs a whole number, got '" + fields[i] + "'");
                else if (k == "rating") p.rating = *v;
                else if (k == "warnings") p.warnings = *v;
                else problem("unknown player field '" + k + "' (rating=N, warnings=N)");
            }
            if (ev.rounds == 0) problem("'rounds:' must come before the players");
            ev.add_player(std::move(p));
        } else if (key == "round") {
            auto n = to_int(value);
            if (!n || *n < 1 || *n > ev.rounds) problem("round must be between 1 and " + std::to_string(ev.rounds));
            else current_round = *n;
        } else if (key == "withdraw") {
            withdrawals.emplace_back(line_number, value);
        } else if (!key.empty()) {
            problem("unknown key '" + key + "'");
        } else {
            // A result line: "A B 1-0" (or "A bye" …); for teams "A B 1-0 1/2 0-1 …".
            auto w = words(line);
            if (current_round == 0) {
                problem("a result before any 'round:' line");
                continue;
            }
            if (out.team) {
                if (w.size() < 3) {
                    problem("a match needs two team ids and at least one board result");
                    continue;
                }
                int a = team.index_of(w[0]), b = team.index_of(w[1]);
                if (a < 0 || b < 0 || a == b) {
                    problem("unknown or repeated team in '" + line + "'");
                    continue;
                }
                TeamMatch m{current_round, a, b, {}};
                for (std::size_t i = 2; i < w.size(); ++i) {
                    auto r = parse_pairing_result(w[i]);
                    if (!r) problem("board " + std::to_string(i - 1) + ": unknown result '" + w[i] + "'");
                    else m.boards.push_back(*r);
                }
                team.matches.push_back(std::move(m));
                continue;
            }
            int a = w.empty() ? -1 : ev.index_of(w[0]);
            if (a < 0) {
                problem("unknown player '" + (w.empty() ? std::string() : w[0]) + "'");
                continue;
            }
            const auto& slot = ev.entries[static_cast<std::size_t>(a)][static_cast<std::size_t>(current_round - 1)];
            if (slot.kind != RoundKind::Absent) {
                problem("player '" + w[0] + "' already has a result in round " + std::to_string(current_round));
                continue;
            }
            if (w.size() == 2) {
                const std::string& kind = w[1];
                if (kind == "bye") ev.record_single(current_round, a, RoundKind::PairingBye);
                else if (kind == "bye-full") ev.record_single(current_round, a, RoundKind::FullBye);
                else if (kind == "bye-half") ev.record_single(current_round, a, RoundKind::HalfBye);
                else if (kind == "bye-zero") ev.record_single(current_round, a, RoundKind::ZeroBye);
                else if (kind == "absent") ev.record_single(current_round, a, RoundKind::Absent);
                else problem("expected bye, bye-full, bye-half, bye-zero or absent, got '" + kind + "'");
                continue;
            }
            if (w.size() != 3) {
                problem("expected 'FIRST SECOND RESULT', got '" + line + "'");
                continue;
            }
            int b = ev.index_of(w[1]);
            auto r = parse_pairing_result(w[2]);
            if (b < 0 || b == a) problem("unknown or repeated player '" + w[1] + "'");
            else if (!r) problem("unknown result '" + w[2] + "'");
            else if (ev.entries[static_cast<std::size_t>(b)][static_cast<std::size_t>(current_round - 1)].kind !=
                     RoundKind::Absent)
                problem("player '" + w[1] + "' already has a result in round " + std::to_string(current_round));
            else ev.record_pairing(current_round, a, b, *r);
        }
    }
    for (const auto& [at, text_value] : withdrawals) {
        line_number = at;
        auto w = words(text_value);
        int p = w.empty() ? -1 : ev.index_of(w[0]);
        auto after = w.size() == 3 && w[1] == "after" ? to_int(w[2]) : std::nullopt;
        if (p < 0 || !after || *after < 0 || *after > ev.rounds) {
            problem("expected 'withdraw: PLAYER after ROUND'");
            continue;
        }
        ev.players[static_cast<std::size_t>(p)].withdrew_after_round = *after;
    }
    line_number = 0;
    if (ev.rounds == 0) problem("missing 'rounds:'");
    if (out.team && team.teams.size() < 2) problem("a team event needs at least two teams");
    if (!out.team && ev.players.size() < 2) problem("an event needs at least two players");
    return out;
}

}  // namespace arbiter::tournament
