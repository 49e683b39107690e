#include "app/core/packs/pack.hpp"

#include <algorithm>
#include <ctime>
#include <fstream>
#include <iterator>
#include <set>

#include "app/core/content/question_yaml.hpp"
#include "app/core/problem_text.hpp"
#include "app/core/sha256.hpp"
#include "app/core/text_fill.hpp"
#include "engine/core/number_text.hpp"

namespace arbiter::packs {

namespace fs = std::filesystem;

namespace {

constexpr std::string_view kMagic = "arbiter-pack ";
constexpr std::string_view kManifestEnd = "...";
constexpr std::string_view kHeader = "=== ";
constexpr std::string_view kEnd = "=== end";
constexpr const char* kLanguages[] = {"zh-Hans", "zh-Hant", "en"};

PackProblem coded(std::string file, std::size_t line, std::size_t column, std::string code,
                  std::vector<std::pair<std::string, std::string>> values = {}) {
    return {std::move(file), line, column, std::move(code), std::move(values)};
}

bool is_hex64(std::string_view text) {
    return text.size() == 64 && std::all_of(text.begin(), text.end(), [](char c) {
               return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
           });
}

bool all_digits(std::string_view text) {
    return !text.empty() && text.size() <= 19 &&
           std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::string yaml_quoted(std::string_view text) {
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out = "\"";
    for (char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (c == '\n') {
            out += "\\n";
        } else if (c == '\t') {
            out += "\\t";
        } else if (u < 0x20 || u == 0x7f) {
            out += "\\x";
            out += kHex[u >> 4];
            out += kHex[u & 15];
        } else {
            out += c;
        }
    }
    return out + "\"";
}

}  // namespace

std::string describe(const PackProblem& problem, const UiStrings& strings) {
    std::string message = problem.text;
    if (!problem.code.empty()) {
        message = fill_from(strings.get("cli.pack.problem." + problem.code), problem.values);
    } else if (!problem.content.key.empty()) {
        message = problem_message(problem.content, strings);
    }
    return ContentError{problem.file, problem.line, problem.column, message}.to_string();
}

std::string title_in(const std::map<std::string, std::string>& titles, std::string_view tag) {
    if (auto it = titles.find(std::string(tag)); it != titles.end()) return it->second;
    // A Chinese reader gets the other Chinese script before English.
    const char* other = tag == "zh-Hans" ? "zh-Hant" : tag == "zh-Hant" ? "zh-Hans" : "en";
    if (auto it = titles.find(other); it != titles.end()) return it->second;
    if (auto it = titles.find("en"); it != titles.end()) return it->second;
    return titles.empty() ? std::string() : titles.begin()->second;
}

std::string PackManifest::title_in(std::string_view tag) const { return packs::title_in(title, tag); }

std::string id_problem(std::string_view id) {
    const auto ok = [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.'; };
    if (id.empty() || id.size() > 64 || !std::all_of(id.begin(), id.end(), ok) || id.front() == '.' ||
        id.front() == '-' || id.front() == '_')
        return "bad_id";
    return {};
}

std::string version_problem(std::string_view version) {
    const auto ok = [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' ||
               c == '.' || c == '+';
    };
    if (version.empty() || version.size() > 32 || !std::all_of(version.begin(), version.end(), ok)) return "bad_version";
    return {};
}

std::string path_problem(std::string_view path) {
    if (path.empty()) return "path_dots";
    for (char c : path)
        if (c == '\\' || static_cast<unsigned char>(c) < 0x20 || c == 0x7f) return "path_characters";
    if (path.front() == '/') return "path_absolute";
    if (path.size() > 1 && path[1] == ':') return "path_absolute";  // "C:/..."
    std::vector<std::string_view> parts;
    for (std::size_t start = 0;;) {
        const auto slash = path.find('/', start);
        parts.push_back(path.substr(start, slash == std::string_view::npos ? std::string_view::npos : slash - start));
        if (slash == std::string_view::npos) break;
        start = slash + 1;
    }
    for (const auto part : parts)
        if (part.empty() || part == "." || part == "..") return "path_dots";
    if (parts.size() < 2 || (parts.front() != "scenarios" && parts.front() != "question_bank")) return "path_outside";
    return {};
}

std::string write_manifest(const PackManifest& manifest) {
    std::string out;
    out += "id: " + yaml_quoted(manifest.id) + "\n";
    out += "version: " + yaml_quoted(manifest.version) + "\n";
    out += "author: " + yaml_quoted(manifest.author) + "\n";
    if (!manifest.title.empty()) {
        out += "title:\n";
        for (const auto* tag : kLanguages)
            if (auto it = manifest.title.find(tag); it != manifest.title.end())
                out += std::string("  ") + tag + ": " + yaml_quoted(it->second) + "\n";
    }
    out += "created: " + yaml_quoted(manifest.created) + "\n";
    out += "files:\n";
    for (const auto& f : manifest.files)
        out += "  - path: " + yaml_quoted(f.path) + "\n    size: " + std::to_string(f.size) + "\n    sha256: " + f.sha256 + "\n";
    return out;
}

std::optional<PackManifest> parse_manifest(const std::string& text, const std::string& name, PackProblems& problems,
                                           std::size_t line_offset) {
    const std::size_t before = problems.size();
    ContentErrors syntax;
    content::YamlReader reader(name, syntax);
    auto root = reader.parse(text);
    for (auto& e : syntax) problems.push_back({e.file, e.line ? e.line + line_offset : 0, e.column, {}, {}, e.message, e});
    if (!root) return std::nullopt;
    const auto at = [&](const YAML::Node& node, std::string code, std::vector<std::pair<std::string, std::string>> values = {}) {
        const auto mark = node.Mark();
        const std::size_t line = mark.line >= 0 ? static_cast<std::size_t>(mark.line) + 1 + line_offset : 1 + line_offset;
        const std::size_t column = mark.column >= 0 ? static_cast<std::size_t>(mark.column) + 1 : 1;
        problems.push_back(coded(name, line, column, std::move(code), std::move(values)));
    };
    if (!root->IsMap()) {
        problems.push_back(coded(name, 1 + line_offset, 1, "manifest_not_map"));
        return std::nullopt;
    }
    PackManifest m;
    const auto text_of = [&](const YAML::Node& map, const std::string& field, bool required) -> std::optional<std::string> {
        const YAML::Node node = map[field];
        if (!node) {
            if (required) at(map, "missing_field", {{"field", field}});
            return std::nullopt;
        }
        if (!node.IsScalar()) {
            at(node, "bad_field", {{"field", field}});
            return std::nullopt;
        }
        return node.Scalar();
    };
    for (auto it = root->begin(); it != root->end(); ++it) {
        const std::string key = it->first.IsScalar() ? it->first.Scalar() : std::string("?");
        if (key != "id" && key != "version" && key != "author" && key != "title" && key != "created" && key != "files")
            at(it->first, "unknown_field", {{"field", key}});
    }
    if (auto id = text_of(*root, "id", true)) {
        m.id = *id;
        if (auto code = id_problem(m.id); !code.empty()) at((*root)["id"], code, {{"id", m.id}});
    }
    if (auto version = text_of(*root, "version", true)) {
        m.version = *version;
        if (auto code = version_problem(m.version); !code.empty()) at((*root)["version"], code, {{"version", m.version}});
    }
    if (auto author = text_of(*root, "author", true)) m.author = *author;
    if (auto created = text_of(*root, "created", false)) m.created = *created;
    if (const YAML::Node title = (*root)["title"]) {
        if (!title.IsMap()) {
            at(title, "bad_field", {{"field", "title"}});
        } else {
            for (auto it = title.begin(); it != title.end(); ++it) {
                const std::string tag = it->first.IsScalar() ? it->first.Scalar() : std::string("?");
                if (std::find(std::begin(kLanguages), std::end(kLanguages), tag) == std::end(kLanguages))
                    at(it->first, "bad_language", {{"tag", tag}});
                else if (!it->second.IsScalar())
                    at(it->second, "bad_field", {{"field", "title." + tag}});
                else
                    m.title[tag] = it->second.Scalar();
            }
        }
    }
    const YAML::Node files = (*root)["files"];
    if (!files) {
        at(*root, "missing_field", {{"field", "files"}});
    } else if (!files.IsSequence()) {
        at(files, "bad_field", {{"field", "files"}});
    } else {
        std::set<std::string> seen;
        for (const auto& node : files) {
            if (!node.IsMap()) {
                at(node, "bad_field", {{"field", "files"}});
                continue;
            }
            PackFileEntry entry;
            auto path = text_of(node, "path", true);
            auto size = text_of(node, "size", true);
            auto sha = text_of(node, "sha256", true);
            for (auto it = node.begin(); it != node.end(); ++it) {
                const std::string key = it->first.IsScalar() ? it->first.Scalar() : std::string("?");
                if (key != "path" && key != "size" && key != "sha256") at(it->first, "unknown_field", {{"field", key}});
            }
            if (!path || !size || !sha) continue;
            entry.path = *path;
            if (auto code = path_problem(entry.path); !code.empty()) {
                at(node["path"], code, {{"path", entry.path}});
                continue;
            }
            if (!seen.insert(entry.path).second) at(node["path"], "duplicate_path", {{"path", entry.path}});
            if (auto bytes = all_digits(*size) ? parse_whole_number<std::uint64_t>(*size) : std::nullopt)
                entry.size = *bytes;
            else
                at(node["size"], "bad_size");
            if (!is_hex64(*sha))
                at(node["sha256"], "bad_sha256");
            else
                entry.sha256 = *sha;
            m.files.push_back(std::move(entry));
        }
    }
    if (problems.size() != before) return std::nullopt;
    return m;
}

std::string write_pack(Pack pack) {
    for (std::size_t i = 0; i < pack.manifest.files.size() && i < pack.contents.size(); ++i) {
        pack.manifest.files[i].size = pack.contents[i].size();
        pack.manifest.files[i].sha256 = sha256_hex(pack.contents[i]);
    }
    std::string out = std::string(kMagic) + std::to_string(kFormatVersion) + "\n";
    out += write_manifest(pack.manifest);
    out += std::string(kManifestEnd) + "\n";
    for (std::size_t i = 0; i < pack.manifest.files.size() && i < pack.contents.size(); ++i) {
        out += std::string(kHeader) + pack.manifest.files[i].path + " " + std::to_string(pack.contents[i].size()) + "\n";
        out += pack.contents[i];
        out += "\n";
    }
    out += std::string(kEnd) + "\n";
    return out;
}

PackRead read_pack(std::string_view bytes, const std::string& name) {
    PackRead read;
    auto& problems = read.problems;
    std::size_t pos = 0;
    std::size_t line = 0;  // the number of the last line read
    const auto next_line = [&](std::string_view& out) {
        if (pos >= bytes.size()) return false;
        const auto end = bytes.find('\n', pos);
        out = bytes.substr(pos, end == std::string_view::npos ? std::string_view::npos : end - pos);
        pos = end == std::string_view::npos ? bytes.size() : end + 1;
        ++line;
        return true;
    };

    std::string_view first;
    if (!next_line(first) || first.substr(0, kMagic.size()) != kMagic) {
        problems.push_back(coded(name, 1, 1, "not_a_pack"));
        return read;
    }
    const std::string_view format = first.substr(kMagic.size());
    if (format != std::to_string(kFormatVersion)) {
        problems.push_back(coded(name, 1, kMagic.size() + 1,
                                 all_digits(format) ? "newer_format" : "not_a_pack", {{"format", std::string(format)}}));
        return read;
    }
    const std::size_t manifest_start = pos;
    std::size_t manifest_end = std::string_view::npos;  // where the line "..." starts
    for (std::size_t line_start = pos; manifest_end == std::string_view::npos; line_start = pos) {
        std::string_view text;
        if (!next_line(text)) break;
        if (text == kManifestEnd) manifest_end = line_start;
    }
    if (manifest_end == std::string_view::npos) {
        problems.push_back(coded(name, line, 0, "no_manifest_end"));
        return read;
    }
    const std::string manifest_text(bytes.substr(manifest_start, manifest_end - manifest_start));
    auto manifest = parse_manifest(manifest_text, name, problems, 1);
    if (!manifest) return read;

    struct Body {
        std::string_view content;
        std::size_t line;
    };
    std::map<std::string, Body> body;
    bool ended = false;
    for (std::string_view header; next_line(header);) {
        if (header == kEnd) {
            ended = bytes[pos - 1] == '\n';  // the last line is whole: a pack cut there is cut short
            break;
        }
        const std::size_t header_line = line;
        const auto space = header.rfind(' ');
        const auto size_text = space == std::string_view::npos ? std::string_view() : header.substr(space + 1);
        const auto parsed_size = all_digits(size_text) ? parse_whole_number<std::uint64_t>(size_text) : std::nullopt;
        if (header.substr(0, kHeader.size()) != kHeader || space == std::string_view::npos || space < kHeader.size() ||
            !parsed_size) {
            problems.push_back(coded(name, header_line, 1, "bad_header"));
            return read;
        }
        const std::string path(header.substr(kHeader.size(), space - kHeader.size()));
        const std::uint64_t size = *parsed_size;
        if (auto code = path_problem(path); !code.empty()) {
            problems.push_back(coded(name, header_line, kHeader.size() + 1, code, {{"path", path}}));
            return read;
        }
        if (size > bytes.size() - pos) {
            problems.push_back(coded(name + ":" + path, 0, 0, "truncated",
                                     {{"size", std::to_string(size)}, {"left", std::to_string(bytes.size() - pos)}}));
            return read;
        }
        const std::string_view content = bytes.substr(pos, size);
        pos += size;
        line += static_cast<std::size_t>(std::count(content.begin(), content.end(), '\n'));
        if (pos >= bytes.size() || bytes[pos] != '\n') {
            problems.push_back(coded(name, line + 1, 0, "no_separator", {{"path", path}, {"size", std::to_string(size)}}));
            return read;
        }
        ++pos;
        ++line;
        if (!body.emplace(path, Body{content, header_line}).second) {
            problems.push_back(coded(name, header_line, kHeader.size() + 1, "duplicate_path", {{"path", path}}));
            return read;
        }
    }
    if (!ended) {
        problems.push_back(coded(name, line, 0, "no_end"));
        return read;
    }
    if (pos != bytes.size()) problems.push_back(coded(name, line + 1, 1, "after_end"));

    Pack pack;
    pack.manifest = std::move(*manifest);
    if (pack.manifest.files.empty()) problems.push_back(coded(name, 0, 0, "empty"));
    std::set<std::string> listed;
    for (const auto& entry : pack.manifest.files) {
        listed.insert(entry.path);
        const std::string inner = name + ":" + entry.path;
        const auto found = body.find(entry.path);
        if (found == body.end()) {
            problems.push_back(coded(inner, 0, 0, "missing_file", {{"path", entry.path}}));
            continue;
        }
        const std::string_view content = found->second.content;
        if (content.size() != entry.size) {
            problems.push_back(coded(inner, 0, 0, "size_mismatch",
                                     {{"size", std::to_string(content.size())}, {"expected", std::to_string(entry.size)}}));
            continue;
        }
        if (const std::string actual = sha256_hex(content); actual != entry.sha256) {
            problems.push_back(coded(inner, 0, 0, "sha256_mismatch", {{"actual", actual}, {"expected", entry.sha256}}));
            continue;
        }
        pack.contents.emplace_back(content);
    }
    for (const auto& [path, b] : body)
        if (!listed.count(path)) problems.push_back(coded(name, b.line, kHeader.size() + 1, "not_in_manifest", {{"path", path}}));
    if (problems.empty()) read.pack = std::move(pack);
    return read;
}

PackRead read_pack_file(const fs::path& file, const std::string& name) {
    PackRead read;
    std::error_code ec;
    const auto status = fs::status(file, ec);
    if (ec || !fs::is_regular_file(status)) {
        read.problems.push_back(coded(name, 0, 0, "cannot_open"));
        return read;
    }
    const auto size = fs::file_size(file, ec);
    if (ec) {
        read.problems.push_back(coded(name, 0, 0, "cannot_open"));
        return read;
    }
    if (size > kMaxPackBytes) {
        read.problems.push_back(coded(name, 0, 0, "too_large", {{"max", std::to_string(kMaxPackBytes >> 20)}}));
        return read;
    }
    std::ifstream in(file, std::ios::binary);
    if (!in) {
        read.problems.push_back(coded(name, 0, 0, "cannot_open"));
        return read;
    }
    const std::string bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    return read_pack(bytes, name);
}

PackRead collect_pack_folder(const fs::path& dir, PackManifest info, const std::string& dir_name) {
    PackRead read;
    auto& problems = read.problems;
    if (auto code = id_problem(info.id); !code.empty()) problems.push_back(coded(dir_name, 0, 0, code, {{"id", info.id}}));
    if (auto code = version_problem(info.version); !code.empty())
        problems.push_back(coded(dir_name, 0, 0, code, {{"version", info.version}}));
    if (info.author.empty()) problems.push_back(coded(dir_name, 0, 0, "missing_field", {{"field", "author"}}));
    if (info.created.empty()) info.created = utc_now_text();
    info.files.clear();

    std::error_code ec;
    if (!fs::is_directory(dir, ec)) {
        problems.push_back(coded(dir_name, 0, 0, "cannot_open"));
        return read;
    }
    std::vector<std::pair<std::string, fs::path>> found;
    for (const char* top : {"scenarios", "question_bank"}) {
        const fs::path folder = dir / top;
        const auto status = fs::symlink_status(folder, ec);
        if (ec || !fs::exists(status)) continue;
        const std::string shown = dir_name + "/" + top;
        if (fs::is_symlink(status)) {
            problems.push_back(coded(shown, 0, 0, "symlink"));
            continue;
        }
        if (!fs::is_directory(status)) {
            problems.push_back(coded(shown, 0, 0, "not_regular"));
            continue;
        }
        for (auto it = fs::recursive_directory_iterator(folder, ec); !ec && it != fs::recursive_directory_iterator();
             it.increment(ec)) {
            const auto entry_status = it->symlink_status(ec);
            const std::string relative = it->path().lexically_relative(dir).generic_string();
            if (fs::is_symlink(entry_status)) {
                problems.push_back(coded(dir_name + "/" + relative, 0, 0, "symlink"));
                continue;
            }
            if (fs::is_directory(entry_status)) continue;
            if (!fs::is_regular_file(entry_status)) {
                problems.push_back(coded(dir_name + "/" + relative, 0, 0, "not_regular"));
                continue;
            }
            if (auto code = path_problem(relative); !code.empty()) {
                problems.push_back(coded(dir_name + "/" + relative, 0, 0, code, {{"path", relative}}));
                continue;
            }
            found.emplace_back(relative, it->path());
        }
        if (ec) problems.push_back(coded(shown, 0, 0, "cannot_open"));
    }
    std::sort(found.begin(), found.end());
    Pack pack;
    pack.manifest = std::move(info);
    std::uint64_t total = 0;
    for (const auto& [relative, path] : found) {
        std::ifstream in(path, std::ios::binary);
        if (!in) {
            problems.push_back(coded(dir_name + "/" + relative, 0, 0, "cannot_open"));
            continue;
        }
        std::string bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
        total += bytes.size();
        pack.manifest.files.push_back({relative, bytes.size(), sha256_hex(bytes)});
        pack.contents.push_back(std::move(bytes));
    }
    if (total > kMaxPackBytes) problems.push_back(coded(dir_name, 0, 0, "too_large", {{"max", std::to_string(kMaxPackBytes >> 20)}}));
    if (found.empty()) problems.push_back(coded(dir_name, 0, 0, "empty"));
    if (problems.empty()) read.pack = std::move(pack);
    return read;
}

std::string utc_now_text() {
    const std::time_t now = std::time(nullptr);
    std::tm utc{};
    gmtime_r(&now, &utc);
    char buffer[32];
    std::strftime(buffer, sizeof buffer, "%Y-%m-%dT%H:%M:%SZ", &utc);
    return buffer;
}

}  // namespace arbiter::packs
