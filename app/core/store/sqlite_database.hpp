// A thin RAII layer over the SQLite C API: one connection, prepared statements with bound
// parameters (never SQL built from values), and transactions that roll back unless committed.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

struct sqlite3;
struct sqlite3_stmt;

namespace arbiter::store {

// Any failure of the database layer. The message names the file. A file refused before anything in
// it was changed (TrainingStore's checks) also says why in a form the reader's language can give:
// `refusal` names the interface string store.refused.<refusal> and `values` fill its placeholders
// ({file}, {detail} …); store_error_text (refusal_text.hpp) puts them together.
struct StoreError : std::runtime_error {
    using std::runtime_error::runtime_error;
    StoreError(const std::string& english, std::string refusal_key, std::map<std::string, std::string> refusal_values)
        : std::runtime_error(english), refusal(std::move(refusal_key)), values(std::move(refusal_values)) {}

    std::string refusal;                        // empty: SQLite's own message, shown as it is
    std::map<std::string, std::string> values;
};

class Statement {
public:
    Statement(sqlite3* db, sqlite3_stmt* stmt) : db_(db), stmt_(stmt) {}
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;
    // Resets and clears bindings so a cached statement is clean for its next use.
    ~Statement();

    // Parameters are 1-based, as in SQLite.
    Statement& bind(int index, std::int64_t value);
    Statement& bind(int index, int value) { return bind(index, static_cast<std::int64_t>(value)); }
    Statement& bind(int index, double value);
    Statement& bind(int index, std::string_view value);
    Statement& bind(int index, const char* value) { return bind(index, std::string_view(value)); }
    Statement& bind(int index, const std::string& value) { return bind(index, std::string_view(value)); }
    Statement& bind_null(int index);
    template <class T>
    Statement& bind(int index, const std::optional<T>& value) {
        return value ? bind(index, *value) : bind_null(index);
    }

    // true while a row is available; false when done. Throws on error.
    bool step();
    // Runs a statement that returns no rows.
    void run();

    // Binds ?1, ?2, … to the values in order: bind_all(a, b, c) where a chain would say
    // bind(1, a).bind(2, b).bind(3, c) (the record stores' inserts take up to a dozen values).
    template <class... Values>
    Statement& bind_all(const Values&... values) {
        int index = 0;
        (bind(++index, values), ...);  // a comma fold runs left to right: ?1 first
        return *this;
    }

    // Every row the query gives, in order, each read by read(*this) (one loop for every reader).
    template <class Read>
    auto rows(Read&& read) {
        std::vector<std::decay_t<std::invoke_result_t<Read&, Statement&>>> out;
        while (step()) out.push_back(read(*this));
        return out;
    }
    // The first row read by read(*this), or nullopt when there is none; any further rows are
    // stepped over, so the cached statement is done and reset.
    template <class Read>
    auto first_row(Read&& read) {
        std::optional<std::decay_t<std::invoke_result_t<Read&, Statement&>>> out;
        if (!step()) return out;
        out = read(*this);
        run();
        return out;
    }

    bool is_null(int column) const;
    std::int64_t integer(int column) const;
    double real(int column) const;
    std::string text(int column) const;
    std::optional<std::int64_t> optional_integer(int column) const;
    std::optional<double> optional_real(int column) const;
    std::optional<std::string> optional_text(int column) const;

private:
    sqlite3* db_;
    sqlite3_stmt* stmt_;
};

class Database {
public:
    // Opens (creating when `create` is true) the file. Nothing is written by opening.
    Database(const std::filesystem::path& file, bool create);
    ~Database();
    Database(const Database&) = delete;
    Database& operator=(const Database&) = delete;

    const std::filesystem::path& file() const { return file_; }
    sqlite3* handle() const { return db_; }

    // Executes fixed SQL text (schema scripts, pragmas). Never used with values from outside.
    void exec(std::string_view sql);
    // A prepared statement from the connection's cache (prepared once, reused). The cache holds one
    // statement per SQL text, so keep at most one live Statement for a given text at a time.
    Statement prepare(std::string_view sql);
    std::int64_t last_insert_id() const;
    int changes() const;
    // Throws StoreError naming the file and the SQLite message.
    [[noreturn]] void fail(std::string_view what) const;

private:
    std::filesystem::path file_;
    sqlite3* db_ = nullptr;
    std::map<std::string, sqlite3_stmt*, std::less<>> cache_;
};

// BEGIN IMMEDIATE on construction; rolls back on destruction unless commit() was called.
class Transaction {
public:
    explicit Transaction(Database& db);
    ~Transaction();
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;
    void commit();

private:
    Database& db_;
    bool done_ = false;
};

}  // namespace arbiter::store
