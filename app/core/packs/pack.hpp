// A content pack: an instructor's scenarios, questions and exam blueprints in ONE text file with a
// manifest (id, version, author, optional titles, when it was built, and the size and SHA-256 of
// every file). docs/packs.md describes the format; this file reads and writes it, and refuses what a
// pack must not hold (absolute paths, "..", files outside scenarios/ and question_bank/). Installing
// is pack_install.hpp's.
//
//     auto read = packs::read_pack_file("course.arbpack", "course.arbpack");
//     for (const auto& p : read.problems) std::cerr << packs::describe(p, strings) << "\n";
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "app/core/content_error.hpp"
#include "app/core/ui_strings.hpp"

namespace arbiter::packs {

inline constexpr int kFormatVersion = 1;
// A pack file larger than this is refused before it is read (a pack is text: hundreds of files of
// a few kilobytes each).
inline constexpr std::uint64_t kMaxPackBytes = 256ull * 1024 * 1024;

// One problem with a pack, where it is and what: either a coded problem, worded by the interface
// strings "cli.pack.problem.<code>" with `values` filled in (so it reads in the candidate's
// language), or a loader's or validator's message as it is (`text`, like `arbiter-cli validate`).
struct PackProblem {
    std::string file;  // "course.arbpack", or "course.arbpack:scenarios/go/ko/ko-1.yaml" for a file in it
    std::size_t line = 0;
    std::size_t column = 0;
    std::string code;  // empty: `text` is the message
    std::vector<std::pair<std::string, std::string>> values = {};
    std::string text = {};  // English
    // A content file's own problem (a question, scenario or blueprint of the pack, the manifest's
    // YAML): with its key, `describe` says it in the reader's language, not `text`'s English.
    ContentError content = {};
};
using PackProblems = std::vector<PackProblem>;
// "course.arbpack:scenarios/go/ko/ko-1.yaml:12:5: <message>".
std::string describe(const PackProblem& problem, const UiStrings& strings);

struct PackFileEntry {
    std::string path;  // relative, '/'-separated: "scenarios/go/ko/ko-1.yaml"
    std::uint64_t size = 0;
    std::string sha256;  // 64 lower-case hex digits
};

struct PackManifest {
    std::string id;       // the folder it installs to: lower-case letters, digits, '-', '_', '.'
    std::string version;  // compared for equality only: "1", "2026.2", "1.0.3"
    std::string author;
    std::map<std::string, std::string> title;  // language tag → text; any of zh-Hans, zh-Hant, en
    std::string created;                       // UTC, "2026-12-02T08:30:00Z"
    std::vector<PackFileEntry> files;
    // The title in `tag`'s language, else (for Chinese) the other Chinese script, else English, else
    // any; empty when there is none.
    std::string title_in(std::string_view tag) const;
};

// The same choice over a titles map (a manifest's, carried elsewhere without the manifest).
std::string title_in(const std::map<std::string, std::string>& titles, std::string_view tag);

struct Pack {
    PackManifest manifest;
    std::vector<std::string> contents;  // contents[i] is manifest.files[i]'s bytes
};

struct PackRead {
    std::optional<Pack> pack;  // set only when there are no problems
    PackProblems problems;
};

// Checks of names, each returning the problem's code ("" when fine).
std::string id_problem(std::string_view id);
std::string version_problem(std::string_view version);
// A path in a pack: relative, '/'-separated, under scenarios/ or question_bank/, without "." or
// ".." parts, empty parts, backslashes or control characters.
std::string path_problem(std::string_view path);

// Reads a pack from its bytes; `name` is how the pack file is named in problems.
PackRead read_pack(std::string_view bytes, const std::string& name);
PackRead read_pack_file(const std::filesystem::path& file, const std::string& name);

// The pack file's bytes (manifest.files must match contents; sizes and hashes are recomputed).
std::string write_pack(Pack pack);
// The manifest alone, as it heads the pack file (and as installed: <pack folder>/pack.manifest).
std::string write_manifest(const PackManifest& manifest);
// Parses a manifest written by write_manifest; `line_offset` is added to the lines of problems.
std::optional<PackManifest> parse_manifest(const std::string& text, const std::string& name, PackProblems& problems,
                                           std::size_t line_offset = 0);

// `arbiter-cli pack build`: every file under <dir>/scenarios and <dir>/question_bank, sorted by
// path, with `info`'s id, version, author and title; `created` is set to now when empty. A
// symbolic link or anything but a regular file is a problem, never followed.
PackRead collect_pack_folder(const std::filesystem::path& dir, PackManifest info, const std::string& dir_name);

// Now, in UTC: "2026-12-02T08:30:00Z".
std::string utc_now_text();

}  // namespace arbiter::packs
