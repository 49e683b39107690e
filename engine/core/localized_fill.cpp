#include "engine/core/localized_fill.hpp"

namespace arbiter {

LocalizedText fill_localized(const LocalizedText& pattern, const std::vector<FillValue>& values) {
    LocalizedText out;
    for (Language lang : kAllLanguages) {
        const std::string& in = pattern.get(lang);
        std::string& result = out.get(lang);
        std::size_t at = 0;
        while (at < in.size()) {
            const std::size_t open = in.find('{', at);
            const std::size_t close = open == std::string::npos ? std::string::npos : in.find('}', open + 1);
            if (close == std::string::npos) break;
            result.append(in, at, open - at);
            const std::string_view name(in.data() + open + 1, close - open - 1);
            if (name.find('{') != std::string_view::npos) {  // "{{side}_can_mate}": the first brace is text
                result.append(in, at, open + 1 - at);
                at = open + 1;
                continue;
            }
            const FillValue* found = nullptr;
            for (const FillValue& v : values)
                if (v.name == name) found = &v;
            if (found) result += found->text.get(lang);
            else result.append(in, open, close - open + 1);
            at = close + 1;
        }
        if (at < in.size()) result.append(in, at, std::string::npos);
    }
    return out;
}

}  // namespace arbiter
