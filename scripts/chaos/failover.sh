#!/usr/bin/env bash
# Failover to a streaming standby under writes through the real server:
#   scripts/chaos/failover.sh        (also step 4 of npm run chaos)
# Starts a primary and a standby (PostgreSQL 15 streaming replication,
# synchronous: a commit is acknowledged once the standby has flushed it) on
# loopback ports, then scripts/chaos/failover.ts runs the server on the
# multi-host URL postgres://…@primary,standby/…?target_session_attrs=read-write,
# writes steadily, stops the primary (-m immediate, a crash), promotes the
# standby, and checks that every acknowledged write is on the new primary and
# that the server found it on its own. Both clusters are removed afterwards.
set -euo pipefail
cd "$(dirname "$0")/../.."

source scripts/lib/postgres-server.sh
source scripts/lib/standby.sh

dir=$(mktemp -d /tmp/escrow-failover.XXXXXX)
chown "$pg_user" "$dir"
cleanup() {
  for d in primary standby; do "${run_as[@]}" "$PGBIN/pg_ctl" -D "$dir/$d" -m immediate stop >/dev/null 2>&1 || true; done
  rm -rf "$dir"
}
trap cleanup EXIT
start_primary_and_standby "$dir" sync
echo "failover: primary 127.0.0.1:$primary_port, synchronous standby 127.0.0.1:$standby_port (PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}'))" >&2

export DATABASE_URL="postgres://postgres@127.0.0.1:$primary_port,127.0.0.1:$standby_port/escrow_failover?target_session_attrs=read-write"
export FAILOVER_PG_BIN="$PGBIN" FAILOVER_PG_USER="$pg_user" FAILOVER_DIR="$dir" FAILOVER_STANDBY_URL="postgres://postgres@127.0.0.1:$standby_port/escrow_failover"
npx tsx scripts/chaos/failover.ts "$@"
