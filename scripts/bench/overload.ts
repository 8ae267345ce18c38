/**
 * Overload: 1,000 connections against one server process, on the embedded database (or DATABASE_URL):
 *   npm run bench:overload
 * Each connection sends GET /v1/transactions/{id} (keyed, rate limits on but set far above the load) back to
 * back for BENCH_SECONDS (default 15), while this script probes /healthz every 100 ms on its own connection and
 * samples the server's resident memory. Run twice: with admission control as configured by default
 * (src/http/admission.ts: 64 running, 1,000 waiting ≤ 2 s, then 503 + Retry-After) and with it off
 * (ADMISSION_MAX_CONCURRENT=0), to show what it buys. BENCH_CONNECTIONS (default 1000) changes the load.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { Agent, request } from 'undici';
import { openDatabase } from '../../src/db/client.ts';
import { percentile, rssMiB, seedLoadTenant, startCompiledServer } from './lib.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 1000);
const url = process.env.DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'escrow-overload-'));

// Seed before the server starts (the embedded database is one process's).
const database = await openDatabase(url ? { url, maxConnections: 2 } : { dataDir });
await database.migrate();
const { auth, transactionId } = await seedLoadTenant(database, 'Overload');
await database.close();

async function run(label: string, env: Record<string, string>) {
  const { child, base } = await startCompiledServer({ ...env, DATA_DIR: dataDir, DATABASE_URL: url ?? '' });
  const probeAgent = new Agent({ connections: 1 });
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
    url: `${base}/v1/transactions/${transactionId}`,
    headers: auth,
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
