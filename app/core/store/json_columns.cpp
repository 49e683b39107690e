#include "app/core/store/json_columns.hpp"

#include "app/core/json.hpp"
#include "app/core/store/sqlite_database.hpp"

namespace arbiter::store {

std::string strings_to_json(const std::vector<std::string>& values) {
    return json::array_of(values).dump();
}

std::vector<std::string> strings_from_json(const std::string& text) {
    std::vector<std::string> out;
    const json::Value parsed = json::parse(text);  // kept alive: the loop refers into it
    for (const auto& v : parsed.as_array()) out.push_back(v.as_string());
    return out;
}

// Answers and per-part results are JSON text; refuse anything else before it reaches the file.
void require_json(const std::string& text, const char* what) {
    try {
        json::parse(text);
    } catch (const json::ParseError& error) {
        throw StoreError(std::string(what) + " is not valid JSON: " + error.what());
    }
}

}  // namespace arbiter::store
