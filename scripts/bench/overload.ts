/**
 * Overload: 1,000 connections against one server process, on the embedded database (or DATABASE_URL):
 *   npm run bench:overload
 * Each connection sends GET /v1/transactions/{id} (keyed, rate limits on but set far above the load) back to
 * back for BENCH_SECONDS (default 15), while this script probes /healthz every 100 ms on its own connection and
 * samples the server's resident memory. Run twice: with admission control as configured by default
 * (src/lib/admission.ts: 64 running, 1,000 waiting ≤ 2 s, then 503 + Retry-After) and with it off
 * (ADMISSION_MAX_CONCURRENT=0), to show what it buys. BENCH_CONNECTIONS (default 1000) changes the load.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { Agent, request } from 'undici';
import { openDatabase } from '../../src/db/client.ts';
import { updateEnvironment } from '../../src/services/environments.ts';
import { createTenant } from '../../src/services/tenants.ts';
import { createTransaction } from '../../src/services/transactions/create.ts';
import { addUser } from '../../src/services/users.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 1000);
const url = process.env.DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'escrow-overload-'));

// Seed before the server starts (the embedded database is one process's).
const database = await openDatabase(url ? { url, maxConnections: 2 } : { dataDir });
await database.migrate();
const { keys, environments } = await createTenant(database.db, { name: 'Overload', plan: 'scale' }, null);
const key = keys.find((k) => k.environment === 'sandbox')!;
await updateEnvironment(database.db, environments.find((e) => e.type === 'sandbox')!.id, { rateLimitPerMinute: 100_000_000 });
const partition = { tenantId: environments[0]!.tenantId, environmentId: key.environmentId };
const party = async (name: string) =>
  (await addUser(database.db, partition, { name, email: { email: `${name}@example.com`, emailKey: `${name}@example.com` }, phone: null })).user.id;
const tx = await createTransaction(
  database.db,
  partition,
  { accountType: 'escrow', title: 'Overload', amount: 1000, currency: 'USD', sellerId: await party('seller'), buyerId: await party('buyer') },
  { now: new Date(), signingSecret: 'x'.repeat(40), publicUrl: 'http://localhost' },
);
await database.close();

const rssMiB = (pid: number) => {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return Number.NaN;
  }
};
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? Number.NaN;

async function run(label: string, env: Record<string, string>) {
  const port = 4100 + Math.floor(Math.random() * 800);
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      ...env,
      DATA_DIR: dataDir,
      DATABASE_URL: url ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DEMO_TENANT: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const probeAgent = new Agent({ connections: 1 });
  for (let i = 0; ; i++) {
    try {
      if ((await request(`${base}/readyz`, { dispatcher: probeAgent })).statusCode === 200) break;
    } catch {
      if (i > 600) throw new Error('the server did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const idleRss = rssMiB(child.pid!);
  let peakRss = idleRss;
  const health: number[] = [];
  let healthFailures = 0;
  let probing = true;
  const probe = (async () => {
    while (probing) {
      const started = performance.now();
      try {
        const res = await request(`${base}/healthz`, { dispatcher: probeAgent, headersTimeout: 10_000, bodyTimeout: 10_000 });
        await res.body.text();
        if (res.statusCode !== 200) healthFailures++;
        health.push(performance.now() - started);
      } catch {
        healthFailures++;
      }
      peakRss = Math.max(peakRss, rssMiB(child.pid!));
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const result = await autocannon({
    url: `${base}/v1/transactions/${tx.row.id}`,
    headers: { 'x-api-key': key.publishableKey, 'x-api-secret': key.secretKey },
    connections,
    duration: seconds,
    timeout: 30,
  });
  probing = false;
  await probe;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  await probeAgent.close();
  const statuses = result.statusCodeStats as unknown as Record<string, { count: number }>;
  return {
    label,
    rps: Math.round(result.requests.average),
    ok: statuses['200']?.count ?? 0,
    shed: statuses['503']?.count ?? 0,
    other: result.non2xx - (statuses['503']?.count ?? 0),
    errors: result.errors + result.timeouts,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    healthP99: Math.round(percentile(health, 99)),
    healthMax: Math.round(Math.max(...health)),
    healthFailures,
    idleRss,
    peakRss,
  };
}

try {
  const rows = [await run('admission on (defaults)', {}), await run('admission off (ADMISSION_MAX_CONCURRENT=0)', { ADMISSION_MAX_CONCURRENT: '0' })];
  console.log(
    `\n${connections} connections, ${seconds} s, GET /v1/transactions/{id}, ${url ? 'PostgreSQL' : 'embedded database (PGlite)'}, one server process\n`,
  );
  console.log(
    '| run | req/s | 200 | 503 shed | other non-2xx | socket errors/timeouts | p50 ms | p99 ms | max ms | /healthz p99 ms | /healthz max ms | /healthz failed | RSS idle → peak MiB |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.label} | ${r.rps.toLocaleString('en')} | ${r.ok} | ${r.shed} | ${r.other} | ${r.errors} | ${r.p50} | ${r.p99} | ${r.max} | ${r.healthP99} | ${r.healthMax} | ${r.healthFailures} | ${r.idleRss} → ${r.peakRss} |`,
    );
  }
  console.log('\nlatency columns: every answer (200s and 503s alike); with admission on, none waits longer than the queue timeout (2 s) plus its work.');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
