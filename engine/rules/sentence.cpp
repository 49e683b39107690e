// The three-language sentence helper (sentence.hpp): templates filled language by language.
#include "engine/rules/sentence.hpp"

#include <string_view>

#include "engine/rules/adjudicator.hpp"

namespace arbiter::rules::detail {


namespace {
// A length of time in words: "16分钟" / "16分鐘" / "16 min", "2分30秒" / "2 min 30 s".
std::string duration_words(clock::Millis ms, Language lang) {
    const std::int64_t total = ms / 1000, h = total / 3600, m = total / 60 % 60, sec = total % 60;
    const bool en = lang == Language::En;
    std::string out;
    auto add = [&](std::int64_t v, const char* zh_hans, const char* zh_hant, const char* english) {
        if (!out.empty() && en) out += " ";
        out += std::to_string(v) + (en ? english : lang == Language::ZhHant ? zh_hant : zh_hans);
    };
    if (h) add(h, "小时", "小時", " h");
    if (m) add(m, "分钟", "分鐘", " min");
    if (sec || total == 0) add(sec, "秒", "秒", " s");
    return out;
}
}  // namespace

LocalizedText say(const LocalizedText& text, const Vars& vars) {
    LocalizedText out;
    for (Language lang : kAllLanguages) {
        std::string in = text.get(lang);
        if (!vars.at) {
            // An event without a time: the words that say when go with the placeholder.
            for (std::string_view when : {"在{t}", "{t}时", "{t}時", " at {t}", "At {t} "})
                for (auto at = in.find(when); at != std::string::npos; at = in.find(when)) in.erase(at, when.size());
        }
        std::string result;
        for (std::size_t i = 0; i < in.size(); ++i) {
            if (in[i] == '{' && i + 2 < in.size() && in[i + 2] == '}') {
                const char key = in[i + 1];
                bool used = true;
                if (key == 'p' && vars.player) result += player_text(*vars.player).get(lang);
                else if (key == 'o' && vars.player) result += player_text(other(*vars.player)).get(lang);
                else if (key == 't' && vars.at) result += clock::format_game_time(*vars.at);
                else if (key == 'm') result += vars.move;
                else if (key == 'n' && vars.number) result += std::to_string(*vars.number);
                else if (key == 's' && vars.seconds) result += std::to_string(*vars.seconds);
                else if (key == 'd' && vars.duration) result += duration_words(*vars.duration, lang);
                else if (key == 'e' && vars.limit) result += duration_words(*vars.limit, lang);
                else if (key == 'w') result += vars.words.get(lang);
                else if (key >= '0' && key <= '9' && static_cast<std::size_t>(key - '0') < vars.data.size())
                    result += vars.data[static_cast<std::size_t>(key - '0')];
                else used = false;
                if (used) {
                    i += 2;
                    continue;
                }
            }
            result += in[i];
        }
        out.get(lang) = std::move(result);
    }
    return out;
}

LocalizedText cat(std::initializer_list<LocalizedText> pieces) {
    LocalizedText out;
    for (const auto& piece : pieces)
        for (Language l : kAllLanguages) out.get(l) += piece.get(l);
    return out;
}

}  // namespace arbiter::rules::detail
