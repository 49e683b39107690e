// The store's columns that hold JSON text: lists of strings (an item version's topics, levels and
// articles) and answers, per-part results and details, refused before they reach the file unless
// they parse. Used by the record stores only.
#pragma once

#include <string>
#include <vector>

namespace arbiter::store {

std::string strings_to_json(const std::vector<std::string>& values);
std::vector<std::string> strings_from_json(const std::string& text);
// Throws StoreError ("<what> is not valid JSON: ...") unless `text` parses.
void require_json(const std::string& text, const char* what);

}  // namespace arbiter::store
