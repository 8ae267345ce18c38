/**
 * POST /v1/transactions/create alone, 16 at a time, on PostgreSQL (issue 35, item 5), with what each create costs:
 *   scripts/with-postgres.sh npm run bench:create -- [--database bench_create] [--users 100000] [--seconds 20] [--server DIR]
 * The first run on a database grows it as bench:scale does (add-user-bulk over HTTP, the first screening of every
 * user; `--ofac`/`--un` import the real lists first) and keeps the tenant's key in the database, so later runs —
 * of this checkout or of another one (`--server DIR`: whose compiled server runs, e.g. a worktree of main for a
 * before/after, each on its own `--database` so each has its own migrations) — only create. Each run: 2 s warm-up,
 * then `--seconds` of creates: creates/s, p50, p99, creates/s per second (a warm-up shows there), the server's and
 * PostgreSQL's CPU per create (/proc ticks of the server process and of every process of the cluster), WAL bytes
 * per create, and, when the cluster preloads pg_stat_statements (WITH_POSTGRES_OPTIONS='-c
 * shared_preload_libraries=pg_stat_statements'), each statement's calls, time and WAL per create; `--profile DIR`: the
 * server's V8 CPU profile.
 */
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { openDatabase } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query.ts';
import { DEFAULT_SCREENING_BATCHES, type ScreeningCursor, screenPendingUsers } from '../../src/services/sanctions/background-screening.ts';
import { importList } from '../../src/services/sanctions/import.ts';
import { parseOfacSdn } from '../../src/services/sanctions/ofac-sdn.ts';
import { parseUnConsolidated } from '../../src/services/sanctions/un-consolidated.ts';
import { client, percentile, seedLoadTenant, startCompiledServer } from './lib.ts';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'bench_create' },
    users: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '16' },
    server: { type: 'string', default: '.' },
    ofac: { type: 'string' },
    un: { type: 'string' },
    statements: { type: 'string', default: '12' },
    // A V8 CPU profile of the server, written to this directory when it stops (summarise: scripts/bench/profile-summary.ts).
    profile: { type: 'string' },
  },
});
const base = process.env.DATABASE_URL;
if (!base?.startsWith('postgres')) {
  console.error('usage: scripts/with-postgres.sh npm run bench:create -- [--database NAME] [--users N] [--seconds S] [--server DIR]');
  process.exit(2);
}
const USERS = Number(values.users);
const SECONDS = Number(values.seconds);
const CONCURRENCY = Number(values.concurrency);
const load = () =>
  execSync('uptime')
    .toString()
    .trim()
    .replace(/^.*load average: /, 'load ');
const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : '—');

const url = new URL(base);
const admin = postgres(base, { max: 1, onnotice: () => {} });
if ((await admin`select 1 from pg_database where datname = ${values.database}`).length === 0) await admin.unsafe(`create database "${values.database}"`);
await admin.end();
url.pathname = `/${values.database}`;
const databaseUrl = url.toString();

/** CPU seconds (user + system) of a process, from /proc; 0 once it is gone. */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
const parentOf = (pid: number) => Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
/** The postmaster and every process it started (backends, WAL writer, checkpointer, autovacuum). */
function clusterCpu(postmaster: number): number {
  let total = cpuSeconds(postmaster);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (parentOf(Number(entry)) === postmaster) total += cpuSeconds(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

const database = await openDatabase({ url: databaseUrl, maxConnections: 4 });
const db = database.db;
const [{ pid: backend } = { pid: 0 }] = await queryRows<{ pid: number }>(db, sql`select pg_backend_pid() as pid`);
const postmaster = parentOf(backend);
const statementsOn = await db
  .execute(sql`create extension if not exists pg_stat_statements`)
  .then(
    async () => (await queryRows(db, sql`select 1 from pg_stat_statements limit 1`).then(() => true)) as boolean,
    () => false,
  )
  .catch(() => false);

const { child, base: api } = await startCompiledServer(
  { DATABASE_URL: databaseUrl, WEBHOOK_WORKER: 'off' },
  { cwd: resolve(values.server), nodeArgs: values.profile ? ['--cpu-prof', `--cpu-prof-dir=${resolve(values.profile)}`] : [] },
);
let { call, agent } = client(api, {}, CONCURRENCY);

try {
  await db.execute(sql`create table if not exists bench_create_seed (environment_id text not null, auth jsonb not null)`);
  let [seeded] = await queryRows<{ environment_id: string; auth: Record<string, string> }>(db, sql`select * from bench_create_seed`);
  if (!seeded) {
    const t0 = performance.now();
    if (values.ofac) await importList(db, await parseOfacSdn(values.ofac));
    if (values.un) await importList(db, await parseUnConsolidated(values.un));
    const tenant = await seedLoadTenant(database, 'Create bench');
    ({ call, agent } = client(api, tenant.auth, CONCURRENCY));
    for (let n = 0; n < USERS; n += 10_000) {
      const rows = Array.from({ length: Math.min(10_000, USERS - n) }, (_, k) => ({
        name: `Party ${n + k} Example`,
        email: `p${n + k}@create.example`,
        phone: '+14155552671',
      }));
      for (;;) {
        const res = await call('POST', '/v1/tenants/add-user-bulk', rows);
        if (res.status === 200) break;
        if (res.status !== 503 && res.status !== 429) throw new Error(`add-user-bulk: ${res.status} ${res.body.slice(0, 300)}`);
        await new Promise((r) => setTimeout(r, 1000 * Number(res.headers['retry-after'] ?? 1)));
      }
    }
    const cursor: ScreeningCursor = { after: '' };
    while ((await screenPendingUsers(db, DEFAULT_SCREENING_BATCHES, cursor)) > 0);
    await db.execute(sql`analyze`);
    await db.execute(sql`insert into bench_create_seed values (${tenant.partition.environmentId}, ${JSON.stringify(tenant.auth)}::jsonb)`);
    [seeded] = await queryRows(db, sql`select * from bench_create_seed`);
    console.log(`seeded ${fmt(USERS)} users, screened, in ${fmt((performance.now() - t0) / 1000, 1)} s`);
  }
  await agent.close();
  ({ call, agent } = client(api, seeded!.auth, CONCURRENCY));
  const percent = Math.min(100, (20_000 / USERS) * 100);
  const ids = (
    await queryRows<{ id: string }>(
      db,
      sql`select id from users tablesample bernoulli(${sql.raw(percent.toFixed(4))}) repeatable (35) where environment_id = ${seeded!.environment_id}`,
    )
  ).map((r) => r.id);

  let next = 0;
  /** Creates for `ms`, 16 at a time, as bench:scale pairs its parties: times of the successes, creates per second. */
  async function createFor(ms: number) {
    const times: number[] = [];
    const perSecond: number[] = [];
    const refused = new Map<number, number>();
    const started = performance.now();
    const until = started + ms;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < until) {
          const i = next++;
          const seller = ids[(i * 7919) % ids.length]!;
          const buyer = ids[(i * 7919 + 1 + (i % (ids.length - 1))) % ids.length]!;
          if (seller === buyer) continue;
          const res = await call('POST', '/v1/transactions/create', {
            accountType: 'escrow',
            title: `Create ${i}`,
            amount: 1000 + i,
            currency: 'USD',
            sellerId: seller,
            buyerId: buyer,
          });
          if (res.status !== 200) {
            refused.set(res.status, (refused.get(res.status) ?? 0) + 1);
            if (res.status !== 503 && refused.get(res.status) === 1) console.error(`create: ${res.status} ${res.body.slice(0, 200)}`);
            continue;
          }
          times.push(res.ms);
          const second = Math.floor((performance.now() - started) / 1000);
          perSecond[second] = (perSecond[second] ?? 0) + 1;
        }
      }),
    );
    const errors = [...refused].map(([status, count]) => `${count} × ${status}`).join(', ');
    return { times, perSecond: [...perSecond].map((n) => n ?? 0), errors, seconds: (performance.now() - started) / 1000 };
  }

  const warm = await createFor(2000);
  const lsn = async () => (await queryRows<{ lsn: string }>(db, sql`select pg_current_wal_lsn()::text as lsn`))[0]!.lsn;
  const walBytes = async (from: string) =>
    Number((await queryRows<{ n: string }>(db, sql`select pg_wal_lsn_diff(pg_current_wal_lsn(), ${from}::pg_lsn)::text as n`))[0]!.n);
  if (statementsOn) await db.execute(sql`select pg_stat_statements_reset()`);
  const before = { server: cpuSeconds(child.pid!), pg: clusterCpu(postmaster), lsn: await lsn(), load: load() };
  const run = await createFor(SECONDS * 1000);
  const after = { server: cpuSeconds(child.pid!), pg: clusterCpu(postmaster), wal: await walBytes(before.lsn) };
  const n = run.times.length;
  console.log(
    `\nbench:create ${values.server} on ${values.database} (${before.load} → ${load()}): ` +
      `${fmt(n / run.seconds)} creates/s, p50 ${fmt(percentile(run.times, 50), 1)} ms, p99 ${fmt(percentile(run.times, 99), 1)} ms, ${fmt(n)} made` +
      `${run.errors ? `, refused ${run.errors}` : ''}; warm-up ${fmt(warm.times.length / warm.seconds)}/s (${warm.perSecond.join(', ')})`,
  );
  console.log(
    `  CPU per create: server ${fmt(((after.server - before.server) * 1000) / n, 2)} ms, PostgreSQL ${fmt(((after.pg - before.pg) * 1000) / n, 2)} ms; ` +
      `WAL ${fmt(after.wal / n)} bytes per create; per second: ${run.perSecond.join(', ')}`,
  );
  if (statementsOn) {
    const top = await queryRows<{ query: string; calls: string; plans: string; planMs: string; ms: string; wal: string }>(
      db,
      sql`select regexp_replace(left(query, 100), '[[:space:]]+', ' ', 'g') as query, calls::text, plans::text, total_plan_time::text as "planMs",
                 total_exec_time::text as ms, wal_bytes::text as wal
          from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database()) order by total_exec_time desc limit ${Number(values.statements)}`,
    );
    // Plans and planning time are counted only with pg_stat_statements.track_planning on. A trigger's statements (the
    // foreign-key checks) count with pg_stat_statements.track = all, and their time is also inside their statement's.
    console.log('  per create: calls · plans · plan ms · exec ms · WAL bytes · statement');
    for (const s of top) {
      const per = (x: string, digits: number, width: number) => fmt(Number(x) / n, digits).padStart(width);
      console.log(`  ${per(s.calls, 2, 5)} · ${per(s.plans, 2, 5)} · ${per(s.planMs, 3, 6)} · ${per(s.ms, 3, 6)} · ${per(s.wal, 0, 5)} · ${s.query}`);
    }
  }
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  await agent.close();
  await database.close();
}
