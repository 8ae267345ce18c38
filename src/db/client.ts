import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { rekeyEmails, type MigrationLog } from './data-migrations.ts';
import type { Db } from './query.ts';
import * as schema from './schema/index.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Where the data lives, for the startup log (never includes a password). */
  location: string;
  /** The SQL migrations, then the data migrations (src/db/data-migrations.ts); `log` hears what an operator must act on. */
  migrate(log?: MigrationLog): Promise<void>;
  close(): Promise<void>;
}

/** Any number works as long as every process uses the same one. */
const MIGRATION_LOCK_ID = 7_310_214;

export interface OpenOptions {
  /** postgres:// URL, `memory://`, or undefined for PGlite persisted in dataDir. */
  url?: string;
  dataDir?: string;
  /** Start from a dump of an already migrated data dir (tests). */
  loadDataDir?: Blob;
  maxConnections?: number;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url && opts.url !== 'memory://') return openPostgres(opts.url, opts.maxConnections ?? 10);
  return openPglite(opts);
}

function openPostgres(url: string, max: number): Database {
  const client = postgres(url, { max, onnotice: () => {}, connection: { application_name: 'escrow-platform' } });
  const db = drizzlePostgres(client, { schema }) as unknown as Db;
  const parsed = new URL(url);
  return {
    db,
    kind: 'postgres',
    location: `postgres://${parsed.host}${parsed.pathname}`,
    async migrate(log) {
      // Several processes may start at once: serialize migrations under a session
      // advisory lock, on a one-connection client so lock and migration share a session.
      const single = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await single`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
        try {
          await migratePostgres(drizzlePostgres(single), { migrationsFolder: MIGRATIONS_FOLDER });
          await rekeyEmails(drizzlePostgres(single, { schema }) as unknown as Db, log);
        } finally {
          await single`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
        }
      } finally {
        await single.end({ timeout: 5 });
      }
    },
    async close() {
      await client.end({ timeout: 5 });
    },
  };
}

async function openPglite(opts: OpenOptions): Promise<Database> {
  const inMemory = opts.url === 'memory://';
  let dataDir: string | undefined;
  if (!inMemory) {
    dataDir = `${opts.dataDir ?? './.data'}/pglite`;
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create(dataDir, opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    location: inMemory ? 'memory://' : `pglite:${dataDir}`,
    async migrate(log) {
      await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
      await rekeyEmails(db, log);
    },
    async close() {
      await client.close();
    },
  };
}

/** Cheap round trip used by /readyz. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
