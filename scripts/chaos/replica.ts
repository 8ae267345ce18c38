/**
 * Driven by scripts/chaos/replica.sh (a primary and a standby applying 400 ms behind): the server runs with
 * DATABASE_READ_URL on the standby (src/db/read-replica.ts). Checks: a tenant lists its own writes at once,
 * every time (they are read on the primary until the standby has them); reads of a tenant that wrote nothing
 * through the server are served by the standby (its statement log shows every one of them, and a row written
 * behind the server's back shows up once the standby applied it); a standby held back longer than MAX_LAG_MS
 * serves no one; with the standby stopped, reads go to the primary.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { openDatabase } from '../../src/db/client.ts';
import { MAX_LAG_MS } from '../../src/db/read-replica.ts';
import { addUser } from '../../src/services/users.ts';
import { call, databaseUrl, report, scaleTenant, startServer } from './lib.ts';

const url = databaseUrl();
const standbyUrl = process.env.DATABASE_READ_URL;
const { FAILOVER_PG_BIN: bin, FAILOVER_PG_USER: user, FAILOVER_DIR: dir } = process.env;
if (!standbyUrl || !bin || !user || !dir) {
  console.error('run it through scripts/chaos/replica.sh');
  process.exit(2);
}

const a = await scaleTenant(url, 'Replica: writer');
const b = await scaleTenant(url, 'Replica: reader');
const { base, child } = await startServer(url, { DEMO_TENANT: 'false', DATABASE_READ_URL: standbyUrl });
const standby = postgres(standbyUrl, { max: 1, onnotice: () => {} });
/** The statements the standby ran (its log: scripts/chaos/replica.sh sets log_statement) between two marks the drill runs there. */
const standbyStatements = async (work: () => Promise<void>) => {
  const mark = `chaos-replica-${Date.now()}`;
  await standby.unsafe(`select '${mark}-from'`);
  await work();
  await standby.unsafe(`select '${mark}-to'`);
  const log = readFileSync(`${dir}/standby.log`, 'utf8');
  return log.slice(log.indexOf(`${mark}-from`), log.indexOf(`${mark}-to`));
};
let ok = true;

// 1. Read-your-writes: create, then list by that email at once.
let missed = 0;
for (let i = 0; i < 30; i++) {
  const email = `ryw.${i}.${Date.now()}@example.com`;
  const created = await call(base, 'POST', '/v1/tenants/add-user', a.keys, { name: `Writer ${i}`, email, phone: '+14155552671' });
  const listed = await call(base, 'GET', `/v1/users?email=${encodeURIComponent(email)}`, a.keys);
  if (created.status !== 200 || listed.status !== 200 || listed.body.data.length !== 1) missed++;
}
ok = report('a tenant lists its own write at once', missed === 0, `${30 - missed} of 30 creates listed by the next call`) && ok;

// 2. A tenant that wrote nothing through this server reads on the standby: its list queries are in the standby's
//    statement log, and a row written behind the server's back (it cannot know) appears once the standby applied it.
await new Promise((r) => setTimeout(r, 1000));
let exported = 0;
const statements = await standbyStatements(async () => {
  for (let i = 0; i < 20; i++) await call(base, 'GET', '/v1/users?limit=5', b.keys);
  exported = (await call(base, 'GET', '/v1/sanctions/logs', b.keys)).status;
});
const lists = statements.match(/from "users"/g)?.length ?? 0;
// The log page's total comes from the rollup (sanctions_log_counts); the reader's log is empty, so no entries are read.
const logPages = statements.match(/from "sanctions_log/g)?.length ?? 0;
ok =
  report(
    'lists are read on the standby',
    lists === 20 && logPages >= 1 && exported === 200,
    `the standby ran ${lists} of the 20 users lists' queries and ${logPages} of the sanctions log page's (its statement log)`,
  ) && ok;
const primary = await openDatabase({ url, maxConnections: 1 });
const lookup = postgres(url, { max: 1, onnotice: () => {} });
const [env] = await lookup`select id from environments where tenant_id = ${b.tenantId} and type = 'sandbox'`;
await lookup.end();
const partition = { tenantId: b.tenantId, environmentId: env!.id as string };
const behind = `behind.${Date.now()}@example.com`;
await addUser(primary.db, partition, { name: 'Behind the server', email: { email: behind, emailKey: behind }, phone: null });
const atOnce = await call(base, 'GET', `/v1/users?email=${encodeURIComponent(behind)}`, b.keys);
await new Promise((r) => setTimeout(r, 1200));
const later = await call(base, 'GET', `/v1/users?email=${encodeURIComponent(behind)}`, b.keys);
ok =
  report(
    "another writer's row appears once the standby applied it",
    atOnce.status === 200 && later.body.data.length === 1,
    `listed ${atOnce.body.data.length} at once (the standby 400 ms behind), ${later.body.data.length} after 1.2 s`,
  ) && ok;

// 3. A standby held back (replay paused) longer than MAX_LAG_MS serves no one, then serves again once it caught up.
const held = `held.${Date.now()}@example.com`;
await standby`select pg_wal_replay_pause()`;
await addUser(primary.db, partition, { name: 'Held back', email: { email: held, emailKey: held }, phone: null });
await new Promise((r) => setTimeout(r, MAX_LAG_MS + 500));
const whileHeld = await call(base, 'GET', `/v1/users?email=${encodeURIComponent(held)}`, b.keys);
// The standby does not have the row: listing it was the primary's answer.
const onStandby = Number((await standby`select count(*)::int as n from users where email_key = ${held}`)[0]!.n);
await standby`select pg_wal_replay_resume()`;
await new Promise((r) => setTimeout(r, 1200));
const caughtUp = await standbyStatements(async () => void (await call(base, 'GET', '/v1/users?limit=5', b.keys)));
ok =
  report(
    'a standby further behind than MAX_LAG_MS serves no one',
    whileHeld.status === 200 && whileHeld.body.data.length === 1 && onStandby === 0 && /from "users"/.test(caughtUp),
    `held ${(MAX_LAG_MS + 500) / 1000} s behind: the new row listed ${whileHeld.body.data.length} time(s), ${onStandby} on the standby; caught up: read on the standby ${/from "users"/.test(caughtUp) ? 'again' : 'NOT again'}`,
  ) && ok;
await primary.close();

// 4. The standby stops: reads go to the primary.
await standby.end();
const pgCtl = promisify(execFile);
const command = [`${bin}/pg_ctl`, '-D', `${dir}/standby`, '-w', 'stop', '-m', 'immediate'];
const [file, ...rest] = process.getuid?.() === 0 ? ['runuser', '-u', user, '--', ...command] : command;
await pgCtl(file!, rest);
await new Promise((r) => setTimeout(r, 300));
const statuses: number[] = [];
for (let i = 0; i < 10; i++) statuses.push((await call(base, 'GET', '/v1/users?limit=5', b.keys)).status);
const first = statuses.filter((s) => s !== 200);
ok = report('with the standby down, lists are read on the primary', first.length <= 1 && statuses.at(-1) === 200, `statuses ${statuses.join(' ')}`) && ok;

child.kill('SIGTERM');
process.exit(ok ? 0 : 1);
