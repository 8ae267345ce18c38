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

dir=$(mktemp -d /tmp/escrow-failover.XXXXXX)
chown "$pg_user" "$dir"
primary_port=$(free_port)
standby_port=$(free_port)
cleanup() {
  for d in primary standby; do "${run_as[@]}" "$PGBIN/pg_ctl" -D "$dir/$d" -m immediate stop >/dev/null 2>&1 || true; done
  rm -rf "$dir"
}
trap cleanup EXIT

common="-k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200"
"${run_as[@]}" "$PGBIN/initdb" -D "$dir/primary" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
echo "host replication postgres 127.0.0.1/32 trust" >>"$dir/primary/pg_hba.conf"
"${run_as[@]}" "$PGBIN/pg_ctl" -D "$dir/primary" -l "$dir/primary.log" -w \
  -o "-p $primary_port $common -c wal_level=replica -c max_wal_senders=5" start >/dev/null
"${run_as[@]}" "$PGBIN/createdb" -h 127.0.0.1 -p "$primary_port" -U postgres escrow_failover

# The standby: a base backup with standby.signal (-R), streaming as "standby1", the name the primary waits for.
"${run_as[@]}" "$PGBIN/pg_basebackup" -h 127.0.0.1 -p "$primary_port" -U postgres -D "$dir/standby" -R -X stream >/dev/null
echo "primary_conninfo = 'host=127.0.0.1 port=$primary_port user=postgres application_name=standby1'" >>"$dir/standby/postgresql.auto.conf"
# Once promoted it has no standby of its own: it must not wait for one.
"${run_as[@]}" "$PGBIN/pg_ctl" -D "$dir/standby" -l "$dir/standby.log" -w \
  -o "-p $standby_port $common -c synchronous_standby_names=" start >/dev/null
# Synchronous from here on (set now: until a standby is connected, every commit would wait for it).
"${run_as[@]}" "$PGBIN/psql" -h 127.0.0.1 -p "$primary_port" -U postgres -qc "alter system set synchronous_standby_names = 'standby1'" -c "select pg_reload_conf()" >/dev/null
until [ "$("${run_as[@]}" "$PGBIN/psql" -h 127.0.0.1 -p "$primary_port" -U postgres -Atc "select sync_state from pg_stat_replication where application_name = 'standby1'")" = "sync" ]; do sleep 0.1; done
echo "failover: primary 127.0.0.1:$primary_port, synchronous standby 127.0.0.1:$standby_port (PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}'))" >&2

export DATABASE_URL="postgres://postgres@127.0.0.1:$primary_port,127.0.0.1:$standby_port/escrow_failover?target_session_attrs=read-write"
export FAILOVER_PG_BIN="$PGBIN" FAILOVER_PG_USER="$pg_user" FAILOVER_DIR="$dir" FAILOVER_STANDBY_URL="postgres://postgres@127.0.0.1:$standby_port/escrow_failover"
npx tsx scripts/chaos/failover.ts "$@"
