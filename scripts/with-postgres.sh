#!/usr/bin/env bash
# Run a command against a throwaway PostgreSQL 15 cluster on a free loopback port.
#   scripts/with-postgres.sh npm test
# The command sees DATABASE_URL and TEST_DATABASE_URL. The cluster runs as an
# unprivileged user (Postgres refuses root) and is removed afterwards.
# Installs Debian's postgresql-15 when the server binaries are missing. WITH_POSTGRES_OPTIONS adds server
# options (e.g. '-c shared_preload_libraries=pg_stat_statements' for bench:create's per-statement costs).
set -euo pipefail

source "$(dirname "$0")/lib/postgres-server.sh"

workdir=$(mktemp -d /tmp/escrow-pg.XXXXXX)
chown "$pg_user" "$workdir"
port=$(free_port)

cleanup() {
  "${run_as[@]}" "$PGBIN/pg_ctl" -D "$workdir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$workdir"
}
trap cleanup EXIT

"${run_as[@]}" "$PGBIN/initdb" -D "$workdir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
"${run_as[@]}" "$PGBIN/pg_ctl" -D "$workdir/data" -l "$workdir/server.log" -w \
  -o "-p $port -k $workdir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=200 ${WITH_POSTGRES_OPTIONS:-}" start >/dev/null
"${run_as[@]}" "$PGBIN/createdb" -h 127.0.0.1 -p "$port" -U postgres escrow_test

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/escrow_test"
# For scripts that restart the server (scripts/chaos/): its data directory, binaries and owner.
export PG_CHAOS_DATA="$workdir/data" PG_CHAOS_BIN="$PGBIN" PG_CHAOS_USER="$pg_user" PG_CHAOS_PORT="$port" PG_CHAOS_DIR="$workdir"
export TEST_DATABASE_URL="$DATABASE_URL"
echo "with-postgres: PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$port" >&2
"$@"
