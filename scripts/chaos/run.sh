#!/usr/bin/env bash
# npm run chaos: the short fault runs, on a throwaway PostgreSQL cluster of
# their own (scripts/with-postgres.sh), a minute and a half in all:
#   1. the database restarts under a trickle of writes through the server
#      (scripts/chaos/restart.ts): no 500, every acknowledged write stored once;
#   2. kill -9 of the server mid-write, 3 times (scripts/chaos/crash.ts):
#      no partial bulk, no state without its event;
#   3. smoke:multi through PgBouncer in transaction mode (scripts/chaos/pooler.sh);
#   4. failover to a synchronous streaming standby under writes (scripts/chaos/failover.sh,
#      two clusters of its own): every acknowledged write on the new primary;
#   5. reads on a standby 400 ms behind (scripts/chaos/replica.sh, DATABASE_READ_URL): a tenant
#      reads its own writes, lists are served by the standby, a standby held back over 5 s serves
#      no one, the primary serves when it stops.
# CHAOS_CRASH_RUNS=20 npm run chaos runs more kills. Exits non-zero on any violation.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ -z "${PG_CHAOS_DATA:-}" ]; then exec scripts/with-postgres.sh "$0" "$@"; fi

status=0
echo "== chaos 1/5: database restart under writes"
npx tsx scripts/chaos/restart.ts 3 3 || status=1
echo "== chaos 2/5: kill -9 mid-write"
npx tsx scripts/chaos/crash.ts "${CHAOS_CRASH_RUNS:-3}" || status=1
echo "== chaos 3/5: several servers behind PgBouncer (transaction mode)"
scripts/chaos/pooler.sh || status=1
echo "== chaos 4/5: failover to a synchronous standby under writes"
scripts/chaos/failover.sh || status=1
echo "== chaos 5/5: reads on a streaming standby (DATABASE_READ_URL)"
scripts/chaos/replica.sh || status=1
[ "$status" = 0 ] && echo "chaos: every check passed" || echo "chaos: FAILED"
exit "$status"
