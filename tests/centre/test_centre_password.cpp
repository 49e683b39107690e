// Password authentication as a real centre asks for it: the private cluster also listens at
// 127.0.0.1, where pg_hba.conf wants scram-sha-256 (ARBITER_TEST_PG_TCP). A candidate whose
// password is in a PGPASSFILE of mode 0600 joins and syncs; without the file, or with one others
// may read (libpq ignores it), the server refuses; and `join` refuses a connection string that
// holds the password itself, before connecting, so none is ever stored.
#include <doctest/doctest.h>
#include <sys/stat.h>

#include <cstdlib>
#include <optional>

#include "app/core/centre/centre_sync.hpp"
#include "tests/centre/candidate_history.hpp"
#include "tests/centre/centre_fixture.hpp"

using namespace arbiter::centre;
using arbiter::test::CandidateHistory;
using arbiter::test::CentreFixture;
using arbiter::test::day;

namespace {

// The private cluster over TCP ("host=127.0.0.1 port=P dbname=postgres"), or a failure saying why.
std::string tcp_server() {
    if (const char* tcp = std::getenv("ARBITER_TEST_PG_TCP"); tcp && *tcp) return tcp;
    FAIL("ARBITER_TEST_PG_TCP is not set: run the tests through scripts/pg-test-cluster run (it starts the cluster "
         "with TCP at 127.0.0.1 and scram-sha-256)");
    return {};
}

// PGPASSFILE set to `file` while this lives, then put back.
class ScopedPassFile {
public:
    explicit ScopedPassFile(const std::filesystem::path& file) {
        if (const char* old = std::getenv("PGPASSFILE")) old_ = old;
        ::setenv("PGPASSFILE", file.c_str(), 1);
    }
    ~ScopedPassFile() {
        if (old_) ::setenv("PGPASSFILE", old_->c_str(), 1);
        else ::unsetenv("PGPASSFILE");
    }

private:
    std::optional<std::string> old_;
};

std::string error_of(const std::function<void()>& run) {
    try {
        run();
    } catch (const CentreError& e) {
        return e.what();
    }
    return {};
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("centre password: a candidate joins and syncs over TCP with the password from a PGPASSFILE of mode 0600") {
    CentreFixture centre;
    const std::string tcp = tcp_server() + " dbname=" + centre.db.name() + " user=" + centre.li;
    {
        PgConnection admin(centre.admin());
        admin.exec("ALTER ROLE " + centre.li + " PASSWORD 'li-s3cret'");
    }
    CandidateHistory h;
    for (int i = 0; i < 4; ++i) h.answer("q-ko-1", 1.0, day(1, i));
    const auto pass_file = h.dir / "pgpass";
    arbiter::test::write_bytes(pass_file, "127.0.0.1:*:" + centre.db.name() + ":" + centre.li + ":li-s3cret\n");
    ScopedPassFile scoped(pass_file);

    // A file others may read is ignored by libpq: no password, refused.
    ::chmod(pass_file.c_str(), 0644);
    CHECK(has(error_of([&] { join_centre(h.store, h.profile, tcp, "go-3", "Li", day(2)); }), "password"));
    CHECK_FALSE(h.store.centre_link(h.profile));

    ::chmod(pass_file.c_str(), 0600);
    const auto who = join_centre(h.store, h.profile, tcp, "go-3", "Li", day(2));
    CHECK(who.candidate_name == "Li");
    CHECK(h.store.centre_link(h.profile)->conninfo == tcp);  // as given: no password in it
    const auto report = push_pending(h.store, h.profile, day(2));
    CHECK(report.sent.attempts == 4);
    CHECK(report.waiting.total() == 0);
    {
        PgConnection admin(centre.admin());
        CHECK(admin.query("SELECT count(*) FROM attempts").integer(0, 0) == 4);
        // The server saw a TCP client at 127.0.0.1 with scram-sha-256 (its pg_hba line for TCP).
        CHECK(admin.query("SELECT count(*) FROM pg_hba_file_rules WHERE type = 'host' AND "
                          "auth_method = 'scram-sha-256' AND address = '127.0.0.1' AND database = '{all}'")
                  .integer(0, 0) == 1);
    }

    // A wrong password in the file: the server refuses, and what waits stays.
    arbiter::test::write_bytes(pass_file, "127.0.0.1:*:" + centre.db.name() + ":" + centre.li + ":wrong\n");
    ::chmod(pass_file.c_str(), 0600);
    h.answer("q-ko-1", 0.0, day(3));
    CHECK(has(error_of([&] { push_pending(h.store, h.profile, day(3)); }), "password authentication failed"));
    CHECK(h.store.pending_counts(h.profile).attempts == 1);
}

TEST_CASE("centre password: join refuses a connection string holding the password, before connecting") {
    CentreFixture centre;
    {
        PgConnection admin(centre.admin());
        admin.exec("ALTER ROLE " + centre.li + " PASSWORD 'li-s3cret'");
    }
    const std::string tcp = tcp_server() + " dbname=" + centre.db.name() + " user=" + centre.li;
    const std::string port = *conninfo_value(tcp, "port");
    CandidateHistory h;
    // Right passwords, both forms: refused all the same, and nothing is stored.
    CHECK(has(error_of([&] { join_centre(h.store, h.profile, tcp + " password=li-s3cret", "go-3", "Li", day(0)); }),
              "holds a password"));
    CHECK(has(error_of([&] {
              join_centre(h.store, h.profile,
                          "postgresql://" + centre.li + ":li-s3cret@127.0.0.1:" + port + "/" + centre.db.name(), "go-3",
                          "Li", day(0));
          }),
              "holds a password"));
    CHECK_FALSE(h.store.centre_link(h.profile));
    // Without one (and without a password file) the server asks and the join fails: no link.
    arbiter::test::TempDir empty;
    ScopedPassFile none(empty / "no-such-file");
    CHECK(has(error_of([&] { join_centre(h.store, h.profile, tcp, "go-3", "Li", day(0)); }), "password"));
    CHECK_FALSE(h.store.centre_link(h.profile));
}
