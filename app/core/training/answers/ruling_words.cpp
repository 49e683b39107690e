#include "app/core/training/answers/ruling_words.hpp"

#include <algorithm>
#include <cctype>
#include <optional>
#include <regex>

#include "app/core/text_fill.hpp"
#include "app/core/training/answers/answer_json.hpp"
#include "app/core/training/answers/answer_text.hpp"
#include "app/core/training/answers/ruling_menu.hpp"
#include "app/core/training/answers/typed_text.hpp"
#include "engine/rules/ruling_text.hpp"
#include "engine/rules/ruling_vocabulary.hpp"

namespace arbiter::training {

namespace {

enum class Part { outcome, penalty, correction, article };
constexpr Part kParts[] = {Part::outcome, Part::penalty, Part::correction, Part::article};

// The grader's name of a part (answer_text's part_label reads it in three languages).
std::string_view part_key(Part part) {
    switch (part) {
        case Part::outcome: return "outcome";
        case Part::penalty: return "penalties";
        case Part::correction: return "corrections";
        case Part::article: return "articles";
    }
    return "";
}
const std::string_view kEnglishPartWords[] = {"outcome", "penalty", "correction", "article"};

// A word as compared: folded (typed_text.hpp), ASCII letters in lower case, without spaces and
// punctuation, so "Time_To_Opponent", "time-to-opponent" and "对方加 时" compare by their letters.
std::string compact(std::string_view text) {
    std::string out;
    for (char c : folded_typing(text)) {
        const auto u = static_cast<unsigned char>(c);
        if (u >= 0x80) out += c;
        else if (std::isalnum(u)) out += static_cast<char>(std::tolower(u));
    }
    return out;
}

// Whether every character of `part` is found in `whole` in order: "恢复局面" in "恢复违例前的局面".
bool in_order(const std::string& part, const std::string& whole) {
    const auto wanted = typed_characters(part);
    const auto text = typed_characters(whole);
    std::size_t at = 0;
    for (const auto& c : text)
        if (at < wanted.size() && c == wanted[at]) ++at;
    return at == wanted.size();
}

// One word of a part: how it may be typed, and how it is named back to the candidate.
struct Word {
    std::vector<std::string> spellings;  // compact()ed: the engine's name, the text in each language
    std::vector<std::string> chinese;    // compact()ed Chinese texts, for a shortened word
    std::string typed;                   // "forfeit-turn"
    LocalizedText text;                  // "弃权一次"
    std::vector<std::string> bare;       // compact()ed texts, the first of each language: a penalty's kind without an amount
};

Word word_of(std::string_view engine_name, const LocalizedText& text, const std::vector<LocalizedText>& also = {}) {
    Word w{{compact(typed_word(engine_name))}, {}, typed_word(engine_name), text, {}};
    for (Language l : kAllLanguages) w.bare.push_back(compact(text.get(l)));
    std::vector<LocalizedText> texts = {text};
    texts.insert(texts.end(), also.begin(), also.end());
    for (const auto& t : texts)
        for (Language l : kAllLanguages) {
            w.spellings.push_back(compact(t.get(l)));
            if (l != Language::En) w.chinese.push_back(compact(t.get(l)));
        }
    return w;
}

// A penalty's kind alone, without the player ("黑方：弃权一次" → "弃权一次"); with an amount, the
// amount's digits are replaced by `number` ("对方加{number}秒").
constexpr std::int64_t kSentinel = 987654321;
LocalizedText penalty_kind_text(rules::PenaltyKind kind, std::int64_t amount = 0, const std::string& number = "") {
    LocalizedText out = rules::penalty_text({rules::Player::Black, kind, amount, {}});
    for (Language l : kAllLanguages) {
        std::string& text = out.get(l);
        const std::string colon = l == Language::En ? ": " : "：";
        if (const auto at = text.find(colon); at != std::string::npos) text = text.substr(at + colon.size());
        if (const auto at = text.find(std::to_string(kSentinel)); at != std::string::npos)
            text.replace(at, std::to_string(kSentinel).size(), number);
    }
    return out;
}

struct Words {
    std::vector<Word> outcomes, penalties, corrections;
    std::vector<rules::Outcome> outcome_kinds;
    std::vector<rules::PenaltyKind> penalty_kinds;
    std::vector<rules::CorrectionKind> correction_kinds;
};

Words words_of(rules::GameKind game) {
    const rules::RulingVocabulary& v = rules::ruling_vocabulary(game);
    Words w{{}, {}, {}, v.outcomes, v.penalties, v.corrections};
    for (auto o : v.outcomes) w.outcomes.push_back(word_of(rules::outcome_name(o), rules::outcome_text(o)));
    for (auto k : v.penalties) {
        std::vector<LocalizedText> also;  // with an amount: "对方加 120 秒" reads as "对方加秒" once the number is taken out
        if (rules::penalty_has_amount(k)) {
            also.push_back(penalty_kind_text(k, kSentinel));       // in seconds: "对方加{n}秒"
            also.push_back(penalty_kind_text(k, 60 * kSentinel));  // in minutes, as printed: "扣除{n}分钟"
        }
        w.penalties.push_back(word_of(rules::penalty_name(k), penalty_kind_text(k), also));
    }
    for (auto c : v.corrections) w.corrections.push_back(word_of(rules::correction_name(c), rules::correction_text(c)));
    return w;
}

// The words whose spelling is `phrase`; else, for a Chinese phrase of two characters or more, those
// whose Chinese text holds its characters in order (a shortened word).
std::vector<std::size_t> matching(const std::vector<Word>& words, const std::string& phrase, bool allow_shortened = true) {
    std::vector<std::size_t> found;
    if (phrase.empty()) return found;
    for (std::size_t i = 0; i < words.size(); ++i)
        if (std::find(words[i].spellings.begin(), words[i].spellings.end(), phrase) != words[i].spellings.end()) found.push_back(i);
    if (!found.empty() || !allow_shortened || !has_non_ascii(phrase) || typed_characters(phrase).size() < 2) return found;
    for (std::size_t i = 0; i < words.size(); ++i)
        if (std::any_of(words[i].chinese.begin(), words[i].chinese.end(), [&](const std::string& t) { return in_order(phrase, t); }))
            found.push_back(i);
    return found;
}

bool is_none(const std::string& token) {
    const std::string c = compact(token);
    return c == "none" || c == "无" || c == "無";
}

std::optional<rules::Player> player_word(const std::string& token) {
    const std::string c = compact(token);
    if (c == "black" || c == "黑方" || c == "黑") return rules::Player::Black;
    if (c == "white" || c == "白方" || c == "白") return rules::Player::White;
    return std::nullopt;
}

// How the candidate's mistakes are answered: in the words he typed in. English names when the line
// is ASCII; else the Chinese words of his script (zh-Hans for an English reader who typed Chinese).
struct Reply {
    Language language;  // the sentence
    bool chinese;       // the words listed
    Language words;

    std::string list(const std::vector<std::string>& items) const {
        std::string out;
        for (const auto& w : items) out += (out.empty() ? "" : chinese ? "、" : ", ") + w;
        return out;
    }
    std::string name(const Word& w) const { return chinese ? w.text.get(words) : w.typed; }
    std::vector<std::string> names(const std::vector<Word>& list, bool with_none = false) const {
        std::vector<std::string> out;
        for (const auto& w : list) out.push_back(name(w));
        if (with_none) out.push_back(none());
        return out;
    }
    std::string none() const { return chinese ? LocalizedText{"无", "無", "none"}.get(words) : "none"; }
    std::vector<std::string> players() const {
        if (chinese) return {"黑方", "白方", none()};
        return {"black", "white", "none"};
    }
    std::vector<std::string> parts() const {
        std::vector<std::string> out;
        for (Part p : kParts) out.push_back(chinese ? part_label(part_key(p), words) : std::string(kEnglishPartWords[static_cast<int>(p)]));
        return out;
    }

    [[noreturn]] void unknown(const std::string& word, const std::vector<std::string>& accepted) const {
        static const LocalizedText message{"不认识“{word}”；这里可用：{accepted}", "不認識「{word}」；這裡可用：{accepted}",
                                           "'{word}' is not a word here; use one of: {accepted}"};
        throw ResponseError(fill(message.get(language), {{"word", word}, {"accepted", list(accepted)}}));
    }
    [[noreturn]] void missing(const std::string& after, const std::vector<std::string>& accepted) const {
        static const LocalizedText message{"“{after}”后面要跟：{accepted}", "「{after}」後面要跟：{accepted}",
                                           "'{after}' needs one of: {accepted}"};
        throw ResponseError(fill(message.get(language), {{"after", after}, {"accepted", list(accepted)}}));
    }
    [[noreturn]] void ambiguous(const std::string& word, const std::vector<std::string>& meant) const {
        static const LocalizedText message{"“{word}”可指：{accepted}；请写完整", "「{word}」可指：{accepted}；請寫完整",
                                           "'{word}' could be: {accepted}; type more of it"};
        throw ResponseError(fill(message.get(language), {{"word", word}, {"accepted", list(meant)}}));
    }
};

// Reads tokens[from..] as a row of words of one part: at each place the longest run of tokens that
// spells a word ("the game continues" is three tokens), else one token shortened. Returns the
// words' indexes; on a token that names none, nullopt with `stuck` at it.
std::optional<std::vector<std::size_t>> read_words(const std::vector<Word>& words, const std::vector<std::string>& tokens,
                                                   std::size_t from, std::size_t& stuck, const Reply& reply) {
    std::vector<std::size_t> out;
    for (std::size_t at = from; at < tokens.size();) {
        std::size_t taken = 0;
        for (std::size_t end = tokens.size(); end > at && taken == 0; --end) {
            std::string run;
            for (std::size_t i = at; i < end; ++i) run += compact(tokens[i]);
            if (const auto found = matching(words, run, false); found.size() == 1) {
                out.push_back(found.front());
                taken = end - at;
            }
        }
        if (taken == 0) {
            const auto found = matching(words, compact(tokens[at]));
            if (found.size() > 1) {
                std::vector<std::string> meant;
                for (auto i : found) meant.push_back(reply.name(words[i]));
                reply.ambiguous(tokens[at], meant);
            }
            if (found.empty()) {
                stuck = at;
                return std::nullopt;
            }
            out.push_back(found.front());
            taken = 1;
        }
        at += taken;
    }
    return out;
}

// One clause's words: split at spaces, commas and colons ("处罚：黑方：警告一次" is three words).
std::vector<std::string> tokens_of(const std::string& clause) {
    std::vector<std::string> out;
    std::string token;
    for (char c : clause) {
        if (c == ' ' || c == '\t' || c == ',' || c == ':' || c == '\r') {
            if (!token.empty()) out.push_back(std::move(token));
            token.clear();
        } else {
            token += c;
        }
    }
    if (!token.empty()) out.push_back(std::move(token));
    return out;
}

// The part a clause's first token names, taking it off the tokens ("结果白方胜" → "白方胜").
std::optional<Part> take_part_word(std::vector<std::string>& tokens, std::string& head) {
    if (tokens.empty()) return std::nullopt;
    const std::string first = compact(tokens.front());
    for (Part p : kParts) {
        const std::string english(kEnglishPartWords[static_cast<int>(p)]);
        if (first == english || first == english + "s" || (p == Part::penalty && first == "penalties")) {
            head = tokens.front();
            tokens.erase(tokens.begin());
            return p;
        }
        for (Language l : {Language::ZhHans, Language::ZhHant}) {
            const std::string chinese = part_label(part_key(p), l);
            if (tokens.front().rfind(chinese, 0) == 0) {
                head = chinese;
                tokens.front().erase(0, chinese.size());
                if (tokens.front().empty()) tokens.erase(tokens.begin());
                return p;
            }
        }
    }
    return std::nullopt;
}

// "黑方判负" → "黑方", "判负": a player written against his penalty.
void split_player_prefixes(std::vector<std::string>& tokens) {
    for (std::size_t i = 0; i < tokens.size(); ++i)
        for (const char* player : {"黑方", "白方"})
            if (tokens[i].size() > std::string_view(player).size() && tokens[i].rfind(player, 0) == 0) {
                tokens.insert(tokens.begin() + static_cast<std::ptrdiff_t>(i) + 1, tokens[i].substr(std::string_view(player).size()));
                tokens[i] = player;
            }
}

// "对方加120秒" → "对方加", "120", "秒": the amount is a word of its own.
std::vector<std::string> split_numbers(const std::vector<std::string>& tokens) {
    std::vector<std::string> out;
    for (const auto& token : tokens) {
        std::string piece;
        bool digits = false;
        for (char c : token) {
            const bool digit = c >= '0' && c <= '9';
            if (!piece.empty() && digit != digits) out.push_back(std::move(piece)), piece.clear();
            piece += c;
            digits = digit;
        }
        if (!piece.empty()) out.push_back(std::move(piece));
    }
    return out;
}

bool is_number(const std::string& token) {
    return !token.empty() && std::all_of(token.begin(), token.end(), [](char c) { return c >= '0' && c <= '9'; });
}

bool is_minutes(const std::string& token) {
    const std::string c = compact(token);
    return c == "分钟" || c == "分鐘" || c == "分" || c == "min" || c == "minute" || c == "minutes";
}

bool is_unit(const std::string& token) {
    const std::string c = compact(token);
    return is_minutes(token) || c == "秒" || c == "子" || c == "s" || c == "sec" || c == "seconds" || c == "second" ||
           c == "stones" || c == "stone";
}

// A token without the marks around an article number: "第20.1条" → "20.1".
std::string article_number(std::string token) {
    if (token.rfind("第", 0) == 0) token.erase(0, std::string_view("第").size());
    for (std::string_view end : {"条", "條"})
        if (token.size() >= end.size() && token.compare(token.size() - end.size(), std::string::npos, end) == 0)
            token.erase(token.size() - end.size());
    return token;
}

// An article number as the documents number them: "20", "21.1", "6.2.2", "A.5.2", "III.5",
// "B.12.3.1", "§B1.3".
bool is_article_number(const std::string& token) {
    static const std::regex number(R"re((§\s?)?[A-Z]{0,4}\.?[0-9]+(\.[0-9]+)*[a-z]?)re");
    return std::regex_match(token, number);
}

// The clause without what names a document ("《中国围棋竞赛规则（1988）》", "(1988)"): a printed
// citation read back keeps its numbers only.
std::vector<std::string> without_titles(const std::vector<std::string>& tokens) {
    std::string text;
    for (const auto& t : tokens) text += t + " ";
    std::string out;
    int depth = 0;
    for (std::size_t at = 0; at < text.size();) {
        const std::string_view rest(text.data() + at, text.size() - at);
        if (rest.rfind("《", 0) == 0 || rest.front() == '(') {
            ++depth;
            at += rest.front() == '(' ? 1 : std::string_view("《").size();
        } else if (rest.rfind("》", 0) == 0 || rest.front() == ')') {
            depth = std::max(0, depth - 1);
            out += ' ';
            at += rest.front() == ')' ? 1 : std::string_view("》").size();
        } else {
            if (depth == 0) out += text[at];
            ++at;
        }
    }
    return tokens_of(out);
}

// Whether a clause without a part's name states articles: a printed citation, "第 20.1 条", "20.1".
bool looks_like_articles(const std::vector<std::string>& tokens) {
    if (tokens.front().rfind("《", 0) == 0 || tokens.front().rfind("第", 0) == 0) return true;
    return is_article_number(article_number(tokens.front()));
}

// "stone", "minute", "second": the unit as the texts write it for any amount ("1 minute added").
std::string plural_unit(const std::string& token) {
    const std::string c = compact(token);
    if (c == "minute" || c == "second" || c == "stone") return c + "s";
    return token;
}

struct Reader {
    const Words& words;
    const Reply& reply;
    rules::Answer& answer;

    void outcome(const std::vector<std::string>& tokens, const std::string& head) {
        if (tokens.empty()) reply.missing(head, reply.names(words.outcomes));
        std::size_t stuck = 0;
        const auto read = read_words(words.outcomes, tokens, 0, stuck, reply);
        if (!read) reply.unknown(tokens[stuck], reply.names(words.outcomes));
        if (read->size() > 1) reply.unknown(tokens.back(), {";"});
        answer.outcome = words.outcome_kinds[read->front()];
    }

    void corrections(const std::vector<std::string>& tokens, const std::string& head) {
        if (tokens.empty()) reply.missing(head, reply.names(words.corrections, true));
        if (tokens.size() == 1 && is_none(tokens.front())) return;
        std::size_t stuck = 0;
        const auto read = read_words(words.corrections, tokens, 0, stuck, reply);
        if (!read) reply.unknown(tokens[stuck], reply.names(words.corrections, true));
        for (auto i : *read) answer.corrections.push_back(words.correction_kinds[i]);
    }

    // One or more penalties, each its player then its kind (and amount): "黑方 警告一次 白方 对方加 60 秒".
    void penalties(std::vector<std::string> tokens, const std::string& head) {
        if (tokens.empty()) reply.missing(head, reply.players());
        if (tokens.size() == 1 && is_none(tokens.front())) return;
        split_player_prefixes(tokens);
        for (std::size_t at = 0; at < tokens.size();) {
            const auto player = player_word(tokens[at]);
            if (!player) reply.unknown(tokens[at], reply.players());
            std::size_t end = at + 1;
            while (end < tokens.size() && !player_word(tokens[end])) ++end;
            penalty(*player, tokens[at], std::vector<std::string>(tokens.begin() + static_cast<std::ptrdiff_t>(at) + 1,
                                                                  tokens.begin() + static_cast<std::ptrdiff_t>(end)));
            at = end;
        }
    }

    void penalty(rules::Player player, const std::string& player_token, const std::vector<std::string>& typed) {
        if (typed.empty()) reply.missing(player_token, reply.names(words.penalties));
        // The amount taken out first: what is left names the kind ("对方加 120 秒" → 对方加 秒).
        std::vector<std::string> kind_tokens;
        std::optional<std::string> number;
        for (const auto& token : split_numbers(typed)) {
            if (!is_number(token)) kind_tokens.push_back(plural_unit(token));
            else if (number) reply.unknown(token, {";"});
            else number = token;
        }
        if (kind_tokens.empty()) reply.unknown(*number, reply.names(words.penalties));
        // The kind is the longest run of words that names one; a unit after it ("秒", "seconds") is no word of its own.
        auto prefix = [&](std::size_t n) { return std::vector<std::string>(kind_tokens.begin(), kind_tokens.begin() + static_cast<std::ptrdiff_t>(n)); };
        std::optional<std::size_t> found;
        std::string phrase;  // the words that named it
        for (std::size_t n = kind_tokens.size(); n >= 1 && !found; --n) {
            if (!std::all_of(kind_tokens.begin() + static_cast<std::ptrdiff_t>(n), kind_tokens.end(), is_unit)) continue;
            std::size_t stuck = 0;
            if (const auto read = read_words(words.penalties, prefix(n), 0, stuck, reply); read && read->size() == 1) {
                found = read->front();
                for (const auto& t : prefix(n)) phrase += compact(t);
            }
        }
        if (!found) {
            std::size_t stuck = 0;
            if (!read_words(words.penalties, prefix(1), 0, stuck, reply)) reply.unknown(kind_tokens.front(), reply.names(words.penalties));
            reply.unknown(kind_tokens[1], {";"});
        }
        const rules::PenaltyKind kind = words.penalty_kinds[*found];
        rules::AnswerPenalty penalty{player, kind, std::nullopt};
        if (rules::penalty_has_amount(kind)) {
            static const LocalizedText amount_word{"数量（{unit}）", "數量（{unit}）", "an amount ({unit})"};
            const std::vector<std::string> amount = {fill(amount_word.get(reply.language), {{"unit", amount_unit(kind, reply.language)}})};
            // The kind's words without an amount ("扣除用时", as an option may state it) need none;
            // its name does ("time-deducted" → "time-deducted 60").
            const auto& bare = words.penalties[*found].bare;
            if (!number && std::find(bare.begin(), bare.end(), phrase) != bare.end()) {
                answer.penalties.push_back(penalty);
                return;
            }
            if (!number) reply.missing(join_text(typed, " "), amount);
            if (number->size() > 9 || std::stoll(*number) <= 0) reply.unknown(*number, amount);
            // "扣除 20 分钟": the trainer prints whole minutes so; the answer counts seconds.
            const bool minutes = kind != rules::PenaltyKind::StoneDeduction && std::any_of(kind_tokens.begin(), kind_tokens.end(), is_minutes);
            penalty.amount = std::stoll(*number) * (minutes ? 60 : 1);
        } else if (number) {
            reply.unknown(*number, {";"});
        }
        answer.penalties.push_back(penalty);
    }

    void articles(const std::vector<std::string>& tokens, const std::string& head) {
        static const LocalizedText example{"条款号（如 20.1）", "條款號（如 20.1）", "an article number (such as 20.1)"};
        // "第 20.1、20.2 条", "第20.1條", "art. 6.9", a printed "《…》第 9、11 条": the numbers alone.
        for (const std::string& token : without_titles(tokens))
            if (const std::string number = article_number(token); is_article_number(number)) answer.articles.push_back(number);
        if (answer.articles.empty()) reply.missing(head.empty() ? tokens.front() : head, {example.get(reply.language)});
    }

    // A clause without a part's name: its words say which part it is.
    void inferred(const std::vector<std::string>& tokens) {
        std::string whole;
        for (const auto& t : tokens) whole += compact(t);
        if (matching(words.outcomes, whole, false).size() == 1) return outcome(tokens, "");
        std::vector<std::string> split = tokens;
        split_player_prefixes(split);
        if (player_word(split.front())) return penalties(split, "");
        // Corrections, unless a shortened word could be several: then the other parts are tried first.
        std::optional<ResponseError> corrections_doubt;
        try {
            std::size_t stuck = 0;
            if (read_words(words.corrections, tokens, 0, stuck, reply)) return corrections(tokens, "");
        } catch (const ResponseError& e) {
            corrections_doubt = e;
        }
        if (looks_like_articles(tokens)) return articles(tokens, "");
        if (matching(words.outcomes, whole).size() == 1) return outcome(tokens, "");
        if (corrections_doubt) throw *corrections_doubt;
        reply.unknown(tokens.front(), reply.parts());
    }
};

}  // namespace

bool is_ruling_words(std::string_view typed) {
    const std::string folded = folded_typing(typed);
    if (!folded.empty() && folded.front() == '{') return false;  // a JSON answer
    if (has_non_ascii(folded)) return true;
    std::vector<std::string> tokens = tokens_of(folded.substr(0, folded.find(';')));
    std::string head;
    return take_part_word(tokens, head).has_value();
}

rules::Answer parse_ruling_words(std::string_view typed, rules::GameKind game, Language language) {
    const Words words = words_of(game);
    const bool chinese = has_non_ascii(typed);
    const Reply reply{language, chinese, language == Language::En ? Language::ZhHans : language};
    rules::Answer answer;
    answer.penalties_stated = answer.corrections_stated = answer.articles_stated = true;
    Reader reader{words, reply, answer};
    std::optional<Part> previous;  // "处罚：黑方：警告一次；白方：对方加1分钟": the second clause goes on with penalties
    auto read_clause = [&](std::vector<std::string> tokens) {
        std::string head;
        const std::optional<Part> part = take_part_word(tokens, head);
        if (!part) {
            std::vector<std::string> split = tokens;
            split_player_prefixes(split);
            if (previous == Part::penalty && player_word(split.front())) reader.penalties(split, "");
            else if (previous == Part::article && looks_like_articles(tokens)) reader.articles(tokens, "");
            else reader.inferred(tokens);
            return;
        }
        previous = part;
        switch (*part) {
            case Part::outcome: reader.outcome(tokens, head); break;
            case Part::penalty: reader.penalties(tokens, head); break;
            case Part::correction: reader.corrections(tokens, head); break;
            case Part::article: reader.articles(tokens, head); break;
        }
    };
    // Clauses at semicolons; a word of the engine's own with a semicolon in it ("the game is over;
    // count the result") is read again with the clause after it.
    std::vector<std::vector<std::string>> clauses;
    const std::string folded = folded_typing(typed);
    for (std::size_t start = 0; start <= folded.size();) {
        const std::size_t end = std::min(folded.find_first_of(";\n", start), folded.size());
        if (auto tokens = tokens_of(folded.substr(start, end - start)); !tokens.empty()) clauses.push_back(std::move(tokens));
        start = end + 1;
    }
    for (std::size_t i = 0; i < clauses.size(); ++i) {
        const rules::Answer before = answer;
        const std::optional<Part> part_before = previous;
        try {
            read_clause(clauses[i]);
        } catch (const ResponseError&) {
            if (i + 1 >= clauses.size()) throw;
            std::vector<std::string> joined_clause = clauses[i];
            joined_clause.insert(joined_clause.end(), clauses[i + 1].begin(), clauses[i + 1].end());
            answer = before;
            previous = part_before;
            try {
                read_clause(joined_clause);
                ++i;
            } catch (const ResponseError&) {
                answer = before;
                previous = part_before;
                read_clause(clauses[i]);  // the first reading's message, which names the word
            }
        }
    }
    return answer;
}

std::vector<std::string> ruling_words_help(rules::GameKind game, Language language) {
    const Words words = words_of(game);
    const bool en = language == Language::En;
    const std::string list_separator = en ? ", " : "、";
    auto list = [&](const std::vector<std::string>& items) {
        std::string out;
        for (const auto& w : items) out += (out.empty() ? "" : list_separator) + w;
        return out;
    };
    // A word as the reader types it: the Chinese word, or the English name with its meaning.
    auto shown = [&](const Word& w, const LocalizedText& text) { return en ? w.typed + " (" + text.en + ")" : text.get(language); };
    std::vector<std::string> lines;
    static const LocalizedText intro{"用词语作答，各部分以分号隔开，例如：", "用詞語作答，各部分以分號隔開，例如：",
                                     "Type the ruling in words, parts separated by semicolons, for example:"};
    lines.push_back(intro.get(language));
    // The example: a ruling of this game, in the reader's words.
    const bool go = game == rules::GameKind::Go;
    const rules::PenaltyKind example_penalty = go ? rules::PenaltyKind::ForfeitTurn : rules::PenaltyKind::TimeToOpponent;
    const rules::CorrectionKind example_correction = go ? rules::CorrectionKind::VoidMove : rules::CorrectionKind::RestorePosition;
    const std::string example_article = go ? "20.1" : "7.5.1";
    const std::string example_player = go ? "black" : "white";
    if (en) {
        lines.push_back("  outcome continues; penalty " + example_player + " " + typed_word(rules::penalty_name(example_penalty)) +
                        (go ? "" : " 120") + "; correction " + typed_word(rules::correction_name(example_correction)) + "; article " +
                        example_article);
    } else {
        const std::string player = go ? "黑方" : "白方";
        lines.push_back("  " + part_label("outcome", language) + " " + rules::outcome_text(rules::Outcome::Continues).get(language) + "；" +
                        part_label("penalties", language) + " " + player + " " +
                        penalty_kind_text(example_penalty, kSentinel, " 120 ").get(language) + "；" + part_label("corrections", language) +
                        " " + rules::correction_text(example_correction).get(language) + "；" + part_label("articles", language) + " " +
                        example_article);
    }
    const std::string colon = en ? ": " : "：";
    std::vector<std::string> items;
    for (std::size_t i = 0; i < words.outcomes.size(); ++i) items.push_back(shown(words.outcomes[i], words.outcomes[i].text));
    lines.push_back((en ? std::string("outcome") : part_label("outcome", language)) + colon + list(items));
    items.clear();
    for (std::size_t i = 0; i < words.penalties.size(); ++i) {
        const rules::PenaltyKind k = words.penalty_kinds[i];
        const bool amount = rules::penalty_has_amount(k);
        if (en) items.push_back(words.penalties[i].typed + (amount ? " N" : "") + " (" + penalty_kind_text(k).en + ")");
        else items.push_back(amount ? penalty_kind_text(k, kSentinel, " N ").get(language) : penalty_kind_text(k).get(language));
    }
    static const LocalizedText players{"（先写黑方或白方）", "（先寫黑方或白方）", " black / white"};
    lines.push_back((en ? std::string("penalty") : part_label("penalties", language)) + players.get(language) + colon + list(items) +
                    list_separator + (en ? "none" : LocalizedText{"无", "無", "none"}.get(language)));
    items.clear();
    for (std::size_t i = 0; i < words.corrections.size(); ++i) items.push_back(shown(words.corrections[i], words.corrections[i].text));
    lines.push_back((en ? std::string("correction") : part_label("corrections", language)) + colon + list(items) + list_separator +
                    (en ? "none" : LocalizedText{"无", "無", "none"}.get(language)));
    static const LocalizedText articles{"条款号，可以多个", "條款號，可以多個", "article numbers, one or more"};
    lines.push_back((en ? std::string("article") : part_label("articles", language)) + colon + articles.get(language));
    if (!en) {
        static const LocalizedText english{"也可用英文词：", "也可用英文詞：", ""};
        lines.push_back(english.get(language) + "outcome continues; penalty " + example_player + " " +
                        typed_word(rules::penalty_name(example_penalty)) + (go ? "" : " 120") + "; correction " +
                        typed_word(rules::correction_name(example_correction)) + "; article " + example_article);
    }
    return lines;
}

std::string typed_word(std::string_view engine_name) {
    std::string word(engine_name);
    for (char& c : word)
        if (c == '_') c = '-';
    return word;
}

}  // namespace arbiter::training
