#include "app/core/training/ruling_words.hpp"

#include <sstream>

#include "app/core/text_fill.hpp"
#include "app/core/training/answer_json.hpp"
#include "app/core/training/ruling_menu.hpp"
#include "engine/rules/ruling_text.hpp"
#include "engine/rules/ruling_vocabulary.hpp"

namespace arbiter::training {

namespace {

std::string lowered(std::string word) {
    for (char& c : word)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    for (char& c : word)
        if (c == '_') c = '-';
    return word;
}

std::string word_list(const std::vector<std::string>& words) {
    std::string out;
    for (const auto& w : words) out += (out.empty() ? "" : ", ") + w;
    return out;
}

template <class Kind, class Name>
std::vector<std::string> words_of(const std::vector<Kind>& kinds, Name name) {
    std::vector<std::string> out;
    for (Kind k : kinds) out.push_back(typed_word(name(k)));
    return out;
}

const std::vector<std::string> kPartWords = {"outcome", "penalty", "correction", "article"};
const std::vector<std::string> kPlayers = {"black", "white"};

[[noreturn]] void unknown(const std::string& word, const std::vector<std::string>& accepted, Language language) {
    static const LocalizedText message{"不认识“{word}”；这里可用：{accepted}", "不認識「{word}」；這裡可用：{accepted}",
                                       "'{word}' is not a word here; use one of: {accepted}"};
    throw ResponseError(fill(message.get(language), {{"word", word}, {"accepted", word_list(accepted)}}));
}

[[noreturn]] void missing(const std::string& after, const std::vector<std::string>& accepted, Language language) {
    static const LocalizedText message{"“{after}”后面要跟：{accepted}", "「{after}」後面要跟：{accepted}",
                                       "'{after}' needs one of: {accepted}"};
    throw ResponseError(fill(message.get(language), {{"after", after}, {"accepted", word_list(accepted)}}));
}

}  // namespace

bool is_ruling_words(std::string_view typed) {
    std::istringstream in{std::string(typed)};
    std::string first;
    in >> first;
    first = lowered(first.substr(0, first.find(';')));
    for (const auto& part : kPartWords)
        if (first == part || first == part + "s") return true;
    return false;
}

rules::Answer parse_ruling_words(std::string_view typed, rules::GameKind game, Language language) {
    const rules::RulingVocabulary& vocabulary = rules::ruling_vocabulary(game);
    const auto outcomes = words_of(vocabulary.outcomes, rules::outcome_name);
    const auto penalties = words_of(vocabulary.penalties, rules::penalty_name);
    const auto corrections = words_of(vocabulary.corrections, rules::correction_name);
    rules::Answer answer;
    answer.penalties_stated = answer.corrections_stated = answer.articles_stated = true;
    std::string text(typed);
    std::istringstream clauses(text);
    for (std::string clause; std::getline(clauses, clause, ';');) {
        std::istringstream in(clause);
        std::vector<std::string> words;
        for (std::string w; in >> w;) words.push_back(w);
        if (words.empty()) continue;
        const std::string part = lowered(words[0]);
        auto need = [&](std::size_t at, const std::vector<std::string>& accepted) -> std::string {
            if (words.size() <= at) missing(words[at - 1], accepted, language);
            return lowered(words[at]);
        };
        if (part == "outcome") {
            const std::string word = need(1, outcomes);
            for (std::size_t i = 0; i < outcomes.size(); ++i)
                if (outcomes[i] == word) answer.outcome = vocabulary.outcomes[i];
            if (!answer.outcome) unknown(words[1], outcomes, language);
            if (words.size() > 2) unknown(words[2], {";"}, language);
        } else if (part == "penalty" || part == "penalties") {
            std::vector<std::string> players = kPlayers;
            players.push_back("none");
            const std::string player = need(1, players);
            if (player == "none") continue;
            if (player != "black" && player != "white") unknown(words[1], players, language);
            const std::string kind_word = need(2, penalties);
            std::size_t kind = 0;
            while (kind < penalties.size() && penalties[kind] != kind_word) ++kind;
            if (kind == penalties.size()) unknown(words[2], penalties, language);
            rules::AnswerPenalty penalty{player == "black" ? rules::Player::Black : rules::Player::White,
                                         vocabulary.penalties[kind], std::nullopt};
            if (rules::penalty_has_amount(penalty.kind)) {
                static const LocalizedText amount_word{"数量（{unit}）", "數量（{unit}）", "an amount ({unit})"};
                const std::vector<std::string> amount = {fill(amount_word.get(language), {{"unit", amount_unit(penalty.kind, language)}})};
                const std::string number = need(3, amount);
                std::int64_t value = 0;
                for (char c : number) {
                    if (c < '0' || c > '9' || value > 1'000'000'000) unknown(words[3], amount, language);
                    value = value * 10 + (c - '0');
                }
                if (value <= 0) unknown(words[3], amount, language);
                penalty.amount = value;
                if (words.size() > 4) unknown(words[4], {";"}, language);
            } else if (words.size() > 3) {
                unknown(words[3], {";"}, language);
            }
            answer.penalties.push_back(penalty);
        } else if (part == "correction" || part == "corrections") {
            std::vector<std::string> accepted = corrections;
            accepted.push_back("none");
            for (std::size_t at = 1; at < words.size() || at == 1; ++at) {
                const std::string word = need(at, accepted);
                if (word == "none") break;
                std::size_t kind = 0;
                while (kind < corrections.size() && corrections[kind] != word) ++kind;
                if (kind == corrections.size()) unknown(words[at], accepted, language);
                answer.corrections.push_back(vocabulary.corrections[kind]);
            }
        } else if (part == "article" || part == "articles") {
            static const LocalizedText number{"条款号（如 20.1）", "條款號（如 20.1）", "an article number (such as 20.1)"};
            need(1, {number.get(language)});
            for (std::size_t at = 1; at < words.size(); ++at) answer.articles.push_back(words[at]);
        } else {
            unknown(words[0], kPartWords, language);
        }
    }
    return answer;
}

std::vector<std::string> ruling_words_help(rules::GameKind game, Language language) {
    const rules::RulingVocabulary& vocabulary = rules::ruling_vocabulary(game);
    const bool en = language == Language::En;
    auto with_meaning = [&](const std::string& word, const std::string& meaning) {
        return en ? word + " (" + meaning + ")" : word + "（" + meaning + "）";
    };
    std::vector<std::string> lines;
    static const LocalizedText intro{"用词语作答，各部分以分号隔开，例如：", "用詞語作答，各部分以分號隔開，例如：",
                                     "Type the ruling in words, parts separated by semicolons, for example:"};
    lines.push_back(intro.get(language));
    lines.push_back(game == rules::GameKind::Go ? "  outcome continues; penalty black forfeit-turn; correction void-move; article 20.1"
                                                : "  outcome continues; penalty white time-to-opponent 120; correction restore-position; article 7.5.1");
    std::vector<std::string> items;
    for (auto o : vocabulary.outcomes) items.push_back(with_meaning(typed_word(rules::outcome_name(o)), rules::outcome_text(o).get(language)));
    lines.push_back("outcome: " + word_list(items));
    items.clear();
    for (auto k : vocabulary.penalties) {
        std::string word = typed_word(rules::penalty_name(k));
        if (rules::penalty_has_amount(k)) word += " N";
        // The kind without its player ("黑方：弃权一次" → "弃权一次").
        const std::string text = rules::penalty_text({rules::Player::Black, k, 0, {}}).get(language);
        const std::string colon = en ? ": " : "：";
        const auto at = text.find(colon);
        items.push_back(with_meaning(word, at == std::string::npos ? text : text.substr(at + colon.size())));
    }
    static const LocalizedText players{"black 黑方 / white 白方", "black 黑方 / white 白方", "black / white"};
    lines.push_back("penalty " + players.get(language) + ": " + word_list(items) + ", none");
    items.clear();
    for (auto c : vocabulary.corrections) items.push_back(with_meaning(typed_word(rules::correction_name(c)), rules::correction_text(c).get(language)));
    lines.push_back("correction: " + word_list(items) + ", none");
    static const LocalizedText articles{"条款号，可以多个", "條款號，可以多個", "article numbers, one or more"};
    lines.push_back("article: " + articles.get(language));
    return lines;
}

std::string typed_word(std::string_view engine_name) {
    std::string word(engine_name);
    for (char& c : word)
        if (c == '_') c = '-';
    return word;
}

}  // namespace arbiter::training
