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
import { call, databaseUrl, pgCtl, report, scaleTenant, startServer } from './lib.ts';

const before = Number(process.argv[2] ?? 3) * 1000;
const after = Number(process.argv[3] ?? 3) * 1000;
const url = databaseUrl();
const { tenantId, keys } = await scaleTenant(url, 'Chaos: restart');
const { base, child } = await startServer(url, { DEMO_TENANT: 'false' });

const statuses = new Map<number | string, number>();
const acknowledged: string[] = [];
let firstFailure: number | undefined;
let lastFailure: number | undefined;
let retried = 0;
let stop = false;
const run = `${Date.now()}`;

async function writer(): Promise<void> {
  for (let i = 0; !stop; i++) {
    const email = `chaos.${run}.${i}@example.com`;
    for (;;) {
      let status: number | string;
      let retryAfter = 1;
      let inUse = false;
      try {
        const res = await call(base, 'POST', '/v1/tenants/add-user', keys, { name: `Chaos ${i}`, email, phone: '+14155552671' }, { 'Idempotency-Key': email });
        status = res.status;
        // The claim of a request cut off by the restart is taken over 2 s after it was made: until then, "in use".
        inUse = res.body?.error?.code === 'idempotency_key_in_use';
        retryAfter = Number(res.headers.get('retry-after') ?? 1);
      } catch {
        status = 'network error';
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 200) {
        acknowledged.push(email);
        break;
      }
      const now = Date.now();
      firstFailure ??= now;
      lastFailure = now;
      const again = status === 503 || status === 'network error' || (status === 409 && inUse);
      if (!again) break; // anything else is a finding, reported below
      retried++;
      // Retry-After says 2 s; a client in a hurry may come back sooner, which is what this does, to measure the window.
      await new Promise((r) => setTimeout(r, Math.min(retryAfter * 1000, 200)));
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

const writing = writer();
await new Promise((r) => setTimeout(r, before));
const restartAt = Date.now();
await pgCtl('restart', '-m', 'fast');
const restartedIn = Date.now() - restartAt;
await new Promise((r) => setTimeout(r, after));
stop = true;
await writing;
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
