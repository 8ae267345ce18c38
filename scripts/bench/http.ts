/**
 * Throughput of the HTTP surface against PostgreSQL, server in its own process:
 *   scripts/with-postgres.sh npm run bench:http        (or DATABASE_URL=postgres://… npm run bench:http)
 * Target: GET /v1/transactions/{id} through the whole stack (auth with its cache, rate limits,
 * REST facade, Postgres) against two ceilings in bare Hono + postgres.js (scripts/bench/bare-server.ts):
 * one primary-key SELECT, and the same work — the route's own SQL, mapping, body and headers (checked
 * against the route's answer before measuring: the same document, the same length).
 * Through PgBouncer too (its cost): scripts/chaos/pooler.sh npm run bench:http.
 * BENCH_SECONDS (default 10), BENCH_WARMUP_SECONDS (default 3, untimed, before every target including the
 * ceiling, so the JIT has compiled each path before it is measured) and BENCH_CONNECTIONS (default 10) tune the run.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import { openDatabase } from '../../src/db/client.ts';
import { transactionReadQuery } from '../../src/services/transactions/read.ts';
import { seedLoadTenant } from './lib.ts';

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) {
  console.error('bench:http needs DATABASE_URL=postgres://… (try: scripts/with-postgres.sh npm run bench:http)');
  process.exit(2);
}
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);

const database = await openDatabase({ url, maxConnections: 2 });
await database.migrate();
const { auth, partition, transactionId } = await seedLoadTenant(database, 'Bench');
// The real route's SQL, for the same-work ceiling: drizzle's text of the very query readTransaction prepares.
const readSql = transactionReadQuery(database.db).toSQL();
const readParams = readSql.params.map((p) => (p as { name: string }).name);
await database.close();

async function startServer(entry: string, readyPath: string, env: Record<string, string> = {}) {
  const port = 3900 + Math.floor(Math.random() * 90);
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      await fetch(base + readyPath);
      break;
    } catch {
      if (i > 200) throw new Error(`${entry} did not start`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, base };
}

/** CPU time (µs) a process has used, from /proc (Linux); undefined elsewhere. */
function cpuMicros(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * (1e6 / 100); // utime + stime, in USER_HZ (100)
  } catch {
    return undefined;
  }
}
/** CPU of every local `postgres` process (server and backends); 0 when Postgres runs elsewhere. */
function postgresMicros(): number {
  let total = 0;
  try {
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      try {
        if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += cpuMicros(Number(pid)) ?? 0;
      } catch {
        // the process ended meanwhile
      }
    }
  } catch {
    // no /proc
  }
  return total;
}

/** Throughput, latency, and where the CPU went per request: the server process, Postgres, and this load generator. */
async function measure(base: string, path: string, headers: Record<string, string>, serverPid: number) {
  if (warmup > 0) await autocannon({ url: base + path, headers, connections, duration: warmup });
  const server0 = cpuMicros(serverPid);
  const pg0 = postgresMicros();
  const load0 = process.cpuUsage();
  const result = await autocannon({ url: base + path, headers, connections, duration: seconds });
  const n = Math.max(1, result.requests.total);
  const server1 = cpuMicros(serverPid);
  const load = process.cpuUsage(load0);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    cpu: {
      server: server0 === undefined || server1 === undefined ? undefined : (server1 - server0) / n,
      postgres: (postgresMicros() - pg0) / n,
      load: (load.user + load.system) / n,
    },
  };
}
const micros = (v: number | undefined) => (v === undefined ? 'n/a' : Math.round(v).toString());
let sameRps = 0;
const row = (name: string, m: Awaited<ReturnType<typeof measure>>, ceiling: number) =>
  `| ${name} | ${m.rps.toLocaleString('en')} | ${(m.rps / ceiling).toFixed(2)}× | ${sameRps ? `${(m.rps / sameRps).toFixed(2)}×` : '–'} | ${m.p50} | ${m.p99} | ${m.non2xx} | ${micros(m.cpu.server)} | ${micros(m.cpu.postgres)} | ${micros(m.cpu.load)} |`;

// One answer of the real route: the same-work ceiling must send this very body, with these headers.
const probe = await startServer('src/server.ts', '/readyz');
const real = await fetch(`${probe.base}/v1/transactions/${transactionId}`, { headers: auth });
const realBody = await real.text();
const realHeaders = Object.fromEntries(
  [...real.headers].filter(([name]) => !['date', 'content-length', 'connection', 'keep-alive', 'content-type'].includes(name)),
);
probe.child.kill('SIGTERM');
await new Promise((r) => probe.child.once('exit', r));

const bare = await startServer('scripts/bench/bare-server.ts', '/bare/x', {
  BENCH_SAME_SQL: readSql.sql,
  BENCH_SAME_PARAMS: JSON.stringify(readParams),
  BENCH_SAME_PARTITION: JSON.stringify(partition),
  BENCH_SAME_HEADERS: JSON.stringify(realHeaders),
});
const sameAnswer = await fetch(`${bare.base}/same/${transactionId}`);
const sameBody = await sameAnswer.text();
// The same document: every key and value (key order aside — the route's output schema orders keys, the ceiling keeps
// the database's) and the same length on the wire.
if (!isDeepStrictEqual(JSON.parse(sameBody), JSON.parse(realBody)) || sameBody.length !== realBody.length) {
  console.error(`the same-work ceiling does not answer what the route answers:\n  route: ${realBody}\n  bare:  ${sameBody}`);
  process.exit(1);
}
const bareRow = await measure(bare.base, `/bare/${transactionId}`, {}, bare.child.pid!);
const sameRow = await measure(bare.base, `/same/${transactionId}`, {}, bare.child.pid!);
sameRps = sameRow.rps;
bare.child.kill('SIGTERM');

const { child: server, base } = await startServer('src/server.ts', '/readyz');

const targets = [
  { name: 'GET /v1/transactions/{id} (REST: auth, limits, facade, Postgres)', path: `/v1/transactions/${transactionId}`, headers: auth },
  {
    name: 'GET /trpc/transactions.get (tRPC)',
    path: `/trpc/transactions.get?input=${encodeURIComponent(JSON.stringify({ id: transactionId }))}`,
    headers: auth,
  },
  {
    name: 'GET /trpc/transactions.get,transactions.get?batch=1 (a batch of two reads)',
    path: `/trpc/transactions.get,transactions.get?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { id: transactionId }, 1: { id: transactionId } }))}`,
    headers: auth,
  },
  { name: 'GET /v1/tenants/me (auth only)', path: '/v1/tenants/me', headers: auth },
  { name: 'GET /healthz (no db)', path: '/healthz', headers: {} },
];

const rows: string[] = [
  row('bare Hono + postgres.js, one primary-key SELECT (one-row ceiling)', bareRow, bareRow.rps),
  row("bare Hono + postgres.js, the route's own SQL, mapping, body and headers (same-work ceiling)", sameRow, bareRow.rps),
];
for (const target of targets) rows.push(row(target.name, await measure(base, target.path, target.headers, server.pid!), bareRow.rps));
server.kill('SIGTERM');

// The pooler's cost (issue 21): the same two reads through PgBouncer in transaction mode, when scripts/chaos/pooler.sh
// runs this (BENCH_POOLER_URL): no named prepared statements there (DATABASE_PREPARE=false), migrations direct.
const poolerUrl = process.env.BENCH_POOLER_URL;
if (poolerUrl) {
  const pooled = await startServer('src/server.ts', '/readyz', { DATABASE_URL: poolerUrl, DATABASE_DIRECT_URL: url, DATABASE_PREPARE: 'false' });
  for (const target of targets.slice(0, 3)) {
    rows.push(
      row(
        `${target.name} — through PgBouncer (transaction mode, no prepared statements)`,
        await measure(pooled.base, target.path, target.headers, pooled.child.pid!),
        bareRow.rps,
      ),
    );
  }
  pooled.child.kill('SIGTERM');
}

console.log(`\n${connections} connections, ${seconds} s each after ${warmup} s of warm-up, PostgreSQL, server in its own process (NODE_ENV=production)\n`);
console.log('CPU columns: µs of CPU per request in the server process, in Postgres (all local postgres processes), and in autocannon.\n');
console.log('| target | req/s | ÷ one-row ceiling | ÷ same-work ceiling | p50 ms | p99 ms | non-2xx | server µs | postgres µs | load µs |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
