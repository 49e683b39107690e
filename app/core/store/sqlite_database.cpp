#include "app/core/store/sqlite_database.hpp"

#include <sqlite3.h>

namespace arbiter::store {

namespace {
[[noreturn]] void throw_for(sqlite3* db, const std::string& what) {
    const char* file = db ? sqlite3_db_filename(db, "main") : nullptr;
    std::string message = std::string(file && *file ? file : "(database)") + ": " + what;
    if (db) message += ": " + std::string(sqlite3_errmsg(db));
    throw StoreError(message);
}
}  // namespace

Statement::~Statement() {
    sqlite3_reset(stmt_);
    sqlite3_clear_bindings(stmt_);
}

Statement& Statement::bind(int index, std::int64_t value) {
    if (sqlite3_bind_int64(stmt_, index, value) != SQLITE_OK) throw_for(db_, "bind failed");
    return *this;
}
Statement& Statement::bind(int index, double value) {
    if (sqlite3_bind_double(stmt_, index, value) != SQLITE_OK) throw_for(db_, "bind failed");
    return *this;
}
Statement& Statement::bind(int index, std::string_view value) {
    if (sqlite3_bind_text64(stmt_, index, value.data(), value.size(), SQLITE_TRANSIENT, SQLITE_UTF8) != SQLITE_OK)
        throw_for(db_, "bind failed");
    return *this;
}
Statement& Statement::bind_null(int index) {
    if (sqlite3_bind_null(stmt_, index) != SQLITE_OK) throw_for(db_, "bind failed");
    return *this;
}

bool Statement::step() {
    int rc = sqlite3_step(stmt_);
    if (rc == SQLITE_ROW) return true;
    // Reset at the end so the same statement can be bound and run again (loops over rows to insert).
    sqlite3_reset(stmt_);
    if (rc == SQLITE_DONE) return false;
    throw_for(db_, "statement failed");
}
void Statement::run() {
    while (step()) {
    }
}

bool Statement::is_null(int column) const { return sqlite3_column_type(stmt_, column) == SQLITE_NULL; }
std::int64_t Statement::integer(int column) const { return sqlite3_column_int64(stmt_, column); }
double Statement::real(int column) const { return sqlite3_column_double(stmt_, column); }
std::string Statement::text(int column) const {
    const auto* p = sqlite3_column_text(stmt_, column);
    int n = sqlite3_column_bytes(stmt_, column);
    return p ? std::string(reinterpret_cast<const char*>(p), static_cast<std::size_t>(n)) : std::string();
}
std::optional<std::int64_t> Statement::optional_integer(int column) const {
    if (is_null(column)) return std::nullopt;
    return integer(column);
}
std::optional<double> Statement::optional_real(int column) const {
    if (is_null(column)) return std::nullopt;
    return real(column);
}
std::optional<std::string> Statement::optional_text(int column) const {
    if (is_null(column)) return std::nullopt;
    return text(column);
}

Database::Database(const std::filesystem::path& file, bool create) : file_(file) {
    int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX | (create ? SQLITE_OPEN_CREATE : 0);
    int rc = sqlite3_open_v2(file.c_str(), &db_, flags, nullptr);
    if (rc != SQLITE_OK) {
        std::string message = file.string() + ": cannot open the database: " +
                              (db_ ? sqlite3_errmsg(db_) : sqlite3_errstr(rc));
        sqlite3_close_v2(db_);
        db_ = nullptr;
        throw StoreError(message);
    }
    sqlite3_extended_result_codes(db_, 1);
    // Another program (the GUI and the CLI at once) may hold a write lock for a moment.
    sqlite3_busy_timeout(db_, 5000);
}

Database::~Database() {
    for (auto& [sql, stmt] : cache_) sqlite3_finalize(stmt);
    sqlite3_close_v2(db_);
}

void Database::exec(std::string_view sql) {
    std::string text(sql);
    char* error = nullptr;
    if (sqlite3_exec(db_, text.c_str(), nullptr, nullptr, &error) != SQLITE_OK) {
        std::string message = file_.string() + ": " + (error ? error : "SQL failed");
        sqlite3_free(error);
        throw StoreError(message);
    }
}

Statement Database::prepare(std::string_view sql) {
    auto it = cache_.find(sql);
    if (it == cache_.end()) {
        sqlite3_stmt* stmt = nullptr;
        if (sqlite3_prepare_v3(db_, sql.data(), static_cast<int>(sql.size()), SQLITE_PREPARE_PERSISTENT, &stmt, nullptr) !=
            SQLITE_OK)
            fail("cannot prepare a statement");
        it = cache_.emplace(std::string(sql), stmt).first;
    }
    return Statement(db_, it->second);
}

std::int64_t Database::last_insert_id() const { return sqlite3_last_insert_rowid(db_); }
int Database::changes() const { return sqlite3_changes(db_); }

void Database::fail(std::string_view what) const {
    throw StoreError(file_.string() + ": " + std::string(what) + ": " + sqlite3_errmsg(db_));
}

Transaction::Transaction(Database& db) : db_(db) { db_.exec("BEGIN IMMEDIATE"); }
Transaction::~Transaction() {
    if (!done_) {
        char* error = nullptr;
        sqlite3_exec(db_.handle(), "ROLLBACK", nullptr, nullptr, &error);
        sqlite3_free(error);
    }
}
void Transaction::commit() {
    db_.exec("COMMIT");
    done_ = true;
}

}  // namespace arbiter::store
