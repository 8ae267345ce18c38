/**
 * A new embedded database from the template (src/db/pglite-template.ts,
 * built by src/db/template-build.ts): what it holds, when it is not used, and
 * what a process killed during a first start leaves. Real PGlite on disk; the
 * embedded database only, so skipped on the Postgres pass.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from '../src/db/client.ts';
import { createCluster, migrationIds, readTemplate, stagingDir, type TemplateManifest } from '../src/db/pglite-template.ts';
import { queryRows } from '../src/db/query.ts';
import { buildTemplate, templateCurrent } from '../src/db/template-build.ts';

// initdb and migrations in WASM, several times: far over the default 30 s on a busy 2-core machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

let scratch: string;
let template: string;
let manifest: TemplateManifest;
const dirs: string[] = [];
const newDir = (name: string) => {
  const dir = join(scratch, `${name}-${dirs.length}`);
  dirs.push(dir);
  return dir;
};

/** Tables of every schema we own (public: the app; drizzle: the migration journal), with their columns. */
async function shape(database: Database): Promise<string[]> {
  const rows = await queryRows<{ t: string }>(
    database.db,
    sql`select table_schema || '.' || table_name || '(' || string_agg(column_name || ' ' || data_type, ', ' order by column_name) || ')' as t
        from information_schema.columns where table_schema in ('public', 'drizzle') group by table_schema, table_name order by 1`,
  );
  return rows.map((r) => r.t);
}

async function journal(database: Database): Promise<{ id: number; hash: string; created_at: string }[]> {
  return queryRows(database.db, sql`select id, hash, created_at::text from drizzle.__drizzle_migrations order by id`);
}

/** The shape of a database migrated the ordinary way (in memory, from initdb). */
let reference: string[];

/** The next open of dataDir makes a whole database from the template and leaves nothing beside it. */
async function expectMadeFromTemplate(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir, template });
  expect(database.created).toEqual({ from: 'template' });
  expect(leftovers(dataDir)).toEqual([]);
  expect(await shape(database)).toEqual(reference);
  await database.close();
}

/** A copy of the template to damage. */
function templateCopy(edit: (dir: string, manifest: TemplateManifest) => void): string {
  const dir = newDir('template-copy');
  cpSync(template, dir, { recursive: true });
  const copy = JSON.parse(readFileSync(join(dir, 'template.json'), 'utf8')) as TemplateManifest;
  edit(dir, copy);
  return dir;
}

const writeManifest = (dir: string, m: TemplateManifest) => writeFileSync(join(dir, 'template.json'), JSON.stringify(m));

/** What a data directory's parent holds besides the database: staging directories left behind. */
const leftovers = (dataDir: string) => readdirSync(dataDir).filter((n) => n.startsWith('.pglite-'));

describe.skipIf(process.env.TEST_DATABASE_URL)('a new embedded database from the template', () => {
  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'escrow-template-'));
    template = join(scratch, 'template');
    manifest = await buildTemplate(template);
    const memory = await openDatabase({ url: 'memory://' });
    await memory.migrate();
    reference = await shape(memory);
    await memory.close();
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('has every table and the whole migration journal, finds nothing to migrate, and a restart sees the same data', async () => {
    expect(templateCurrent(template)).toBe(true);
    expect(manifest.migrations).toEqual(migrationIds(MIGRATIONS_FOLDER));
    const dataDir = newDir('data');
    const first = await openDatabase({ dataDir, template });
    expect(first.created).toEqual({ from: 'template' });
    expect(await shape(first)).toEqual(reference);
    const recorded = await journal(first);
    expect(recorded.map((m) => m.hash)).toEqual(migrationIds(MIGRATIONS_FOLDER).map((m) => m.hash));
    await first.migrate();
    expect(await journal(first)).toEqual(recorded);
    // Migrated, data migrations included, and nothing of an instance's own (no signing secret, no demo tenant).
    expect(await queryRows(first.db, sql`select key from instance_settings order by key`)).toEqual([{ key: 'data_migration.email_keys_nfc_idna' }]);
    await first.db.execute(sql`insert into instance_settings (key, value) values ('probe', 'kept')`);
    await first.close();
    expect(leftovers(dataDir)).toEqual([]);

    const again = await openDatabase({ dataDir, template });
    expect(again.created).toBeUndefined();
    expect(await shape(again)).toEqual(reference);
    expect(await journal(again)).toEqual(recorded);
    expect(await queryRows(again.db, sql`select value from instance_settings where key = 'probe'`)).toEqual([{ value: 'kept' }]);
    await again.close();
  });

  it('a template some migrations behind is used, and migrate() applies the rest', async () => {
    const older = join(newDir('migrations'), 'migrations');
    cpSync(MIGRATIONS_FOLDER, older, { recursive: true });
    const journalFile = join(older, 'meta/_journal.json');
    const all = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
    writeFileSync(journalFile, JSON.stringify({ ...all, entries: all.entries.slice(0, -2) }));
    const stale = newDir('stale-template');
    await buildTemplate(stale, { migrationsFolder: older });
    expect(templateCurrent(stale)).toBe(false);
    expect(readTemplate(stale, MIGRATIONS_FOLDER)).toMatchObject({ behind: 2 });

    const database = await openDatabase({ dataDir: newDir('data'), template: stale });
    expect(database.created).toEqual({ from: 'template', note: 'template 2 migration(s) behind: applied now' });
    expect((await journal(database)).length).toBe(all.entries.length - 2);
    await database.migrate();
    expect((await journal(database)).map((m) => m.hash)).toEqual(migrationIds(MIGRATIONS_FOLDER).map((m) => m.hash));
    expect(await shape(database)).toEqual(reference);
    await database.close();
  });

  it('is not used when missing, made by another PGlite, migrated with other migrations, unreadable, or naming paths outside the data directory', () => {
    expect(readTemplate(join(scratch, 'none'), MIGRATIONS_FOLDER)).toEqual({ reason: expect.stringContaining('no template in') });
    const otherPglite = templateCopy((dir, m) => writeManifest(dir, { ...m, pglite: '0.0.1' }));
    expect(readTemplate(otherPglite, MIGRATIONS_FOLDER)).toEqual({ reason: expect.stringMatching(/^template made with PGlite 0\.0\.1, this is \d/) });
    const edited = templateCopy((dir, m) =>
      writeManifest(dir, { ...m, migrations: m.migrations.map((x, i) => (i === 3 ? { ...x, hash: 'f'.repeat(64) } : x)) }),
    );
    expect(readTemplate(edited, MIGRATIONS_FOLDER)).toEqual({ reason: expect.stringContaining('not (or no longer) ours') });
    const ahead = templateCopy((dir, m) => writeManifest(dir, { ...m, migrations: [...m.migrations, { when: Date.now(), hash: 'f'.repeat(64) }] }));
    expect(readTemplate(ahead, MIGRATIONS_FOLDER)).toEqual({ reason: expect.stringContaining('not (or no longer) ours') });
    const cut = templateCopy((dir) => writeFileSync(join(dir, 'template.json'), '{"format":1,"pglite":'));
    expect(readTemplate(cut, MIGRATIONS_FOLDER)).toEqual({ reason: expect.stringContaining('template.json unreadable') });
    const outside = templateCopy((dir, m) => writeManifest(dir, { ...m, dirs: [...m.dirs, '../escaped'] }));
    expect(readTemplate(outside, MIGRATIONS_FOLDER)).toEqual({ reason: 'template.json names a path outside the data directory' });
    for (const dir of [otherPglite, edited, ahead, cut, outside]) expect(templateCurrent(dir)).toBe(false);
  });

  it('a template file that does not match its manifest: initdb instead, a complete database, nothing left over', async () => {
    const damaged = templateCopy((dir, m) => {
      // Same size, one byte changed: only the checksum can tell.
      const file = m.files.find((f) => f.path.startsWith('base/') && f.size > 8192)!;
      const bytes = readFileSync(join(dir, 'pglite', file.path));
      bytes[4096] = (bytes[4096]! + 1) % 256;
      writeFileSync(join(dir, 'pglite', file.path), bytes);
    });
    expect(templateCurrent(damaged)).toBe(false);
    const dataDir = newDir('data');
    const database = await openDatabase({ dataDir, template: damaged });
    expect(database.created).toEqual({
      from: 'initdb',
      note: expect.stringMatching(/^template unusable: template file base\/.* does not match template\.json$/),
    });
    expect(leftovers(dataDir)).toEqual([]);
    await database.migrate();
    expect(await shape(database)).toEqual(reference);
    await database.close();
  });

  it('a missing template file: initdb instead', async () => {
    const missing = templateCopy((dir, m) => rmSync(join(dir, 'pglite', m.files.find((f) => f.path === 'global/pg_control')!.path)));
    const dataDir = newDir('data');
    const database = await openDatabase({ dataDir, template: missing });
    expect(database.created).toMatchObject({ from: 'initdb', note: expect.stringContaining('template unusable') });
    expect(await queryRows(database.db, sql`select 1 as ok`)).toEqual([{ ok: 1 }]);
    await database.close();
    expect(leftovers(dataDir)).toEqual([]);
  });

  it('a first start killed while copying leaves no database, only its staging directory; the next start removes it and makes a whole one', async () => {
    const dataDir = newDir('data');
    const pgdata = join(dataDir, 'pglite');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'test/helpers/interrupted-start.ts', pgdata, template, String(Math.floor(manifest.files.length / 2))],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const signal = await new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, sig) => resolve(sig)));
    expect(signal, stderr).toBe('SIGKILL');
    // Half the files were copied, into the staging directory only.
    expect(existsSync(pgdata)).toBe(false);
    const staging = stagingDir(pgdata, child.pid!);
    expect(leftovers(dataDir)).toEqual([`.pglite-${child.pid}.tmp`]);
    expect(readdirSync(staging).length).toBeGreaterThan(0);

    await expectMadeFromTemplate(dataDir);
  });

  it('a first start killed during initdb (no template) leaves no database either', async () => {
    const dataDir = newDir('data');
    const pgdata = join(dataDir, 'pglite');
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/helpers/interrupted-start.ts', pgdata, 'initdb'], { stdio: 'ignore' });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, sig) => resolve(sig)));
    // Killed from outside (initdb runs synchronously in WASM) 300 ms after its staging directory appears.
    while (!existsSync(stagingDir(pgdata, child.pid!)) && child.exitCode === null) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 300));
    child.kill('SIGKILL');
    const signal = await exited;
    if (signal !== 'SIGKILL') {
      // It finished first (a fast machine): then the database it left is whole.
      const left = await openDatabase({ dataDir, template });
      expect(left.created).toBeUndefined();
      expect(await queryRows(left.db, sql`select 1 as ok`)).toEqual([{ ok: 1 }]);
      await left.close();
      return;
    }
    expect(existsSync(pgdata)).toBe(false);
    expect(leftovers(dataDir)).toEqual([`.pglite-${child.pid}.tmp`]);
    await expectMadeFromTemplate(dataDir);
  });

  it('recovers from what an interrupted start of any version leaves: a half-filled staging directory and an empty data directory', async () => {
    const dataDir = newDir('data');
    const pgdata = join(dataDir, 'pglite');
    // The older code made the data directory before PGlite filled it.
    mkdirSync(pgdata, { recursive: true });
    // A process that no longer runs (a pid far above any real one) left half a copy.
    const abandoned = stagingDir(pgdata, 2 ** 22 + 17);
    mkdirSync(abandoned);
    cpSync(join(template, 'pglite', 'global'), join(abandoned, 'global'), { recursive: true });
    writeFileSync(join(abandoned, 'PG_VERSION'), readFileSync(join(template, 'pglite', 'PG_VERSION')));
    // And one under this process's own id (a container's server often gets the same pid on every start).
    mkdirSync(join(stagingDir(pgdata, process.pid), 'base'), { recursive: true });

    await expectMadeFromTemplate(dataDir);
  });

  it('a data directory without PG_VERSION (an older version killed while unpacking initdb in place) is moved aside and made again', async () => {
    const dataDir = newDir('data');
    const pgdata = join(dataDir, 'pglite');
    mkdirSync(pgdata, { recursive: true });
    cpSync(join(template, 'pglite', 'global'), join(pgdata, 'global'), { recursive: true });
    cpSync(join(template, 'pglite', 'pg_wal'), join(pgdata, 'pg_wal'), { recursive: true });
    const database = await openDatabase({ dataDir, template });
    expect(database.created).toEqual({
      from: 'template',
      note: expect.stringMatching(/held no database \(no PG_VERSION\): moved to .*pglite\.incomplete-\d+$/),
    });
    const aside = readdirSync(dataDir).filter((n) => n.startsWith('pglite.incomplete-'));
    expect(aside).toHaveLength(1);
    expect(readdirSync(join(dataDir, aside[0]!)).sort()).toEqual(['global', 'pg_wal']);
    expect(await shape(database)).toEqual(reference);
    await database.close();
    // Opened again: the database it made, nothing moved.
    const again = await openDatabase({ dataDir, template });
    expect(again.created).toBeUndefined();
    await again.close();
  });

  it('another process that puts its database in place first wins; ours is discarded', async () => {
    const dataDir = newDir('data');
    const pgdata = join(dataDir, 'pglite');
    const theirs = newDir('theirs');
    await createCluster(join(theirs, 'pglite'), { template, migrationsFolder: MIGRATIONS_FOLDER });
    writeFileSync(join(theirs, 'pglite', 'theirs'), '');
    const created = await createCluster(pgdata, {
      template,
      migrationsFolder: MIGRATIONS_FOLDER,
      onCopied: (n) => n === 1 && cpSync(join(theirs, 'pglite'), pgdata, { recursive: true }),
    });
    expect(created).toEqual({ from: 'template', note: 'another process created the database first' });
    expect(existsSync(join(pgdata, 'theirs'))).toBe(true);
    expect(leftovers(dataDir)).toEqual([]);
  });
});
