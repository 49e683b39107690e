#include "app/core/centre/pg_connection.hpp"
#include "app/core/centre/libpq_api.hpp"
#include "engine/core/number_text.hpp"

#include <sys/socket.h>

#include <cstdlib>
#include <memory>

namespace arbiter::centre {

namespace {

// The statement as an error names it: its first words on one line.
std::string statement_words(std::string_view sql) {
    std::string out;
    bool space = false;
    for (char c : sql) {
        if (c == '\n' || c == '\t' || c == ' ' || c == '\r') {
            space = !out.empty();
            continue;
        }
        if (space) out.push_back(' ');
        space = false;
        out.push_back(c);
        if (out.size() >= 90) {
            out += " …";
            break;
        }
    }
    return out;
}

std::string trimmed(std::string text) {
    while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) text.pop_back();
    return text;
}

// Errors of these classes mean the connection or the server went away, not that the statement
// was wrong: 08 connection exception, 57P01..57P03 the server shutting down or starting.
bool lost_connection_state(const std::string& state) {
    return state.rfind("08", 0) == 0 || state == "57P01" || state == "57P02" || state == "57P03";
}

struct ConninfoOptions {
    PQconninfoOption* options = nullptr;
    ~ConninfoOptions() {
        if (options) libpq().PQconninfoFree(options);
    }
};

}  // namespace

// ---------------------------------------------------------------- results

PgResult& PgResult::operator=(PgResult&& other) noexcept {
    if (this != &other) {
        if (result_) libpq().PQclear(result_);
        result_ = other.result_;
        other.result_ = nullptr;
    }
    return *this;
}

PgResult::~PgResult() {
    if (result_) libpq().PQclear(result_);
}

int PgResult::rows() const { return result_ ? libpq().PQntuples(result_) : 0; }
int PgResult::affected() const {
    const char* n = result_ ? libpq().PQcmdTuples(result_) : "";
    return parse_whole_number<int>(n).value_or(0);
}
bool PgResult::is_null(int row, int column) const { return libpq().PQgetisnull(result_, row, column) != 0; }
std::string PgResult::text(int row, int column) const {
    return is_null(row, column) ? std::string() : std::string(libpq().PQgetvalue(result_, row, column));
}
std::optional<std::string> PgResult::optional_text(int row, int column) const {
    if (is_null(row, column)) return std::nullopt;
    return std::string(libpq().PQgetvalue(result_, row, column));
}
std::int64_t PgResult::integer(int row, int column) const {
    return is_null(row, column) ? 0 : parse_whole_number<std::int64_t>(libpq().PQgetvalue(result_, row, column)).value_or(0);
}
double PgResult::real(int row, int column) const {
    return is_null(row, column) ? 0.0 : parse_decimal(libpq().PQgetvalue(result_, row, column)).value_or(0.0);
}
bool PgResult::boolean(int row, int column) const {
    return !is_null(row, column) && libpq().PQgetvalue(result_, row, column)[0] == 't';
}

// ---------------------------------------------------------------- connection

PgConnection::PgConnection(const std::string& conninfo) {
    // Parsed first so a malformed string is reported as such, not as a refused connection.
    (void)conninfo_value(conninfo, "dbname");
    const LibPq& pq = libpq();
    conn_ = pq.PQconnectdb(conninfo.c_str());
    if (!conn_) throw CentreError("cannot reach the centre's server: libpq is out of memory", {}, true);
    auto value = [&](const char* v) { return v && *v ? std::string(v) : std::string("?"); };
    server_ = "host=" + value(pq.PQhost(conn_)) + " port=" + value(pq.PQport(conn_)) + " dbname=" + value(pq.PQdb(conn_)) +
              " user=" + value(pq.PQuser(conn_));
    if (pq.PQstatus(conn_) != CONNECTION_OK) {
        std::string message = "cannot connect to the centre's server (" + server_ + "): " + trimmed(pq.PQerrorMessage(conn_));
        pq.PQfinish(conn_);
        conn_ = nullptr;
        throw CentreError(message, {}, true);
    }
    // Our own messages come from us; the server's notices (NOTICE: relation exists …) are noise.
    pq.PQsetNoticeProcessor(conn_, [](void*, const char*) {}, nullptr);
}

PgConnection::~PgConnection() {
    if (conn_) libpq().PQfinish(conn_);
}

void PgConnection::fail(std::string_view statement, pg_result* result) {
    std::string state;
    std::string message;
    if (result) {
        if (const char* s = libpq().PQresultErrorField(result, PG_DIAG_SQLSTATE)) state = s;
        message = trimmed(libpq().PQresultErrorMessage(result));
        libpq().PQclear(result);
    }
    if (message.empty()) message = trimmed(libpq().PQerrorMessage(conn_));
    // An error the server sent always has a SQLSTATE; one without was libpq's own: the connection
    // broke ("server closed the connection unexpectedly"), even if PQstatus has not noticed yet.
    const bool lost = libpq().PQstatus(conn_) == CONNECTION_BAD || state.empty() || lost_connection_state(state);
    throw CentreError("the centre's server (" + server_ + ") refused «" + statement_words(statement) + "»: " + message,
                      state, lost);
}

PgResult PgConnection::check(pg_result* result, std::string_view statement) {
    const auto status = result ? libpq().PQresultStatus(result) : PGRES_FATAL_ERROR;
    if (status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK) fail(statement, result);
    return PgResult(result);
}

void PgConnection::exec(std::string_view sql) {
    if (before_request) before_request(*this);
    const std::string text(sql);
    check(libpq().PQexec(conn_, text.c_str()), sql);
}

PgResult PgConnection::query(std::string_view sql, const Params& params) {
    if (before_request) before_request(*this);
    auto found = prepared_.find(sql);
    if (found == prepared_.end()) {
        const std::string name = "arbiter_" + std::to_string(prepared_.size() + 1);
        const std::string text(sql);
        check(libpq().PQprepare(conn_, name.c_str(), text.c_str(), 0, nullptr), sql);
        found = prepared_.emplace(text, name).first;
    }
    std::vector<const char*> values;
    values.reserve(params.size());
    for (const auto& p : params) values.push_back(p ? p->c_str() : nullptr);
    return check(libpq().PQexecPrepared(conn_, found->second.c_str(), static_cast<int>(values.size()), values.data(), nullptr,
                                nullptr, 0),
                 sql);
}

std::string PgConnection::current_user() { return query("SELECT current_user").text(0, 0); }

void PgConnection::break_socket() {
    const int fd = libpq().PQsocket(conn_);
    if (fd >= 0) ::shutdown(fd, SHUT_RDWR);
}

// ---------------------------------------------------------------- transactions

PgTransaction::PgTransaction(PgConnection& connection) : connection_(connection) { connection_.exec("BEGIN"); }

PgTransaction::~PgTransaction() {
    if (done_) return;
    if (libpq().PQstatus(connection_.handle()) != CONNECTION_OK) return;
    PGresult* result = libpq().PQexec(connection_.handle(), "ROLLBACK");
    if (result) libpq().PQclear(result);
}

void PgTransaction::commit() {
    connection_.exec("COMMIT");
    done_ = true;
}

// ---------------------------------------------------------------- connection strings

std::optional<std::string> conninfo_value(const std::string& conninfo, const std::string& keyword) {
    char* error = nullptr;
    ConninfoOptions parsed{libpq().PQconninfoParse(conninfo.c_str(), &error)};
    if (!parsed.options) {
        std::string message = error ? trimmed(error) : std::string("out of memory");
        if (error) libpq().PQfreemem(error);
        // Not quoted back: it may hold a password.
        throw CentreError("the connection string cannot be read: " + message);
    }
    for (PQconninfoOption* o = parsed.options; o->keyword; ++o)
        if (keyword == o->keyword && o->val && *o->val) return std::string(o->val);
    return std::nullopt;
}

}  // namespace arbiter::centre
