#!/usr/bin/env bash
# The service behind PgBouncer in transaction mode (as managed PostgreSQL is
# usually reached): a PgBouncer 1.18 (Debian's; installed when missing) in front
# of the throwaway cluster, and `npm run smoke:multi` — several server processes,
# idempotency races, concurrent transitions, rate limits in Postgres, webhook
# delivery — through it, with DATABASE_PREPARE=false (1.18 cannot carry named
# prepared statements) and migrations on DATABASE_DIRECT_URL (their advisory
# lock needs one session). Needs the cluster of scripts/with-postgres.sh.
# With arguments, runs them instead, the pooler's URL in BENCH_POOLER_URL
# (scripts/chaos/pooler.sh npm run bench:http measures what the pooler costs).
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ -z "${PG_CHAOS_DATA:-}" ]; then exec scripts/with-postgres.sh "$0" "$@"; fi

if ! command -v pgbouncer >/dev/null 2>&1 && [ ! -x /usr/sbin/pgbouncer ]; then
  echo "pooler: installing Debian's pgbouncer" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -qq pgbouncer >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq pgbouncer >/dev/null; }
fi
PGBOUNCER=$(command -v pgbouncer || echo /usr/sbin/pgbouncer)

dir="$PG_CHAOS_DIR/pgbouncer"
mkdir -p "$dir"
bport=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
cat >"$dir/pgbouncer.ini" <<INI
[databases]
escrow_test = host=127.0.0.1 port=$PG_CHAOS_PORT dbname=escrow_test
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $bport
unix_socket_dir =
auth_type = trust
auth_file = $dir/userlist.txt
pool_mode = transaction
max_client_conn = 1000
default_pool_size = 20
logfile = $dir/pgbouncer.log
pidfile = $dir/pgbouncer.pid
INI
echo '"postgres" ""' >"$dir/userlist.txt"
chown -R "$PG_CHAOS_USER" "$dir"
run_as=()
[ "$(id -u)" = "0" ] && run_as=(runuser -u "$PG_CHAOS_USER" --)
"${run_as[@]}" "$PGBOUNCER" -d "$dir/pgbouncer.ini"
trap '"${run_as[@]}" kill "$(cat "$dir/pgbouncer.pid")" 2>/dev/null || true' EXIT
for _ in $(seq 50); do node -e "require('net').connect($bport,'127.0.0.1').on('connect',()=>process.exit(0)).on('error',()=>process.exit(1))" && break; sleep 0.1; done

echo "pooler: PgBouncer $("$PGBOUNCER" --version | head -1 | awk '{print $2}') (transaction mode) on 127.0.0.1:$bport in front of 127.0.0.1:$PG_CHAOS_PORT"
pooled="postgres://postgres@127.0.0.1:$bport/escrow_test"
if [ "$#" -gt 0 ]; then
  # Another command with the pooler in place (scripts/chaos/pooler.sh npm run bench:http): DATABASE_URL stays direct.
  BENCH_POOLER_URL="$pooled" "$@"
else
  DATABASE_DIRECT_URL="$DATABASE_URL" DATABASE_URL="$pooled" DATABASE_PREPARE=false npx tsx scripts/smoke-multi.ts
fi
