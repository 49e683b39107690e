#include "app/core/store/training_store.hpp"

#include <algorithm>
#include <array>
#include <fstream>

#include "app/core/store/schema.hpp"

namespace arbiter::store {

namespace fs = std::filesystem;

namespace {

const std::string kLeftAlone = " The file was left untouched; move it away or choose another file with --db.";

// Looks at the raw bytes before SQLite touches the file. Returns whether the file has content.
bool inspect_file(const fs::path& file) {
    std::error_code ec;
    if (!fs::exists(file, ec)) {
        if (file.has_parent_path()) fs::create_directories(file.parent_path(), ec);
        return false;
    }
    if (fs::is_directory(file, ec))
        throw StoreError(file.string() + ": is a folder, not a database file.", "folder", {{"file", file.string()}});
    if (fs::file_size(file, ec) == 0) return false;
    std::ifstream in(file, std::ios::binary);
    if (!in) throw StoreError(file.string() + ": cannot be read (check its permissions)." + kLeftAlone, "unreadable", {{"file", file.string()}});
    std::array<char, 16> header{};
    in.read(header.data(), header.size());
    static constexpr char kMagic[16] = {'S', 'Q', 'L', 'i', 't', 'e', ' ', 'f', 'o', 'r', 'm', 'a', 't', ' ', '3', '\0'};
    if (in.gcount() < 16 || !std::equal(header.begin(), header.end(), kMagic))
        throw StoreError(file.string() + ": is not an Arbiter Trainer database (not an SQLite file at all)." + kLeftAlone, "not_sqlite",
                         {{"file", file.string()}});
    return true;
}

fs::path free_backup_name(const fs::path& file, int version) {
    // "trainer.db.schema-v1.bak", then "...bak.2", "...bak.3" if an older backup is in the way.
    std::string base = file.string();
    base.append(".schema-v").append(std::to_string(version)).append(".bak");
    std::string candidate = base;
    for (int n = 2; fs::exists(candidate); ++n) {
        candidate = base;
        candidate.append(".").append(std::to_string(n));
    }
    return candidate;
}

}  // namespace

TrainingStore::TrainingStore(const fs::path& file, OpenOptions options)
    : existed_(inspect_file(file)), db_(file, true) {
    if (existed_) check_existing_database();
    int target = options.schema_version > 0 ? options.schema_version : current_schema_version();
    // Only now, with the file known to be ours (or new), do we change anything.
    db_.exec("PRAGMA journal_mode = WAL");
    db_.exec("PRAGMA synchronous = FULL");
    db_.exec("PRAGMA foreign_keys = ON");
    migrate(target);
}

void TrainingStore::check_existing_database() {
    const std::string name = db_.file().string();
    std::int64_t application_id = 0, tables = 0;
    try {
        auto id = db_.prepare("PRAGMA application_id");
        id.step();
        application_id = id.integer(0);
        auto version = db_.prepare("PRAGMA user_version");
        version.step();
        schema_version_ = static_cast<int>(version.integer(0));
        auto count = db_.prepare("SELECT count(*) FROM sqlite_schema");
        count.step();
        tables = count.integer(0);
    } catch (const StoreError& error) {
        throw StoreError(name + ": is damaged and cannot be read (" + error.what() + ")." + kLeftAlone, "unreadable_damaged",
                         {{"file", name}, {"detail", error.what()}});
    }
    if (application_id != kApplicationId && (tables > 0 || schema_version_ != 0))
        throw StoreError(name + ": is an SQLite database of another program, not an Arbiter Trainer database." + kLeftAlone,
                         "other_program", {{"file", name}});
    if (schema_version_ > current_schema_version())
        throw StoreError(name + ": was written by a newer Arbiter Trainer (schema version " + std::to_string(schema_version_) +
                             "; this program knows up to version " + std::to_string(current_schema_version()) +
                             "). Update the program." + kLeftAlone,
                         "newer", {{"file", name}, {"version", std::to_string(schema_version_)}, {"known", std::to_string(current_schema_version())}});
    std::string verdict;
    try {
        auto check = db_.prepare("PRAGMA quick_check(1)");
        if (check.step()) verdict = check.text(0);
    } catch (const StoreError& error) {
        verdict = error.what();
    }
    if (verdict != "ok") throw StoreError(name + ": is damaged (" + verdict + ")." + kLeftAlone, "damaged", {{"file", name}, {"detail", verdict}});
}

void TrainingStore::migrate(int target_version) {
    if (schema_version_ >= target_version) return;
    if (existed_ && schema_version_ > 0) {
        // A copy of the old file first, so a failed or regretted migration loses nothing.
        fs::path backup = free_backup_name(db_.file(), schema_version_);
        auto vacuum = db_.prepare("VACUUM INTO ?1");
        vacuum.bind(1, backup.string()).run();
        backup_ = backup;
    }
    for (const auto& migration : migrations()) {
        if (migration.version <= schema_version_ || migration.version > target_version) continue;
        Transaction transaction(db_);
        db_.exec(migration.sql);
        // PRAGMA takes no bound parameters; the values are our own constants.
        db_.exec("PRAGMA application_id = " + std::to_string(kApplicationId));
        db_.exec("PRAGMA user_version = " + std::to_string(migration.version));
        transaction.commit();
        schema_version_ = migration.version;
    }
}

}  // namespace arbiter::store
