import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../src/db/client.ts';
import type { TestProject } from 'vitest/node';
import { resolveChromium } from './chromium.ts';

/**
 * Migrate once per run. PGlite: keep a dump of the migrated data dir that
 * every test file loads (~0.7 s instead of initdb + migrations). Postgres
 * (TEST_DATABASE_URL): migrate the shared database; tests isolate by tenant.
 */
export default async function setup(project: TestProject) {
  // When the browser tests will use the npm-distributed Chromium, decompress it once before the workers start.
  // A bad CHROMIUM_PATH is reported by the browser tests themselves.
  await resolveChromium().catch(() => undefined);
  // The dashboard's browser tests drive its built bundle: rebuild it when a source changed since (a no-op otherwise).
  const build: string = '../../scripts/lib/build.mjs';
  const { buildDashboard } = (await import(build)) as { buildDashboard(): Promise<string> };
  await buildDashboard();
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const database = await openDatabase({ url, maxConnections: 1 });
    await database.migrate();
    await database.close();
    project.provide('pgliteDump', '');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'escrow-test-'));
  const database = await openDatabase({ url: 'memory://' });
  await database.migrate();
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteDump', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
  }
}
