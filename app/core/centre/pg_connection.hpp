// A thin RAII layer over libpq: one connection (PQfinish when it goes), results that PQclear
// themselves, statements prepared once per connection with parameters sent apart from the SQL
// text (never SQL built from values), and errors that name the server and the failing statement.
// See docs/centre.md.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

struct pg_conn;
struct pg_result;

namespace arbiter::centre {

// Any failure talking to the centre's server. what() names the server (host, port, database,
// user) and, for a statement, its first words; sqlstate() is the server's error code ("42501"
// insufficient privilege, "23505" unique violation …), empty when the connection itself failed.
class CentreError : public std::runtime_error {
public:
    CentreError(const std::string& message, std::string sqlstate = {}, bool connection_lost = false)
        : std::runtime_error(message), sqlstate_(std::move(sqlstate)), connection_lost_(connection_lost) {}
    const std::string& sqlstate() const { return sqlstate_; }
    // The server could not be reached or the connection broke: a retry later may succeed.
    bool connection_lost() const { return connection_lost_; }

private:
    std::string sqlstate_;
    bool connection_lost_;
};

// One query's result; cleared when destroyed.
class PgResult {
public:
    explicit PgResult(pg_result* result) : result_(result) {}
    PgResult(PgResult&& other) noexcept : result_(other.result_) { other.result_ = nullptr; }
    PgResult& operator=(PgResult&& other) noexcept;
    PgResult(const PgResult&) = delete;
    PgResult& operator=(const PgResult&) = delete;
    ~PgResult();

    int rows() const;
    int affected() const;  // rows inserted, updated or deleted (PQcmdTuples)
    bool is_null(int row, int column) const;
    std::string text(int row, int column) const;  // "" for NULL
    std::optional<std::string> optional_text(int row, int column) const;
    std::int64_t integer(int row, int column) const;
    double real(int row, int column) const;
    bool boolean(int row, int column) const;  // 't' / 'f'

private:
    pg_result* result_;
};

using Param = std::optional<std::string>;  // nullopt is SQL NULL; values travel as text
using Params = std::vector<Param>;

class PgConnection {
public:
    // Connects with a libpq connection string or URI (a password comes from ~/.pgpass or
    // PGPASSFILE, never from us; sslmode and the rest are libpq's). Throws CentreError.
    explicit PgConnection(const std::string& conninfo);
    ~PgConnection();
    PgConnection(const PgConnection&) = delete;
    PgConnection& operator=(const PgConnection&) = delete;

    // "host=/tmp/x port=5432 dbname=centre user=cand_li": how messages name this server.
    const std::string& server() const { return server_; }
    pg_conn* handle() const { return conn_; }

    // Runs fixed SQL text (schema scripts). Never used with values from outside.
    void exec(std::string_view sql);
    // Runs `sql` with parameters ($1, $2 …) as a statement prepared once on this connection.
    PgResult query(std::string_view sql, const Params& params = {});
    // The server's current_user.
    std::string current_user();

    // A test hook, called before each request this connection sends (query and exec). The fault
    // tests use it to break the connection underneath libpq (break_socket) on chosen requests.
    std::function<void(PgConnection&)> before_request;
    // Shuts the socket down as a dropped network would; the next request fails with connection_lost.
    void break_socket();

private:
    [[noreturn]] void fail(std::string_view statement, pg_result* result);
    PgResult check(pg_result* result, std::string_view statement);

    pg_conn* conn_ = nullptr;
    std::string server_;
    std::map<std::string, std::string, std::less<>> prepared_;  // SQL text -> statement name
};

// BEGIN on construction; ROLLBACK on destruction unless commit() was called (a rollback on a
// broken connection is skipped quietly: the server rolls back by itself).
class PgTransaction {
public:
    explicit PgTransaction(PgConnection& connection);
    ~PgTransaction();
    PgTransaction(const PgTransaction&) = delete;
    PgTransaction& operator=(const PgTransaction&) = delete;
    void commit();

private:
    PgConnection& connection_;
    bool done_ = false;
};

// The keyword of a connection string or URI, if set ("password", "sslmode", "user" …). Throws
// CentreError for text libpq cannot parse.
std::optional<std::string> conninfo_value(const std::string& conninfo, const std::string& keyword);

}  // namespace arbiter::centre
