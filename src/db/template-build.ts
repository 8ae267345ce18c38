/**
 * Builds the embedded database's template (src/db/pglite-template.ts): a new
 * PGlite data directory with every migration applied, closed cleanly, opened
 * once more to check it, then listed with each file's SHA-256 in
 * template.json. Built beside its place and swapped in, so a reader sees the
 * old template, the new one or none. Run by scripts/lib/build.mjs (compiled
 * to dist/server/template.mjs) on `npm install` and `npm run build`.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { sha256Hex } from '../lib/crypto.ts';
import { MIGRATIONS_FOLDER, openDatabase } from './client.ts';
import {
  alive,
  DEFAULT_TEMPLATE_DIR,
  installedPgliteVersion,
  migrationIds,
  readTemplate,
  TEMPLATE_FORMAT,
  templateFileProblem,
  type TemplateManifest,
} from './pglite-template.ts';
import { queryRows } from './query.ts';

export { DEFAULT_TEMPLATE_DIR };

export interface BuildTemplateOptions {
  migrationsFolder?: string;
}

/** Whether the template at `dir` is the one a build would make now (same PGlite, same migrations) and whole. */
export function templateCurrent(dir = DEFAULT_TEMPLATE_DIR, { migrationsFolder = MIGRATIONS_FOLDER }: BuildTemplateOptions = {}): boolean {
  const found = readTemplate(dir, migrationsFolder);
  return 'manifest' in found && found.behind === 0 && templateFileProblem(dir, found.manifest) === undefined;
}

function list(root: string): { dirs: string[]; files: TemplateManifest['files'] } {
  const dirs: string[] = [];
  const files: TemplateManifest['files'] = [];
  const walk = (rel: string) => {
    for (const entry of readdirSync(join(root, rel), { withFileTypes: true })) {
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        dirs.push(path);
        walk(path);
      } else if (entry.isFile()) {
        const bytes = readFileSync(join(root, path));
        files.push({ path, size: bytes.length, sha256: sha256Hex(bytes) });
      } else throw new Error(`${path}: neither a file nor a directory`);
    }
  };
  walk('');
  return { dirs, files };
}

/** Build the template into `dir` (replacing what is there). */
export async function buildTemplate(
  dir = DEFAULT_TEMPLATE_DIR,
  { migrationsFolder = MIGRATIONS_FOLDER }: BuildTemplateOptions = {},
): Promise<TemplateManifest> {
  const parent = dirname(dir);
  const staging = join(parent, `${basename(dir)}.${process.pid}.tmp`);
  // Builds killed before their swap.
  if (existsSync(parent)) {
    for (const name of readdirSync(parent)) {
      const match = new RegExp(`^${basename(dir).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(\\d+)\\.(tmp|old)$`).exec(name);
      if (match && !alive(Number(match[1]))) rmSync(join(parent, name), { recursive: true, force: true });
    }
  }
  rmSync(staging, { recursive: true, force: true });
  try {
    const expected = migrationIds(migrationsFolder);
    const database = await openDatabase({ dataDir: staging, template: false, migrationsFolder });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    // Opened again after the clean close: what the template's first user will see.
    const check = await openDatabase({ dataDir: staging, migrationsFolder });
    try {
      const [row] = await queryRows<{ n: number }>(check.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      if (row?.n !== expected.length) throw new Error(`template check: ${row?.n} migrations recorded, ${expected.length} expected`);
    } finally {
      await check.close();
    }
    const manifest: TemplateManifest = {
      format: TEMPLATE_FORMAT,
      pglite: installedPgliteVersion(),
      migrations: expected,
      ...list(join(staging, 'pglite')),
    };
    writeFileSync(join(staging, 'template.json'), JSON.stringify(manifest));
    const old = join(parent, `${basename(dir)}.${process.pid}.old`);
    if (existsSync(dir)) renameSync(dir, old);
    renameSync(staging, dir);
    rmSync(old, { recursive: true, force: true });
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
