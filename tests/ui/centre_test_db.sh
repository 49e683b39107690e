# Sourced (bash) by the GUI tests that need a training centre: a fresh database on the test run's
# private PostgreSQL cluster (ARBITER_TEST_PG, from scripts/pg-test-cluster run), migrated by the
# CLI, and a work folder; both, with the database's roles (named <db>_…), are removed at exit.
# Without a server the test fails and says why.
#   centre_test_db NAME CLI   sets server, host, port, db (arbiter_NAME_<pid>), admin (its URI), work
centre_test_db() {
  if [[ -z "${ARBITER_TEST_PG:-}" ]]; then
    echo "no PostgreSQL server for this test: ${ARBITER_TEST_PG_ERROR:-ARBITER_TEST_PG is not set; run it through scripts/pg-test-cluster run -- ctest -L postgres}" >&2
    exit 1
  fi
  server=$ARBITER_TEST_PG
  host=$(sed -n 's/.*host=\([^ ]*\).*/\1/p' <<<"$server")
  port=$(sed -n 's/.*port=\([0-9]*\).*/\1/p' <<<"$server")  # the private cluster's own port (its TCP listener's too)
  db="arbiter_$1_$$"
  admin="${server/dbname=postgres/dbname=$db}"
  work=$(mktemp -d)
  trap centre_test_db_cleanup EXIT
  psql -q "$server" -v ON_ERROR_STOP=1 -c "CREATE DATABASE $db" >/dev/null
  "$2" centre migrate "$admin" >/dev/null
}

centre_test_db_cleanup() {
  psql -q "$server" -v ON_ERROR_STOP=0 >/dev/null 2>&1 <<SQL || true
DROP DATABASE IF EXISTS $db WITH (FORCE);
DO \$\$ DECLARE r record; BEGIN
  FOR r IN SELECT rolname FROM pg_roles WHERE rolname LIKE '${db}\_%' LOOP EXECUTE format('DROP ROLE %I', r.rolname); END LOOP;
END \$\$;
SQL
  rm -rf "$work"
}
