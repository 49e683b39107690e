// The centre database's schema on PostgreSQL, as an ordered list of migrations like the SQLite
// store's (app/core/store/schema.hpp): version N is migrations 1..N, each in its own transaction,
// recorded in the table centre_schema. See docs/centre.md.
#pragma once

#include <string_view>
#include <vector>

#include "app/core/centre/pg_connection.hpp"

namespace arbiter::centre {

struct CentreMigration {
    int version;           // the schema version after this migration
    std::string_view sql;  // fixed SQL; never contains values from outside
};

const std::vector<CentreMigration>& centre_migrations();
int current_centre_schema_version();

// The database's version: 0 for a database without centre_schema (empty).
int centre_schema_version(PgConnection& connection);

// Applies the missing migrations up to `target_version` (0: the newest), each in one transaction
// under an advisory lock, so two programs migrating at once do not collide. Returns the version
// before. Throws CentreError when the database is newer than this program knows, or a migration
// fails (that migration is rolled back; the ones before it stay).
// Version 2 creates roles (the two group roles of the database): run it as the database's owner
// with CREATEROLE, or as a superuser.
int migrate_centre(PgConnection& connection, int target_version = 0);

// Throws CentreError unless the database is at exactly this program's version (older: its
// administrator migrates; newer: update the program). Checked before joining and pulling.
void require_current_schema(PgConnection& connection);

// The group roles of this database's candidates and instructors: "<database>_candidate" and
// "<database>_instructor" (one pair per centre database, so several centres share a cluster).
std::string candidate_group(PgConnection& connection);
std::string instructor_group(PgConnection& connection);

}  // namespace arbiter::centre
