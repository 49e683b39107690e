#include "app/core/store/refusal_text.hpp"

#include "app/core/text_fill.hpp"

namespace arbiter::store {

std::string refusal_reason(const StoreError& error, const UiStrings& strings) {
    const std::string key = "store.refused." + error.refusal;
    if (error.refusal.empty() || !strings.has(key)) return error.what();
    return fill_from(strings.get(key), error.values);
}

std::string store_error_text(const StoreError& error, const UiStrings& strings) {
    if (error.refusal.empty() || !strings.has("store.refused." + error.refusal)) return error.what();
    std::string text = refusal_reason(error, strings);
    if (error.refusal != "folder") text += strings.get("store.refused.left_untouched");
    return text;
}

}  // namespace arbiter::store
