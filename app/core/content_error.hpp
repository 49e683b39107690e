// One problem found in a file the user or an author gave us: where it is and what is wrong.
// Loaders collect these instead of throwing, so one broken file never stops the others.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace arbiter {

struct ContentError {
    std::string file;
    std::size_t line = 0;    // 1-based; 0 when unknown (e.g. the file cannot be opened)
    std::size_t column = 0;  // 1-based; 0 when unknown
    std::string message;

    // "scenarios/go/ko/ko-01.yaml:12:5: unknown field 'evnets'"
    std::string to_string() const {
        std::string out = file;
        if (line) {
            out += ":" + std::to_string(line);
            if (column) out += ":" + std::to_string(column);
        }
        out += ": " + message;
        return out;
    }
};

using ContentErrors = std::vector<ContentError>;

}  // namespace arbiter
