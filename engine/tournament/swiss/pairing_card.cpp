#include "engine/tournament/swiss/pairing_card.hpp"

#include <algorithm>

namespace arbiter::tournament::swiss {

std::string points_text(int tenths) {
    std::string s = std::to_string(tenths / 10);
    if (tenths % 10 != 0) s += "." + std::to_string(tenths % 10);
    return s;
}

std::string preference_mark(const ColourState& c) {
    std::string colour = c.preference == Colour::White ? "W" : c.preference == Colour::Black ? "B" : "";
    switch (c.strength) {
        case PreferenceStrength::Absolute: return colour;
        case PreferenceStrength::Strong: return "(" + colour + ")";
        case PreferenceStrength::Mild: return colour == "W" ? "w" : "b";
        case PreferenceStrength::None: return "";
    }
    return "";
}

std::string float_marks(const PlayerFacts& f) {
    auto mark = [](Float x) { return x == Float::Down ? std::string("↓") : x == Float::Up ? std::string("↑") : std::string("·"); };
    return mark(f.float_before_last) + mark(f.float_last);
}

namespace {

std::string round_text(const SwissTournament& t, const RoundCell& cell) {
    if (cell.blank) return "-";
    if (cell.is_pab()) return "U";
    if (cell.opponent < 0) return std::string(1, cell.code == ' ' ? 'Z' : cell.code);
    std::string s = std::to_string(t.players[cell.opponent].number);
    s += cell.colour == Colour::White ? "w" : cell.colour == Colour::Black ? "b" : "-";
    char r = cell.code;
    if (r == 'W' || r == '1') r = '1';
    else if (r == 'L' || r == '0') r = '0';
    else if (r == 'D') r = '=';
    s += r == ' ' ? '?' : r;
    return s;
}

}  // namespace

std::vector<PairingCard> pairing_cards(const SwissTournament& t, const RoundFacts& facts) {
    std::vector<PairingCard> cards;
    auto fill = [&](int i, PairingCard& c) {
        const SwissPlayer& p = t.players[i];
        c.player = i;
        c.number = p.number;
        c.name = p.name;
        c.rating = p.rating;
        for (int r = 0; r < t.rounds_played && r < static_cast<int>(p.rounds.size()); ++r) {
            const RoundCell& cell = p.rounds[r];
            c.rounds.push_back(round_text(t, cell));
            if (cell.played) c.met.push_back(t.players[cell.opponent].number);
            c.colours += !cell.played ? '-' : cell.colour == Colour::White ? 'W' : cell.colour == Colour::Black ? 'B' : '-';
            if (!cell.played) {
                if (!c.unplayed.empty()) c.unplayed += ' ';
                const char code = cell.blank ? '-' : cell.is_pab() ? 'U' : cell.code == ' ' ? 'Z' : cell.code;
                c.unplayed += std::to_string(r + 1) + code;
            }
        }
    };
    for (const PlayerFacts& f : facts.players) {
        PairingCard c;
        fill(f.player, c);
        c.score = f.score;
        c.facts = f;
        cards.push_back(c);
    }
    for (int i : facts.not_paired) {
        PairingCard c;
        fill(i, c);
        c.to_pair = false;
        c.score = t.points_after(i, t.rounds_played);
        const auto& rounds = t.players[i].rounds;
        if (static_cast<int>(rounds.size()) > t.rounds_played) c.requested = rounds[t.rounds_played].code;
        cards.push_back(c);
    }
    return cards;
}

}  // namespace arbiter::tournament::swiss
