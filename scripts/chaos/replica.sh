#!/usr/bin/env bash
# Reads on a streaming standby (DATABASE_READ_URL) through the real server:
#   scripts/chaos/replica.sh        (also step 5 of npm run chaos)
# Starts a primary and an asynchronous standby that applies each transaction 400 ms after it
# committed (recovery_min_apply_delay: a replica visibly behind), then scripts/chaos/replica.ts
# runs the server with DATABASE_URL on the primary and DATABASE_READ_URL on the standby and checks
# that a tenant always reads its own writes, that lists and exports are read on the standby, that a
# standby held back over 5 s serves no one, and that reads fall back to the primary when the standby
# stops. Both clusters are removed afterwards.
set -euo pipefail
cd "$(dirname "$0")/../.."

source scripts/lib/postgres-server.sh
source scripts/lib/standby.sh

dir=$(mktemp -d /tmp/escrow-replica.XXXXXX)
chown "$pg_user" "$dir"
cleanup() {
  for d in primary standby; do "${run_as[@]}" "$PGBIN/pg_ctl" -D "$dir/$d" -m immediate stop >/dev/null 2>&1 || true; done
  rm -rf "$dir"
}
trap cleanup EXIT
start_primary_and_standby "$dir" async 400ms
# The standby logs every statement it runs: the drill counts the list queries it served there (its statistics
# counters are no measure: PostgreSQL 15 backends publish them up to 10 s late).
echo "log_statement = 'all'" >>"$dir/standby/postgresql.auto.conf"
"${run_as[@]}" "$PGBIN/pg_ctl" -D "$dir/standby" reload >/dev/null
echo "replica: primary 127.0.0.1:$primary_port, standby 127.0.0.1:$standby_port applying 400 ms behind" >&2

export DATABASE_URL="postgres://postgres@127.0.0.1:$primary_port/escrow_failover"
export DATABASE_READ_URL="postgres://postgres@127.0.0.1:$standby_port/escrow_failover"
export FAILOVER_PG_BIN="$PGBIN" FAILOVER_PG_USER="$pg_user" FAILOVER_DIR="$dir"
npx tsx scripts/chaos/replica.ts "$@"
