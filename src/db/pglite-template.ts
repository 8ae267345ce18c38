/**
 * A new embedded database (PGlite on disk) is made whole in a staging directory
 * beside its place and renamed in, so a data directory is either absent or
 * complete: a process killed during the first start leaves only the staging
 * directory, which the next start removes before building again.
 *
 * Two ways to fill the staging directory:
 * - copy the template: a data directory `npm run build` (and so `npm install`)
 *   made from src/db/migrations and closed cleanly (scripts/lib/build.mjs,
 *   src/db/template-build.ts), listed in its template.json with each file's size
 *   and SHA-256. Every file copied is checked against that list. ~0.1 s instead
 *   of PGlite's initdb (~2.5 s on a 2-core machine) and the SQL migrations.
 * - initdb, as PGlite does on an empty directory, when there is no template, it
 *   was written by another PGlite version, its migrations are not a prefix of
 *   ours (one was edited or removed since), or a file does not match.
 *
 * A template behind by some migrations is used: Database.migrate() applies the
 * rest, as on any existing database. A data directory that holds files but no
 * PG_VERSION is no database: moved aside, then made as if empty (ensureCluster).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { sha256Hex } from '../lib/crypto.ts';

/** Beside the compiled server, two levels below the repository (like MIGRATIONS_FOLDER), so the same path from src/db and dist/server. */
export const DEFAULT_TEMPLATE_DIR = fileURLToPath(new URL('../../dist/pglite-template', import.meta.url));

export const TEMPLATE_FORMAT = 1;

/** What template.json says about the data directory next to it (`pglite/`). */
export interface TemplateManifest {
  format: number;
  /** The @electric-sql/pglite version that wrote it. */
  pglite: string;
  /** The SQL migrations applied, as drizzle records them (journal `when`, SHA-256 of the file). */
  migrations: MigrationId[];
  /** Every directory (empty ones matter to Postgres) and file of the data directory, relative to it. */
  dirs: string[];
  files: { path: string; size: number; sha256: string }[];
}

export interface MigrationId {
  when: number;
  hash: string;
}

/** How a new data directory was made, for the startup log. */
export interface ClusterCreated {
  from: 'template' | 'initdb';
  /** Why the template was not used, or that it was behind. */
  note?: string;
}

export interface CreateClusterOptions {
  /** The template directory; `false`: initdb only. */
  template?: string | false;
  migrationsFolder: string;
  /** Called after each file copied from the template (tests stop the process here). */
  onCopied?: (files: number) => void;
}

/** The installed @electric-sql/pglite version (its package.json is not exported, so found from its entry point). */
export function installedPgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@electric-sql/pglite' && pkg.version) return pkg.version;
    }
    const up = dirname(dir);
    if (up === dir) throw new Error('@electric-sql/pglite: package.json not found');
    dir = up;
  }
}

/** The migrations of a folder, identified as drizzle identifies them in drizzle.__drizzle_migrations. */
export function migrationIds(migrationsFolder: string): MigrationId[] {
  return readMigrationFiles({ migrationsFolder }).map((m) => ({ when: m.folderMillis, hash: m.hash }));
}

/** A directory that does not exist or has nothing in it. */
export function isEmptyDir(dir: string): boolean {
  try {
    return readdirSync(dir).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/**
 * Whether the template can seed a database for these migrations: the manifest, if so, or why not.
 * Reads only template.json; the files are checked as they are copied.
 */
export function readTemplate(templateDir: string, migrationsFolder: string): { manifest: TemplateManifest; behind: number } | { reason: string } {
  let manifest: TemplateManifest;
  try {
    manifest = JSON.parse(readFileSync(join(templateDir, 'template.json'), 'utf8')) as TemplateManifest;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { reason: code === 'ENOENT' ? `no template in ${templateDir} (npm run build makes it)` : `template.json unreadable: ${(error as Error).message}` };
  }
  if (manifest?.format !== TEMPLATE_FORMAT || !Array.isArray(manifest.files) || !Array.isArray(manifest.dirs) || !Array.isArray(manifest.migrations)) {
    return { reason: 'template.json is not a template manifest of this version' };
  }
  if ([...manifest.dirs, ...manifest.files.map((f) => f.path)].some((path) => typeof path !== 'string' || isAbsolute(path) || path.split('/').includes('..'))) {
    return { reason: 'template.json names a path outside the data directory' };
  }
  const pglite = installedPgliteVersion();
  if (manifest.pglite !== pglite) return { reason: `template made with PGlite ${manifest.pglite}, this is ${pglite}` };
  const ours = migrationIds(migrationsFolder);
  const prefix = manifest.migrations.length <= ours.length && manifest.migrations.every((m, i) => m.when === ours[i]!.when && m.hash === ours[i]!.hash);
  if (!prefix) return { reason: 'the template was migrated with migrations that are not (or no longer) ours' };
  return { manifest, behind: ours.length - manifest.migrations.length };
}

/** A template file's bytes, when they are what the manifest lists. */
function checkedFile(source: string, file: TemplateManifest['files'][number]): Buffer {
  const bytes = readFileSync(join(source, file.path));
  if (bytes.length !== file.size || sha256Hex(bytes) !== file.sha256) {
    throw new Error(`template file ${file.path} does not match template.json`);
  }
  return bytes;
}

/** What is wrong with the template's files, if anything (a file missing, changed or cut short). */
export function templateFileProblem(templateDir: string, manifest: TemplateManifest): string | undefined {
  try {
    for (const file of manifest.files) checkedFile(join(templateDir, 'pglite'), file);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** Copy the template's data directory into `target` (which must not exist), checking every file against the manifest. */
function copyTemplate(templateDir: string, manifest: TemplateManifest, target: string, onCopied?: (files: number) => void): void {
  const source = join(templateDir, 'pglite');
  mkdirSync(target);
  for (const dir of manifest.dirs) mkdirSync(join(target, dir), { recursive: true });
  let copied = 0;
  for (const file of manifest.files) {
    writeFileSync(join(target, file.path), checkedFile(source, file));
    onCopied?.(++copied);
  }
}

/** The staging directory of a process: beside the data directory, so the rename stays on one file system. */
export function stagingDir(pgdata: string, pid: number): string {
  return join(dirname(pgdata), `.pglite-${pid}.tmp`);
}

/** Whether a process of this id is running (EPERM: it is, as another user). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Staging directories left by processes that died during a first start (never the data directory itself). */
function removeAbandonedStaging(parent: string): void {
  for (const name of readdirSync(parent)) {
    const match = /^\.pglite-(\d+)\.tmp$/.exec(name);
    if (match && Number(match[1]) !== process.pid && !alive(Number(match[1]))) rmSync(join(parent, name), { recursive: true, force: true });
  }
}

/**
 * Make a complete data directory at `pgdata` (absent or empty): from the template when it can, else by initdb;
 * both in a staging directory renamed in at the end.
 */
export async function createCluster(pgdata: string, opts: CreateClusterOptions): Promise<ClusterCreated> {
  const parent = dirname(pgdata);
  mkdirSync(parent, { recursive: true });
  removeAbandonedStaging(parent);
  const staging = stagingDir(pgdata, process.pid);
  rmSync(staging, { recursive: true, force: true });

  let created: ClusterCreated | undefined;
  let note: string | undefined;
  if (opts.template === false) note = 'no template asked for';
  else {
    const templateDir = opts.template ?? DEFAULT_TEMPLATE_DIR;
    const found = readTemplate(templateDir, opts.migrationsFolder);
    if ('reason' in found) note = found.reason;
    else {
      try {
        copyTemplate(templateDir, found.manifest, staging, opts.onCopied);
        created = { from: 'template', ...(found.behind ? { note: `template ${found.behind} migration(s) behind: applied now` } : {}) };
      } catch (error) {
        rmSync(staging, { recursive: true, force: true });
        note = `template unusable: ${(error as Error).message}`;
      }
    }
  }
  if (!created) {
    // PGlite runs initdb on an empty directory; a clean close leaves it whole (shutdown checkpoint).
    try {
      const pg = await PGlite.create(staging);
      await pg.close();
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw error;
    }
    created = { from: 'initdb', ...(note ? { note } : {}) };
  }

  // rename(2) replaces an empty directory in one step (Linux, macOS); elsewhere remove it first.
  try {
    if (existsSync(pgdata) && process.platform === 'win32') rmdirSync(pgdata);
    renameSync(staging, pgdata);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    // Another process (a second CLI) put its database there first: use that one.
    if (!isEmptyDir(pgdata)) return { ...created, note: 'another process created the database first' };
    throw error;
  }
  return created;
}

/**
 * What a data directory needs before PGlite opens it: made when absent or empty (createCluster); a directory
 * without PG_VERSION is no database (what a first start of an older version, unpacking initdb's files in place,
 * left when killed), so it is moved aside, not deleted, and a new one made. Undefined: an existing database.
 */
export async function ensureCluster(pgdata: string, opts: CreateClusterOptions): Promise<ClusterCreated | undefined> {
  if (isEmptyDir(pgdata)) return createCluster(pgdata, opts);
  if (existsSync(join(pgdata, 'PG_VERSION'))) return undefined;
  const aside = `${pgdata}.incomplete-${Date.now()}`;
  renameSync(pgdata, aside);
  const created = await createCluster(pgdata, opts);
  const moved = `${pgdata} held no database (no PG_VERSION): moved to ${aside}`;
  return { ...created, note: created.note ? `${created.note}; ${moved}` : moved };
}
