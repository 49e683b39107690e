// A migrated centre database with two classes for the centre tests: class go-3 (candidates Li and
// Wang, taught by Chen) and class go-2 (candidate Zhao, taught by Sun).
#pragma once

#include <string>

#include "app/core/centre/centre_schema.hpp"
#include "app/core/centre/pg_connection.hpp"
#include "tests/support/pg_test_database.hpp"

namespace arbiter::test {

struct CentreFixture {
    PgTestDatabase db;
    std::string li = db.role("li"), wang = db.role("wang"), zhao = db.role("zhao");
    std::string chen = db.role("chen"), sun = db.role("sun");

    explicit CentreFixture(std::string server = test_server()) : db(std::move(server)) {
        centre::PgConnection admin(db.conninfo());
        centre::migrate_centre(admin);
        admin.query("SELECT centre_add_class($1, $2, $3)", {"上海棋院", "go-3", "围棋三级 2026"});
        admin.query("SELECT centre_add_class($1, $2, $3)", {"上海棋院", "go-2", "围棋二级 2026"});
        admin.query("SELECT centre_add_candidate($1, $2, $3)", {"go-3", "Li", li});
        admin.query("SELECT centre_add_candidate($1, $2, $3)", {"go-3", "Wang", wang});
        admin.query("SELECT centre_add_candidate($1, $2, $3)", {"go-2", "Zhao", zhao});
        admin.query("SELECT centre_add_instructor($1, $2, $3)", {"go-3", chen, "Chen"});
        admin.query("SELECT centre_add_instructor($1, $2, $3)", {"go-2", sun, "Sun"});
    }
    std::string as(const std::string& role) const { return db.conninfo(role); }
    std::string admin() const { return db.conninfo(); }
};

}  // namespace arbiter::test
