// The rulings' values (sentence.hpp) turned into named fill values for fill_localized.
#include "engine/rules/sentence.hpp"

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

LocalizedText duration_text(clock::Millis ms) {
    LocalizedText out;
    for (Language lang : kAllLanguages) out.get(lang) = duration_words(ms, lang);
    return out;
}

}  // namespace

LocalizedText say(const LocalizedText& text, const Vars& vars) {
    std::vector<FillValue> values = vars.values;
    if (vars.player) {
        values.emplace_back("player", player_text(*vars.player));
        values.emplace_back("opponent", player_text(other(*vars.player)));
    }
    if (vars.at) {
        const std::string t = clock::format_game_time(*vars.at);
        values.emplace_back("time", t);
        values.emplace_back("at_time", LocalizedText{"在" + t, "在" + t, " at " + t});
        values.emplace_back("when", LocalizedText{t + "时", t + "時", "At " + t + " "});
    } else {
        values.emplace_back("at_time", "");
        values.emplace_back("when", "");
    }
    values.emplace_back("move", vars.move);
    if (vars.number) values.emplace_back("number", std::to_string(*vars.number));
    if (vars.seconds) values.emplace_back("seconds", std::to_string(*vars.seconds));
    if (vars.duration) values.emplace_back("duration", duration_text(*vars.duration));
    if (vars.limit) values.emplace_back("limit", duration_text(*vars.limit));
    values.emplace_back("words", vars.words);
    return fill_localized(text, values);
}

}  // namespace arbiter::rules::detail
