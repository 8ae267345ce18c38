/**
 * The database restarts under a steady trickle of writes through the real server:
 *   scripts/with-postgres.sh npx tsx scripts/chaos/restart.ts [seconds-before] [seconds-after]
 * A client writes users one after another (each with its own Idempotency-Key),
 * retrying a 503, a 409 idempotency_key_in_use or a dropped connection with
 * the same key, as a well-behaved client does. Midway, `pg_ctl restart -m fast`. Checks: no
 * 500, every acknowledged write is in the database exactly once, and the
 * server is back on its own. Prints the unavailability window.
 */
import { databaseUrl, pgCtl, report, reportStatuses, scaleTenant, startServer, storedOnce, trickleWriter } from './lib.ts';

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
const result = await trickle.stop();
const { acknowledged, firstFailure, lastFailure } = result;
const ready = await fetch(`${base}/readyz`);
child.kill('SIGTERM');

const { stored, missing, duplicates } = await storedOnce(url, tenantId, acknowledged);
const window = firstFailure === undefined ? 0 : lastFailure! - firstFailure;

let ok = reportStatuses('restart', result);
ok =
  report(
    'every acknowledged write stored exactly once',
    missing === 0 && duplicates === 0 && acknowledged.length > 0,
    `${acknowledged.length} acknowledged, ${stored} stored, ${missing} missing, ${duplicates} duplicated`,
  ) && ok;
ok =
  report('back on its own', ready.status === 200, `/readyz ${ready.status}; pg_ctl restart took ${restartedIn} ms; clients saw failures for ${window} ms`) &&
  ok;
process.exit(ok ? 0 : 1);
