// Reading YAML content with precise complaints: every problem becomes a ContentError at the
// file:line:column of the offending node, and reading goes on so one file reports all its problems.
// Shared by the question loader, the source catalogue and the certification facts.
#pragma once

#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/yaml.h>

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/core/content/question.hpp"
#include "app/core/content_error.hpp"
#include "engine/core/language.hpp"

namespace arbiter::content {

class YamlReader {
public:
    YamlReader(std::string file, ContentErrors& errors) : file_(std::move(file)), errors_(errors) {}

    const std::string& file() const { return file_; }
    std::size_t error_count() const { return errors_.size(); }

    // Parses a whole document; a syntax error is reported and yields nullopt.
    std::optional<YAML::Node> parse(const std::string& text);
    // Reads the reader's own file and parses it; nullopt, with the problem reported, when the file
    // cannot be read (`unreadable`, at line 0), does not parse, or is not a mapping ("<what>: expected
    // a mapping").
    std::optional<YAML::Node> parse_file_map(std::string_view what, std::string_view unreadable);

    // An English-only problem (docs/language.md lists where they remain).
    void error_at(const YAML::Node& node, std::string message);
    void error_at_line(std::size_t line, std::size_t column, std::string message);
    // A problem in words of assets/lang ("problem.<key>", app/core/problem_text.hpp), about `where`
    // (places such as "levels"; the reader's context comes before them).
    void problem(const YAML::Node& node, std::string key, std::vector<MessageArg> args = {},
                 std::vector<MessageArg> where = {});
    void problem_at_line(std::size_t line, std::size_t column, std::string key, std::vector<MessageArg> args = {},
                         std::vector<MessageArg> where = {});
    // What every problem is about until pop_context ("item q-1"), shown before its own place.
    void push_context(MessageArg place) { context_.push_back(std::move(place)); }
    void pop_context() { context_.pop_back(); }

    // `node` must be a mapping; otherwise "<what>: expected a mapping, got a list".
    bool expect_map(const YAML::Node& node, std::string_view what);
    bool expect_sequence(const YAML::Node& node, std::string_view what);
    // Reports keys of `map` that are not in `allowed` (with a "did you mean" when one is close).
    void reject_unknown_keys(const YAML::Node& map, std::initializer_list<std::string_view> allowed,
                             std::string_view context);
    // The value of `key`, or an error "<context>missing field 'key'" at the mapping.
    std::optional<YAML::Node> required(const YAML::Node& map, std::string_view key, std::string_view context);

    std::optional<std::string> string(const YAML::Node& node, std::string_view what);
    std::optional<long> integer(const YAML::Node& node, std::string_view what);
    std::optional<double> number(const YAML::Node& node, std::string_view what);
    std::optional<bool> boolean(const YAML::Node& node, std::string_view what);
    std::optional<std::vector<std::string>> string_list(const YAML::Node& node, std::string_view what);
    // A mapping with exactly zh-Hans, zh-Hant and en, each a non-empty string.
    std::optional<LocalizedText> localized(const YAML::Node& node, std::string_view what);

private:
    std::string file_;
    ContentErrors& errors_;
    std::vector<MessageArg> context_;
};

// The place a message prefix names: "question.build: " is {"question.build"}, "" is none.
std::vector<MessageArg> places(std::string_view context);

// The `source:` list under `parent` (each {document, article?, page?}) appended to `out`; an empty
// list is the problem `empty_key`. `context` ("" or "grades[2]: ") comes before every place named.
void read_source_list(YamlReader& r, const YAML::Node& parent, const std::string& context, const char* empty_key,
                      std::vector<SourceRef>& out);
// The `levels:` list under `parent` (grade tags such as cn-3, fide) appended to `out`: an empty
// list, an unknown tag and a tag given twice are each a problem at its own line.
void read_level_list(YamlReader& r, const YAML::Node& parent, std::vector<Level>& out);
// "0xC3": the byte at `offset`, for the message that a file is not UTF-8 (problem.not_utf8).
std::string invalid_byte_text(std::string_view text, std::size_t offset);
// "a mapping", "a list" … as words of a message (problem.kind.*).
MessageArg kind_arg(std::string name, const YAML::Node& node);

// "a mapping", "a list", "a scalar", "nothing": for messages about wrong types.
std::string_view yaml_kind_name(const YAML::Node& node);
// The closest of `candidates` to `word` when it is at most two edits away, else empty.
std::string_view closest_word(std::string_view word, std::initializer_list<std::string_view> candidates);
// The top-level keys of a YAML mapping document; empty when it does not parse or is not a mapping.
// Used to tell the kinds of content apart: items, documents, grades / player_levels / facts.
std::vector<std::string> top_level_keys(const std::string& yaml_text);
// Reads a file into a string; false when it cannot be opened.
bool read_text_file(const std::string& path, std::string& text);
// The {detail} of problem.yaml_syntax for a YAML syntax error: a problem.yaml.* key (yaml-cpp's
// message in the reader's language), or yaml-cpp's English text when no key knows the message.
// The place (file:line:column) is the exception's mark, which the callers give the problem.
MessageArg yaml_error_detail(const YAML::Exception& e);

}  // namespace arbiter::content
