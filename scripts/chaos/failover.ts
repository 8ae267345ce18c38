/**
 * Driven by scripts/chaos/failover.sh (which starts the primary and the synchronous standby):
 * the server runs on the two-host URL with target_session_attrs=read-write; a client writes
 * users steadily (retrying 503s with the same Idempotency-Key); the primary is stopped with
 * `-m immediate` (what a crash looks like to clients), the standby is promoted a second later,
 * as a failover manager (pg_auto_failover, Patroni) would after noticing. Checks: no 500, every
 * acknowledged write on the new primary exactly once, writes succeed again without a restart of
 * the server, /readyz 200. Prints the unavailability window.
 *   [seconds-before] [seconds-after], default 3 and 5.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { databaseUrl, report, reportStatuses, scaleTenant, startServer, storedOnce, trickleWriter } from './lib.ts';

const before = Number(process.argv[2] ?? 3) * 1000;
const after = Number(process.argv[3] ?? 5) * 1000;
const url = databaseUrl();
const { FAILOVER_PG_BIN: bin, FAILOVER_PG_USER: user, FAILOVER_DIR: dir, FAILOVER_STANDBY_URL: standbyUrl } = process.env;
if (!bin || !user || !dir || !standbyUrl) {
  console.error('run it through scripts/chaos/failover.sh');
  process.exit(2);
}
const pgCtl = async (cluster: 'primary' | 'standby', ...args: string[]) => {
  const command = [`${bin}/pg_ctl`, '-D', `${dir}/${cluster}`, '-w', ...args];
  const [file, ...rest] = process.getuid?.() === 0 ? ['runuser', '-u', user, '--', ...command] : command;
  await promisify(execFile)(file!, rest);
};

const { tenantId, keys } = await scaleTenant(url, 'Chaos: failover');
const { base, child } = await startServer(url, { DEMO_TENANT: 'false' });
const trickle = trickleWriter(base, keys);
await new Promise((r) => setTimeout(r, before));
const crashedAt = Date.now();
await pgCtl('primary', 'stop', '-m', 'immediate');
await new Promise((r) => setTimeout(r, 1000));
const promoteAt = Date.now();
await pgCtl('standby', 'promote');
const promotedAt = Date.now();
await new Promise((r) => setTimeout(r, after));
const result = await trickle.stop();
const { acknowledged, firstFailure, recoveredAt } = result;
const ready = await fetch(`${base}/readyz`);
child.kill('SIGTERM');

const sql = postgres(standbyUrl, { max: 1, onnotice: () => {} });
const [state] = await sql`select pg_is_in_recovery() as recovering`;
await sql.end();
const recovering = state?.recovering as boolean | undefined;
const { stored, missing, duplicates } = await storedOnce(standbyUrl, tenantId, acknowledged);
const afterPromotion = acknowledged.length > 0 && recoveredAt !== undefined && recoveredAt >= promoteAt;

let ok = reportStatuses('failover', result);
ok =
  report(
    'every acknowledged write is on the new primary, once',
    recovering === false && missing === 0 && duplicates === 0 && acknowledged.length > 0,
    `${acknowledged.length} acknowledged, ${stored} stored on the promoted standby, ${missing} missing, ${duplicates} duplicated`,
  ) && ok;
ok =
  report(
    'writes go to the new primary without restarting the server',
    afterPromotion && ready.status === 200,
    `/readyz ${ready.status}; primary down at 0 ms, promoted at ${promotedAt - crashedAt} ms (pg_ctl promote ${promotedAt - promoteAt} ms); ` +
      `clients saw failures from ${firstFailure === undefined ? '–' : firstFailure - crashedAt} ms to ${recoveredAt === undefined ? 'never' : `${recoveredAt - crashedAt} ms`}`,
  ) && ok;
process.exit(ok ? 0 : 1);
