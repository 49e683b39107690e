// A reference into a rules document: every part of a ruling and every fact in content carries one.
#pragma once

#include <string>

namespace arbiter {

struct Citation {
    std::string document;  // rule-set or document id, e.g. "fide-2023", "cn-go-1988"
    std::string article;   // article number as printed in that document, e.g. "6.2.1.1", "20"

    bool operator==(const Citation&) const = default;
    auto operator<=>(const Citation&) const = default;
};

}  // namespace arbiter
