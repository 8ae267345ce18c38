/**
 * Driven by scripts/chaos/replica.sh (a primary and a standby applying 400 ms behind): the server runs with
 * DATABASE_READ_URL on the standby (src/db/read-replica.ts). Checks: a tenant lists its own writes at once,
 * every time (they are read on the primary until the standby has them); reads of a tenant that wrote nothing
 * through the server are served by the standby (its transaction count rises, and a row written behind the
 * server's back shows up only once the standby applied it); with the standby stopped, reads go to the primary.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { openDatabase } from '../../src/db/client.ts';
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
const standbyReads = async () => Number((await standby`select xact_commit from pg_stat_database where datname = current_database()`)[0]!.xact_commit);
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

// 2. A tenant that wrote nothing through this server reads on the standby: its transactions count there, and a row
//    written behind the server's back (it cannot know) appears only once the standby applied it.
await new Promise((r) => setTimeout(r, 1000));
const before = await standbyReads();
for (let i = 0; i < 20; i++) await call(base, 'GET', '/v1/users?limit=5', b.keys);
const exported = await call(base, 'GET', '/v1/sanctions/logs', b.keys);
const served = (await standbyReads()) - before;
ok = report('lists are read on the standby', served >= 20 && exported.status === 200, `${served} transactions on the standby for 21 list calls`) && ok;
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
await primary.close();

// 3. The standby stops: reads go to the primary.
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
