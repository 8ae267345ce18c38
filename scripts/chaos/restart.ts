/**
 * The database restarts under a steady trickle of writes through the real server:
 *   scripts/with-postgres.sh npx tsx scripts/chaos/restart.ts [seconds-before] [seconds-after]
 * A client writes users one after another (each with its own Idempotency-Key),
 * retrying a 503, a 409 idempotency_key_in_use or a dropped connection with
 * the same key, as a well-behaved client does. Midway, `pg_ctl restart -m fast`. Checks: no
 * 500, every acknowledged write is in the database exactly once, and the
 * server is back on its own. Prints the unavailability window.
 */
import postgres from 'postgres';
import { databaseUrl, pgCtl, report, scaleTenant, startServer, trickleWriter } from './lib.ts';

const before = Number(process.argv[2] ?? 3) * 1000;
const after = Number(process.argv[3] ?? 3) * 1000;
const url = databaseUrl();
const { tenantId, keys } = await scaleTenant(url, 'Chaos: restart');
const { base, child } = await startServer(url, { DEMO_TENANT: 'false' });

const trickle = trickleWriter(base, keys);
await new Promise((r) => setTimeout(r, before));
const restartAt = Date.now();
await pgCtl('restart', '-m', 'fast');
const restartedIn = Date.now() - restartAt;
await new Promise((r) => setTimeout(r, after));
const { statuses, acknowledged, firstFailure, lastFailure, retried } = await trickle.stop();
const ready = await fetch(`${base}/readyz`);
child.kill('SIGTERM');

const sql = postgres(url, { max: 1, onnotice: () => {} });
const rows = await sql`select email, count(*)::int as n from users where tenant_id = ${tenantId} group by email`;
await sql.end();
const stored = new Map(rows.map((r) => [r.email as string, r.n as number]));
const missing = acknowledged.filter((e) => stored.get(e) !== 1);
const duplicates = [...stored.values()].filter((n) => n > 1).length;
const window = firstFailure === undefined ? 0 : lastFailure! - firstFailure;

let ok = true;
ok = report('no 500 during the restart', !statuses.has(500), `statuses ${JSON.stringify(Object.fromEntries(statuses))}`) && ok;
ok =
  report(
    'only 200, 503, 409 idempotency_key_in_use or a dropped connection',
    [...statuses.keys()].every((s) => s === 200 || s === 503 || s === 409 || s === 'network error'),
    `${retried} retries`,
  ) && ok;
ok =
  report(
    'every acknowledged write stored exactly once',
    missing.length === 0 && duplicates === 0 && acknowledged.length > 0,
    `${acknowledged.length} acknowledged, ${stored.size} stored, ${missing.length} missing, ${duplicates} duplicated`,
  ) && ok;
ok =
  report('back on its own', ready.status === 200, `/readyz ${ready.status}; pg_ctl restart took ${restartedIn} ms; clients saw failures for ${window} ms`) &&
  ok;
process.exit(ok ? 0 : 1);
