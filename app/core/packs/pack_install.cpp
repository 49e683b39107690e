#include "app/core/packs/pack_install.hpp"

#include <algorithm>
#include <fstream>
#include <map>
#include <set>

#include "app/core/content/content_library.hpp"
#include "app/core/content/question_loader.hpp"
#include "app/core/content/question_yaml.hpp"
#include "app/core/content/scenario_loader.hpp"
#include "app/core/paths.hpp"
#include "app/core/problem_text.hpp"
#include "app/core/training/exams/exam_blueprint.hpp"
#include "app/core/validate/validation.hpp"

namespace arbiter::packs {

namespace fs = std::filesystem;

namespace {

struct Counts {
    std::size_t questions = 0, scenarios = 0, blueprints = 0;
};

// Where each id of a content folder (the shipped content or a pack) is defined.
struct IdPlace {
    std::string file;
    std::size_t line = 0, column = 0;
};
struct FolderIds {
    std::map<std::string, IdPlace> items;       // questions and scenarios share the store's id space
    std::map<std::string, IdPlace> blueprints;
    Counts counts;
};

FolderIds folder_ids(const fs::path& root, bool with_generated) {
    FolderIds ids;
    ContentErrors ignored;  // the folder's own problems are the validators' business
    const fs::path bank = root / "question_bank";
    std::error_code ec;
    if (fs::is_directory(bank, ec)) {
        std::vector<content::Question> questions;
        if (with_generated) {
            questions = content::ContentLibrary::load(root).questions();
        } else {
            questions = content::load_question_directory(bank, root).questions;
            ids.counts.questions = questions.size();
        }
        for (const auto& q : questions) ids.items.emplace(q.id, IdPlace{q.location.file, q.location.line, q.location.column});
        if (fs::is_directory(bank / "exam_blueprints", ec)) {
            for (const auto& b : training::load_exam_blueprints(bank / "exam_blueprints", ignored))
                ids.blueprints.emplace(b.id, IdPlace{"question_bank/exam_blueprints/" + b.id + ".yaml", 0, 0});
            ids.counts.blueprints = ids.blueprints.size();
        }
    }
    if (fs::is_directory(root / "scenarios", ec)) {
        const auto load = content::load_scenario_folder(root / "scenarios", root);
        for (const auto& s : load.scenarios) ids.items.emplace(s.id, IdPlace{s.file, 1, 1});
        ids.counts.scenarios = load.scenarios.size();
    }
    return ids;
}

Counts count_folder(const fs::path& folder) { return folder_ids(folder, false).counts; }

std::optional<PackManifest> read_installed_manifest(const fs::path& folder, PackProblems& problems) {
    std::string text;
    const fs::path file = folder / kManifestFile;
    if (!content::read_text_file(file.string(), text)) {
        problems.push_back({file.string(), 0, 0, "cannot_open"});
        return std::nullopt;
    }
    return parse_manifest(text, file.string(), problems);
}

bool same_files(const PackManifest& a, const PackManifest& b) {
    if (a.files.size() != b.files.size()) return false;
    for (std::size_t i = 0; i < a.files.size(); ++i)
        if (a.files[i].path != b.files[i].path || a.files[i].size != b.files[i].size ||
            a.files[i].sha256 != b.files[i].sha256)
            return false;
    return true;
}

void write_file(const fs::path& file, const std::string& bytes) {
    fs::create_directories(file.parent_path());
    std::ofstream out(file, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    out.close();
    if (!out) throw std::runtime_error("cannot write " + file.string());
}

// A crash between the two renames of an earlier import leaves the old version in .old-<id>: put it
// back; a crash before them leaves a staging folder: remove it.
void recover(const fs::path& packs_dir, const std::string& id) {
    std::error_code ec;
    const fs::path target = packs_dir / id, old = packs_dir / (".old-" + id);
    if (fs::exists(old, ec) && !fs::exists(target, ec)) fs::rename(old, target, ec);
    fs::remove_all(old, ec);
    fs::remove_all(packs_dir / (".staging-" + id), ec);
}

}  // namespace

fs::path default_packs_dir() { return user_data_dir() / "packs"; }

FolderCheck check_pack_folder(const fs::path& folder, const fs::path& content_root, const fs::path& packs_dir,
                              const std::string& own_id, const std::string& prefix) {
    FolderCheck result;
    std::error_code ec;
    std::vector<fs::path> roots;
    for (const char* top : {"scenarios", "question_bank"})
        if (fs::is_directory(folder / top, ec)) roots.push_back(folder / top);
    if (roots.empty()) {
        result.problems.push_back({prefix.empty() ? folder.string() : prefix.substr(0, prefix.size() - 1), 0, 0, "empty"});
        return result;
    }
    const auto run = validate::validate_content(
        roots, content_root,
        {validate::question_validator(), validate::exam_blueprint_validator(), validate::scenario_validator()}, folder);
    for (const auto& e : run.all_errors()) result.problems.push_back({prefix + e.file, e.line, e.column, {}, {}, e.message, e});
    for (const auto& r : run.reports)
        for (const auto& w : r.warnings) result.warnings.push_back({prefix + w.file, w.line, w.column, {}, {}, w.message, w});

    // Ids the shipped content or another installed pack already uses are refused.
    const FolderIds own = folder_ids(folder, false);
    std::vector<std::pair<std::string, FolderIds>> others;
    others.emplace_back("", folder_ids(content_root, true));
    if (!packs_dir.empty())
        for (const auto& other : installed_pack_folders(packs_dir))
            if (other.filename() != own_id) others.emplace_back(other.filename().string(), folder_ids(other, false));
    for (const auto& [owner, ids] : others) {
        const auto check = [&, &pack_owner = owner](const std::map<std::string, IdPlace>& mine,
                                                    const std::map<std::string, IdPlace>& theirs, const char* code) {
            for (const auto& [item, place] : mine)
                if (theirs.count(item))
                    result.problems.push_back({prefix + place.file, place.line, place.column,
                                               pack_owner.empty() ? std::string(code) : std::string(code) + "_pack",
                                               {{"id", item}, {"pack", pack_owner}}});
        };
        check(own.items, ids.items, "id_taken");
        check(own.blueprints, ids.blueprints, "blueprint_taken");
    }
    result.questions = own.counts.questions;
    result.scenarios = own.counts.scenarios;
    result.blueprints = own.counts.blueprints;
    return result;
}

std::vector<InstalledPack> installed_packs(const fs::path& packs_dir, PackProblems* problems) {
    std::vector<InstalledPack> out;
    std::error_code ec;
    std::vector<fs::path> folders;
    for (auto it = fs::directory_iterator(packs_dir, ec); !ec && it != fs::directory_iterator(); it.increment(ec)) {
        const std::string name = it->path().filename().string();
        if (name.empty() || name.front() == '.' || !it->is_directory(ec) || it->is_symlink(ec)) continue;
        folders.push_back(it->path());
    }
    std::sort(folders.begin(), folders.end());
    for (const auto& folder : folders) {
        PackProblems found;
        auto manifest = read_installed_manifest(folder, found);
        if (manifest && manifest->id != folder.filename().string()) manifest.reset();
        if (!manifest) {
            if (problems) problems->insert(problems->end(), found.begin(), found.end());
            continue;
        }
        InstalledPack pack;
        pack.manifest = std::move(*manifest);
        pack.folder = folder;
        const Counts counts = count_folder(folder);
        pack.questions = counts.questions;
        pack.scenarios = counts.scenarios;
        pack.blueprints = counts.blueprints;
        out.push_back(std::move(pack));
    }
    return out;
}

std::vector<fs::path> installed_pack_folders(const fs::path& packs_dir) {
    std::vector<fs::path> out;
    std::error_code ec;
    for (auto it = fs::directory_iterator(packs_dir, ec); !ec && it != fs::directory_iterator(); it.increment(ec)) {
        const std::string name = it->path().filename().string();
        if (name.empty() || name.front() == '.' || !it->is_directory(ec) || it->is_symlink(ec)) continue;
        if (fs::is_regular_file(it->path() / kManifestFile, ec)) out.push_back(it->path());
    }
    std::sort(out.begin(), out.end());
    return out;
}

ImportResult import_pack(const fs::path& file, const std::string& name, const ImportOptions& options) {
    ImportResult result;
    const auto fault = [&](std::string_view step) {
        if (options.fault) options.fault(step);
    };
    auto read = read_pack_file(file, name);
    if (!read.pack) {
        result.problems = std::move(read.problems);
        return result;
    }
    Pack& pack = *read.pack;
    result.manifest = pack.manifest;
    const std::string& id = pack.manifest.id;
    const fs::path target = options.packs_dir / id;
    const fs::path staging = options.packs_dir / (".staging-" + id);
    const fs::path old = options.packs_dir / (".old-" + id);
    recover(options.packs_dir, id);

    std::error_code ec;
    if (fs::exists(target, ec)) {
        // A folder without a readable manifest is not replaced unasked either: it stands for a
        // pack of an unknown version ("?").
        PackProblems ignored;
        auto installed = read_installed_manifest(target, ignored);
        if (!installed) {
            installed = PackManifest{};
            installed->id = id;
            installed->version = "?";
        }
        result.previous = installed;
        if (installed->version == pack.manifest.version && same_files(*installed, pack.manifest)) {
            result.outcome = ImportOutcome::already_installed;
            return result;
        }
        if (!options.replace && !(options.confirm && options.confirm(*installed, pack.manifest))) {
            result.outcome = ImportOutcome::needs_confirmation;
            return result;
        }
    }

    const std::string prefix = name + ":";
    try {
        fault("stage");
        fs::create_directories(staging);
        for (std::size_t i = 0; i < pack.manifest.files.size(); ++i) {
            const std::string& path = pack.manifest.files[i].path;
            if (!path_problem(path).empty()) throw std::logic_error("unsafe path " + path);  // read_pack refused it
            fault("write " + path);
            write_file(staging / fs::path(path), pack.contents[i]);
        }
        write_file(staging / kManifestFile, write_manifest(pack.manifest));

        // Every item through the validators of `arbiter-cli validate`, in the staging folder.
        fault("validate");
        FolderCheck check = check_pack_folder(staging, options.content_root, options.packs_dir, id, prefix);
        result.problems = std::move(check.problems);
        result.warnings = std::move(check.warnings);
        result.questions = check.questions;
        result.scenarios = check.scenarios;
        result.blueprints = check.blueprints;
        if (!result.problems.empty()) {
            fs::remove_all(staging, ec);
            return result;
        }

        // Into place: the old version aside, the new one in, the old one gone.
        fault("swap");
        const bool had_old = fs::exists(target, ec);
        if (had_old) fs::rename(target, old);
        try {
            fault("rename");
            fs::rename(staging, target);
        } catch (...) {
            if (had_old) fs::rename(old, target, ec);
            throw;
        }
        fs::remove_all(old, ec);
        result.outcome = had_old ? ImportOutcome::replaced : ImportOutcome::installed;
        return result;
    } catch (const std::exception& e) {
        fs::remove_all(staging, ec);
        result.problems.push_back({name, 0, 0, "install_failed", {{"reason", e.what()}}});
        result.outcome = ImportOutcome::refused;
        return result;
    }
}

std::vector<training::ExamBlueprint> pack_blueprints(const std::vector<fs::path>& folders,
                                                     const std::vector<training::ExamBlueprint>& shipped,
                                                     ContentErrors& errors) {
    std::set<std::string> taken;
    for (const auto& b : shipped) taken.insert(b.id);
    std::vector<training::ExamBlueprint> out;
    std::error_code ec;
    for (const auto& folder : folders) {
        const fs::path dir = folder / "question_bank" / "exam_blueprints";
        if (!fs::is_directory(dir, ec)) continue;
        // Named packs/<id>/question_bank/..., as TrainingContent::add_pack names the pack's items.
        const fs::path base = folder.parent_path().parent_path();
        for (auto& b : training::load_exam_blueprints(dir, errors, base)) {
            if (!taken.insert(b.id).second) {
                errors.push_back(content_problem(content::display_path(dir / (b.id + ".yaml"), base), 0, 0,
                                                 "problem.blueprint.id_taken", {{"id", b.id}}));
                continue;
            }
            out.push_back(std::move(b));
        }
    }
    return out;
}

bool remove_pack(const std::string& id, const fs::path& packs_dir) {
    if (!id_problem(id).empty()) return false;
    std::error_code ec;
    const fs::path target = packs_dir / id;
    if (!fs::is_regular_file(target / kManifestFile, ec)) return false;
    // Out of sight first (a staging-like name the loaders skip), then deleted.
    const fs::path doomed = packs_dir / (".removing-" + id);
    fs::remove_all(doomed, ec);
    fs::rename(target, doomed, ec);
    if (ec) return false;
    fs::remove_all(doomed, ec);
    return true;
}

}  // namespace arbiter::packs
