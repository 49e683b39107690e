// One problem found in a file the user or an author gave us: where it is and what is wrong.
// Loaders collect these instead of throwing, so one broken file never stops the others.
//
// A problem the loaders describe carries a message key of assets/lang ("problem.unknown_field")
// and named arguments, so the editors and `arbiter-cli validate --lang` show it in the interface
// language (app/core/problem_text.hpp). `message` is always the English text, for logs, JSON and
// tests; problems without a key (a few, listed in docs/language.md) are English only. The
// engine's own sentences (replay and adjudication problems) come as LocalizedText arguments.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/language.hpp"

namespace arbiter {

// A named argument of a problem's message: data shown as written (a field name, the author's
// value), words to translate (an interface string's key with its own data values), or words the
// engine already wrote in the three languages (a reader's reason: why a FEN or an SGF is wrong).
struct MessageArg {
    std::string name;
    std::string value;  // data
    std::string key;    // words: when set, the text of this key filled with `values`
    std::vector<std::pair<std::string, std::string>> values;
    std::vector<MessageArg> items;  // or a list: each item shown, joined by problem.separator ("; ")
    // Or the engine's words: when set, shown in the reader's language (English in `message`).
    std::optional<LocalizedText> localized_text;

    MessageArg() = default;
    MessageArg(std::string arg_name, std::string data) : name(std::move(arg_name)), value(std::move(data)) {}
    static MessageArg words(std::string arg_name, std::string words_key,
                            std::vector<std::pair<std::string, std::string>> words_values = {}) {
        MessageArg a;
        a.name = std::move(arg_name);
        a.key = std::move(words_key);
        a.values = std::move(words_values);
        return a;
    }
    // The engine's three-language text (a replay problem, an illegal move's reason in words, a
    // reader's SgfError / PgnError / FEN and diagram reasons), carried as it is so each reader
    // sees their language, rather than rendered to English here.
    static MessageArg localized(std::string arg_name, LocalizedText words) {
        MessageArg a;
        a.name = std::move(arg_name);
        a.localized_text = std::move(words);
        return a;
    }
    static MessageArg list(std::string arg_name, std::vector<MessageArg> list_items) {
        MessageArg a;
        a.name = std::move(arg_name);
        a.items = std::move(list_items);
        return a;
    }
    // A place in the file a message is about ("levels", "item q-1"): data or words, no name.
    static MessageArg place(std::string data) { return MessageArg("", std::move(data)); }
};

struct ContentError {
    std::string file;
    std::size_t line = 0;    // 1-based; 0 when unknown (e.g. the file cannot be opened)
    std::size_t column = 0;  // 1-based; 0 when unknown
    std::string message;     // English
    std::string key;                 // assets/lang key of the message; empty: English only
    std::vector<MessageArg> args;    // the key's named arguments
    std::vector<MessageArg> where;   // what it is about, outermost first, each shown as "where: …"

    ContentError() = default;
    // An English-only problem (or one whose key content_problem fills in).
    ContentError(std::string in_file, std::size_t at_line, std::size_t at_column, std::string english)
        : file(std::move(in_file)), line(at_line), column(at_column), message(std::move(english)) {}

    // "scenarios/go/ko/ko-01.yaml:12:5: unknown field 'evnets'"
    std::string to_string() const { return located(message); }

    // "file:line:column: " + text (the place as to_string() writes it).
    std::string located(const std::string& text) const {
        std::string out = file;
        if (line) {
            out += ":" + std::to_string(line);
            if (column) out += ":" + std::to_string(column);
        }
        out += ": " + text;
        return out;
    }
};

using ContentErrors = std::vector<ContentError>;

}  // namespace arbiter
