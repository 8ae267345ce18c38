/**
 * `npm start` to the first 200 on GET /v1/tenants/me, on the embedded database:
 *   npm run bench:start [runs]
 * Empty data directory (a copy of the template, dist/pglite-template, or
 * initdb and migrations without one; then the demo tenant) and existing one
 * (a restart), each `runs` times (default 3), median printed; and PGlite's own
 * open time for both, measured alone, to show what of it is the database's,
 * and the template's copy with that open.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS_FOLDER } from '../../src/db/client.ts';
import { createCluster, DEFAULT_TEMPLATE_DIR, readTemplate } from '../../src/db/pglite-template.ts';

const runs = Number(process.argv[2] ?? 3);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Milliseconds from `npm start` to the first 200 on /v1/tenants/me with the demo keys. */
async function startOnce(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: 'ignore',
    detached: true,
  });
  const keysFile = join(dataDir, 'demo-keys.json');
  try {
    for (;;) {
      if (performance.now() - started > 120_000) throw new Error('no 200 within 2 minutes');
      if (existsSync(keysFile)) {
        try {
          const keys = JSON.parse(readFileSync(keysFile, 'utf8')) as { publishableKey: string; secretKey: string };
          const res = await fetch(`http://127.0.0.1:${port}/v1/tenants/me`, { headers: { 'x-api-key': keys.publishableKey, 'x-api-secret': keys.secretKey } });
          if (res.status === 200) return performance.now() - started;
        } catch {
          // not listening yet, or the file half written
        }
      }
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

async function pgliteOpen(dir: string): Promise<number> {
  const started = performance.now();
  const db = await PGlite.create(dir);
  await db.query('select 1');
  const ms = performance.now() - started;
  await db.close();
  return ms;
}

/** A new data directory from the template (checked copy, rename), then the same open. */
async function templateOpen(dir: string): Promise<number> {
  const started = performance.now();
  const created = await createCluster(join(dir, 'pglite'), { migrationsFolder: MIGRATIONS_FOLDER });
  if (created.from !== 'template') throw new Error(`not from the template: ${created.note}`);
  const db = await PGlite.create(join(dir, 'pglite'));
  await db.query('select 1');
  const ms = performance.now() - started;
  await db.close();
  return ms;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (xs: number[]) => `median ${(median(xs) / 1000).toFixed(2)} s (runs: ${xs.map((x) => (x / 1000).toFixed(2)).join(', ')})`;

const template = readTemplate(DEFAULT_TEMPLATE_DIR, MIGRATIONS_FOLDER);
const empty: number[] = [];
const fromTemplate: number[] = [];
const existing: number[] = [];
const pgliteEmpty: number[] = [];
const pgliteExisting: number[] = [];
for (let i = 0; i < runs; i++) {
  const dir = mkdtempSync(join(tmpdir(), 'escrow-start-'));
  try {
    empty.push(await startOnce(dir));
    existing.push(await startOnce(dir));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const pg = mkdtempSync(join(tmpdir(), 'escrow-pglite-'));
  try {
    pgliteEmpty.push(await pgliteOpen(pg));
    pgliteExisting.push(await pgliteOpen(pg));
  } finally {
    rmSync(pg, { recursive: true, force: true });
  }
  if ('manifest' in template) {
    const copy = mkdtempSync(join(tmpdir(), 'escrow-template-'));
    try {
      fromTemplate.push(await templateOpen(copy));
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }
}
console.log(
  'manifest' in template
    ? `template: ${DEFAULT_TEMPLATE_DIR} (PGlite ${template.manifest.pglite}, ${template.manifest.migrations.length} migrations, ${template.manifest.files.length} files, ${(template.manifest.files.reduce((n, f) => n + f.size, 0) / 2 ** 20).toFixed(1)} MiB)`
    : `no template (${template.reason}): an empty data directory runs initdb`,
);
console.log(`npm start → first 200 on /v1/tenants/me (embedded database, dashboard already built)`);
console.log(`  empty data directory:    ${fmt(empty)}   target ≤ 4 s`);
console.log(`  existing data directory: ${fmt(existing)}   target ≤ 2 s`);
console.log(`PGlite alone (create + select 1):`);
console.log(`  empty:    ${fmt(pgliteEmpty)}`);
console.log(`  existing: ${fmt(pgliteExisting)}`);
if (fromTemplate.length) console.log(`  from the template (checked copy, rename, create + select 1): ${fmt(fromTemplate)}`);
