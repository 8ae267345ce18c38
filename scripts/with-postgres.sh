#!/usr/bin/env bash
# Run a command against a throwaway PostgreSQL 15 cluster on a free loopback port.
#   scripts/with-postgres.sh npm test
# The command sees DATABASE_URL and TEST_DATABASE_URL. The cluster runs as an
# unprivileged user (Postgres refuses root) and is removed afterwards.
# Installs Debian's postgresql-15 when the server binaries are missing.
set -euo pipefail

PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
if [ ! -x "$PGBIN/postgres" ]; then
  echo "with-postgres: installing Debian's postgresql-15" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql-15 >/dev/null
fi

run_as=()
pg_user=$(id -un)
if [ "$(id -u)" = "0" ]; then
  pg_user=postgres
  id "$pg_user" >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin "$pg_user"
  run_as=(runuser -u "$pg_user" --)
fi

workdir=$(mktemp -d /tmp/escrow-pg.XXXXXX)
chown "$pg_user" "$workdir"
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

cleanup() {
  "${run_as[@]}" "$PGBIN/pg_ctl" -D "$workdir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$workdir"
}
trap cleanup EXIT

"${run_as[@]}" "$PGBIN/initdb" -D "$workdir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
"${run_as[@]}" "$PGBIN/pg_ctl" -D "$workdir/data" -l "$workdir/server.log" -w \
  -o "-p $port -k $workdir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=200" start >/dev/null
"${run_as[@]}" "$PGBIN/createdb" -h 127.0.0.1 -p "$port" -U postgres escrow_test

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/escrow_test"
# For scripts that restart the server (scripts/chaos/): its data directory, binaries and owner.
export PG_CHAOS_DATA="$workdir/data" PG_CHAOS_BIN="$PGBIN" PG_CHAOS_USER="$pg_user" PG_CHAOS_PORT="$port" PG_CHAOS_DIR="$workdir"
export TEST_DATABASE_URL="$DATABASE_URL"
echo "with-postgres: PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$port" >&2
"$@"
