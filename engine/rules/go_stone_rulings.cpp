// Go: stones out of place — a stone found moved (1988 17.3, 2002 17-5), a stone lifted and played
// elsewhere or slipped from the hand (1988 17.2, 2002 17-3), and a scattered board (1988 17.4,
// 2002 17-6).
#include <map>

#include "engine/rules/go_rulings.hpp"

namespace arbiter::rules::detail {

namespace {

// What the chief arbiter's decisions on a moved stone are called in a sentence.
const std::map<std::string, LocalizedText>& moved_stone_decisions() {
    static const std::map<std::string, LocalizedText> said = {
        {"move_back", L("挪回原处", "挪回原處", "the stone goes back")},
        {"reasonable_point", L("挪到合理的位置", "挪到合理的位置", "the stone goes to a reasonable point")},
        {"accept", L("移动之子有效", "移動之子有效", "the moved stone stands")},
        {"draw", L("判和棋", "判和棋", "the game is drawn")},
        {"replay", L("重下", "重下", "the game is replayed")},
        {"both_lose", L("双方判负", "雙方判負", "both players lose")},
    };
    return said;
}

// The decision taken, or — when the chief arbiter has not decided — the options the ruling lists,
// in its order.
LocalizedText moved_stone_sentence(const Part& part, const std::string& decision, bool agreed) {
    const auto& said = moved_stone_decisions();
    LocalizedText sentence = agreed
                                 ? L("对局中发现棋子已被移动（现在{move}），双方意见一致：", "對局中發現棋子已被移動（現在{move}），雙方意見一致：",
                                     "A stone was found moved (now on {move}) and both players agree:")
                                 : L("对局中发现棋子已被移动（现在{move}），双方意见不一致，报请裁判长处理：",
                                     "對局中發現棋子已被移動（現在{move}），雙方意見不一致，報請裁判長處理：",
                                     "A stone was found moved (now on {move}); the players disagree and the chief arbiter decides:");
    auto it = said.find(decision);
    if (it != said.end() && part.outcome != Outcome::ChiefArbiter) {
        sentence += L("", "", " ") + it->second + L("。", "。", ".");
        return sentence;
    }
    // The list of what the chief arbiter may decide: "可判挪回原处、…或移动之子有效，视…而定。"
    static const LocalizedText kMay = L("可判", "可判", " "), kOr = L("或", "或", " or "), kAnd = L("、", "、", ", "),
                               kTail = L("，视移动之子对棋局的影响而定。", "，視移動之子對棋局的影響而定。",
                                         ", according to how much the moved stone affected the game.");
    LocalizedText list;
    for (std::size_t k = 0; k < part.options.size(); ++k) {
        const auto words = said.find(part.options[k].id);
        if (words == said.end()) continue;
        if (k > 0) list += k + 1 == part.options.size() ? kOr : kAnd;
        list += words->second;
    }
    return sentence + kMay + list + kTail;
}

// 2002 17-3: a take-back the opponent objected to only after his own next move stands.
void replayed_stone_claimed_late(State& s, const Event& e, const Citation& c) {
    Part part;
    part.id = "go.stone-replayed-claim-late";
    part.outcome = Outcome::Continues;
    part.outcome_citations = {c};
    part.sentence = say(L("{opponent}在自己下一着之后才提出，{player}的改下不再追究。", "{opponent}在自己下一著之後才提出，{player}的改下不再追究。",
                          "{opponent} only objected after making the next move: {player}'s replayed stone stands."),
                        event_vars(e));
    s.add(std::move(part), e);
}

// 2002 17-3: a dropped stone is replaced only with the opponent's consent; otherwise the chief
// arbiter decides whether it stands where it fell or may be replaced.
void slipped_stone_without_consent(State& s, const Event& e, const Citation& c) {
    const Player by = *e.player("by");
    Part part;
    part.id = "go.stone-slipped-chief";
    part.outcome_citations = {c};
    const std::string d = e.text("chief_decision");
    part.outcome = d.empty() ? Outcome::ChiefArbiter : Outcome::Continues;
    if (d == "stands") part.corrections.push_back({CorrectionKind::AcceptMovedStone, by, e.text("from"), {c}});
    if (d == "replace") part.corrections.push_back({CorrectionKind::ChooseAnyPoint, by, "", {c}});
    if (d.empty())
        part.options = {{"stands", Outcome::Continues, CorrectionKind::AcceptMovedStone},
                        {"replace", Outcome::Continues, CorrectionKind::ChooseAnyPoint}};
    LocalizedText said = L("{player}的棋子掉落在{move}，{opponent}不同意拣起重下：报请裁判长处理，",
                           "{player}的棋子掉落在{move}，{opponent}不同意揀起重下：報請裁判長處理，",
                           "{player}'s stone slipped onto {move} and {opponent} does not consent to its being replaced: the "
                           "chief arbiter decides —");
    const LocalizedText decided = d == "stands"    ? L("掉落之子有效。", "掉落之子有效。", " the stone stands where it fell.")
                                  : d == "replace" ? L("允许拣起后任选着点。", "允許揀起後任選著點。",
                                                       " the player may pick it up and play any point.")
                                                   : L("掉落之子有效，或允许拣起重下。", "掉落之子有效，或允許揀起重下。",
                                                       " the stone stands where it fell, or it may be replaced.");
    said += decided;
    part.sentence = say(said, Vars{.player = by, .at = e.at, .move = e.text("from")});
    s.add(std::move(part), e);
}

// 1988 17.2 (2002 17-3 with the opponent's consent): the player may pick it up and play any point.
void slipped_stone(State& s, const Event& e, const Citation& c) {
    Part part;
    part.id = "go.stone-slipped";
    part.corrections.push_back({CorrectionKind::ChooseAnyPoint, *e.player("by"), "", {c}});
    part.sentence = say(L("{player}的棋子确系掉落，允许拣起后任选着点。", "{player}的棋子確係掉落，允許揀起後任選著點。",
                          "{player}'s stone genuinely slipped from the hand: {player} may pick it up and play any point."),
                        event_vars(e));
    s.add(std::move(part), e);
}

// 1988 17.2: the stone goes back to its first point, and a warning.
void replayed_stone(State& s, const Event& e, const Citation& c) {
    const Player by = *e.player("by");
    Part part;
    part.id = "go.stone-replayed";
    part.corrections.push_back({CorrectionKind::PutStoneBack, by, e.text("from"), {c, play_rule(s, "2.3")}});
    part.sentence = say(L("{player}落子后又拿起下在别处：棋子放回原处，警告一次。", "{player}落子後又拿起下在別處：棋子放回原處，警告一次。",
                          "{player} placed a stone, picked it up and played elsewhere: the stone goes back to its "
                          "first point and {player} is warned."),
                        event_vars(e));
    s.warn(part, by, {c});
    s.add(std::move(part), e);
}

}  // namespace

void go_stone_moved(State& s, const Event& e) {
    const auto by = e.player("by");
    const Citation c = go_cite(s, "17.3", "17.5");
    const Vars v{.player = by, .at = e.time("discovered_at") ? e.time("discovered_at") : e.at, .move = e.text("to")};
    Part part;
    if (e.flag("intentional") && by) {
        part.id = "go.stone-moved-intentional";
        lose(part, *by, {c});
        part.sentence = say(L("{player}故意移动棋子，判{player}负。", "{player}故意移動棋子，判{player}負。", "{player} moved a stone on purpose: {player} loses."), v);
        s.add(std::move(part), e);
        return;
    }
    const std::string decision = e.flag("agreed") ? e.text("agreed_action", "move_back") : e.text("chief_decision");
    part.id = e.flag("agreed") ? "go.stone-moved-agreed" : "go.stone-moved-disputed";
    part.outcome = Outcome::Continues;
    part.outcome_citations = {c};
    if (decision == "move_back" || decision == "reasonable_point") {
        part.corrections.push_back({CorrectionKind::PutStoneBack, std::nullopt, e.text("from"), {c}});
    } else if (decision == "accept") {
        part.corrections.push_back({CorrectionKind::AcceptMovedStone, std::nullopt, e.text("to"), {c}});
    } else if (decision == "draw") {
        part.outcome = Outcome::Draw;
    } else if (decision == "replay") {
        part.outcome = Outcome::Replay;
    } else if (decision == "both_lose" && s.rules.flag("chief_may_rule_both_lose")) {
        part.outcome = Outcome::BothLose;
    } else {
        // No decision yet: the chief arbiter chooses by how much the moved stone affected the game.
        // 1988 17.3: move it back, accept it, draw, replay. 2002 17-5: move it to a reasonable
        // point (where it stood may not be known), accept it, draw, replay, both lose.
        part.outcome = Outcome::ChiefArbiter;
        const bool reasonable_point = s.rules.flag("moved_stone_to_reasonable_point");
        part.options = {{reasonable_point ? "reasonable_point" : "move_back", Outcome::Continues, CorrectionKind::PutStoneBack},
                        {"accept", Outcome::Continues, CorrectionKind::AcceptMovedStone},
                        {"draw", Outcome::Draw, std::nullopt},
                        {"replay", Outcome::Replay, std::nullopt}};
        if (s.rules.flag("chief_may_rule_both_lose")) part.options.push_back({"both_lose", Outcome::BothLose, std::nullopt});
    }
    part.sentence = say(moved_stone_sentence(part, decision, e.flag("agreed")), v);
    s.add(std::move(part), e);
}

void go_stone_replayed(State& s, const Event& e) {
    const Citation c = go_cite(s, "17.2", "17.3");
    if (s.rules.flag("take_back_needs_claim_in_time") && !s.go_facts().claimed_in_time)
        replayed_stone_claimed_late(s, e, c);
    else if (e.flag("slipped") && s.rules.flag("slipped_stone_needs_consent") && !e.flag("opponent_consents"))
        slipped_stone_without_consent(s, e, c);
    else if (e.flag("slipped")) slipped_stone(s, e, c);
    else replayed_stone(s, e, c);
}

void go_stones_scattered(State& s, const Event& e) {
    const auto by = e.player("by");
    const std::string cause = e.text("cause");
    const Citation c = go_cite(s, "17.4", "17.6");
    const Vars v{.player = by, .at = e.at};
    Part part;
    if (cause == "deliberate" && by) {
        part.id = "go.scattered-deliberate";
        lose(part, *by, {c});
        part.sentence = say(L("{player}故意弄乱棋局，判{player}负。", "{player}故意弄亂棋局，判{player}負。", "{player} scattered the stones on purpose: {player} loses."), v);
    } else if (e.flag("reconstructable")) {
        part.id = "go.scattered-reconstructed";
        part.outcome = Outcome::Continues;
        part.outcome_citations = {c};
        part.corrections.push_back({CorrectionKind::ReconstructPosition, std::nullopt, "", {c}});
        part.sentence = L("棋局散乱，双方复盘确认后继续比赛。", "棋局散亂，雙方復盤確認後繼續比賽。",
                          "The stones were scattered; the players reconstruct the position, confirm it, and play on.");
    } else if (cause == "accident" && by) {
        part.id = "go.scattered-accident-lost";
        lose(part, *by, {c});
        part.sentence = say(L("{player}无意中弄乱了棋局，且无法复盘：判弄乱棋局的{player}负。", "{player}無意中弄亂了棋局，且無法復盤：判弄亂棋局的{player}負。",
                              "{player} scattered the stones by accident and the position cannot be rebuilt: {player} loses."),
                            v);
    } else {
        part.id = "go.scattered-outside-lost";
        const std::string decision = e.text("chief_decision");
        part.outcome = decision == "draw" ? Outcome::Draw
                       : decision == "replay" ? Outcome::Replay
                       : decision == "both_lose" && s.rules.flag("chief_may_rule_both_lose") ? Outcome::BothLose
                                                                                              : Outcome::DrawOrReplay;
        part.outcome_citations = {c};
        if (part.outcome == Outcome::DrawOrReplay)
            part.options = {{"draw", Outcome::Draw, std::nullopt}, {"replay", Outcome::Replay, std::nullopt}};
        part.sentence = L("外界不可抗拒的原因使棋局散乱，双方无法复盘：判和棋或重下。",
                          "外界不可抗拒的原因使棋局散亂，雙方無法復盤：判和棋或重下。",
                          "An outside cause scattered the stones and the players cannot rebuild the position: a draw or "
                          "a replay.");
    }
    s.add(std::move(part), e);
}

}  // namespace arbiter::rules::detail
